//! Namespaces and `using`: where global names live and how they are found.
//!
//! The global namespace's names are [`Checker::globals`]; each `namespace`
//! has its own table. An unqualified name is looked up in the current
//! namespace, then in the namespaces it names with `using namespace`, then
//! outward to the global one. `A::B::x` finds `A` the same way, then walks
//! down. Declarations inside a namespace are named `A::B::x` in the IR and
//! in messages. Templates and enums are found by their unqualified names
//! (a limitation written down in docs/design.md).

use super::{Checker, GlobalSym};
use hlsl_base::{DiagCode, FxHashMap, Span, Symbol};
use hlsl_syntax::ast::{self, UsingDecl};

/// Index into [`Checker::namespaces`]; `0` is the global namespace.
pub(super) type NsId = usize;

#[derive(Default)]
pub(super) struct Namespace {
    parent: NsId,
    children: FxHashMap<Symbol, NsId>,
    /// Its names (unused for the global namespace: see `globals`).
    table: FxHashMap<Symbol, GlobalSym>,
    /// `using namespace` directives written in it.
    using: Vec<NsId>,
    /// `A::B::`, the prefix of its declarations' names.
    prefix: String,
}

impl<'a> Checker<'a> {
    /// The names declared directly in `ns`.
    pub(super) fn table(&self, ns: NsId) -> &FxHashMap<Symbol, GlobalSym> {
        if ns == 0 {
            &self.globals
        } else {
            &self.namespaces[ns].table
        }
    }

    pub(super) fn table_mut(&mut self, ns: NsId) -> &mut FxHashMap<Symbol, GlobalSym> {
        if ns == 0 {
            &mut self.globals
        } else {
            &mut self.namespaces[ns].table
        }
    }

    /// An unqualified name, from the current namespace outward.
    pub(super) fn lookup(&self, sym: Symbol) -> Option<&GlobalSym> {
        self.namespace_chain()
            .find_map(|ns| self.table(ns).get(&sym))
    }

    /// `A::B::x`: `Some(None)` when the namespaces exist but `x` is not
    /// in them; `None` when `scope` names no namespace.
    pub(super) fn lookup_qualified(
        &self,
        scope: &[ast::Ident],
        sym: Symbol,
    ) -> Option<Option<&GlobalSym>> {
        let ns = self.namespace_path(scope)?;
        Some(self.table(ns).get(&sym))
    }

    /// The namespace `A::B` names, looking for `A` from the current one
    /// outward (and in the namespaces each names with `using namespace`).
    pub(super) fn namespace_path(&self, scope: &[ast::Ident]) -> Option<NsId> {
        let (first, rest) = scope.split_first()?;
        if self.name(*first).is_empty() {
            // `::A::x`: from the global namespace (the parser's empty
            // first qualifier).
            let mut ns = 0;
            for part in rest {
                ns = *self.namespaces[ns].children.get(&part.sym)?;
            }
            return Some(ns);
        }
        // As an unqualified name: namespaces named by `using namespace`
        // count too (`using namespace n; using n2::f;` finds `n::n2`).
        let mut ns = self
            .namespace_chain()
            .find_map(|ns| self.namespaces[ns].children.get(&first.sym).copied())?;
        for part in rest {
            ns = *self.namespaces[ns].children.get(&part.sym)?;
        }
        Some(ns)
    }

    /// A declaration's name as the IR and messages show it: `A::B::x`.
    pub(super) fn qualified(&self, ident: ast::Ident) -> String {
        format!("{}{}", self.namespaces[self.ns].prefix, self.name(ident))
    }

    /// The namespace `n` opens in `outer` (a reopened one is the same).
    pub(super) fn open_namespace(&mut self, n: &ast::NamespaceDecl, outer: NsId) -> NsId {
        if let Some(&c) = self.namespaces[outer].children.get(&n.name.sym) {
            return c;
        }
        let c = self.namespaces.len();
        let prefix = format!("{}{}::", self.namespaces[outer].prefix, self.name(n.name));
        self.namespaces.push(Namespace {
            parent: outer,
            prefix,
            ..Namespace::default()
        });
        self.namespaces[outer].children.insert(n.name.sym, c);
        c
    }

    /// Where an unqualified name is looked for, in order.
    pub(super) fn namespace_chain(&self) -> impl Iterator<Item = NsId> + '_ {
        let mut next = Some(self.ns);
        std::iter::from_fn(move || {
            let ns = next?;
            next = (ns != 0).then(|| self.namespaces[ns].parent);
            Some(ns)
        })
        .take(self.namespaces.len() + 1)
        .flat_map(|ns| std::iter::once(ns).chain(self.namespaces[ns].using.iter().copied()))
    }

    /// `namespace N { … }`: its declarations are checked on their own
    /// (`order.rs`); here, only that `N` names nothing else.
    pub(super) fn check_namespace_name(&mut self, n: &ast::NamespaceDecl) {
        if self.table(self.ns).contains_key(&n.name.sym) {
            let name = self.name(n.name);
            self.error(DiagCode::err_redefinition, n.name.span, &[&name]);
        }
    }

    pub(super) fn check_using(&mut self, u: &'a UsingDecl) {
        match u {
            UsingDecl::Namespace { path, span } => match self.namespace_path(path) {
                Some(ns) => {
                    let here = self.ns;
                    if !self.namespaces[here].using.contains(&ns) {
                        self.namespaces[here].using.push(ns);
                    }
                }
                None => self.unknown_namespace(path, *span),
            },
            UsingDecl::Alias {
                template: Some(params),
                name,
                ty,
                ..
            } => {
                // Resolved per use (`specializations.rs`).
                if self.alias_templates.contains_key(&name.sym) || self.lookup(name.sym).is_some() {
                    let text = self.name(*name);
                    self.error(DiagCode::err_redefinition, name.span, &[&text]);
                } else {
                    self.alias_templates.insert(name.sym, (params, ty, self.ns));
                }
            }
            UsingDecl::Alias { name, ty, .. } => {
                let t = self.resolve_type(ty);
                self.declare_global(*name, GlobalSym::Type(t));
            }
            UsingDecl::Name { path, span } => {
                let Some((last, scope)) = path.split_last() else {
                    return;
                };
                match self.lookup_qualified(scope, last.sym) {
                    Some(Some(sym)) => {
                        let sym = sym.clone();
                        // Re-declaring what is already visible here is
                        // harmless (`using N::f;` twice).
                        if !self.table(self.ns).contains_key(&last.sym) {
                            self.table_mut(self.ns).insert(last.sym, sym);
                        }
                    }
                    Some(None) => {
                        let name = self.name(*last);
                        self.error(DiagCode::err_undeclared_identifier, last.span, &[&name]);
                    }
                    None => self.unknown_namespace(scope, *span),
                }
            }
        }
    }

    /// `A::B` as written.
    pub(super) fn path_text(&self, path: &[ast::Ident]) -> String {
        path.iter()
            .map(|i| self.name(*i))
            .collect::<Vec<_>>()
            .join("::")
    }

    /// Reports the first part of `path` that names no namespace.
    pub(super) fn unknown_namespace(&mut self, path: &[ast::Ident], span: Span) {
        let bad = (1..=path.len())
            .find(|&n| self.namespace_path(&path[..n]).is_none())
            .map_or(span, |n| path[n - 1].span);
        let text = self.path_text(path);
        self.error(DiagCode::err_unknown_namespace, bad, &[&text]);
    }
}
