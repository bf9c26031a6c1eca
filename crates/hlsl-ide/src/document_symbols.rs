//! Document symbols (the outline): the main file's declarations as
//! written, nested (a struct's fields and methods, a cbuffer's members, a
//! namespace's declarations). Declarations from included files are not
//! the file's own and are left out.

use crate::{FileAnalysis, TextRange};
use hlsl_base::Span;
use hlsl_syntax::ast::{self, AggregateKind, Decl};

/// What a symbol is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    Function,
    Method,
    Struct,
    Interface,
    Field,
    Variable,
    /// A `cbuffer` or `tbuffer`.
    Buffer,
    Typedef,
    Enum,
    EnumMember,
    Namespace,
}

/// One symbol of the outline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbol {
    pub name: String,
    pub kind: SymbolKind,
    /// The type as written (a function's return type).
    pub detail: Option<String>,
    /// The whole declaration.
    pub range: TextRange,
    /// Its name.
    pub selection: TextRange,
    pub children: Vec<Symbol>,
}

impl FileAnalysis {
    /// The main file's outline (empty for WHLSL, which has no tree here yet).
    pub fn document_symbols(&self) -> Vec<Symbol> {
        let Some(analyzed) = &self.analyzed else {
            return Vec::new();
        };
        let cx = Cx {
            analysis: self,
            unit: &analyzed.unit,
        };
        cx.decls(&analyzed.unit.decls)
    }
}

struct Cx<'a> {
    analysis: &'a FileAnalysis,
    unit: &'a ast::SourceUnit,
}

impl Cx<'_> {
    fn text(&self, span: Span) -> Option<String> {
        let text = self.analysis.session.sources.text(span).trim();
        (!text.is_empty()).then(|| text.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    fn symbol(
        &self,
        name: ast::Ident,
        kind: SymbolKind,
        detail: Option<Span>,
        span: Span,
        children: Vec<Symbol>,
    ) -> Option<Symbol> {
        let selection = self.analysis.main_range(name.span)?;
        let range = self.analysis.main_range(span).unwrap_or(selection);
        // A name from a macro expansion may lie outside the declaration.
        let range = TextRange::new(
            range.start.min(selection.start),
            range.end.max(selection.end),
        );
        Some(Symbol {
            name: self.unit.names.resolve(name.sym).to_string(),
            kind,
            detail: detail.and_then(|d| self.text(d)),
            range,
            selection,
            children,
        })
    }

    fn decls(&self, decls: &[Decl]) -> Vec<Symbol> {
        decls.iter().filter_map(|d| self.decl(d)).collect()
    }

    fn var(&self, v: &ast::VarDecl, kind: SymbolKind) -> Option<Symbol> {
        self.symbol(v.name, kind, Some(v.ty.span), v.span, Vec::new())
    }

    fn function(&self, f: &ast::FunctionDecl, kind: SymbolKind) -> Option<Symbol> {
        self.symbol(f.name, kind, Some(f.ret.span), f.span, Vec::new())
    }

    fn decl(&self, decl: &Decl) -> Option<Symbol> {
        match decl {
            Decl::Var(v) => self.var(v, SymbolKind::Variable),
            Decl::Struct(s) => {
                let mut children: Vec<Symbol> = s
                    .fields
                    .iter()
                    .filter_map(|f| self.var(f, SymbolKind::Field))
                    .collect();
                children.extend(
                    s.methods
                        .iter()
                        .filter_map(|m| self.function(m, SymbolKind::Method)),
                );
                children.sort_by_key(|c| c.range.start);
                let kind = match s.kind {
                    AggregateKind::Interface => SymbolKind::Interface,
                    _ => SymbolKind::Struct,
                };
                self.symbol(s.name, kind, None, s.span, children)
            }
            Decl::CBuffer(c) => {
                let children = c
                    .members
                    .iter()
                    .filter_map(|m| self.var(m, SymbolKind::Field))
                    .collect();
                self.symbol(c.name, SymbolKind::Buffer, None, c.span, children)
            }
            Decl::Function(f) => self.function(f, SymbolKind::Function),
            Decl::Typedef(t) => self.symbol(
                t.name,
                SymbolKind::Typedef,
                Some(t.ty.span),
                t.span,
                Vec::new(),
            ),
            Decl::Enum(e) => {
                let children = e
                    .values
                    .iter()
                    .filter_map(|v| {
                        self.symbol(v.name, SymbolKind::EnumMember, None, v.span, Vec::new())
                    })
                    .collect();
                self.symbol(e.name, SymbolKind::Enum, None, e.span, children)
            }
            Decl::Namespace(n) => {
                let children = self.decls(&n.decls);
                self.symbol(n.name, SymbolKind::Namespace, None, n.span, children)
            }
            Decl::Using(ast::UsingDecl::Alias { name, ty, span, .. }) => {
                self.symbol(*name, SymbolKind::Typedef, Some(ty.span), *span, Vec::new())
            }
            Decl::Using(_) | Decl::Error(_) => None,
        }
    }
}
