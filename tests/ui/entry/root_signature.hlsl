// flags: -T cs_6_0 -E main
// expected-no-diagnostics
// `[RootSignature(...)]` takes a string, usually a macro that expands to
// adjacent literals (which concatenate). Keywords ignore case.
#define MyRS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | DENY_PIXEL_SHADER_ROOT_ACCESS), " \
    "RootConstants(num32BitConstants = 4, b1, space = 1, visibility = SHADER_VISIBILITY_ALL), " \
    "CBV(b0, flags = DATA_STATIC), SRV(t0), UAV(u0, space = 2), " \
    "DescriptorTable(SRV(t1, numDescriptors = unbounded, offset = DESCRIPTOR_RANGE_OFFSET_APPEND), " \
    "                UAV(u1, numDescriptors = 2, flags = DESCRIPTORS_VOLATILE | DATA_VOLATILE), " \
    "                visibility = SHADER_VISIBILITY_ALL), " \
    "DescriptorTable(Sampler(s1, offset = 0)), " \
    "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP, " \
    "              addressV = texture_address_clamp, mipLODBias = -0.5f, maxAnisotropy = 8, " \
    "              comparisonFunc = COMPARISON_NEVER, borderColor = STATIC_BORDER_COLOR_OPAQUE_BLACK, " \
    "              minLOD = 0, maxLOD = 3.402823466e+38f, space = 0, visibility = SHADER_VISIBILITY_ALL),"

[RootSignature(MyRS)]
[numthreads(8, 8, 1)]
void main() {}

// Only the entry point's root signature is read.
[RootSignature("not a root signature")]
void helper() {}
