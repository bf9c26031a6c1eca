//! The spec's rules for `e.foo` and `e1[e2]`, in their order: an address
//! taker for a left value, a setter (with its getter) for an assignable
//! value, a getter otherwise; array references index directly; `E.x` is an
//! enum value when `E` is not a variable (issue 312). User, generated and
//! library accessors are found by name and first parameter type.

use super::overload::Candidate;
use super::types::{Category, ExprTy, TyId, TyKind, Types};
use super::{Access, Callee, Checker};
use hlsl_base::{DiagCode, Span, Symbol};
use hlsl_syntax::whlsl::ast::{ExprId, ExprKind};

const ERR: ExprTy = ExprTy {
    ty: Types::ERROR,
    cat: Category::RValue,
};

impl Checker<'_> {
    /// Finds the accessor `name` whose first parameter is `first`: user
    /// and generated functions, then the library.
    fn accessor(&mut self, name: &str, first: TyId, index: bool) -> Option<Candidate> {
        if let Some(set) = self.env.by_first.get(&(name.to_string(), first)) {
            for &id in set {
                let f = &self.out.funcs[id.0 as usize];
                if !index || f.params.get(1) == Some(&Types::UINT) {
                    return Some(Candidate {
                        callee: Callee::Func(id),
                        params: f.params.clone(),
                        ret: f.ret,
                    });
                }
            }
        }
        self.library_accessor(name, first).map(|s| Candidate {
            params: s.params.clone(),
            ret: s.ret,
            callee: Callee::Library(s),
        })
    }

    /// The spec's three accessor rules, in order: address taker (a left
    /// value), setter (an abstract left value), getter (a right value).
    fn access(
        &mut self,
        e: ExprId,
        base: ExprTy,
        names: [String; 3],
        span: Span,
        index: bool,
    ) -> Option<ExprTy> {
        let [taker, setter, getter] = names;
        if let Category::LValue(space) = base.cat {
            let ptr = self.intern(TyKind::Pointer(base.ty, space));
            if let Some(c) = self.accessor(&taker, ptr, index) {
                if let TyKind::Pointer(t, s) = self.kind(c.ret) {
                    if let Callee::Func(id) = c.callee {
                        self.note_call(id, span);
                    }
                    self.out.accesses.insert(e, Access::AddressTaker(c.callee));
                    return Some(ExprTy {
                        ty: t,
                        cat: Category::LValue(s),
                    });
                }
            }
        }
        let get = self.accessor(&getter, base.ty, index);
        if base.is_assignable() {
            if let (Some(s), Some(g)) = (self.accessor(&setter, base.ty, index), &get) {
                let value = *s.params.last().unwrap();
                for c in [&s.callee, &g.callee] {
                    if let Callee::Func(id) = c {
                        self.note_call(*id, span);
                    }
                }
                self.out.accesses.insert(
                    e,
                    Access::GetterSetter {
                        getter: g.callee.clone(),
                        setter: s.callee,
                    },
                );
                return Some(ExprTy {
                    ty: value,
                    cat: Category::AbstractLValue,
                });
            }
        }
        let g = get?;
        if let Callee::Func(id) = g.callee {
            self.note_call(id, span);
        }
        self.out.accesses.insert(e, Access::Getter(g.callee));
        Some(ExprTy::rvalue(g.ret))
    }

    pub(super) fn check_member(
        &mut self,
        e: ExprId,
        base: ExprId,
        field: Symbol,
        fspan: Span,
    ) -> ExprTy {
        // `E.x`, when `E` is not a variable (the spec's order, issue 312).
        if let ExprKind::Name(id) = self.unit.exprs[base].kind {
            if self.lookup_local(id.sym).is_none() {
                if let Some(&(super::env::NamedType::Enum(en), _)) = self.env.types.get(&id.sym) {
                    let ty = self.intern(TyKind::Enum(en));
                    self.out.expr_types.insert(base, ExprTy::rvalue(ty));
                    let info = &self.out.enums[en.0 as usize];
                    return match info.elements.iter().position(|&(n, _)| n == field) {
                        Some(i) => {
                            self.out.accesses.insert(e, Access::EnumValue(en, i as u32));
                            ExprTy::rvalue(ty)
                        }
                        None => {
                            let (en, f) = (self.name(info.name), self.name(field));
                            self.error(DiagCode::err_whlsl_no_enum_element, fspan, &[&en, &f]);
                            ERR
                        }
                    };
                }
            }
        }
        let b = self.check_expr(base, None);
        if b.ty == Types::ERROR {
            return ERR;
        }
        let f = self.name(field);
        let names = [
            format!("operator&.{f}"),
            format!("operator.{f}="),
            format!("operator.{f}"),
        ];
        match self.access(e, b, names, fspan, false) {
            Some(t) => t,
            None => {
                let shown = self.ty_name(b.ty);
                self.error(DiagCode::err_whlsl_no_member, fspan, &[&f, &shown]);
                ERR
            }
        }
    }

    pub(super) fn check_index(
        &mut self,
        e: ExprId,
        base: ExprId,
        index: ExprId,
        span: Span,
    ) -> ExprTy {
        // The index is a `uint` (the spec's array-dereference rule).
        let it = self.check_rvalue(index, Some(Types::UINT));
        let ispan = self.unit.exprs[index].span;
        if it.ty != Types::UINT && it.ty != Types::ERROR {
            if self.out.types.is_literal(it.ty) {
                self.coerce(index, it, Types::UINT, ispan, "an index");
            } else {
                let shown = self.ty_name(it.ty);
                self.error(DiagCode::err_whlsl_index_not_uint, ispan, &[&shown]);
            }
        }
        let b = self.check_expr(base, None);
        if b.ty == Types::ERROR {
            return ERR;
        }
        if let TyKind::ArrayRef(t, s) = self.kind(b.ty) {
            self.out.accesses.insert(e, Access::ArrayRefIndex);
            return ExprTy {
                ty: t,
                cat: Category::LValue(s),
            };
        }
        let names = [
            "operator&[]".to_string(),
            "operator[]=".to_string(),
            "operator[]".to_string(),
        ];
        match self.access(e, b, names, span, true) {
            Some(t) => t,
            None => {
                let shown = self.ty_name(b.ty);
                let bspan = self.unit.exprs[base].span;
                self.error(DiagCode::err_whlsl_not_indexable, bspan, &[&shown]);
                ERR
            }
        }
    }
}
