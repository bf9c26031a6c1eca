//! Locals lowered as values. A local (or `in` parameter) that is never
//! written after its initializer is lowered as the naga expression of its
//! initial value, a WGSL `let`, instead of a function variable with a
//! store and a load per read: a smaller module for naga's validator and
//! SPIR-V writer, and plainer WGSL, MSL and GLSL. naga evaluates an
//! expression where it is emitted, so later reads see the value the local
//! was initialized with, as they would through the variable.
//!
//! The test is conservative. A local qualifies when its type is a scalar,
//! vector, float matrix or a struct of those, it has an initializer (a
//! parameter: its argument), and every mention of it is read through
//! `Load`, possibly through member, index and swizzle steps, where its
//! declaration is in scope: after it, in the block that declares it or a
//! block nested in it. Any other mention (an assignment target, `++`, an
//! `out` argument, an atomic's destination, a kind of expression added
//! later) keeps it a variable. Arrays stay variables, and so does a matrix
//! indexed by a non-literal: naga's back ends copy a value to a temporary
//! for each such index.

use hlsl_base::FxHashSet;
use hlsl_sema::ir::{Block, Body, ExprId, ExprKind, Function, LocalId, ParamMode, Program, Stmt};
use hlsl_sema::types::{TypeId, TypeKind};

/// The locals of `func` that are lowered as values.
pub(crate) fn value_locals(program: &Program, func: &Function) -> FxHashSet<LocalId> {
    let mut walk = Walk {
        program,
        func,
        in_scope: FxHashSet::default(),
        declared: Vec::new(),
        candidates: FxHashSet::default(),
        disqualified: FxHashSet::default(),
    };
    for p in &func.params {
        walk.in_scope.insert(p.local);
        if p.mode == ParamMode::In && walk.value_type(p.ty) {
            walk.candidates.insert(p.local);
        }
    }
    walk.block(&func.body.block);
    let Walk {
        mut candidates,
        disqualified,
        ..
    } = walk;
    candidates.retain(|l| !disqualified.contains(l));
    candidates
}

struct Walk<'a> {
    program: &'a Program,
    func: &'a Function,
    in_scope: FxHashSet<LocalId>,
    /// Locals declared by the blocks being walked, innermost last.
    declared: Vec<LocalId>,
    candidates: FxHashSet<LocalId>,
    disqualified: FxHashSet<LocalId>,
}

impl Walk<'_> {
    fn value_type(&self, ty: TypeId) -> bool {
        match self.program.types.get(ty) {
            TypeKind::Scalar(_) | TypeKind::Vector(..) | TypeKind::Matrix { .. } => true,
            TypeKind::Struct(s) => self.program.structs[*s]
                .fields
                .iter()
                .all(|f| self.value_type(f.ty)),
            _ => false,
        }
    }

    fn block(&mut self, b: &Block) {
        let outer = self.declared.len();
        for s in &b.stmts {
            self.stmt(s);
        }
        for l in self.declared.drain(outer..) {
            self.in_scope.remove(&l);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match *s {
            Stmt::Expr(e) => self.expr(e, false),
            Stmt::Local { local, init } => {
                if let Some(e) = init {
                    self.expr(e, false);
                    if self.value_type(self.func.body.locals[local].ty) {
                        self.candidates.insert(local);
                    }
                }
                self.in_scope.insert(local);
                self.declared.push(local);
            }
            Stmt::Block(ref b) => self.block(b),
            Stmt::If {
                cond,
                ref then,
                ref otherwise,
            } => {
                self.expr(cond, false);
                self.block(then);
                self.block(otherwise);
            }
            Stmt::Loop {
                cond,
                ref body,
                ref continuing,
                ..
            } => {
                if let Some(c) = cond {
                    self.expr(c, false);
                }
                self.block(body);
                self.block(continuing);
            }
            Stmt::Switch {
                selector,
                ref cases,
            } => {
                self.expr(selector, false);
                for c in cases {
                    self.block(&c.body);
                }
            }
            Stmt::Return(value) => {
                if let Some(e) = value {
                    self.expr(e, false);
                }
            }
            Stmt::Break | Stmt::Continue | Stmt::Discard | Stmt::Trap(_) => {}
        }
    }

    /// Visits `e`; `read` when it is (a step of) the place a `Load` reads.
    fn expr(&mut self, e: ExprId, read: bool) {
        let body = &self.func.body;
        let kind = &body.exprs[e].kind;
        match *kind {
            ExprKind::Local(l) if !read || !self.in_scope.contains(&l) => {
                self.disqualified.insert(l);
            }
            ExprKind::Index { base, index } => {
                let dynamic = !matches!(body.exprs[index].kind, ExprKind::Literal(_));
                let indexed = self.program.types.get(body.exprs[base].ty);
                if dynamic && matches!(indexed, TypeKind::Matrix { .. } | TypeKind::Array { .. }) {
                    if let Some(l) = root_local(body, base) {
                        self.disqualified.insert(l);
                    }
                }
            }
            _ => {}
        }
        kind.operands(read, |x, r| self.expr(x, r));
    }
}

/// The local a chain of member, index and swizzle steps starts from.
pub(crate) fn root_local(body: &Body, e: ExprId) -> Option<LocalId> {
    match body.exprs[body.place_root(e)].kind {
        ExprKind::Local(l) => Some(l),
        _ => None,
    }
}
