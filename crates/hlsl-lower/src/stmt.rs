//! Statements. Loops become naga `Loop`s: a test-first loop checks its
//! condition at the top of the body; a `do … while` tests in the
//! continuing block through `break_if`, after the IR's continuing part.

use crate::func::FnCtx;
use crate::resources::span;
use crate::types::Layout;
use crate::{unsupported, Lowered};
use hlsl_sema::ir::{Block as IrBlock, Literal, Stmt};
use naga::{Block, Expression, Statement, SwitchCase, SwitchValue};

impl FnCtx<'_, '_> {
    /// Lowers a block into `out`; the emitter runs on entry and on exit.
    /// Statements after a `return`/`break`/`continue`/`discard` are dead and
    /// skipped (naga rejects code after a terminator in some back ends).
    pub fn block(&mut self, b: &IrBlock, out: &mut Block) -> Lowered<bool> {
        for s in &b.stmts {
            if self.statement(s, out)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Lowers one statement; returns whether it ends control flow.
    fn statement(&mut self, s: &Stmt, out: &mut Block) -> Lowered<bool> {
        let dummy = hlsl_base::Span::DUMMY;
        match *s {
            Stmt::Expr(e) => {
                let _ = self.eval(e, out)?;
            }
            Stmt::Local {
                local,
                init: Some(e),
            } if self.value_locals.contains(&local) => {
                let v = self.value(e, out)?;
                let body = self.body;
                self.name_value(v, &body.locals[local].name);
                self.values.insert(local, v);
            }
            Stmt::Local { local, init } => {
                let Some(&ptr) = self.locals.get(&local) else {
                    return unsupported("this local", self.body.locals[local].span);
                };
                let l = &self.body.locals[local];
                let v = match init {
                    Some(e) => self.value(e, out)?,
                    None => {
                        let ty = self.m.ty(l.ty, Layout::Natural, l.span)?;
                        self.add(Expression::ZeroValue(ty), l.span, out)
                    }
                };
                self.store(ptr, v, l.span, out);
            }
            Stmt::Block(ref b) => return self.block(b, out),
            Stmt::If {
                cond,
                ref then,
                ref otherwise,
            } => {
                let sp = self.body.exprs[cond].span;
                let c = self.value(cond, out)?;
                self.flush(out);
                let mut ends = [false; 2];
                let accept = self.nested(|c, b| {
                    ends[0] = c.block(then, b)?;
                    Ok(())
                })?;
                let reject = self.nested(|c, b| {
                    ends[1] = c.block(otherwise, b)?;
                    Ok(())
                })?;
                out.push(
                    Statement::If {
                        condition: c,
                        accept,
                        reject,
                    },
                    span(sp),
                );
                self.start();
                return Ok(ends[0] && ends[1]);
            }
            Stmt::Loop {
                cond,
                test_first,
                ref body,
                ref continuing,
            } => {
                self.flush(out);
                let lbody = self.nested(|c, b| {
                    if let (true, Some(cond)) = (test_first, cond) {
                        let sp = c.body.exprs[cond].span;
                        let v = c.value(cond, b)?;
                        let not = c.add(
                            Expression::Unary {
                                op: naga::UnaryOperator::LogicalNot,
                                expr: v,
                            },
                            sp,
                            b,
                        );
                        c.stmt(
                            Statement::If {
                                condition: not,
                                accept: Block::from_vec(vec![Statement::Break]),
                                reject: Block::new(),
                            },
                            sp,
                            b,
                        );
                    }
                    c.block(body, b)?;
                    Ok(())
                })?;
                let mut break_if = None;
                let lcontinuing = self.nested(|c, b| {
                    c.block(continuing, b)?;
                    if let (false, Some(cond)) = (test_first, cond) {
                        let sp = c.body.exprs[cond].span;
                        let v = c.value(cond, b)?;
                        break_if = Some(c.add(
                            Expression::Unary {
                                op: naga::UnaryOperator::LogicalNot,
                                expr: v,
                            },
                            sp,
                            b,
                        ));
                    }
                    Ok(())
                })?;
                out.push(
                    Statement::Loop {
                        body: lbody,
                        continuing: lcontinuing,
                        break_if,
                    },
                    naga::Span::default(),
                );
                self.start();
            }
            Stmt::Switch {
                selector,
                ref cases,
            } => {
                let sp = self.body.exprs[selector].span;
                let v = self.value(selector, out)?;
                self.flush(out);
                let mut ncases = Vec::new();
                for (i, case) in cases.iter().enumerate() {
                    // A case whose end is reachable falls into the next:
                    // its body continues with the next cases' (copied),
                    // since WGSL has no fallthrough.
                    let body = self.nested(|c, b| {
                        for next in &cases[i..] {
                            c.block(&next.body, b)?;
                            if !hlsl_sema::reaches_end(&next.body) {
                                break;
                            }
                        }
                        Ok(())
                    })?;
                    // Several labels: all but the last are empty cases
                    // falling into it.
                    let mut labels: Vec<SwitchValue> = case
                        .values
                        .iter()
                        .map(|lit| match *lit {
                            Literal::Uint(x) => SwitchValue::U32(x as u32),
                            Literal::Sint(x) => SwitchValue::I32(x as i32),
                            _ => SwitchValue::Default,
                        })
                        .collect();
                    if case.is_default {
                        labels.push(SwitchValue::Default);
                    }
                    let Some(last) = labels.pop() else { continue };
                    for value in labels {
                        ncases.push(SwitchCase {
                            value,
                            body: Block::new(),
                            fall_through: true,
                        });
                    }
                    ncases.push(SwitchCase {
                        value: last,
                        body,
                        fall_through: false,
                    });
                }
                // naga requires a default case.
                if !cases.iter().any(|c| c.is_default) {
                    ncases.push(SwitchCase {
                        value: SwitchValue::Default,
                        body: Block::new(),
                        fall_through: false,
                    });
                }
                out.push(
                    Statement::Switch {
                        selector: v,
                        cases: ncases,
                    },
                    span(sp),
                );
                self.start();
            }
            Stmt::Break => {
                self.stmt(Statement::Break, dummy, out);
                return Ok(true);
            }
            Stmt::Continue => {
                self.stmt(Statement::Continue, dummy, out);
                return Ok(true);
            }
            Stmt::Return(v) => {
                let value = match v {
                    Some(e) => self.eval(e, out)?,
                    None => None,
                };
                self.stmt(Statement::Return { value }, dummy, out);
                return Ok(true);
            }
            Stmt::Discard => {
                self.stmt(Statement::Kill, dummy, out);
                return Ok(true);
            }
            Stmt::Trap(sp) => {
                return unsupported("'trap' (a GPU cannot end one invocation's dispatch)", sp)
            }
        }
        Ok(false)
    }
}
