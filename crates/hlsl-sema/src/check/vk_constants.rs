//! The names DXC declares in namespace `vk` when it targets SPIR-V: the
//! memory-scope constants (`vk::DeviceScope`, ..., `static const uint`s
//! with SPIR-V's `Scope` numbers) and `vk::ReadClock(scope)`, whose
//! `OpReadClockKHR` no hlslc back end can express (lowering reports it).
//! A program's own `vk` namespace members come first.

use super::{Checker, Typed};
use crate::ir::ExprKind;
use crate::types::{Scalar, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

/// DXC's `vk::*Scope` constants: SPIR-V `Scope` values.
const SCOPES: [(&str, u32); 6] = [
    ("CrossDeviceScope", 0),
    ("DeviceScope", 1),
    ("WorkgroupScope", 2),
    ("SubgroupScope", 3),
    ("InvocationScope", 4),
    ("QueueFamilyScope", 5),
];

impl Checker<'_> {
    pub(super) fn is_vk_builtin(&self, scope: &[ast::Ident], name: ast::Ident) -> bool {
        matches!(scope, [vk] if self.name(*vk) == "vk")
            && !matches!(self.lookup_qualified(scope, name.sym), Some(Some(_)))
    }

    /// `vk::` where the program declares no namespace `vk`: DXC's own.
    pub(super) fn is_implicit_vk(&self, scope: &[ast::Ident]) -> bool {
        matches!(scope, [vk] if self.name(*vk) == "vk") && self.namespace_path(scope).is_none()
    }

    /// The value of `vk::<name>` when it is one of DXC's scope constants.
    pub(super) fn vk_scope_constant(&self, scope: &[ast::Ident], name: ast::Ident) -> Option<u32> {
        if !self.is_vk_builtin(scope, name) {
            return None;
        }
        let text = self.name(name);
        SCOPES.iter().find(|(n, _)| *n == text).map(|&(_, v)| v)
    }

    /// `vk::ReadClock` (unless the program declares its own).
    pub(super) fn is_vk_read_clock(&self, scope: &[ast::Ident], name: ast::Ident) -> bool {
        self.is_vk_builtin(scope, name) && self.name(name) == "ReadClock"
    }

    /// `uint64_t vk::ReadClock(uint scope)`: checked as DXC declares it,
    /// then left to lowering, which reports it.
    pub(super) fn call_vk_read_clock(&mut self, args: &[ast::ExprId], span: Span) -> Typed {
        if args.len() != 1 {
            let text = "vk::ReadClock";
            self.error(DiagCode::err_no_matching_function, span, &[&text]);
            for &a in args {
                self.value(a);
            }
            return self.error_expr(span);
        }
        let t = self.value(args[0]);
        if self.program.types.is_error(t.ty) {
            return self.error_expr(span);
        }
        let aspan = self.span_of(args[0]);
        let scope = self.coerce(t, Types::UINT, aspan);
        let ty = self.types().scalar(Scalar::U64);
        let what = "'vk::ReadClock' (OpReadClockKHR)".to_string();
        self.typed(
            ExprKind::Unsupported {
                what,
                args: vec![scope],
            },
            ty,
            span,
        )
    }
}
