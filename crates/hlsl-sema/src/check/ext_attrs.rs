//! Attributes on declarations: each is acted on somewhere, or reported
//! here, never dropped without a word. The inline SPIR-V attributes other
//! than the ones
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
//!
//! The rest ([`classify`]): what changes a declaration's meaning and
//! hlslc cannot do yet (`vk::offset`, …) is
//! an error; hints that change nothing a
//! program computes (`noinline`, work-graph node attributes on a function
//! hlslc never runs as a node) are ignored with a warning; an unknown name
//! is `warn_unknown_attribute`, as for statements.

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
                Decl::Var(v) => {
                    self.io_attrs_misplaced(&v.attrs);
                    self.ext_attrs_of_global(&v.attrs)
                }
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
                // `[[vk::ext_capability(N)]]` on an inline SPIR-V type.
                Decl::Typedef(t) => self.ext_attrs_of(&t.attrs),
                Decl::Using(ast::UsingDecl::Alias { attrs, .. }) => self.ext_attrs_of(attrs),
                Decl::Enum(_) | Decl::Using(_) | Decl::Error(_) => {}
            }
        }
    }

    /// `[[vk::location]]` and `[[vk::builtin]]` on a global: they apply
    /// only to stage inputs and outputs (DXC's words).
    fn io_attrs_misplaced(&mut self, attrs: &[ast::Attribute]) {
        for a in attrs {
            let short = match self.name(a.name) {
                "vk::location" => "location",
                "vk::builtin" => "builtin",
                _ => continue,
            };
            self.error(DiagCode::err_vk_io_attr_misplaced, a.span, &[&short]);
        }
    }

    fn ext_attrs_of_function(&mut self, f: &ast::FunctionDecl) {
        self.ext_attrs_where(&f.attrs, Site::Function);
        for p in &f.params {
            self.ext_attrs_of(&p.attrs);
        }
    }

    /// A global variable's: `vk::constant_id` is read there
    /// (`spec_constants.rs`).
    fn ext_attrs_of_global(&mut self, attrs: &[ast::Attribute]) {
        self.ext_attrs_where(attrs, Site::GlobalVar);
    }

    fn ext_attrs_of(&mut self, attrs: &[ast::Attribute]) {
        self.ext_attrs_where(attrs, Site::Other);
    }

    fn ext_attrs_where(&mut self, attrs: &[ast::Attribute], site: Site) {
        let global_var = site == Site::GlobalVar;
        for a in attrs {
            let name = self.name(a.name);
            // A function's attribute is read on functions only: elsewhere
            // (a variable, a field, a parameter, a cbuffer) nothing reads
            // it, so it is reported rather than dropped (found by the
            // silent-skip audit, docs/differential.md).
            if site != Site::Function && function_only(name) {
                self.error(DiagCode::warn_attribute_not_function, a.name.span, &[&name]);
                continue;
            }
            match name {
                "vk::constant_id" | "vk::push_constant" if global_var => {}
                "vk::push_constant" => {
                    self.error(DiagCode::err_push_constant_misplaced, a.span, &[]);
                }
                "vk::constant_id" => {
                    self.error(DiagCode::err_spec_constant_misplaced, a.span, &[]);
                }
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
                _ => match classify(name) {
                    Kind::ActedOn => {}
                    Kind::NotSupported => {
                        let what = format!("the attribute '{name}'");
                        self.error(DiagCode::err_not_supported_yet, a.span, &[&what]);
                    }
                    Kind::Ignored => {
                        self.error(DiagCode::warn_attribute_ignored, a.name.span, &[&name]);
                    }
                    Kind::Unknown => {
                        self.error(DiagCode::warn_unknown_attribute, a.name.span, &[&name]);
                    }
                },
            }
        }
    }
}

/// Where an attribute is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Site {
    Function,
    GlobalVar,
    /// A field, parameter, cbuffer, cbuffer member or type alias.
    Other,
}

/// Attributes that mean something on a function (an entry point) only.
fn function_only(name: &str) -> bool {
    matches!(
        name,
        "numthreads"
            | "shader"
            | "maxvertexcount"
            | "instance"
            | "domain"
            | "partitioning"
            | "outputtopology"
            | "outputcontrolpoints"
            | "patchconstantfunc"
            | "rootsignature"
            | "earlydepthstencil"
            | "vk::early_and_late_tests"
            | "vk::depth_unchanged"
            | "vk::post_depth_coverage"
            | "vk::stencil_ref_unchanged_front"
            | "vk::stencil_ref_greater_equal_front"
            | "vk::stencil_ref_less_equal_front"
            | "vk::stencil_ref_unchanged_back"
            | "vk::stencil_ref_greater_equal_back"
            | "vk::stencil_ref_less_equal_back"
    )
}

/// What hlslc does with a declaration attribute.
#[derive(Debug, PartialEq)]
enum Kind {
    /// Read by the checker (`entry.rs`, `stage_attrs.rs`, `vk_attrs.rs`,
    /// `spirv_ops.rs`, `inline_builtins.rs`).
    ActedOn,
    /// It changes what the declaration means, and hlslc cannot do that yet.
    NotSupported,
    /// A hint with no effect on what the program computes.
    Ignored,
    Unknown,
}

/// By name: HLSL's own names arrive lower-cased (the parser folds them).
fn classify(name: &str) -> Kind {
    match name {
        "numthreads"
        | "shader"
        | "maxvertexcount"
        | "instance"
        | "domain"
        | "partitioning"
        | "outputtopology"
        | "outputcontrolpoints"
        | "patchconstantfunc"
        | "rootsignature"
        | "vk::binding"
        | "vk::counter_binding"
        | "vk::ext_instruction"
        | "vk::ext_builtin_input"
        | "vk::ext_builtin_output"
        | "vk::ext_reference"
        | "vk::ext_literal"
        | "earlydepthstencil"
        | "vk::builtin"
        | "vk::index"
        | "vk::location"
        | "vk::image_format"
        | "vk::early_and_late_tests"
        | "vk::depth_unchanged"
        | "vk::post_depth_coverage"
        | "vk::stencil_ref_unchanged_front"
        | "vk::stencil_ref_greater_equal_front"
        | "vk::stencil_ref_less_equal_front"
        | "vk::stencil_ref_unchanged_back"
        | "vk::stencil_ref_greater_equal_back"
        | "vk::stencil_ref_less_equal_back"
        // Means something only on a `SubpassInput`, which every back end
        // of hlslc reports as not supported: never dropped from output.
        | "vk::input_attachment_index" => Kind::ActedOn,
        "vk::offset"
        | "vk::shader_record_ext"
        | "vk::shader_record_nv"
        | "vk::combinedimagesampler"
        | "vk::combinedImageSampler"
        | "vk::aliased_pointer"
        | "vk::restrict_pointer"
        | "wavesize"
        | "clipplanes"
        | "outputcontrolpoints_ext" => Kind::NotSupported,
        "noinline"
        | "maxtessfactor"
        | "nodelaunch"
        | "nodedispatchgrid"
        | "nodemaxdispatchgrid"
        | "nodeisprogramentry"
        | "nodeid"
        | "nodelocalrootargumentstableindex"
        | "nodeshareinputof"
        | "nodemaxrecursiondepth"
        | "nodemaxinputrecordspergraph"
        | "maxrecords"
        | "maxrecordssharedwith"
        | "nodearraysize"
        | "allowsparsenodes"
        | "unboundedsparsenodes"
        | "nodetrackrwinputsharing"
        | "nodiscard" => Kind::Ignored,
        _ => Kind::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_attribute_has_a_fate() {
        assert_eq!(classify("numthreads"), Kind::ActedOn);
        assert_eq!(classify("vk::offset"), Kind::NotSupported);
        assert_eq!(classify("noinline"), Kind::Ignored);
        assert_eq!(classify("made_up"), Kind::Unknown);
    }
}
