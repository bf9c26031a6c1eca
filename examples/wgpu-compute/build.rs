//! Compiles `shaders/*.hlsl` to WGSL with hlslc and generates
//! `OUT_DIR/hlslc/shaders.rs` (one module per shader: the code, the entry
//! point, the workgroup size, a `#[repr(C)]` struct per constant buffer
//! and structured-buffer element, and the bind group layout entries).

use hlslc_build::hlslc::{BindingOptions, EmitTarget, RegisterClass, VkShift};

fn main() -> Result<(), hlslc_build::Error> {
    // b0 and u0 would both be binding 0 (DXC's Vulkan rule: the register
    // number); DXC's usual `-fvk-u-shift 1 0` moves the u registers up one.
    let bindings = BindingOptions {
        shifts: vec![VkShift {
            class: RegisterClass::U,
            shift: 1,
            space: None,
        }],
        ..Default::default()
    };
    hlslc_build::Shaders::new()
        .dir("shaders")
        .profile("cs_6_0".parse().expect("a profile"))
        .bindings(bindings)
        // WGSL: wgpu's own language, on every back end it has.
        .target(EmitTarget::Wgsl)
        .compile()?;
    Ok(())
}
