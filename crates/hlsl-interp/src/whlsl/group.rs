//! Runs one workgroup in lock step, by the spec's global rule for control
//! barriers: every invocation advances past a barrier only when all of
//! the group are at the same barrier with identical divergence stacks;
//! anything else traps.
//!
//! The evaluator is recursive, so an invocation cannot be suspended in the
//! middle of a call chain; instead each invocation runs on its own scoped
//! thread, and a token — the shared memory and the step count, moved, not
//! shared — is passed between them and this scheduler. Exactly one
//! invocation runs at a time, in local-index order, each until it reaches
//! a barrier or returns, so results are deterministic and no lock guards
//! memory. A group whose program has no control barrier never needs to
//! wait, and runs its invocations one after another on the caller's
//! thread ([`run_sequential`]).

use super::code::{Code, Func};
use super::eval::{BarrierHook, Div, Machine};
use crate::Trap;
use std::sync::mpsc::{channel, Receiver, Sender};

/// The memory and the step count, handed to the running invocation.
struct Token {
    spaces: [Vec<u64>; 4],
    steps: u64,
}

enum ToInvocation {
    Go(Token),
    Abort,
}

enum FromInvocation {
    Barrier {
        id: usize,
        div: Vec<Div>,
        token: Token,
    },
    Done {
        token: Token,
        result: Result<(), Trap>,
    },
    Panicked(Box<dyn std::any::Any + Send>),
}

/// What one group runs: the entry point, its invocation count, and how
/// each invocation's frame (of `func.frame` cells, zeroed) is filled.
pub struct Group<'a> {
    pub code: &'a Code,
    pub func: &'a Func,
    pub invocations: usize,
    pub fill: &'a (dyn Fn(usize, &mut [u64]) + Sync),
    pub max_steps: u64,
    /// Names the group in trap messages: `(1, 0, 0)`.
    pub label: String,
}

/// Runs the group's invocations one after another (no barrier can make
/// one wait) on `m`, a machine reused from group to group.
pub fn run_sequential(
    g: &Group,
    m: &mut Machine,
    spaces: &mut [Vec<u64>; 4],
    steps: &mut u64,
) -> Result<(), Trap> {
    m.spaces = std::mem::take(spaces);
    m.steps = *steps;
    let mut result = Ok(());
    for i in 0..g.invocations {
        m.stack.clear();
        m.stack.resize(g.func.frame as usize, 0);
        m.div.clear();
        (g.fill)(i, &mut m.stack);
        result = m.run(g.func, 0);
        if result.is_err() {
            break;
        }
    }
    *spaces = std::mem::take(&mut m.spaces);
    *steps = m.steps;
    result
}

/// An invocation's side of the token passing.
struct Hook {
    to: Sender<FromInvocation>,
    from: Receiver<ToInvocation>,
}

impl Hook {
    /// Waits for the token; `None` when the group was aborted.
    fn wait(&self) -> Option<Token> {
        match self.from.recv() {
            Ok(ToInvocation::Go(t)) => Some(t),
            _ => None,
        }
    }
}

impl BarrierHook for Hook {
    fn arrive(
        &mut self,
        id: usize,
        div: &[Div],
        spaces: &mut [Vec<u64>; 4],
        steps: &mut u64,
    ) -> Result<(), Trap> {
        let token = Token {
            spaces: std::mem::take(spaces),
            steps: *steps,
        };
        let _ = self.to.send(FromInvocation::Barrier {
            id,
            div: div.to_vec(),
            token,
        });
        let t = self.wait().ok_or_else(|| Trap {
            reason: "the workgroup was stopped".into(),
        })?;
        *spaces = t.spaces;
        *steps = t.steps;
        Ok(())
    }
}

#[derive(Clone, PartialEq)]
enum State {
    Ready,
    Waiting(usize, Vec<Div>),
    Done,
}

/// Stack size of an invocation's thread: the evaluator recurses once per
/// nested expression and call, as `hlslc run` does on the main thread.
const STACK: usize = 8 << 20;

/// Runs the group in lock step (see the module's description).
pub fn run_lockstep(g: &Group, spaces: &mut [Vec<u64>; 4], steps: &mut u64) -> Result<(), Trap> {
    let (to_sched, from_inv) = channel::<FromInvocation>();
    let mut token = Some(Token {
        spaces: std::mem::take(spaces),
        steps: *steps,
    });
    let mut senders = Vec::with_capacity(g.invocations);
    let mut hooks = Vec::with_capacity(g.invocations);
    for _ in 0..g.invocations {
        let (to_inv, from_sched) = channel::<ToInvocation>();
        senders.push(to_inv);
        hooks.push(Hook {
            to: to_sched.clone(),
            from: from_sched,
        });
    }
    // Only the invocations hold senders: if all of them end, `recv` fails
    // instead of waiting for ever.
    drop(to_sched);
    let mut panic = None;
    let result = std::thread::scope(|scope| {
        for (i, hook) in hooks.into_iter().enumerate() {
            let spawned = std::thread::Builder::new()
                .stack_size(STACK)
                .spawn_scoped(scope, move || invocation(g, i, hook));
            if let Err(e) = spawned {
                abort(&senders);
                return Err(trap(format!("cannot start invocation {i}'s thread: {e}")));
            }
        }
        let mut state = vec![State::Ready; g.invocations];
        loop {
            for i in 0..g.invocations {
                if state[i] != State::Ready {
                    continue;
                }
                let _ = senders[i].send(ToInvocation::Go(token.take().expect("the token")));
                match from_inv.recv() {
                    Ok(FromInvocation::Barrier { id, div, token: t }) => {
                        token = Some(t);
                        state[i] = State::Waiting(id, div);
                    }
                    Ok(FromInvocation::Done { token: t, result }) => {
                        token = Some(t);
                        state[i] = State::Done;
                        if let Err(e) = result {
                            abort(&senders);
                            return Err(e);
                        }
                    }
                    Ok(FromInvocation::Panicked(p)) => {
                        panic = Some(p);
                        abort(&senders);
                        return Ok(());
                    }
                    Err(_) => {
                        abort(&senders);
                        return Err(trap("an invocation ended without reporting".into()));
                    }
                }
            }
            if let Err(e) = release(&mut state, &g.label) {
                abort(&senders);
                return Err(e);
            }
            if state.iter().all(|s| *s == State::Done) {
                return Ok(());
            }
        }
    });
    if let Some(p) = panic {
        std::panic::resume_unwind(p);
    }
    if let Some(t) = token {
        *spaces = t.spaces;
        *steps = t.steps;
    }
    result
}

fn trap(reason: String) -> Trap {
    Trap { reason }
}

fn abort(senders: &[Sender<ToInvocation>]) {
    for s in senders {
        let _ = s.send(ToInvocation::Abort);
    }
}

/// After every invocation has run as far as it can: all returned, or all
/// at one barrier with one divergence stack (they become ready again).
fn release(state: &mut [State], label: &str) -> Result<(), Trap> {
    let waiting: Vec<usize> = (0..state.len())
        .filter(|&i| matches!(state[i], State::Waiting(..)))
        .collect();
    let Some(&first) = waiting.first() else {
        return Ok(());
    };
    if let Some(done) = state.iter().position(|s| *s == State::Done) {
        return Err(trap(format!(
            "barrier not reached by every invocation: in workgroup {label}, invocation \
             {first} waits at a control barrier but invocation {done} returned"
        )));
    }
    let State::Waiting(id, div) = state[first].clone() else {
        unreachable!("filtered above");
    };
    for &i in &waiting[1..] {
        let State::Waiting(other, odiv) = &state[i] else {
            continue;
        };
        if *other != id {
            return Err(trap(format!(
                "barrier reached in divergent control flow: in workgroup {label}, \
                 invocations {first} and {i} wait at different control barriers"
            )));
        }
        if *odiv != div {
            return Err(trap(format!(
                "barrier reached in divergent control flow: in workgroup {label}, \
                 invocations {first} and {i} reached it through different branches \
                 (their divergence stacks differ)"
            )));
        }
    }
    state.fill(State::Ready);
    Ok(())
}

/// One invocation's thread: waits for the token, runs, reports.
fn invocation(g: &Group, i: usize, hook: Hook) {
    let Some(token) = hook.wait() else {
        return;
    };
    let to = hook.to.clone();
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut m = Machine::new(g.code, g.max_steps);
        m.stack.resize(g.func.frame as usize, 0);
        (g.fill)(i, &mut m.stack);
        m.spaces = token.spaces;
        m.steps = token.steps;
        m.hook = Some(Box::new(hook));
        let result = m.run(g.func, 0);
        let token = Token {
            spaces: std::mem::take(&mut m.spaces),
            steps: m.steps,
        };
        FromInvocation::Done { token, result }
    }));
    let _ = to.send(run.unwrap_or_else(FromInvocation::Panicked));
}
