// flags: -T ps_6_0 -E main
// expected-no-diagnostics
// DXC's Vulkan input attachments: `SubpassLoad()` reads the pixel's value
// (of a sample, for the multisampled one). Checked only: no back end has
// them yet, compiling reports the declaration.
[[vk::input_attachment_index(0)]] SubpassInput color;
[[vk::input_attachment_index(1)]] SubpassInput<int3> ids;
[[vk::input_attachment_index(2), vk::binding(5, 1)]] SubpassInput<float> depth;
[[vk::input_attachment_index(3)]] SubpassInputMS<uint2> samples;

// Passed and held in locals by handle, like the other resources.
float4 read(SubpassInput input) {
    return input.SubpassLoad();
}

float4 main() : SV_Target {
    SubpassInput local = color;
    float4 c = color.SubpassLoad();
    int3 i = ids.SubpassLoad();
    float d = depth.SubpassLoad();
    uint2 s = samples.SubpassLoad(2);
    return c + i.x + d + s.y + read(local);
}
