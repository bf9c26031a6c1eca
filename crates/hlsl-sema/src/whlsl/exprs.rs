//! "Typing expressions": left-value, abstract left-value and right-value
//! types, address spaces, operators as calls of `operator` functions
//! (the accessor rules for `e.foo` and `e1[e2]` are in `access.rs`).

use super::overload::Candidate;
use super::types::{Category, ExprTy, LiteralTy, TyId, TyKind, Types};
use super::{Callee, Checker};
use hlsl_base::{DiagCode, Span, Symbol};
use hlsl_syntax::whlsl::ast::{BinOp, ExprId, ExprKind, LitKind, UnaryOp};

pub fn binop_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Mul => "operator*",
        BinOp::Div => "operator/",
        BinOp::Rem => "operator%",
        BinOp::Add => "operator+",
        BinOp::Sub => "operator-",
        BinOp::Shl => "operator<<",
        BinOp::Shr => "operator>>",
        BinOp::Lt => "operator<",
        BinOp::Gt => "operator>",
        BinOp::Le => "operator<=",
        BinOp::Ge => "operator>=",
        BinOp::Eq => "operator==",
        BinOp::Ne => "operator!=",
        BinOp::BitAnd => "operator&",
        BinOp::BitXor => "operator^",
        BinOp::BitOr => "operator|",
        BinOp::And => "operator&&",
        BinOp::Or => "operator||",
    }
}

fn is_comparison(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne
    )
}

const ERR: ExprTy = ExprTy {
    ty: Types::ERROR,
    cat: Category::RValue,
};

impl Checker<'_> {
    /// Types `e`; `expected` is what the context wants (it only decides
    /// literals and ties between library operators).
    pub(crate) fn check_expr(&mut self, e: ExprId, expected: Option<TyId>) -> ExprTy {
        let et = self.expr_inner(e, expected);
        self.out.expr_types.insert(e, et);
        et
    }

    /// Whether `e` is made of numeric literals and arithmetic on them only.
    fn is_literal_expr(&self, e: ExprId) -> bool {
        match &self.unit.exprs[e].kind {
            ExprKind::Lit(l) => matches!(
                l.kind,
                LitKind::Int(_) | LitKind::UInt(_) | LitKind::Float(_)
            ),
            ExprKind::Paren(x) => self.is_literal_expr(*x),
            ExprKind::Unary {
                op: UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot,
                operand,
            } => self.is_literal_expr(*operand),
            ExprKind::Binary { op, lhs, rhs } => {
                !is_comparison(*op)
                    && !matches!(op, BinOp::And | BinOp::Or)
                    && self.is_literal_expr(*lhs)
                    && self.is_literal_expr(*rhs)
            }
            _ => false,
        }
    }

    /// Types `e` and reads it as a right value.
    pub(crate) fn check_rvalue(&mut self, e: ExprId, expected: Option<TyId>) -> ExprTy {
        ExprTy::rvalue(self.check_expr(e, expected).ty)
    }

    fn expr_inner(&mut self, e: ExprId, expected: Option<TyId>) -> ExprTy {
        let expr = &self.unit.exprs[e];
        let span = expr.span;
        match &expr.kind {
            ExprKind::Lit(lit) => {
                let lt = match lit.kind {
                    LitKind::True | LitKind::False => return ExprTy::rvalue(Types::BOOL),
                    LitKind::Int(v) => LiteralTy::Int(v),
                    LitKind::UInt(v) => LiteralTy::UInt(v),
                    LitKind::Float(_) => LiteralTy::Float,
                    LitKind::Null => LiteralTy::Null,
                };
                if let Some(want) = expected {
                    if super::literals::fits(lt, self.kind(want)) {
                        return ExprTy::rvalue(want);
                    }
                }
                ExprTy::rvalue(self.intern(TyKind::Literal(lt)))
            }
            ExprKind::Name(id) => match self.lookup_local(id.sym) {
                Some(ty) => ExprTy {
                    ty,
                    cat: Category::LValue(super::types::AddressSpace::Thread),
                },
                None => {
                    let name = self.name(id.sym);
                    if self.env.types.contains_key(&id.sym) {
                        self.error(DiagCode::err_whlsl_type_as_value, id.span, &[&name]);
                    } else {
                        self.error(DiagCode::err_whlsl_unknown_name, id.span, &[&name]);
                    }
                    ERR
                }
            },
            ExprKind::Paren(x) => self.check_expr(*x, expected),
            ExprKind::Comma { lhs, rhs } => {
                let (lhs, rhs) = (*lhs, *rhs);
                let l = self.check_expr(lhs, None);
                self.settle_default(lhs, l);
                self.check_rvalue(rhs, expected)
            }
            ExprKind::Call { callee, args } => {
                let (callee, args) = (*callee, args.clone());
                self.check_call(e, callee.sym, callee.span, span, &args, expected)
            }
            ExprKind::Member { base, field } => {
                let (base, field) = (*base, *field);
                self.check_member(e, base, field.sym, field.span)
            }
            ExprKind::Index { base, index } => {
                let (base, index) = (*base, *index);
                self.check_index(e, base, index, span)
            }
            ExprKind::Unary { op, operand } => {
                let (op, operand) = (*op, *operand);
                self.check_unary(e, op, operand, span, expected)
            }
            ExprKind::Postfix { inc, operand } => {
                let (inc, operand) = (*inc, *operand);
                self.check_postfix(e, inc, operand, span)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                if matches!(op, BinOp::And | BinOp::Or) {
                    for x in [lhs, rhs] {
                        let t = self.check_rvalue(x, Some(Types::BOOL));
                        let xs = self.unit.exprs[x].span;
                        self.coerce(x, t, Types::BOOL, xs, "an operand of '&&' or '||'");
                    }
                    return ExprTy::rvalue(Types::BOOL);
                }
                // An operation on literals alone takes the context's type
                // (`uint u = (1 + 2) * 3;`): only literals read the hint.
                let hint =
                    if !is_comparison(op) && self.is_literal_expr(lhs) && self.is_literal_expr(rhs)
                    {
                        expected
                    } else {
                        None
                    };
                let l = self.check_rvalue(lhs, hint);
                let r = self.check_rvalue(rhs, hint);
                self.call_operator(e, binop_name(op), span, &[lhs, rhs], &[l, r], expected)
            }
            ExprKind::Ternary { cond, then, els } => {
                let (cond, then, els) = (*cond, *then, *els);
                self.check_condition(cond, "the condition of '?:'");
                let mut a = self.check_rvalue(then, expected);
                let mut b = self.check_rvalue(els, expected);
                // An open literal takes the other branch's type.
                if self.out.types.is_literal(a.ty) && !self.out.types.is_literal(b.ty) {
                    let s = self.unit.exprs[then].span;
                    self.coerce(then, a, b.ty, s, "a branch of '?:'");
                    a = b;
                } else if self.out.types.is_literal(b.ty) && !self.out.types.is_literal(a.ty) {
                    let s = self.unit.exprs[els].span;
                    self.coerce(els, b, a.ty, s, "a branch of '?:'");
                    b = a;
                } else if self.out.types.is_literal(a.ty) && self.out.types.is_literal(b.ty) {
                    a = self.settle_default(then, a);
                    b = self.settle_default(els, b);
                }
                if a.ty == Types::ERROR || b.ty == Types::ERROR {
                    return ERR;
                }
                if a.ty != b.ty {
                    let (x, y) = (self.ty_name(a.ty), self.ty_name(b.ty));
                    self.error(DiagCode::err_whlsl_ternary_mismatch, span, &[&x, &y]);
                    return ERR;
                }
                if self.out.types.is_pointer_or_array_ref(a.ty) {
                    let shown = self.ty_name(a.ty);
                    self.error(DiagCode::err_whlsl_ternary_pointer, span, &[&shown]);
                    return ERR;
                }
                a
            }
            ExprKind::Assign { op: None, lhs, rhs } => {
                let (lhs, rhs) = (*lhs, *rhs);
                let l = self.check_expr(lhs, None);
                let want = (l.ty != Types::ERROR).then_some(l.ty);
                let r = self.check_rvalue(rhs, want);
                let rspan = self.unit.exprs[rhs].span;
                if self.out.types.is_pointer_or_array_ref(r.ty) && r.ty != Types::ERROR {
                    let shown = self.ty_name(r.ty);
                    self.error(DiagCode::err_whlsl_assign_pointer, rspan, &[&shown]);
                    return ERR;
                }
                if !self.require_assignable(lhs, l) {
                    return ERR;
                }
                if !self.coerce(rhs, r, l.ty, rspan, "the right side of '='") {
                    return ERR;
                }
                ExprTy::rvalue(l.ty)
            }
            ExprKind::Assign {
                op: Some(op),
                lhs,
                rhs,
            } => {
                let (op, lhs, rhs) = (*op, *lhs, *rhs);
                let l = self.check_expr(lhs, None);
                let r = self.check_rvalue(rhs, None);
                if !self.require_assignable(lhs, l) {
                    return ERR;
                }
                let name = binop_name(op);
                let lr = ExprTy::rvalue(l.ty);
                let res = self.call_operator(e, name, span, &[lhs, rhs], &[lr, r], Some(l.ty));
                if res.ty != Types::ERROR && res.ty != l.ty {
                    let (have, want) = (self.ty_name(res.ty), self.ty_name(l.ty));
                    self.error(
                        DiagCode::err_whlsl_compound_type,
                        span,
                        &[&name, &have, &want],
                    );
                    return ERR;
                }
                ExprTy::rvalue(l.ty)
            }
            ExprKind::Error => ERR,
        }
    }

    /// `e` must be of type `bool`.
    pub(crate) fn check_condition(&mut self, e: ExprId, what: &str) {
        let t = self.check_rvalue(e, Some(Types::BOOL));
        let span = self.unit.exprs[e].span;
        self.coerce(e, t, Types::BOOL, span, what);
    }

    /// The left side of an assignment needs an abstract left-value type.
    fn require_assignable(&mut self, e: ExprId, t: ExprTy) -> bool {
        if t.ty == Types::ERROR || t.is_assignable() {
            return true;
        }
        let span = self.unit.exprs[e].span;
        if t.cat == Category::LValue(super::types::AddressSpace::Constant) {
            self.error(DiagCode::err_whlsl_assign_constant, span, &[]);
        } else {
            self.error(DiagCode::err_whlsl_not_assignable, span, &[]);
        }
        false
    }

    pub(super) fn lookup_local(&self, name: Symbol) -> Option<TyId> {
        self.scopes.iter().rev().find_map(|s| s.get(&name).copied())
    }

    /// Resolves an operator call against user functions and the library;
    /// records the callee.
    fn call_operator(
        &mut self,
        e: ExprId,
        name: &str,
        span: Span,
        args: &[ExprId],
        arg_tys: &[ExprTy],
        expected: Option<TyId>,
    ) -> ExprTy {
        let mut cands = self.user_candidates(name, args.len());
        let lib = self.library_operators(name, args.len());
        cands.extend(Self::lib_candidates(&lib, args.len()));
        match self.resolve(name, span, cands, args, arg_tys, expected) {
            Some(c) => self.record_call(e, c, span),
            None => ERR,
        }
    }

    fn record_call(&mut self, e: ExprId, c: Candidate, span: Span) -> ExprTy {
        if let Callee::Func(id) = c.callee {
            self.note_call(id, span);
        }
        self.out.callees.insert(e, c.callee);
        ExprTy::rvalue(c.ret)
    }

    /// Adds a "may call" edge from the function being checked. A
    /// generated getter or setter runs its address taker, so calling it is
    /// calling that.
    pub(crate) fn note_call(&mut self, callee: super::FuncId, span: Span) {
        use super::FuncOrigin;
        let user = |cx: &Self, f: super::FuncId| {
            matches!(cx.out.funcs[f.0 as usize].origin, FuncOrigin::User(_))
        };
        let callee = match self.out.funcs[callee.0 as usize].origin {
            FuncOrigin::User(_) => callee,
            FuncOrigin::GeneratedGetter(t) | FuncOrigin::GeneratedSetter(t) if user(self, t) => t,
            _ => return,
        };
        if let Some(caller) = self.current {
            let edges = self.out.call_graph.entry(caller).or_default();
            if !edges.iter().any(|&(g, _)| g == callee) {
                edges.push((callee, span));
            }
        }
    }

    fn check_call(
        &mut self,
        e: ExprId,
        callee: Symbol,
        callee_span: Span,
        span: Span,
        args: &[ExprId],
        expected: Option<TyId>,
    ) -> ExprTy {
        let name = self.name(callee);
        let mut cands = self.user_candidates(name, args.len());
        let mut known = self.env.funcs.contains_key(name);
        let named = self.library_named(name);
        if !named.is_empty() {
            known = true;
            cands.extend(Self::lib_candidates(&named, args.len()));
        }
        // A type name calls its casts and constructors.
        if let Some(target) = self.type_named(callee) {
            known = true;
            if let Some(set) = self.env.casts.get(&target).cloned() {
                cands.extend(self.func_candidates(&set, args.len()));
            }
            let lib = self.library_casts(target);
            cands.extend(Self::lib_candidates(&lib, args.len()));
        }
        if !known {
            self.error(DiagCode::err_whlsl_unknown_function, callee_span, &[&name]);
            for &a in args {
                self.check_expr(a, None);
            }
            return ERR;
        }
        // With one candidate, its parameter types are what the arguments
        // are expected to be (so `f(1 + 2)` works for `f(uint)`); with
        // several, arguments are typed on their own, as the spec says.
        let arg_tys: Vec<ExprTy> = args
            .iter()
            .enumerate()
            .map(|(k, &a)| {
                let want = (cands.len() == 1).then(|| cands[0].params[k]);
                self.check_rvalue(a, want)
            })
            .collect();
        match self.resolve(name, span, cands, args, &arg_tys, expected) {
            Some(c) => self.record_call(e, c, span),
            None => ERR,
        }
    }

    /// The type a bare name denotes, if it is one (no diagnostics).
    fn type_named(&mut self, name: Symbol) -> Option<TyId> {
        use super::env::NamedType;
        match self.env.types.get(&name).map(|x| x.0) {
            Some(NamedType::Struct(s)) => Some(self.intern(TyKind::Struct(s))),
            Some(NamedType::Enum(en)) => Some(self.intern(TyKind::Enum(en))),
            Some(NamedType::Typedef(_)) => self.out.typedefs.get(&name).copied(),
            None => super::typedefs::library_type(self.name(name)).map(|k| self.intern(k)),
        }
    }

    fn check_unary(
        &mut self,
        e: ExprId,
        op: UnaryOp,
        operand: ExprId,
        span: Span,
        expected: Option<TyId>,
    ) -> ExprTy {
        let name = match op {
            UnaryOp::Plus => "operator+",
            UnaryOp::Neg => "operator-",
            UnaryOp::Not => "operator!",
            UnaryOp::BitNot => "operator~",
            UnaryOp::Deref => {
                let t = self.check_rvalue(operand, None);
                return match self.kind(t.ty) {
                    TyKind::Pointer(p, s) => ExprTy {
                        ty: p,
                        cat: Category::LValue(s),
                    },
                    TyKind::Error => ERR,
                    _ => {
                        let shown = self.ty_name(t.ty);
                        // `p->x` is parsed as `(*p).x` with the `*` spanning
                        // just `p`: name the operator the user wrote.
                        let written = if span == self.unit.exprs[operand].span {
                            "->"
                        } else {
                            "*"
                        };
                        self.error(
                            DiagCode::err_whlsl_deref_non_pointer,
                            span,
                            &[&written, &shown],
                        );
                        ERR
                    }
                };
            }
            UnaryOp::AddressOf | UnaryOp::ArrayRef => {
                let t = self.check_expr(operand, None);
                if t.ty == Types::ERROR {
                    return ERR;
                }
                let Category::LValue(s) = t.cat else {
                    let what = if op == UnaryOp::AddressOf { "&" } else { "@" };
                    let ospan = self.unit.exprs[operand].span;
                    self.error(DiagCode::err_whlsl_needs_lvalue, ospan, &[&what]);
                    return ERR;
                };
                if op == UnaryOp::AddressOf {
                    return ExprTy::rvalue(self.intern(TyKind::Pointer(t.ty, s)));
                }
                // `@a` on an array refers to its elements; on anything
                // else, to the one value.
                let elem = match self.kind(t.ty) {
                    TyKind::Array(el, _) => el,
                    _ => t.ty,
                };
                return ExprTy::rvalue(self.intern(TyKind::ArrayRef(elem, s)));
            }
        };
        let hint = if self.is_literal_expr(operand) && op != UnaryOp::Not {
            expected
        } else {
            None
        };
        let t = self.check_rvalue(operand, hint);
        self.call_operator(e, name, span, &[operand], &[t], expected)
    }

    /// `e++`: `e` is assignable and `operator++(e)` returns its type (see
    /// `docs/whlsl-notes.md`); the result is a right value (issue 315).
    fn check_postfix(&mut self, e: ExprId, inc: bool, operand: ExprId, span: Span) -> ExprTy {
        let t = self.check_expr(operand, None);
        if t.ty == Types::ERROR || !self.require_assignable(operand, t) {
            return ERR;
        }
        let name = if inc { "operator++" } else { "operator--" };
        let r = self.call_operator(
            e,
            name,
            span,
            &[operand],
            &[ExprTy::rvalue(t.ty)],
            Some(t.ty),
        );
        if r.ty != Types::ERROR && r.ty != t.ty {
            let (have, want) = (self.ty_name(r.ty), self.ty_name(t.ty));
            self.error(
                DiagCode::err_whlsl_compound_type,
                span,
                &[&name, &have, &want],
            );
        }
        ExprTy::rvalue(t.ty)
    }
}
