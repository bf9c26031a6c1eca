// flags: -T ps_6_0 -E main
// DXC's rasterizer-ordered views: RW resources whose accesses pixel
// shaders make in primitive order (fragment shader interlock in SPIR-V).
// They are used as their RW counterparts; no back end of hlslc can write
// the ordering, so lowering reports them.
// expected-no-diagnostics

struct S { float f; };

RasterizerOrderedBuffer<float> rovBuf;
RasterizerOrderedByteAddressBuffer rovBABuf;
RasterizerOrderedStructuredBuffer<S> rovSBuf : register(u3);
RasterizerOrderedTexture1D<float> rovTex1D;
RasterizerOrderedTexture1DArray<float> rovTex1DArray;
RasterizerOrderedTexture2D<float4> rovTex2D;
RasterizerOrderedTexture2DArray<float> rovTex2DArray;
RasterizerOrderedTexture3D<float> rovTex3D;

float4 main() : SV_Target {
    float v = rovBuf[0];
    rovBuf[0] = v + 1;
    rovBuf[1]++;
    rovBABuf.Store(0, rovBABuf.Load(4));
    rovSBuf[0].f = v;
    rovTex1D[0] = v;
    rovTex1DArray[uint2(0, 1)] = v;
    rovTex2D[uint2(0, 0)] = float4(v, v, v, 1);
    rovTex2DArray[uint3(0, 0, 1)] = v;
    rovTex3D[uint3(0, 0, 0)] = v;
    uint w, h;
    rovTex2D.GetDimensions(w, h);
    return rovTex2D[uint2(w - 1, h - 1)];
}
