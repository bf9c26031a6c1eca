//! `Interlocked*` calls. Their first argument is a *place* in memory that
//! several invocations share (a read-write resource element or a
//! `groupshared` variable), so they are checked apart from the value-only
//! intrinsics: the destination is never loaded, and `original_value` is an
//! `out` argument.

use super::{Checker, Typed};
use crate::ir::{AtomicOp, ExprKind, GlobalKind};
use crate::types::{ScalarKind, TypeKind, Types};
use hlsl_base::{DiagCode, Span};

/// One `Interlocked*` function: its op, whether it takes a `compare`
/// operand, and whether `original_value` is optional (DXC's signatures:
/// `Exchange` and `CompareExchange` require it, `CompareStore` has none).
struct Form {
    name: &'static str,
    op: AtomicOp,
    compare: bool,
    original: Original,
}

#[derive(Clone, Copy, PartialEq)]
enum Original {
    Optional,
    Required,
    Never,
}

const FORMS: &[Form] = {
    use AtomicOp as A;
    use Original::*;
    const fn f(name: &'static str, op: AtomicOp, compare: bool, original: Original) -> Form {
        Form {
            name,
            op,
            compare,
            original,
        }
    }
    &[
        f("InterlockedAdd", A::Add, false, Optional),
        f("InterlockedMin", A::Min, false, Optional),
        f("InterlockedMax", A::Max, false, Optional),
        f("InterlockedAnd", A::And, false, Optional),
        f("InterlockedOr", A::Or, false, Optional),
        f("InterlockedXor", A::Xor, false, Optional),
        f("InterlockedExchange", A::Exchange, false, Required),
        f(
            "InterlockedCompareExchange",
            A::CompareExchange,
            true,
            Required,
        ),
        f("InterlockedCompareStore", A::CompareExchange, true, Never),
    ]
};

/// The op of an `Interlocked*` name, whether it takes a `compare`
/// operand, and how many `original_value` arguments it takes (least, most).
pub(super) fn atomic_signature(name: &str) -> Option<(AtomicOp, bool, (usize, usize))> {
    let f = FORMS.iter().find(|f| f.name == name)?;
    let original = match f.original {
        Original::Optional => (0, 1),
        Original::Required => (1, 1),
        Original::Never => (0, 0),
    };
    Some((f.op, f.compare, original))
}

pub(super) fn is_atomic(name: &str) -> bool {
    FORMS.iter().any(|f| f.name == name)
}

impl Checker<'_> {
    /// Checks `Interlocked*(dest, [compare,] value [, original])`; `args`
    /// are checked as places (not yet loaded).
    pub(super) fn call_atomic(
        &mut self,
        name: &str,
        args: Vec<(Typed, Span)>,
        span: Span,
    ) -> Typed {
        let Some(form) = FORMS.iter().find(|f| f.name == name) else {
            return self.error_expr(span);
        };
        let fixed = 2 + usize::from(form.compare);
        let (min, max) = match form.original {
            Original::Optional => (fixed, fixed + 1),
            Original::Required => (fixed + 1, fixed + 1),
            Original::Never => (fixed, fixed),
        };
        if args.len() < min || args.len() > max {
            let which = if args.len() < min { "few" } else { "many" };
            let expected = if min == max {
                min.to_string()
            } else {
                format!("{min} or {max}")
            };
            self.error(
                DiagCode::err_wrong_arg_count,
                span,
                &[&which, &expected, &args.len()],
            );
            return self.error_expr(span);
        }
        if args.iter().any(|(a, _)| self.program.types.is_error(a.ty)) {
            return self.error_expr(span);
        }
        let (dest, dest_span) = args[0];
        if !self.check_atomic_dest(name, dest, dest_span) {
            return self.error_expr(span);
        }
        let mut rest = args[1..].iter().copied();
        let mut operand = |c: &mut Self| {
            let (a, aspan) = rest.next().expect("arity checked above");
            let v = c.rvalue(a);
            c.coerce(v, dest.ty, aspan)
        };
        let compare = form.compare.then(|| operand(self));
        let value = operand(self);
        let original = match args.get(fixed) {
            Some(&(o, ospan)) => {
                if !self.body_ref().is_place(o.id) {
                    self.error(
                        DiagCode::err_out_arg_not_lvalue,
                        ospan,
                        &[&"out", &"original_value"],
                    );
                    return self.error_expr(span);
                }
                if !self.check_assignable(o, ospan) {
                    return self.error_expr(span);
                }
                if self.out_arg_cost(o.ty, dest.ty).is_none() {
                    let (have, want) = (self.type_name(o.ty), self.type_name(dest.ty));
                    self.error(
                        DiagCode::err_out_arg_type,
                        ospan,
                        &[&"out", &"original_value", &have, &want],
                    );
                    return self.error_expr(span);
                }
                Some(o.id)
            }
            None => None,
        };
        if self.fx.is_none() || self.in_global_init {
            self.error(
                DiagCode::err_static_global_non_constant_init,
                span,
                &[&name],
            );
            return self.error_expr(span);
        }
        let kind = ExprKind::Atomic {
            op: form.op,
            dest: dest.id,
            compare,
            value,
            original,
        };
        self.typed(kind, Types::VOID, span)
    }

    /// Whether `dest` can be the destination of an atomic: a 32-bit integer
    /// scalar reached from a read-write resource element or a groupshared
    /// variable through fields and array elements only.
    fn check_atomic_dest(&mut self, name: &str, dest: Typed, span: Span) -> bool {
        let bad_dest = |c: &mut Self, what: &str| {
            c.error(DiagCode::err_atomic_dest, span, &[&name, &what]);
            false
        };
        if !self.body_ref().is_place(dest.id) {
            return bad_dest(self, "a value");
        }
        let is_int32 = matches!(
            *self.program.types.get(dest.ty),
            TypeKind::Scalar(s) if s.width == 4 && matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint)
        );
        if !is_int32 {
            let tn = self.type_name(dest.ty);
            self.error(DiagCode::err_atomic_type, span, &[&name, &tn]);
            return false;
        }
        let mut e = dest.id;
        // DXC also takes a component of a groupshared vector
        // (`InterlockedOr(mask4[i / 32], bit)`, MiniEngine's light grid).
        let mut component = None;
        loop {
            let body = self.body_ref();
            match body.exprs[e].kind {
                ExprKind::Field { base, .. } => e = base,
                ExprKind::Index { base, .. } => {
                    match self.program.types.get(body.exprs[base].ty) {
                        TypeKind::Vector(..) => component = Some("a vector or matrix component"),
                        TypeKind::Matrix { .. } => {
                            return bad_dest(self, "a vector or matrix component")
                        }
                        _ => {}
                    }
                    e = base;
                }
                ExprKind::Swizzle { base, len: 1, .. }
                    if matches!(
                        self.program.types.get(body.exprs[base].ty),
                        TypeKind::Vector(..)
                    ) =>
                {
                    component = Some("a vector component");
                    e = base;
                }
                ExprKind::Swizzle { .. } => return bad_dest(self, "a vector component"),
                ExprKind::Local(_) => return bad_dest(self, "a local variable"),
                ExprKind::Global(g) => {
                    let kind = &self.program.globals[g].kind;
                    if let Some(what) =
                        component.filter(|_| !matches!(kind, GlobalKind::Groupshared))
                    {
                        return bad_dest(self, what);
                    }
                    return match self.program.globals[g].kind {
                        GlobalKind::Groupshared => true,
                        // Read-only resources get check_assignable's error.
                        GlobalKind::Resource(_)
                        | GlobalKind::ResourceParam { .. }
                        | GlobalKind::ResourceReturn => self.check_assignable(dest, span),
                        GlobalKind::Private { .. } => bad_dest(self, "a static variable"),
                        GlobalKind::CBufferMember { .. } => {
                            bad_dest(self, "a constant buffer member")
                        }
                    };
                }
                _ => return bad_dest(self, "a value"),
            }
        }
    }
}
