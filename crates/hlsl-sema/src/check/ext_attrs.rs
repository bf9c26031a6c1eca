//! DXC's inline SPIR-V attributes on declarations, other than the ones
//! acted on elsewhere (`vk::ext_instruction`, `vk::ext_builtin_input`,
//! `vk::ext_reference`, `vk::ext_literal`: `spirv_ops.rs`,
//! `inline_builtins.rs`).
//!
//! `vk::ext_capability` and `vk::ext_extension` only add declarations to
//! DXC's module; hlslc's back ends declare what they use, so they are
//! ignored, with a warning. `vk::ext_decorate*` and `vk::ext_storage_class`
//! change what a declaration means in SPIR-V, which no back end of hlslc
//! can express: the program checks, and lowering reports them
//! ([`crate::ir::Program::unsupported`]).

use super::Checker;
use hlsl_base::DiagCode;
use hlsl_syntax::ast::{self, Decl};

impl<'a> Checker<'a> {
    pub(super) fn read_ext_attrs(&mut self) {
        let unit = self.unit;
        self.ext_attrs_in(&unit.decls);
    }

    fn ext_attrs_in(&mut self, decls: &'a [Decl]) {
        for d in decls {
            match d {
                Decl::Var(v) => self.ext_attrs_of(&v.attrs),
                Decl::Function(f) => self.ext_attrs_of_function(f),
                Decl::Struct(s) => {
                    for f in &s.fields {
                        self.ext_attrs_of(&f.attrs);
                    }
                    for m in &s.methods {
                        self.ext_attrs_of_function(m);
                    }
                }
                Decl::CBuffer(cb) => {
                    self.ext_attrs_of(&cb.attrs);
                    for m in &cb.members {
                        self.ext_attrs_of(&m.attrs);
                    }
                }
                Decl::Namespace(n) => self.ext_attrs_in(&n.decls),
                Decl::Typedef(_) | Decl::Enum(_) | Decl::Using(_) | Decl::Error(_) => {}
            }
        }
    }

    fn ext_attrs_of_function(&mut self, f: &ast::FunctionDecl) {
        self.ext_attrs_of(&f.attrs);
        for p in &f.params {
            self.ext_attrs_of(&p.attrs);
        }
    }

    fn ext_attrs_of(&mut self, attrs: &[ast::Attribute]) {
        for a in attrs {
            let name = self.name(a.name);
            match name {
                "vk::ext_capability" | "vk::ext_extension" => {
                    self.error(DiagCode::warn_vk_ext_ignored, a.span, &[&name]);
                }
                "vk::ext_decorate"
                | "vk::ext_decorate_id"
                | "vk::ext_decorate_string"
                | "vk::ext_storage_class" => {
                    let what = format!("the SPIR-V attribute '{name}'");
                    self.program.unsupported.push((what, a.span));
                }
                _ => {}
            }
        }
    }
}
