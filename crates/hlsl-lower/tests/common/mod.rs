//! A small builder for typed-IR programs, so lowering can be tested
//! without the checker.
#![allow(dead_code)]

use hlsl_base::Span;
use hlsl_sema::ir::*;
use hlsl_sema::types::{ResourceKind, Scalar, TypeId, TypeKind, Types};

pub struct ProgramBuilder {
    pub p: Program,
}

pub fn sem(name: &str, index: u32, system: Option<SystemValue>) -> Option<Semantic> {
    Some(Semantic {
        name: name.into(),
        index,
        system,
        span: Span::DUMMY,
        written: name.into(),
        vulkan: None,
    })
}

impl ProgramBuilder {
    pub fn new() -> Self {
        ProgramBuilder {
            // Hand-built buffers are laid out as FXC lays them out.
            p: Program {
                layout: hlsl_sema::layout::LayoutRules::Dx,
                ..Program::default()
            },
        }
    }
    pub fn vec(&mut self, s: Scalar, n: u8) -> TypeId {
        self.p.types.vector(s, n)
    }
    pub fn array(&mut self, elem: TypeId, len: u32) -> TypeId {
        self.p.types.intern(TypeKind::Array {
            elem,
            len: Some(len),
        })
    }
    pub fn structure(&mut self, name: &str, fields: &[(&str, TypeId, Option<Semantic>)]) -> TypeId {
        let id = self.p.structs.alloc(StructDef {
            name: name.into(),
            fields: fields
                .iter()
                .map(|(n, t, s)| Field {
                    name: (*n).into(),
                    ty: *t,
                    semantic: s.clone(),
                    interpolation: None,
                    span: Span::DUMMY,
                })
                .collect(),
            span: Span::DUMMY,
        });
        self.p.types.intern(TypeKind::Struct(id))
    }
    pub fn buffer(&mut self, name: &str, kind: ResourceKind, elem: TypeId, reg: u32) -> GlobalId {
        let ty = self.p.types.intern(TypeKind::Resource { kind, elem });
        self.p.globals.alloc(Global {
            name: name.into(),
            ty,
            kind: GlobalKind::Resource(Binding {
                class: kind.register_class(),
                space: 0,
                register: reg,
                range: 1,
                explicit: true,
                index: 0,
                order_id: None,
            }),
            init: None,
            span: Span::DUMMY,
        })
    }
    /// A cbuffer whose members are placed with `layout::cbuffer_place`.
    pub fn cbuffer(&mut self, name: &str, reg: u32, members: &[(&str, TypeId)]) -> Vec<GlobalId> {
        let cb = self.p.cbuffers.alloc(CBuffer {
            name: name.into(),
            binding: Binding {
                class: RegisterClass::B,
                space: 0,
                register: reg,
                range: 1,
                explicit: true,
                index: 0,
                order_id: None,
            },
            members: Vec::new(),
            size: 0,
            span: Span::DUMMY,
            resource: None,
            packing: hlsl_sema::layout::Packing::CBuffer,
            push_constant: false,
        });
        let mut offset = 0;
        let mut ids = Vec::new();
        for (i, (n, t)) in members.iter().enumerate() {
            let size = hlsl_sema::layout::cbuffer_size(&self.p.types, &self.p.structs, *t);
            let at = hlsl_sema::layout::cbuffer_place(&self.p.types, offset, size, *t);
            offset = at + size;
            ids.push(self.p.globals.alloc(Global {
                name: (*n).into(),
                ty: *t,
                kind: GlobalKind::CBufferMember {
                    cbuffer: cb,
                    index: i as u32,
                    offset: at,
                },
                init: None,
                span: Span::DUMMY,
            }));
        }
        self.p.cbuffers[cb].members = ids.clone();
        self.p.cbuffers[cb].size = offset.next_multiple_of(16);
        ids
    }
    pub fn global(&mut self, name: &str, ty: TypeId, kind: GlobalKind) -> GlobalId {
        self.p.globals.alloc(Global {
            name: name.into(),
            ty,
            kind,
            init: None,
            span: Span::DUMMY,
        })
    }
    pub fn function(&mut self, f: FnBuilder) -> FunctionId {
        self.p.functions.alloc(f.finish())
    }
    pub fn entry(&mut self, f: FunctionId, stage: Stage, workgroup_size: [u32; 3]) {
        self.p.entry_points.push(EntryPoint {
            function: f,
            stage,
            workgroup_size,
            root_signature: None,
            fragment_tests: Default::default(),
        });
    }
}

pub struct FnBuilder {
    pub name: String,
    pub params: Vec<Param>,
    pub ret: TypeId,
    pub ret_semantic: Option<Semantic>,
    pub body: Body,
    /// The stack of open blocks; statements go to the last.
    blocks: Vec<Vec<Stmt>>,
}

impl FnBuilder {
    pub fn new(name: &str, ret: TypeId) -> Self {
        FnBuilder {
            name: name.into(),
            params: Vec::new(),
            ret,
            ret_semantic: None,
            body: Body::default(),
            blocks: vec![Vec::new()],
        }
    }
    pub fn param(
        &mut self,
        name: &str,
        ty: TypeId,
        mode: ParamMode,
        semantic: Option<Semantic>,
    ) -> LocalId {
        let local = self.local_decl(name, ty);
        self.params.push(Param {
            name: name.into(),
            ty,
            mode,
            semantic,
            interpolation: None,
            local,
            span: Span::DUMMY,
        });
        local
    }
    fn local_decl(&mut self, name: &str, ty: TypeId) -> LocalId {
        self.body.locals.alloc(Local {
            name: name.into(),
            ty,
            span: Span::DUMMY,
        })
    }
    /// Declares a local with an optional initializer (a statement).
    pub fn let_(&mut self, name: &str, ty: TypeId, init: Option<ExprId>) -> LocalId {
        let l = self.local_decl(name, ty);
        self.push(Stmt::Local { local: l, init });
        l
    }
    pub fn e(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.body.exprs.alloc(Expr {
            kind,
            ty,
            span: Span::DUMMY,
        })
    }
    pub fn ty_of(&self, e: ExprId) -> TypeId {
        self.body.exprs[e].ty
    }
    pub fn uint(&mut self, v: u64) -> ExprId {
        self.e(ExprKind::Literal(Literal::Uint(v)), Types::UINT)
    }
    pub fn int(&mut self, v: i64) -> ExprId {
        self.e(ExprKind::Literal(Literal::Sint(v)), Types::INT)
    }
    pub fn float(&mut self, v: f64) -> ExprId {
        self.e(ExprKind::Literal(Literal::Float(v)), Types::FLOAT)
    }
    pub fn boolean(&mut self, v: bool) -> ExprId {
        self.e(ExprKind::Literal(Literal::Bool(v)), Types::BOOL)
    }
    pub fn local(&mut self, l: LocalId) -> ExprId {
        let ty = self.body.locals[l].ty;
        self.e(ExprKind::Local(l), ty)
    }
    pub fn global(&mut self, g: GlobalId, ty: TypeId) -> ExprId {
        self.e(ExprKind::Global(g), ty)
    }
    pub fn load(&mut self, place: ExprId) -> ExprId {
        let ty = self.ty_of(place);
        self.e(ExprKind::Load(place), ty)
    }
    pub fn read(&mut self, l: LocalId) -> ExprId {
        let p = self.local(l);
        self.load(p)
    }
    pub fn index(&mut self, base: ExprId, index: ExprId, ty: TypeId) -> ExprId {
        self.e(ExprKind::Index { base, index }, ty)
    }
    pub fn field(&mut self, base: ExprId, index: u32, ty: TypeId) -> ExprId {
        self.e(ExprKind::Field { base, index }, ty)
    }
    pub fn swizzle(&mut self, base: ExprId, comps: &[u8], ty: TypeId) -> ExprId {
        let mut pattern = [0u8; 4];
        pattern[..comps.len()].copy_from_slice(comps);
        self.e(
            ExprKind::Swizzle {
                base,
                pattern,
                len: comps.len() as u8,
            },
            ty,
        )
    }
    pub fn bin(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        let ty = if op.is_comparison() {
            Types::BOOL
        } else {
            self.ty_of(lhs)
        };
        self.e(ExprKind::Binary { op, lhs, rhs }, ty)
    }
    pub fn assign(&mut self, target: ExprId, op: Option<BinaryOp>, value: ExprId) -> ExprId {
        let ty = self.ty_of(target);
        self.e(ExprKind::Assign { target, op, value }, ty)
    }
    pub fn convert(&mut self, e: ExprId, ty: TypeId) -> ExprId {
        self.e(ExprKind::Convert(e), ty)
    }
    pub fn compose(&mut self, parts: Vec<ExprId>, ty: TypeId) -> ExprId {
        self.e(ExprKind::Compose(parts), ty)
    }
    pub fn intrinsic(&mut self, op: Intrinsic, args: Vec<ExprId>, ty: TypeId) -> ExprId {
        self.e(ExprKind::Intrinsic { op, args }, ty)
    }
    pub fn push(&mut self, s: Stmt) {
        if let Some(b) = self.blocks.last_mut() {
            b.push(s);
        }
    }
    pub fn expr_stmt(&mut self, e: ExprId) {
        self.push(Stmt::Expr(e));
    }
    pub fn open(&mut self) {
        self.blocks.push(Vec::new());
    }
    pub fn close(&mut self) -> Block {
        Block {
            stmts: self.blocks.pop().unwrap_or_default(),
        }
    }
    pub fn finish(mut self) -> Function {
        self.body.block = Block {
            stmts: self.blocks.pop().unwrap_or_default(),
        };
        Function {
            name: self.name,
            params: self.params,
            ret: self.ret,
            ret_semantic: self.ret_semantic,
            body: self.body,
            span: Span::DUMMY,
            precise: None,
        }
    }
}

/// The instructions of a SPIR-V module as (opcode, operands).
pub fn spirv_instructions(words: &[u32]) -> Vec<(u32, Vec<u32>)> {
    let mut out = Vec::new();
    let mut i = 5;
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        let op = words[i] & 0xffff;
        if count == 0 || i + count > words.len() {
            break;
        }
        out.push((op, words[i + 1..i + count].to_vec()));
        i += count;
    }
    out
}

/// Decodes a SPIR-V literal string.
pub fn spirv_string(words: &[u32]) -> String {
    let mut bytes = Vec::new();
    'outer: for w in words {
        for b in w.to_le_bytes() {
            if b == 0 {
                break 'outer;
            }
            bytes.push(b);
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}
