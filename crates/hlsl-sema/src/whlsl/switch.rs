//! Typing `switch`: the value is `int`, `uint` or an enum; case values
//! have its type and are distinct; with `default` at least one value of
//! the type is left uncovered, without it every value is covered; the last
//! body does not fall through, no body can do Nothing.

use super::stmts::Behaviours;
use super::types::{TyKind, Types};
use super::Checker;
use hlsl_base::{DiagCode, FxHashMap, Span};
use hlsl_syntax::whlsl::ast::{ConstExpr, ExprId, LitKind, SwitchCase};

impl Checker<'_> {
    pub(crate) fn check_switch(
        &mut self,
        value: ExprId,
        cases: &[SwitchCase],
        span: Span,
    ) -> Behaviours {
        let t = self.check_rvalue(value, None);
        let t = self.settle_default(value, t);
        let vspan = self.unit.exprs[value].span;
        let ty = t.ty;
        let kind = self.kind(ty);
        let ok = ty == Types::INT || ty == Types::UINT || matches!(kind, TyKind::Enum(_));
        if !ok && ty != Types::ERROR {
            let shown = self.ty_name(ty);
            self.error(DiagCode::err_whlsl_switch_type, vspan, &[&shown]);
        }
        let typed = ok;
        // Case values, as integers, with where each was given.
        let mut seen: FxHashMap<i64, Span> = FxHashMap::default();
        let mut has_default = false;
        let mut default_at: Option<Span> = None;
        for c in cases {
            let Some(v) = &c.value else {
                // Two `default`s would be one value given twice.
                if let Some(prev) = default_at {
                    self.error_with_note(
                        DiagCode::err_duplicate_default,
                        c.span,
                        &[],
                        prev,
                        DiagCode::note_previous_case,
                        &[],
                    );
                }
                default_at.get_or_insert(c.span);
                has_default = true;
                continue;
            };
            let (value, vspan) = match v {
                ConstExpr::Lit(lit) => {
                    let lt = match lit.kind {
                        LitKind::Int(v) => super::types::LiteralTy::Int(v),
                        LitKind::UInt(v) => super::types::LiteralTy::UInt(v),
                        LitKind::Float(_) => super::types::LiteralTy::Float,
                        LitKind::Null => super::types::LiteralTy::Null,
                        LitKind::True | LitKind::False => {
                            if typed {
                                let shown = self.ty_name(ty);
                                self.error(
                                    DiagCode::err_whlsl_case_type,
                                    lit.span,
                                    &[&"bool", &shown],
                                );
                            }
                            continue;
                        }
                    };
                    if typed && !super::literals::fits(lt, kind) {
                        let (lit_ty, shown) = (self.intern(TyKind::Literal(lt)), self.ty_name(ty));
                        let lit_name = self.ty_name(lit_ty);
                        self.error(
                            DiagCode::err_whlsl_case_type,
                            lit.span,
                            &[&lit_name, &shown],
                        );
                        continue;
                    }
                    let v = match lit.kind {
                        LitKind::Int(Some(v)) => v,
                        LitKind::UInt(Some(v)) => v as i64,
                        _ => continue,
                    };
                    (v, lit.span)
                }
                ConstExpr::EnumValue(e, x) => {
                    let cspan = e.span.to(x.span);
                    let Some(&(super::env::NamedType::Enum(en), _)) = self.env.types.get(&e.sym)
                    else {
                        self.error(
                            DiagCode::err_whlsl_not_an_enum,
                            e.span,
                            &[&self.name(e.sym)],
                        );
                        continue;
                    };
                    let info = &self.out.enums[en.0 as usize];
                    let Some(&(_, v)) = info.elements.iter().find(|(n, _)| *n == x.sym) else {
                        let (a, b) = (self.name(e.sym), self.name(x.sym));
                        self.error(DiagCode::err_whlsl_no_enum_element, cspan, &[&a, &b]);
                        continue;
                    };
                    if typed && kind != TyKind::Enum(en) {
                        let (a, b) = (self.name(e.sym).to_string(), self.ty_name(ty));
                        self.error(DiagCode::err_whlsl_case_type, cspan, &[&a, &b]);
                        continue;
                    }
                    (v, cspan)
                }
            };
            if let Some(&prev) = seen.get(&value) {
                self.error_with_note(
                    DiagCode::err_whlsl_duplicate_case,
                    vspan,
                    &[&value],
                    prev,
                    DiagCode::note_previous_case,
                    &[],
                );
                continue;
            }
            seen.insert(value, vspan);
        }
        if typed {
            self.check_coverage(ty, &seen, has_default, span, cases);
        }
        // Bodies, each a block.
        let mut acc = Behaviours::default();
        for (k, c) in cases.iter().enumerate() {
            let b = self.check_block(&c.body);
            if k + 1 == cases.len() {
                if let Some(f) = b.fall {
                    self.error(DiagCode::err_whlsl_fallthrough_last_case, f, &[]);
                }
            }
            if b.nothing {
                self.error(DiagCode::err_whlsl_case_falls_off, c.span, &[]);
            }
            acc = acc.union(b);
        }
        acc.nothing = false;
        self.no_pointer_return(&mut acc);
        acc.fall = None;
        if acc.brk.take().is_some() {
            acc.nothing = true;
        }
        acc
    }

    fn check_coverage(
        &mut self,
        ty: super::types::TyId,
        seen: &FxHashMap<i64, Span>,
        has_default: bool,
        span: Span,
        cases: &[SwitchCase],
    ) {
        let at = cases
            .iter()
            .find(|c| c.value.is_none())
            .map_or(span, |c| c.span);
        match self.kind(ty) {
            TyKind::Enum(en) => {
                let info = &self.out.enums[en.0 as usize];
                let missing: Vec<&str> = info
                    .elements
                    .iter()
                    .filter(|(_, v)| !seen.contains_key(v))
                    .map(|(n, _)| self.name(*n))
                    .collect();
                if has_default && missing.is_empty() {
                    let name = self.name(info.name);
                    self.error(DiagCode::err_whlsl_default_unreachable, at, &[&name]);
                } else if !has_default && !missing.is_empty() {
                    let list = missing.join(", ");
                    self.error(DiagCode::err_whlsl_switch_not_exhaustive, span, &[&list]);
                }
            }
            _ => {
                // 2^32 values: only `default` can cover them.
                if !has_default {
                    let shown = self.ty_name(ty);
                    self.error(DiagCode::err_whlsl_switch_needs_default, span, &[&shown]);
                }
            }
        }
    }
}
