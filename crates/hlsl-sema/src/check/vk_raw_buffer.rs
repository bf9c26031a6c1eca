//! DXC's `vk::RawBufferLoad<T = uint>(uint64_t address, uint alignment = 4)`
//! and `vk::RawBufferStore<T = uint>(uint64_t address, T value, uint
//! alignment = 4)`: reads and writes through a physical storage buffer
//! address. They are checked with DXC's signatures; naga has no
//! physical-storage pointers, so lowering reports them at the call.

use super::{Checker, Typed};
use crate::ir::ExprKind;
use crate::types::{Scalar, TypeId, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, TemplateArg};

impl Checker<'_> {
    /// `vk::RawBufferLoad` or `vk::RawBufferStore` (unless the program
    /// declares its own `vk` namespace).
    pub(super) fn is_vk_raw_buffer(&self, scope: &[ast::Ident], name: ast::Ident) -> bool {
        self.is_implicit_vk(scope) && matches!(self.name(name), "RawBufferLoad" | "RawBufferStore")
    }

    pub(super) fn call_vk_raw_buffer(
        &mut self,
        name: ast::Ident,
        targs: Option<&[TemplateArg]>,
        args: &[ast::ExprId],
        span: Span,
    ) -> Typed {
        let store = self.name(name) == "RawBufferStore";
        let text = format!("vk::{}", self.name(name));
        let checked: Vec<Typed> = args.iter().map(|&a| self.value(a)).collect();
        if checked.iter().any(|t| self.program.types.is_error(t.ty)) {
            return self.error_expr(span);
        }
        let (min, max) = if store { (2, 3) } else { (1, 2) };
        let explicit = match targs {
            None => None,
            Some([TemplateArg::Type(t)]) => Some(self.resolve_type(t)),
            Some(_) => {
                self.error(DiagCode::err_no_matching_function, span, &[&text]);
                return self.error_expr(span);
            }
        };
        if checked.len() < min || checked.len() > max {
            self.error(DiagCode::err_no_matching_function, span, &[&text]);
            return self.error_expr(span);
        }
        // `T` as given, else deduced from a store's value, else `uint`.
        let ty: TypeId = match explicit {
            Some(t) => t,
            None if store => checked[1].ty,
            None => Types::UINT,
        };
        if self.program.types.is_error(ty) {
            return self.error_expr(span);
        }
        // Plain data only (a struct with bit-fields too): no resources.
        let is_struct = matches!(
            self.program.types.get(ty),
            crate::types::TypeKind::Struct(_)
        );
        if self.component_count(ty).is_none() && !is_struct {
            let tn = self.type_name(ty);
            let what = format!("'{text}' of '{tn}'");
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
            return self.error_expr(span);
        }
        // The alignment is a constant, as DXC needs it to emit the access.
        let align_at = if store { 2 } else { 1 };
        if let Some(&a) = args.get(align_at) {
            let value = self.const_value(a, None);
            if value.is_none_or(|v| v < 0) {
                self.error(DiagCode::err_raw_buffer_alignment, self.span_of(a), &[]);
                return self.error_expr(span);
            }
        }
        let u64_ty = self.types().scalar(Scalar::U64);
        let mut operands = Vec::with_capacity(checked.len());
        for (k, (&t, &a)) in checked.iter().zip(args).enumerate() {
            let want = match k {
                0 => u64_ty,
                1 if store => ty,
                _ => Types::UINT,
            };
            operands.push(self.coerce(t, want, self.span_of(a)));
        }
        let what = format!("'{text}' (a physical storage buffer address)");
        let result = if store { Types::VOID } else { ty };
        self.typed(
            ExprKind::Unsupported {
                what,
                args: operands,
            },
            result,
            span,
        )
    }
}
