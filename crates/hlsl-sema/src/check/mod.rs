//! The checker proper: walks the syntax tree once, building the typed IR.
//!
//! The organisation follows `spec/slang-semantic-checking.md`:
//! * declarations carry a check state and are raised on demand
//!   ([`order`]): a global pass declares them all (names, types,
//!   signatures), then checks every body; HLSL's declare-before-use rule
//!   is applied on top, at each use;
//! * every expression is checked once and gets a type; mistakes produce
//!   [`Types::ERROR`], which converts silently to anything, so one mistake
//!   gives one diagnostic;
//! * conversions go through one path ([`convert`]) that also ranks
//!   overload candidates by cost;
//! * flow checks (missing return, recursion) run on the typed IR afterwards
//!   ([`crate::flow`]).

mod atomics;
mod bindings;
mod bit_fields;
mod builtin_structs;
mod coherent;
mod constant_buffers;
mod convert;
mod decls;
mod descriptor_heaps;
mod entry;
mod enums;
mod exprs;
mod ext_attrs;
mod fragment_tests;
mod inline_builtins;
mod intrinsic_outs;
mod intrinsics;
mod matrix;
mod matrix_elementwise;
mod matrix_swizzle_assign;
mod members;
mod methods;
mod names;
mod namespaces;
mod offsets;
mod order;
mod push_constants;
mod registers;
mod reshape;
mod resource_arrays;
mod resource_locals;
mod resource_members;
mod resource_returns;
mod resource_structs;
mod side_tables;
mod spec_constants;
mod specializations;
mod spirv_ops;
mod spirv_types;
mod stage_attrs;
mod static_resources;
mod stmts;
mod templates;
mod type_limits;
mod typeexpr;
mod vk_attrs;
mod vk_constants;
mod vk_io;
mod vk_raw_buffer;

use crate::ir::{
    Body, Expr, ExprId, ExprKind, Function, FunctionId, GlobalId, LocalId, ParamMode, Program,
};
use crate::types::{TypeId, Types};
use crate::CheckOptions;
use hlsl_base::{
    DiagCode, Diagnostic, Diagnostics, FxHashMap, FxHashSet, Idx, RawIdx, Span, Symbol,
};
use hlsl_syntax::ast::{self, SourceUnit};

/// What a global name denotes.
#[derive(Clone, Debug)]
enum GlobalSym {
    Var(GlobalId),
    /// Indices into [`Checker::funcs`] of the overloads with this name.
    Functions(Vec<usize>),
    Type(TypeId),
    /// An enumerator of an unscoped enum.
    Const {
        value: i128,
        ty: TypeId,
        span: Span,
    },
}

/// A function as the checker knows it while checking: its signature, and
/// its body once checked.
struct FnEntry {
    name: String,
    params: Vec<(TypeId, ParamMode)>,
    /// The parameters' names, for diagnostics.
    param_names: Vec<String>,
    /// Which parameters are declared `nointerpolation` (`this` is not).
    nointerpolation: Vec<bool>,
    ret: TypeId,
    /// Set when the body has been checked.
    function: Option<Function>,
    attrs: Vec<ast::Attribute>,
    span: Span,
    /// The functions its body calls, with the call's span.
    calls: Vec<(usize, Span)>,
    /// A member function's object: its first parameter.
    this: Option<ThisParam>,
    /// Each parameter's default argument, if written (`this` has none).
    defaults: Vec<Option<ast::ExprId>>,
    /// A body was given (it is checked then or, for member functions,
    /// once all of the struct's are declared).
    has_body: bool,
    /// Operations in its body that only one stage may perform, checked
    /// against each entry point that reaches them (`entry.rs`).
    stage_uses: Vec<StageUse>,
    /// The declaration that first declares it (`order.rs`).
    decl: Option<order::DeclId>,
    /// A member function's struct (a `static` one has no `this`).
    owner: Option<TypeId>,
    /// Each parameter's geometry shader input primitive (`triangle`), if
    /// written, with where (`this` has none).
    primitives: Vec<Option<(ast::Modifier, Span)>>,
}

/// An operation only one shader stage may perform (`discard`, a group
/// barrier), with the diagnostic to give elsewhere.
#[derive(Clone, Debug)]
struct StageUse {
    /// The stages that may perform it.
    stages: &'static [crate::ir::Stage],
    /// The lowest Shader Model of a compute shader that may (`(0, 0)`:
    /// any); libraries, without a profile, are not held to it.
    compute_sm: (u8, u8),
    code: DiagCode,
    /// The message's last argument is the reaching entry point's stage.
    names_stage: bool,
    args: Vec<String>,
    span: Span,
}

/// The implicit object parameter of a member function.
#[derive(Clone, Copy, Debug)]
struct ThisParam {
    /// The struct's type.
    ty: TypeId,
    /// Whether the function assigns to the object (then `this` is passed
    /// `inout`, else `in`; `members.rs` decides from the body's syntax).
    mutating: bool,
}

/// The state of the function whose body is being checked.
struct FnCx {
    index: usize,
    body: Body,
    scopes: Vec<FxHashMap<Symbol, LocalId>>,
    const_locals: FxHashSet<LocalId>,
    /// The parameters whose values may reach a `nointerpolation`
    /// parameter of a callee: those declared `nointerpolation`, and
    /// structs (whose fields may be).
    nointerp_locals: FxHashSet<LocalId>,
    /// The parameters declared `nointerpolation` (`GetAttributeAtVertex`).
    flat_params: FxHashSet<LocalId>,
    /// The resource locals declared `globallycoherent`: each use marks
    /// the global it holds (`coherent.rs`).
    coherent_locals: FxHashSet<LocalId>,
    /// The values of `const` integer locals initialized with a constant
    /// expression (array sizes may name them).
    const_values: FxHashMap<LocalId, i128>,
    ret: TypeId,
    /// Loops enclosing the current statement.
    loops: u32,
    /// Switches enclosing the current statement (`break` may leave them).
    switches: u32,
    /// In a member function: the local holding the object.
    this: Option<(LocalId, ThisParam)>,
    /// In a member function, static or not: its struct.
    owner: Option<TypeId>,
    /// Static locals: the global each one's scope slot stands for.
    static_locals: FxHashMap<LocalId, GlobalId>,
    /// Which global each resource local holds (`resource_locals.rs`).
    resource_sources: resource_locals::Sources,
    /// The first `precise` on the function, a parameter or a local.
    precise: Option<Span>,
    /// Checking a `for` loop's init before HLSL 2021, whose declarations
    /// belong to the enclosing scope (`stmts.rs`).
    for_init: bool,
}

pub(crate) struct Checker<'a> {
    unit: &'a SourceUnit,
    opts: &'a CheckOptions,
    diags: Diagnostics,
    program: Program,
    /// The global namespace's names (`namespaces.rs` has the others).
    globals: FxHashMap<Symbol, GlobalSym>,
    /// Every namespace; `0` is the global one.
    namespaces: Vec<namespaces::Namespace>,
    /// The namespace whose declarations are being checked.
    ns: namespaces::NsId,
    /// Every declaration's check state, and where names are declared.
    order: order::Order<'a>,
    /// The values of `static const` integer globals; `None` for one whose
    /// initializer is in error (already reported).
    const_globals: FxHashMap<GlobalId, Option<i128>>,
    /// Structs whose fields are being checked: a field of one of these
    /// types means a struct containing itself.
    incomplete: FxHashSet<TypeId>,
    /// Enums by name (`E::A` looks here).
    enums: FxHashMap<Symbol, enums::EnumInfo>,
    /// Struct types hidden by a later variable of the same name
    /// (`ConstantBuffer<Constants> Constants;`): as in C++, the name then
    /// denotes the variable, but still the struct where only a type can
    /// be meant (`Constants::X`, a type name).
    hidden_types: FxHashMap<Symbol, TypeId>,
    /// Checked structs' declarations, for their members and as bases.
    struct_decls: FxHashMap<TypeId, &'a ast::StructDecl>,
    /// A derived struct's base.
    struct_bases: FxHashMap<TypeId, TypeId>,
    /// While a struct's fields are declared: its `static const` integer
    /// members' values, which array sizes of later fields may name.
    struct_consts: Vec<FxHashMap<hlsl_base::Symbol, i128>>,
    /// Member functions by struct and name (indices into `funcs`).
    member_fns: FxHashMap<(TypeId, Symbol), Vec<usize>>,
    /// Static members by struct and name.
    statics: FxHashMap<(TypeId, Symbol), GlobalId>,
    /// Template parameters' bindings, one map per instantiation being
    /// checked (only the innermost is visible).
    template_env: Vec<FxHashMap<Symbol, templates::Binding>>,
    struct_templates: FxHashMap<Symbol, &'a ast::StructDecl>,
    /// Explicit specializations (`template <> struct S<int>`) by the
    /// template's name, with their arguments resolved.
    struct_specializations: FxHashMap<Symbol, Vec<specializations::Specialization<'a>>>,
    /// Alias templates (`template <class T> using V = vector<T, 4>;`):
    /// their parameters and aliased type.
    /// Alias templates, with the namespace each is declared in (its
    /// type's names are looked up there).
    alias_templates:
        FxHashMap<Symbol, (&'a ast::TemplateParams, &'a ast::TypeExpr, namespaces::NsId)>,
    /// Globals that are SPIR-V built-in inputs (`inline_builtins.rs`).
    inline_builtins: FxHashMap<GlobalId, inline_builtins::InlineBuiltin>,
    /// The built-in numbers declared so, and whether as outputs.
    inline_builtin_numbers: FxHashMap<u64, bool>,
    /// Interfaces by name: classes that name one as a base must implement
    /// its member functions.
    interfaces: FxHashMap<Symbol, &'a ast::StructDecl>,
    fn_templates: FxHashMap<Symbol, Vec<&'a ast::FunctionDecl>>,
    /// Member function templates by struct and name.
    member_templates: FxHashMap<(TypeId, Symbol), Vec<&'a ast::FunctionDecl>>,
    /// Instances by template (its address) and bindings.
    struct_instances: FxHashMap<(usize, Vec<templates::Binding>), TypeId>,
    /// The inline SPIR-V types by spelling (`spirv_types.rs`).
    spirv_types: FxHashMap<String, TypeId>,
    /// `RayDesc` and the like, once used (`builtin_structs.rs`).
    builtin_structs: FxHashMap<&'static str, TypeId>,
    fn_instances: FxHashMap<(usize, Vec<templates::Binding>), usize>,
    instantiation_depth: u32,
    /// The instances being checked, outermost first, and where each was
    /// requested (for notes).
    instantiations: Vec<(String, Span)>,
    funcs: Vec<FnEntry>,
    fx: Option<FnCx>,
    /// Checking static initializers: expressions go to `program.global_init`.
    in_global_init: bool,
    /// Constant-buffer members with an explicit offset (`register(cN)`,
    /// `packoffset`) and the annotation's span (`offsets.rs`).
    explicit_offsets: FxHashMap<GlobalId, (u32, Span)>,
    /// The push-constant block's declaration, once one is seen
    /// (`push_constants.rs`): DXC allows one.
    push_constant: Option<Span>,
    /// Resource locals not definitely assigned at the point being checked
    /// (`resource_locals.rs`).
    unassigned: resource_locals::Unassigned,
    /// The checked items of the initializer list that sized an unsized
    /// array (`float2 a[] = {1, 2, 3, 4}`), by the list's address, for
    /// the initializer's check to reuse.
    sized_init: Option<(usize, Vec<Typed>, bool)>,
    /// The source values of unsuffixed float literals that `float` rounds,
    /// by body (`FnCx::index`, `None` for static initializers) and
    /// expression. Such a literal is DXC's "literal float": converted to
    /// `double` it keeps its source value (`d * 0.1` multiplies by the
    /// double nearest 0.1, not by the float nearest it).
    exact_floats: FxHashMap<(Option<usize>, ExprId), f64>,
    /// Each struct's size bound and nesting depth, once its fields are
    /// known (`type_limits.rs`).
    struct_extents: FxHashMap<crate::types::StructId, type_limits::Extent>,
    /// The bit-fields of each struct that has some (`bit_fields.rs`).
    bit_fields: FxHashMap<crate::types::StructId, Vec<bit_fields::BitField>>,
    /// Descriptor heap elements being checked (`descriptor_heaps.rs`): the
    /// element expression and its `uint` index.
    heap_indices: FxHashMap<ExprId, ExprId>,
    /// Heap elements chosen by a run-time index whose index is kept in a
    /// hidden local where they are read: a resource local may hold one.
    heap_snapshots: FxHashSet<GlobalId>,
    /// The editor's side tables, when asked for (`side_tables.rs`).
    side: Option<Box<crate::side_tables::SideTables>>,
}

/// A checked expression: its IR node and type, and whether it is a bare
/// literal (whose type adapts to the other operand, as in DXC).
#[derive(Clone, Copy, Debug)]
struct Typed {
    id: ExprId,
    ty: TypeId,
    literal: bool,
}

pub(crate) fn check(
    unit: &SourceUnit,
    opts: &CheckOptions,
    side_tables: bool,
) -> (Program, Diagnostics, Option<crate::side_tables::SideTables>) {
    let mut c = Checker {
        unit,
        opts,
        diags: Diagnostics::new(),
        program: Program {
            layout: opts.layout,
            ..Program::default()
        },
        globals: FxHashMap::default(),
        namespaces: vec![namespaces::Namespace::default()],
        ns: 0,
        order: Default::default(),
        const_globals: FxHashMap::default(),
        incomplete: FxHashSet::default(),
        enums: FxHashMap::default(),
        struct_decls: FxHashMap::default(),
        hidden_types: FxHashMap::default(),
        struct_bases: FxHashMap::default(),
        struct_consts: Vec::new(),
        member_fns: FxHashMap::default(),
        statics: FxHashMap::default(),
        template_env: Vec::new(),
        struct_templates: FxHashMap::default(),
        struct_specializations: FxHashMap::default(),
        alias_templates: FxHashMap::default(),
        inline_builtins: FxHashMap::default(),
        inline_builtin_numbers: FxHashMap::default(),
        interfaces: FxHashMap::default(),
        fn_templates: FxHashMap::default(),
        member_templates: FxHashMap::default(),
        struct_instances: FxHashMap::default(),
        spirv_types: FxHashMap::default(),
        builtin_structs: FxHashMap::default(),
        fn_instances: FxHashMap::default(),
        instantiation_depth: 0,
        instantiations: Vec::new(),
        funcs: Vec::new(),
        fx: None,
        in_global_init: false,
        explicit_offsets: FxHashMap::default(),
        push_constant: None,
        unassigned: Default::default(),
        sized_init: None,
        exact_floats: FxHashMap::default(),
        struct_extents: FxHashMap::default(),
        bit_fields: FxHashMap::default(),
        heap_indices: FxHashMap::default(),
        heap_snapshots: Default::default(),
        side: side_tables.then(Default::default),
    };
    c.collect_decls(&unit.decls, 0);
    c.check_all();
    c.assign_implicit_bindings();
    c.read_vulkan_attrs();
    c.read_ext_attrs();
    let entries = c.select_entry_points();
    c.note_declarations();
    let side = c.side.take().map(|s| *s);
    let (program, diags) = c.finish(entries);
    (program, diags, side)
}

impl<'a> Checker<'a> {
    fn error(&mut self, code: DiagCode, span: Span, args: &[&dyn std::fmt::Display]) {
        self.push(Diagnostic::new(code, span, args));
    }

    /// Every diagnostic goes through here: one found while checking a
    /// template instance says which instance, and where it was requested.
    fn push(&mut self, mut d: Diagnostic) {
        // The innermost instances, and the outermost: the request in the
        // user's code.
        let n = self.instantiations.len();
        let shown = (0..n)
            .rev()
            .take(templates::MAX_NOTES - 1)
            .chain((n >= templates::MAX_NOTES).then_some(0));
        for (name, at) in shown.map(|i| &self.instantiations[i]) {
            d = d.with_note(Diagnostic::new(
                DiagCode::note_in_instantiation,
                *at,
                &[name],
            ));
        }
        self.diags.push(d);
    }

    fn name(&self, ident: ast::Ident) -> &'a str {
        self.unit.names.resolve(ident.sym)
    }

    fn types(&mut self) -> &mut Types {
        &mut self.program.types
    }

    fn type_name(&self, ty: TypeId) -> String {
        self.program.type_name(ty)
    }

    /// The body expressions are added to: the current function's, or the
    /// global initializers'.
    fn body(&mut self) -> &mut Body {
        match (&mut self.fx, self.in_global_init) {
            (Some(fx), false) => &mut fx.body,
            _ => &mut self.program.global_init,
        }
    }

    fn body_ref(&self) -> &Body {
        match (&self.fx, self.in_global_init) {
            (Some(fx), false) => &fx.body,
            _ => &self.program.global_init,
        }
    }

    /// The body expressions are added to: `body_ref`'s choice, as a key.
    fn body_key(&self) -> Option<usize> {
        match (&self.fx, self.in_global_init) {
            (Some(fx), false) => Some(fx.index),
            _ => None,
        }
    }

    /// A float literal expression's source value, where `float` rounded it.
    fn exact_float(&self, id: ExprId) -> Option<f64> {
        self.exact_floats.get(&(self.body_key(), id)).copied()
    }

    fn note_exact_float(&mut self, id: ExprId, value: f64) {
        self.exact_floats.insert((self.body_key(), id), value);
    }

    fn add_expr(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ExprId {
        self.body().exprs.alloc(Expr { kind, ty, span })
    }

    fn typed(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> Typed {
        Typed {
            id: self.add_expr(kind, ty, span),
            ty,
            literal: false,
        }
    }

    /// An erroneous expression (already diagnosed).
    fn error_expr(&mut self, span: Span) -> Typed {
        // A zero literal of the error type keeps the IR well-formed for
        // later checks; programs with errors never reach the back ends.
        self.typed(
            ExprKind::Literal(crate::ir::Literal::Sint(0)),
            Types::ERROR,
            span,
        )
    }

    fn expr_span(&self, e: ExprId) -> Span {
        self.body_ref().exprs[e].span
    }

    /// Orders functions callee-first, reports recursion, runs the flow
    /// checks, and assembles the program.
    fn finish(mut self, entries: Vec<crate::ir::EntryPoint>) -> (Program, Diagnostics) {
        self.report_undefined_callees();
        let order = self.callee_first_order();
        let mut remap = vec![None; self.funcs.len()];
        let mut functions = hlsl_base::Arena::new();
        for &i in &order {
            if let Some(mut f) = self.funcs[i].function.take() {
                remap_calls(&mut f.body, &remap);
                remap[i] = Some(functions.alloc(f));
            }
        }
        self.program.functions = functions;
        self.program.entry_points = entries
            .into_iter()
            .filter_map(|mut e| {
                e.function = remap[raw(e.function)]?;
                Some(e)
            })
            .collect();
        crate::flow::check_returns(&self.program, self.opts.after_errors, &mut self.diags);
        if !self.diags.has_errors() {
            crate::legalize::run(&mut self.program, &mut self.diags);
        }
        // Declarations and bodies are checked in separate passes; report
        // in source order, as a one-pass compiler would.
        self.diags.0.sort_by_key(|d| d.span.lo);
        // A base's member function is checked again for each derived
        // struct: the same mistake is reported once.
        let mut seen = FxHashSet::default();
        self.diags
            .0
            .retain(|d| seen.insert((d.code, d.span, d.message.clone())));
        (self.program, self.diags)
    }

    /// A call of a function that was declared but never given a body.
    fn report_undefined_callees(&mut self) {
        let mut reported = FxHashSet::default();
        let mut found = Vec::new();
        for f in &self.funcs {
            for &(callee, span) in &f.calls {
                if self.funcs[callee].function.is_none() && reported.insert(callee) {
                    found.push((self.funcs[callee].name.clone(), span));
                }
            }
        }
        for (name, span) in found {
            self.error(DiagCode::err_function_not_defined, span, &[&name]);
        }
    }

    /// Depth-first over the call graph; a back edge is recursion.
    fn callee_first_order(&mut self) -> Vec<usize> {
        #[derive(Clone, Copy, PartialEq)]
        enum Mark {
            New,
            Active,
            Done,
        }
        let n = self.funcs.len();
        let mut mark = vec![Mark::New; n];
        let mut order = Vec::with_capacity(n);
        let mut reported = FxHashSet::default();
        for root in 0..n {
            if mark[root] != Mark::New {
                continue;
            }
            // Iterative DFS: (function, next call to visit).
            let mut stack = vec![(root, 0usize)];
            mark[root] = Mark::Active;
            while let Some(&mut (f, ref mut next)) = stack.last_mut() {
                if let Some(&(callee, span)) = self.funcs[f].calls.get(*next) {
                    *next += 1;
                    match mark[callee] {
                        Mark::New => {
                            mark[callee] = Mark::Active;
                            stack.push((callee, 0));
                        }
                        Mark::Active => {
                            if reported.insert(callee) {
                                let name = self.funcs[callee].name.clone();
                                let mut d =
                                    Diagnostic::new(DiagCode::err_recursion, span, &[&name]);
                                let cycle_start =
                                    stack.iter().position(|&(g, _)| g == callee).unwrap_or(0);
                                for &(g, _) in &stack[cycle_start..] {
                                    let fname = self.funcs[g].name.clone();
                                    d = d.with_note(Diagnostic::new(
                                        DiagCode::note_declared_here,
                                        self.funcs[g].span,
                                        &[&fname],
                                    ));
                                }
                                self.push(d);
                            }
                        }
                        Mark::Done => {}
                    }
                } else {
                    mark[f] = Mark::Done;
                    order.push(f);
                    stack.pop();
                }
            }
        }
        order
    }
}

/// A provisional function id: the index into [`Checker::funcs`].
fn provisional(index: usize) -> FunctionId {
    Idx::from_raw(RawIdx::from(index as u32))
}

fn raw(id: FunctionId) -> usize {
    u32::from(id.into_raw()) as usize
}

fn remap_calls(body: &mut Body, remap: &[Option<FunctionId>]) {
    for (_, e) in body.exprs.iter_mut() {
        if let ExprKind::Call { function, .. } = &mut e.kind {
            // Callees come first in the order, so they are already mapped.
            if let Some(Some(id)) = remap.get(raw(*function)) {
                *function = *id;
            }
        }
    }
}
