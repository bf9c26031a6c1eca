// flags: -T ps_6_0 -E main
// The view index and barycentrics are system values from shader model
// 6.1 on.
float4 main(
    // expected-error@+1 {{invalid semantic 'SV_VIEWID' for ps 6.0}}
    uint view : SV_ViewID,
    // expected-error@+1 {{invalid semantic 'SV_BARYCENTRICS' for ps 6.0}}
    float3 bary : SV_Barycentrics) : SV_Target {
    return float4(bary, view);
}
