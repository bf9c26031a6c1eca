//! Resource methods: byte-address-buffer word loads and stores, buffer
//! size queries and counters (`counters.rs`). Texture operations (sampling, texel loads and queries)
//! trap as not implemented in the interpreter yet.

use crate::exec::{active, index_of, Frame, Machine, Mask, Vals};
use crate::memory;
use crate::Trap;
use hlsl_sema::ir::{ExprId, ExprKind, ResourceOp};
use hlsl_sema::types::{ResourceKind, Scalar, TypeKind};

impl<'p> Machine<'p, '_> {
    pub(crate) fn resource_op(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        mask: &Mask,
    ) -> Result<Vals, Trap> {
        let body = f.body;
        let ExprKind::ResourceOp {
            op,
            resource,
            ref args,
            ..
        } = body.exprs[e].kind
        else {
            return Err(not_yet("this resource operation"));
        };
        let g = index_of(resource);
        let kind = match *self.program.types.get(self.program.globals[resource].ty) {
            TypeKind::Resource { kind, .. } => kind,
            _ => return Err(not_yet("this resource")),
        };
        if kind.texture_shape().is_some()
            || matches!(
                kind,
                ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
            )
        {
            return Err(not_yet("texture operations"));
        }
        if matches!(op, ResourceOp::InterlockedBytes { .. }) {
            return Err(not_yet("byte-address atomic operations"));
        }
        if matches!(op, ResourceOp::LoadBytesAs | ResourceOp::StoreBytesAs) {
            return Err(not_yet(
                "byte-address loads and stores of types other than 32-bit scalars and vectors",
            ));
        }
        let mut vals = Vec::with_capacity(args.len());
        for &a in args {
            vals.push(self.eval(f, a, mask)?);
        }
        let key = self.resource_key(g);
        let lanes = self.lanes;
        match op {
            ResourceOp::Append
            | ResourceOp::Consume
            | ResourceOp::IncrementCounter
            | ResourceOp::DecrementCounter => self.counter_op(op, g, &vals, mask),
            ResourceOp::LoadBytes(n) => {
                let n = n as usize;
                let mut out = Vals::zeros(lanes, n);
                let Some(bytes) = key.and_then(|k| self.buffers.bytes.get(&k)) else {
                    return Ok(out);
                };
                for l in active(mask) {
                    let at = (vals[0].lane(l)[0] as u32 & !3) as usize;
                    for k in 0..n {
                        out.lane_mut(l)[k] = memory::read(bytes, at + 4 * k, Scalar::U32);
                    }
                }
                Ok(out)
            }
            ResourceOp::StoreBytes(n) => {
                if let Some(bytes) = key.and_then(|k| self.buffers.bytes.get_mut(&k)) {
                    for l in active(mask) {
                        let at = (vals[0].lane(l)[0] as u32 & !3) as usize;
                        for k in 0..n as usize {
                            let v = vals[1].lane(l).get(k).copied().unwrap_or(0);
                            memory::write(bytes, at + 4 * k, Scalar::U32, v);
                        }
                    }
                }
                Ok(Vals::zeros(lanes, 0))
            }
            ResourceOp::Dimensions => {
                let len = key
                    .and_then(|k| self.buffers.bytes.get(&k))
                    .map_or(0, |b| b.len());
                let (count, stride) = match kind {
                    ResourceKind::ByteAddressBuffer | ResourceKind::RWByteAddressBuffer => {
                        (len & !3, 4)
                    }
                    _ => {
                        let stride = self.shapes.get(self.resource_elem(g)).stride as usize;
                        (len.checked_div(stride).unwrap_or(0), stride)
                    }
                };
                let mut out = Vals::zeros(lanes, 4);
                for l in 0..lanes {
                    out.lane_mut(l)
                        .copy_from_slice(&[count as u64, stride as u64, 1, 1]);
                }
                Ok(out)
            }
            _ => Err(not_yet("this resource operation")),
        }
    }
}

fn not_yet(what: &str) -> Trap {
    Trap {
        reason: format!("{what} are not implemented in the interpreter yet"),
    }
}
