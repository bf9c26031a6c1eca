//! WHLSL → the typed IR ([`crate::ir::Program`]): the first step of
//! issue 26 (one IR for both languages, docs/design.md "One IR for WHLSL:
//! migration"). A validated unit and its [`CheckedUnit`] become a program
//! that the HLSL interpreter runs; the side-by-side test
//! (`crates/hlslc/tests/whlsl_one_ir.rs`) checks it against the WHLSL
//! interpreter. Not yet the default path: what this module does not
//! translate yet is an [`Untranslated`] with the construct and where.
//!
//! The mapping:
//! * Types: enums become their base integer, `char`/`uchar` 8-bit
//!   integers, `atomic_int`/`atomic_uint` `int`/`uint`, `matrix<T, R, C>`
//!   an R×C matrix (R rows of C components, as WHLSL indexes it).
//! * The standard library's operators, casts, swizzles and index
//!   accessors become IR operators, conversions, compositions, swizzles
//!   and indexing; barriers and `Interlocked*` become intrinsics and
//!   atomics. User functions, user operators and casts are calls.
//! * A compute entry point's `device`/`constant` pointer and
//!   array-reference parameters with a `register(…)` semantic become
//!   structured-buffer globals bound there (a pointer is element 0);
//!   built-ins become parameters with their system value.
//! * `fallthrough;` ending a case is the IR's fall-through (the case's end
//!   is reachable); `trap;` is [`Stmt::Trap`]; the program's
//!   [`BoundsPolicy`] is [`BoundsPolicy::Trap`].

use super::types::{AddressSpace, Category, LiteralTy, Scalar, TyId, TyKind};
use super::{Access, Callee, CheckedUnit, FuncId, FuncOrigin};
use crate::ir::{
    self, Arg, AtomicOp, BinaryOp, Binding, Block, Body, BoundsPolicy, EntryPoint, Expr, ExprId,
    ExprKind, FunctionId, Global, GlobalId, GlobalKind, Intrinsic, Literal, Local, LocalId, Param,
    ParamMode, Program, RegisterClass, Stage, Stmt, SwitchCase, UnaryOp,
};
use crate::types::{self as hty, ResourceKind, TypeId, TypeKind, Types};
use hlsl_base::{FxHashMap, Span, Symbol};
use hlsl_syntax::whlsl::ast::{
    self as ast, BinOp, ConstExpr, Decl, LitKind, SemanticKind, StmtId, StmtKind, Unit,
};

/// What the translation does not handle yet, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Untranslated {
    pub what: String,
    pub span: Span,
}

type R<T> = Result<T, Untranslated>;

fn no<T>(what: impl Into<String>, span: Span) -> R<T> {
    Err(Untranslated {
        what: what.into(),
        span,
    })
}

/// The translated program, and for each WHLSL function, its IR function
/// (user functions only).
#[derive(Debug)]
pub struct Translated {
    pub program: Program,
    pub functions: FxHashMap<FuncId, FunctionId>,
}

/// Translates a unit that checked without errors.
pub fn to_ir(unit: &Unit, cu: &CheckedUnit) -> R<Translated> {
    let mut t = Translator {
        unit,
        cu,
        program: Program {
            bounds: BoundsPolicy::Trap,
            ..Program::default()
        },
        structs: FxHashMap::default(),
        functions: FxHashMap::default(),
        enum_fix: Vec::new(),
    };
    for e in 0..cu.enums.len() {
        let f = t.enum_fix_function(e);
        t.enum_fix.push(f);
    }
    for id in callee_first(cu) {
        t.function(id)?;
    }
    Ok(Translated {
        program: t.program,
        functions: t.functions,
    })
}

/// The user functions, each after every function it may call (WHLSL has
/// no recursion), in declaration order otherwise.
fn callee_first(cu: &CheckedUnit) -> Vec<FuncId> {
    fn visit(cu: &CheckedUnit, f: FuncId, seen: &mut Vec<bool>, out: &mut Vec<FuncId>) {
        if std::mem::replace(&mut seen[f.0 as usize], true) {
            return;
        }
        for &(g, _) in cu.call_graph.get(&f).into_iter().flatten() {
            visit(cu, g, seen, out);
        }
        if matches!(cu.func(f).origin, FuncOrigin::User(_)) {
            out.push(f);
        }
    }
    let mut seen = vec![false; cu.funcs.len()];
    let mut out = Vec::new();
    for (id, _, _) in cu.user_funcs() {
        visit(cu, id, &mut seen, &mut out);
    }
    out
}

struct Translator<'a> {
    unit: &'a Unit,
    cu: &'a CheckedUnit,
    program: Program,
    structs: FxHashMap<u32, hty::StructId>,
    functions: FxHashMap<FuncId, FunctionId>,
    /// Per enum, the function a load of it goes through (see
    /// [`Translator::enum_fix_function`]).
    enum_fix: Vec<FunctionId>,
}

fn scalar(s: Scalar) -> hty::Scalar {
    match s {
        Scalar::Bool => hty::Scalar::BOOL,
        Scalar::UChar => hty::Scalar::U8,
        Scalar::UShort => hty::Scalar::U16,
        Scalar::UInt => hty::Scalar::U32,
        Scalar::Char => hty::Scalar::I8,
        Scalar::Short => hty::Scalar::I16,
        Scalar::Int => hty::Scalar::I32,
        Scalar::Half => hty::Scalar::F16,
        Scalar::Float => hty::Scalar::F32,
    }
}

fn space(s: AddressSpace) -> hty::AddressSpace {
    match s {
        AddressSpace::Thread => hty::AddressSpace::Thread,
        AddressSpace::Threadgroup => hty::AddressSpace::Threadgroup,
        AddressSpace::Device => hty::AddressSpace::Device,
        AddressSpace::Constant => hty::AddressSpace::Constant,
    }
}

impl Translator<'_> {
    /// `E $load_E(E x) { return x == e0 || x == e1 || … ? x : 0; }`: the
    /// spec's rule that loading an enum whose value is none of its
    /// elements gives the enum's zero value (the old interpreter's `fix`).
    fn enum_fix_function(&mut self, e: usize) -> FunctionId {
        let info = &self.cu.enums[e];
        let ty = self.program.types.scalar(scalar(info.base));
        let sp = info.span;
        let mut body = Body::default();
        let local = body.locals.alloc(Local {
            name: "x".into(),
            ty,
            span: sp,
        });
        let add = |body: &mut Body, kind| body.exprs.alloc(Expr { kind, ty, span: sp });
        let read = |body: &mut Body| {
            let p = body.exprs.alloc(Expr {
                kind: ExprKind::Local(local),
                ty,
                span: sp,
            });
            body.exprs.alloc(Expr {
                kind: ExprKind::Load(p),
                ty,
                span: sp,
            })
        };
        let mut cond = None;
        for &(_, v) in &info.elements {
            let x = read(&mut body);
            let lit = add(&mut body, ExprKind::Literal(case_literal(info.base, v)));
            let eq = body.exprs.alloc(Expr {
                kind: ExprKind::Binary {
                    op: BinaryOp::Eq,
                    lhs: x,
                    rhs: lit,
                },
                ty: Types::BOOL,
                span: sp,
            });
            cond = Some(match cond {
                None => eq,
                Some(c) => body.exprs.alloc(Expr {
                    kind: ExprKind::Binary {
                        op: BinaryOp::LogicalOr,
                        lhs: c,
                        rhs: eq,
                    },
                    ty: Types::BOOL,
                    span: sp,
                }),
            });
        }
        let accept = read(&mut body);
        let reject = add(&mut body, ExprKind::Literal(case_literal(info.base, 0)));
        let value = match cond {
            Some(cond) => add(
                &mut body,
                ExprKind::Select {
                    cond,
                    accept,
                    reject,
                },
            ),
            None => reject,
        };
        body.block.stmts.push(Stmt::Return(Some(value)));
        let name = format!("$load_{}", self.name(info.name));
        self.program.functions.alloc(ir::Function {
            name,
            params: vec![Param {
                name: "x".into(),
                ty,
                mode: ParamMode::In,
                semantic: None,
                interpolation: None,
                local,
                span: sp,
            }],
            ret: ty,
            ret_semantic: None,
            body,
            span: sp,
            precise: None,
        })
    }

    fn name(&self, s: Symbol) -> &str {
        self.unit.names.resolve(s)
    }

    /// The IR type of a WHLSL type.
    fn ty(&mut self, ty: TyId, span: Span) -> R<TypeId> {
        let types = &mut self.program.types;
        Ok(match self.cu.types.kind(ty) {
            TyKind::Void => Types::VOID,
            TyKind::Scalar(s) => types.scalar(scalar(s)),
            TyKind::Vector(s, n) => types.vector(scalar(s), n),
            TyKind::Matrix(s, rows, cols) => types.intern(TypeKind::Matrix {
                scalar: scalar(s),
                rows,
                cols,
                column_major: false,
            }),
            TyKind::Atomic(true) => Types::INT,
            TyKind::Atomic(false) => Types::UINT,
            TyKind::Enum(e) => {
                let base = self.cu.enums[e.0 as usize].base;
                self.program.types.scalar(scalar(base))
            }
            TyKind::Struct(s) => {
                let id = self.strukt(s.0, span)?;
                self.program.types.intern(TypeKind::Struct(id))
            }
            TyKind::Array(e, n) => {
                let elem = self.ty(e, span)?;
                self.program
                    .types
                    .intern(TypeKind::Array { elem, len: Some(n) })
            }
            TyKind::Pointer(p, s) => {
                let pointee = self.ty(p, span)?;
                self.program.types.intern(TypeKind::Pointer {
                    pointee,
                    space: space(s),
                })
            }
            TyKind::ArrayRef(e, s) => {
                let elem = self.ty(e, span)?;
                self.program.types.intern(TypeKind::ArrayRef {
                    elem,
                    space: space(s),
                })
            }
            TyKind::Literal(LiteralTy::Int(_)) => Types::INT,
            TyKind::Literal(LiteralTy::UInt(_)) => Types::UINT,
            TyKind::Literal(LiteralTy::Float) => Types::FLOAT,
            TyKind::Texture(..) | TyKind::Sampler => return no("textures and samplers", span),
            TyKind::Literal(LiteralTy::Null) | TyKind::Error => {
                return no("an untyped expression", span)
            }
        })
    }

    fn strukt(&mut self, s: u32, span: Span) -> R<hty::StructId> {
        if let Some(&id) = self.structs.get(&s) {
            return Ok(id);
        }
        let info = &self.cu.structs[s as usize];
        // Registered before its fields: a field may point to the struct.
        let id = self.program.structs.alloc(ir::StructDef {
            name: self.name(info.name).to_string(),
            fields: Vec::new(),
            span: info.span,
        });
        self.structs.insert(s, id);
        let mut fields = Vec::new();
        for f in &info.fields {
            fields.push(ir::Field {
                name: self.name(f.name).to_string(),
                ty: self.ty(f.ty, span)?,
                semantic: None,
                interpolation: None,
                span: f.span,
            });
        }
        self.program.structs[id].fields = fields;
        Ok(id)
    }

    fn function(&mut self, id: FuncId) -> R<()> {
        let cu = self.cu;
        let info = cu.func(id);
        let FuncOrigin::User(decl) = info.origin else {
            return Ok(());
        };
        let Decl::Func(def) = &self.unit.decls[decl] else {
            return no("a function without a definition", info.span);
        };
        let Some(user) = &info.user else {
            return no("a function without parameters", info.span);
        };
        let compute = match &user.stage {
            None => None,
            Some(ast::Stage::Compute(sizes)) => {
                let mut n = [1u32; 3];
                for (d, lit) in n.iter_mut().zip(sizes) {
                    *d = match lit.kind {
                        LitKind::Int(Some(v)) => v as u32,
                        LitKind::UInt(Some(v)) => v as u32,
                        _ => return no("a numthreads size", lit.span),
                    };
                }
                Some(n)
            }
            Some(_) => return no("vertex and fragment entry points", user.name_span),
        };
        let ret = self.ty(info.ret, user.ret_span)?;
        let mut f = FnState {
            body: Body::default(),
            scopes: vec![Vec::new()],
        };
        let mut params = Vec::new();
        for p in &user.params {
            let name = self.name(p.name).to_string();
            if compute.is_some() {
                if let Some(g) = self.entry_resource(p, &name)? {
                    f.scopes[0].push((p.name, Named::Resource(g)));
                    continue;
                }
            }
            // A `thread` pointer parameter is an `inout` parameter of the
            // pointee (see `FnCx::user_call` for when that is exact).
            let thread_pointee = match self.cu.types.kind(p.ty) {
                TyKind::Pointer(t, AddressSpace::Thread) if compute.is_none() => Some(t),
                _ => None,
            };
            let mut ty = self.ty(thread_pointee.unwrap_or(p.ty), p.span)?;
            // A struct of built-ins: its own struct, whose fields carry
            // the semantics.
            if let (Some(_), None, TyKind::Struct(s)) =
                (&compute, &p.semantic, self.cu.types.kind(p.ty))
            {
                ty = self.entry_struct(s.0, p.span)?;
            }
            let local = f.body.locals.alloc(Local {
                name: name.clone(),
                ty,
                span: p.span,
            });
            if thread_pointee.is_some() {
                params.push(Param {
                    name,
                    ty,
                    mode: ParamMode::InOut,
                    semantic: None,
                    interpolation: None,
                    local,
                    span: p.span,
                });
                f.scopes[0].push((p.name, Named::Pointee(local)));
                continue;
            }
            let semantic = match (&compute, &p.semantic) {
                (Some(_), Some(s)) => Some(self.builtin(s)?),
                (Some(_), None) if matches!(self.cu.types.kind(p.ty), TyKind::Struct(_)) => None,
                (Some(_), None) => {
                    return no("an entry-point parameter without a semantic", p.span)
                }
                _ => None,
            };
            params.push(Param {
                name,
                ty,
                mode: ParamMode::In,
                semantic,
                interpolation: None,
                local,
                span: p.span,
            });
            f.scopes[0].push((p.name, Named::Local(local)));
        }
        let mut fx = FnCx { t: self, f: &mut f };
        let block = fx.body_block(def.body)?;
        f.body.block = block;
        let fid = self.program.functions.alloc(ir::Function {
            name: info.name.clone(),
            params,
            ret,
            ret_semantic: None,
            body: f.body,
            span: info.span,
            precise: None,
        });
        self.functions.insert(id, fid);
        if let Some(workgroup_size) = compute {
            self.program.entry_points.push(EntryPoint {
                function: fid,
                stage: Stage::Compute,
                workgroup_size,
                root_signature: None,
                fragment_tests: Default::default(),
            });
        }
        Ok(())
    }

    /// An entry point's struct parameter: a copy of the struct whose
    /// fields have their built-in semantics.
    fn entry_struct(&mut self, s: u32, span: Span) -> R<TypeId> {
        let info = &self.cu.structs[s as usize];
        let mut fields = Vec::new();
        for f in &info.fields {
            let Some(sem) = &f.semantic else {
                return no("an entry-point struct field without a semantic", f.span);
            };
            if matches!(self.cu.types.kind(f.ty), TyKind::Struct(_)) {
                return no("nested entry-point structs", f.span);
            }
            fields.push(ir::Field {
                name: self.name(f.name).to_string(),
                ty: self.ty(f.ty, span)?,
                semantic: Some(self.builtin(sem)?),
                interpolation: None,
                span: f.span,
            });
        }
        let id = self.program.structs.alloc(ir::StructDef {
            name: self.name(info.name).to_string(),
            fields,
            span: info.span,
        });
        Ok(self.program.types.intern(TypeKind::Struct(id)))
    }

    /// A compute built-in parameter's semantic.
    fn builtin(&self, s: &ast::Semantic) -> R<ir::Semantic> {
        let SemanticKind::BuiltIn { name, index } = &s.kind else {
            return no("this entry-point semantic", s.span);
        };
        let text = self.name(name.sym).to_ascii_uppercase();
        let system = match text.as_str() {
            "SV_DISPATCHTHREADID" => ir::SystemValue::DispatchThreadId,
            "SV_GROUPTHREADID" => ir::SystemValue::GroupThreadId,
            "SV_GROUPID" => ir::SystemValue::GroupId,
            "SV_GROUPINDEX" => ir::SystemValue::GroupIndex,
            _ => return no(format!("the semantic '{text}'"), s.span),
        };
        if index.is_some() {
            return no("an indexed built-in semantic", s.span);
        }
        Ok(ir::Semantic {
            written: self.name(name.sym).to_string(),
            name: text,
            index: 0,
            system: Some(system),
            span: s.span,
            vulkan: None,
        })
    }

    /// A `device` or `constant` pointer or array reference parameter bound
    /// to a register: a structured buffer of its element type.
    fn entry_resource(&mut self, p: &super::ParamInfo, name: &str) -> R<Option<GlobalId>> {
        let (elem, sp) = match self.cu.types.kind(p.ty) {
            TyKind::Pointer(e, s) | TyKind::ArrayRef(e, s) => (e, s),
            _ => return Ok(None),
        };
        let Some(ast::Semantic {
            kind: SemanticKind::Register { reg, space: rspace },
            span,
        }) = &p.semantic
        else {
            return no("an entry-point pointer without a register", p.span);
        };
        let kind = match sp {
            AddressSpace::Device => ResourceKind::RWStructuredBuffer,
            AddressSpace::Constant => ResourceKind::StructuredBuffer,
            _ => return no("a threadgroup entry-point parameter", p.span),
        };
        let reg = self.name(reg.sym).to_string();
        let class = match reg.chars().next() {
            Some('u') => RegisterClass::U,
            Some('t') => RegisterClass::T,
            Some('b') => RegisterClass::B,
            Some('s') => RegisterClass::S,
            _ => return no("this register", *span),
        };
        let register = reg[1..].parse().or_else(|_| no("this register", *span))?;
        let space_no = match rspace {
            None => 0,
            Some(s) => self
                .name(s.sym)
                .strip_prefix("space")
                .and_then(|n| n.parse().ok())
                .map_or_else(|| no("this register space", *span), Ok)?,
        };
        let elem = self.ty(elem, p.span)?;
        let ty = self.program.types.intern(TypeKind::Resource { kind, elem });
        let g = self.program.globals.alloc(Global {
            name: name.to_string(),
            ty,
            kind: GlobalKind::Resource(Binding {
                class,
                space: space_no,
                register,
                range: 1,
                explicit: true,
                index: 0,
                order_id: None,
            }),
            init: None,
            span: p.span,
        });
        Ok(Some(g))
    }
}

/// What a `thread` pointer variable points to. WHLSL initializes a
/// pointer variable when it declares it and never assigns it again, so
/// the variable can stand for the place its initializer took the address
/// of, with that place's indices evaluated once, at the declaration, into
/// hidden locals (what the old lowering does with naga's pointers).
#[derive(Clone, Debug)]
enum Recipe {
    /// Points to this local's place after these steps.
    Place(LocalId, Vec<PStep>),
    /// Points to a pointer variable holding this.
    Pointer(std::rc::Rc<Recipe>),
    /// `null`, of a pointer to this type: using it traps.
    Null(TypeId),
}

#[derive(Clone, Copy, Debug)]
enum PStep {
    Field(u32, TypeId),
    Swizzle([u8; 4], u8, TypeId),
    /// An index held in this hidden local.
    Index(LocalId, TypeId),
}

#[derive(Clone)]
enum Named {
    Local(LocalId),
    /// A `thread` pointer parameter: the local holds what it points to.
    Pointee(LocalId),
    /// A `thread` pointer variable.
    Alias(std::rc::Rc<Recipe>),
    /// An entry point's buffer parameter.
    Resource(GlobalId),
}

struct FnState {
    body: Body,
    scopes: Vec<Vec<(Symbol, Named)>>,
}

struct FnCx<'t, 'a> {
    t: &'t mut Translator<'a>,
    f: &'t mut FnState,
}

impl FnCx<'_, '_> {
    fn span(&self, e: ast::ExprId) -> Span {
        self.t.unit.exprs[e].span
    }

    fn add(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ExprId {
        self.f.body.exprs.alloc(Expr { kind, ty, span })
    }

    fn ty_of(&self, e: ExprId) -> TypeId {
        self.f.body.exprs[e].ty
    }

    fn lookup(&self, sym: Symbol, span: Span) -> R<Named> {
        self.f
            .scopes
            .iter()
            .rev()
            .find_map(|s| {
                s.iter()
                    .rev()
                    .find(|(n, _)| *n == sym)
                    .map(|(_, x)| x.clone())
            })
            .map_or_else(|| no("an unknown name", span), Ok)
    }

    /// The WHLSL type of `e`, an open literal given its default type.
    fn wty(&self, e: ast::ExprId) -> R<super::types::ExprTy> {
        match self.t.cu.expr_types.get(e) {
            Some(t) => Ok(*t),
            None => no("an expression the checker did not type", self.span(e)),
        }
    }

    fn ity(&mut self, e: ast::ExprId) -> R<TypeId> {
        let t = self.wty(e)?.ty;
        let sp = self.span(e);
        self.t.ty(t, sp)
    }

    // Statements.

    fn body_block(&mut self, s: StmtId) -> R<Block> {
        match &self.t.unit.stmts[s].kind {
            StmtKind::Block(list) => self.block(list),
            _ => {
                let mut b = Block::default();
                self.stmt(s, &mut b)?;
                Ok(b)
            }
        }
    }

    fn block(&mut self, list: &[StmtId]) -> R<Block> {
        self.f.scopes.push(Vec::new());
        let mut b = Block::default();
        let r = list.iter().try_for_each(|&s| self.stmt(s, &mut b));
        self.f.scopes.pop();
        r.map(|_| b)
    }

    fn stmt(&mut self, s: StmtId, out: &mut Block) -> R<()> {
        let unit = self.t.unit;
        let span = unit.stmts[s].span;
        match &unit.stmts[s].kind {
            StmtKind::Block(list) => {
                let b = self.block(list)?;
                out.stmts.push(Stmt::Block(b));
            }
            StmtKind::Var(v) => {
                let Some(&wt) = self.t.cu.local_types.get(s) else {
                    return no("a variable the checker did not type", span);
                };
                if let TyKind::Pointer(_, AddressSpace::Thread) = self.t.cu.types.kind(wt) {
                    let Some(init) = v.init else {
                        return no("a pointer variable without initializer", span);
                    };
                    let mut x = init;
                    while let ast::ExprKind::Paren(y) = unit.exprs[x].kind {
                        x = y;
                    }
                    let r = match (&unit.exprs[x].kind, self.t.cu.types.kind(wt)) {
                        (
                            ast::ExprKind::Lit(ast::Literal {
                                kind: LitKind::Null,
                                ..
                            }),
                            TyKind::Pointer(t, _),
                        ) => Recipe::Null(self.t.ty(t, span)?),
                        _ => self.recipe(init, Some(out))?,
                    };
                    // `&a[i]` traps at once when `i` is out of bounds: a
                    // read of the place checks it where the pointer is made.
                    if let Recipe::Place(_, steps) = &r {
                        if steps.iter().any(|s| matches!(s, PStep::Index(..))) {
                            let p = self.rebuild(&r, span)?;
                            let ty = self.ty_of(p);
                            let check = self.add(ExprKind::Load(p), ty, span);
                            out.stmts.push(Stmt::Expr(check));
                        }
                    }
                    self.f
                        .scopes
                        .last_mut()
                        .unwrap()
                        .push((v.name.sym, Named::Alias(std::rc::Rc::new(r))));
                    return Ok(());
                }
                let ty = self.t.ty(wt, span)?;
                let local = self.f.body.locals.alloc(Local {
                    name: self.t.name(v.name.sym).to_string(),
                    ty,
                    span: v.name.span,
                });
                // In scope in its own initializer, as the checker has it.
                self.f
                    .scopes
                    .last_mut()
                    .unwrap()
                    .push((v.name.sym, Named::Local(local)));
                let init = v.init.map(|e| self.value(e)).transpose()?;
                out.stmts.push(Stmt::Local { local, init });
            }
            StmtKind::Expr(e) => {
                let x = self.value(*e)?;
                out.stmts.push(Stmt::Expr(x));
            }
            StmtKind::Empty => {}
            StmtKind::Error => return no("an erroneous statement", span),
            StmtKind::If { cond, then, els } => {
                let cond = self.value(*cond)?;
                let then = self.scoped(*then)?;
                let otherwise = self.scoped(*els)?;
                out.stmts.push(Stmt::If {
                    cond,
                    then,
                    otherwise,
                });
            }
            StmtKind::DoWhile { body, cond } => {
                let body = self.scoped(*body)?;
                let cond = self.value(*cond)?;
                out.stmts.push(Stmt::Loop {
                    cond: Some(cond),
                    test_first: false,
                    body,
                    continuing: Block::default(),
                });
            }
            StmtKind::For { cond, step, body } => {
                let cond = self.value(*cond)?;
                let mut continuing = Block::default();
                // An empty step is a `null` literal the checker leaves alone.
                if !matches!(unit.exprs[*step].kind, ast::ExprKind::Lit(_)) {
                    let x = self.value(*step)?;
                    continuing.stmts.push(Stmt::Expr(x));
                }
                let body = self.scoped(*body)?;
                out.stmts.push(Stmt::Loop {
                    cond: Some(cond),
                    test_first: true,
                    body,
                    continuing,
                });
            }
            StmtKind::Switch { value, cases } => self.switch(*value, cases, out)?,
            StmtKind::Break => out.stmts.push(Stmt::Break),
            StmtKind::Continue => out.stmts.push(Stmt::Continue),
            StmtKind::Fallthrough => {
                return no("'fallthrough' before the end of a case", span);
            }
            StmtKind::Return(None) => out.stmts.push(Stmt::Return(None)),
            StmtKind::Return(Some(e)) => {
                let x = self.value(*e)?;
                out.stmts.push(Stmt::Return(Some(x)));
            }
            StmtKind::Trap => out.stmts.push(Stmt::Trap(span)),
        }
        Ok(())
    }

    /// A statement as a block of its own scope.
    fn scoped(&mut self, s: StmtId) -> R<Block> {
        match &self.t.unit.stmts[s].kind {
            StmtKind::Block(list) => self.block(list),
            _ => {
                self.f.scopes.push(Vec::new());
                let mut b = Block::default();
                let r = self.stmt(s, &mut b);
                self.f.scopes.pop();
                r.map(|_| b)
            }
        }
    }

    fn switch(&mut self, value: ast::ExprId, cases: &[ast::SwitchCase], out: &mut Block) -> R<()> {
        let cu = self.t.cu;
        let sp = self.span(value);
        let base = match cu.types.kind(self.wty(value)?.ty) {
            TyKind::Scalar(s) if s.is_integer() => s,
            TyKind::Enum(e) => cu.enums[e.0 as usize].base,
            _ => return no("a switch on a non-integer", sp),
        };
        let mut selector = self.value(value)?;
        // The IR's selector is a 32-bit integer: widen 8- and 16-bit ones.
        let signed = base.is_signed();
        let wide = if signed { Types::INT } else { Types::UINT };
        if self.ty_of(selector) != wide {
            selector = self.add(ExprKind::Convert(selector), wide, sp);
        }
        let mut out_cases = Vec::new();
        for c in cases {
            let values = match &c.value {
                None => Vec::new(),
                Some(ConstExpr::Lit(l)) => {
                    let v = match l.kind {
                        LitKind::Int(Some(v)) => v,
                        LitKind::UInt(Some(v)) => v as i64,
                        _ => return no("a case value that is not an integer", l.span),
                    };
                    vec![case_literal(base, v)]
                }
                Some(ConstExpr::EnumValue(en, el)) => {
                    let Some(info) = cu.enums.iter().find(|e| e.name == en.sym) else {
                        return no("an unknown enum", en.span);
                    };
                    let Some(&(_, v)) = info.elements.iter().find(|(n, _)| *n == el.sym) else {
                        return no("an unknown enum element", el.span);
                    };
                    vec![case_literal(base, v)]
                }
            };
            // A trailing `fallthrough;` is the IR's fall-through: the end
            // of the body is reachable.
            let mut list: &[StmtId] = &c.body;
            if let Some((&last, rest)) = list.split_last() {
                if matches!(self.t.unit.stmts[last].kind, StmtKind::Fallthrough) {
                    list = rest;
                }
            }
            let body = self.block(list)?;
            out_cases.push(SwitchCase {
                is_default: c.value.is_none(),
                values,
                body,
            });
        }
        out.stmts.push(Stmt::Switch {
            selector,
            cases: out_cases,
        });
        Ok(())
    }

    // Expressions.

    /// `e` read as a right value.
    fn value(&mut self, e: ast::ExprId) -> R<ExprId> {
        let et = self.wty(e)?;
        let sp = self.span(e);
        if let Some((getter, _, base, index)) = self.user_accessor(e)? {
            let ty = self.t.ty(et.ty, sp)?;
            let mut args = vec![self.value(base)?];
            if let Some(i) = index {
                args.push(self.value(i)?);
            }
            return self.call(&getter, args, ty, sp);
        }
        if self.abstract_chain(e)? {
            // A library step over a value read through a getter.
            let Some(base) = self.base_of(e) else {
                return no("this expression", sp);
            };
            let b = self.value(base)?;
            return self.step_on(e, b);
        }
        if matches!(et.cat, Category::LValue(_) | Category::AbstractLValue) {
            let p = self.place(e)?;
            let ty = self.ty_of(p);
            let load = self.add(ExprKind::Load(p), ty, sp);
            if let TyKind::Enum(en) = self.t.cu.types.kind(et.ty) {
                let function = self.t.enum_fix[en.0 as usize];
                let x = ExprKind::Call {
                    function,
                    args: vec![Arg::In(load)],
                };
                return Ok(self.add(x, ty, sp));
            }
            return Ok(load);
        }
        let ty = self.t.ty(et.ty, sp)?;
        let unit = self.t.unit;
        match &unit.exprs[e].kind {
            ast::ExprKind::Lit(l) => self.literal(l.kind, ty, sp),
            ast::ExprKind::Paren(x) => self.value(*x),
            ast::ExprKind::Comma { lhs, rhs } => {
                let lhs = self.value(*lhs)?;
                let rhs = self.value(*rhs)?;
                Ok(self.add(ExprKind::Comma { lhs, rhs }, ty, sp))
            }
            ast::ExprKind::Call { args, .. } => {
                let c = self.callee(e)?;
                if let Callee::Library(sig) = &c {
                    if let Some(x) = self.named_library(&sig.name, args, sp)? {
                        return Ok(x);
                    }
                }
                if let Callee::Func(id) = c {
                    if matches!(self.t.cu.func(id).origin, FuncOrigin::User(_)) {
                        return self.user_call(id, args, ty, sp);
                    }
                }
                let args = args.iter().map(|&a| self.value(a)).collect::<R<Vec<_>>>()?;
                self.call(&c, args, ty, sp)
            }
            ast::ExprKind::Member { base, .. } => match self.access(e)? {
                Access::EnumValue(en, i) => {
                    let info = &self.t.cu.enums[en.0 as usize];
                    let v = info.elements[i as usize].1;
                    Ok(self.add(ExprKind::Literal(case_literal(info.base, v)), ty, sp))
                }
                Access::Getter(c) => {
                    let b = self.value(*base)?;
                    self.call(&c, vec![b], ty, sp)
                }
                _ => no("a member access the checker left unresolved", sp),
            },
            ast::ExprKind::Index { base, index } => match self.access(e)? {
                Access::Getter(c) => {
                    let b = self.value(*base)?;
                    let i = self.value(*index)?;
                    self.call(&c, vec![b, i], ty, sp)
                }
                _ => no("an index the checker left unresolved", sp),
            },
            ast::ExprKind::Unary { op, operand } => match op {
                ast::UnaryOp::AddressOf => no("'&' (pointers)", sp),
                ast::UnaryOp::ArrayRef => no("'@' (array references)", sp),
                ast::UnaryOp::Deref => no("a dereference typed as a right value", sp),
                _ => {
                    let a = self.value(*operand)?;
                    let c = self.callee(e)?;
                    self.call(&c, vec![a], ty, sp)
                }
            },
            ast::ExprKind::Postfix { inc, operand } => {
                let c = self.callee(e)?;
                if matches!(c, Callee::Func(_)) || self.abstract_chain(*operand)? {
                    // `tmp = x, x = op(tmp), tmp`, through getters and
                    // setters where `x` has them.
                    let old = self.value(*operand)?;
                    let tmp = self.temp(ty, sp);
                    let save = self.assign_local(tmp, old, sp);
                    let mut make = |s: &mut Self| -> R<ExprId> {
                        let cur = s.read_local(tmp, sp);
                        s.call(&c, vec![cur], ty, sp)
                    };
                    let store = self.store(*operand, &mut make, sp)?;
                    let result = self.read_local(tmp, sp);
                    let tail = self.add(
                        ExprKind::Comma {
                            lhs: store,
                            rhs: result,
                        },
                        ty,
                        sp,
                    );
                    return Ok(self.add(
                        ExprKind::Comma {
                            lhs: save,
                            rhs: tail,
                        },
                        ty,
                        sp,
                    ));
                }
                let target = self.place(*operand)?;
                Ok(self.add(
                    ExprKind::IncDec {
                        target,
                        increment: *inc,
                        prefix: false,
                    },
                    ty,
                    sp,
                ))
            }
            ast::ExprKind::Binary { op, lhs, rhs } => {
                let a = self.value(*lhs)?;
                let b = self.value(*rhs)?;
                match op {
                    BinOp::And | BinOp::Or => {
                        let op = if *op == BinOp::And {
                            BinaryOp::LogicalAnd
                        } else {
                            BinaryOp::LogicalOr
                        };
                        Ok(self.add(ExprKind::Binary { op, lhs: a, rhs: b }, ty, sp))
                    }
                    _ => {
                        let c = self.callee(e)?;
                        self.call(&c, vec![a, b], ty, sp)
                    }
                }
            }
            ast::ExprKind::Ternary { cond, then, els } => {
                let cond = self.value(*cond)?;
                let accept = self.value(*then)?;
                let reject = self.value(*els)?;
                Ok(self.add(
                    ExprKind::Select {
                        cond,
                        accept,
                        reject,
                    },
                    ty,
                    sp,
                ))
            }
            ast::ExprKind::Assign { op, lhs, rhs } => {
                let user_op = match op {
                    Some(_) => matches!(self.callee(e)?, Callee::Func(_)),
                    None => false,
                };
                if user_op || self.abstract_chain(*lhs)? {
                    // `x = e` through a setter, or `x op= e` through a
                    // setter or a user operator: the store (through the
                    // setters) of `tmp = new`, then `tmp`.
                    let tmp = self.temp(ty, sp);
                    let (lhs, rhs, op) = (*lhs, *rhs, *op);
                    let mut make = |s: &mut Self| -> R<ExprId> {
                        let new = match op {
                            None => s.value(rhs)?,
                            Some(_) => {
                                let c = s.callee(e)?;
                                let cur = s.value(lhs)?;
                                let v = s.value(rhs)?;
                                s.call(&c, vec![cur, v], ty, sp)?
                            }
                        };
                        Ok(s.assign_local(tmp, new, sp))
                    };
                    let store = self.store(lhs, &mut make, sp)?;
                    let result = self.read_local(tmp, sp);
                    return Ok(self.add(
                        ExprKind::Comma {
                            lhs: store,
                            rhs: result,
                        },
                        ty,
                        sp,
                    ));
                }
                let target = self.place(*lhs)?;
                let value = self.value(*rhs)?;
                let op = match op {
                    None => None,
                    Some(_) => match self.callee(e)? {
                        Callee::Library(sig) => match binary_op(&sig.name) {
                            Some(op) => Some(op),
                            None => return no(format!("the compound '{}'", sig.name), sp),
                        },
                        Callee::Func(_) => {
                            return no("a compound assignment with a user operator", sp)
                        }
                    },
                };
                let ty = self.ty_of(target);
                Ok(self.add(ExprKind::Assign { target, op, value }, ty, sp))
            }
            ast::ExprKind::Name(_) => no("a name typed as a right value", sp),
            ast::ExprKind::Error => no("an erroneous expression", sp),
        }
    }

    fn literal(&mut self, lit: LitKind, ty: TypeId, sp: Span) -> R<ExprId> {
        let s = match self.t.program.types.get(ty) {
            TypeKind::Scalar(s) => *s,
            _ => return no("a literal of this type (null pointers)", sp),
        };
        let l = match lit {
            LitKind::True => Literal::Bool(true),
            LitKind::False => Literal::Bool(false),
            LitKind::Int(Some(v)) => int_literal(s, v),
            LitKind::UInt(Some(v)) => int_literal(s, v as i64),
            LitKind::Float(x) if s.is_float() => Literal::Float(x as f32 as f64),
            _ => return no("this literal", sp),
        };
        Ok(self.add(ExprKind::Literal(l), ty, sp))
    }

    fn access(&self, e: ast::ExprId) -> R<Access> {
        match self.t.cu.accesses.get(e) {
            Some(a) => Ok(a.clone()),
            None => no("an access the checker did not resolve", self.span(e)),
        }
    }

    fn callee(&self, e: ast::ExprId) -> R<Callee> {
        match self.t.cu.callees.get(e) {
            Some(c) => Ok(c.clone()),
            None => no("a call the checker did not resolve", self.span(e)),
        }
    }

    /// The library's named functions (barriers, atomics), whose pointer
    /// arguments are places in the IR; `None` for other callees.
    fn named_library(&mut self, name: &str, args: &[ast::ExprId], sp: Span) -> R<Option<ExprId>> {
        let barrier = match name {
            "AllMemoryBarrier" => Some(Intrinsic::AllMemoryBarrier),
            "AllMemoryBarrierWithGroupSync" => Some(Intrinsic::AllMemoryBarrierWithGroupSync),
            "DeviceMemoryBarrier" => Some(Intrinsic::DeviceMemoryBarrier),
            "DeviceMemoryBarrierWithGroupSync" => Some(Intrinsic::DeviceMemoryBarrierWithGroupSync),
            "GroupMemoryBarrier" => Some(Intrinsic::GroupMemoryBarrier),
            "GroupMemoryBarrierWithGroupSync" => Some(Intrinsic::GroupMemoryBarrierWithGroupSync),
            _ => None,
        };
        if let Some(op) = barrier {
            let x = ExprKind::Intrinsic {
                op,
                args: Vec::new(),
            };
            return Ok(Some(self.add(x, Types::VOID, sp)));
        }
        let Some(op) = name.strip_prefix("Interlocked") else {
            return Ok(None);
        };
        let op = match op {
            "Add" => AtomicOp::Add,
            "And" => AtomicOp::And,
            "Or" => AtomicOp::Or,
            "Xor" => AtomicOp::Xor,
            "Min" => AtomicOp::Min,
            "Max" => AtomicOp::Max,
            "Exchange" => AtomicOp::Exchange,
            "CompareExchange" => AtomicOp::CompareExchange,
            _ => return Ok(None),
        };
        let dest = self.pointed_place(args[0])?;
        let mut rest = args[1..].iter();
        let compare = match op {
            AtomicOp::CompareExchange => Some(self.value(*rest.next().unwrap())?),
            _ => None,
        };
        let value = self.value(*rest.next().unwrap())?;
        let original = rest.next().map(|&a| self.pointed_place(a)).transpose()?;
        let x = ExprKind::Atomic {
            op,
            dest,
            compare,
            value,
            original,
        };
        Ok(Some(self.add(x, Types::VOID, sp)))
    }

    /// The place a pointer argument points to: `&place`, or an entry
    /// point's buffer pointer (its element 0).
    fn pointed_place(&mut self, e: ast::ExprId) -> R<ExprId> {
        let unit = self.t.unit;
        match &unit.exprs[e].kind {
            ast::ExprKind::Paren(x) => self.pointed_place(*x),
            ast::ExprKind::Unary {
                op: ast::UnaryOp::AddressOf,
                operand,
            } => self.place(*operand),
            ast::ExprKind::Name(id) => match self.lookup(id.sym, id.span)? {
                Named::Resource(g) => Ok(self.buffer_element(g, None, id.span)?),
                Named::Pointee(l) => Ok(self.local_place(l, id.span)),
                Named::Alias(r) => self.rebuild(&r, id.span),
                Named::Local(_) => no("a pointer held in a variable", id.span),
            },
            _ => no("this pointer expression", self.span(e)),
        }
    }

    /// Element `index` (0 when `None`) of an entry point's buffer.
    fn buffer_element(&mut self, g: GlobalId, index: Option<ExprId>, sp: Span) -> R<ExprId> {
        let gty = self.t.program.globals[g].ty;
        let TypeKind::Resource { elem, .. } = *self.t.program.types.get(gty) else {
            return no("a buffer of this type", sp);
        };
        let base = self.add(ExprKind::Global(g), gty, sp);
        let index = match index {
            Some(i) => i,
            None => self.add(ExprKind::Literal(Literal::Uint(0)), Types::UINT, sp),
        };
        Ok(self.add(ExprKind::Index { base, index }, elem, sp))
    }

    /// What a left-value or abstract left-value expression denotes.
    fn place(&mut self, e: ast::ExprId) -> R<ExprId> {
        let unit = self.t.unit;
        let sp = self.span(e);
        match &unit.exprs[e].kind {
            ast::ExprKind::Name(id) => match self.lookup(id.sym, id.span)? {
                Named::Local(l) => Ok(self.local_place(l, sp)),
                Named::Pointee(_) | Named::Alias(_) => no("a pointer used as a value", sp),
                Named::Resource(_) => no("a buffer parameter used as a value", sp),
            },
            ast::ExprKind::Paren(x) => self.place(*x),
            ast::ExprKind::Unary {
                op: ast::UnaryOp::Deref,
                operand,
            } => self.pointed_place_of_value(*operand, sp),
            ast::ExprKind::Member { base, field } => match self.access(e)? {
                Access::AddressTaker(Callee::Func(id)) => match self.t.cu.func(id).origin {
                    FuncOrigin::FieldAddress { field: index, .. } => {
                        let base = self.place(*base)?;
                        let ty = self.ity(e)?;
                        Ok(self.add(ExprKind::Field { base, index }, ty, sp))
                    }
                    _ => no("a user-defined address taker (pointers)", sp),
                },
                Access::GetterSetter {
                    getter: Callee::Library(_),
                    setter: Callee::Library(_),
                } => {
                    let name = self.t.name(field.sym).to_string();
                    let base = self.place(*base)?;
                    let ty = self.ity(e)?;
                    let (pattern, len) = swizzle(&name);
                    Ok(self.add(ExprKind::Swizzle { base, pattern, len }, ty, sp))
                }
                Access::GetterSetter { .. } => no("a user-defined getter and setter", sp),
                _ => no("this member access as a place", sp),
            },
            ast::ExprKind::Index { base, index } => match self.access(e)? {
                Access::AddressTaker(Callee::Library(_))
                | Access::GetterSetter {
                    getter: Callee::Library(_),
                    setter: Callee::Library(_),
                } => {
                    let base = self.place(*base)?;
                    let index = self.value(*index)?;
                    let ty = self.ity(e)?;
                    Ok(self.add(ExprKind::Index { base, index }, ty, sp))
                }
                Access::ArrayRefIndex => {
                    let g = self.buffer_of(*base)?;
                    let index = self.value(*index)?;
                    self.buffer_element(g, Some(index), sp)
                }
                Access::AddressTaker(Callee::Func(_)) => {
                    no("a user-defined index address taker (pointers)", sp)
                }
                Access::GetterSetter { .. } => no("a user-defined index getter and setter", sp),
                _ => no("this index as a place", sp),
            },
            _ => no("an expression that is not a place", sp),
        }
    }

    /// A `.field` or `[index]` expression through a user getter and
    /// setter: (getter, setter, base, index).
    #[allow(clippy::type_complexity)]
    fn user_accessor(
        &self,
        e: ast::ExprId,
    ) -> R<Option<(Callee, Callee, ast::ExprId, Option<ast::ExprId>)>> {
        let unit = self.t.unit;
        let (base, index) = match unit.exprs[e].kind {
            ast::ExprKind::Paren(x) => return self.user_accessor(x),
            ast::ExprKind::Member { base, .. } => (base, None),
            ast::ExprKind::Index { base, index } => (base, Some(index)),
            _ => return Ok(None),
        };
        match self.t.cu.accesses.get(e) {
            Some(Access::GetterSetter {
                getter: getter @ Callee::Func(_),
                setter: setter @ Callee::Func(_),
            }) => Ok(Some((getter.clone(), setter.clone(), base, index))),
            _ => Ok(None),
        }
    }

    /// Whether `e` reaches a user getter and setter: itself, or a base of
    /// its member and index steps.
    fn abstract_chain(&self, e: ast::ExprId) -> R<bool> {
        let unit = self.t.unit;
        match unit.exprs[e].kind {
            ast::ExprKind::Paren(x) => self.abstract_chain(x),
            ast::ExprKind::Member { base, .. } | ast::ExprKind::Index { base, .. } => {
                if self.user_accessor(e)?.is_some() {
                    return Ok(true);
                }
                match self.t.cu.accesses.get(e) {
                    Some(Access::ArrayRefIndex | Access::EnumValue(..)) | None => Ok(false),
                    Some(_) => self.abstract_chain(base),
                }
            }
            _ => Ok(false),
        }
    }

    /// The library member or index step `e` applied to `base` (a place or
    /// a value).
    fn step_on(&mut self, e: ast::ExprId, base: ExprId) -> R<ExprId> {
        let unit = self.t.unit;
        let sp = self.span(e);
        let ty = self.ity(e)?;
        match &unit.exprs[e].kind {
            ast::ExprKind::Paren(x) => self.step_on(*x, base),
            ast::ExprKind::Member { field, .. } => match self.access(e)? {
                Access::AddressTaker(Callee::Func(id)) => match self.t.cu.func(id).origin {
                    FuncOrigin::FieldAddress { field: index, .. } => {
                        Ok(self.add(ExprKind::Field { base, index }, ty, sp))
                    }
                    _ => no("a user-defined address taker (pointers)", sp),
                },
                Access::GetterSetter {
                    getter: Callee::Library(_),
                    ..
                }
                | Access::Getter(Callee::Library(_)) => {
                    let (pattern, len) = swizzle(self.t.name(field.sym));
                    Ok(self.add(ExprKind::Swizzle { base, pattern, len }, ty, sp))
                }
                _ => no("this member access", sp),
            },
            ast::ExprKind::Index { index, .. } => match self.access(e)? {
                Access::AddressTaker(Callee::Library(_))
                | Access::GetterSetter {
                    getter: Callee::Library(_),
                    ..
                }
                | Access::Getter(Callee::Library(_)) => {
                    let index = self.value(*index)?;
                    Ok(self.add(ExprKind::Index { base, index }, ty, sp))
                }
                _ => no("this index", sp),
            },
            _ => no("this step", sp),
        }
    }

    /// The immediate base of a member or index expression.
    fn base_of(&self, e: ast::ExprId) -> Option<ast::ExprId> {
        match self.t.unit.exprs[e].kind {
            ast::ExprKind::Paren(x) => self.base_of(x),
            ast::ExprKind::Member { base, .. } | ast::ExprKind::Index { base, .. } => Some(base),
            _ => None,
        }
    }

    /// Stores the value `make` builds into what `lhs` denotes: a place,
    /// or through a user setter `base = setter(base, [index,] value)`, or
    /// a library step over such a base (`tmp = base; tmp.x = value; base
    /// = tmp`), recursively. As the spec's rewrite says, every base is
    /// read before the value is evaluated (`make` runs last in evaluation
    /// order); a base place is evaluated twice, so it must have no side
    /// effects.
    fn store(
        &mut self,
        lhs: ast::ExprId,
        make: &mut dyn FnMut(&mut Self) -> R<ExprId>,
        sp: Span,
    ) -> R<ExprId> {
        if let Some((_, setter, base, index)) = self.user_accessor(lhs)? {
            let bty = self.ity(base)?;
            let mut outer = |s: &mut Self| -> R<ExprId> {
                let mut args = vec![s.value(base)?];
                if let Some(i) = index {
                    args.push(s.value(i)?);
                }
                args.push(make(s)?);
                s.call(&setter, args, bty, sp)
            };
            return self.store(base, &mut outer, sp);
        }
        if self.abstract_chain(lhs)? {
            let Some(base) = self.base_of(lhs) else {
                return no("this assignment", sp);
            };
            let bty = self.ity(base)?;
            let mut outer = |s: &mut Self| -> R<ExprId> {
                let t = s.temp(bty, sp);
                let old = s.value(base)?;
                let save = s.assign_local(t, old, sp);
                let tp = s.local_place(t, sp);
                let target = s.step_on(lhs, tp)?;
                let value = make(s)?;
                let ty = s.ty_of(target);
                let inner = s.add(
                    ExprKind::Assign {
                        target,
                        op: None,
                        value,
                    },
                    ty,
                    sp,
                );
                let rd = s.read_local(t, sp);
                let tail = s.add(
                    ExprKind::Comma {
                        lhs: inner,
                        rhs: rd,
                    },
                    bty,
                    sp,
                );
                Ok(s.add(
                    ExprKind::Comma {
                        lhs: save,
                        rhs: tail,
                    },
                    bty,
                    sp,
                ))
            };
            return self.store(base, &mut outer, sp);
        }
        let target = self.place(lhs)?;
        if self.has_side_effects(target) {
            return no(
                "an assignment through a setter or user operator to a place with side effects",
                sp,
            );
        }
        let value = make(self)?;
        let ty = self.ty_of(target);
        Ok(self.add(
            ExprKind::Assign {
                target,
                op: None,
                value,
            },
            ty,
            sp,
        ))
    }

    /// A hidden local for a value the translation needs twice.
    fn temp(&mut self, ty: TypeId, sp: Span) -> LocalId {
        self.f.body.locals.alloc(Local {
            name: "$tmp".into(),
            ty,
            span: sp,
        })
    }

    fn assign_local(&mut self, l: LocalId, value: ExprId, sp: Span) -> ExprId {
        let target = self.local_place(l, sp);
        let ty = self.ty_of(target);
        self.add(
            ExprKind::Assign {
                target,
                op: None,
                value,
            },
            ty,
            sp,
        )
    }

    fn read_local(&mut self, l: LocalId, sp: Span) -> ExprId {
        let p = self.local_place(l, sp);
        let ty = self.ty_of(p);
        self.add(ExprKind::Load(p), ty, sp)
    }

    fn local_place(&mut self, l: LocalId, sp: Span) -> ExprId {
        let ty = self.f.body.locals[l].ty;
        self.add(ExprKind::Local(l), ty, sp)
    }

    /// `*p` for a pointer value `p`: an entry point's buffer pointer or a
    /// `thread` pointer parameter yet.
    fn pointed_place_of_value(&mut self, p: ast::ExprId, sp: Span) -> R<ExprId> {
        let unit = self.t.unit;
        let mut e = p;
        while let ast::ExprKind::Paren(x) = unit.exprs[e].kind {
            e = x;
        }
        let thread_pointer = match &unit.exprs[e].kind {
            ast::ExprKind::Name(id) => {
                matches!(
                    self.lookup(id.sym, id.span)?,
                    Named::Pointee(_) | Named::Alias(_)
                )
            }
            ast::ExprKind::Unary {
                op: ast::UnaryOp::Deref,
                ..
            } => true,
            _ => false,
        };
        if thread_pointer {
            let r = self.recipe(e, None)?;
            return self.rebuild(&r, sp);
        }
        match self.buffer_of(p) {
            Ok(g) => self.buffer_element(g, None, sp),
            Err(_) => no("'*' on a pointer value (pointers)", sp),
        }
    }

    /// The recipe of a `thread` pointer expression: a pointer variable or
    /// parameter, `*pp` of a pointer to one, `&v` of a pointer variable,
    /// or (with `hoist`, at a declaration, which receives the index
    /// locals) `&place`.
    fn recipe(&mut self, e: ast::ExprId, hoist: Option<&mut Block>) -> R<Recipe> {
        let unit = self.t.unit;
        let sp = self.span(e);
        match &unit.exprs[e].kind {
            ast::ExprKind::Paren(x) => self.recipe(*x, hoist),
            ast::ExprKind::Name(id) => match self.lookup(id.sym, id.span)? {
                Named::Alias(r) => Ok((*r).clone()),
                Named::Pointee(l) => Ok(Recipe::Place(l, Vec::new())),
                _ => no("this pointer", sp),
            },
            ast::ExprKind::Unary {
                op: ast::UnaryOp::Deref,
                operand,
            } => match self.recipe(*operand, hoist)? {
                Recipe::Pointer(inner) => Ok((*inner).clone()),
                Recipe::Place(..) | Recipe::Null(_) => no("'*' giving a pointer", sp),
            },
            ast::ExprKind::Unary {
                op: ast::UnaryOp::AddressOf,
                operand,
            } => {
                let mut x = *operand;
                while let ast::ExprKind::Paren(y) = unit.exprs[x].kind {
                    x = y;
                }
                if let ast::ExprKind::Name(id) = &unit.exprs[x].kind {
                    if let Named::Alias(r) = self.lookup(id.sym, id.span)? {
                        return Ok(Recipe::Pointer(r));
                    }
                }
                let Some(out) = hoist else {
                    return no("'&' here (pointers)", sp);
                };
                let place = self.place(x)?;
                let (root, steps) = self.capture(place, out)?;
                Ok(Recipe::Place(root, steps))
            }
            _ => no("this pointer expression", sp),
        }
    }

    /// A place's root local and steps, its indices evaluated now into
    /// hidden locals (declared in `out`, in evaluation order).
    fn capture(&mut self, place: ExprId, out: &mut Block) -> R<(LocalId, Vec<PStep>)> {
        let x = &self.f.body.exprs[place];
        let (kind, ty, sp) = (x.kind.clone(), x.ty, x.span);
        match kind {
            ExprKind::Local(l) => Ok((l, Vec::new())),
            ExprKind::Field { base, index } => {
                let (l, mut steps) = self.capture(base, out)?;
                steps.push(PStep::Field(index, ty));
                Ok((l, steps))
            }
            ExprKind::Swizzle { base, pattern, len } => {
                let (l, mut steps) = self.capture(base, out)?;
                steps.push(PStep::Swizzle(pattern, len, ty));
                Ok((l, steps))
            }
            ExprKind::Index { base, index } => {
                let (l, mut steps) = self.capture(base, out)?;
                let ity = self.ty_of(index);
                let tmp = self.temp(ity, sp);
                out.stmts.push(Stmt::Local {
                    local: tmp,
                    init: Some(index),
                });
                steps.push(PStep::Index(tmp, ty));
                Ok((l, steps))
            }
            _ => no("a pointer into a buffer", sp),
        }
    }

    /// A fresh place for what a recipe points to.
    fn rebuild(&mut self, r: &Recipe, sp: Span) -> R<ExprId> {
        if let Recipe::Null(ty) = *r {
            // `*null`: a place whose use traps ([`ExprKind::Deref`]).
            let pty = self.t.program.types.intern(TypeKind::Pointer {
                pointee: ty,
                space: hty::AddressSpace::Thread,
            });
            let null = self.add(ExprKind::Null, pty, sp);
            return Ok(self.add(ExprKind::Deref(null), ty, sp));
        }
        let Recipe::Place(root, steps) = r else {
            return no("a pointer to a pointer used as a place", sp);
        };
        let mut p = self.local_place(*root, sp);
        for &s in steps {
            p = match s {
                PStep::Field(index, ty) => self.add(ExprKind::Field { base: p, index }, ty, sp),
                PStep::Swizzle(pattern, len, ty) => self.add(
                    ExprKind::Swizzle {
                        base: p,
                        pattern,
                        len,
                    },
                    ty,
                    sp,
                ),
                PStep::Index(tmp, ty) => {
                    let index = self.read_local(tmp, sp);
                    self.add(ExprKind::Index { base: p, index }, ty, sp)
                }
            };
        }
        Ok(p)
    }

    /// A call of user function `id`: a `thread` pointer argument is an
    /// `inout` argument of the place it points to. That is exact when
    /// nothing else can reach that place during the call: WHLSL has no
    /// global variables, so only other arguments could, and the
    /// translation refuses a call where two pointer arguments share a
    /// root variable, or another argument both names a pointer
    /// argument's root and has side effects.
    fn user_call(&mut self, id: FuncId, args: &[ast::ExprId], ty: TypeId, sp: Span) -> R<ExprId> {
        let cu = self.t.cu;
        let params = cu.func(id).params.clone();
        let mut out = Vec::new();
        let mut roots: Vec<(usize, LocalId)> = Vec::new();
        for (i, (&a, &pty)) in args.iter().zip(&params).enumerate() {
            if let TyKind::Pointer(_, AddressSpace::Thread) = cu.types.kind(pty) {
                let place = self.pointed_place(a)?;
                let root = match self.f.body.exprs[self.f.body.place_root(place)].kind {
                    ExprKind::Local(root) => root,
                    // `null`: the copy-in traps, as the callee's first use
                    // would (nothing a trapped run did is kept).
                    ExprKind::Deref(_) => {
                        out.push(Arg::Out {
                            place,
                            mode: ParamMode::InOut,
                            copy_in: None,
                            write_back: None,
                        });
                        continue;
                    }
                    _ => return no("a pointer argument into a buffer", self.span(a)),
                };
                if roots.iter().any(|&(_, r)| r == root) {
                    return no("two pointer arguments to one variable", self.span(a));
                }
                roots.push((i, root));
                out.push(Arg::Out {
                    place,
                    mode: ParamMode::InOut,
                    copy_in: None,
                    write_back: None,
                });
            } else {
                out.push(Arg::In(self.value(a)?));
            }
        }
        for (i, arg) in out.iter().enumerate() {
            let x = match *arg {
                Arg::In(x) | Arg::Out { place: x, .. } => x,
            };
            for &(j, root) in &roots {
                if i != j && self.names_local(x, root) && self.has_side_effects(x) {
                    return no(
                        "an argument with side effects on a pointer argument's variable",
                        sp,
                    );
                }
            }
        }
        let Some(&function) = self.t.functions.get(&id) else {
            return no("a call of a function before its translation", sp);
        };
        Ok(self.add(
            ExprKind::Call {
                function,
                args: out,
            },
            ty,
            sp,
        ))
    }

    fn names_local(&self, e: ExprId, l: LocalId) -> bool {
        let mut found = matches!(self.f.body.exprs[e].kind, ExprKind::Local(x) if x == l);
        self.f.body.exprs[e]
            .kind
            .operands(false, |x, _| found |= self.names_local(x, l));
        found
    }

    fn has_side_effects(&self, e: ExprId) -> bool {
        let mut found = matches!(
            self.f.body.exprs[e].kind,
            ExprKind::Assign { .. }
                | ExprKind::IncDec { .. }
                | ExprKind::Call { .. }
                | ExprKind::Atomic { .. }
        );
        self.f.body.exprs[e]
            .kind
            .operands(false, |x, _| found |= self.has_side_effects(x));
        found
    }

    /// The buffer global an expression names (an entry point's buffer
    /// parameter), if it is one.
    fn buffer_of(&mut self, e: ast::ExprId) -> R<GlobalId> {
        let unit = self.t.unit;
        match &unit.exprs[e].kind {
            ast::ExprKind::Paren(x) => self.buffer_of(*x),
            ast::ExprKind::Name(id) => match self.lookup(id.sym, id.span)? {
                Named::Resource(g) => Ok(g),
                Named::Local(_) | Named::Pointee(_) | Named::Alias(_) => {
                    no("an array reference held in a variable", id.span)
                }
            },
            _ => no("this array reference expression", self.span(e)),
        }
    }

    /// A call of `c` with `args`, of type `ty`.
    fn call(&mut self, c: &Callee, args: Vec<ExprId>, ty: TypeId, sp: Span) -> R<ExprId> {
        match c {
            Callee::Func(id) => {
                let info = self.t.cu.func(*id);
                // The getter and setter generated from a struct field's
                // address taker (used on an abstract base).
                let field = |taker: FuncId| match self.t.cu.func(taker).origin {
                    FuncOrigin::FieldAddress { field, .. } => Some(field),
                    _ => None,
                };
                match info.origin {
                    FuncOrigin::GeneratedGetter(t) if field(t).is_some() => {
                        let index = field(t).unwrap_or(0);
                        let x = ExprKind::Field {
                            base: args[0],
                            index,
                        };
                        return Ok(self.add(x, ty, sp));
                    }
                    FuncOrigin::GeneratedSetter(t) if field(t).is_some() => {
                        let index = field(t).unwrap_or(0);
                        let tmp = self.temp(ty, sp);
                        let save = self.assign_local(tmp, args[0], sp);
                        let base = self.local_place(tmp, sp);
                        let fty = self.ty_of(args[1]);
                        let target = self.add(ExprKind::Field { base, index }, fty, sp);
                        let set = self.add(
                            ExprKind::Assign {
                                target,
                                op: None,
                                value: args[1],
                            },
                            fty,
                            sp,
                        );
                        let rd = self.read_local(tmp, sp);
                        let tail = self.add(ExprKind::Comma { lhs: set, rhs: rd }, ty, sp);
                        return Ok(self.add(
                            ExprKind::Comma {
                                lhs: save,
                                rhs: tail,
                            },
                            ty,
                            sp,
                        ));
                    }
                    _ => {}
                }
                let thread_pointer = |&t: &TyId| {
                    matches!(
                        self.t.cu.types.kind(t),
                        TyKind::Pointer(_, AddressSpace::Thread)
                    )
                };
                if info.params.iter().any(thread_pointer) {
                    // Only a call written as one passes `inout`
                    // arguments (`user_call`).
                    return no("an operator or accessor taking a 'thread' pointer", sp);
                }
                if !matches!(info.origin, FuncOrigin::User(_)) {
                    return no(
                        format!("the generated accessor '{}' (pointers)", info.name),
                        sp,
                    );
                }
                let Some(&function) = self.t.functions.get(id) else {
                    return no(
                        format!("a call of '{}' before its translation", info.name),
                        sp,
                    );
                };
                let args = args.into_iter().map(Arg::In).collect();
                Ok(self.add(ExprKind::Call { function, args }, ty, sp))
            }
            Callee::Library(sig) => self.library(&sig.name, &sig.params, args, ty, sp),
        }
    }

    /// A standard-library operator, cast or accessor applied to values.
    fn library(
        &mut self,
        name: &str,
        params: &[TyId],
        mut args: Vec<ExprId>,
        ty: TypeId,
        sp: Span,
    ) -> R<ExprId> {
        let cu = self.t.cu;
        if name.starts_with("operator ") {
            return self.cast(args, ty, sp);
        }
        let Some(op) = name.strip_prefix("operator") else {
            return no(format!("the library function '{name}'"), sp);
        };
        let first = params.first().map(|&p| cu.types.kind(p));
        if op == "[]" {
            let (base, index) = (args[0], args[1]);
            return Ok(self.add(ExprKind::Index { base, index }, ty, sp));
        }
        if let Some(field) = op.strip_prefix('.') {
            if field.ends_with('=') {
                return no(format!("the setter '{name}' as a value"), sp);
            }
            let (pattern, len) = swizzle(field);
            let base = args[0];
            return Ok(self.add(ExprKind::Swizzle { base, pattern, len }, ty, sp));
        }
        if args.len() == 1 {
            let a = args.remove(0);
            let op = match op {
                "+" => return Ok(a),
                "++" | "--" => {
                    let s = self
                        .t
                        .program
                        .types
                        .scalar_of(ty)
                        .unwrap_or(hty::Scalar::I32);
                    let sty = self.t.program.types.scalar(s);
                    let lit = match s.kind {
                        hty::ScalarKind::Float => Literal::Float(1.0),
                        hty::ScalarKind::Sint => Literal::Sint(1),
                        _ => Literal::Uint(1),
                    };
                    let mut one = self.add(ExprKind::Literal(lit), sty, sp);
                    if sty != ty {
                        one = self.add(ExprKind::Splat(one), ty, sp);
                    }
                    let op = if op == "++" {
                        BinaryOp::Add
                    } else {
                        BinaryOp::Sub
                    };
                    let x = ExprKind::Binary {
                        op,
                        lhs: a,
                        rhs: one,
                    };
                    return Ok(self.add(x, ty, sp));
                }
                "-" => UnaryOp::Neg,
                "!" => UnaryOp::Not,
                "~" => UnaryOp::BitNot,
                _ => return no(format!("the library operator '{name}'"), sp),
            };
            return Ok(self.add(ExprKind::Unary { op, expr: a }, ty, sp));
        }
        let Some(bop) = binary_op(name) else {
            return no(format!("the library operator '{name}'"), sp);
        };
        let (a, b) = (args[0], args[1]);
        let vector = matches!(first, Some(TyKind::Vector(..)));
        if vector && matches!(bop, BinaryOp::Eq | BinaryOp::Ne) {
            // WHLSL compares whole vectors: all components equal, or any
            // differs.
            let aty = self.ty_of(a);
            let n = self.t.program.types.vector_size(aty).unwrap_or(0);
            let bools = self.t.program.types.shaped(hty::Scalar::BOOL, n);
            let cmp = self.add(
                ExprKind::Binary {
                    op: bop,
                    lhs: a,
                    rhs: b,
                },
                bools,
                sp,
            );
            let reduce = if bop == BinaryOp::Eq {
                Intrinsic::All
            } else {
                Intrinsic::Any
            };
            let x = ExprKind::Intrinsic {
                op: reduce,
                args: vec![cmp],
            };
            return Ok(self.add(x, ty, sp));
        }
        Ok(self.add(
            ExprKind::Binary {
                op: bop,
                lhs: a,
                rhs: b,
            },
            ty,
            sp,
        ))
    }

    /// `T(args)`: a conversion, a construction, or the value itself.
    fn cast(&mut self, mut args: Vec<ExprId>, ty: TypeId, sp: Span) -> R<ExprId> {
        let types = &self.t.program.types;
        if args.len() == 1 {
            let a = args[0];
            let aty = self.ty_of(a);
            if aty == ty {
                return Ok(a);
            }
            let same_shape = match (types.get(aty), types.get(ty)) {
                (TypeKind::Scalar(_), TypeKind::Scalar(_)) => true,
                (TypeKind::Vector(_, n), TypeKind::Vector(_, m)) => n == m,
                _ => false,
            };
            if same_shape {
                return Ok(self.add(ExprKind::Convert(a), ty, sp));
            }
        }
        match *types.get(ty) {
            TypeKind::Vector(..) => Ok(self.add(ExprKind::Compose(args), ty, sp)),
            TypeKind::Matrix {
                scalar, rows, cols, ..
            } => {
                let all_scalars = args.iter().all(|&a| {
                    matches!(self.t.program.types.get(self.ty_of(a)), TypeKind::Scalar(_))
                });
                if all_scalars && args.len() == (rows * cols) as usize {
                    let row_ty = self.t.program.types.vector(scalar, cols);
                    let mut rows_x = Vec::new();
                    for chunk in args.chunks(cols as usize) {
                        rows_x.push(self.add(ExprKind::Compose(chunk.to_vec()), row_ty, sp));
                    }
                    args = rows_x;
                }
                Ok(self.add(ExprKind::Compose(args), ty, sp))
            }
            _ => no("this cast", sp),
        }
    }
}

/// The IR operator of a library operator's name.
fn binary_op(name: &str) -> Option<BinaryOp> {
    Some(match name.strip_prefix("operator")? {
        "+" => BinaryOp::Add,
        "-" => BinaryOp::Sub,
        "*" => BinaryOp::Mul,
        "/" => BinaryOp::Div,
        "%" => BinaryOp::Rem,
        "<<" => BinaryOp::Shl,
        ">>" => BinaryOp::Shr,
        "&" => BinaryOp::BitAnd,
        "|" => BinaryOp::BitOr,
        "^" => BinaryOp::BitXor,
        "<" => BinaryOp::Lt,
        ">" => BinaryOp::Gt,
        "<=" => BinaryOp::Le,
        ">=" => BinaryOp::Ge,
        "==" => BinaryOp::Eq,
        "!=" => BinaryOp::Ne,
        _ => return None,
    })
}

fn swizzle(field: &str) -> ([u8; 4], u8) {
    let mut comps = [0; 4];
    for (i, c) in field.chars().take(4).enumerate() {
        comps[i] = "xyzw".find(c).or_else(|| "rgba".find(c)).unwrap_or(0) as u8;
    }
    (comps, field.len().min(4) as u8)
}

/// An integer literal of scalar `s`, wrapped to its width.
fn int_literal(s: hty::Scalar, v: i64) -> Literal {
    use hty::ScalarKind as K;
    match s.kind {
        K::Float => Literal::Float(v as f64),
        K::Bool => Literal::Bool(v != 0),
        K::Uint => {
            let bits = 8 * u32::from(s.width);
            let mask = if bits >= 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            Literal::Uint(v as u64 & mask)
        }
        K::Sint => {
            let shift = 64 - 8 * u32::from(s.width);
            Literal::Sint((v << shift) >> shift)
        }
    }
}

/// A literal of an integer (or enum base) type's value `v`.
fn case_literal(base: Scalar, v: i64) -> Literal {
    int_literal(scalar(base), v)
}
