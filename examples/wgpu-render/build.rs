//! Compiles the vertex and pixel entry points of
//! `shaders/lit_textured.hlsl` to WGSL with hlslc; the generated modules
//! are `shaders::lit_textured_vs_main` and `shaders::lit_textured_ps_main`.

use hlslc_build::hlslc::{BindingOptions, EmitTarget, RegisterClass, VkShift};

fn main() -> Result<(), hlslc_build::Error> {
    let shader = "shaders/lit_textured.hlsl";
    // b0, t0 and s0 would all be binding 0 (DXC's Vulkan rule: the register
    // number), which one wgpu bind group cannot hold; DXC's usual
    // `-fvk-t-shift 1 0 -fvk-s-shift 2 0` puts them at bindings 0, 1, 2.
    let shift = |class, shift| VkShift {
        class,
        shift,
        space: None,
    };
    let bindings = BindingOptions {
        shifts: vec![shift(RegisterClass::T, 1), shift(RegisterClass::S, 2)],
        ..Default::default()
    };
    hlslc_build::Shaders::new()
        .shader(shader, "vs_6_0".parse().expect("a profile"), "vs_main")
        .shader(shader, "ps_6_0".parse().expect("a profile"), "ps_main")
        .bindings(bindings)
        .target(EmitTarget::Wgsl)
        .compile()?;
    Ok(())
}
