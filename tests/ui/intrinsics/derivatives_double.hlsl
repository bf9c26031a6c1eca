// flags: -T ps_6_2 -E main
// Derivatives take 16- or 32-bit floats: a double converts to float with
// DXC's loss-of-data warning (its SPIR-V converts, differentiates and
// converts back), rather than an OpDPdx on a double that Vulkan forbids.
float4 main(float4 p : SV_Position) : SV_Target {
    double a = p.x;
    double2 b = p.xy;
    // expected-warning@+1 {{conversion from larger type 'double' to smaller type 'float', possible loss of data}}
    double da = ddx(a);
    // expected-warning@+1 {{conversion from larger type 'double2' to smaller type 'float2', possible loss of data}}
    double2 db = fwidth(b);
    return float4((float)da, (float2)db, ddy(p.y));
}
