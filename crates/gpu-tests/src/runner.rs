//! Runs one compute test's SPIR-V on the device: the exact words, through
//! `create_shader_module_passthrough`, with a layout built from the test's
//! registers.
//!
//! Each buffer's, texture's and sampler's (set, binding) is where hlslc puts its register with the
//! test's `flags` (the compiler's own flag parsing and mapping rule); each
//! counter buffer's is where hlslc's reflection of the shader puts it.
//! `[[cbuffer]]` members by name are packed by hlslc's own encoder
//! (`hlslc_cli::cbuffer_values`, as `hlslc dispatch --cbuffer` does) from the
//! checked shader, so Vulkan and the interpreter get the same bytes.
//!
//! Arrays of resources: the registers of an array's elements (its
//! register plus the index, as D3D numbers them) are one descriptor array
//! at the binding of the array's first register, as hlslc (and DXC) emit
//! it; an unbounded array has as many descriptors as the test gives
//! consecutive registers. Binding one needs wgpu's binding-array features
//! ([`ARRAY_FEATURES`]); a device without them fails the test, naming
//! what it lacks.
//!
//! Binding holes: wgpu's Vulkan backend numbers each set's bindings densely
//! and relies on naga to renumber the shader; a passthrough shader is not
//! renumbered. So every binding from 0 to a set's largest gets a layout
//! entry, holes a small uniform buffer that no shader reads.

use crate::device::Gpu;
use crate::spirv;
use crate::textures;
use hlsl_testkit::{BufferSpec, ComputeTest, Register, RegisterClass, TextureSpec};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// What a dispatch left: the bytes of every `u` buffer and texture with an
/// `expect`, and the value of every counter with an `expect_counter`.
#[derive(Default)]
pub struct Outputs {
    pub buffers: BTreeMap<Register, Vec<u8>>,
    pub counters: BTreeMap<Register, u32>,
}

/// Dispatches `test` with the module `words` and reads the outputs back.
pub fn run(gpu: &Gpu, test: &ComputeTest, words: &[u32]) -> Result<Outputs, String> {
    let entry = spirv::pick_entry(words, &test.entry)?;
    let device = &gpu.device;
    // Error scopes are per thread; pop them in reverse order.
    let validation = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let internal = device.push_error_scope(wgpu::ErrorFilter::Internal);

    let [wx, wy, wz] = entry.workgroup_size.unwrap_or([1, 1, 1]);
    // SAFETY: the words are a complete module hlslc (or naga) produced and
    // spirv-val accepted where the caller checks; wgpu does not validate
    // passthrough shaders, the driver gets them as they are.
    let module = unsafe {
        device.create_shader_module_passthrough(wgpu::ShaderModuleDescriptorPassthrough {
            label: Some(&test.name),
            entry_points: Cow::Owned(vec![wgpu::PassthroughShaderEntryPoint {
                name: Cow::Borrowed(&entry.name),
                workgroup_size: (wx, wy, wz),
            }]),
            spirv: Some(Cow::Borrowed(words)),
            ..Default::default()
        })
    };

    let vulkan = hlslc_cli::cli::options_from_flags(&test.flags)?.vulkan_bindings();
    // WHLSL has no cbuffers by name and no counters: nothing needs its
    // checked program.
    let program = if test.is_whlsl() {
        if !test.cbuffers.is_empty() {
            return Err("a WHLSL test binds its constants as `[[buffer]]`s".into());
        }
        None
    } else {
        Some(check_program(test)?)
    };
    let mut slots: Vec<Slot> = Vec::new();
    let arrays = program.as_ref().map(resource_arrays).unwrap_or_default();
    let place = |r: Register| {
        let (base, element) = match arrays.iter().find_map(|a| a.element(r)) {
            Some((base, k)) => (base, Some(k)),
            None => (r, None),
        };
        let (set, binding) = vulkan.explicit(&register_binding(base));
        (set, binding, element)
    };
    for b in &test.buffers {
        let (set, binding, element) = place(b.register);
        slots.push(Slot {
            set,
            binding,
            element,
            ty: binding_type(b.register.class),
            resource: Resource::Buffer(create_buffer(device, b)?),
            holds: Holds::Buffer(b),
        });
    }
    // The push-constant block's bytes, set as the pass's immediates.
    let mut immediates: Option<Vec<u8>> = None;
    for c in &test.cbuffers {
        let (set, binding) = vulkan.explicit(&register_binding(c.register));
        let key = hlslc_cli::buffers::parse_register(&c.register.to_string())?;
        let program = program.as_ref().ok_or("a cbuffer by name needs HLSL")?;
        let bytes = hlslc_cli::buffers::encode_json(program, key, &c.json())
            .map_err(|e| format!("cbuffer {}: {e}", c.register))?;
        if push_constant_at(program, c.register) {
            // Passthrough modules are not checked against the layout: a
            // block compiled as a uniform buffer (an ignored
            // `[[vk::push_constant]]`) would read whatever the driver
            // leaves there, and may even pass. Refuse it.
            if !declares_push_constant(words) {
                return Err(format!(
                    "{} is a push-constant block, but the module declares no \
                     PushConstant variable",
                    c.register
                ));
            }
            immediates = Some(bytes);
            continue;
        }
        let label = format!("{}", c.register);
        let buffer = create_with(device, &label, &bytes, wgpu::BufferUsages::UNIFORM)?;
        slots.push(Slot {
            set,
            binding,
            element: None,
            ty: binding_type(RegisterClass::B),
            resource: Resource::Buffer(buffer),
            holds: Holds::Nothing,
        });
    }
    for t in &test.textures {
        let (set, binding, element) = place(t.register);
        let (texture, view, ty) = textures::create(device, &gpu.queue, t)?;
        slots.push(Slot {
            set,
            binding,
            element,
            ty,
            resource: Resource::Texture(texture, view),
            holds: Holds::Texture(t),
        });
    }
    for s in &test.samplers {
        let (set, binding, element) = place(s.register);
        let (sampler, ty) = textures::create_sampler(device, s)?;
        slots.push(Slot {
            set,
            binding,
            element,
            ty,
            resource: Resource::Sampler(sampler),
            holds: Holds::Nothing,
        });
    }
    let counters = match &program {
        Some(p) => counter_bindings(test, p)?,
        None => Vec::new(),
    };
    for (register, (set, binding), element) in counters {
        let spec = test.buffers.iter().find(|b| b.register == register);
        let initial = spec.and_then(|b| b.counter).unwrap_or(0);
        slots.push(Slot {
            set,
            binding,
            element,
            ty: binding_type(RegisterClass::U),
            resource: Resource::Buffer(create_counter(device, initial)?),
            holds: Holds::Counter(register, spec.and_then(|b| b.expect_counter).is_some()),
        });
    }
    let sets = slots.iter().map(|p| p.set + 1).max().unwrap_or(0);
    let mut layouts = Vec::new();
    let mut groups = Vec::new();
    for set in 0..sets {
        let in_set: Vec<&Slot> = slots.iter().filter(|p| p.set == set).collect();
        let Some(top) = in_set.iter().map(|p| p.binding).max() else {
            layouts.push(None);
            groups.push(None);
            continue;
        };
        let mut bindings = Vec::new();
        for binding in 0..=top {
            let at: Vec<&Slot> = in_set
                .iter()
                .copied()
                .filter(|p| p.binding == binding)
                .collect();
            bindings.push(Binding::of(set, binding, at, gpu)?);
        }
        let entries: Vec<wgpu::BindGroupLayoutEntry> = bindings
            .iter()
            .enumerate()
            .map(|(binding, b)| wgpu::BindGroupLayoutEntry {
                binding: binding as u32,
                visibility: wgpu::ShaderStages::COMPUTE,
                ty: b.ty(),
                count: b.count(),
            })
            .collect();
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("compute-test-set"),
            entries: &entries,
        });
        let buffer_arrays: Vec<Vec<wgpu::BufferBinding>> =
            bindings.iter().map(Binding::buffers).collect();
        let view_arrays: Vec<Vec<&wgpu::TextureView>> =
            bindings.iter().map(Binding::views).collect();
        let sampler_arrays: Vec<Vec<&wgpu::Sampler>> =
            bindings.iter().map(Binding::samplers).collect();
        let bound: Vec<wgpu::BindGroupEntry> = bindings
            .iter()
            .enumerate()
            .map(|(i, b)| wgpu::BindGroupEntry {
                binding: i as u32,
                resource: match b {
                    Binding::Hole => gpu.dummy.as_entire_binding(),
                    Binding::One(p) => match &p.resource {
                        Resource::Buffer(b) => b.as_entire_binding(),
                        Resource::Texture(_, view) => wgpu::BindingResource::TextureView(view),
                        Resource::Sampler(s) => wgpu::BindingResource::Sampler(s),
                    },
                    Binding::Array(elements) => match &elements[0].resource {
                        Resource::Buffer(_) => {
                            wgpu::BindingResource::BufferArray(&buffer_arrays[i])
                        }
                        Resource::Texture(..) => {
                            wgpu::BindingResource::TextureViewArray(&view_arrays[i])
                        }
                        Resource::Sampler(_) => {
                            wgpu::BindingResource::SamplerArray(&sampler_arrays[i])
                        }
                    },
                },
            })
            .collect();
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("compute-test-set"),
            layout: &layout,
            entries: &bound,
        });
        layouts.push(Some(layout));
        groups.push(Some(group));
    }
    let layout_refs: Vec<Option<&wgpu::BindGroupLayout>> =
        layouts.iter().map(Option::as_ref).collect();
    let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
        label: Some("compute-test"),
        bind_group_layouts: &layout_refs,
        immediate_size: immediates.as_ref().map_or(0, |b| b.len() as u32),
    });
    let pipeline = device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
        label: Some(&test.name),
        layout: Some(&pipeline_layout),
        module: &module,
        entry_point: Some(&entry.name),
        compilation_options: Default::default(),
        cache: None,
    });

    let mut encoder = device.create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_compute_pass(&Default::default());
        pass.set_pipeline(&pipeline);
        for (set, group) in groups.iter().enumerate() {
            if let Some(group) = group {
                pass.set_bind_group(set as u32, group, &[]);
            }
        }
        if let Some(bytes) = &immediates {
            pass.set_immediates(0, bytes);
        }
        let [x, y, z] = test.groups;
        pass.dispatch_workgroups(x, y, z);
    }
    let mut readbacks = Vec::new();
    for p in &slots {
        let wanted = match p.holds {
            Holds::Buffer(spec) => spec.expect.is_some(),
            Holds::Counter(_, expected) => expected,
            Holds::Texture(spec) => spec.expect.is_some(),
            Holds::Nothing => false,
        };
        let buffer = match &p.resource {
            Resource::Buffer(b) if wanted => b,
            Resource::Texture(texture, _) if wanted => {
                if let Holds::Texture(spec) = p.holds {
                    let staging = textures::copy_out(device, &mut encoder, texture, spec);
                    readbacks.push((p.holds, staging));
                }
                continue;
            }
            _ => continue,
        };
        let size = buffer.size();
        let staging = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback"),
            size,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        encoder.copy_buffer_to_buffer(buffer, 0, &staging, 0, size);
        readbacks.push((p.holds, staging));
    }
    gpu.queue.submit([encoder.finish()]);

    let mut outputs = Outputs::default();
    let mut map_errors = Vec::new();
    for (holds, staging) in &readbacks {
        match (read_back(device, staging), *holds) {
            (Ok(mut bytes), Holds::Buffer(spec)) => {
                bytes.truncate(spec.byte_size());
                outputs.buffers.insert(spec.register, bytes);
            }
            (Ok(bytes), Holds::Counter(register, _)) => {
                let word = bytes.get(..4).map(|b| [b[0], b[1], b[2], b[3]]);
                outputs
                    .counters
                    .insert(register, u32::from_le_bytes(word.unwrap_or_default()));
            }
            (Ok(bytes), Holds::Texture(spec)) => {
                outputs
                    .buffers
                    .insert(spec.register, textures::unpad(spec, &bytes));
            }
            (_, Holds::Nothing) => {}
            (Err(e), Holds::Buffer(BufferSpec { register, .. }))
            | (Err(e), Holds::Texture(TextureSpec { register, .. })) => {
                map_errors.push(format!("{register}: {e}"))
            }
            (Err(e), Holds::Counter(register, _)) => {
                map_errors.push(format!("{register} counter: {e}"))
            }
        }
    }
    let errors: Vec<String> = [
        pollster::block_on(internal.pop()),
        pollster::block_on(validation.pop()),
    ]
    .into_iter()
    .flatten()
    .map(|e| e.to_string())
    .collect();
    if !errors.is_empty() {
        return Err(format!("wgpu reported: {}", errors.join("\n")));
    }
    if !map_errors.is_empty() {
        return Err(format!("reading back failed: {}", map_errors.join("; ")));
    }
    Ok(outputs)
}

/// One descriptor the test binds: where, of what type, and what it holds.
struct Slot<'t> {
    set: u32,
    binding: u32,
    /// Its index in the descriptor array at the binding, for an element
    /// of an array of resources.
    element: Option<u32>,
    ty: wgpu::BindingType,
    resource: Resource,
    holds: Holds<'t>,
}

enum Resource {
    Buffer(wgpu::Buffer),
    /// The texture and the view bound.
    Texture(wgpu::Texture, wgpu::TextureView),
    Sampler(wgpu::Sampler),
}

#[derive(Clone, Copy)]
enum Holds<'t> {
    Buffer(&'t BufferSpec),
    /// The counter of the buffer at a register, and whether the test
    /// expects a value of it.
    Counter(Register, bool),
    Texture(&'t TextureSpec),
    /// Nothing to read back: a sampler, or a `[[cbuffer]]`'s buffer.
    Nothing,
}

/// wgpu's features for arrays of resources indexed by non-uniform values
/// (requested where the adapter has them, `device.rs`).
pub const ARRAY_FEATURES: wgpu::Features = wgpu::Features::BUFFER_BINDING_ARRAY
    .union(wgpu::Features::STORAGE_RESOURCE_BINDING_ARRAY)
    .union(wgpu::Features::TEXTURE_BINDING_ARRAY)
    .union(wgpu::Features::SAMPLED_TEXTURE_AND_STORAGE_BUFFER_ARRAY_NON_UNIFORM_INDEXING)
    .union(wgpu::Features::STORAGE_TEXTURE_ARRAY_NON_UNIFORM_INDEXING)
    .union(wgpu::Features::UNIFORM_BUFFER_BINDING_ARRAYS);

/// The features binding an array of descriptors of type `ty` needs.
fn array_features(ty: &wgpu::BindingType) -> wgpu::Features {
    use wgpu::Features as F;
    let non_uniform = F::SAMPLED_TEXTURE_AND_STORAGE_BUFFER_ARRAY_NON_UNIFORM_INDEXING;
    match ty {
        wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Uniform,
            ..
        } => F::BUFFER_BINDING_ARRAY | F::UNIFORM_BUFFER_BINDING_ARRAYS,
        wgpu::BindingType::Buffer { .. } => {
            F::BUFFER_BINDING_ARRAY | F::STORAGE_RESOURCE_BINDING_ARRAY | non_uniform
        }
        wgpu::BindingType::StorageTexture { .. } => {
            F::TEXTURE_BINDING_ARRAY
                | F::STORAGE_RESOURCE_BINDING_ARRAY
                | F::STORAGE_TEXTURE_ARRAY_NON_UNIFORM_INDEXING
        }
        _ => F::TEXTURE_BINDING_ARRAY | non_uniform,
    }
}

/// What one binding of a set holds.
enum Binding<'s, 't> {
    /// Nothing the test gives: a small storage buffer no shader reads.
    Hole,
    One(&'s Slot<'t>),
    /// The elements of an array of resources, in order.
    Array(Vec<&'s Slot<'t>>),
}

impl<'s, 't> Binding<'s, 't> {
    /// The slots at (set, binding): none, one resource, or every element
    /// of an array (from 0, with no gaps), on a device that can bind it.
    fn of(set: u32, binding: u32, mut at: Vec<&'s Slot<'t>>, gpu: &Gpu) -> Result<Self, String> {
        if at.iter().all(|p| p.element.is_none()) {
            return Ok(match at.first() {
                None => Binding::Hole,
                Some(p) => Binding::One(p),
            });
        }
        at.sort_by_key(|p| p.element);
        for (k, p) in at.iter().enumerate() {
            if p.element != Some(k as u32) {
                return Err(format!(
                    "set {set}, binding {binding}: the test gives no element {k} of the array of \
                     resources bound there (give every element from 0)"
                ));
            }
        }
        let needs = array_features(&at[0].ty);
        let missing = needs - gpu.device.features();
        if !missing.is_empty() {
            return Err(format!(
                "{} lacks {missing:?}, which the array of resources at set {set}, binding {binding} needs",
                gpu.adapter
            ));
        }
        Ok(Binding::Array(at))
    }

    fn ty(&self) -> wgpu::BindingType {
        match self {
            // A read-only storage buffer (`device.rs`, `dummy`).
            Binding::Hole => binding_type(RegisterClass::T),
            Binding::One(p) => p.ty,
            Binding::Array(e) => e[0].ty,
        }
    }

    fn count(&self) -> Option<std::num::NonZeroU32> {
        match self {
            Binding::Array(e) => std::num::NonZeroU32::new(e.len() as u32),
            _ => None,
        }
    }

    fn elements(&self) -> &[&'s Slot<'t>] {
        match self {
            Binding::Array(e) => e,
            _ => &[],
        }
    }

    fn buffers(&self) -> Vec<wgpu::BufferBinding<'s>> {
        self.elements()
            .iter()
            .filter_map(|p| match &p.resource {
                Resource::Buffer(b) => Some(b.as_entire_buffer_binding()),
                _ => None,
            })
            .collect()
    }

    fn views(&self) -> Vec<&'s wgpu::TextureView> {
        self.elements()
            .iter()
            .filter_map(|p| match &p.resource {
                Resource::Texture(_, v) => Some(v),
                _ => None,
            })
            .collect()
    }

    fn samplers(&self) -> Vec<&'s wgpu::Sampler> {
        self.elements()
            .iter()
            .filter_map(|p| match &p.resource {
                Resource::Sampler(s) => Some(s),
                _ => None,
            })
            .collect()
    }
}

/// An array of resources the shader declares: its first register and
/// its length (`None`: unbounded).
struct ResourceArray {
    base: Register,
    len: Option<u32>,
}

impl ResourceArray {
    /// The array's first register and the index of the element at
    /// register `r`, when `r` is one of its elements.
    fn element(&self, r: Register) -> Option<(Register, u32)> {
        if r.class != self.base.class || r.space != self.base.space {
            return None;
        }
        let k = r.index.checked_sub(self.base.index)?;
        self.len.is_none_or(|n| k < n).then_some((self.base, k))
    }
}

/// The arrays of resources `program` declares.
fn resource_arrays(program: &hlsl_sema::ir::Program) -> Vec<ResourceArray> {
    use hlsl_sema::ir::{GlobalKind, RegisterClass as Class};
    use hlsl_sema::types::TypeKind;
    program
        .globals
        .iter()
        .filter_map(|(_, g)| {
            let GlobalKind::Resource(b) = g.kind else {
                return None;
            };
            let TypeKind::Array { elem, len } = *program.types.get(g.ty) else {
                return None;
            };
            if !matches!(program.types.get(elem), TypeKind::Resource { .. }) {
                return None;
            }
            let class = match b.class {
                Class::U => RegisterClass::U,
                Class::T => RegisterClass::T,
                Class::B => RegisterClass::B,
                Class::S => RegisterClass::S,
            };
            Some(ResourceArray {
                base: Register {
                    class,
                    space: b.space,
                    index: b.register,
                },
                len,
            })
        })
        .collect()
}

/// A counter buffer's (set, binding), by its buffer's register, and its
/// index in the array of counters of an array of buffers.
type CounterBinding = (Register, (u32, u32), Option<u32>);

/// The test's shader checked by hlslc with the test's flags.
pub(crate) fn check_program(test: &ComputeTest) -> Result<hlsl_sema::ir::Program, String> {
    check_program_as(test, &test.profile, &test.entry)
}

/// The test's shader checked by hlslc with the test's flags, for the entry
/// point `entry` of profile `profile` (a render test's pixel shader).
pub(crate) fn check_program_as(
    test: &ComputeTest,
    profile: &str,
    entry: &str,
) -> Result<hlsl_sema::ir::Program, String> {
    let mut options = hlslc_cli::cli::options_from_flags(&test.flags)?;
    options.profile = Some(profile.to_string());
    options.entry = Some(entry.to_string());
    let mut session = hlslc::Session::new(options);
    session
        .load(&test.shader)
        .and_then(|f| session.check(f))
        .ok_or_else(|| session.render(hlslc::DiagnosticsFormat::Text))
}

/// The (set, binding) of every counter buffer of the test's shader, by its
/// buffer's register: where the compiler puts it (its reflection).
fn counter_bindings(
    test: &ComputeTest,
    program: &hlsl_sema::ir::Program,
) -> Result<Vec<CounterBinding>, String> {
    let vulkan = hlslc_cli::cli::options_from_flags(&test.flags)?.vulkan_bindings();
    let reflection = hlslc::reflect::reflect(program, &vulkan);
    let arrays = resource_arrays(program);
    let mut out = Vec::new();
    for r in reflection.resources {
        let Some(c) = r.counter else {
            continue;
        };
        let register = Register::parse(&format!("{}{}_space{}", r.class, r.register, r.space))?;
        // An array of buffers has an array of counters: one per element
        // the test gives, at its index.
        match arrays.iter().find(|a| a.base == register) {
            Some(a) => out.extend(test.buffers.iter().filter_map(|b| {
                let (_, k) = a.element(b.register)?;
                Some((b.register, (c.set, c.binding), Some(k)))
            })),
            None => out.push((register, (c.set, c.binding), None)),
        }
    }
    Ok(out)
}

/// Whether the cbuffer at register `r` is the push-constant block
/// (`[[vk::push_constant]]`), which Vulkan takes as immediates.
pub(crate) fn push_constant_at(program: &hlsl_sema::ir::Program, r: Register) -> bool {
    program.cbuffers.iter().any(|(_, cb)| {
        cb.is_push_constant()
            && cb.binding.space == r.space
            && cb.binding.register == r.index
            && r.class == RegisterClass::B
    })
}

/// Whether a SPIR-V module has an `OpVariable` in the `PushConstant`
/// storage class.
fn declares_push_constant(words: &[u32]) -> bool {
    const OP_VARIABLE: u32 = 59;
    const PUSH_CONSTANT: u32 = 9;
    let mut at = 5;
    while at < words.len() {
        let (count, op) = ((words[at] >> 16) as usize, words[at] & 0xFFFF);
        if count == 0 {
            return false;
        }
        if op == OP_VARIABLE && words.get(at + 3) == Some(&PUSH_CONSTANT) {
            return true;
        }
        at += count;
    }
    false
}

/// The compiler's view of a test's register (every one is explicit).
pub(crate) fn register_binding(r: Register) -> hlsl_sema::ir::Binding {
    use hlsl_sema::ir::RegisterClass as Class;
    hlsl_sema::ir::Binding {
        class: match r.class {
            RegisterClass::U => Class::U,
            RegisterClass::T => Class::T,
            RegisterClass::B => Class::B,
            RegisterClass::S => Class::S,
        },
        space: r.space,
        register: r.index,
        range: 1,
        explicit: true,
        index: 0,
        order_id: None,
    }
}

/// The descriptor type of a buffer of register class `class` (holes are
/// uniform buffers, like `b`).
fn binding_type(class: RegisterClass) -> wgpu::BindingType {
    let ty = match class {
        RegisterClass::U => wgpu::BufferBindingType::Storage { read_only: false },
        RegisterClass::T => wgpu::BufferBindingType::Storage { read_only: true },
        RegisterClass::B | RegisterClass::S => wgpu::BufferBindingType::Uniform,
    };
    wgpu::BindingType::Buffer {
        ty,
        has_dynamic_offset: false,
        min_binding_size: None,
    }
}

/// A counter buffer: one `u32` starting at `initial`.
fn create_counter(device: &wgpu::Device, initial: u32) -> Result<wgpu::Buffer, String> {
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("compute-test-counter"),
        size: 4,
        usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        mapped_at_creation: true,
    });
    buffer
        .slice(..)
        .get_mapped_range_mut()
        .map_err(|e| format!("cannot fill a counter: {e}"))?
        .copy_from_slice(&initial.to_le_bytes());
    buffer.unmap();
    Ok(buffer)
}

fn create_buffer(device: &wgpu::Device, spec: &BufferSpec) -> Result<wgpu::Buffer, String> {
    let usage = match spec.register.class {
        RegisterClass::B | RegisterClass::S => wgpu::BufferUsages::UNIFORM,
        RegisterClass::U | RegisterClass::T => {
            wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC
        }
    };
    let label = spec.register.to_string();
    create_with(device, &label, &spec.initial_bytes(), usage)
}

/// A buffer holding `bytes`; `label` names it in errors.
fn create_with(
    device: &wgpu::Device,
    label: &str,
    bytes: &[u8],
    usage: wgpu::BufferUsages,
) -> Result<wgpu::Buffer, String> {
    // Sizes are whole words (cbuffers whole rows), as mapping at creation needs.
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("compute-test-buffer"),
        size: bytes.len().max(4) as u64,
        usage,
        mapped_at_creation: true,
    });
    {
        let mut view = buffer
            .slice(..)
            .get_mapped_range_mut()
            .map_err(|e| format!("{label}: cannot fill the buffer: {e}"))?;
        view.copy_from_slice(bytes);
    }
    buffer.unmap();
    Ok(buffer)
}

pub fn read_back(device: &wgpu::Device, buf: &wgpu::Buffer) -> Result<Vec<u8>, String> {
    let (tx, rx) = std::sync::mpsc::channel();
    buf.map_async(wgpu::MapMode::Read, .., move |r| {
        let _ = tx.send(r);
    });
    device
        .poll(wgpu::PollType::wait_indefinitely())
        .map_err(|e| format!("device poll failed: {e}"))?;
    rx.recv()
        .map_err(|e| format!("map callback lost: {e}"))?
        .map_err(|e| format!("map_async failed: {e}"))?;
    let bytes = buf
        .slice(..)
        .get_mapped_range()
        .map_err(|e| format!("get_mapped_range failed: {e}"))?
        .to_vec();
    buf.unmap();
    Ok(bytes)
}
