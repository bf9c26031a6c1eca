//! Function-lowering state: the naga function being built, naga's emitter
//! (every run of non-pre-emitted expressions is covered by a
//! `Statement::Emit` in the block that uses it), and the map from IR locals
//! to naga pointers.

use crate::resources::{span, GlobalRef};
use crate::types::{Layout, TypeCache};
use crate::Lowered;
use hlsl_base::{FxHashMap, FxHashSet, Span};
use hlsl_sema::ir::{Body, ExprId, FunctionId, GlobalId, LocalId, ParamMode, Program};
use hlsl_sema::types::{TypeId, Types};
use naga::{Block, Expression, Handle, Statement};

/// Module-wide lowering state.
pub(crate) struct ModuleCtx<'a> {
    pub program: &'a Program,
    pub module: naga::Module,
    pub types: TypeCache,
    pub globals: FxHashMap<GlobalId, GlobalRef>,
    /// What the textures among `globals` are.
    pub globals_info: FxHashMap<GlobalId, crate::images::ImageInfo>,
    /// The samplers of `vk::SampledTexture*` globals, by whether they
    /// compare (see `images.rs`).
    pub combined_samplers: FxHashMap<(GlobalId, bool), Handle<naga::GlobalVariable>>,
    pub functions: FxHashMap<FunctionId, Handle<naga::Function>>,
    /// Every resource's and cbuffer's (set, binding).
    pub bindings: &'a crate::BindingMap,
    /// Globals that are atomic destinations (see `atomic.rs`), and the
    /// naga variables of those that are structured buffers.
    pub atomic_globals: FxHashSet<GlobalId>,
    pub atomic_buffers: FxHashSet<Handle<naga::GlobalVariable>>,
    /// Structured buffers kept as `u32` words (see `split.rs`), with
    /// their element stride in words.
    pub word_buffers: FxHashMap<Handle<naga::GlobalVariable>, u32>,
    /// The packing of each structured or typed buffer's elements.
    pub buffer_packing: FxHashMap<Handle<naga::GlobalVariable>, hlsl_sema::layout::Packing>,
    /// The counter buffers of structured buffers (see `counters.rs`).
    pub counters: FxHashMap<GlobalId, Handle<naga::GlobalVariable>>,
    /// The entry point's stage.
    pub stage: hlsl_sema::ir::Stage,
    /// Private globals for the subgroup invocation id and size (see
    /// `intrinsics.rs`), once a function reads them.
    pub lane_vars: Option<[Handle<naga::GlobalVariable>; 2]>,
    /// Statics whose initializers do not fold to constants, in declaration
    /// order: each entry point assigns them first (see `static_inits.rs`).
    pub runtime_statics: Vec<(GlobalId, Handle<naga::GlobalVariable>)>,
    /// The functions the entry point reaches (`entry::reachable_functions`).
    pub reachable: FxHashSet<FunctionId>,
    /// `-fvk-use-dx-position-w` (see [`crate::Options::dx_position_w`]).
    pub dx_position_w: bool,
    /// See [`crate::Options::nonzero_base`].
    pub nonzero_base: crate::NonzeroBase,
    /// The entry point's function (`per_vertex.rs` reads its inputs).
    pub entry_function: Option<FunctionId>,
    /// The inputs read by `GetAttributeAtVertex` (see `per_vertex.rs`).
    pub per_vertex: crate::per_vertex::PerVertex,
    /// The entry point's stage variables with semantics (`entry.rs`), for
    /// `-fspv-reflect`.
    pub stage_semantics: Vec<crate::spirv_reflect::StageSemantic>,
    /// The variable of each cbuffer that has one (`resources.rs`).
    pub cbuffer_vars: Vec<(hlsl_sema::ir::CBufferId, Handle<naga::GlobalVariable>)>,
}

impl<'a> ModuleCtx<'a> {
    pub fn new(program: &'a Program, bindings: &'a crate::BindingMap) -> ModuleCtx<'a> {
        ModuleCtx {
            program,
            bindings,
            module: naga::Module::default(),
            types: TypeCache::default(),
            globals: FxHashMap::default(),
            globals_info: FxHashMap::default(),
            functions: FxHashMap::default(),
            combined_samplers: FxHashMap::default(),
            atomic_globals: crate::atomic::atomic_globals(program),
            atomic_buffers: FxHashSet::default(),
            word_buffers: FxHashMap::default(),
            buffer_packing: FxHashMap::default(),
            counters: FxHashMap::default(),
            stage: hlsl_sema::ir::Stage::Compute,
            lane_vars: None,
            runtime_statics: Vec::new(),
            reachable: FxHashSet::default(),
            dx_position_w: false,
            nonzero_base: crate::NonzeroBase::default(),
            entry_function: None,
            per_vertex: Default::default(),
            stage_semantics: Vec::new(),
            cbuffer_vars: Vec::new(),
        }
    }

    pub fn ty(&mut self, ty: TypeId, layout: Layout, sp: Span) -> Lowered<Handle<naga::Type>> {
        self.types
            .get(&mut self.module, self.program, ty, layout, sp)
    }

    /// A pointer type to `base` in function memory (for out parameters).
    pub fn function_pointer(&mut self, base: Handle<naga::Type>) -> Handle<naga::Type> {
        self.module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Pointer {
                    base,
                    space: naga::AddressSpace::Function,
                },
            },
            naga::Span::default(),
        )
    }
}

/// Per-function lowering state.
pub(crate) struct FnCtx<'m, 'a> {
    pub m: &'m mut ModuleCtx<'a>,
    pub body: &'a Body,
    pub f: naga::Function,
    emitter: naga::proc::Emitter,
    /// Pointer expressions for IR locals (a local variable, or the pointer
    /// argument of an out/inout parameter).
    pub locals: FxHashMap<LocalId, Handle<Expression>>,
    /// The locals lowered as values (see `value_locals.rs`), and the values
    /// of those declared so far.
    pub value_locals: FxHashSet<LocalId>,
    pub values: FxHashMap<LocalId, Handle<Expression>>,
    /// While an assignment's target is lowered: the texel its write goes
    /// into part of (`tex[p].x = v`), and, once reached, the copy the part
    /// is written in with the texel place to store it back to
    /// (`place.rs`, `texel_as_temp`).
    pub texel_target: Option<hlsl_sema::ir::ExprId>,
    pub texel_copy: Option<(Handle<Expression>, crate::place::Place)>,
}

impl<'m, 'a> FnCtx<'m, 'a> {
    pub fn new(m: &'m mut ModuleCtx<'a>, body: &'a Body) -> FnCtx<'m, 'a> {
        FnCtx {
            m,
            body,
            f: naga::Function::default(),
            emitter: naga::proc::Emitter::default(),
            locals: FxHashMap::default(),
            value_locals: FxHashSet::default(),
            values: FxHashMap::default(),
            texel_target: None,
            texel_copy: None,
        }
    }

    /// Whether `e` is a place in naga memory: an IR place whose root is
    /// not a local lowered as a value.
    pub fn is_place(&self, e: ExprId) -> bool {
        self.body.is_place(e) && !self.is_value_chain(e)
    }

    /// Whether `e` is a step chain from a local lowered as a value.
    pub fn is_value_chain(&self, e: ExprId) -> bool {
        crate::value_locals::root_local(self.body, e)
            .is_some_and(|l| self.value_locals.contains(&l))
    }

    /// Names a local's value for the text back ends (a WGSL `let`), unless
    /// it already has a name or is not emitted (a literal, an argument).
    pub fn name_value(&mut self, value: Handle<Expression>, name: &str) {
        if !self.f.expressions[value].needs_pre_emit()
            && !self.f.named_expressions.contains_key(&value)
        {
            self.f.named_expressions.insert(value, name.to_string());
        }
    }

    /// Starts emitting into the current block.
    pub fn start(&mut self) {
        self.emitter.start(&self.f.expressions);
    }

    /// Ends the current run of expressions with an `Emit` in `block`.
    pub fn flush(&mut self, block: &mut Block) {
        crate::emit::flush(&mut self.emitter, &self.f, block);
    }

    /// Appends an expression; pre-emitted ones (literals, variables,
    /// arguments) are kept out of `Emit` ranges.
    pub fn add(&mut self, e: Expression, sp: Span, block: &mut Block) -> Handle<Expression> {
        // An empty struct's value (`types.rs`, `empty_struct`): naga's
        // struct has a member the empty `Compose` does not give.
        let e = match e {
            Expression::Compose { ty, components } if components.is_empty() => {
                Expression::ZeroValue(ty)
            }
            e => e,
        };
        crate::emit::add(&mut self.emitter, &mut self.f, e, sp, block)
    }

    /// Pushes a statement after the expressions emitted so far.
    pub fn stmt(&mut self, s: Statement, sp: Span, block: &mut Block) {
        self.flush(block);
        block.push(s, span(sp));
        self.start();
    }

    /// Builds a nested block; the caller has flushed its own block.
    pub fn nested(
        &mut self,
        build: impl FnOnce(&mut Self, &mut Block) -> Lowered<()>,
    ) -> Lowered<Block> {
        let mut b = Block::new();
        self.start();
        build(self, &mut b)?;
        self.flush(&mut b);
        Ok(b)
    }

    /// A fresh function-memory temporary; returns a pointer to it.
    pub fn temp(
        &mut self,
        ty: Handle<naga::Type>,
        name: &str,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        crate::emit::local(&mut self.emitter, &mut self.f, ty, name, sp, block)
    }

    pub fn load(
        &mut self,
        pointer: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        self.add(Expression::Load { pointer }, sp, block)
    }

    pub fn store(
        &mut self,
        pointer: Handle<Expression>,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) {
        self.stmt(Statement::Store { pointer, value }, sp, block);
    }

    /// Calls a lowered function; the emitter is restarted after the call.
    pub fn call(
        &mut self,
        function: Handle<naga::Function>,
        arguments: Vec<Handle<Expression>>,
        has_result: bool,
        sp: Span,
        block: &mut Block,
    ) -> Option<Handle<Expression>> {
        self.flush(block);
        let result = has_result.then(|| {
            self.f
                .expressions
                .append(Expression::CallResult(function), span(sp))
        });
        block.push(
            Statement::Call {
                function,
                arguments,
                result,
            },
            span(sp),
        );
        self.start();
        result
    }
}

/// Lowers one HLSL function to a naga function: `in` parameters are copied
/// into local variables (HLSL parameters are mutable) unless they are
/// lowered as values; `out`/`inout` parameters are pointers to the
/// caller's temporaries.
pub(crate) fn lower_function(m: &mut ModuleCtx, fid: FunctionId) -> Lowered<naga::Function> {
    let program = m.program;
    let func = &program.functions[fid];
    let mut c = FnCtx::new(m, &func.body);
    c.value_locals = crate::value_locals::value_locals(program, func);
    c.f.name = Some(func.name.clone());
    let mut entry_block = Block::new();
    c.start();
    for (i, p) in func.params.iter().enumerate() {
        let ty = c.m.ty(p.ty, Layout::Natural, p.span)?;
        let arg_ty = match p.mode {
            ParamMode::In => ty,
            ParamMode::Out | ParamMode::InOut => c.m.function_pointer(ty),
        };
        c.f.arguments.push(naga::FunctionArgument {
            name: Some(p.name.clone()),
            ty: arg_ty,
            binding: None,
        });
        let arg = c.add(
            Expression::FunctionArgument(i as u32),
            p.span,
            &mut entry_block,
        );
        match p.mode {
            ParamMode::In if c.value_locals.contains(&p.local) => {
                c.values.insert(p.local, arg);
            }
            ParamMode::In => {
                let ptr = c.temp(ty, &p.name, p.span, &mut entry_block);
                c.store(ptr, arg, p.span, &mut entry_block);
                c.locals.insert(p.local, ptr);
            }
            ParamMode::Out | ParamMode::InOut => {
                c.locals.insert(p.local, arg);
            }
        }
    }
    for (lid, local) in func.body.locals.iter() {
        // Resource locals: the checker turned every use into the global
        // they hold; they have no storage.
        let handle = matches!(
            c.m.program.types.get(local.ty),
            hlsl_sema::types::TypeKind::Resource { .. }
        );
        if c.locals.contains_key(&lid) || c.value_locals.contains(&lid) || handle {
            continue;
        }
        let ty = c.m.ty(local.ty, Layout::Natural, local.span)?;
        let ptr = c.temp(ty, &local.name, local.span, &mut entry_block);
        c.locals.insert(lid, ptr);
    }
    if func.ret != Types::VOID {
        let ty = c.m.ty(func.ret, Layout::Natural, func.span)?;
        c.f.result = Some(naga::FunctionResult { ty, binding: None });
    }
    c.block(&func.body.block, &mut entry_block)?;
    c.flush(&mut entry_block);
    c.f.body = entry_block;
    Ok(c.f)
}
