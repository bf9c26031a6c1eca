//! Vulkan descriptor bindings of a program's resources and constant
//! buffers, and the collisions between them.
//!
//! Each declaration's (set, binding) is, first match wins:
//! 1. `[[vk::binding(b, s)]]`;
//! 2. `-fvk-bind-register xN spaceM BINDING SET` for its register;
//! 3. its register plus the shift of its class in its space
//!    (`-fvk-<class>-shift N SPACE|all`), in set = its space.
//!
//! The space of a register written without one is `-auto-binding-space`
//! (0 by default). Declarations without a register take the lowest free
//! binding of their set once all the others are placed, in declaration
//! order: a set is one namespace for every class, as in DXC's `-spirv`.
//!
//! A buffer with a counter (`Program::counter_buffers`) has it in a
//! storage buffer of its own, in the buffer's set: at
//! `[[vk::counter_binding(b)]]`, else it takes the lowest free binding in
//! the implicit pass, right after its buffer in declaration order (so
//! after every explicitly bound declaration), as DXC does.
//!
//! Shader Model 6.6's descriptor heaps (`Program::descriptor_heaps`), as
//! DXC's `-spirv` places them: each heap is one binding, shared by all of
//! its arrays (one per resource type read from it), at
//! `-fvk-bind-resource-heap` / `-fvk-bind-sampler-heap`, else at the
//! lowest free binding of set 0 once everything else is placed: the
//! resource heap first, then the sampler heap (each only if code reads
//! it). The counters of the resource heap's buffers share one binding,
//! `-fvk-bind-counter-heap`'s or the next free one after the resource
//! heap. A binding a heap flag names is kept free of everything else, as
//! in DXC.
//!
//! Two declarations on one binding: see [`resolve`]. SPIR-V keeps both on
//! it, as DXC does (a sampler and a texture there are a combined image
//! sampler); the text targets move the later one to a free binding with a
//! warning.

use hlsl_base::{DiagCode, Diagnostic, FxHashMap, FxHashSet, Span};
use hlsl_sema::ir::{
    Binding, Bound, EntryPoint, ExprKind, FunctionId, GlobalId, GlobalKind, Program, RegisterClass,
};

/// `-fvk-<class>-shift N SPACE`: registers of `class` in `space` (every
/// space for `None`, DXC's `all`) move up by `shift` bindings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassShift {
    pub class: RegisterClass,
    pub shift: u32,
    pub space: Option<u32>,
}

/// `-fvk-bind-register xN spaceM BINDING SET`: one register's (set, binding).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BindRegister {
    /// The register's class.
    pub class: RegisterClass,
    /// The register's number (`5` of `t5`).
    pub register: u32,
    /// The register's space.
    pub space: u32,
    /// The descriptor set it goes to.
    pub set: u32,
    /// The binding it goes to.
    pub binding: u32,
}

/// How registers map to Vulkan descriptor sets and bindings. The default
/// maps `register(xN, spaceM)` to set M, binding N.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VulkanBindings {
    pub shifts: Vec<ClassShift>,
    pub bind_registers: Vec<BindRegister>,
    /// `-auto-binding-space N`: the space of registers written without one.
    pub auto_binding_space: Option<u32>,
    /// `-fvk-bind-globals BINDING SET`: the (set, binding) of `$Globals`.
    pub globals: Option<(u32, u32)>,
    /// `-fvk-auto-shift-bindings`: a declaration without a register takes
    /// the first free binding from its class's shift on (DXC's
    /// `useNextBinding(set, n, shift)`), not from 0.
    pub auto_shift: bool,
    /// The descriptor heaps' flags.
    pub heaps: HeapBindings,
}

/// `-fvk-bind-resource-heap`, `-fvk-bind-sampler-heap` and
/// `-fvk-bind-counter-heap BINDING SET`, each as (set, binding).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeapBindings {
    pub resource: Option<(u32, u32)>,
    pub sampler: Option<(u32, u32)>,
    pub counter: Option<(u32, u32)>,
}

impl VulkanBindings {
    /// The default mapping (usable in constants).
    pub const fn new() -> VulkanBindings {
        VulkanBindings {
            shifts: Vec::new(),
            bind_registers: Vec::new(),
            auto_binding_space: None,
            globals: None,
            auto_shift: false,
            heaps: HeapBindings {
                resource: None,
                sampler: None,
                counter: None,
            },
        }
    }

    /// The (set, binding) of a register with an explicit number whose
    /// declaration has no `[[vk::binding]]`.
    pub fn explicit(&self, b: &Binding) -> (u32, u32) {
        if let Some(r) = self
            .bind_registers
            .iter()
            .find(|r| r.class == b.class && r.register == b.register && r.space == b.space)
        {
            return (r.set, r.binding);
        }
        (
            b.space,
            b.register.saturating_add(self.shift(b.class, b.space)),
        )
    }

    /// The shift of a register class in a space: the last one given for
    /// them wins, as in DXC.
    fn shift(&self, class: RegisterClass, space: u32) -> u32 {
        self.shifts
            .iter()
            .rev()
            .find(|s| s.class == class && s.space.is_none_or(|sp| sp == space))
            .map_or(0, |s| s.shift)
    }

    /// The (set, binding) of every resource and cbuffer of `program`, and
    /// of every counter (see [`Program::counter_buffers`]).
    pub fn assign(&self, program: &Program) -> BindingMap {
        let mut map = BindingMap::default();
        let mut used: FxHashSet<(u32, u32)> = FxHashSet::default();
        // Declarations and counters left for the implicit pass, in
        // declaration order, each counter right after its buffer (DXC's
        // order), with the set they go in.
        let mut implicit: Vec<(Slot, u32, u32)> = Vec::new();
        let counters = program.counter_buffers();
        let h = self.heaps;
        used.extend([h.resource, h.sampler, h.counter].into_iter().flatten());
        for d in bound(program) {
            if is_heap(program, d.bound) {
                continue;
            }
            let vk = program.vulkan.get(&d.bound).copied().unwrap_or_default();
            let mut b = d.binding;
            if !vk.space_written {
                b.space = self.auto_binding_space.unwrap_or(b.space);
            }
            let slot = Slot::Decl(d.bound);
            let is_globals =
                matches!(d.bound, Bound::CBuffer(c) if program.cbuffers[c].name == "$Globals");
            let set = match vk.binding {
                Some(place) => Some(place),
                None if is_globals && self.globals.is_some() => self.globals,
                None if b.explicit => Some(self.explicit(&b)),
                None => None,
            };
            match set {
                Some(place) => {
                    used.insert(place);
                    map.bindings.insert(d.bound, place);
                }
                None => {
                    let start = if self.auto_shift {
                        self.shift(b.class, b.space)
                    } else {
                        0
                    };
                    implicit.push((slot, b.space, start));
                }
            }
            let Bound::Global(g) = d.bound else {
                continue;
            };
            if !counters.contains(&g) {
                continue;
            }
            // A counter is in its buffer's set.
            let set = set.map_or(b.space, |p| p.0);
            match vk.counter_binding {
                Some(binding) => {
                    used.insert((set, binding));
                    map.counters.insert(g, (set, binding));
                }
                None => implicit.push((Slot::Counter(g), set, 0)),
            }
        }
        for (slot, set, start) in implicit {
            // An array of resources takes one binding, as in DXC: it is
            // one descriptor array.
            let mut binding = start;
            while used.contains(&(set, binding)) {
                binding += 1;
            }
            used.insert((set, binding));
            map.place(slot, (set, binding));
        }
        // The heaps, after everything else.
        for sampler in [false, true] {
            let arrays: Vec<GlobalId> = program
                .descriptor_heaps
                .iter()
                .filter(|&&(_, s)| s == sampler)
                .map(|&(g, _)| g)
                .collect();
            if arrays.is_empty() {
                continue;
            }
            let flag = if sampler { h.sampler } else { h.resource };
            let place = flag.unwrap_or_else(|| {
                let binding = (0..).find(|&b| !used.contains(&(0, b))).unwrap_or(0);
                (0, binding)
            });
            used.insert(place);
            for &g in &arrays {
                map.bindings.insert(Bound::Global(g), place);
            }
            // The counters of the resource heap's buffers: one binding
            // for them all, right after the heap (DXC's counter heap).
            let counted: Vec<GlobalId> = arrays
                .into_iter()
                .filter(|g| counters.contains(g))
                .collect();
            if counted.is_empty() {
                continue;
            }
            let place = h.counter.unwrap_or_else(|| {
                let binding = (0..).find(|&b| !used.contains(&(0, b))).unwrap_or(0);
                (0, binding)
            });
            used.insert(place);
            for g in counted {
                map.counters.insert(g, place);
            }
        }
        // Its elements are reached in its descriptor array.
        for (&e, &(array, _)) in &program.resource_elements {
            if let Some(place) = map.get(Bound::Global(array)) {
                map.bindings.insert(Bound::Global(e), place);
            }
        }
        map
    }
}

/// With `-fvk-bind-register`, every binding is the user's: a heap that
/// code reads needs its flag, as DXC says (the flag to give, and where
/// the heap is read).
pub(crate) fn heap_flag_missing(
    program: &Program,
    vulkan: &VulkanBindings,
) -> Option<(&'static str, Span)> {
    if vulkan.bind_registers.is_empty() {
        return None;
    }
    program.descriptor_heaps.iter().find_map(|&(g, sampler)| {
        let (flag, given) = if sampler {
            ("-fvk-bind-sampler-heap", vulkan.heaps.sampler)
        } else {
            ("-fvk-bind-resource-heap", vulkan.heaps.resource)
        };
        given.is_none().then(|| (flag, program.globals[g].span))
    })
}

/// Whether `bound` is an array of a descriptor heap.
fn is_heap(program: &Program, bound: Bound) -> bool {
    matches!(bound, Bound::Global(g) if program.descriptor_heaps.iter().any(|&(h, _)| h == g))
}

/// What the implicit pass places: a declaration or a buffer's counter.
#[derive(Clone, Copy)]
enum Slot {
    Decl(Bound),
    Counter(GlobalId),
    /// The sampler half of a `vk::SampledTexture*` global, comparing or
    /// not (see `images.rs`).
    Sampler(GlobalId, bool),
}

/// Every resource's and cbuffer's (set, binding), and every counter's,
/// from [`VulkanBindings::assign`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BindingMap {
    bindings: FxHashMap<Bound, (u32, u32)>,
    counters: FxHashMap<GlobalId, (u32, u32)>,
    samplers: FxHashMap<(GlobalId, bool), (u32, u32)>,
}

impl BindingMap {
    pub fn get(&self, bound: Bound) -> Option<(u32, u32)> {
        self.bindings.get(&bound).copied()
    }

    /// The (set, binding) of the counter of buffer `g`, if it has one.
    pub fn counter(&self, g: GlobalId) -> Option<(u32, u32)> {
        self.counters.get(&g).copied()
    }

    /// The (set, binding) of the sampler (comparing or not) that
    /// `vk::SampledTexture*` global `g` is sampled with, if it is.
    pub fn sampler(&self, g: GlobalId, comparison: bool) -> Option<(u32, u32)> {
        self.samplers.get(&(g, comparison)).copied()
    }

    fn place(&mut self, slot: Slot, place: (u32, u32)) {
        match slot {
            Slot::Decl(bound) => self.bindings.insert(bound, place),
            Slot::Counter(g) => self.counters.insert(g, place),
            Slot::Sampler(g, cmp) => self.samplers.insert((g, cmp), place),
        };
    }
}

/// What a cbuffer is bound as: itself, or the `ConstantBuffer<T>` or
/// `TextureBuffer<T>` global whose hidden cbuffer it is.
pub(crate) fn cbuffer_bound(program: &Program, id: hlsl_sema::ir::CBufferId) -> Bound {
    match program.cbuffers[id].resource {
        Some(g) => Bound::Global(g),
        None => Bound::CBuffer(id),
    }
}

/// A bound declaration, for listing them in order.
struct Decl<'p> {
    bound: Bound,
    name: &'p str,
    binding: Binding,
    span: Span,
}

/// Every bound declaration in declaration order.
fn bound(program: &Program) -> Vec<Decl<'_>> {
    let mut out: Vec<Decl> = program
        .globals
        .iter()
        .filter(|(id, _)| !program.resource_elements.contains_key(id))
        // A push constant has no binding (`resources.rs` makes it naga's
        // `Immediate` variable).
        .filter(|&(id, _)| !program.is_push_constant(id))
        .filter_map(|(id, g)| match g.kind {
            GlobalKind::Resource(binding) => Some(Decl {
                bound: Bound::Global(id),
                name: g.name.as_str(),
                binding,
                span: g.span,
            }),
            _ => None,
        })
        // A `ConstantBuffer<T>`'s hidden cbuffer is bound as its global.
        .chain(
            program
                .cbuffers
                .iter()
                .filter(|(_, c)| c.resource.is_none())
                .map(|(id, c)| Decl {
                    bound: Bound::CBuffer(id),
                    name: c.name.as_str(),
                    binding: c.binding,
                    span: c.span,
                }),
        )
        .collect();
    out.sort_by_key(|d| d.span.lo);
    out
}

/// The resources and cbuffers the entry point's functions refer to.
fn used_by(program: &Program, reachable: &FxHashSet<FunctionId>) -> FxHashSet<Bound> {
    let mut used = FxHashSet::default();
    for &f in reachable {
        for (_, e) in program.functions[f].body.exprs.iter() {
            let ExprKind::Global(g) = e.kind else {
                continue;
            };
            match program.globals[g].kind {
                GlobalKind::Resource(_) => {
                    // An element of an array of resources is the array's use.
                    let g = program.resource_elements.get(&g).map_or(g, |&(a, _)| a);
                    used.insert(Bound::Global(g));
                }
                GlobalKind::CBufferMember { cbuffer, .. } => {
                    let bound = match cbuffer_bound(program, cbuffer) {
                        Bound::Global(g) => {
                            Bound::Global(program.resource_elements.get(&g).map_or(g, |&(a, _)| a))
                        }
                        b => b,
                    };
                    used.insert(bound);
                }
                _ => {}
            }
        }
    }
    used
}

/// What the back ends do with two used declarations on one binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sharing {
    /// SPIR-V: both keep the binding, as DXC writes them. naga's validator
    /// refuses shared bindings, so the module is lowered with a distinct
    /// stand-in binding for the later one and [`rewrite_spirv`] writes the
    /// real number back into the words.
    Keep,
    /// WGSL, MSL, GLSL and the naga module cannot say it: the later one
    /// moves to the lowest free binding of its set, with a warning. "Used"
    /// means used by any function of the program here, so that every entry
    /// point of one source gets the same bindings.
    Move,
}

/// A binding naga was given in place of a shared one: in set `set`,
/// `stand_in` becomes `real` in the SPIR-V words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rewrite {
    pub set: u32,
    pub stand_in: u32,
    pub real: u32,
}

/// The bindings the naga module gets, after [`resolve`].
pub(crate) struct Resolved {
    pub map: BindingMap,
    /// For [`Sharing::Keep`]: the stand-ins to write back.
    pub rewrites: Vec<Rewrite>,
    pub diags: Vec<Diagnostic>,
}

/// Resolves the declarations (and counters) whose (set, binding) an
/// earlier one took, in declaration order:
/// * where the entry point uses at most one of them, both stay (naga and
///   Vulkan only look at the used ones), with the `vulkan-binding-collision`
///   warning unless they are a sampler and a texture (see below); for
///   [`Sharing::Move`], "the entry point uses" is "any function uses", so
///   that each entry point of a source gets the same bindings;
/// * where it uses both, [`Sharing`] says what happens. In SPIR-V a
///   sampler and a sampled texture on one binding are a combined image
///   sampler, which is how Vulkan spells that pair, so they get no
///   diagnostic; any other pair gets the warning, as DXC gives one.
///   Moving a binding always gets the `binding-moved` warning naming the
///   new binding (`-Werror=binding-moved` makes it an error);
/// * an array of resources is one descriptor array at one binding
///   (`binding_arrays.rs`), so it shares and moves like any declaration.
pub(crate) fn resolve(
    program: &Program,
    ep: &EntryPoint,
    map: &BindingMap,
    sharing: Sharing,
) -> Resolved {
    resolve_for(program, Some(ep), map, sharing)
}

/// Where the targets that cannot share a binding (WGSL, MSL, GLSL and the
/// naga module) put each declaration: `map` with the later of two
/// declarations the program uses on one binding moved to the lowest free
/// one, exactly as lowering moves them. It does not depend on the entry
/// point ([`Sharing::Move`]); reflection reports it.
pub fn moved_bindings(program: &Program, map: &BindingMap) -> BindingMap {
    resolve_for(program, None, map, Sharing::Move).map
}

/// [`resolve`]; `ep` is needed for [`Sharing::Keep`] only (without it,
/// every function counts as the entry point's).
fn resolve_for(
    program: &Program,
    ep: Option<&EntryPoint>,
    map: &BindingMap,
    sharing: Sharing,
) -> Resolved {
    // SPIR-V looks at what this entry point uses, as DXC does. The
    // targets that move a binding look at what any function of the
    // program uses: the vertex and pixel shaders of one source, compiled
    // apart, must agree on where each resource ends up, or one pipeline
    // cannot hold both (the camera cbuffer of the vertex shader and the
    // texture of the pixel shader would both keep binding 0).
    let functions = match (sharing, ep) {
        (Sharing::Keep, Some(ep)) => crate::entry::reachable_functions(program, ep.function),
        _ => program.functions.iter().map(|(id, _)| id).collect(),
    };
    let used = used_by(program, &functions);
    let mut binders: Vec<Binder> = Vec::new();
    for d in &bound(program) {
        let Some(place) = map.get(d.bound) else {
            continue;
        };
        // An array of resources is one descriptor array: one binding.
        let n = 1;
        let uses = used.contains(&d.bound);
        binders.push(Binder {
            slot: Slot::Decl(d.bound),
            name: d.name.to_string(),
            span: d.span,
            uses,
            place,
            n,
            pairs: pairing(program, d.bound),
        });
        // A combined image sampler's samplers share its binding (naga sees
        // them on stand-ins, as a sampler declared on a texture's binding).
        if let Bound::Global(g) = d.bound {
            for cmp in combined_sampler_uses(program, g) {
                binders.push(Binder {
                    slot: Slot::Sampler(g, cmp),
                    name: format!("{}_sampler", d.name),
                    span: d.span,
                    uses,
                    place,
                    n: 1,
                    pairs: Pairing::Sampler,
                });
            }
        }
        if let Some(place) = match d.bound {
            Bound::Global(g) => map.counter(g),
            Bound::CBuffer(_) => None,
        } {
            let Bound::Global(g) = d.bound else {
                continue;
            };
            binders.push(Binder {
                slot: Slot::Counter(g),
                name: counter_name(d.name),
                span: d.span,
                uses,
                place,
                n: 1,
                pairs: match is_heap(program, d.bound) {
                    true => Pairing::Heap,
                    false => Pairing::Neither,
                },
            });
        }
    }
    let mut map = map.clone();
    for b in &binders {
        if let Slot::Sampler(..) = b.slot {
            map.place(b.slot, b.place);
        }
    }
    let mut out = Resolved {
        map,
        rewrites: Vec::new(),
        diags: Vec::new(),
    };
    // Every binding any declaration holds: a moved or stand-in binding
    // takes none of them.
    let mut held: FxHashSet<(u32, u32)> = binders
        .iter()
        .flat_map(|b| (0..b.n).map(move |k| (b.place.0, b.place.1.saturating_add(k))))
        .collect();
    // The first binder on each binding, and the first used one.
    let mut taken: FxHashMap<(u32, u32), usize> = FxHashMap::default();
    let mut taken_used: FxHashMap<(u32, u32), usize> = FxHashMap::default();
    for (i, b) in binders.iter().enumerate() {
        let (set, binding) = b.place;
        let keys = (0..b.n).map(|k| (set, binding.saturating_add(k)));
        let both_used = keys
            .clone()
            .find_map(|key| Some((key, *taken_used.get(&key)?)))
            .filter(|_| b.uses);
        let clash =
            both_used.or_else(|| keys.clone().find_map(|key| Some((key, *taken.get(&key)?))));
        for key in keys {
            taken.entry(key).or_insert(i);
            if b.uses {
                taken_used.entry(key).or_insert(i);
            }
        }
        let Some((key, first)) = clash else {
            continue;
        };
        let first = &binders[first];
        // A diagnostic naming both, with the first one's declaration.
        let both = |code| {
            Diagnostic::new(code, b.span, &[&first.name, &b.name, &key.0, &key.1]).with_note(
                Diagnostic::new(DiagCode::note_declared_here, first.span, &[&first.name]),
            )
        };
        let combined = b.pairs.combines_with(first.pairs);
        if both_used.is_none() {
            if !combined {
                out.diags
                    .push(both(DiagCode::warn_vulkan_binding_collision));
            }
            continue;
        }
        // The lowest binding of the set that nothing holds.
        let free = (0..)
            .find(|&k| !held.contains(&(set, k)))
            .unwrap_or(u32::MAX);
        held.insert((set, free));
        out.map.place(b.slot, (set, free));
        match sharing {
            Sharing::Keep => {
                out.rewrites.push(Rewrite {
                    set,
                    stand_in: free,
                    real: binding,
                });
                if !combined {
                    out.diags
                        .push(both(DiagCode::warn_vulkan_binding_collision));
                }
            }
            Sharing::Move => out.diags.push(
                Diagnostic::new(
                    DiagCode::warn_binding_moved,
                    b.span,
                    &[&b.name, &set, &binding, &first.name, &free],
                )
                .with_note(Diagnostic::new(
                    DiagCode::note_declared_here,
                    first.span,
                    &[&first.name],
                )),
            ),
        }
    }
    out
}

/// Which half of a combined image sampler a declaration can be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pairing {
    Sampler,
    SampledImage,
    /// An array of a descriptor heap: the arrays of the heaps share
    /// their bindings as DXC shares them (and the two heaps may be given
    /// one binding).
    Heap,
    Neither,
}

impl Pairing {
    fn combines_with(self, other: Pairing) -> bool {
        matches!(
            (self, other),
            (Pairing::Sampler, Pairing::SampledImage)
                | (Pairing::SampledImage, Pairing::Sampler)
                | (Pairing::Heap, Pairing::Heap)
        )
    }
}

fn pairing(program: &Program, bound: Bound) -> Pairing {
    use hlsl_sema::types::{ResourceKind as K, TypeKind};
    if is_heap(program, bound) {
        return Pairing::Heap;
    }
    let Bound::Global(g) = bound else {
        return Pairing::Neither;
    };
    match *program.types.get(program.globals[g].ty) {
        TypeKind::Resource { kind, .. } => match kind {
            K::SamplerState | K::SamplerComparisonState => Pairing::Sampler,
            K::Texture1D
            | K::Texture1DArray
            | K::Texture2D
            | K::Texture2DArray
            | K::Texture2DMS
            | K::Texture2DMSArray
            | K::Texture3D
            | K::TextureCube
            | K::TextureCubeArray
            | K::VkSampled(_) => Pairing::SampledImage,
            _ => Pairing::Neither,
        },
        _ => Pairing::Neither,
    }
}

/// Writes the real binding numbers of [`Resolved::rewrites`] over their
/// stand-ins: each stand-in is the only declaration on its (set, binding),
/// so the variable decorated with both is the one to change.
pub(crate) fn rewrite_spirv(words: &mut [u32], rewrites: &[Rewrite]) {
    const OP_DECORATE: u32 = 71;
    const BINDING: u32 = 33;
    const DESCRIPTOR_SET: u32 = 34;
    if rewrites.is_empty() {
        return;
    }
    let Some((decls, _)) = crate::spirv_words::declarations(words) else {
        return;
    };
    let mut sets: FxHashMap<u32, u32> = FxHashMap::default();
    let mut bindings: Vec<(u32, usize)> = Vec::new();
    for ins in decls
        .iter()
        .filter(|i| i.opcode == OP_DECORATE && i.count == 4)
    {
        let ops = ins.operands(words);
        match ops[1] {
            DESCRIPTOR_SET => {
                sets.insert(ops[0], ops[2]);
            }
            // The binding number's word.
            BINDING => bindings.push((ops[0], ins.at + 3)),
            _ => {}
        }
    }
    for (id, at) in bindings {
        let Some(&set) = sets.get(&id) else {
            continue;
        };
        if let Some(r) = rewrites
            .iter()
            .find(|r| r.set == set && r.stand_in == words[at])
        {
            words[at] = r.real;
        }
    }
}

/// What holds bindings, for [`resolve`]: a declaration or a counter.
struct Binder {
    slot: Slot,
    name: String,
    span: Span,
    /// Whether the entry point uses it (any function, for moves).
    uses: bool,
    /// Its first (set, binding), and how many it holds from there.
    place: (u32, u32),
    n: u32,
    pairs: Pairing,
}

/// A `vk::SampledTexture*` global the entry point uses, if any.
pub(crate) fn combined_in_use(program: &Program, ep: &EntryPoint) -> Option<GlobalId> {
    use hlsl_sema::types::TypeKind;
    let used = used_by(
        program,
        &crate::entry::reachable_functions(program, ep.function),
    );
    used.into_iter()
        .filter_map(|b| match b {
            Bound::Global(g) => Some(g),
            Bound::CBuffer(_) => None,
        })
        .filter(|&g| {
            matches!(*program.types.get(program.globals[g].ty),
                TypeKind::Resource { kind, .. } if kind.is_combined())
        })
        .min_by_key(|&g| program.globals[g].span.lo)
}

/// Whether `vk::SampledTexture*` global `g` is sampled with a plain
/// sampler, and whether with a comparison sampler: the sampler globals it
/// is lowered with (false, then true).
fn combined_sampler_uses(program: &Program, g: GlobalId) -> Vec<bool> {
    use hlsl_sema::types::TypeKind;
    if !matches!(*program.types.get(program.globals[g].ty),
        TypeKind::Resource { kind, .. } if kind.is_combined())
    {
        return Vec::new();
    }
    let mut uses = [false, false];
    for (_, f) in program.functions.iter() {
        for (_, e) in f.body.exprs.iter() {
            if let ExprKind::ResourceOp {
                op,
                sampler: Some(s),
                ..
            } = e.kind
            {
                if s == g {
                    uses[usize::from(crate::images::compares(op))] = true;
                }
            }
        }
    }
    [false, true]
        .into_iter()
        .filter(|&c| uses[usize::from(c)])
        .collect()
}

/// The name of buffer `name`'s counter buffer (DXC's `counter.var.NAME`,
/// spelled as an identifier every target accepts).
pub fn counter_name(name: &str) -> String {
    format!("counter_var_{name}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg(class: RegisterClass, register: u32, space: u32) -> Binding {
        Binding {
            class,
            space,
            register,
            range: 1,
            explicit: true,
            index: 0,
            order_id: None,
        }
    }

    #[test]
    fn default_is_space_and_register() {
        let v = VulkanBindings::default();
        assert_eq!(v.explicit(&reg(RegisterClass::U, 3, 2)), (2, 3));
    }

    #[test]
    fn shifts_apply_per_class_and_space() {
        let v = VulkanBindings {
            shifts: vec![
                ClassShift {
                    class: RegisterClass::T,
                    shift: 10,
                    space: Some(1),
                },
                ClassShift {
                    class: RegisterClass::U,
                    shift: 20,
                    space: None,
                },
            ],
            ..Default::default()
        };
        assert_eq!(v.explicit(&reg(RegisterClass::T, 1, 1)), (1, 11));
        assert_eq!(v.explicit(&reg(RegisterClass::T, 1, 0)), (0, 1));
        assert_eq!(v.explicit(&reg(RegisterClass::U, 2, 5)), (5, 22));
        assert_eq!(v.explicit(&reg(RegisterClass::B, 2, 5)), (5, 2));
    }

    #[test]
    fn bind_register_overrides_shifts() {
        let v = VulkanBindings {
            shifts: vec![ClassShift {
                class: RegisterClass::T,
                shift: 10,
                space: None,
            }],
            bind_registers: vec![BindRegister {
                class: RegisterClass::T,
                register: 2,
                space: 0,
                set: 3,
                binding: 7,
            }],
            auto_binding_space: None,
            globals: None,
            auto_shift: false,
            heaps: HeapBindings::default(),
        };
        assert_eq!(v.explicit(&reg(RegisterClass::T, 2, 0)), (3, 7));
        assert_eq!(v.explicit(&reg(RegisterClass::T, 2, 1)), (1, 12));
    }
}
