//! Statements. Each knows its context: the enclosing function (for
//! `return`) and loops (for `break`/`continue`).

use super::Checker;
use crate::ir::{Block, ExprKind, Literal, Local, Stmt, SwitchCase};
use crate::types::{TypeKind, Types};
use hlsl_base::{DiagCode, Diagnostic, FxHashMap};
use hlsl_syntax::ast::{self, StmtKind};

impl<'a> Checker<'a> {
    /// A block with its own scope.
    /// A function's body. It shares the parameters' scope (as in C++):
    /// its locals may not redeclare them.
    pub(super) fn check_block_in_scope(&mut self, block: &'a ast::Block) -> Block {
        let mut out = Block::default();
        for &s in &block.stmts {
            self.check_stmt(s, &mut out);
        }
        out
    }

    /// A block statement, with its own scope.
    fn check_nested_block(&mut self, block: &'a ast::Block) -> Block {
        self.push_scope();
        let out = self.check_block_in_scope(block);
        self.pop_scope();
        out
    }

    fn push_scope(&mut self) {
        if let Some(fx) = self.fx.as_mut() {
            fx.scopes.push(FxHashMap::default());
        }
    }

    fn set_for_init(&mut self, on: bool) {
        if let Some(fx) = self.fx.as_mut() {
            fx.for_init = on;
        }
    }

    fn pop_scope(&mut self) {
        if let Some(fx) = self.fx.as_mut() {
            fx.scopes.pop();
        }
    }

    /// A statement that is the body of an `if` or loop, as its own block.
    fn check_sub_stmt(&mut self, s: ast::StmtId) -> Block {
        self.push_scope();
        let mut out = Block::default();
        self.check_stmt(s, &mut out);
        self.pop_scope();
        out
    }

    fn check_stmt(&mut self, id: ast::StmtId, out: &mut Block) {
        let stmt = &self.unit.stmts[id];
        for a in &stmt.attrs {
            let name = self.name(a.name);
            if !matches!(
                name,
                "unroll"
                    | "loop"
                    | "fastopt"
                    | "allow_uav_condition"
                    | "branch"
                    | "flatten"
                    | "forcecase"
                    | "call"
            ) {
                self.error(DiagCode::warn_unknown_attribute, a.name.span, &[&name]);
            }
        }
        match &stmt.kind {
            StmtKind::Empty | StmtKind::Error => {}
            StmtKind::Expr(e) => {
                if self.resource_local_assignment(*e, out)
                    || self.resource_member_assignment(*e, out)
                {
                    // Handles leave no trace in the IR.
                    return;
                }
                let t = self.check_expr(*e);
                out.stmts.push(Stmt::Expr(t.id));
            }
            StmtKind::Decl(vars) => {
                for v in vars {
                    self.check_local_var(v, out);
                }
            }
            StmtKind::Block(b) => {
                let b = self.check_nested_block(b);
                out.stmts.push(Stmt::Block(b));
            }
            StmtKind::If {
                cond,
                then,
                otherwise,
            } => {
                let known = self.const_value(*cond, None);
                let cond = self.check_condition(*cond);
                // A constant condition (DXC folds it before legalizing):
                // the literal, so that only the arm taken counts for the
                // resources it assigns or returns.
                let cond = match known {
                    Some(v) => {
                        let span = self.body_ref().exprs[cond].span;
                        let lit = ExprKind::Literal(Literal::Bool(v != 0));
                        self.typed(lit, Types::BOOL, span).id
                    }
                    None => cond,
                };
                let before = self.unassigned.clone();
                let sources_before = self.resource_sources_now();
                let then = self.check_arm(*then, known == Some(0));
                let after_then = std::mem::replace(&mut self.unassigned, before);
                let sources_then = self.resource_sources_now();
                self.set_resource_sources(sources_before.clone());
                let otherwise = otherwise
                    .map(|s| self.check_arm(s, known.is_some_and(|v| v != 0)))
                    .unwrap_or_default();
                let after_else = std::mem::take(&mut self.unassigned);
                let sources_else = self.resource_sources_now();
                let (then_ends, else_ends) = (
                    crate::flow::reaches_end(&then),
                    crate::flow::reaches_end(&otherwise),
                );
                self.merge_unassigned(vec![(after_then, then_ends), (after_else, else_ends)]);
                let (then_taken, else_taken) = match known {
                    Some(v) => (v != 0, v == 0),
                    None => (true, true),
                };
                self.merge_resource_sources(
                    vec![
                        (sources_then, then_ends && then_taken),
                        (sources_else, else_ends && else_taken),
                    ],
                    sources_before,
                );
                out.stmts.push(Stmt::If {
                    cond,
                    then,
                    otherwise,
                });
            }
            StmtKind::While { cond, body } => {
                let cond = self.check_condition(*cond);
                let body = self.check_loop_body(*body);
                out.stmts.push(Stmt::Loop {
                    cond: Some(cond),
                    test_first: true,
                    body,
                    continuing: Block::default(),
                });
            }
            StmtKind::DoWhile { body, cond } => {
                let body = self.check_loop_body(*body);
                let cond = self.check_condition(*cond);
                out.stmts.push(Stmt::Loop {
                    cond: Some(cond),
                    test_first: false,
                    body,
                    continuing: Block::default(),
                });
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                // HLSL 2021: the init declaration is scoped to the loop.
                // Before it, it belongs to the enclosing scope (it is still
                // visible after the loop), as in DXC.
                let scoped = self.opts.hlsl_version >= 2021;
                if scoped {
                    self.push_scope();
                }
                let mut outer = Block::default();
                if let Some(init) = init {
                    self.set_for_init(!scoped);
                    self.check_stmt(*init, &mut outer);
                    self.set_for_init(false);
                }
                let cond = cond.map(|c| self.check_condition(c));
                let mut continuing = Block::default();
                if let Some(step) = step {
                    let t = self.check_expr(*step);
                    continuing.stmts.push(Stmt::Expr(t.id));
                }
                let body = self.check_loop_body(*body);
                if scoped {
                    self.pop_scope();
                }
                outer.stmts.push(Stmt::Loop {
                    cond,
                    test_first: true,
                    body,
                    continuing,
                });
                out.stmts.push(Stmt::Block(outer));
            }
            StmtKind::Switch { selector, body } => self.check_switch(*selector, *body, out),
            StmtKind::Case(value) => {
                // Labels are consumed by `check_switch`; one here is misplaced.
                let which = if value.is_some() { "case" } else { "default" };
                self.error(DiagCode::err_case_outside_switch, stmt.span, &[&which]);
            }
            StmtKind::Break | StmtKind::Continue => {
                let is_break = matches!(stmt.kind, StmtKind::Break);
                let (loops, switches) = self
                    .fx
                    .as_ref()
                    .map_or((0, 0), |fx| (fx.loops, fx.switches));
                if loops > 0 || (is_break && switches > 0) {
                    out.stmts.push(if is_break {
                        Stmt::Break
                    } else {
                        Stmt::Continue
                    });
                } else if is_break {
                    self.error(DiagCode::err_break_outside_loop, stmt.span, &[]);
                } else {
                    self.error(DiagCode::err_continue_outside_loop, stmt.span, &[]);
                }
            }
            StmtKind::Return(value) => self.check_return(*value, stmt.span, out),
            StmtKind::Discard => {
                self.require_stage(
                    &[crate::ir::Stage::Pixel],
                    (0, 0),
                    DiagCode::err_discard_outside_pixel,
                    Vec::new(),
                    stmt.span,
                );
                out.stmts.push(Stmt::Discard);
            }
        }
    }

    fn check_loop_body(&mut self, body: ast::StmtId) -> Block {
        if let Some(fx) = self.fx.as_mut() {
            fx.loops += 1;
        }
        // What the body assigns does not count after the loop.
        let before = self.unassigned.clone();
        let sources_before = self.resource_sources_now();
        let b = self.check_sub_stmt(body);
        self.unassigned = before;
        // Nor which global it assigned (only the one already held may be).
        let after = self.resource_sources_now();
        let mut restored = sources_before.clone();
        for (l, src) in after {
            if sources_before.get(&l).is_some_and(|&b| b != src) {
                restored.insert(l, super::resource_locals::Source::Ambiguous);
            }
        }
        self.set_resource_sources(restored);
        if let Some(fx) = self.fx.as_mut() {
            fx.loops -= 1;
        }
        b
    }

    /// An arm of an `if`; `dead` when a constant condition does not take
    /// it (`Sources::dead_arms`).
    fn check_arm(&mut self, s: ast::StmtId, dead: bool) -> Block {
        let count = |c: &mut Self, d: i32| {
            if let (true, Some(s)) = (dead, c.sources()) {
                s.dead_arms = s.dead_arms.saturating_add_signed(d);
            }
        };
        count(self, 1);
        let b = self.check_sub_stmt(s);
        count(self, -1);
        b
    }

    fn check_return(&mut self, value: Option<ast::ExprId>, span: hlsl_base::Span, out: &mut Block) {
        let fx = self.fx.as_ref().expect("in a function");
        let ret = fx.ret;
        let fname = self.funcs[fx.index].name.clone();
        match value {
            Some(v) => {
                let t = self.check_expr(v);
                if ret == Types::VOID {
                    if t.ty != Types::VOID && !self.program.types.is_error(t.ty) {
                        self.error(
                            DiagCode::err_return_value_in_void,
                            self.unit.exprs[v].span,
                            &[&fname],
                        );
                    }
                    out.stmts.push(Stmt::Return(None));
                } else {
                    let e = self.coerce(t, ret, self.unit.exprs[v].span);
                    self.record_returned_members(e, ret);
                    self.check_dynamic_element_escape(e, self.unit.exprs[v].span);
                    out.stmts.push(Stmt::Return(Some(e)));
                }
            }
            None => {
                if ret != Types::VOID && !self.program.types.is_error(ret) {
                    self.error(DiagCode::err_return_missing_value, span, &[&fname]);
                }
                out.stmts.push(Stmt::Return(None));
            }
        }
    }

    fn check_local_var(&mut self, v: &'a ast::VarDecl, out: &mut Block) {
        let ty = self.resolve_type(&v.ty);
        let ty = self.apply_array_dims(ty, &v.array_dims);
        let ty = self.size_array_from_initializer(ty, v);
        let name = self.name(v.name).to_string();
        if ty == Types::VOID {
            self.error(DiagCode::err_void_variable, v.name.span, &[&name]);
        }
        // Resources are handles, assigned before use (`resource_locals.rs`);
        // the kinds code cannot use yet are reported as such, once (the
        // variable is then in error, so its initializer and uses are not).
        let mut ty = ty;
        if let TypeKind::Resource { kind, .. } = *self.program.types.get(ty) {
            // Input attachments are only read with `SubpassLoad`, which
            // works on the global a local holds.
            let subpass = matches!(
                kind,
                crate::types::ResourceKind::SubpassInput
                    | crate::types::ResourceKind::SubpassInputMS
            );
            if !kind.is_checked() && !subpass {
                let what = format!("a local variable of type '{}'", self.type_name(ty));
                self.error(DiagCode::err_not_supported_yet, v.name.span, &[&what]);
                ty = Types::ERROR;
            }
        }
        for (m, span) in &v.modifiers {
            use ast::Modifier as M;
            if matches!(
                m,
                M::Groupshared | M::Uniform | M::Extern | M::In | M::Out | M::InOut
            ) {
                self.error(
                    DiagCode::err_invalid_storage_class,
                    *span,
                    &[&"this modifier on a local variable"],
                );
            }
        }
        for a in &v.annotations {
            self.error(
                DiagCode::err_invalid_storage_class,
                a.span(),
                &[&"an annotation on a local variable"],
            );
        }
        self.note_precise(&v.modifiers);
        let coherent = self.coherent_decl(&v.modifiers, ty);
        if v.has_modifier(ast::Modifier::Static) {
            self.check_static_local(v, ty, name, out);
            return;
        }
        // The initializer is checked before the name is in scope (`int x = x;`
        // refers to an outer `x`, as in C).
        let init = v.init.as_ref().map(|i| self.check_initializer(i, ty));
        if init.is_none() && v.has_modifier(ast::Modifier::Const) {
            self.error(DiagCode::err_const_without_init, v.name.span, &[&name]);
        }
        let local = self.body().locals.alloc(Local {
            name,
            ty,
            span: v.name.span,
        });
        self.bind_local(v.name, local);
        self.declare_resource_local(local, init.is_some());
        self.declare_struct_local(local);
        if init.is_some() {
            self.struct_local_holds(local, init);
        }
        if self.is_resource_local(local) {
            if coherent {
                self.fx.as_mut().map(|fx| fx.coherent_locals.insert(local));
            }
            // A handle: uses become the global it holds; nothing in the IR.
            self.declare_resource_source(local, init);
            if let Some(call) = init.and_then(|i| self.resource_value_call(i)) {
                out.stmts.push(Stmt::Expr(call));
            }
            return;
        }
        if v.has_modifier(ast::Modifier::Const) {
            let integer = matches!(
                self.program.types.get(ty),
                TypeKind::Scalar(s) if s.is_integer() || s.kind == crate::types::ScalarKind::Bool
            );
            let value = match &v.init {
                Some(ast::Initializer::Expr(e))
                    if integer
                        && init.is_some_and(|i| {
                            let t = self.body().exprs[i].ty;
                            !self.program.types.is_error(t)
                        }) =>
                {
                    self.const_value(*e, None)
                }
                _ => None,
            };
            if let Some(fx) = self.fx.as_mut() {
                fx.const_locals.insert(local);
                if let Some(value) = value {
                    fx.const_values.insert(local, value);
                }
            }
        }
        out.stmts.push(Stmt::Local { local, init });
    }

    /// `static T x = init;` in a function: a private global named `f::x`
    /// that only this scope sees. An initializer that checks at the top
    /// level runs once, with the other globals'. One that reads the
    /// function's locals or parameters (`static int c = input;`) runs the
    /// first time the declaration is reached, as DXC's does: a guard
    /// global `f::x_init_done`, and `if (!done) { x = init; done = true; }`
    /// in its place.
    fn check_static_local(
        &mut self,
        v: &'a ast::VarDecl,
        ty: crate::types::TypeId,
        name: String,
        out: &mut Block,
    ) {
        let is_const = v.has_modifier(ast::Modifier::Const);
        let before = self.diags.0.len();
        let saved = self.leave_function();
        // `static RWBuffer<float> b = g;`: the global it aliases, as at
        // the top level (`static_resources.rs`).
        let alias = match &v.init {
            Some(ast::Initializer::Expr(e)) => self.static_resource_alias(*e, ty),
            _ => None,
        };
        if let Some(g) = alias {
            self.return_to_function(saved);
            if v.has_modifier(ast::Modifier::GloballyCoherent) {
                self.mark_coherent(g);
            }
            let local = self.body().locals.alloc(Local {
                name,
                ty,
                span: v.name.span,
            });
            self.bind_local(v.name, local);
            self.fx.as_mut().map(|fx| fx.static_locals.insert(local, g));
            return;
        }
        self.in_global_init = true;
        let mut init = v.init.as_ref().map(|i| self.check_initializer(i, ty));
        self.return_to_function(saved);
        let function = self.fx.as_ref().map(|fx| self.funcs[fx.index].name.clone());
        let global_name = format!("{}::{name}", function.unwrap_or_default());
        // Not at the top level: at the declaration, on first execution (a
        // `const` one must be constant, and keeps the top level's errors).
        let mut first_run = None;
        if self.diags.0.len() > before && !is_const && self.fx.is_some() {
            if let Some(i) = &v.init {
                self.diags.0.truncate(before);
                first_run = Some(self.check_initializer(i, ty));
                init = None;
            }
        }
        if init.is_none() && is_const {
            self.error(DiagCode::err_const_without_init, v.name.span, &[&name]);
        }
        let g = self.program.globals.alloc(crate::ir::Global {
            name: global_name.clone(),
            ty,
            kind: crate::ir::GlobalKind::Private { is_const },
            init,
            span: v.name.span,
        });
        if let Some(value) = first_run {
            self.init_on_first_run(g, &global_name, value, ty, v.name.span, out);
        }
        // A local slot only for scoping: uses become the global.
        let local = self.body().locals.alloc(Local {
            name,
            ty,
            span: v.name.span,
        });
        self.bind_local(v.name, local);
        if let Some(fx) = self.fx.as_mut() {
            fx.static_locals.insert(local, g);
            if is_const {
                fx.const_locals.insert(local);
            }
        }
    }

    /// `if (!done) { g = value; done = true; }` with a new private `bool`
    /// global `done` (zero, false, until then).
    fn init_on_first_run(
        &mut self,
        g: crate::ir::GlobalId,
        name: &str,
        value: crate::ir::ExprId,
        ty: crate::types::TypeId,
        span: hlsl_base::Span,
        out: &mut Block,
    ) {
        use crate::ir::{ExprKind, UnaryOp};
        let done = self.program.globals.alloc(crate::ir::Global {
            name: format!("{name}_init_done"),
            ty: Types::BOOL,
            kind: crate::ir::GlobalKind::Private { is_const: false },
            init: None,
            span,
        });
        let done_place = self.add_expr(ExprKind::Global(done), Types::BOOL, span);
        let done_value = self.add_expr(ExprKind::Load(done_place), Types::BOOL, span);
        let cond = self.add_expr(
            ExprKind::Unary {
                op: UnaryOp::Not,
                expr: done_value,
            },
            Types::BOOL,
            span,
        );
        let target = self.add_expr(ExprKind::Global(g), ty, span);
        let store = self.add_expr(
            ExprKind::Assign {
                target,
                op: None,
                value,
            },
            ty,
            span,
        );
        let done_target = self.add_expr(ExprKind::Global(done), Types::BOOL, span);
        let yes = self.add_expr(ExprKind::Literal(Literal::Bool(true)), Types::BOOL, span);
        let mark = self.add_expr(
            ExprKind::Assign {
                target: done_target,
                op: None,
                value: yes,
            },
            Types::BOOL,
            span,
        );
        out.stmts.push(Stmt::If {
            cond,
            then: Block {
                stmts: vec![Stmt::Expr(store), Stmt::Expr(mark)],
            },
            otherwise: Block::default(),
        });
    }

    /// `switch (selector) { case ...: ... }`: the body's statements are
    /// grouped under their labels. Consecutive labels share one group; a
    /// group other than the last must not fall into the next.
    fn check_switch(&mut self, selector: ast::ExprId, body: ast::StmtId, out: &mut Block) {
        let known = self.const_value(selector, None);
        let sel = self.value(selector);
        let sel_span = self.unit.exprs[selector].span;
        let sel_ty = match self.program.types.get(sel.ty) {
            TypeKind::Scalar(s) if s.kind == crate::types::ScalarKind::Sint => Some(Types::INT),
            TypeKind::Scalar(s) if s.kind == crate::types::ScalarKind::Uint => Some(Types::UINT),
            // DXC converts a floating-point selector to `int` (truncating,
            // `OpConvertFToS`; cf.switch.opswitch), where C++ refuses it.
            TypeKind::Scalar(s) if s.kind == crate::types::ScalarKind::Float => Some(Types::INT),
            TypeKind::Error => None,
            _ => {
                let name = self.type_name(sel.ty);
                self.error(DiagCode::err_switch_not_integer, sel_span, &[&name]);
                None
            }
        };
        let selector_id = match sel_ty {
            Some(t) => self.coerce(sel, t, sel_span),
            None => sel.id,
        };
        let stmts: Vec<ast::StmtId> = match &self.unit.stmts[body].kind {
            StmtKind::Block(b) => b.stmts.clone(),
            _ => vec![body],
        };
        // Group statements under their labels. A statement is kept with the
        // number of labels it starts with: a block that begins with labels
        // (`case 6: { case 7: break; }`) is entered by them too, so they
        // start a group holding the rest of the block (the group before
        // falls into it).
        struct Group {
            labels: Vec<(Option<ast::ExprId>, hlsl_base::Span)>,
            stmts: Vec<(ast::StmtId, usize)>,
        }
        let mut groups: Vec<Group> = Vec::new();
        for id in stmts {
            let st = &self.unit.stmts[id];
            let (labels, skip): (Vec<_>, usize) = match &st.kind {
                StmtKind::Case(v) => (vec![(*v, st.span)], 0),
                StmtKind::Block(b) => {
                    let labels: Vec<_> = b
                        .stmts
                        .iter()
                        .map_while(|&s| match self.unit.stmts[s].kind {
                            StmtKind::Case(v) => Some((v, self.unit.stmts[s].span)),
                            _ => None,
                        })
                        .collect();
                    let k = labels.len();
                    (labels, k)
                }
                _ => (Vec::new(), 0),
            };
            if !labels.is_empty() {
                match groups.last_mut() {
                    Some(g) if g.stmts.is_empty() => g.labels.extend(labels),
                    _ => groups.push(Group {
                        labels,
                        stmts: Vec::new(),
                    }),
                }
                if skip > 0 {
                    if let Some(g) = groups.last_mut() {
                        g.stmts.push((id, skip));
                    }
                }
            } else if let Some(g) = groups.last_mut() {
                g.stmts.push((id, 0));
            } else if !matches!(st.kind, StmtKind::Empty | StmtKind::Error) {
                self.error(DiagCode::err_switch_stmt_before_case, st.span, &[]);
            }
        }
        let mut seen: Vec<(Literal, hlsl_base::Span)> = Vec::new();
        let mut default_span: Option<hlsl_base::Span> = None;
        let mut cases = Vec::new();
        if let Some(fx) = self.fx.as_mut() {
            fx.switches += 1;
        }
        // Each case starts from the state before the switch. (A case that
        // falls into the next also counts as an exit here: conservative.)
        let before = self.unassigned.clone();
        let sources_before = self.resource_sources_now();
        let mut ends = Vec::new();
        let mut source_ends = Vec::new();
        let mut taken = None;
        let mut default_end = None;
        for g in groups {
            self.unassigned = before.clone();
            self.set_resource_sources(sources_before.clone());
            let mut case = SwitchCase {
                values: Vec::new(),
                is_default: false,
                body: Block::default(),
            };
            for (label, span) in g.labels {
                match label {
                    None => {
                        if let Some(prev) = default_span {
                            let d = Diagnostic::new(DiagCode::err_duplicate_default, span, &[])
                                .with_note(Diagnostic::new(
                                    DiagCode::note_previous_case,
                                    prev,
                                    &[],
                                ));
                            self.push(d);
                        }
                        default_span = Some(span);
                        case.is_default = true;
                    }
                    Some(e) => {
                        let Some(ty) = sel_ty else {
                            self.value(e);
                            continue;
                        };
                        let v = self.value(e);
                        let espan = self.unit.exprs[e].span;
                        let id = self.coerce(v, ty, espan);
                        // A constant expression (`1 + 1`) folds to its value.
                        let folded = match self.body_ref().exprs[id].kind {
                            ExprKind::Literal(lit) => Some(lit),
                            _ => self.const_value(e, None).map(|v| {
                                if ty == Types::INT {
                                    Literal::Sint(v as i32 as i64)
                                } else {
                                    Literal::Uint(u64::from(v as u32))
                                }
                            }),
                        };
                        let Some(lit) = folded else {
                            if !self.program.types.is_error(v.ty) {
                                self.error(DiagCode::err_case_not_constant, espan, &[]);
                            }
                            continue;
                        };
                        if let Some(&(_, prev)) = seen.iter().find(|(l, _)| *l == lit) {
                            let shown = match lit {
                                Literal::Sint(x) => x.to_string(),
                                Literal::Uint(x) => x.to_string(),
                                _ => String::new(),
                            };
                            let d = Diagnostic::new(DiagCode::err_duplicate_case, espan, &[&shown])
                                .with_note(Diagnostic::new(
                                    DiagCode::note_previous_case,
                                    prev,
                                    &[],
                                ));
                            self.push(d);
                            continue;
                        }
                        seen.push((lit, espan));
                        case.values.push(lit);
                    }
                }
            }
            self.push_scope();
            for &(id, skip) in &g.stmts {
                if skip == 0 {
                    self.check_stmt(id, &mut case.body);
                    continue;
                }
                // The rest of a block entered by its labels, in its scope.
                let StmtKind::Block(b) = &self.unit.stmts[id].kind else {
                    continue;
                };
                let mut inner = Block::default();
                self.push_scope();
                for &s in &b.stmts[skip..] {
                    self.check_stmt(s, &mut inner);
                }
                self.pop_scope();
                case.body.stmts.push(Stmt::Block(inner));
            }
            self.pop_scope();
            let end = std::mem::take(&mut self.unassigned);
            let sources_end = self.resource_sources_now();
            // With a constant selector, only the case it picks counts for
            // the resources assigned (when it leaves only at its end).
            let picked = known.is_some_and(|k| case.values.iter().any(|l| lit_value(l) == k));
            if picked && super::resource_locals::leaves_only_at_end(&case.body) {
                taken = Some((
                    sources_end.clone(),
                    super::resource_locals::leaves_switch(&case.body),
                ));
            }
            if case.is_default && super::resource_locals::leaves_only_at_end(&case.body) {
                default_end = Some((
                    sources_end.clone(),
                    super::resource_locals::leaves_switch(&case.body),
                ));
            }
            if super::resource_locals::leaves_only_at_end(&case.body) {
                let leaves = super::resource_locals::leaves_switch(&case.body);
                ends.push((end, leaves));
                source_ends.push((sources_end, leaves));
            } else {
                // An early `break`: no more assigned than before the switch,
                // and maybe something else held.
                ends.push((before.clone(), true));
                source_ends.push((sources_before.clone(), true));
                source_ends.push((sources_end, true));
            }
            cases.push(case);
        }
        if !cases.iter().any(|c| c.is_default) {
            ends.push((before, true));
            source_ends.push((sources_before.clone(), true));
        }
        self.merge_unassigned(ends);
        // A constant selector that no case names goes to `default`, or
        // past the switch without one.
        let picks_default = known.is_some()
            && taken.is_none()
            && !cases
                .iter()
                .any(|c| c.values.iter().any(|l| Some(lit_value(l)) == known));
        if let Some(end) = taken.or(if picks_default {
            default_end.or(Some((sources_before.clone(), true)))
        } else {
            None
        }) {
            source_ends = vec![end];
        }
        self.merge_resource_sources(source_ends, sources_before);
        if let Some(fx) = self.fx.as_mut() {
            fx.switches -= 1;
        }
        out.stmts.push(Stmt::Switch {
            selector: selector_id,
            cases,
        });
    }
}

/// An integer case label's value.
fn lit_value(l: &Literal) -> i128 {
    match *l {
        Literal::Sint(x) => i128::from(x),
        Literal::Uint(x) => i128::from(x),
        _ => 0,
    }
}
