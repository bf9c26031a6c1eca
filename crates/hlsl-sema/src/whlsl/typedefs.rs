//! Types as written → resolved [`TyId`]s: "Validating types" (every type
//! name is defined), "Void type", and "Resolving typedefs" with the
//! spec's "depends on" cycle check. Typedefs are resolved on demand and
//! memoised; a typedef met again while it is being resolved is a cycle.
//! Struct fields are resolved here too, and a struct that contains itself
//! by value (through fields, arrays or typedefs) is the other half of the
//! same cycle rule; a pointer or array reference to a struct is not a
//! dependence (see `docs/whlsl-notes.md`).

use super::env::NamedType;
use super::types::{Scalar, StructId, TextureKind, TyId, TyKind, Types};
use super::{Checker, FieldInfo};
use hlsl_base::{DiagCode, FxHashMap, FxHashSet, Span};
use hlsl_syntax::whlsl::ast::{ConstExpr, Decl, LitKind, Literal, Type, TypeArg, TypeSuffix};

/// A standard-library type named without type arguments: scalars,
/// `float4`-style vectors, `float4x4`-style matrices, atomics, `sampler`.
pub fn library_type(name: &str) -> Option<TyKind> {
    if let Some(s) = Scalar::from_name(name) {
        return Some(TyKind::Scalar(s));
    }
    match name {
        "atomic_int" => return Some(TyKind::Atomic(true)),
        "atomic_uint" => return Some(TyKind::Atomic(false)),
        "sampler" => return Some(TyKind::Sampler),
        _ => {}
    }
    // `float4` / `float2x3`: a scalar name, then digits.
    let digits = name.find(|c: char| c.is_ascii_digit())?;
    let s = Scalar::from_name(&name[..digits])?;
    let dims = &name.as_bytes()[digits..];
    let dim = |b: u8| (b'2'..=b'4').contains(&b).then(|| b - b'0');
    match dims {
        [n] => Some(TyKind::Vector(s, dim(*n)?)),
        // The spec lists matrices of half and float only.
        [c, b'x', r] if s.is_float() => Some(TyKind::Matrix(s, dim(*c)?, dim(*r)?)),
        _ => None,
    }
}

#[derive(Debug, Default)]
pub struct TypedefState {
    /// `None` while being resolved.
    pub resolved: FxHashMap<usize, Option<TyId>>,
}

impl Checker<'_> {
    /// Resolves every typedef (reporting each cycle once).
    pub(super) fn resolve_typedefs(&mut self) {
        for (i, decl) in self.unit.decls.iter().enumerate() {
            if let Decl::Typedef(t) = decl {
                // Only the typedef that owns the name (duplicates were
                // reported and are ignored).
                if let Some(&(NamedType::Typedef(j), _)) = self.env.types.get(&t.name.sym) {
                    if j == i {
                        let ty = self.resolve_typedef(i, t.name.span);
                        self.out.typedefs.insert(t.name.sym, ty);
                    }
                }
            }
        }
    }

    fn resolve_typedef(&mut self, decl: usize, use_span: Span) -> TyId {
        match self.typedef_state.resolved.get(&decl) {
            Some(Some(ty)) => return *ty,
            Some(None) => {
                let Decl::Typedef(t) = &self.unit.decls[decl] else {
                    unreachable!()
                };
                let name = self.name(t.name.sym);
                self.error(DiagCode::err_whlsl_type_cycle, use_span, &[&name]);
                self.typedef_state.resolved.insert(decl, Some(Types::ERROR));
                return Types::ERROR;
            }
            None => {}
        }
        self.typedef_state.resolved.insert(decl, None);
        let Decl::Typedef(t) = &self.unit.decls[decl] else {
            unreachable!()
        };
        let ty = self.resolve_type(&t.ty, false);
        // A cycle found below already stored ERROR; keep it.
        let ty = match self.typedef_state.resolved.get(&decl) {
            Some(Some(e)) if *e == Types::ERROR => Types::ERROR,
            _ => ty,
        };
        self.typedef_state.resolved.insert(decl, Some(ty));
        ty
    }

    /// Resolves a type as written. `allow_void`: only a function's return
    /// type may be `void`.
    pub(crate) fn resolve_type(&mut self, t: &Type, allow_void: bool) -> TyId {
        let mut ty = self.resolve_base(t);
        for suffix in &t.suffixes {
            if ty == Types::VOID {
                self.error(DiagCode::err_whlsl_void_composite, t.span, &[]);
                return Types::ERROR;
            }
            if ty == Types::ERROR {
                return ty;
            }
            ty = match *suffix {
                TypeSuffix::Pointer(s) => self.intern(TyKind::Pointer(ty, s)),
                TypeSuffix::ArrayRef(s) => self.intern(TyKind::ArrayRef(ty, s)),
                TypeSuffix::Array(lit) => match array_size(lit) {
                    Some(n) => self.intern(TyKind::Array(ty, n)),
                    None => {
                        self.error(DiagCode::err_whlsl_array_size, lit.span, &[]);
                        Types::ERROR
                    }
                },
            };
        }
        if ty == Types::VOID && !allow_void {
            self.error(DiagCode::err_whlsl_void_type, t.span, &[]);
            return Types::ERROR;
        }
        ty
    }

    fn resolve_base(&mut self, t: &Type) -> TyId {
        let name = self.name(t.name.sym);
        if let Some(&(named, _)) = self.env.types.get(&t.name.sym) {
            if !t.args.is_empty() {
                self.error(DiagCode::err_whlsl_type_arguments, t.name.span, &[&name]);
                return Types::ERROR;
            }
            return match named {
                NamedType::Struct(s) => self.intern(TyKind::Struct(s)),
                NamedType::Enum(e) => self.intern(TyKind::Enum(e)),
                NamedType::Typedef(d) => self.resolve_typedef(d, t.name.span),
            };
        }
        if name == "void" && t.args.is_empty() {
            return Types::VOID;
        }
        if let Some(kind) = library_type(name) {
            if !t.args.is_empty() {
                self.error(DiagCode::err_whlsl_type_arguments, t.name.span, &[&name]);
                return Types::ERROR;
            }
            return self.intern(kind);
        }
        match name {
            "vector" => return self.resolve_vector(t, false),
            "matrix" => return self.resolve_vector(t, true),
            _ => {}
        }
        if let Some(kind) = TextureKind::from_name(name) {
            return self.resolve_texture(t, kind);
        }
        self.error(DiagCode::err_whlsl_unknown_type, t.name.span, &[&name]);
        Types::ERROR
    }

    /// `vector<T, n>` and `matrix<T, c, r>`.
    fn resolve_vector(&mut self, t: &Type, matrix: bool) -> TyId {
        let want = if matrix { 3 } else { 2 };
        let shape = if matrix {
            "matrix<T, columns, rows>"
        } else {
            "vector<T, n>"
        };
        let bad = |cx: &mut Self| {
            cx.error(DiagCode::err_whlsl_vector_arguments, t.span, &[&shape]);
            Types::ERROR
        };
        if t.args.len() != want {
            return bad(self);
        }
        let TypeArg::Type(elem) = &t.args[0] else {
            return bad(self);
        };
        let elem = self.resolve_type(elem, false);
        let Some(s) = self.out.types.as_scalar(elem) else {
            return bad(self);
        };
        let mut dims = [0u8; 2];
        for (k, arg) in t.args[1..].iter().enumerate() {
            match arg {
                TypeArg::Const(ConstExpr::Lit(Literal {
                    kind: LitKind::Int(Some(n)),
                    ..
                })) if (2..=4).contains(n) => dims[k] = *n as u8,
                TypeArg::Const(ConstExpr::Lit(Literal {
                    kind: LitKind::UInt(Some(n)),
                    ..
                })) if (2..=4).contains(n) => dims[k] = *n as u8,
                _ => return bad(self),
            }
        }
        if matrix {
            if !s.is_float() {
                return bad(self);
            }
            self.intern(TyKind::Matrix(s, dims[0], dims[1]))
        } else {
            self.intern(TyKind::Vector(s, dims[0]))
        }
    }

    /// `Texture2D<T>`: T a scalar or vector of integers or floats
    /// (`float4` when the argument is left out); depth textures take
    /// `float`.
    fn resolve_texture(&mut self, t: &Type, kind: TextureKind) -> TyId {
        let elem = match t.args.as_slice() {
            [] => self.intern(TyKind::Vector(Scalar::Float, 4)),
            [TypeArg::Type(a)] => self.resolve_type(a, false),
            _ => {
                self.error(
                    DiagCode::err_whlsl_texture_argument,
                    t.span,
                    &[&kind.name()],
                );
                return Types::ERROR;
            }
        };
        if elem == Types::ERROR {
            return elem;
        }
        let ok = match self.out.types.as_scalar_or_vector(elem) {
            Some((s, _)) if kind.is_depth() => s == Scalar::Float && elem == Types::FLOAT,
            Some((s, _)) => s != Scalar::Bool,
            None => false,
        };
        if !ok {
            self.error(
                DiagCode::err_whlsl_texture_argument,
                t.span,
                &[&kind.name()],
            );
            return Types::ERROR;
        }
        self.intern(TyKind::Texture(kind, elem))
    }

    /// Resolves every struct's fields (rule 3.2: no two fields with one
    /// name), then checks that no struct contains itself by value.
    pub(super) fn resolve_structs(&mut self) {
        for s in 0..self.out.structs.len() {
            let decl = self.out.structs[s].decl;
            let Decl::Struct(def) = &self.unit.decls[decl] else {
                unreachable!()
            };
            let mut fields: Vec<FieldInfo> = Vec::with_capacity(def.fields.len());
            for f in &def.fields {
                let ty = self.resolve_type(&f.ty, false);
                if let Some(prev) = fields.iter().find(|p| p.name == f.name.sym) {
                    let prev = prev.span;
                    self.error_with_note(
                        DiagCode::err_whlsl_duplicate_field,
                        f.name.span,
                        &[&self.name(f.name.sym), &self.name(def.name.sym)],
                        prev,
                        DiagCode::note_previous_definition,
                        &[],
                    );
                    continue;
                }
                fields.push(FieldInfo {
                    name: f.name.sym,
                    ty,
                    semantic: f.semantic.clone(),
                    qualifiers: f.qualifiers.clone(),
                    span: f.name.span,
                });
            }
            self.out.structs[s].fields = fields;
        }
        self.check_struct_cycles();
    }

    fn check_struct_cycles(&mut self) {
        // Iterative depth-first search; `done` structs are known acyclic.
        let n = self.out.structs.len();
        let mut done: FxHashSet<u32> = FxHashSet::default();
        for root in 0..n as u32 {
            if done.contains(&root) {
                continue;
            }
            let mut on_path: Vec<u32> = vec![root];
            let mut stack: Vec<(u32, usize)> = vec![(root, 0)];
            while let Some(&mut (s, ref mut next)) = stack.last_mut() {
                let fields = &self.out.structs[s as usize].fields;
                if *next >= fields.len() {
                    done.insert(s);
                    stack.pop();
                    on_path.pop();
                    continue;
                }
                let field = &fields[*next];
                *next += 1;
                let Some(t) = self.contained_struct(field.ty) else {
                    continue;
                };
                if on_path.contains(&t.0) {
                    let span = field.span;
                    let name = self.name(self.out.structs[t.0 as usize].name);
                    self.error(DiagCode::err_whlsl_type_cycle, span, &[&name]);
                    // Cut the edge so the cycle is reported once.
                    let f = &mut self.out.structs[s as usize].fields[*next - 1];
                    f.ty = Types::ERROR;
                    continue;
                }
                if !done.contains(&t.0) {
                    on_path.push(t.0);
                    stack.push((t.0, 0));
                }
            }
        }
    }

    /// The struct a value of `ty` contains directly (through arrays).
    fn contained_struct(&self, mut ty: TyId) -> Option<StructId> {
        loop {
            match self.kind(ty) {
                TyKind::Struct(s) => return Some(s),
                TyKind::Array(e, _) => ty = e,
                _ => return None,
            }
        }
    }
}

/// `[N]`: a positive integer that fits in 32 bits.
fn array_size(lit: Literal) -> Option<u32> {
    let n = match lit.kind {
        LitKind::Int(Some(n)) => u64::try_from(n).ok()?,
        LitKind::UInt(Some(n)) => n,
        _ => return None,
    };
    (n > 0).then_some(u32::try_from(n).ok()?)
}
