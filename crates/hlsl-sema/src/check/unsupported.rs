//! Expressions the parser reads but the checker does not give a meaning
//! yet: qualified names that are not an enumerator, a static member or a
//! namespace member, and explicit template arguments outside a call. Each
//! is reported once, as `err_not_supported_yet`.

use super::Checker;
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast;

impl Checker<'_> {
    /// `scope::name<args>` and the other expressions of this module.
    pub(super) fn unsupported_expr(&mut self, kind: &ast::ExprKind, span: Span) -> bool {
        let what = match kind {
            ast::ExprKind::Path {
                name,
                scope,
                args: None,
            } if self.enumerator(scope, *name).is_some() => return false,
            ast::ExprKind::Path { scope, .. } => {
                if scope.is_empty() {
                    "an explicit template argument list"
                } else {
                    "a qualified name"
                }
            }
            _ => return false,
        };
        self.not_supported(span, what);
        true
    }

    fn not_supported(&mut self, span: Span, what: &str) {
        self.error(DiagCode::err_not_supported_yet, span, &[&what]);
    }
}
