//! `namespace N { … }` and the three `using` forms.

use super::Parser;
use crate::ast::{Decl, Ident, NamespaceDecl, TemplateParams, UsingDecl};
use crate::recover::Recover;
use crate::token::TokenKind::*;
use hlsl_base::DiagCode;

impl<'a> Parser<'a, '_> {
    /// `namespace N { declarations }` with an optional `;`.
    pub(super) fn namespace_decl(&mut self) {
        let lo = self.c.bump().span.lo;
        let Some(name) = self.expect_ident() else {
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        };
        let Some(open) = self.c.at(LBrace).then(|| self.c.bump()) else {
            self.expected("'{'");
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        };
        if !self.enter(Self::skip_namespace_body) {
            self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            return;
        }
        // The body's declarations collect in a fresh list.
        let outer = std::mem::take(&mut self.unit.decls);
        while !self.c.at(RBrace) && !self.c.at(Eof) {
            let start = self.c.pos;
            self.nesting_reported = false;
            self.top_level_decl();
            if self.c.pos == start {
                self.c.bump();
            }
        }
        self.close(RBrace, open);
        self.leave();
        let decls = std::mem::replace(&mut self.unit.decls, outer);
        self.c.eat(Semi);
        self.unit.decls.push(Decl::Namespace(NamespaceDecl {
            name,
            decls,
            span: self.c.span_from(lo),
        }));
    }

    /// Past the limit: skips the namespace's balanced body, `}` included.
    fn skip_namespace_body(&mut self) {
        let mut depth = 1u32;
        loop {
            match self.c.kind() {
                Eof => return,
                LBrace => depth += 1,
                RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        self.c.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.c.bump();
        }
    }

    /// `using namespace A::B;`, `using Alias = Type;`, `using A::name;`.
    pub(super) fn using_decl(&mut self) {
        self.using_decl_with(None, self.c.cur().span.lo);
    }

    /// [`Self::using_decl`] after `template <…>` (starting at `lo`): an
    /// alias template.
    pub(super) fn using_decl_with(&mut self, template: Option<TemplateParams>, lo: u32) {
        let kw = self.c.bump();
        // `using U = T;`, or `using U [[attrs]] = T;` (DXC's inline SPIR-V).
        let alias = self.c.at(Ident)
            && (self.c.nth(1) == Eq || (self.c.nth(1) == LBracket && self.c.nth(2) == LBracket));
        if template.is_some() && !alias {
            self.error(DiagCode::err_template_not_function_or_struct, kw.span, &[]);
        }
        let decl = if self.c.eat(KwNamespace) {
            self.using_path().map(|path| UsingDecl::Namespace {
                path,
                span: self.c.span_from(lo),
            })
        } else if alias {
            let t = self.c.bump();
            let name = self.ident_of(t);
            let text: &'a str = self.text(t);
            self.user_types.insert(text);
            if template.is_some() {
                self.template_types.insert(text);
            }
            let attrs = self.attributes();
            if !self.c.eat(Eq) {
                self.expected("'='");
                self.skip_decl();
                return;
            }
            // `using U = const uint;`: as for `typedef const uint U;`, the
            // qualifier has nowhere to go in the AST.
            self.modifiers();
            let ty = self.parse_type();
            Some(UsingDecl::Alias {
                template,
                name,
                attrs,
                ty,
                span: self.c.span_from(lo),
            })
        } else {
            self.using_path().map(|path| UsingDecl::Name {
                path,
                span: self.c.span_from(lo),
            })
        };
        match decl {
            Some(d) => {
                self.unit.decls.push(Decl::Using(d));
                if !self.c.eat(Semi) {
                    self.expected_after("';'", "using declaration");
                    self.skip_decl();
                }
            }
            None => {
                self.skip_decl();
                self.unit.decls.push(Decl::Error(self.c.span_from(lo)));
            }
        }
    }

    /// `A::B::c` after `using` (reports `expected identifier`).
    fn using_path(&mut self) -> Option<Vec<Ident>> {
        if !self.c.at(Ident) {
            self.expected("identifier");
            return None;
        }
        let (mut path, last) = self.path();
        path.push(self.ident_of(last));
        Some(path)
    }
}
