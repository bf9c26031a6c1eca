//! Compiles each function body of the typed IR, once per dispatch (or
//! call), into the compact form the evaluator (`exec/`) runs: a [`Node`]
//! per expression with everything resolved up front.
//!
//! Every expression gets a *slot*: a run of `lanes × width` components in
//! its frame's arena, where lane `l`'s components are
//! `arena[at + l * w..at + (l + 1) * w]`. Locals and the return value have
//! slots too, so evaluating an expression writes its children's slots and
//! then its own, and nothing is allocated per operation. Literals are
//! written into their slots once when a frame is created (frames are
//! pooled, see `exec/call.rs`). Places carry their component pattern
//! (field offsets and swizzles applied) computed here; only indices are
//! left to run time, as a per-lane base in the place's own base slot.
//! Widths, scalars, field offsets and array lengths come from the types
//! here, so evaluation looks nothing up.

pub mod dynamic;
mod node;

pub use node::{Node, Op, Place, Root, Step};

use crate::scalar;
use crate::shape::Shapes;
use hlsl_base::Idx;
use hlsl_sema::ir::{Body, ExprId, ExprKind, GlobalKind, Literal, Program};
use hlsl_sema::types::{Scalar, TypeId, TypeKind};

/// A compiled body.
#[derive(Debug, Default)]
pub struct Code {
    /// By expression index.
    pub nodes: Vec<Node>,
    /// Arena index and width of each local's slot, by local index.
    pub locals: Vec<(usize, usize)>,
    /// The return value's slot.
    pub ret: (usize, usize),
    /// The arena prefix holding the return value and the locals, zeroed
    /// when a call starts.
    pub zeroed: usize,
    /// The arena's length.
    pub size: usize,
    /// Literal slots: (arena index, length, component), written once.
    pub consts: Vec<(usize, usize, u64)>,
    /// Place patterns, referenced by [`Place::pattern`] ranges.
    pub patterns: Vec<u32>,
    /// By expression index, the roots that choose resources at run time
    /// and the dynamic elements they use (`dynamic.rs`); empty when none
    /// does.
    pub dynamic: Vec<Option<Vec<hlsl_sema::ir::GlobalId>>>,
}

impl Code {
    pub fn pattern(&self, p: &Place) -> &[u32] {
        &self.patterns[p.pattern.0 as usize..p.pattern.1 as usize]
    }
}

/// Every function body of a program, and the static initializers.
pub struct Compiled {
    pub functions: Vec<Code>,
    pub global_init: Code,
}

impl Compiled {
    pub fn new(program: &Program, shapes: &Shapes, lanes: usize) -> Compiled {
        Compiled {
            functions: program
                .functions
                .iter()
                .map(|(_, f)| compile(program, shapes, &f.body, f.ret, lanes))
                .collect(),
            global_init: compile(
                program,
                shapes,
                &program.global_init,
                hlsl_sema::types::Types::VOID,
                lanes,
            ),
        }
    }
}

pub fn index_of<T>(id: Idx<T>) -> usize {
    u32::from(id.into_raw()) as usize
}

struct Builder<'a> {
    program: &'a Program,
    shapes: &'a Shapes<'a>,
    body: &'a Body,
    lanes: usize,
    /// Arena components handed out so far.
    next: usize,
    code: Code,
    /// Compiled places by expression, so a place and the places built on
    /// it agree on its base slot.
    places: Vec<Option<Place>>,
}

fn compile(program: &Program, shapes: &Shapes, body: &Body, ret: TypeId, lanes: usize) -> Code {
    let mut b = Builder {
        program,
        shapes,
        body,
        lanes,
        next: 0,
        code: Code::default(),
        places: Vec::new(),
    };
    b.code.ret = b.slot(shapes.flat(ret));
    for (_, local) in body.locals.iter() {
        let s = b.slot(shapes.flat(local.ty));
        b.code.locals.push(s);
    }
    b.code.zeroed = b.next;
    let widths: Vec<usize> = body.exprs.iter().map(|(e, _)| b.width(e)).collect();
    b.places = vec![None; widths.len()];
    for (e, _) in body.exprs.iter() {
        let node = b.node(e, &widths);
        b.code.nodes.push(node);
    }
    for i in 0..b.code.nodes.len() {
        let at = shared_slot(&b.code.nodes, i);
        b.code.nodes[i].at = at;
    }
    b.code.size = b.next;
    b.code.dynamic = dynamic::roots(program, body);
    b.code
}

/// Marks a node whose value lives in a child's slot (see [`shared_slot`]).
const SHARED: usize = usize::MAX;

/// The slot of node `i`: its own, or for an assignment without an operator
/// or a comma, its value's.
fn shared_slot(nodes: &[Node], i: usize) -> usize {
    let node = &nodes[i];
    if node.at != SHARED {
        return node.at;
    }
    match node.op {
        Op::Assign { value: x, .. } | Op::Comma { rhs: x, .. } => shared_slot(nodes, index_of(x)),
        _ => 0,
    }
}

impl Builder<'_> {
    /// A fresh slot of `w` components per lane: (arena index, width).
    fn slot(&mut self, w: usize) -> (usize, usize) {
        let at = self.next;
        self.next += w * self.lanes;
        (at, w)
    }

    fn scalar_of(&self, ty: TypeId) -> Scalar {
        self.program.types.scalar_of(ty).unwrap_or(Scalar::U32)
    }

    /// Components per lane of `e`'s value.
    fn width(&self, e: ExprId) -> usize {
        let expr = &self.body.exprs[e];
        let flat = self.shapes.flat(expr.ty);
        match expr.kind {
            ExprKind::Literal(_) => flat.max(1),
            ExprKind::Swizzle { len, .. } => len as usize,
            ExprKind::Binary { lhs, rhs, .. } => flat.max(self.width(lhs)).max(self.width(rhs)),
            _ => flat,
        }
    }

    fn node(&mut self, e: ExprId, widths: &[usize]) -> Node {
        let body = self.body;
        let expr = &body.exprs[e];
        let w = widths[index_of(e)];
        let s = self.scalar_of(expr.ty);
        let sc = |x: ExprId| self.scalar_of(body.exprs[x].ty);
        let op = match expr.kind {
            ExprKind::Literal(lit) => {
                let c = match lit {
                    Literal::Bool(b) => b as u64,
                    Literal::Sint(i) => scalar::wrap(s, i as u64),
                    Literal::Uint(u) => scalar::wrap(s, u),
                    Literal::Float(x) if s.is_float() => scalar::from_f64(s, x),
                    Literal::Float(x) => scalar::convert(Scalar::F64, s, x.to_bits()),
                };
                let (at, _) = self.slot(w);
                self.code.consts.push((at, w * self.lanes, c));
                return Node {
                    at,
                    w,
                    s,
                    op: Op::Const,
                };
            }
            ExprKind::Local(_) | ExprKind::Global(_) | ExprKind::Deref(_) => {
                Op::Place(self.place(e))
            }
            ExprKind::Field { .. } | ExprKind::Index { .. } | ExprKind::Swizzle { .. }
                if body.is_place(e) =>
            {
                Op::Place(self.place(e))
            }
            ExprKind::Load(p) => Op::Load(p),
            ExprKind::Field { base, index } => {
                let shape = self.shapes.get(body.exprs[base].ty);
                let off = shape.fields.get(index as usize).copied().unwrap_or(0);
                Op::Field { base, off }
            }
            ExprKind::Index { base, index } => {
                let shape = self.shapes.get(body.exprs[base].ty);
                Op::Index {
                    base,
                    index,
                    idx_s: sc(index),
                    len: shape.len,
                    ew: shape.elem_flat,
                }
            }
            ExprKind::Swizzle { base, pattern, len } => {
                let scalar_base = widths[index_of(base)] == 1;
                let mut p = [0u8; 4];
                for (d, &c) in p.iter_mut().zip(&pattern[..len as usize]) {
                    *d = if scalar_base { 0 } else { c };
                }
                Op::Swizzle { base, pattern: p }
            }
            ExprKind::Unary { op, expr: x } => Op::Unary { op, x, s: sc(x) },
            ExprKind::Binary { op, lhs, rhs } => {
                let short = matches!(
                    op,
                    hlsl_sema::ir::BinaryOp::LogicalAnd | hlsl_sema::ir::BinaryOp::LogicalOr
                ) && matches!(
                    self.program.types.get(body.exprs[lhs].ty),
                    TypeKind::Scalar(_)
                );
                Op::Binary {
                    op,
                    a: lhs,
                    b: rhs,
                    s: sc(lhs),
                    short,
                }
            }
            ExprKind::Select {
                cond,
                accept,
                reject,
            } => Op::Select {
                cond,
                accept,
                reject,
                scalar: matches!(
                    self.program.types.get(body.exprs[cond].ty),
                    TypeKind::Scalar(_)
                ),
                cs: sc(cond),
            },
            ExprKind::Convert(x) => Op::Convert {
                x,
                from: sc(x),
                to: s,
            },
            ExprKind::Splat(x) => Op::Splat(x),
            ExprKind::Compose(ref parts) => Op::Compose(parts.clone().into_boxed_slice()),
            ExprKind::Assign { target, op, value } => {
                if op.is_none() {
                    // The value is what was stored: share the value's slot.
                    return Node {
                        at: SHARED,
                        w: widths[index_of(value)],
                        s,
                        op: Op::Assign {
                            target,
                            op,
                            value,
                            s: sc(target),
                        },
                    };
                }
                Op::Assign {
                    target,
                    op,
                    value,
                    s: sc(target),
                }
            }
            ExprKind::IncDec {
                target,
                increment,
                prefix,
            } => Op::IncDec {
                target,
                increment,
                prefix,
                s: sc(target),
            },
            // Its value is the right side's: share that slot.
            ExprKind::Comma { lhs, rhs } => {
                return Node {
                    at: SHARED,
                    w: widths[index_of(rhs)],
                    s,
                    op: Op::Comma { lhs, rhs },
                }
            }
            ExprKind::Call { .. }
            | ExprKind::Intrinsic { .. }
            | ExprKind::Atomic { .. }
            | ExprKind::Unsupported { .. }
            | ExprKind::ResourceOp { .. } => Op::Ir,
            // Pointers and array references (WHLSL): not run yet; they
            // trap when reached (`exec/expr.rs`).
            ExprKind::AddressOf(_)
            | ExprKind::MakeArrayRef(_)
            | ExprKind::ArrayLength(_)
            | ExprKind::Null => Op::Ir,
        };
        let (at, _) = self.slot(w);
        Node { at, w, s, op }
    }

    /// The compiled form of place `e`, with a base slot if indexed.
    fn place(&mut self, e: ExprId) -> Place {
        if let Some(p) = &self.places[index_of(e)] {
            return p.clone();
        }
        let p = self.new_place(e);
        self.places[index_of(e)] = Some(p.clone());
        p
    }

    fn new_place(&mut self, e: ExprId) -> Place {
        let body = self.body;
        let expr = &body.exprs[e];
        let flat = self.shapes.flat(expr.ty) as u32;
        let all = |this: &mut Self, w: u32| {
            let start = this.code.patterns.len() as u32;
            this.code.patterns.extend(0..w);
            (start, start + w)
        };
        match expr.kind {
            ExprKind::Local(id) => {
                let (at, w) = self.code.locals[index_of(id)];
                Place {
                    root: Root::Local { at, w },
                    pattern: all(self, flat),
                    step: Step::Root,
                    base_at: None,
                    ty: expr.ty,
                }
            }
            ExprKind::Global(id) => {
                let g = index_of(id);
                let root = match self.program.globals[id].kind {
                    GlobalKind::Private { .. } => Root::Private(g),
                    GlobalKind::Groupshared => Root::Shared(g),
                    // Legalization replaces every parameter placeholder:
                    // never reached.
                    GlobalKind::Resource(_)
                    | GlobalKind::ResourceParam { .. }
                    | GlobalKind::ResourceReturn => Root::Resource(g),
                    GlobalKind::CBufferMember { .. } => Root::CBuffer(g),
                };
                Place {
                    root,
                    pattern: all(self, flat),
                    step: Step::Root,
                    base_at: None,
                    ty: expr.ty,
                }
            }
            ExprKind::Field { base, index } => {
                let b = self.place(base);
                let off = self.shapes.get(b.ty).fields.get(index as usize).copied();
                let bp = self.code.pattern(&b).to_vec();
                let start = self.code.patterns.len() as u32;
                let off = off.unwrap_or(0);
                let part = bp.get(off..off + flat as usize).unwrap_or(&[]);
                self.code.patterns.extend_from_slice(part);
                Place {
                    root: b.root,
                    pattern: (start, self.code.patterns.len() as u32),
                    step: Step::Same(base),
                    base_at: b.base_at,
                    ty: expr.ty,
                }
            }
            ExprKind::Swizzle { base, pattern, len } => {
                let b = self.place(base);
                let bp = self.code.pattern(&b).to_vec();
                let scalar_base = bp.len() == 1;
                let start = self.code.patterns.len() as u32;
                for &c in &pattern[..len as usize] {
                    let c = if scalar_base { 0 } else { c as usize };
                    self.code.patterns.push(bp.get(c).copied().unwrap_or(0));
                }
                Place {
                    root: b.root,
                    pattern: (start, self.code.patterns.len() as u32),
                    step: Step::Same(base),
                    base_at: b.base_at,
                    ty: expr.ty,
                }
            }
            ExprKind::Index { base, index } => {
                let b = self.place(base);
                let (base_at, _) = self.slot(1);
                let mut step = None;
                let (len, ew) = match (b.root, self.program.types.get(b.ty)) {
                    (Root::Resource(g), &TypeKind::Resource { kind, elem }) => {
                        let ew = self.shapes.flat(elem);
                        if let Some(shape) = kind.texture_shape() {
                            step = Some(Step::Texel {
                                base,
                                index,
                                g,
                                shape,
                                ew,
                            });
                        }
                        (None, ew)
                    }
                    (_, TypeKind::Resource { .. }) => {
                        step = Some(Step::ResourceInLocal);
                        (None, 0)
                    }
                    _ => {
                        let shape = self.shapes.get(b.ty);
                        (Some(shape.len), shape.elem_flat)
                    }
                };
                let bp = self.code.pattern(&b);
                let contiguous = bp.windows(2).all(|w| w[1] == w[0] + 1);
                let step = step.unwrap_or(Step::Index {
                    base,
                    index,
                    idx_s: self.scalar_of(body.exprs[index].ty),
                    len,
                    ew,
                    contiguous,
                });
                Place {
                    root: b.root,
                    pattern: all(self, ew as u32),
                    step,
                    base_at: Some(base_at),
                    ty: expr.ty,
                }
            }
            // `*null` traps when used; other pointers are not run yet
            // (a place that traps).
            ExprKind::Deref(x) => Place {
                root: if matches!(body.exprs[x].kind, ExprKind::Null) {
                    Root::Null
                } else {
                    Root::Invalid
                },
                pattern: all(self, flat),
                step: Step::Root,
                base_at: None,
                ty: expr.ty,
            },
            _ => Place {
                root: Root::Invalid,
                pattern: (0, 0),
                step: Step::Root,
                base_at: None,
                ty: expr.ty,
            },
        }
    }
}
