//! Builds small IR programs by hand, standing in for the checker.
#![allow(dead_code)]

use hlsl_base::Span;
use hlsl_sema::ir::*;
use hlsl_sema::types::{ResourceKind, Scalar, TypeId, TypeKind, Types};

pub struct Prog {
    pub p: Program,
}

/// A function under construction.
pub struct F {
    pub name: String,
    pub params: Vec<Param>,
    pub ret: TypeId,
    pub body: Body,
}

fn sv(name: &str, system: SystemValue) -> Semantic {
    Semantic {
        name: name.into(),
        index: 0,
        system: Some(system),
        span: Span::default(),
        written: name.into(),
        vulkan: None,
    }
}

pub fn dispatch_thread_id() -> Option<Semantic> {
    Some(sv("SV_DISPATCHTHREADID", SystemValue::DispatchThreadId))
}

pub fn group_index() -> Option<Semantic> {
    Some(sv("SV_GROUPINDEX", SystemValue::GroupIndex))
}

pub fn group_id() -> Option<Semantic> {
    Some(sv("SV_GROUPID", SystemValue::GroupId))
}

impl Prog {
    pub fn new() -> Prog {
        // The hand-built cbuffers are packed as FXC packs them.
        Prog {
            p: Program {
                layout: hlsl_sema::layout::LayoutRules::Dx,
                ..Program::default()
            },
        }
    }

    pub fn vec(&mut self, s: Scalar, n: u8) -> TypeId {
        self.p.types.vector(s, n)
    }

    pub fn ty(&mut self, k: TypeKind) -> TypeId {
        self.p.types.intern(k)
    }

    pub fn array(&mut self, elem: TypeId, n: u32) -> TypeId {
        self.ty(TypeKind::Array { elem, len: Some(n) })
    }

    pub fn global(&mut self, name: &str, ty: TypeId, kind: GlobalKind) -> GlobalId {
        self.p.globals.alloc(Global {
            name: name.into(),
            ty,
            kind,
            init: None,
            span: Span::default(),
        })
    }

    /// A structured buffer global bound to `register`.
    pub fn buffer(
        &mut self,
        name: &str,
        elem: TypeId,
        kind: ResourceKind,
        register: u32,
    ) -> GlobalId {
        let ty = self.ty(TypeKind::Resource { kind, elem });
        self.global(
            name,
            ty,
            GlobalKind::Resource(Binding {
                class: kind.register_class(),
                space: 0,
                register,
                range: 1,
                explicit: true,
                index: 0,
                order_id: None,
            }),
        )
    }

    pub fn func(&mut self, name: &str, params: &[(&str, TypeId, ParamMode)], ret: TypeId) -> F {
        let mut f = F {
            name: name.into(),
            params: Vec::new(),
            ret,
            body: Body::default(),
        };
        for &(pname, ty, mode) in params {
            let local = f.local(pname, ty);
            f.params.push(Param {
                name: pname.into(),
                ty,
                mode,
                semantic: None,
                interpolation: None,
                local,
                span: Span::default(),
            });
        }
        f
    }

    pub fn finish(&mut self, mut f: F, stmts: Vec<Stmt>) -> FunctionId {
        f.body.block = Block { stmts };
        self.p.functions.alloc(Function {
            name: f.name,
            params: f.params,
            ret: f.ret,
            ret_semantic: None,
            body: f.body,
            span: Span::default(),
            precise: None,
        })
    }

    pub fn compute_entry(&mut self, f: FunctionId, size: [u32; 3]) {
        self.p.entry_points.push(EntryPoint {
            function: f,
            stage: Stage::Compute,
            workgroup_size: size,
            root_signature: None,
            fragment_tests: Default::default(),
        });
    }
}

impl F {
    pub fn local(&mut self, name: &str, ty: TypeId) -> LocalId {
        self.body.locals.alloc(Local {
            name: name.into(),
            ty,
            span: Span::default(),
        })
    }

    pub fn param(&self, i: usize) -> LocalId {
        self.params[i].local
    }

    pub fn e(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.body.exprs.alloc(Expr {
            kind,
            ty,
            span: Span::default(),
        })
    }

    pub fn ty_of(&self, e: ExprId) -> TypeId {
        self.body.exprs[e].ty
    }

    pub fn int(&mut self, v: i64) -> ExprId {
        self.e(ExprKind::Literal(Literal::Sint(v)), Types::INT)
    }

    pub fn uint(&mut self, v: u64) -> ExprId {
        self.e(ExprKind::Literal(Literal::Uint(v)), Types::UINT)
    }

    pub fn float(&mut self, v: f64) -> ExprId {
        self.e(ExprKind::Literal(Literal::Float(v)), Types::FLOAT)
    }

    pub fn boolean(&mut self, v: bool) -> ExprId {
        self.e(ExprKind::Literal(Literal::Bool(v)), Types::BOOL)
    }

    /// The place of a local.
    pub fn var(&mut self, l: LocalId) -> ExprId {
        let ty = self.body.locals[l].ty;
        self.e(ExprKind::Local(l), ty)
    }

    /// Reads a local.
    pub fn get(&mut self, l: LocalId) -> ExprId {
        let p = self.var(l);
        self.load(p)
    }

    pub fn load(&mut self, place: ExprId) -> ExprId {
        let ty = self.ty_of(place);
        self.e(ExprKind::Load(place), ty)
    }

    pub fn global(&mut self, g: GlobalId, ty: TypeId) -> ExprId {
        self.e(ExprKind::Global(g), ty)
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

    /// A binary operation on scalars; comparisons and logic give `bool`.
    pub fn bin(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        let ty = if op.is_comparison() || matches!(op, BinaryOp::LogicalAnd | BinaryOp::LogicalOr) {
            Types::BOOL
        } else {
            self.ty_of(lhs)
        };
        self.e(ExprKind::Binary { op, lhs, rhs }, ty)
    }

    pub fn assign(&mut self, target: ExprId, value: ExprId) -> ExprId {
        let ty = self.ty_of(target);
        self.e(
            ExprKind::Assign {
                target,
                op: None,
                value,
            },
            ty,
        )
    }

    pub fn compound(&mut self, op: BinaryOp, target: ExprId, value: ExprId) -> ExprId {
        let ty = self.ty_of(target);
        self.e(
            ExprKind::Assign {
                target,
                op: Some(op),
                value,
            },
            ty,
        )
    }

    pub fn inc(&mut self, target: ExprId, prefix: bool) -> ExprId {
        let ty = self.ty_of(target);
        self.e(
            ExprKind::IncDec {
                target,
                increment: true,
                prefix,
            },
            ty,
        )
    }

    pub fn call(&mut self, function: FunctionId, args: Vec<Arg>, ret: TypeId) -> ExprId {
        self.e(ExprKind::Call { function, args }, ret)
    }

    pub fn intrinsic(&mut self, op: Intrinsic, args: Vec<ExprId>, ty: TypeId) -> ExprId {
        self.e(ExprKind::Intrinsic { op, args }, ty)
    }

    pub fn convert(&mut self, e: ExprId, ty: TypeId) -> ExprId {
        self.e(ExprKind::Convert(e), ty)
    }

    pub fn compose(&mut self, parts: Vec<ExprId>, ty: TypeId) -> ExprId {
        self.e(ExprKind::Compose(parts), ty)
    }

    pub fn select(&mut self, cond: ExprId, accept: ExprId, reject: ExprId) -> ExprId {
        let ty = self.ty_of(accept);
        self.e(
            ExprKind::Select {
                cond,
                accept,
                reject,
            },
            ty,
        )
    }

    pub fn decl(&mut self, local: LocalId, init: Option<ExprId>) -> Stmt {
        Stmt::Local { local, init }
    }
}

pub fn block(stmts: Vec<Stmt>) -> Block {
    Block { stmts }
}

pub fn ret(e: ExprId) -> Stmt {
    Stmt::Return(Some(e))
}

pub fn expr(e: ExprId) -> Stmt {
    Stmt::Expr(e)
}

pub fn if_(cond: ExprId, then: Vec<Stmt>, otherwise: Vec<Stmt>) -> Stmt {
    Stmt::If {
        cond,
        then: block(then),
        otherwise: block(otherwise),
    }
}

/// `for (; cond; continuing) body` / `while (cond) body`.
pub fn while_(cond: Option<ExprId>, body: Vec<Stmt>, continuing: Vec<Stmt>) -> Stmt {
    Stmt::Loop {
        cond,
        test_first: true,
        body: block(body),
        continuing: block(continuing),
    }
}

pub fn do_while(cond: ExprId, body: Vec<Stmt>) -> Stmt {
    Stmt::Loop {
        cond: Some(cond),
        test_first: false,
        body: block(body),
        continuing: block(Vec::new()),
    }
}
