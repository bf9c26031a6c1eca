//! A small raw-Vulkan runner (the `ash` crate) for what wgpu cannot
//! express, so that `tests/vulkan` can check it on a real driver:
//!
//! * a texture and a sampler on one binding, bound as one
//!   `COMBINED_IMAGE_SAMPLER` descriptor (wgpu has no such binding type);
//! * specialization constants set through `VkSpecializationInfo` (wgpu's
//!   passthrough shaders never get specialization info);
//! * push constants read by a vertex and a pixel shader drawn offscreen.
//!
//! The Vulkan loader is loaded at run time (`Entry::load`), as wgpu does,
//! so the crate builds without Vulkan installed; the tests then fail with
//! the reason. [`context`] opens one device for the process; each test
//! records what it creates in a [`Scratch`], which destroys it all when
//! dropped. Submissions go through [`Vk::submit`], which serialises the
//! queue between the harness's threads.
//!
//! Layout: [`resources`] (buffers, images, samplers), [`descriptors`]
//! (set layouts and sets from a test's bindings), [`pipelines`] (compute
//! and graphics pipelines, specialization info, the render pass).

pub mod descriptors;
pub mod pipelines;
pub mod resources;

use ash::vk;
use std::sync::{Mutex, OnceLock};

pub use resources::Scratch;

/// The process's Vulkan device and its one queue.
pub struct Vk {
    // Kept alive: the instance and device functions come from its library.
    _entry: ash::Entry,
    pub instance: ash::Instance,
    pub physical: vk::PhysicalDevice,
    pub device: ash::Device,
    pub family: u32,
    /// Queue submission must be externally synchronised (tests run on
    /// several threads).
    queue: Mutex<vk::Queue>,
    memory: vk::PhysicalDeviceMemoryProperties,
    pub limits: vk::PhysicalDeviceLimits,
    /// One line naming the device, for reports.
    pub name: String,
}

/// The process-wide device, opened on first use; every raw-Vulkan test
/// fails with the same message when there is none.
pub fn context() -> Result<&'static Vk, String> {
    static VK: OnceLock<Result<Vk, String>> = OnceLock::new();
    VK.get_or_init(open).as_ref().map_err(Clone::clone)
}

/// Vulkan 1.1: hlslc's default target environment (SPIR-V 1.3).
const API_VERSION: u32 = vk::API_VERSION_1_1;

fn open() -> Result<Vk, String> {
    // SAFETY: loading the system's Vulkan loader library; its entry
    // points are only called through ash's typed wrappers.
    let entry = unsafe { ash::Entry::load() }
        .map_err(|e| format!("cannot load the Vulkan loader ({e}): install libvulkan1 and a driver (mesa-vulkan-drivers for lavapipe); raw Vulkan tests cannot run"))?;
    let app = vk::ApplicationInfo::default()
        .application_name(c"gpu-tests")
        .api_version(API_VERSION);
    let info = vk::InstanceCreateInfo::default().application_info(&app);
    // SAFETY: a valid create info with no extensions or layers.
    let instance = unsafe { entry.create_instance(&info, None) }
        .map_err(|e| format!("vkCreateInstance failed: {e}"))?;
    // SAFETY: `instance` is live for the rest of the process.
    let (physical, family, props) = unsafe { pick_device(&instance)? };
    let name = props
        .device_name_as_c_str()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = format!(
        "{name} (raw Vulkan {}.{})",
        vk::api_version_major(props.api_version),
        vk::api_version_minor(props.api_version)
    );
    if props.api_version < API_VERSION {
        return Err(format!("{name}: the raw Vulkan runner needs Vulkan 1.1"));
    }
    let priorities = [1.0];
    let queue_info = vk::DeviceQueueCreateInfo::default()
        .queue_family_index(family)
        .queue_priorities(&priorities);
    let device_info =
        vk::DeviceCreateInfo::default().queue_create_infos(std::slice::from_ref(&queue_info));
    // SAFETY: `physical` came from this instance; one queue of a family
    // that exists.
    let device = unsafe { instance.create_device(physical, &device_info, None) }
        .map_err(|e| format!("{name}: vkCreateDevice failed: {e}"))?;
    // SAFETY: queue 0 of the family created above.
    let queue = unsafe { device.get_device_queue(family, 0) };
    // SAFETY: as above.
    let memory = unsafe { instance.get_physical_device_memory_properties(physical) };
    Ok(Vk {
        _entry: entry,
        instance,
        physical,
        device,
        family,
        queue: Mutex::new(queue),
        memory,
        limits: props.limits,
        name,
    })
}

/// The device and a queue family with graphics and compute. Like
/// `device::gpu`, `HLSL_GPU_ADAPTER` picks by name, else a real GPU is
/// preferred over a CPU implementation (lavapipe).
///
/// # Safety
/// `instance` must be live.
unsafe fn pick_device(
    instance: &ash::Instance,
) -> Result<(vk::PhysicalDevice, u32, vk::PhysicalDeviceProperties), String> {
    let devices = instance
        .enumerate_physical_devices()
        .map_err(|e| format!("vkEnumeratePhysicalDevices failed: {e}"))?;
    let want = std::env::var(crate::device::ADAPTER_ENV).ok();
    let mut found = Vec::new();
    let mut best: Option<(u8, vk::PhysicalDevice, u32, vk::PhysicalDeviceProperties)> = None;
    for pd in devices {
        let props = instance.get_physical_device_properties(pd);
        let name = props
            .device_name_as_c_str()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        found.push(name.clone());
        if want.as_ref().is_some_and(|w| !name.contains(w.as_str())) {
            continue;
        }
        let needed = vk::QueueFlags::GRAPHICS | vk::QueueFlags::COMPUTE;
        let Some(family) = instance
            .get_physical_device_queue_family_properties(pd)
            .iter()
            .position(|q| q.queue_flags.contains(needed))
        else {
            continue;
        };
        let rank = match props.device_type {
            vk::PhysicalDeviceType::DISCRETE_GPU => 0,
            vk::PhysicalDeviceType::INTEGRATED_GPU => 1,
            vk::PhysicalDeviceType::VIRTUAL_GPU => 2,
            vk::PhysicalDeviceType::CPU => 4,
            _ => 3,
        };
        if best.as_ref().is_none_or(|b| rank < b.0) {
            best = Some((rank, pd, family as u32, props));
        }
    }
    match best {
        Some((_, pd, family, props)) => Ok((pd, family, props)),
        None => Err(format!(
            "no Vulkan device with a graphics and compute queue{}; found {found:?}",
            want.map(|w| format!(" matching {}={w}", crate::device::ADAPTER_ENV))
                .unwrap_or_default()
        )),
    }
}

impl Vk {
    /// A memory type index allowed by `bits` with all of `flags`.
    pub fn memory_type(&self, bits: u32, flags: vk::MemoryPropertyFlags) -> Option<u32> {
        (0..self.memory.memory_type_count).find(|&i| {
            bits & (1 << i) != 0
                && self.memory.memory_types[i as usize]
                    .property_flags
                    .contains(flags)
        })
    }

    /// Submits `cmd` and waits for it to finish.
    pub fn submit(&self, cmd: vk::CommandBuffer) -> Result<(), String> {
        let d = &self.device;
        // SAFETY: `cmd` is a recorded primary command buffer of this
        // device; the fence is destroyed after the wait, and the queue is
        // used under its lock.
        unsafe {
            let fence = d
                .create_fence(&vk::FenceCreateInfo::default(), None)
                .map_err(|e| format!("vkCreateFence: {e}"))?;
            let cmds = [cmd];
            let submit = vk::SubmitInfo::default().command_buffers(&cmds);
            let queue = self.queue.lock().unwrap_or_else(|p| p.into_inner());
            let submitted = d.queue_submit(*queue, &[submit], fence);
            drop(queue);
            let result = submitted.and_then(|()| d.wait_for_fences(&[fence], true, 60_000_000_000));
            if submitted.is_ok() && result.is_err() {
                // The work may still run: the scratch must not destroy
                // what it uses.
                let queue = self.queue.lock().unwrap_or_else(|p| p.into_inner());
                let _ = d.queue_wait_idle(*queue);
            }
            d.destroy_fence(fence, None);
            result.map_err(|e| format!("{}: the submission failed: {e}", self.name))
        }
    }
}
