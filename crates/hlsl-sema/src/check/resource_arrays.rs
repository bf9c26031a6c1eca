//! Arrays of resources in code (`Texture2D ts[4]`, `Texture2D ts[]`,
//! `RWStructuredBuffer<uint> bufs[2]`, `ConstantBuffer<S> cbs[3]`).
//!
//! Indexing a one-dimensional array of resources gives a hidden resource
//! global of the element type (`Program::resource_elements`), so methods,
//! element places, lowering and the interpreter see an ordinary resource.
//! A constant index has one global per element (`ts_2`), bound at the
//! array's register plus the index as D3D binds it. A non-constant index
//! makes a global for that one indexing that carries the index expression
//! (`ElementIndex::Dynamic`). In Vulkan the array is one descriptor array
//! at one binding, as DXC emits it; lowering makes it a naga binding array.

use super::{Checker, GlobalSym, Typed};
use crate::ir::{ElementIndex, ExprId, ExprKind, Global, GlobalId, GlobalKind};
use crate::types::{TypeKind, Types};
use hlsl_base::{DiagCode, Span};
use hlsl_syntax::ast::{self, ExprKind as K};

impl Checker<'_> {
    /// Whether `g` is a global array of resources that code may index:
    /// one-dimensional, sized or unbounded, of a resource type that code
    /// can use.
    pub(super) fn is_resource_array(&self, g: GlobalId) -> bool {
        let global = &self.program.globals[g];
        if !matches!(global.kind, GlobalKind::Resource(_)) {
            return false;
        }
        let TypeKind::Array { elem, .. } = *self.program.types.get(global.ty) else {
            return false;
        };
        let TypeKind::Resource { kind, elem: inner } = *self.program.types.get(elem) else {
            return false;
        };
        if is_buffer_view(kind) && self.holds_unusable_object(inner) {
            return false;
        }
        kind.is_checked() || is_buffer_view(kind)
    }

    /// Kept for the declaration pass: elements are made when code indexes
    /// the array (an unbounded array has no element count to make).
    pub(super) fn declare_resource_elements(&mut self, _g: GlobalId) {}

    /// The element of descriptor heap array `g` at `index`: one global
    /// per constant index, a new one per run-time index.
    pub(super) fn heap_element(&mut self, g: GlobalId, index: ElementIndex) -> GlobalId {
        match index {
            ElementIndex::Const(k) => self.resource_element(g, k),
            ElementIndex::Dynamic(_) => self.new_resource_element(g, index),
        }
    }

    /// A new element global of array `g` standing for `index`.
    fn new_resource_element(&mut self, g: GlobalId, index: ElementIndex) -> GlobalId {
        let global = &self.program.globals[g];
        let GlobalKind::Resource(binding) = global.kind else {
            return g;
        };
        let TypeKind::Array { elem, .. } = *self.program.types.get(global.ty) else {
            return g;
        };
        let name = match index {
            ElementIndex::Const(k) => format!("{}_{k}", global.name),
            ElementIndex::Dynamic(_) => format!("{}_dyn", global.name),
        };
        let span = global.span;
        let e = self.program.globals.alloc(Global {
            name,
            ty: elem,
            kind: GlobalKind::Resource(element_binding(binding, index)),
            init: None,
            span,
        });
        self.program.resource_elements.insert(e, (g, index));
        self.declare_buffer_view(e);
        e
    }

    /// The element global of array `g` at constant `k`, made on first use.
    pub(super) fn resource_element(&mut self, g: GlobalId, k: u32) -> GlobalId {
        let found = self
            .program
            .resource_elements
            .iter()
            .find(|(_, &(a, i))| a == g && i == ElementIndex::Const(k))
            .map(|(&e, _)| e);
        match found {
            Some(e) => e,
            None => self.new_resource_element(g, ElementIndex::Const(k)),
        }
    }

    /// Elements take their array's binding (a constant one plus its
    /// index) once registers are assigned.
    pub(super) fn bind_resource_elements(&mut self) {
        let elements: Vec<(GlobalId, GlobalId, ElementIndex)> = self
            .program
            .resource_elements
            .iter()
            .map(|(&e, &(a, k))| (e, a, k))
            .collect();
        for (e, a, k) in elements {
            if let GlobalKind::Resource(b) = self.program.globals[a].kind {
                self.program.globals[e].kind = GlobalKind::Resource(element_binding(b, k));
            }
        }
    }

    /// Whether `g` is an element global chosen by a run-time index that
    /// the index's expression reads where it is used (a resource local
    /// cannot hold one; a heap element's index is kept in a local of its
    /// own, `descriptor_heaps.rs`).
    pub(super) fn is_late_element(&self, g: GlobalId) -> bool {
        self.is_dynamic_element(g) && !self.heap_snapshots.contains(&g)
    }

    /// Whether `g` is an element global chosen by a run-time index.
    pub(super) fn is_dynamic_element(&self, g: GlobalId) -> bool {
        matches!(
            self.program.resource_elements.get(&g),
            Some((_, ElementIndex::Dynamic(_)))
        )
    }

    /// `arr[index]` where `arr` names a global array of resources that has
    /// element globals: that element (a `ConstantBuffer<T>` element read as
    /// its value). `None` when `base` is anything else.
    pub(super) fn check_resource_array_index(
        &mut self,
        base: ast::ExprId,
        index: ast::ExprId,
        span: Span,
    ) -> Option<Typed> {
        let K::Name(ident) = self.unit.exprs[base].kind else {
            return None;
        };
        // A local of that name hides the global.
        if self
            .fx
            .as_ref()
            .is_some_and(|fx| fx.scopes.iter().any(|s| s.contains_key(&ident.sym)))
        {
            return None;
        }
        let Some(&GlobalSym::Var(g)) = self.lookup(ident.sym) else {
            return None;
        };
        if !self.is_resource_array(g) {
            return None;
        }
        let TypeKind::Array { len, .. } = *self.program.types.get(self.program.globals[g].ty)
        else {
            return None;
        };
        // Reports a use before the declaration, as any use does.
        let _ = self.resolve_global(ident);
        let ispan = self.span_of(index);
        let e = match self.const_value(index, None) {
            Some(value) => {
                let k = u32::try_from(value)
                    .ok()
                    .filter(|&k| len.is_none_or(|len| k < len));
                let Some(k) = k else {
                    let tn = self.type_name(self.program.globals[g].ty);
                    self.error(DiagCode::err_index_out_of_range, ispan, &[&value, &tn]);
                    return Some(self.error_expr(span));
                };
                self.resource_element(g, k)
            }
            None => {
                let i = self.value(index);
                if self.program.types.is_error(i.ty) {
                    return Some(self.error_expr(span));
                }
                let i = self.coerce(i, Types::UINT, ispan);
                if !self.side_effect_free(i) {
                    let what = format!(
                        "an index with side effects into the array of resources '{}'",
                        self.program.globals[g].name
                    );
                    self.error(DiagCode::err_not_supported_yet, ispan, &[&what]);
                    return Some(self.error_expr(span));
                }
                self.new_resource_element(g, ElementIndex::Dynamic(i))
            }
        };
        if let Some(view) = self.buffer_view(e) {
            return Some(self.buffer_view_value(view, span));
        }
        let ty = self.program.globals[e].ty;
        Some(self.typed(ExprKind::Global(e), ty, span))
    }
}

fn is_buffer_view(kind: crate::types::ResourceKind) -> bool {
    use crate::types::ResourceKind::*;
    matches!(kind, ConstantBuffer | TextureBuffer)
}

/// The binding of an element: its array's, at the element's register when
/// the index is a constant.
fn element_binding(b: crate::ir::Binding, index: ElementIndex) -> crate::ir::Binding {
    let register = match index {
        ElementIndex::Const(k) => b.register.wrapping_add(k),
        ElementIndex::Dynamic(_) => b.register,
    };
    crate::ir::Binding {
        register,
        range: 1,
        ..b
    }
}

impl Checker<'_> {
    /// Whether evaluating `e` twice, or later than where it is written,
    /// gives the same value: no calls, assignments or resource operations.
    fn side_effect_free(&self, e: ExprId) -> bool {
        let body = self.body_ref();
        let mut ok = true;
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            let kind = &body.exprs[e].kind;
            match kind {
                ExprKind::Call { .. }
                | ExprKind::Assign { .. }
                | ExprKind::IncDec { .. }
                | ExprKind::Atomic { .. }
                | ExprKind::ResourceOp { .. }
                | ExprKind::Unsupported { .. } => ok = false,
                _ => kind.operands(true, |o, _| stack.push(o)),
            }
        }
        ok
    }
}

impl Checker<'_> {
    /// The element global a resource value `e` is, when it is one chosen
    /// by a run-time index.
    fn dynamic_element_of(&self, e: ExprId) -> Option<GlobalId> {
        crate::legalize::global_of(self.body_ref(), e).filter(|&g| self.is_dynamic_element(g))
    }

    /// A resource chosen by a run-time index cannot leave the function
    /// that indexes: its index is an expression of that function.
    pub(super) fn check_dynamic_element_escape(&mut self, e: ExprId, span: Span) {
        if let Some(g) = self.dynamic_element_of(e) {
            let (array, _) = self.program.resource_elements[&g];
            let what = format!(
                "returning an element of the array of resources '{}' chosen by a non-constant index",
                self.program.globals[array].name
            );
            self.error(DiagCode::err_not_supported_yet, span, &[&what]);
        }
    }

    /// `err_resource_arg_ambiguous` for each argument of a call of
    /// `callee` that is a resource chosen by a run-time index (see
    /// [`Self::check_dynamic_element_escape`]); whether there was none.
    pub(super) fn check_dynamic_element_args(
        &mut self,
        callee: usize,
        args: &[crate::ir::Arg],
    ) -> bool {
        let mut ok = true;
        for (i, a) in args.iter().enumerate() {
            let crate::ir::Arg::In(e) = *a else { continue };
            if self.dynamic_element_of(e).is_none() {
                continue;
            }
            let name = self.funcs[callee]
                .param_names
                .get(i)
                .cloned()
                .unwrap_or_default();
            let span = self.body_ref().exprs[e].span;
            self.error(DiagCode::err_resource_arg_ambiguous, span, &[&name]);
            ok = false;
        }
        ok
    }
}

impl Checker<'_> {
    /// A resource local given an element chosen by a run-time index: the
    /// local would read the index where it is used, not where it is set
    /// (reported here; the local's uses are then errors without a
    /// diagnostic of their own). Whether it was one.
    pub(super) fn dynamic_element_kept(&mut self, value: ExprId) -> bool {
        let Some(g) = self
            .dynamic_element_of(value)
            .filter(|&g| self.is_late_element(g))
        else {
            return false;
        };
        let (array, _) = self.program.resource_elements[&g];
        let what = format!(
            "keeping an element of the array of resources '{}' chosen by a non-constant index in a local",
            self.program.globals[array].name
        );
        let span = self.body_ref().exprs[value].span;
        self.error(DiagCode::err_not_supported_yet, span, &[&what]);
        true
    }
}
