//! Syntax the parser reads but the checker does not give a meaning yet:
//! interfaces, qualified names that are not an enumerator, a static member
//! or a namespace member, and explicit template arguments outside a call.
//!
//! Each is reported once, as `err_not_supported_yet` at the construct, and
//! the names it declares are remembered so that their uses do not add a
//! second error (`unsupported_names`).

use super::Checker;
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, AggregateKind, Decl};

impl Checker<'_> {
    /// Reports a declaration the checker cannot handle yet; `true` if it
    /// was one (then it is not checked further).
    pub(super) fn unsupported_decl(&mut self, decl: &Decl) -> bool {
        match decl {
            Decl::Struct(s) if s.kind == AggregateKind::Interface => {
                self.not_supported(s.name.span, "an interface");
                self.unsupported_names.insert(s.name.sym);
            }
            _ => return false,
        }
        true
    }

    /// `scope::name<args>` and the other expressions of this module.
    pub(super) fn unsupported_expr(&mut self, kind: &ast::ExprKind, span: Span) -> bool {
        let what = match kind {
            ast::ExprKind::Path {
                name,
                scope,
                args: None,
            } if self.enumerator(scope, *name).is_some() => return false,
            ast::ExprKind::Path { name, scope, .. } => {
                if scope
                    .iter()
                    .chain([name])
                    .any(|i| self.unsupported_names.contains(&i.sym))
                {
                    // The declaration was reported.
                    return true;
                }
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

    /// Whether `ident` was declared by an unsupported construct.
    pub(super) fn is_unsupported_name(&self, ident: ast::Ident) -> bool {
        self.unsupported_names.contains(&ident.sym)
    }

    fn not_supported(&mut self, span: Span, what: &str) {
        self.error(DiagCode::err_not_supported_yet, span, &[&what]);
    }
}
