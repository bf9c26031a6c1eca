// flags: -T hs_6_0 -E main
// A hull shader and its patch constant function: the patches' element
// types are control points, the constants carry the tessellation factors.

struct ControlPoint { float4 pos : POSITION; };
struct PatchConstants {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

PatchConstants constants(InputPatch<ControlPoint, 3> patch,
                         const OutputPatch<ControlPoint, 3> outputs,
                         uint id : SV_PrimitiveID) {
    PatchConstants c;
    c.edges[0] = c.edges[1] = c.edges[2] = patch[0].pos.w;
    c.inside = outputs[1].pos.w;
    return c;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("constants")]
// expected-warning@+1 {{attribute 'maxtessfactor' ignored}}
[maxtessfactor(16.0)]
ControlPoint main(InputPatch<ControlPoint, 3> patch, uint i : SV_OutputControlPointID) {
    return patch[i];
}
