//! Function state and statements: the naga function being built, naga's
//! emitter (every run of expressions is covered by an `Emit` in the block
//! that uses it), the scopes of names, and user functions lowered callee
//! first (naga wants a callee's handle before its caller's).

use super::types::{Lowered, TypeMap};
use super::{unsupported, W};
use crate::resources::span;
use hlsl_base::{FxHashMap, Span, Symbol};
use hlsl_sema::whlsl::types::{AddressSpace, ExprTy, LiteralTy, TyId, TyKind, Types};
use hlsl_sema::whlsl::{CheckedUnit, FuncId, FuncOrigin};
use hlsl_syntax::whlsl::ast::{ConstExpr, Decl, ExprKind, LitKind, StmtId, StmtKind, Unit};
use naga::{Block, Expression, Handle, Statement};

/// Module-wide state.
pub(crate) struct ModuleCtx<'a> {
    pub unit: &'a Unit,
    pub cu: &'a CheckedUnit,
    pub module: naga::Module,
    pub types: TypeMap,
    pub functions: FxHashMap<FuncId, Handle<naga::Function>>,
}

impl<'a> ModuleCtx<'a> {
    /// An empty module for `unit`'s lowering.
    pub fn new(unit: &'a Unit, cu: &'a CheckedUnit) -> Self {
        ModuleCtx {
            unit,
            cu,
            module: naga::Module::default(),
            types: TypeMap::default(),
            functions: FxHashMap::default(),
        }
    }

    pub fn ty(&mut self, ty: TyId, sp: Span) -> W<Lowered> {
        self.types
            .lower(&mut self.module, self.unit, self.cu, ty, sp)
    }

    pub fn type_name(&self, ty: TyId) -> String {
        self.cu.type_name(self.unit, ty)
    }
}

/// A WHLSL value as lowering holds it.
#[derive(Clone, Copy, Debug)]
pub(crate) enum V {
    /// A naga value.
    Val(Handle<Expression>),
    /// A pointer: a naga pointer expression.
    Ptr(Handle<Expression>),
    /// An array reference: a pointer to the array (a runtime-sized one
    /// for a buffer, whose length naga's bounds checks take from the
    /// buffer), or, for `@x` of a non-array, to the one value.
    Ref {
        ptr: Handle<Expression>,
        single: bool,
    },
    /// `void`.
    None,
}

/// What a name in scope stands for.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Name {
    /// A variable: a pointer to its storage.
    Var(Handle<Expression>),
    /// A pointer or array reference: the value it was initialized with.
    Alias(V),
}

pub(crate) struct Fx<'m, 'a> {
    pub m: &'m mut ModuleCtx<'a>,
    pub f: naga::Function,
    emitter: naga::proc::Emitter,
    pub scopes: Vec<Vec<(Symbol, Name)>>,
}

/// Lowers the user function `id` (and, first, what it calls).
pub(crate) fn user_function(m: &mut ModuleCtx, id: FuncId, sp: Span) -> W<Handle<naga::Function>> {
    if let Some(&h) = m.functions.get(&id) {
        return Ok(h);
    }
    let cu = m.cu;
    let unit = m.unit;
    let info = cu.func(id);
    let decl = match info.origin {
        FuncOrigin::User(d) => d,
        FuncOrigin::FieldAddress { .. } => {
            return unsupported("a field address taker called as a function", sp)
        }
        FuncOrigin::GeneratedGetter(_) | FuncOrigin::GeneratedSetter(_) => {
            return unsupported(
                "a getter or setter generated from a user-defined address taker",
                sp,
            )
        }
    };
    let Decl::Func(def) = &unit.decls[decl] else {
        return unsupported("a function without a definition", sp);
    };
    let Some(user) = &info.user else {
        return unsupported("a function without parameters", sp);
    };
    let mut fx = Fx::new(m);
    fx.f.name = Some(info.name.clone());
    let mut body = Block::new();
    fx.start();
    let mut scope = Vec::new();
    let mut stores = Vec::new();
    for (i, p) in user.params.iter().enumerate() {
        let pname = unit.names.resolve(p.name).to_string();
        match cu.types.kind(p.ty) {
            TyKind::Pointer(t, AddressSpace::Thread) => {
                let base = fx.m.ty(t, p.span)?.handle;
                let ty = fx.m.module.types.insert(
                    naga::Type {
                        name: None,
                        inner: naga::TypeInner::Pointer {
                            base,
                            space: naga::AddressSpace::Function,
                        },
                    },
                    naga::Span::UNDEFINED,
                );
                fx.f.arguments.push(naga::FunctionArgument {
                    name: Some(pname),
                    ty,
                    binding: None,
                });
                let arg = fx.add(Expression::FunctionArgument(i as u32), p.span, &mut body);
                scope.push((p.name, Name::Alias(V::Ptr(arg))));
            }
            TyKind::Pointer(..) | TyKind::ArrayRef(..) => {
                return unsupported(
                    format!(
                        "a parameter of type '{}' (only 'thread' pointers can be passed to a \
                         function)",
                        fx.m.type_name(p.ty)
                    ),
                    p.span,
                )
            }
            _ => {
                let ty = fx.m.ty(p.ty, p.span)?.handle;
                fx.f.arguments.push(naga::FunctionArgument {
                    name: Some(pname.clone()),
                    ty,
                    binding: None,
                });
                let arg = fx.add(Expression::FunctionArgument(i as u32), p.span, &mut body);
                let var = fx.local(ty, &pname, p.span, &mut body);
                stores.push((var, arg, p.span));
                scope.push((p.name, Name::Var(var)));
            }
        }
    }
    match cu.types.kind(info.ret) {
        TyKind::Void => {}
        TyKind::Pointer(..) | TyKind::ArrayRef(..) => {
            return unsupported(
                format!(
                    "a function returning '{}' (naga functions cannot return pointers)",
                    fx.m.type_name(info.ret)
                ),
                user.ret_span,
            )
        }
        _ => {
            let ty = fx.m.ty(info.ret, user.ret_span)?.handle;
            fx.f.result = Some(naga::FunctionResult { ty, binding: None });
        }
    }
    for (var, arg, sp) in stores {
        fx.store(var, arg, sp, &mut body);
    }
    fx.scopes.push(scope);
    fx.body(def.body, &mut body)?;
    let f = fx.finish();
    let f = naga::Function { body, ..f };
    let h = m.module.functions.append(f, span(def.span));
    m.functions.insert(id, h);
    Ok(h)
}

impl<'m, 'a> Fx<'m, 'a> {
    pub fn new(m: &'m mut ModuleCtx<'a>) -> Fx<'m, 'a> {
        Fx {
            m,
            f: naga::Function::default(),
            emitter: naga::proc::Emitter::default(),
            scopes: Vec::new(),
        }
    }

    pub fn finish(self) -> naga::Function {
        self.f
    }

    /// Lowers a function body (a block statement) into `block`; the
    /// emitter has been started.
    pub fn body(&mut self, body: StmtId, block: &mut Block) -> W<()> {
        self.stmt(body, block)?;
        self.flush(block);
        Ok(())
    }

    pub fn cu(&self) -> &'a CheckedUnit {
        self.m.cu
    }

    pub fn unit(&self) -> &'a Unit {
        self.m.unit
    }

    pub fn kind(&self, ty: TyId) -> TyKind {
        self.m.cu.types.kind(ty)
    }

    pub fn start(&mut self) {
        self.emitter.start(&self.f.expressions);
    }

    pub fn flush(&mut self, block: &mut Block) {
        crate::emit::flush(&mut self.emitter, &self.f, block);
    }

    pub fn add(&mut self, e: Expression, sp: Span, block: &mut Block) -> Handle<Expression> {
        crate::emit::add(&mut self.emitter, &mut self.f, e, sp, block)
    }

    /// A call's or atomic's result: outside every `Emit` (naga sets it
    /// when the statement that follows runs).
    pub fn result(&mut self, e: Expression, sp: Span, block: &mut Block) -> Handle<Expression> {
        self.flush(block);
        let h = self.f.expressions.append(e, span(sp));
        self.start();
        h
    }

    pub fn stmt_push(&mut self, s: Statement, sp: Span, block: &mut Block) {
        self.flush(block);
        block.push(s, span(sp));
        self.start();
    }

    /// A nested block; the caller's block is flushed first and restarted
    /// after.
    pub fn nested(
        &mut self,
        block: &mut Block,
        build: impl FnOnce(&mut Self, &mut Block) -> W<()>,
    ) -> W<Block> {
        self.flush(block);
        let mut b = Block::new();
        self.start();
        let r = build(self, &mut b);
        self.flush(&mut b);
        self.start();
        r.map(|()| b)
    }

    /// A function-memory variable; its pointer.
    pub fn local(
        &mut self,
        ty: Handle<naga::Type>,
        name: &str,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        crate::emit::local(&mut self.emitter, &mut self.f, ty, name, sp, block)
    }

    pub fn store(
        &mut self,
        pointer: Handle<Expression>,
        value: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) {
        self.stmt_push(Statement::Store { pointer, value }, sp, block);
    }

    pub fn load(
        &mut self,
        pointer: Handle<Expression>,
        sp: Span,
        block: &mut Block,
    ) -> Handle<Expression> {
        self.add(Expression::Load { pointer }, sp, block)
    }

    pub fn lookup(&self, sym: Symbol) -> Option<Name> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.iter().rev().find(|(n, _)| *n == sym).map(|&(_, v)| v))
    }

    /// The type of `e`, an open literal given its default type.
    pub fn ety(&self, e: hlsl_syntax::whlsl::ast::ExprId) -> W<ExprTy> {
        let sp = self.unit().exprs[e].span;
        let Some(&t) = self.cu().expr_types.get(e) else {
            return unsupported("an expression the checker did not type", sp);
        };
        let mut t = t;
        if let TyKind::Literal(l) = self.kind(t.ty) {
            t.ty = match l {
                LiteralTy::Int(_) => Types::INT,
                LiteralTy::UInt(_) => Types::UINT,
                LiteralTy::Float => Types::FLOAT,
                LiteralTy::Null => return unsupported("'null'", sp),
            };
        }
        Ok(t)
    }

    fn stmt(&mut self, s: StmtId, block: &mut Block) -> W<()> {
        let unit = self.unit();
        let st = &unit.stmts[s];
        let sp = st.span;
        match &st.kind {
            StmtKind::Block(list) => {
                self.scopes.push(Vec::new());
                let r = list.iter().try_for_each(|&s| self.stmt(s, block));
                self.scopes.pop();
                r?;
            }
            StmtKind::Var(v) => {
                let Some(&ty) = self.cu().local_types.get(s) else {
                    return unsupported("a variable the checker did not type", sp);
                };
                match self.kind(ty) {
                    TyKind::Pointer(..) | TyKind::ArrayRef(..) => {
                        let Some(init) = v.init else {
                            return unsupported("a pointer without initializer", sp);
                        };
                        let value = self.value(init, block)?;
                        self.scopes
                            .last_mut()
                            .unwrap()
                            .push((v.name.sym, Name::Alias(value)));
                    }
                    _ => {
                        let t = self.m.ty(ty, v.ty.span)?.handle;
                        let name = unit.names.resolve(v.name.sym).to_string();
                        let var = self.local(t, &name, sp, block);
                        // In scope in its own initializer, as the checker has it.
                        self.scopes
                            .last_mut()
                            .unwrap()
                            .push((v.name.sym, Name::Var(var)));
                        let init = match v.init {
                            Some(e) => self.val(e, block)?,
                            // The default value: zero (an enum's zero element).
                            None => self.add(Expression::ZeroValue(t), sp, block),
                        };
                        self.store(var, init, sp, block);
                    }
                }
            }
            StmtKind::Expr(e) => {
                self.value(*e, block)?;
            }
            StmtKind::Empty => {}
            StmtKind::Error => return unsupported("an erroneous statement", sp),
            StmtKind::If { cond, then, els } => {
                let c = self.val(*cond, block)?;
                let accept = self.nested(block, |fx, b| fx.stmt(*then, b))?;
                let reject = self.nested(block, |fx, b| fx.stmt(*els, b))?;
                self.stmt_push(
                    Statement::If {
                        condition: c,
                        accept,
                        reject,
                    },
                    sp,
                    block,
                );
            }
            StmtKind::DoWhile { body, cond } => {
                let body = self.nested(block, |fx, b| fx.stmt(*body, b))?;
                let mut done = None;
                let continuing = self.nested(block, |fx, b| {
                    let c = fx.val(*cond, b)?;
                    done = Some(fx.add(
                        Expression::Unary {
                            op: naga::UnaryOperator::LogicalNot,
                            expr: c,
                        },
                        sp,
                        b,
                    ));
                    Ok(())
                })?;
                self.stmt_push(
                    Statement::Loop {
                        body,
                        continuing,
                        break_if: done,
                    },
                    sp,
                    block,
                );
            }
            StmtKind::For { cond, step, body } => {
                let body = self.nested(block, |fx, b| {
                    let c = fx.val(*cond, b)?;
                    let mut brk = Block::new();
                    brk.push(Statement::Break, span(sp));
                    fx.stmt_push(
                        Statement::If {
                            condition: c,
                            accept: Block::new(),
                            reject: brk,
                        },
                        sp,
                        b,
                    );
                    fx.stmt(*body, b)
                })?;
                // An empty step is a `null` literal the checker leaves alone.
                let step = *step;
                let continuing = self.nested(block, |fx, b| match unit.exprs[step].kind {
                    ExprKind::Lit(_) => Ok(()),
                    _ => fx.value(step, b).map(drop),
                })?;
                self.stmt_push(
                    Statement::Loop {
                        body,
                        continuing,
                        break_if: None,
                    },
                    sp,
                    block,
                );
            }
            StmtKind::Switch { value, cases } => self.switch(*value, cases, sp, block)?,
            StmtKind::Break => self.stmt_push(Statement::Break, sp, block),
            StmtKind::Continue => self.stmt_push(Statement::Continue, sp, block),
            StmtKind::Fallthrough => {
                return unsupported("'fallthrough' before the end of a case", sp);
            }
            StmtKind::Return(None) => self.stmt_push(Statement::Return { value: None }, sp, block),
            StmtKind::Return(Some(e)) => {
                let v = self.val(*e, block)?;
                self.stmt_push(Statement::Return { value: Some(v) }, sp, block);
            }
            StmtKind::Trap => {
                return unsupported("'trap' (a GPU cannot end one invocation's dispatch)", sp)
            }
        }
        Ok(())
    }

    fn switch(
        &mut self,
        value: hlsl_syntax::whlsl::ast::ExprId,
        cases: &[hlsl_syntax::whlsl::ast::SwitchCase],
        sp: Span,
        block: &mut Block,
    ) -> W<()> {
        let unit = self.unit();
        let cu = self.cu();
        let vt = self.ety(value)?.ty;
        let (base, enum_id) = match self.kind(vt) {
            TyKind::Scalar(s) => (s, None),
            TyKind::Enum(e) => (cu.enums[e.0 as usize].base, Some(e)),
            _ => return unsupported("a switch on a non-integer", sp),
        };
        let signed = base.is_signed();
        let selector = self.val(value, block)?;
        // A case ending in `fallthrough` gets the bodies of the cases it
        // falls into appended (WGSL, and so naga's WGSL writer, has no
        // fall-through): each case then runs from its entry alone.
        let ends_in_fallthrough = |c: &hlsl_syntax::whlsl::ast::SwitchCase| {
            c.body
                .last()
                .is_some_and(|&l| matches!(unit.stmts[l].kind, StmtKind::Fallthrough))
        };
        let mut out = Vec::new();
        for (i, c) in cases.iter().enumerate() {
            let v = match &c.value {
                None => None,
                Some(ConstExpr::Lit(l)) => Some(match l.kind {
                    LitKind::Int(Some(v)) => v,
                    LitKind::UInt(Some(v)) => v as i64,
                    _ => return unsupported("a case value that is not an integer", c.span),
                }),
                Some(ConstExpr::EnumValue(_, el)) => {
                    let Some(e) = enum_id else {
                        return unsupported("an enum case on a non-enum value", c.span);
                    };
                    let info = &cu.enums[e.0 as usize];
                    match info.elements.iter().find(|(n, _)| *n == el.sym) {
                        Some(&(_, v)) => Some(v),
                        None => return unsupported("an unknown enum element", c.span),
                    }
                }
            };
            let value = match v {
                None => naga::SwitchValue::Default,
                Some(v) if signed => naga::SwitchValue::I32(v as i32),
                Some(v) => naga::SwitchValue::U32(v as u32),
            };
            let mut run = vec![c];
            while ends_in_fallthrough(run[run.len() - 1]) {
                match cases.get(i + run.len()) {
                    Some(next) => run.push(next),
                    None => return unsupported("'fallthrough' out of the last case", c.span),
                }
            }
            let body = self.nested(block, |fx, b| {
                for c in run {
                    let stmts = match c.body.split_last() {
                        Some((_, rest)) if ends_in_fallthrough(c) => rest,
                        _ => &c.body[..],
                    };
                    fx.scopes.push(Vec::new());
                    let r = stmts.iter().try_for_each(|&s| fx.stmt(s, b));
                    fx.scopes.pop();
                    r?;
                }
                Ok(())
            })?;
            out.push(naga::SwitchCase {
                value,
                body,
                fall_through: false,
            });
        }
        // naga wants a default; an enum switch covering every element
        // (the validator's rule) may have none.
        if !out.iter().any(|c| c.value == naga::SwitchValue::Default) {
            out.push(naga::SwitchCase {
                value: naga::SwitchValue::Default,
                body: Block::new(),
                fall_through: false,
            });
        }
        self.stmt_push(
            Statement::Switch {
                selector,
                cases: out,
            },
            sp,
            block,
        );
        Ok(())
    }
}

/// A module holding the user function `id` and its callees (the sweep's
/// unit of validation).
pub(crate) fn function_module(unit: &Unit, cu: &CheckedUnit, id: FuncId) -> W<naga::Module> {
    let mut m = ModuleCtx::new(unit, cu);
    user_function(&mut m, id, cu.func(id).span)?;
    Ok(m.module)
}
