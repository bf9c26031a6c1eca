//! Elements of arrays of resources chosen at run time
//! (`Texture2D ts[] : register(t0); ts[i]`, `ElementIndex::Dynamic`).
//!
//! Each indexing is an element global whose index expression the
//! executor evaluates where the element is used. A root expression that
//! uses such elements (`compile/dynamic.rs`) is evaluated once per group
//! of lanes that chose the same elements: for that group the element
//! global (and the members of its constant buffer) is bound as the
//! element at the array's register plus the index, as D3D numbers an
//! array's registers. Everything below the root then sees an ordinary
//! resource. The lanes of a group are disjoint, so each lane still
//! evaluates the root once; pure operations write every lane of their
//! slot, so each group's lanes of the root's value are kept aside and
//! put back once all groups ran.
//!
//! An index past the array (a sized array's length, or for an unbounded
//! one the resources bound at consecutive registers from its first) has
//! no defined meaning in D3D or Vulkan (DXC emits the access unchecked),
//! so the dispatch traps with the index and the array's name.

use super::{index_of, Frame, Machine, Mask, ResInfo};
use crate::{RegisterKey, Trap};
use hlsl_sema::ir::{ElementIndex, ExprId, GlobalId, GlobalKind};
use hlsl_sema::types::TypeKind;

/// How an element global chosen at run time binds.
#[derive(Debug)]
pub(crate) struct DynElem {
    /// The array's name, for traps.
    name: String,
    /// The array's first register.
    base: RegisterKey,
    /// Elements an index may pick.
    len: u32,
    /// Whether the array is unbounded (`len` counts bound resources).
    unbounded: bool,
    /// The globals bound per element (the element, then its constant
    /// buffer's members), each with the `res` entries of the elements
    /// that have something bound (later ones are empty).
    globals: Vec<(usize, Vec<usize>)>,
}

/// Resources bound per element at most, whatever an array's length.
const MAX_BOUND: u32 = 1 << 16;

impl<'p> Machine<'p, '_> {
    /// Adds `res` entries for the elements each dynamic element global may
    /// pick (after the globals' own, in global order, so that the
    /// machines of a parallel dispatch agree on them).
    pub(super) fn bind_dynamic(&mut self) {
        let program = self.program;
        let mut elems: Vec<GlobalId> = program
            .resource_elements
            .iter()
            .filter(|(_, (_, k))| matches!(k, ElementIndex::Dynamic(_)))
            .map(|(&e, _)| e)
            .collect();
        elems.sort_by_key(|&e| index_of(e));
        for d in elems {
            let (array, _) = program.resource_elements[&d];
            let GlobalKind::Resource(b) = program.globals[array].kind else {
                continue;
            };
            let base = RegisterKey {
                class: b.class,
                space: b.space,
                register: b.register,
            };
            let sized = match *program.types.get(program.globals[array].ty) {
                TypeKind::Array { len: Some(n), .. } => Some(n),
                _ => None,
            };
            let at = |k: u32| RegisterKey {
                register: base.register.wrapping_add(k),
                ..base
            };
            let (len, bound) = match sized {
                Some(n) => {
                    let last = (0..n.min(MAX_BOUND)).rev().find(|&k| self.is_bound(at(k)));
                    (n, last.map_or(0, |k| k + 1))
                }
                None => {
                    let n = (0..MAX_BOUND)
                        .find(|&k| !self.is_bound(at(k)))
                        .unwrap_or(MAX_BOUND);
                    (n, n)
                }
            };
            let mut subs = vec![index_of(d)];
            for (_, cb) in program.cbuffers.iter() {
                if cb.resource == Some(d) {
                    subs.extend(cb.members.iter().map(|&m| index_of(m)));
                }
            }
            let mut globals = Vec::new();
            for g in subs {
                let mut entries = Vec::new();
                for k in 0..bound {
                    let info = self.res_info(g, Some(at(k)));
                    self.res.push(info);
                    entries.push(self.res.len() - 1);
                }
                globals.push((g, entries));
            }
            self.dynamic.insert(
                index_of(d),
                DynElem {
                    name: program.globals[array].name.clone(),
                    base,
                    len,
                    unbounded: sized.is_none(),
                    globals,
                },
            );
        }
    }

    /// Whether anything is bound at `key`.
    fn is_bound(&self, key: RegisterKey) -> bool {
        self.buffers.bytes.contains_key(&key)
            || self.buf_keys.contains(&key)
            || self.buffers.textures.contains_key(&key)
            || self.buffers.samplers.contains_key(&key)
    }

    /// Evaluates root `e`, which uses the dynamic elements `elems`, once
    /// per group of lanes in `mask` whose indices agree.
    pub(super) fn eval_dynamic(
        &mut self,
        f: &mut Frame<'p>,
        e: ExprId,
        elems: &'p [GlobalId],
        mask: &Mask,
    ) -> Result<(), Trap> {
        let lanes = self.lanes;
        let mut chosen: Vec<Vec<u32>> = Vec::with_capacity(elems.len());
        for &d in elems {
            let Some(&(_, ElementIndex::Dynamic(ix))) = self.program.resource_elements.get(&d)
            else {
                return Err(super::internal("a dynamic element without its index"));
            };
            self.eval(f, ix, mask)?;
            let n = &f.code.nodes[index_of(ix)];
            let w = n.w.max(1);
            chosen.push((0..lanes).map(|l| f.arena[n.at + l * w] as u32).collect());
        }
        let (at, w) = {
            let n = &f.code.nodes[index_of(e)];
            (n.at, n.w)
        };
        let mut value = vec![0; lanes * w];
        let mut left = mask.clone();
        while let Some(first) = left.iter().position(|&m| m) {
            let pick: Vec<u32> = chosen.iter().map(|c| c[first]).collect();
            let mut sub = self.take_mask();
            for l in 0..lanes {
                sub[l] = left[l] && chosen.iter().zip(&pick).all(|(c, &k)| c[l] == k);
                if sub[l] {
                    left[l] = false;
                }
            }
            let saved = match self.pick_elements(elems, &pick) {
                Ok(saved) => saved,
                Err(t) => {
                    self.give_mask(sub);
                    return Err(t);
                }
            };
            let r = self.eval_node(f, e, &sub);
            // Pure operations write every lane of their slot: keep this
            // group's lanes of the root's value before the next group.
            if r.is_ok() {
                for l in (0..lanes).filter(|&l| sub[l]) {
                    value[l * w..(l + 1) * w]
                        .copy_from_slice(&f.arena[at + l * w..at + (l + 1) * w]);
                }
            }
            self.restore_elements(saved);
            self.give_mask(sub);
            r?;
        }
        for l in (0..lanes).filter(|&l| mask[l]) {
            f.arena[at + l * w..at + (l + 1) * w].copy_from_slice(&value[l * w..(l + 1) * w]);
        }
        Ok(())
    }

    /// Binds each of `elems` as the element its index in `pick` names;
    /// what they were bound to before.
    fn pick_elements(
        &mut self,
        elems: &[GlobalId],
        pick: &[u32],
    ) -> Result<Vec<(usize, ResInfo)>, Trap> {
        let mut saved = Vec::new();
        for (&d, &k) in elems.iter().zip(pick) {
            let Some(de) = self.dynamic.get(&index_of(d)) else {
                self.restore_elements(saved);
                return Err(super::internal("a dynamic element that was not bound"));
            };
            if k >= de.len {
                let reason = if de.unbounded {
                    format!(
                        "index {k} into the unbounded array of resources '{}' is past the {} \
                         resources bound at consecutive registers from {}",
                        de.name, de.len, de.base
                    )
                } else {
                    format!(
                        "index {k} into the array of resources '{}' is out of range (it has {} elements)",
                        de.name, de.len
                    )
                };
                self.restore_elements(saved);
                return Err(Trap { reason });
            }
            let key = RegisterKey {
                register: de.base.register.wrapping_add(k),
                ..de.base
            };
            let globals: Vec<(usize, Option<usize>)> = de
                .globals
                .iter()
                .map(|(g, entries)| (*g, entries.get(k as usize).copied()))
                .collect();
            for (g, entry) in globals {
                // Past the last bound element nothing is bound: an
                // empty resource, as at a constant index.
                let info = match entry {
                    Some(i) => self.res[i].clone(),
                    None => self.res_info(g, Some(key)),
                };
                saved.push((g, std::mem::replace(&mut self.res[g], info)));
                self.key_subst.push((g, key));
            }
        }
        Ok(saved)
    }

    fn restore_elements(&mut self, saved: Vec<(usize, ResInfo)>) {
        for (g, info) in saved.into_iter().rev() {
            self.res[g] = info;
            self.key_subst.pop();
        }
    }
}
