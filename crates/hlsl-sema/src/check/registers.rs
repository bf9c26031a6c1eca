//! Register annotations (`register(t0, space1)`): the diagnostics of
//! `hlsl-register-binding-diagnostics.md`, and the explicit binding they give.
//!
//! Each declaration's annotations are first analysed into the spec's flags
//! ([`Flags`]); the diagnostics are then emitted from the flags alone, in the
//! order of the spec's emission pseudocode ([`Checker::diagnose_registers`]).
//! Two repairs the spec's tables need: a register letter outside `t u b s c
//! i` gets `err_hlsl_unsupported_register_type_and_resource_type` on any
//! declaration, and nothing follows a `b`/`i` deprecation diagnostic for the
//! same annotation. `docs/design.md` ("Register annotations") has the rest.

use super::Checker;
use crate::ir::{Binding, RegisterClass};
use crate::types::{TypeId, TypeKind};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::Annotation;

/// Where the annotated declaration is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scope {
    /// At global scope (not in a cbuffer/tbuffer, not a member).
    Global,
    /// A member of a `cbuffer` or `tbuffer`.
    Buffer,
    /// A member of a struct.
    Member,
}

/// The resource classes found in a user-defined type, and whether it holds
/// numbers (`srv`, `uav`, `cbv`, `sampler`, `contains_numeric`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Contents {
    pub srv: bool,
    pub uav: bool,
    pub cbv: bool,
    pub sampler: bool,
    pub numeric: bool,
}

impl Contents {
    fn has(&self, class: RegisterClass) -> bool {
        match class {
            RegisterClass::T => self.srv,
            RegisterClass::U => self.uav,
            RegisterClass::B => self.cbv,
            RegisterClass::S => self.sampler,
        }
    }
}

/// The decl type flags (mutually exclusive, as the spec's enum).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum DeclClass {
    /// `resource`, with its one resource class flag.
    Resource(RegisterClass),
    /// `udt`, with the class flags and `contains_numeric` of its contents.
    Udt(Contents),
    /// `basic`: a scalar, vector or matrix (or an array of them).
    Basic,
    /// `other`: a built-in object that is not a resource (`RayQuery`).
    Other,
}

/// The spec's flags for one declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Flags {
    pub class: DeclClass,
    pub default_globals: bool,
    pub is_member: bool,
}

/// One `register(...)` annotation as read.
#[derive(Clone, Copy, Debug)]
pub(super) struct Register {
    /// The register type, lower case; `None` for `register(spaceN)`.
    pub slot: Option<(char, u32)>,
    pub space: Option<u32>,
    pub span: Span,
}

/// The five register types of the spec beside the four binding classes.
fn class_of_letter(letter: char) -> Option<RegisterClass> {
    match letter {
        't' => Some(RegisterClass::T),
        'u' => Some(RegisterClass::U),
        'b' => Some(RegisterClass::B),
        's' => Some(RegisterClass::S),
        _ => None,
    }
}

/// A register type the spec knows: a binding class, `c` or `i`.
fn is_known_letter(letter: char) -> bool {
    class_of_letter(letter).is_some() || matches!(letter, 'c' | 'i')
}

/// `SRV`, `UAV`, `CBV`, `Sampler`: the spec's `%select` of a class.
pub(super) fn class_name(class: RegisterClass) -> &'static str {
    match class {
        RegisterClass::T => "SRV",
        RegisterClass::U => "UAV",
        RegisterClass::B => "CBV",
        RegisterClass::S => "Sampler",
    }
}

impl Checker<'_> {
    /// Reads the `register(...)` annotations, reporting malformed ones
    /// (`err_invalid_register`) and leaving them out.
    pub(super) fn read_registers(&mut self, annotations: &[Annotation]) -> Vec<Register> {
        let mut out = Vec::new();
        for a in annotations {
            let Annotation::Register { slot, space, span } = a else {
                continue;
            };
            let mut reg = Register {
                slot: None,
                space: None,
                span: *span,
            };
            let mut ok = true;
            if let Some(space) = space {
                let text = self.name(*space);
                match text.strip_prefix("space").and_then(|n| n.parse().ok()) {
                    Some(n) => reg.space = Some(n),
                    None => {
                        self.error(DiagCode::err_invalid_register, space.span, &[&text]);
                        ok = false;
                    }
                }
            }
            if let Some(slot) = slot {
                let text = self.name(*slot);
                let mut chars = text.chars();
                let letter = chars.next().filter(|c| c.is_ascii_alphabetic());
                let number = chars.as_str().parse::<u32>().ok();
                match (letter, number) {
                    (Some(l), Some(n)) => reg.slot = Some((l.to_ascii_lowercase(), n)),
                    _ => {
                        self.error(DiagCode::err_invalid_register, slot.span, &[&text]);
                        ok = false;
                    }
                }
            }
            if ok {
                out.push(reg);
            }
        }
        out
    }

    /// The spec's analysis of a declaration of type `ty` in `scope`; `None`
    /// for a type already reported as erroneous.
    pub(super) fn register_flags(&self, ty: TypeId, scope: Scope) -> Option<Flags> {
        let class = self.decl_class(ty)?;
        Some(Flags {
            class,
            default_globals: scope != Scope::Buffer && class == DeclClass::Basic,
            is_member: scope == Scope::Member,
        })
    }

    /// The decl type flag of a type; arrays count as their element.
    fn decl_class(&self, ty: TypeId) -> Option<DeclClass> {
        match *self.program.types.get(ty) {
            TypeKind::Error | TypeKind::Void => None,
            TypeKind::Scalar(_)
            | TypeKind::Vector(..)
            | TypeKind::Matrix { .. }
            | TypeKind::Pointer { .. }
            | TypeKind::ArrayRef { .. } => Some(DeclClass::Basic),
            TypeKind::Array { elem, .. } => self.decl_class(elem),
            TypeKind::Resource { kind, .. } => {
                Some(kind.class().map_or(DeclClass::Other, DeclClass::Resource))
            }
            TypeKind::Struct(_) => {
                let mut contents = Contents::default();
                self.collect_contents(ty, &mut contents);
                Some(DeclClass::Udt(contents))
            }
        }
    }

    /// Walks a user-defined type's members (through nested structs and
    /// arrays) for resource classes and numbers. A derived struct's fields
    /// begin with its base's (`check_struct`), so this also recurses
    /// through base classes, as the spec asks.
    fn collect_contents(&self, ty: TypeId, c: &mut Contents) {
        match *self.program.types.get(ty) {
            TypeKind::Error | TypeKind::Void => {}
            TypeKind::Scalar(_)
            | TypeKind::Vector(..)
            | TypeKind::Matrix { .. }
            | TypeKind::Pointer { .. }
            | TypeKind::ArrayRef { .. } => c.numeric = true,
            TypeKind::Array { elem, .. } => self.collect_contents(elem, c),
            TypeKind::Resource { kind, .. } => match kind.class() {
                Some(RegisterClass::T) => c.srv = true,
                Some(RegisterClass::U) => c.uav = true,
                Some(RegisterClass::B) => c.cbv = true,
                Some(RegisterClass::S) => c.sampler = true,
                None => {}
            },
            TypeKind::Struct(s) => {
                for f in &self.program.structs[s].fields {
                    self.collect_contents(f.ty, c);
                }
            }
        }
    }

    /// Whether a value of this type holds an object code cannot use yet
    /// (anything but a structured buffer on its own).
    pub(super) fn holds_unusable_object(&self, ty: TypeId) -> bool {
        match *self.program.types.get(ty) {
            TypeKind::Resource { kind, .. } => !kind.is_checked(),
            _ => self.holds_object(ty),
        }
    }

    /// Whether a struct or array holds a resource or other object.
    fn holds_object(&self, ty: TypeId) -> bool {
        match *self.program.types.get(ty) {
            TypeKind::Resource { .. } => true,
            TypeKind::Array { elem, .. } => self.holds_object(elem),
            TypeKind::Struct(s) => self.program.structs[s]
                .fields
                .iter()
                .any(|f| self.holds_object(f.ty)),
            _ => false,
        }
    }

    /// Reads, analyses and diagnoses a declaration's register annotations;
    /// `type_name` is the type as written. Returns the annotations read.
    pub(super) fn check_registers(
        &mut self,
        annotations: &[Annotation],
        ty: TypeId,
        type_name: &str,
        scope: Scope,
    ) -> Vec<Register> {
        let regs = self.read_registers(annotations);
        if let Some(flags) = self.register_flags(ty, scope) {
            self.diagnose_registers(&regs, flags, type_name);
        }
        regs
    }

    /// Emits the spec's diagnostics from the flags, in its pseudocode's order.
    pub(super) fn diagnose_registers(&mut self, regs: &[Register], flags: Flags, ty: &str) {
        let slots: Vec<(char, u32, Span)> = regs
            .iter()
            .filter_map(|r| r.slot.map(|(l, n)| (l, n, r.span)))
            .collect();
        let Some(&(_, _, first)) = slots.first() else {
            // `register(spaceN)` alone names no register type.
            return;
        };
        let invalid = |this: &mut Self, letter: char, span: Span| {
            this.error(
                DiagCode::err_hlsl_unsupported_register_type_and_resource_type,
                span,
                &[&letter],
            );
        };
        if flags.class == DeclClass::Other {
            for &(letter, _, span) in &slots {
                if is_known_letter(letter) {
                    self.error(
                        DiagCode::err_hlsl_unsupported_register_type_and_variable_type,
                        span,
                        &[&ty, &letter],
                    );
                } else {
                    invalid(self, letter, span);
                }
            }
        }
        if flags.is_member {
            self.error(DiagCode::err_hlsl_register_annotation_on_member, first, &[]);
        }
        let conflict = slots.iter().enumerate().find_map(|(i, &(l, n, span))| {
            slots[..i]
                .iter()
                .any(|&(pl, pn, _)| pl == l && pn != n)
                .then_some(span)
        });
        if let Some(span) = conflict {
            self.error(
                DiagCode::err_hlsl_conflicting_register_annotations,
                span,
                &[],
            );
        }
        match flags.class {
            DeclClass::Other => {}
            DeclClass::Resource(class) => {
                for &(letter, _, span) in &slots {
                    if !is_known_letter(letter) {
                        invalid(self, letter, span);
                    } else if letter != class.letter() {
                        self.error(
                            DiagCode::err_hlsl_mismatching_register_type_and_resource_type,
                            span,
                            &[&ty, &letter, &class_name(class), &class.letter()],
                        );
                    }
                }
            }
            DeclClass::Basic => {
                for &(letter, _, span) in &slots {
                    self.diagnose_basic(letter, span, flags.default_globals, ty);
                }
            }
            DeclClass::Udt(contents) => {
                for &(letter, _, span) in &slots {
                    if let Some(class) = class_of_letter(letter) {
                        if !contents.has(class) {
                            self.error(
                                DiagCode::warn_hlsl_UDT_missing_resource_type_member,
                                span,
                                &[&ty, &letter, &class_name(class)],
                            );
                        }
                    } else if letter == 'c' {
                        if !contents.numeric {
                            self.error(DiagCode::warn_hlsl_UDT_missing_basic_type, span, &[]);
                        }
                    } else if letter == 'i' {
                        self.error(
                            DiagCode::err_hlsl_unsupported_register_type_and_variable_type,
                            span,
                            &[&ty, &letter],
                        );
                    } else {
                        invalid(self, letter, span);
                    }
                }
            }
        }
    }

    /// The `basic` branch for one annotation.
    fn diagnose_basic(&mut self, letter: char, span: Span, default_globals: bool, ty: &str) {
        if default_globals && matches!(letter, 'b' | 'i') {
            let code = if letter == 'b' {
                DiagCode::warn_hlsl_deprecated_register_type_b
            } else {
                DiagCode::warn_hlsl_deprecated_register_type_i
            };
            // The annotation then acts as `c`: nothing more is reported.
            self.error(code, span, &[]);
            return;
        }
        match letter {
            'c' if !default_globals => self.error(
                DiagCode::warn_hlsl_register_type_c_not_in_global_scope,
                span,
                &[],
            ),
            'c' => {}
            't' | 'u' | 's' => self.error(
                DiagCode::err_hlsl_mismatching_register_type_and_variable_type,
                span,
                &[&ty, &letter],
            ),
            'b' | 'i' => self.error(
                DiagCode::err_hlsl_unsupported_register_type_and_variable_type,
                span,
                &[&ty, &letter],
            ),
            _ => self.error(
                DiagCode::err_hlsl_unsupported_register_type_and_resource_type,
                span,
                &[&letter],
            ),
        }
    }

    /// The binding of a resource or buffer of `class` from its annotations:
    /// the first one of its class gives the register (and maybe the space),
    /// `register(spaceN)` alone gives the space; the rest is implicit.
    pub(super) fn binding_from(regs: &[Register], class: RegisterClass, range: u32) -> Binding {
        let mut binding = Binding {
            class,
            space: 0,
            register: 0,
            range,
            explicit: false,
            index: 0,
            order_id: None,
        };
        for r in regs {
            match r.slot {
                None => {
                    if let Some(space) = r.space {
                        binding.space = space;
                    }
                }
                Some((letter, n)) if letter == class.letter() && !binding.explicit => {
                    binding.register = n;
                    binding.explicit = true;
                    if let Some(space) = r.space {
                        binding.space = space;
                    }
                }
                Some(_) => {}
            }
        }
        binding
    }
}
