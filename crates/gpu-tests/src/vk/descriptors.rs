//! Descriptor set layouts and sets from the (set, binding) of each thing a
//! test binds. Unlike wgpu, Vulkan takes sparse binding numbers and a
//! texture and a sampler on one binding: that pair becomes one
//! `COMBINED_IMAGE_SAMPLER` descriptor, as DXC's SPIR-V (an image and a
//! sampler variable with the same decorations) expects.

use super::resources::{Object, Scratch};
use ash::vk;

/// What one binding holds.
#[derive(Clone, Copy, Debug)]
pub enum Descriptor {
    /// A uniform (`b`) or storage (`t`, `u`) buffer.
    Buffer {
        buffer: vk::Buffer,
        size: u64,
        uniform: bool,
    },
    Image(vk::ImageView),
    Sampler(vk::Sampler),
    /// An image and a sampler on one binding.
    Combined(vk::ImageView, vk::Sampler),
}

/// A descriptor at its place; `what` names it in errors (`t0`).
#[derive(Clone, Debug)]
pub struct Placed {
    pub set: u32,
    pub binding: u32,
    pub what: String,
    pub descriptor: Descriptor,
}

impl Descriptor {
    fn ty(self) -> vk::DescriptorType {
        match self {
            Descriptor::Buffer { uniform: true, .. } => vk::DescriptorType::UNIFORM_BUFFER,
            Descriptor::Buffer { .. } => vk::DescriptorType::STORAGE_BUFFER,
            Descriptor::Image(_) => vk::DescriptorType::SAMPLED_IMAGE,
            Descriptor::Sampler(_) => vk::DescriptorType::SAMPLER,
            Descriptor::Combined(..) => vk::DescriptorType::COMBINED_IMAGE_SAMPLER,
        }
    }
}

/// Merges each image and sampler that share a place into one combined
/// image sampler; any other pair on one place is an error.
pub fn combine(placed: Vec<Placed>) -> Result<Vec<Placed>, String> {
    let mut out: Vec<Placed> = Vec::new();
    for p in placed {
        let Some(prev) = out
            .iter_mut()
            .find(|o| (o.set, o.binding) == (p.set, p.binding))
        else {
            out.push(p);
            continue;
        };
        prev.descriptor = match (prev.descriptor, p.descriptor) {
            (Descriptor::Image(v), Descriptor::Sampler(s))
            | (Descriptor::Sampler(s), Descriptor::Image(v)) => Descriptor::Combined(v, s),
            _ => {
                return Err(format!(
                    "{} and {} are both at set {} binding {}; only a texture and a sampler \
                     can share a binding (a combined image sampler)",
                    prev.what, p.what, p.set, p.binding
                ))
            }
        };
        prev.what = format!("{}+{}", prev.what, p.what);
    }
    Ok(out)
}

/// One layout per set from 0 to the largest used (visible to every
/// stage), and one descriptor set per layout with the descriptors
/// written.
pub struct Sets {
    pub layouts: Vec<vk::DescriptorSetLayout>,
    pub sets: Vec<vk::DescriptorSet>,
}

pub fn create(s: &mut Scratch, placed: &[Placed]) -> Result<Sets, String> {
    let count = placed.iter().map(|p| p.set + 1).max().unwrap_or(0);
    let d = &s.vk.device;
    let mut layouts = Vec::new();
    for set in 0..count {
        let bindings: Vec<vk::DescriptorSetLayoutBinding> = placed
            .iter()
            .filter(|p| p.set == set)
            .map(|p| {
                vk::DescriptorSetLayoutBinding::default()
                    .binding(p.binding)
                    .descriptor_type(p.descriptor.ty())
                    .descriptor_count(1)
                    .stage_flags(vk::ShaderStageFlags::ALL)
            })
            .collect();
        let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(&bindings);
        // SAFETY: distinct binding numbers (`combine` merged the shared ones).
        let layout = unsafe { d.create_descriptor_set_layout(&info, None) }
            .map_err(|e| format!("vkCreateDescriptorSetLayout: {e}"))?;
        layouts.push(layout);
    }
    for &l in &layouts {
        s.track(Object::SetLayout(l));
    }
    if placed.is_empty() {
        return Ok(Sets {
            layouts,
            sets: Vec::new(),
        });
    }
    let sizes: Vec<vk::DescriptorPoolSize> = placed
        .iter()
        .map(|p| vk::DescriptorPoolSize {
            ty: p.descriptor.ty(),
            descriptor_count: 1,
        })
        .collect();
    let d = &s.vk.device;
    let info = vk::DescriptorPoolCreateInfo::default()
        .max_sets(count)
        .pool_sizes(&sizes);
    // SAFETY: a valid create info; tracked for destruction.
    let pool = unsafe { d.create_descriptor_pool(&info, None) }
        .map_err(|e| format!("vkCreateDescriptorPool: {e}"))?;
    s.track(Object::DescriptorPool(pool));
    let d = &s.vk.device;
    let info = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(pool)
        .set_layouts(&layouts);
    // SAFETY: the pool has room for one set per layout.
    let sets = unsafe { d.allocate_descriptor_sets(&info) }
        .map_err(|e| format!("vkAllocateDescriptorSets: {e}"))?;
    for p in placed {
        let buffers;
        let images;
        let write = vk::WriteDescriptorSet::default()
            .dst_set(sets[p.set as usize])
            .dst_binding(p.binding)
            .descriptor_type(p.descriptor.ty());
        let read_only = vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL;
        let write = match p.descriptor {
            Descriptor::Buffer { buffer, size, .. } => {
                buffers = [vk::DescriptorBufferInfo {
                    buffer,
                    offset: 0,
                    range: size,
                }];
                write.buffer_info(&buffers)
            }
            Descriptor::Image(view) => {
                images = [vk::DescriptorImageInfo::default()
                    .image_view(view)
                    .image_layout(read_only)];
                write.image_info(&images)
            }
            Descriptor::Sampler(sampler) => {
                images = [vk::DescriptorImageInfo::default().sampler(sampler)];
                write.image_info(&images)
            }
            Descriptor::Combined(view, sampler) => {
                images = [vk::DescriptorImageInfo::default()
                    .image_view(view)
                    .sampler(sampler)
                    .image_layout(read_only)];
                write.image_info(&images)
            }
        };
        // SAFETY: the set's layout has this binding with this type; the
        // resources live as long as the scratch.
        unsafe { d.update_descriptor_sets(&[write], &[]) };
    }
    Ok(Sets { layouts, sets })
}
