//! `GetAttributeAtVertex(x, v)`: the value of pixel shader input `x` at
//! vertex `v` of the primitive.
//!
//! DXC lowers it with `SPV_KHR_fragment_shader_barycentric`: once an entry
//! point reads an attribute at a vertex, every `nointerpolation` input of
//! it becomes an `array<T, 3>` decorated `PerVertexKHR`, and a plain read
//! of such an input takes vertex 0. naga 30 writes the same from
//! `Interpolation::PerVertex` (`Capabilities::PER_VERTEX`).
//!
//! The attribute is read in the entry function, whose parameters are
//! values built by the entry wrapper (`entry.rs`), so each attribute read
//! here has a private `array<T, 3>` global that the wrapper fills from the
//! per-vertex input. What it reads is named by its path from the entry
//! function's parameters: the parameter, then fields (as DXC, the value
//! must be taken directly from an input), constant elements and rows; a helper's `nointerpolation`
//! parameter is followed to its callers, which must all pass the same
//! input. Anything else is a located error, as is a value the wrapper has
//! no single per-vertex input for (a row of an Nx1 matrix, one vector).

use crate::func::{FnCtx, ModuleCtx};
use crate::types::Layout;
use crate::{unsupported, Lowered};
use hlsl_base::FxHashSet;
use hlsl_base::Span;
use hlsl_sema::ir::{Arg, ExprId, ExprKind, FunctionId, Literal, Program};
use hlsl_sema::types::TypeId;
use naga::{Block, Expression, Handle};

/// One input read at a vertex: its path from the entry function's
/// parameters and the private global holding its three values.
pub(crate) struct Read {
    path: Vec<u32>,
    global: Handle<naga::GlobalVariable>,
    span: Span,
    stored: bool,
}

/// The inputs the entry function reads at a vertex.
#[derive(Default)]
pub(crate) struct PerVertex {
    reads: Vec<Read>,
}

impl PerVertex {
    /// Whether the entry point reads any attribute at a vertex: its
    /// `nointerpolation` inputs are then per-vertex.
    pub fn active(&self) -> bool {
        !self.reads.is_empty()
    }

    /// The global the wrapper fills for the input at `path`, if read.
    pub fn store_for(&mut self, path: &[u32]) -> Option<Handle<naga::GlobalVariable>> {
        let r = self.reads.iter_mut().find(|r| r.path == path)?;
        r.stored = true;
        Some(r.global)
    }

    /// After the wrapper: an attribute read no per-vertex input fills.
    pub fn unfilled(&self) -> Lowered<()> {
        match self.reads.iter().find(|r| !r.stored) {
            Some(r) => unsupported(
                "'GetAttributeAtVertex' of a value that is not one per-vertex input (a row of \
                 an Nx1 matrix, which is one input)",
                r.span,
            ),
            None => Ok(()),
        }
    }
}

/// The path of the entry input `e` (in function `fid`) reads: the entry
/// parameter's index, then field indices. A helper's parameter is what
/// its callers pass: every call must pass the same input (DXC follows the
/// calls the same way).
fn input_path(
    program: &Program,
    reachable: &FxHashSet<FunctionId>,
    entry: FunctionId,
    fid: FunctionId,
    e: ExprId,
    depth: u32,
) -> Option<Vec<u32>> {
    let body = &program.functions[fid].body;
    match body.exprs[e].kind {
        ExprKind::Local(l) => {
            let i = program.functions[fid]
                .params
                .iter()
                .position(|p| p.local == l)?;
            if fid == entry {
                return Some(vec![i as u32]);
            }
            // Calls nest no deeper than the functions there are.
            if depth as usize > program.functions.len() {
                return None;
            }
            let mut found: Option<Vec<u32>> = None;
            for &g in reachable {
                for (_, x) in program.functions[g].body.exprs.iter() {
                    let ExprKind::Call { function, ref args } = x.kind else {
                        continue;
                    };
                    if function != fid {
                        continue;
                    }
                    let Some(Arg::In(a)) = args.get(i) else {
                        return None;
                    };
                    let p = input_path(program, reachable, entry, g, *a, depth + 1)?;
                    if found.as_ref().is_some_and(|f| *f != p) {
                        return None;
                    }
                    found = Some(p);
                }
            }
            found
        }
        ExprKind::Field { base, index } => {
            let mut p = input_path(program, reachable, entry, fid, base, depth)?;
            p.push(index);
            Some(p)
        }
        // An element of an input array, or a row of an input matrix (the
        // checker reads a matrix's attribute row by row).
        ExprKind::Index { base, index } => {
            let i = match body.exprs[index].kind {
                ExprKind::Literal(Literal::Sint(v)) => u32::try_from(v).ok()?,
                ExprKind::Literal(Literal::Uint(v)) => u32::try_from(v).ok()?,
                _ => return None,
            };
            let mut p = input_path(program, reachable, entry, fid, base, depth)?;
            p.push(i);
            Some(p)
        }
        ExprKind::Load(x) => input_path(program, reachable, entry, fid, x, depth),
        _ => None,
    }
}

impl ModuleCtx<'_> {
    fn per_vertex_global(
        &mut self,
        path: Vec<u32>,
        elem: Handle<naga::Type>,
        sp: Span,
    ) -> Handle<naga::GlobalVariable> {
        if let Some(r) = self.per_vertex.reads.iter().find(|r| r.path == path) {
            return r.global;
        }
        let ty = per_vertex_array(&mut self.module, elem);
        let global = self.module.global_variables.append(
            naga::GlobalVariable {
                name: Some("per_vertex".into()),
                space: naga::AddressSpace::Private,
                binding: None,
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            naga::Span::default(),
        );
        self.per_vertex.reads.push(Read {
            path,
            global,
            span: sp,
            stored: false,
        });
        global
    }
}

/// `array<elem, 3>`: an input's values at the three vertices.
pub(crate) fn per_vertex_array(
    module: &mut naga::Module,
    elem: Handle<naga::Type>,
) -> Handle<naga::Type> {
    let layouter_size = {
        let mut l = naga::proc::Layouter::default();
        // A stage input's type always lays out.
        let _ = l.update(module.to_ctx());
        l[elem].to_stride()
    };
    module.types.insert(
        naga::Type {
            name: None,
            inner: naga::TypeInner::Array {
                base: elem,
                size: naga::ArraySize::Constant(std::num::NonZeroU32::MIN.saturating_add(2)),
                stride: layouter_size,
            },
        },
        naga::Span::default(),
    )
}

impl FnCtx<'_, '_> {
    /// `GetAttributeAtVertex(x, v)`: element `v` of `x`'s per-vertex
    /// global (`vals[1]` is `v`).
    pub(crate) fn attribute_at_vertex(
        &mut self,
        args: &[ExprId],
        vals: &[Handle<Expression>],
        ty: TypeId,
        sp: Span,
        block: &mut Block,
    ) -> Lowered<Handle<Expression>> {
        let program = self.m.program;
        let this = program
            .functions
            .iter()
            .find(|(_, f)| std::ptr::eq(&f.body, self.body))
            .map(|(id, _)| id);
        let path = match (self.m.entry_function, this) {
            (Some(entry), Some(fid)) => {
                input_path(program, &self.m.reachable, entry, fid, args[0], 0)
            }
            _ => None,
        };
        let Some(path) = path else {
            return unsupported(
                "'GetAttributeAtVertex' of a value that is not an entry input or a field of \
                 one (a helper's parameter must be passed the same input by every call)",
                self.body.exprs[args[0]].span,
            );
        };
        let elem = self.m.ty(ty, Layout::Natural, sp)?;
        let global = self.m.per_vertex_global(path, elem, sp);
        let g = self.add(Expression::GlobalVariable(global), sp, block);
        let at = self.add(
            Expression::Access {
                base: g,
                index: vals[1],
            },
            sp,
            block,
        );
        Ok(self.load(at, sp, block))
    }
}
