// compile: -T cs_6_0 -E main
// targets: spirv
// An image atomic on a texture array: the layer is the coordinate's last
// component (OpImageTexelPointer takes all three). naga 30's MSL writer
// drops the layer and its GLSL writer builds a wrong vector, so those
// targets refuse it (crates/hlslc-cli/tests/cli.rs).
RWTexture2DArray<int> layers : register(u0);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    InterlockedMin(layers[uint3(1, 0, id.x)], -(int)id.x);
}
