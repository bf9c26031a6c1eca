//! `namespace N { … }` and the three `using` forms.

use super::Parser;
use crate::ast::{Decl, Ident, NamespaceDecl, UsingDecl};
use crate::recover::Recover;
use crate::token::TokenKind::*;

impl<'a> Parser<'a, '_> {
    /// `namespace N { declarations }` with an optional `;`.
    pub(super) fn namespace_decl(&mut self) {
        let lo = self.bump().span.lo;
        let Some(name) = self.expect_ident() else {
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.span_from(lo)));
            return;
        };
        let Some(open) = self.at(LBrace).then(|| self.bump()) else {
            self.expected("'{'");
            self.skip_decl();
            self.unit.decls.push(Decl::Error(self.span_from(lo)));
            return;
        };
        if !self.enter(Self::skip_namespace_body) {
            self.unit.decls.push(Decl::Error(self.span_from(lo)));
            return;
        }
        // The body's declarations collect in a fresh list.
        let outer = std::mem::take(&mut self.unit.decls);
        while !self.at(RBrace) && !self.at(Eof) {
            let start = self.pos;
            self.nesting_reported = false;
            self.top_level_decl();
            if self.pos == start {
                self.bump();
            }
        }
        self.close(RBrace, open);
        self.leave();
        let decls = std::mem::replace(&mut self.unit.decls, outer);
        self.eat(Semi);
        self.unit.decls.push(Decl::Namespace(NamespaceDecl {
            name,
            decls,
            span: self.span_from(lo),
        }));
    }

    /// Past the limit: skips the namespace's balanced body, `}` included.
    fn skip_namespace_body(&mut self) {
        let mut depth = 1u32;
        loop {
            match self.kind() {
                Eof => return,
                LBrace => depth += 1,
                RBrace => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return;
                    }
                }
                _ => {}
            }
            self.bump();
        }
    }

    /// `using namespace A::B;`, `using Alias = Type;`, `using A::name;`.
    pub(super) fn using_decl(&mut self) {
        let lo = self.bump().span.lo;
        let decl = if self.eat(KwNamespace) {
            self.using_path().map(|path| UsingDecl::Namespace {
                path,
                span: self.span_from(lo),
            })
        } else if self.at(Ident) && self.nth(1) == Eq {
            let t = self.bump();
            let name = self.ident_of(t);
            let text: &'a str = self.text(t);
            self.user_types.insert(text);
            self.bump();
            let ty = self.parse_type();
            Some(UsingDecl::Alias {
                name,
                ty,
                span: self.span_from(lo),
            })
        } else {
            self.using_path().map(|path| UsingDecl::Name {
                path,
                span: self.span_from(lo),
            })
        };
        match decl {
            Some(d) => {
                self.unit.decls.push(Decl::Using(d));
                if !self.eat(Semi) {
                    self.expected_after("';'", "using declaration");
                    self.skip_decl();
                }
            }
            None => {
                self.skip_decl();
                self.unit.decls.push(Decl::Error(self.span_from(lo)));
            }
        }
    }

    /// `A::B::c` after `using` (reports `expected identifier`).
    fn using_path(&mut self) -> Option<Vec<Ident>> {
        if !self.at(Ident) {
            self.expected("identifier");
            return None;
        }
        let (mut path, last) = self.path();
        path.push(self.ident_of(last));
        Some(path)
    }
}
