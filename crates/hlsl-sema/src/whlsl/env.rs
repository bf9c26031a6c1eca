//! Building the global typing environment ("Building the global typing
//! environment" in the spec): the mapping from names to types (structs,
//! enums, typedefs), and from names to sets of function declarations.
//! Enum values are computed here too.

use super::types::{Scalar, TyId, TyKind, Types};
use super::{Checker, EnumInfo, FuncId, FuncInfo, FuncOrigin, ParamInfo, StructInfo, UserFunc};
use hlsl_base::{DiagCode, FxHashMap, Span, Symbol};
use hlsl_syntax::whlsl::ast::{ConstExpr, Decl, FuncName, LitKind};

/// What a type name maps to.
#[derive(Clone, Copy, Debug)]
pub enum NamedType {
    Struct(super::types::StructId),
    Enum(super::types::EnumId),
    /// Index into `Unit::decls`.
    Typedef(usize),
}

#[derive(Debug, Default)]
pub struct Env {
    pub types: FxHashMap<Symbol, (NamedType, Span)>,
    /// Function sets by name (`f`, `operator+`, `operator.x=`).
    pub funcs: FxHashMap<String, Vec<FuncId>>,
    /// `operator T` casts, by T.
    pub casts: FxHashMap<TyId, Vec<FuncId>>,
    /// Functions by name and first parameter type: how `e.f` and `e[i]`
    /// find accessors without scanning every field's address takers.
    pub by_first: FxHashMap<(String, TyId), Vec<FuncId>>,
    /// Enum element values being computed (an element that names another
    /// element may need it first).
    pub enum_state: FxHashMap<super::types::EnumId, EnumState>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumState {
    InProgress,
    Done,
}

/// Whether `name` is a type of the standard library (so a program cannot
/// declare another type of that name).
pub fn is_library_type_name(name: &str) -> bool {
    super::typedefs::library_type(name).is_some()
        || matches!(name, "vector" | "matrix" | "void")
        || super::types::TextureKind::from_name(name).is_some()
}

impl Checker<'_> {
    /// Rules 2.1, 3.1, 4.1: one type per name (library types included).
    pub(super) fn declare_types(&mut self) {
        for (i, decl) in self.unit.decls.iter().enumerate() {
            let (name, span) = match decl {
                Decl::Typedef(t) => (t.name, t.span),
                Decl::Struct(s) => (s.name, s.span),
                Decl::Enum(e) => (e.name, e.span),
                Decl::Func(_) => continue,
            };
            let text = self.name(name.sym);
            if is_library_type_name(text) {
                self.error(
                    DiagCode::err_whlsl_library_type_redefined,
                    name.span,
                    &[&text],
                );
                continue;
            }
            if let Some(&(_, prev)) = self.env.types.get(&name.sym) {
                self.error_with_note(
                    DiagCode::err_whlsl_duplicate_type,
                    name.span,
                    &[&text],
                    prev,
                    DiagCode::note_previous_definition,
                    &[],
                );
                continue;
            }
            let named = match decl {
                Decl::Typedef(_) => NamedType::Typedef(i),
                Decl::Struct(_) => {
                    let id = super::types::StructId(self.out.structs.len() as u32);
                    self.out.structs.push(StructInfo {
                        name: name.sym,
                        decl: i,
                        fields: Vec::new(),
                        span,
                    });
                    NamedType::Struct(id)
                }
                Decl::Enum(_) => {
                    let id = super::types::EnumId(self.out.enums.len() as u32);
                    self.out.enums.push(EnumInfo {
                        name: name.sym,
                        decl: i,
                        base: Scalar::Int,
                        elements: Vec::new(),
                        span,
                    });
                    NamedType::Enum(id)
                }
                Decl::Func(_) => unreachable!(),
            };
            self.env.types.insert(name.sym, (named, name.span));
        }
    }

    /// Rule 5: enum base types and values.
    pub(super) fn evaluate_enums(&mut self) {
        for e in 0..self.out.enums.len() {
            self.evaluate_enum(super::types::EnumId(e as u32));
        }
    }

    fn evaluate_enum(&mut self, id: super::types::EnumId) {
        match self.env.enum_state.get(&id) {
            Some(EnumState::Done) => return,
            Some(EnumState::InProgress) => return,
            None => {}
        }
        self.env.enum_state.insert(id, EnumState::InProgress);
        let decl = self.out.enums[id.0 as usize].decl;
        let Decl::Enum(def) = &self.unit.decls[decl] else {
            unreachable!()
        };
        // 5.2, 5.3: the base type.
        let mut base = Scalar::Int;
        if let Some(b) = &def.base {
            let ty = self.resolve_type(b, false);
            match self.kind(ty) {
                TyKind::Scalar(s) if s.is_integer() => base = s,
                TyKind::Error => {}
                _ => {
                    let shown = self.ty_name(ty);
                    self.error(DiagCode::err_whlsl_enum_base, b.span, &[&shown]);
                }
            }
        }
        // 5.4: values in source order.
        let mut elements: Vec<(Symbol, i64)> = Vec::new();
        let mut spans: Vec<Span> = Vec::new();
        let mut seen: FxHashMap<Symbol, Span> = FxHashMap::default();
        let mut next: Option<i64> = Some(0);
        // The previous element had no value (already reported).
        let mut after_error = false;
        let (lo, hi) = base.range().unwrap();
        let enum_name = self.name(def.name.sym);
        for el in &def.elements {
            if let Some(&prev) = seen.get(&el.name.sym) {
                self.error_with_note(
                    DiagCode::err_whlsl_duplicate_enum_element,
                    el.name.span,
                    &[&self.name(el.name.sym), &enum_name],
                    prev,
                    DiagCode::note_previous_definition,
                    &[],
                );
                continue;
            }
            seen.insert(el.name.sym, el.name.span);
            let (value, span) = match &el.value {
                None => (next, el.name.span),
                Some(ConstExpr::Lit(lit)) => (
                    match lit.kind {
                        LitKind::Int(v) => v,
                        LitKind::UInt(v) => v.and_then(|v| i64::try_from(v).ok()),
                        _ => {
                            self.error(DiagCode::err_whlsl_enum_value_not_integer, lit.span, &[]);
                            None
                        }
                    },
                    lit.span,
                ),
                Some(ConstExpr::EnumValue(e, x)) => {
                    let span = e.span.to(x.span);
                    (self.enum_value_of(e.sym, x.sym, span), span)
                }
            };
            let Some(value) = value else {
                // A value already reported, or one past 64 bits.
                let too_large = match &el.value {
                    Some(ConstExpr::Lit(lit)) => {
                        matches!(lit.kind, LitKind::Int(_) | LitKind::UInt(_))
                    }
                    Some(ConstExpr::EnumValue(..)) => false,
                    None => !after_error,
                };
                if too_large {
                    self.error(
                        DiagCode::err_whlsl_enum_value_range,
                        span,
                        &[&self.name(el.name.sym), &base.name()],
                    );
                }
                next = None;
                after_error = true;
                continue;
            };
            // 5.7: representable in the base type.
            if value < lo || value > hi {
                self.error(
                    DiagCode::err_whlsl_enum_value_range,
                    span,
                    &[&self.name(el.name.sym), &base.name()],
                );
            }
            // 5.6: no two elements with the same value.
            if let Some(i) = elements.iter().position(|&(_, v)| v == value) {
                let other = self.name(elements[i].0);
                self.error_with_note(
                    DiagCode::err_whlsl_enum_duplicate_value,
                    span,
                    &[&self.name(el.name.sym), &other, &value],
                    spans[i],
                    DiagCode::note_previous_definition,
                    &[],
                );
            }
            elements.push((el.name.sym, value));
            spans.push(span);
            next = value.checked_add(1);
            after_error = false;
        }
        // 5.5: a zero value must exist (it is the enum's default value).
        if !elements.is_empty() && !elements.iter().any(|&(_, v)| v == 0) {
            self.error(
                DiagCode::err_whlsl_enum_no_zero,
                def.name.span,
                &[&enum_name],
            );
        }
        let info = &mut self.out.enums[id.0 as usize];
        info.base = base;
        info.elements = elements;
        self.env.enum_state.insert(id, EnumState::Done);
    }

    /// The value of `E.x` in an enum element's initializer.
    fn enum_value_of(&mut self, e: Symbol, x: Symbol, span: Span) -> Option<i64> {
        let Some(&(super::env::NamedType::Enum(id), _)) = self.env.types.get(&e) else {
            self.error(DiagCode::err_whlsl_not_an_enum, span, &[&self.name(e)]);
            return None;
        };
        if self.env.enum_state.get(&id) == Some(&EnumState::InProgress) {
            // The element refers to its own enum (or a cycle of enums):
            // only elements already valued can be used.
            if let Some(&(_, v)) = self.out.enums[id.0 as usize]
                .elements
                .iter()
                .find(|(n, _)| *n == x)
            {
                return Some(v);
            }
            self.error(DiagCode::err_whlsl_enum_value_cycle, span, &[&self.name(x)]);
            return None;
        }
        self.evaluate_enum(id);
        match self.out.enums[id.0 as usize]
            .elements
            .iter()
            .find(|(n, _)| *n == x)
        {
            Some(&(_, v)) => Some(v),
            // The element exists but its value was an error (reported).
            None if self.enum_declares(id, x) => None,
            None => {
                self.error(
                    DiagCode::err_whlsl_no_enum_element,
                    span,
                    &[&self.name(e), &self.name(x)],
                );
                None
            }
        }
    }

    /// Rule 6: every function goes into its name's set, after the
    /// operator-name rules of [`super::signatures`].
    pub(super) fn declare_functions(&mut self) {
        for (i, decl) in self.unit.decls.iter().enumerate() {
            let Decl::Func(f) = decl else { continue };
            let ret = self.resolve_type(&f.ret, true);
            let mut params = Vec::with_capacity(f.params.len());
            for p in &f.params {
                let ty = self.resolve_type(&p.ty, false);
                params.push(ParamInfo {
                    name: p.name.sym,
                    ty,
                    semantic: p.semantic.clone(),
                    qualifiers: p.qualifiers.clone(),
                    span: p.ty.span.to(p.name.span),
                });
            }
            let (name, name_span) = match &f.name {
                FuncName::Ident(id) => (self.name(id.sym).to_string(), id.span),
                FuncName::Operator { name, span } => (name.clone(), *span),
                FuncName::Cast => (format!("operator {}", self.ty_name(ret)), f.ret.span),
            };
            let param_tys: Vec<TyId> = params.iter().map(|p| p.ty).collect();
            self.check_operator_signature(&name, name_span, &param_tys, ret, f);
            let id = FuncId(self.out.funcs.len() as u32);
            self.out.funcs.push(FuncInfo {
                name: name.clone(),
                params: param_tys,
                ret,
                origin: FuncOrigin::User(i),
                span: name_span,
                user: Some(UserFunc {
                    stage: f.stage.clone(),
                    params,
                    ret_semantic: f.semantic.clone(),
                    ret_span: f.ret.span,
                    name_span,
                }),
            });
            if matches!(f.name, FuncName::Cast) {
                if ret == Types::VOID {
                    self.error(DiagCode::err_whlsl_cast_to_void, f.ret.span, &[]);
                }
                self.env.casts.entry(ret).or_default().push(id);
            } else {
                self.env.funcs.entry(name).or_default().push(id);
            }
        }
    }

    /// Adds a generated function to the environment.
    pub(super) fn add_generated(&mut self, info: FuncInfo) -> FuncId {
        let id = FuncId(self.out.funcs.len() as u32);
        self.env
            .funcs
            .entry(info.name.clone())
            .or_default()
            .push(id);
        self.out.funcs.push(info);
        id
    }

    fn enum_declares(&self, id: super::types::EnumId, x: Symbol) -> bool {
        let decl = self.out.enums[id.0 as usize].decl;
        matches!(&self.unit.decls[decl], Decl::Enum(e) if e.elements.iter().any(|el| el.name.sym == x))
    }
}
