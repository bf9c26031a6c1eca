//! Syntax the parser reads but the checker does not give a meaning yet:
//! enums, namespaces, `using`, templates, classes and interfaces, struct
//! methods and inheritance, qualified names, `this` and `sizeof`.
//!
//! Each is reported once, as `err_not_supported_yet` at the construct, and
//! the names it declares are remembered so that their uses do not add a
//! second error (`unsupported_names`).

use super::Checker;
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, AggregateKind, Decl, UsingDecl};

impl Checker<'_> {
    /// Reports a declaration the checker cannot handle yet; `true` if it
    /// was one (then it is not checked further).
    pub(super) fn unsupported_decl(&mut self, decl: &Decl) -> bool {
        match decl {
            Decl::Namespace(n) => {
                self.not_supported(n.name.span, "a namespace");
                self.unsupported_names.insert(n.name.sym);
                self.remember_names(&n.decls);
            }
            Decl::Using(u) => {
                let span = match u {
                    UsingDecl::Namespace { span, .. } | UsingDecl::Name { span, .. } => *span,
                    UsingDecl::Alias { name, span, .. } => {
                        self.unsupported_names.insert(name.sym);
                        *span
                    }
                };
                self.not_supported(span, "a 'using' declaration");
            }
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
            ast::ExprKind::SizeOf(_) => "'sizeof'",
            _ => return false,
        };
        self.not_supported(span, what);
        true
    }

    /// A qualified type name (`NS::T`).
    pub(super) fn unsupported_type_scope(&mut self, scope: &[ast::Ident], span: Span) -> bool {
        if scope.is_empty() {
            return false;
        }
        if !scope
            .iter()
            .any(|i| self.unsupported_names.contains(&i.sym))
        {
            self.not_supported(span, "a qualified type name");
        }
        true
    }

    /// Whether `ident` was declared by an unsupported construct.
    pub(super) fn is_unsupported_name(&self, ident: ast::Ident) -> bool {
        self.unsupported_names.contains(&ident.sym)
    }

    fn remember_names(&mut self, decls: &[Decl]) {
        for d in decls {
            let name = match d {
                Decl::Var(v) => v.name,
                Decl::Struct(s) => s.name,
                Decl::CBuffer(c) => c.name,
                Decl::Function(f) => f.name,
                Decl::Typedef(t) => t.name,
                Decl::Enum(e) => e.name,
                Decl::Namespace(n) => {
                    self.remember_names(&n.decls);
                    n.name
                }
                Decl::Using(UsingDecl::Alias { name, .. }) => *name,
                Decl::Using(_) | Decl::Error(_) => continue,
            };
            self.unsupported_names.insert(name.sym);
        }
    }

    fn not_supported(&mut self, span: Span, what: &str) {
        self.error(DiagCode::err_not_supported_yet, span, &[&what]);
    }
}
