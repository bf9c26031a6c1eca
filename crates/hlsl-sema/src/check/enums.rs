//! `enum` and `enum class`, and the integer constant folding their values
//! (and array sizes) use.
//!
//! An enum names its underlying type (`int` unless a base is written, as
//! in DXC), and each enumerator is a constant of that type: `Mode m` is an
//! `int` variable and `Mode::On` an `int` constant. A deviation from DXC,
//! written down in docs/design.md: the enum is not a distinct type, so
//! DXC's errors for implicit conversions of `enum class` values to and from
//! integers are not given.

use super::{Checker, GlobalSym};
use crate::ir::{ExprKind, GlobalKind, Literal};
use crate::types::{TypeId, TypeKind, Types};
use hlsl_base::{DiagCode, FxHashMap, Span, Symbol};
use hlsl_syntax::ast;

/// What the checker keeps of an enum: its enumerators by name.
#[derive(Clone, Debug)]
pub(super) struct EnumInfo {
    pub values: FxHashMap<Symbol, (i128, Span)>,
    pub ty: TypeId,
    /// The enum's name where it is declared.
    pub span: Span,
}

impl Checker<'_> {
    pub(super) fn check_enum(&mut self, e: &ast::EnumDecl) {
        let ty = match &e.base {
            None => Types::INT,
            Some(base) => {
                let ty = self.resolve_type(base);
                match *self.program.types.get(ty) {
                    TypeKind::Scalar(s) if s.is_integer() => ty,
                    TypeKind::Error => Types::INT,
                    _ => {
                        let tn = self.type_name(ty);
                        self.error(DiagCode::err_enum_base_type, base.span, &[&tn]);
                        Types::INT
                    }
                }
            }
        };
        if !self.declare_global(e.name, GlobalSym::Type(ty)) {
            return;
        }
        let mut info = EnumInfo {
            values: FxHashMap::default(),
            ty,
            span: e.name.span,
        };
        let mut next: i128 = 0;
        for v in &e.values {
            let value = match v.value {
                None => next,
                Some(x) => match self.const_value(x, Some(&info)) {
                    Some(value) => value,
                    // The parser reported what is wrong there.
                    None if matches!(self.unit.exprs[x].kind, ast::ExprKind::Error) => next,
                    None => {
                        self.error(DiagCode::err_enum_value_not_constant, self.span_of(x), &[]);
                        next
                    }
                },
            };
            next = value + 1;
            if let Some(&(_, prev)) = info.values.get(&v.name.sym) {
                self.redefinition(self.name(v.name), v.name.span, prev);
                continue;
            }
            info.values.insert(v.name.sym, (value, v.name.span));
            if !e.scoped {
                // Unscoped enumerators are names of the enclosing scope.
                self.declare_global(
                    v.name,
                    GlobalSym::Const {
                        value,
                        ty,
                        span: v.name.span,
                    },
                );
            }
        }
        self.enums.insert(e.name.sym, info);
    }

    /// `E::A`: the enumerator's value and type, if `scope` is one enum.
    pub(super) fn enumerator(
        &self,
        scope: &[ast::Ident],
        name: ast::Ident,
    ) -> Option<(i128, TypeId)> {
        let e = scope.last()?;
        let info = self.enums.get(&e.sym)?;
        info.values.get(&name.sym).map(|&(v, _)| (v, info.ty))
    }

    /// `E::Missing` where `E` is an enum without that enumerator: reports
    /// it and says so.
    pub(super) fn reported_unknown_enumerator(
        &mut self,
        scope: &[ast::Ident],
        name: ast::Ident,
    ) -> bool {
        let [e] = scope else {
            return false;
        };
        if !self.enums.contains_key(&e.sym) {
            return false;
        }
        let (text, en) = (self.name(name).to_string(), self.name(*e).to_string());
        self.error(DiagCode::err_no_member, name.span, &[&text, &en]);
        true
    }

    /// The value of a `static const` integer global whose initializer is
    /// an integer constant (`static const uint N = 4;`).
    fn static_const_value(&self, g: crate::ir::GlobalId) -> Option<i128> {
        let global = &self.program.globals[g];
        if global.kind != (GlobalKind::Private { is_const: true }) {
            return None;
        }
        if !matches!(self.program.types.get(global.ty), TypeKind::Scalar(s) if s.is_integer()) {
            return None;
        }
        self.fold_init(global.init?)
    }

    /// Folds an integer expression of [`crate::ir::Program::global_init`]
    /// made of literals, conversions between integers and the arithmetic
    /// and bitwise operators; `None` for anything else.
    fn fold_init(&self, e: crate::ir::ExprId) -> Option<i128> {
        use crate::ir::{BinaryOp as B, UnaryOp as U};
        let expr = &self.program.global_init.exprs[e];
        if !matches!(self.program.types.get(expr.ty), TypeKind::Scalar(s) if s.is_integer()) {
            return None;
        }
        let v = match expr.kind {
            ExprKind::Literal(Literal::Sint(v)) => v.into(),
            ExprKind::Literal(Literal::Uint(v)) => v.into(),
            ExprKind::Convert(x) => self.fold_init(x)?,
            ExprKind::Load(p) => match self.program.global_init.exprs[p].kind {
                ExprKind::Global(g) => self.static_const_value(g)?,
                _ => return None,
            },
            ExprKind::Unary { op, expr } => {
                let v = self.fold_init(expr)?;
                match op {
                    U::Neg => -v,
                    U::BitNot => !v,
                    U::Not => return None,
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (self.fold_init(lhs)?, self.fold_init(rhs)?);
                match op {
                    B::Add => a.checked_add(b)?,
                    B::Sub => a.checked_sub(b)?,
                    B::Mul => a.checked_mul(b)?,
                    B::Div => a.checked_div(b)?,
                    B::Rem => a.checked_rem(b)?,
                    B::BitAnd => a & b,
                    B::BitOr => a | b,
                    B::BitXor => a ^ b,
                    B::Shl => a.checked_shl(u32::try_from(b).ok().filter(|&s| s < 32)?)?,
                    B::Shr => a.checked_shr(u32::try_from(b).ok().filter(|&s| s < 32)?)?,
                    _ => return None,
                }
            }
            _ => return None,
        };
        (i128::from(i64::MIN)..=i128::from(u64::MAX))
            .contains(&v)
            .then_some(v)
    }

    /// An enumerator or other integer constant as a typed literal.
    pub(super) fn constant_expr(&mut self, value: i128, ty: TypeId, span: Span) -> super::Typed {
        let signed = matches!(self.program.types.get(ty), TypeKind::Scalar(s) if s.kind == crate::types::ScalarKind::Sint);
        let lit = if signed {
            Literal::Sint(value as i64)
        } else {
            Literal::Uint(value as u64)
        };
        self.typed(ExprKind::Literal(lit), ty, span)
    }

    /// The value of an integer constant expression: literals, enumerators,
    /// parentheses, casts to integer types and the integer operators.
    /// `local` is the enum being declared (its earlier enumerators may be
    /// named unqualified). `None` if it is not constant or overflows.
    pub(super) fn const_value(&self, e: ast::ExprId, local: Option<&EnumInfo>) -> Option<i128> {
        use ast::{BinaryOp as B, ExprKind as K};
        match &self.unit.exprs[e].kind {
            K::IntLit { value, .. } => Some(i128::from(*value)),
            K::BoolLit(b) => Some(i128::from(*b)),
            K::Paren(inner) => self.const_value(*inner, local),
            K::Cast { operand, .. } => self.const_value(*operand, local),
            K::Unary { op, operand } => {
                let v = self.const_value(*operand, local)?;
                Some(match op {
                    ast::UnaryOp::Plus => v,
                    ast::UnaryOp::Neg => -v,
                    ast::UnaryOp::Not => i128::from(v == 0),
                    ast::UnaryOp::BitNot => !v,
                })
            }
            K::Binary { op, lhs, rhs } => {
                let (a, b) = (
                    self.const_value(*lhs, local)?,
                    self.const_value(*rhs, local)?,
                );
                let v = match op {
                    B::Add => a.checked_add(b)?,
                    B::Sub => a.checked_sub(b)?,
                    B::Mul => a.checked_mul(b)?,
                    B::Div => a.checked_div(b)?,
                    B::Rem => a.checked_rem(b)?,
                    B::Shl => a.checked_shl(u32::try_from(b).ok().filter(|&s| s < 64)?)?,
                    B::Shr => a.checked_shr(u32::try_from(b).ok().filter(|&s| s < 64)?)?,
                    B::BitAnd => a & b,
                    B::BitOr => a | b,
                    B::BitXor => a ^ b,
                    _ => return None,
                };
                // Keep within what the IR's 64-bit literals hold.
                (i128::from(i64::MIN)..=i128::from(u64::MAX))
                    .contains(&v)
                    .then_some(v)
            }
            K::Name(i) => {
                if let Some(&(v, _)) = local.and_then(|info| info.values.get(&i.sym)) {
                    return Some(v);
                }
                if let Some(super::templates::Binding::Value(v, _)) = self.template_binding(i.sym) {
                    return Some(v);
                }
                match self.lookup(i.sym) {
                    Some(GlobalSym::Const { value, .. }) => Some(*value),
                    Some(GlobalSym::Var(g)) => self.static_const_value(*g),
                    _ => None,
                }
            }
            K::Path {
                scope,
                name,
                args: None,
            } => self.enumerator(scope, *name).map(|(v, _)| v),
            _ => None,
        }
    }
}
