// flags: -T ps_6_0 -E main
// `[[vk::ext_builtin_output(N)]] static T v;` names the SPIR-V built-in
// output N of the entry point (DXC). It is written (also as an `out`
// argument) and read as a static global; no back end of hlslc can declare
// the built-in, so lowering reports it.
// expected-no-diagnostics

[[vk::ext_builtin_output(/* FragStencilRefEXT */ 5014)]]
static int stencil_ref;

void assign(out int v) { v = 7; }

float4 main() : SV_Target {
    stencil_ref = 10;
    assign(stencil_ref);
    return stencil_ref;
}
