//! WHLSL validation: the specification's "Validation" section, in its
//! order. The global environment is built first ([`env`]: types, enums,
//! function signatures and the operator-name rules of [`signatures`]),
//! typedefs are resolved ([`typedefs`]), the generated accessors and the
//! coherence rules follow ([`coherence`]), then every function body is
//! typed ([`stmts`], [`switch`], [`exprs`], [`access`], [`literals`],
//! with [`overload`] resolution against user functions and the rule-based
//! standard library of [`stdlib`]), and finally recursion ([`recursion`]),
//! the entry points ([`entry`]) and the library's restrictions on
//! samplers, textures and pointers ([`restrictions`]).
//!
//! The result, [`CheckedUnit`], keeps everything later stages need without
//! re-checking: the type of every expression, the callee of every call,
//! operator and accessor, enum values, resolved declarations and the call
//! graph. It is complete only when no error was reported.

mod access;
mod coherence;
mod entry;
mod env;
mod exprs;
mod literals;
mod overload;
mod recursion;
mod restrictions;
mod signatures;
pub mod stdlib;
mod stmts;
mod switch;
#[cfg(test)]
mod tests;
pub mod to_ir;
mod typedefs;
pub mod types;

use hlsl_base::{ArenaMap, DiagCode, Diagnostic, Diagnostics, FxHashMap, Span, Symbol};
use hlsl_syntax::whlsl::ast::{ExprId, Qualifier, Semantic, Stage, StmtId, Unit};
use types::{EnumId, ExprTy, Scalar, StructId, TyId, TyKind, Types};

/// Index of a function in [`CheckedUnit::funcs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// A struct, its fields resolved.
#[derive(Clone, Debug)]
pub struct StructInfo {
    pub name: Symbol,
    /// Index into [`Unit::decls`].
    pub decl: usize,
    pub fields: Vec<FieldInfo>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct FieldInfo {
    pub name: Symbol,
    pub ty: TyId,
    pub semantic: Option<Semantic>,
    pub qualifiers: Vec<Qualifier>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct EnumInfo {
    pub name: Symbol,
    pub decl: usize,
    /// The base type: one of the six integer types.
    pub base: Scalar,
    /// Each element's name and value, in source order.
    pub elements: Vec<(Symbol, i64)>,
    pub span: Span,
}

/// Where a function declaration comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncOrigin {
    /// A function the program defines: index into [`Unit::decls`].
    User(usize),
    /// The `operator&.field` address taker of a struct field, for one
    /// address space (the spec adds four per field).
    FieldAddress { strukt: StructId, field: u32 },
    /// `operator.field` or `operator[]` generated from a `thread`
    /// address taker.
    GeneratedGetter(FuncId),
    /// `operator.field=` or `operator[]=` generated from one.
    GeneratedSetter(FuncId),
}

/// A function declaration of the environment (user-defined or generated;
/// the standard library's are [`stdlib::LibSig`]s, made by rule).
#[derive(Clone, Debug)]
pub struct FuncInfo {
    /// `f`, `operator+`, `operator.x=`, `operator&[]`; casts are
    /// `operator T` with T the return type.
    pub name: String,
    pub params: Vec<TyId>,
    pub ret: TyId,
    pub origin: FuncOrigin,
    pub span: Span,
    /// A user function's parameters and return, for entry-point rules.
    pub user: Option<UserFunc>,
}

/// What the AST says about a user function, with its types resolved.
#[derive(Clone, Debug)]
pub struct UserFunc {
    pub stage: Option<Stage>,
    pub params: Vec<ParamInfo>,
    pub ret_semantic: Option<Semantic>,
    pub ret_span: Span,
    pub name_span: Span,
}

#[derive(Clone, Debug)]
pub struct ParamInfo {
    pub name: Symbol,
    pub ty: TyId,
    pub semantic: Option<Semantic>,
    pub qualifiers: Vec<Qualifier>,
    pub span: Span,
}

/// What a call, operator or accessor resolved to.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    Func(FuncId),
    Library(stdlib::LibSig),
}

/// How a `.field` or `[index]` expression was typed (the spec's ordered
/// rules for dot and array-dereference expressions).
#[derive(Clone, Debug, PartialEq)]
pub enum Access {
    /// Through an address taker: a left value.
    AddressTaker(Callee),
    /// Through a setter (an abstract left value); the getter reads it.
    GetterSetter { getter: Callee, setter: Callee },
    /// Through a getter alone: a right value.
    Getter(Callee),
    /// `r[i]` on an array reference.
    ArrayRefIndex,
    /// `E.x`: the enum and the element's index.
    EnumValue(EnumId, u32),
}

/// The checker's output.
#[derive(Debug, Default)]
pub struct CheckedUnit {
    pub types: Types,
    pub structs: Vec<StructInfo>,
    pub enums: Vec<EnumInfo>,
    pub funcs: Vec<FuncInfo>,
    /// The type of every expression that was typed.
    pub expr_types: ArenaMap<ExprId, ExprTy>,
    /// The callee of every call and operator (`a + b`, `-a`, `a += b`,
    /// `a++`, casts).
    pub callees: ArenaMap<ExprId, Callee>,
    /// How every member and index expression was typed.
    pub accesses: ArenaMap<ExprId, Access>,
    /// The type of every local variable declaration.
    pub local_types: ArenaMap<StmtId, TyId>,
    /// For each user function, the user functions its body calls (resolved,
    /// with the first call's span), in source order: calls, operators,
    /// accessors; a generated getter or setter counts as a call of the
    /// address taker it comes from. The "may call" relation of the
    /// recursion rule.
    pub call_graph: FxHashMap<FuncId, Vec<(FuncId, Span)>>,
    /// Resolved typedefs, by name.
    pub typedefs: FxHashMap<Symbol, TyId>,
}

impl CheckedUnit {
    /// A type as WHLSL would spell it.
    pub fn type_name(&self, unit: &Unit, ty: TyId) -> String {
        self.types.display(ty, &|k| match k {
            TyKind::Struct(s) => unit.names.resolve(self.structs[s.0 as usize].name).into(),
            TyKind::Enum(e) => unit.names.resolve(self.enums[e.0 as usize].name).into(),
            _ => String::new(),
        })
    }

    pub fn func(&self, id: FuncId) -> &FuncInfo {
        &self.funcs[id.0 as usize]
    }

    /// The user functions, with their declarations.
    pub fn user_funcs(&self) -> impl Iterator<Item = (FuncId, &FuncInfo, usize)> {
        self.funcs
            .iter()
            .enumerate()
            .filter_map(|(i, f)| match f.origin {
                FuncOrigin::User(d) => Some((FuncId(i as u32), f, d)),
                _ => None,
            })
    }
}

/// Validates a parsed WHLSL unit.
pub fn check(unit: &Unit) -> (CheckedUnit, Diagnostics) {
    let mut cx = Checker::new(unit);
    cx.run();
    // The passes go rule by rule; the reader wants source order.
    cx.diags.0.sort_by_key(|d| d.span.lo);
    (cx.out, cx.diags)
}

/// The state shared by the passes.
pub(crate) struct Checker<'a> {
    pub unit: &'a Unit,
    pub out: CheckedUnit,
    pub diags: Diagnostics,
    pub env: env::Env,
    pub lib: stdlib::Library,
    pub typedef_state: typedefs::TypedefState,
    /// The local scopes of the function being checked (its parameters
    /// first); locals are left values in `thread`.
    pub scopes: Vec<FxHashMap<Symbol, TyId>>,
    /// The function being checked, and its return type.
    pub current: Option<FuncId>,
    pub ret: TyId,
}

impl<'a> Checker<'a> {
    fn new(unit: &'a Unit) -> Checker<'a> {
        Checker {
            unit,
            out: CheckedUnit::default(),
            diags: Diagnostics::new(),
            env: env::Env::default(),
            lib: stdlib::Library::default(),
            typedef_state: typedefs::TypedefState::default(),
            scopes: Vec::new(),
            current: None,
            ret: Types::VOID,
        }
    }

    fn run(&mut self) {
        self.declare_types();
        self.resolve_typedefs();
        self.resolve_structs();
        self.evaluate_enums();
        self.declare_functions();
        self.generate_accessors();
        self.check_coherence();
        self.check_duplicate_signatures();
        self.check_bodies();
        self.check_recursion();
        entry::check_entry_points(self);
        restrictions::check_library_types(self);
    }

    pub fn name(&self, s: Symbol) -> &'a str {
        self.unit.names.resolve(s)
    }

    pub fn ty_name(&self, ty: TyId) -> String {
        self.out.type_name(self.unit, ty)
    }

    pub fn error(&mut self, code: DiagCode, span: Span, args: &[&dyn std::fmt::Display]) {
        self.diags.report(code, span, args);
    }

    /// An error with a note at an earlier declaration.
    pub fn error_with_note(
        &mut self,
        code: DiagCode,
        span: Span,
        args: &[&dyn std::fmt::Display],
        note_span: Span,
        note: DiagCode,
        note_args: &[&dyn std::fmt::Display],
    ) {
        self.diags.push(
            Diagnostic::new(code, span, args)
                .with_note(Diagnostic::new(note, note_span, note_args)),
        );
    }

    pub fn intern(&mut self, kind: TyKind) -> TyId {
        self.out.types.intern(kind)
    }

    pub fn kind(&self, ty: TyId) -> TyKind {
        self.out.types.kind(ty)
    }
}
