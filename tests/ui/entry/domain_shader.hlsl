// flags: -T ds_6_0 -E main
// A domain shader: the patch constants, the location in the domain and
// the hull shader's control points in, a vertex out.
// expected-no-diagnostics

struct ControlPoint { float4 pos : POSITION; };
struct PatchConstants {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};
struct DSOut { float4 pos : SV_Position; };

[domain("tri")]
DSOut main(PatchConstants pc, float3 uvw : SV_DomainLocation,
           const OutputPatch<ControlPoint, 3> patch) {
    DSOut o;
    o.pos = patch[0].pos * uvw.x + patch[1].pos * uvw.y + patch[2].pos * uvw.z;
    return o;
}
