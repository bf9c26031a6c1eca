//! `enum` and `enum class`, and the integer constant folding their values
//! (and array sizes) use.
//!
//! An enum names its underlying type (`int` unless a base is written, as
//! in DXC), and each enumerator is a constant of that type: `Mode m` is an
//! `int` variable and `Mode::On` an `int` constant. A deviation from DXC,
//! written down in docs/design.md: the enum is not a distinct type, so
//! DXC's errors for implicit conversions of `enum class` values to and from
//! integers are not given.

use super::order::Resolved;
use super::{Checker, GlobalSym};
use crate::ir::{ExprKind, Literal};
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
        if let Some(info) = self.enums.get(&e.sym) {
            return info.values.get(&name.sym).map(|&(v, _)| (v, info.ty));
        }
        // `S::A`: an enumerator of an unscoped enum declared in struct `S`
        // (its enumerators are names of the struct's scope).
        if !matches!(self.lookup(name.sym), Some(GlobalSym::Const { .. })) {
            return None;
        }
        let s = self.scope_struct(scope)?;
        let nested = &self.struct_decls.get(&s)?.nested;
        nested.iter().find_map(|n| {
            let info = self.enums.get(&n.sym)?;
            info.values.get(&name.sym).map(|&(v, _)| (v, info.ty))
        })
    }

    /// The value of a qualified integer constant: an enumerator (`E::A`,
    /// `S::A`), a namespace's constant (`NS::kCount`) or a struct's
    /// `static const` member (`Outer::Inner::kSize`).
    fn qualified_const(&mut self, scope: &[ast::Ident], name: ast::Ident) -> Option<i128> {
        if let Some((v, _)) = self.enumerator(scope, name) {
            return Some(v);
        }
        let g = match self.lookup_qualified(scope, name.sym) {
            Some(Some(GlobalSym::Const { value, .. })) => return Some(*value),
            Some(Some(GlobalSym::Var(g))) => *g,
            Some(_) => return None,
            None => {
                let s = self.scope_struct(scope)?;
                self.static_member(s, name.sym)?
            }
        };
        self.const_globals.get(&g).copied()?
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

    /// Whether `e` does not fold because of a mistake already reported: a
    /// syntax error, or a constant whose initializer is in error.
    pub(super) fn const_reported(&self, e: ast::ExprId) -> bool {
        use ast::ExprKind as K;
        match &self.unit.exprs[e].kind {
            K::Error => true,
            K::Paren(x) | K::Cast { operand: x, .. } | K::Unary { operand: x, .. } => {
                self.const_reported(*x)
            }
            K::Binary { lhs, rhs, .. } => self.const_reported(*lhs) || self.const_reported(*rhs),
            K::Ternary {
                cond,
                then,
                otherwise,
            } => [cond, then, otherwise]
                .into_iter()
                .any(|x| self.const_reported(*x)),
            K::Name(i) => matches!(
                self.lookup(i.sym),
                Some(GlobalSym::Var(g)) if self.const_globals.get(g) == Some(&None)
            ),
            _ => false,
        }
    }

    /// The value of an integer constant expression: literals, enumerators,
    /// parentheses, casts to integer types and the integer operators.
    /// `local` is the enum being declared (its earlier enumerators may be
    /// named unqualified). `None` if it is not constant or overflows.
    pub(super) fn const_value(&mut self, e: ast::ExprId, local: Option<&EnumInfo>) -> Option<i128> {
        use ast::ExprKind as K;
        match &self.unit.exprs[e].kind {
            K::IntLit { value, .. } => Some(i128::from(*value)),
            K::BoolLit(b) => Some(i128::from(*b)),
            K::Paren(inner) => self.const_value(*inner, local),
            K::Cast { operand, .. } => match &self.unit.exprs[*operand].kind {
                // `(int)2.5`: a float literal cast to an integer truncates.
                K::FloatLit { value, .. } if value.is_finite() && value.abs() < 1e18 => {
                    Some(value.trunc() as i128)
                }
                _ => self.const_value(*operand, local),
            },
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
                fold_binary(super::exprs::ir_binary_op(*op), a, b)
            }
            K::Name(i) => {
                if let Some(&(v, _)) = local.and_then(|info| info.values.get(&i.sym)) {
                    return Some(v);
                }
                if let Some(super::templates::Binding::Value(v, _)) = self.template_binding(i.sym) {
                    return Some(v);
                }
                if let Some(&v) = self.struct_consts.last().and_then(|c| c.get(&i.sym)) {
                    return Some(v);
                }
                // A local of that name hides the global ones; a `const`
                // integer local initialized with a constant has its value.
                if let Some(fx) = self.fx.as_ref() {
                    if let Some(l) = fx.scopes.iter().rev().find_map(|s| s.get(&i.sym)) {
                        return fx.const_values.get(l).copied();
                    }
                }
                match self.resolve_global(*i) {
                    Resolved::Found(GlobalSym::Const { value, .. }) => Some(value),
                    Resolved::Found(GlobalSym::Var(g)) => self.const_globals.get(&g).copied()?,
                    _ => None,
                }
            }
            K::Path {
                scope,
                name,
                args: None,
            } => self.qualified_const(scope, *name),
            K::SizeOf(ast::SizeOfArg::Type(t)) => {
                let ty = self.resolve_type(t);
                self.size_of(ty).map(i128::from)
            }
            K::Ternary {
                cond,
                then,
                otherwise,
            } => {
                let c = self.const_value(*cond, local)?;
                self.const_value(if c != 0 { *then } else { *otherwise }, local)
            }
            _ => None,
        }
    }

    /// Folds an integer expression of the global initializers (a
    /// `static const` initializer, once checked: casts and conversions
    /// are explicit there). Other constants are read from
    /// [`Checker::const_globals`].
    pub(super) fn ir_const_value(&self, e: crate::ir::ExprId, depth: u32) -> Option<i128> {
        if depth > 256 {
            return None;
        }
        use crate::ir::UnaryOp as U;
        let expr = &self.program.global_init.exprs[e];
        let v = match &expr.kind {
            ExprKind::Literal(Literal::Sint(v)) => i128::from(*v),
            ExprKind::Literal(Literal::Uint(v)) => i128::from(*v),
            ExprKind::Literal(Literal::Bool(b)) => i128::from(*b),
            ExprKind::Load(x) => match self.program.global_init.exprs[*x].kind {
                ExprKind::Global(g) => self.const_globals.get(&g).copied()??,
                _ => return None,
            },
            ExprKind::Select {
                cond,
                accept,
                reject,
            } => {
                let c = self.ir_const_value(*cond, depth + 1)?;
                self.ir_const_value(if c != 0 { *accept } else { *reject }, depth + 1)?
            }
            ExprKind::Convert(x) => {
                let to_integer = matches!(
                    self.program.types.get(expr.ty),
                    TypeKind::Scalar(s) if s.is_integer()
                );
                if !to_integer {
                    return None;
                }
                self.ir_const_value(*x, depth + 1)?
            }
            ExprKind::Unary { op, expr: x } => {
                let v = self.ir_const_value(*x, depth + 1)?;
                match op {
                    U::Neg => -v,
                    U::Not => i128::from(v == 0),
                    U::BitNot => !v,
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (
                    self.ir_const_value(*lhs, depth + 1)?,
                    self.ir_const_value(*rhs, depth + 1)?,
                );
                fold_binary(*op, a, b)?
            }
            _ => return None,
        };
        (i128::from(i64::MIN)..=i128::from(u64::MAX))
            .contains(&v)
            .then_some(v)
    }
}

/// An integer binary operation of constant folding; `None` on overflow,
/// division by zero, a shift out of range, or a result the IR's 64-bit
/// literals cannot hold.
fn fold_binary(op: crate::ir::BinaryOp, a: i128, b: i128) -> Option<i128> {
    use crate::ir::BinaryOp as B;
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
        B::Eq => i128::from(a == b),
        B::Ne => i128::from(a != b),
        B::Lt => i128::from(a < b),
        B::Le => i128::from(a <= b),
        B::Gt => i128::from(a > b),
        B::Ge => i128::from(a >= b),
        B::LogicalAnd => i128::from(a != 0 && b != 0),
        B::LogicalOr => i128::from(a != 0 || b != 0),
    };
    (i128::from(i64::MIN)..=i128::from(u64::MAX))
        .contains(&v)
        .then_some(v)
}
