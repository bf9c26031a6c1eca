//! Resources and constant buffers resolved once per machine: each global's
//! buffer (its bytes moved out of [`Buffers::bytes`] into a vector for the
//! machine's life and put back when it drops), element shape and length,
//! so an access indexes vectors instead of hashing a register.

use super::{index_of, Machine, Shared};
use crate::memory;
use crate::shape::Shape;
use crate::{Buffers, RegisterKey};
use hlsl_base::Idx;
use hlsl_sema::ir::GlobalKind;
use hlsl_sema::types::{Scalar, TypeId, TypeKind, Types};
use std::rc::Rc;

/// A global's buffer index in the machine's buffers and its element count.
pub(crate) type Binding = (Option<usize>, usize);

/// A global as memory.
#[derive(Clone, Debug, Default)]
pub(crate) struct ResInfo {
    /// Its bytes in `Machine::bufs`, if a buffer is bound.
    pub buf: Option<usize>,
    /// Whether a texture is bound at its register (then texel reads and
    /// writes go to the texture).
    pub texture: bool,
    /// The element's shape (a resource) or the member's (a cbuffer member).
    pub shape: Rc<Shape>,
    /// Whole elements in the bound buffer (resources).
    pub len: usize,
    /// The member's byte offset in its constant buffer.
    pub offset: usize,
    /// How that constant buffer is laid out.
    pub packing: hlsl_sema::layout::Packing,
}

impl<'p, 'b> Machine<'p, 'b> {
    /// Resolves every global's buffer (see the module comment), then
    /// those of the elements that code picks at run time
    /// (`dynamic.rs`), after the globals' entries.
    pub(super) fn bind(&mut self) {
        let program = self.program;
        let mut res = Vec::with_capacity(program.globals.len());
        for (id, _) in program.globals.iter() {
            let gi = index_of(id);
            let key = self.resource_key(gi);
            res.push(self.res_info(gi, key));
        }
        self.res = res;
        self.bind_dynamic();
    }

    /// What global `g` is when bound at register `key` (none: nothing).
    pub(super) fn res_info(&mut self, gi: usize, key: Option<RegisterKey>) -> ResInfo {
        let program = self.program;
        let Some(key) = key else {
            return ResInfo::default();
        };
        let g = &program.globals[Idx::from_raw((gi as u32).into())];
        let buf = match self.buf_keys.iter().position(|k| *k == key) {
            Some(i) => Some(i),
            None => self.buffers.bytes.remove(&key).map(|bytes| {
                self.bufs.push(bytes);
                self.buf_keys.push(key);
                self.bufs.len() - 1
            }),
        };
        let (shape, offset, packing) = match g.kind {
            GlobalKind::CBufferMember {
                offset, cbuffer, ..
            } => (
                self.shapes.get(g.ty),
                offset as usize,
                program.cbuffers[cbuffer].packing,
            ),
            _ => (
                self.shapes.get(self.resource_elem(gi)),
                0,
                program.layout.cbuffer(),
            ),
        };
        let bytes = buf.map_or(0, |b| self.bufs[b].len());
        ResInfo {
            buf,
            texture: self.buffers.textures.contains_key(&key),
            len: bytes.checked_div(shape.stride as usize).unwrap_or(0),
            shape,
            offset,
            packing,
        }
    }

    pub(crate) fn res(&self, g: usize) -> &ResInfo {
        &self.res[g]
    }

    /// The bytes bound to global `g`; none in a parallel dispatch, whose
    /// programs read and write buffers only through places
    /// ([`Machine::read_buf`], `one.rs`) and never this way.
    pub(crate) fn bytes(&self, g: usize) -> Option<&Vec<u8>> {
        if self.mem.is_some() {
            return None;
        }
        self.res[g].buf.map(|b| &self.bufs[b])
    }

    /// None in a parallel dispatch (see [`Machine::bytes`]).
    pub(crate) fn bytes_mut(&mut self, g: usize) -> Option<&mut Vec<u8>> {
        if self.mem.is_some() {
            return None;
        }
        self.res[g].buf.map(|b| &mut self.bufs[b])
    }

    /// Reads scalar `s` at byte `at` of buffer `b`, wherever the buffers
    /// are (zero past the end).
    pub(crate) fn read_buf(&self, b: usize, at: usize, s: Scalar) -> u64 {
        match &self.mem {
            Some(m) => m.read(b, at, s),
            None => memory::read(&self.bufs[b], at, s),
        }
    }

    /// By global, each one's buffer index and element count, for the
    /// machines of a parallel dispatch.
    pub(crate) fn layout(&self) -> Vec<Binding> {
        self.res.iter().map(|r| (r.buf, r.len)).collect()
    }

    /// Moves the buffers out, for a parallel dispatch to share (the
    /// machine must not run until [`Machine::put_bufs`]).
    pub(crate) fn take_bufs(&mut self) -> Vec<Vec<u8>> {
        std::mem::take(&mut self.bufs)
    }

    pub(crate) fn put_bufs(&mut self, bufs: Vec<Vec<u8>>) {
        self.bufs = bufs;
    }

    /// Makes this (bufferless) machine run over the shared buffers
    /// `mem`, bound as `layout` says.
    pub(crate) fn attach(&mut self, mem: Shared<'b>, layout: &[Binding]) {
        for (r, &(buf, len)) in self.res.iter_mut().zip(layout) {
            r.buf = buf;
            r.len = len;
        }
        self.mem = Some(mem);
    }

    pub(crate) fn resource_key(&self, g: usize) -> Option<RegisterKey> {
        if let Some(&(_, key)) = self.key_subst.iter().rev().find(|(x, _)| *x == g) {
            return Some(key);
        }
        let id = Idx::from_raw((g as u32).into());
        match self.program.globals[id].kind {
            GlobalKind::Resource(b) => Some(RegisterKey {
                class: b.class,
                space: b.space,
                register: b.register,
            }),
            GlobalKind::CBufferMember { cbuffer, .. } => {
                // A `TextureBuffer<T>`'s hidden cbuffer keeps its `t`
                // register (it read the `b` register of that number).
                let b = self.program.cbuffers[cbuffer].binding;
                Some(RegisterKey {
                    class: b.class,
                    space: b.space,
                    register: b.register,
                })
            }
            _ => None,
        }
    }

    /// The element type of resource global `g`.
    pub(crate) fn resource_elem(&self, g: usize) -> TypeId {
        let id = Idx::from_raw((g as u32).into());
        match *self.program.types.get(self.program.globals[id].ty) {
            TypeKind::Resource { elem, .. } => elem,
            _ => Types::VOID,
        }
    }

    /// How many whole elements the buffer bound to resource `g` holds; a
    /// resource with no buffer bound is empty.
    pub(crate) fn resource_len(&self, g: usize) -> usize {
        self.res[g].len
    }
}

impl Drop for Machine<'_, '_> {
    fn drop(&mut self) {
        if self.mem.is_some() {
            return;
        }
        let bufs = std::mem::take(&mut self.bufs);
        put_back(self.buffers, &self.buf_keys, bufs);
    }
}

fn put_back(buffers: &mut Buffers, keys: &[RegisterKey], bufs: Vec<Vec<u8>>) {
    for (key, bytes) in keys.iter().zip(bufs) {
        buffers.bytes.insert(*key, bytes);
    }
}
