// compile: -T vs_6_0 -E main_vs
// compile: -T ps_6_0 -E main_ps
// The simplest material: vertex colours, an optional global tint and
// fade, parameters passed as plain semantics instead of structs, and
// helpers in a namespace.

#define APPLY_TINT 1

namespace Color {
    float3 srgbToLinear(float3 c) {
        return c * (c * (c * 0.305306011 + 0.682171111) + 0.012522878);
    }
    float3 tint(float3 c, float4 t) {
        return lerp(c, c * t.rgb, t.a);
    }
}

cbuffer Globals : register(b0) {
    float4x4 u_mvp;
    float4 u_tint;
    float u_fade;
};

void main_vs(in float3 a_position : POSITION, in float4 a_color : COLOR,
             out float4 v_position : SV_Position, out float4 v_color : COLOR) {
    v_position = mul(u_mvp, float4(a_position, 1.0));
    v_color = float4(Color::srgbToLinear(a_color.rgb), a_color.a);
}

float4 main_ps(float4 v_position : SV_Position, float4 v_color : COLOR) : SV_Target {
    float4 c = v_color;
#if APPLY_TINT
    c.rgb = Color::tint(c.rgb, u_tint);
#endif
    c.a *= u_fade;
    return c;
}
