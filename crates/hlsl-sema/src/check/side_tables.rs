//! The checker's hooks that fill [`SideTables`] for editors. Each does
//! nothing unless the tables were asked for (`check_with_side_tables`):
//! the compile path pays one `Option` test per hook.

use super::{Checker, GlobalSym, Typed};
use crate::ir::LocalId;
use crate::side_tables::{Def, DefKind, SideTables};
use crate::types::{TypeId, TypeKind};
use hlsl_base::Span;

impl Checker<'_> {
    fn side(&mut self) -> Option<&mut SideTables> {
        self.side.as_deref_mut()
    }

    /// The type of the expression written at `span`.
    pub(super) fn note_expr_type(&mut self, span: Span, t: Typed) {
        if let Some(side) = self.side() {
            side.expr_types.push((span, t.ty));
        }
    }

    fn type_detail(&self, ty: TypeId, name: &str) -> String {
        format!("{} {name}", self.type_name(ty))
    }

    /// A local (or parameter) of the function being checked, named at
    /// `span` (its declaration or a use).
    pub(super) fn note_local(&mut self, span: Span, local: LocalId) {
        if self.side.is_none() {
            return;
        }
        let Some(l) = self.fx.as_ref().map(|fx| fx.body.locals[local].clone()) else {
            return;
        };
        let parameter = self.side.as_ref().is_some_and(|s| s.is_parameter(l.span));
        let def = Def {
            kind: if parameter {
                DefKind::Parameter
            } else {
                DefKind::Local
            },
            detail: self.type_detail(l.ty, &l.name),
            name: l.name,
            span: l.span,
        };
        if let Some(side) = self.side() {
            side.refer(span, def);
        }
    }

    /// The parameter declared at `span` (before it is bound).
    pub(super) fn note_parameter(&mut self, span: Span) {
        if let Some(side) = self.side() {
            side.mark_parameter(span);
        }
    }

    /// A global name used at `span`, as found in its namespace.
    pub(super) fn note_global_sym(&mut self, ident: hlsl_syntax::ast::Ident, sym: &GlobalSym) {
        if self.side.is_none() {
            return;
        }
        let span = ident.span;
        match sym {
            GlobalSym::Var(g) => self.note_global(span, *g),
            GlobalSym::Functions(list) => {
                if let Some(&f) = list.first() {
                    self.note_function(span, f);
                }
            }
            GlobalSym::Type(ty) => self.note_type(span, *ty),
            &GlobalSym::Const {
                value, span: decl, ..
            } => {
                let name = self.name(ident);
                self.note_enumerator(span, name, decl, value);
            }
        }
    }

    pub(super) fn note_global(&mut self, span: Span, g: crate::ir::GlobalId) {
        if self.side.is_none() {
            return;
        }
        let global = &self.program.globals[g];
        let def = Def {
            kind: DefKind::Global,
            name: global.name.clone(),
            span: global.span,
            detail: self.type_detail(global.ty, &global.name),
        };
        if let Some(side) = self.side() {
            side.refer(span, def);
        }
    }

    /// The user function `f` (an index into `funcs`) named at `span`.
    pub(super) fn note_function(&mut self, span: Span, f: usize) {
        if self.side.is_none() {
            return;
        }
        let e = &self.funcs[f];
        let params: Vec<String> = e
            .params
            .iter()
            .zip(&e.param_names)
            .skip(usize::from(e.this.is_some()))
            .map(|(&(t, m), name)| {
                let prefix = match m {
                    crate::ir::ParamMode::In => "",
                    crate::ir::ParamMode::Out => "out ",
                    crate::ir::ParamMode::InOut => "inout ",
                };
                format!("{prefix}{}", self.type_detail(t, name))
            })
            .collect();
        let def = Def {
            kind: DefKind::Function,
            name: e.name.clone(),
            span: e.span,
            detail: format!(
                "{} {}({})",
                self.type_name(e.ret),
                e.name,
                params.join(", ")
            ),
        };
        if let Some(side) = self.side() {
            side.refer(span, def);
        }
    }

    /// A type named at `span`: a struct goes to its declaration, any other
    /// type is described by its name.
    pub(super) fn note_type(&mut self, span: Span, ty: TypeId) {
        if self.side.is_none() || self.program.types.is_error(ty) {
            return;
        }
        let name = self.type_name(ty);
        let def = match self.program.types.get(ty) {
            TypeKind::Struct(s) => Def {
                kind: DefKind::Struct,
                detail: format!("struct {name}"),
                name,
                span: self.program.structs[*s].span,
            },
            _ => Def {
                kind: DefKind::BuiltinType,
                detail: name.clone(),
                name,
                span: Span::DUMMY,
            },
        };
        if let Some(side) = self.side() {
            side.refer(span, def);
        }
    }

    /// Field `index` of struct `s`, named at `span`.
    pub(super) fn note_field(&mut self, span: Span, s: crate::types::StructId, index: usize) {
        if self.side.is_none() {
            return;
        }
        let st = &self.program.structs[s];
        let Some(field) = st.fields.get(index) else {
            return;
        };
        let def = Def {
            kind: DefKind::Field,
            name: field.name.clone(),
            span: field.span,
            detail: format!("{} {}::{}", self.type_name(field.ty), st.name, field.name),
        };
        if let Some(side) = self.side() {
            side.refer(span, def);
        }
    }

    /// An enumerator named at `span`, declared at `decl`.
    pub(super) fn note_enumerator(&mut self, span: Span, name: &str, decl: Span, value: i128) {
        if let Some(side) = self.side() {
            side.refer(
                span,
                Def {
                    kind: DefKind::Enumerator,
                    name: name.to_string(),
                    span: decl,
                    detail: format!("{name} = {value}"),
                },
            );
        }
    }

    /// A call of the intrinsic `name` at `span` with these argument types,
    /// giving `ret`: the signature of this use.
    pub(super) fn note_intrinsic(&mut self, span: Span, name: &str, args: &[TypeId], ret: TypeId) {
        if self.side.is_none() {
            return;
        }
        let args: Vec<String> = args.iter().map(|&t| self.type_name(t)).collect();
        let ret = if self.program.types.is_error(ret) {
            "?".to_string()
        } else {
            self.type_name(ret)
        };
        let def = Def {
            kind: DefKind::Intrinsic,
            name: name.to_string(),
            span: Span::DUMMY,
            detail: format!("{ret} {name}({})", args.join(", ")),
        };
        if let Some(side) = self.side() {
            side.refer(span, def);
        }
    }

    /// Every global, function, struct and field named where it is
    /// declared, so a declaration shows itself even when unused.
    pub(super) fn note_declarations(&mut self) {
        if self.side.is_none() {
            return;
        }
        let globals: Vec<_> = self
            .program
            .globals
            .iter()
            .map(|(g, global)| (g, global.span))
            .collect();
        for (g, span) in globals {
            self.note_global(span, g);
        }
        for f in 0..self.funcs.len() {
            let span = self.funcs[f].span;
            self.note_function(span, f);
        }
        let structs: Vec<_> = self
            .program
            .structs
            .iter()
            .map(|(s, st)| (s, st.span, st.fields.len()))
            .collect();
        for (s, span, fields) in structs {
            let ty = self.program.types.intern(TypeKind::Struct(s));
            self.note_type(span, ty);
            for i in 0..fields {
                let span = self.program.structs[s].fields[i].span;
                self.note_field(span, s, i);
            }
        }
    }
}
