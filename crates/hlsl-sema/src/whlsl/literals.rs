//! Literal typing: "a literal takes any type that can hold it". A literal
//! is typed by its context when there is one (an initializer, a return,
//! an assignment, a parameter chosen by overload resolution); until then
//! its type is an open [`LiteralTy`], and [`Checker::settle`] fixes it.

use super::types::{ExprTy, LiteralTy, Scalar, TyId, TyKind, Types};
use super::Checker;
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::whlsl::ast::{ExprId, ExprKind};

/// Whether a literal of type `lit` can be given type `ty`: int literals
/// take integer types that hold their value (not floats: the spec says
/// "any integer type"), unsigned ones unsigned types, float literals the
/// floating-point types, `null` pointers and array references.
pub fn fits(lit: LiteralTy, ty: TyKind) -> bool {
    match (lit, ty) {
        (_, TyKind::Error) => true,
        (LiteralTy::Int(Some(v)), TyKind::Scalar(s)) => {
            s.range().is_some_and(|(lo, hi)| lo <= v && v <= hi)
        }
        (LiteralTy::UInt(Some(v)), TyKind::Scalar(s)) => {
            !s.is_signed() && s.range().is_some_and(|(_, hi)| v <= hi as u64)
        }
        (LiteralTy::Float, TyKind::Scalar(s)) => s.is_float(),
        (LiteralTy::Null, TyKind::Pointer(..) | TyKind::ArrayRef(..)) => true,
        _ => false,
    }
}

/// The type a literal gets where nothing else decides (documented in
/// `docs/whlsl-notes.md`): `int`, `uint`, `float`; `null` has none.
pub fn default_type(lit: LiteralTy) -> Option<TyId> {
    match lit {
        LiteralTy::Int(Some(_)) if fits(lit, TyKind::Scalar(Scalar::Int)) => Some(Types::INT),
        LiteralTy::UInt(Some(_)) if fits(lit, TyKind::Scalar(Scalar::UInt)) => Some(Types::UINT),
        LiteralTy::Float => Some(Types::FLOAT),
        _ => None,
    }
}

impl Checker<'_> {
    /// Whether an argument of type `arg` can be given parameter type
    /// `param` (any category reads as its right value).
    pub(crate) fn matches(&self, arg: TyId, param: TyId) -> bool {
        if arg == param || arg == Types::ERROR || param == Types::ERROR {
            return true;
        }
        match self.kind(arg) {
            TyKind::Literal(l) => fits(l, self.kind(param)),
            _ => false,
        }
    }

    /// Gives the open literals of `e` the type `ty` (`e` is a literal,
    /// possibly in parentheses, a comma's right side or ternary branches).
    pub(crate) fn settle(&mut self, e: ExprId, ty: TyId) {
        let Some(cur) = self.out.expr_types.get(e).copied() else {
            return;
        };
        if !self.out.types.is_literal(cur.ty) {
            return;
        }
        self.out.expr_types.insert(e, ExprTy::rvalue(ty));
        match &self.unit.exprs[e].kind {
            ExprKind::Paren(x) => self.settle(*x, ty),
            ExprKind::Comma { rhs, .. } => self.settle(*rhs, ty),
            ExprKind::Ternary { then, els, .. } => {
                let (then, els) = (*then, *els);
                self.settle(then, ty);
                self.settle(els, ty);
            }
            _ => {}
        }
    }

    /// Gives an open literal its default type (a statement `(1);`, a
    /// switch on a literal).
    pub(crate) fn settle_default(&mut self, e: ExprId, et: ExprTy) -> ExprTy {
        if let TyKind::Literal(l) = self.kind(et.ty) {
            if let Some(t) = default_type(l) {
                self.settle(e, t);
                return ExprTy::rvalue(t);
            }
        }
        et
    }

    /// Checks that `e`, of type `et`, can be used where `want` is needed;
    /// settles it if it is a literal. Reports `what` otherwise.
    pub(crate) fn coerce(
        &mut self,
        e: ExprId,
        et: ExprTy,
        want: TyId,
        span: Span,
        what: &str,
    ) -> bool {
        if et.ty == want || et.ty == Types::ERROR || want == Types::ERROR {
            return true;
        }
        if let TyKind::Literal(l) = self.kind(et.ty) {
            if fits(l, self.kind(want)) {
                self.settle(e, want);
                return true;
            }
            let shown = self.ty_name(want);
            let same_family = matches!(
                (l, self.kind(want)),
                (LiteralTy::Int(_) | LiteralTy::UInt(_), TyKind::Scalar(s)) if s.is_integer()
            );
            if same_family {
                self.error(DiagCode::err_whlsl_literal_range, span, &[&shown]);
            } else {
                let lit = self.ty_name(et.ty);
                self.error(
                    DiagCode::err_whlsl_literal_type,
                    span,
                    &[&lit, &shown, &what],
                );
            }
            return false;
        }
        let (have, shown) = (self.ty_name(et.ty), self.ty_name(want));
        self.error(
            DiagCode::err_whlsl_type_mismatch,
            span,
            &[&what, &shown, &have],
        );
        false
    }
}
