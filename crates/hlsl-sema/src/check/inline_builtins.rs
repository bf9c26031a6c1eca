//! `[[vk::ext_builtin_input(N)]] static const T v;` and
//! `[[vk::ext_builtin_output(N)]] static T v;`: a global that DXC makes the
//! SPIR-V built-in variable `N` of the entry point. DXC's rules are
//! checked here (a `static` variable, not both, a built-in defined once).
//! An input is accepted, and each read of it is an operation no back end
//! of hlslc can express (lowering reports it; the interpreter traps); an
//! output checks as the `static` global it is, and lowering reports it
//! (`Program::unsupported`).

use super::{Checker, Typed};
use crate::ir::{ExprKind, GlobalId};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, Modifier};

/// A global's `vk::ext_builtin_input`: the built-in's number.
#[derive(Clone, Copy, Debug)]
pub(super) struct InlineBuiltin {
    pub(super) number: u64,
}

impl<'a> Checker<'a> {
    /// Reads and checks `v`'s `vk::ext_builtin_input`/`_output`.
    pub(super) fn inline_builtin(&mut self, v: &ast::VarDecl) -> Option<InlineBuiltin> {
        let find = |c: &Self, n: &str| v.attrs.iter().find(|a| c.name(a.name) == n);
        let input = find(self, "vk::ext_builtin_input");
        let output = find(self, "vk::ext_builtin_output");
        let attr = input.or(output)?;
        if input.is_some() && output.is_some() {
            self.error(DiagCode::err_builtin_input_and_output, attr.span, &[]);
            return None;
        }
        if !v.has_modifier(Modifier::Static) {
            self.error(DiagCode::err_builtin_not_static, attr.span, &[]);
            return None;
        }
        let number = match attr.args.as_slice() {
            [e] => self.const_int(*e),
            _ => None,
        };
        let Some(n) = number else {
            let name = self.name(attr.name);
            self.error(DiagCode::err_builtin_number, attr.span, &[&name]);
            return None;
        };
        let is_output = output.is_some();
        match self.inline_builtin_numbers.get(&n).copied() {
            Some(was_output) if was_output != is_output => {
                let what = if is_output { "an output" } else { "an input" };
                self.error(DiagCode::err_builtin_redefined, attr.span, &[&n, &what]);
                return None;
            }
            Some(_) => {}
            None => {
                self.inline_builtin_numbers.insert(n, is_output);
            }
        }
        if is_output {
            // Written and read as the `static` global it is; DXC makes it
            // the entry point's built-in output, which no back end of
            // hlslc can declare, so lowering reports it.
            let what = format!("the SPIR-V built-in output {n} ('vk::ext_builtin_output')");
            self.program.unsupported.push((what, attr.span));
            return None;
        }
        Some(InlineBuiltin { number: n })
    }

    /// Whether `v` has either attribute (valid or not).
    pub(super) fn names_inline_builtin(&self, v: &ast::VarDecl) -> bool {
        v.attrs.iter().any(|a| {
            matches!(
                self.name(a.name),
                "vk::ext_builtin_input" | "vk::ext_builtin_output"
            )
        })
    }

    /// A read of global `g` if it is an inline built-in input.
    pub(super) fn read_inline_builtin(&mut self, g: GlobalId, span: Span) -> Option<Typed> {
        let b = *self.inline_builtins.get(&g)?;
        let what = format!(
            "the SPIR-V built-in input {} ('vk::ext_builtin_input')",
            b.number
        );
        let ty = self.program.globals[g].ty;
        Some(self.typed(
            ExprKind::Unsupported {
                what,
                args: Vec::new(),
            },
            ty,
            span,
        ))
    }
}
