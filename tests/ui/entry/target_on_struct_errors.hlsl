// flags: -T ps_6_0 -E main
// A struct under SV_Target holds numbers only, and its fields must fit in
// the eight render targets (target_on_struct_range_errors.hlsl).
struct Flags {
    float4 color : COLOR0;
    bool on : COLOR1;
};
// expected-error@+1 {{semantic 'SV_TARGET' requires a numeric scalar or vector, found 'Flags'}}
Flags main(float4 pos : SV_Position) : SV_Target {
    return (Flags)0;
}
