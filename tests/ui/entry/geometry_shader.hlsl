// flags: -T gs_6_0 -E main
// A geometry shader: one input primitive (an array with a vertex per
// corner), an output stream written with Append and RestartStrip, and
// its own system values. `check` accepts it; `compile` cannot (naga has
// no geometry stage).
// expected-no-diagnostics

struct VSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    float clip[2] : SV_ClipDistance;
};

struct GSOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
    uint layer : SV_RenderTargetArrayIndex;
};

void emit(inout TriangleStream<GSOut> stream, VSOut v, uint layer) {
    GSOut o;
    o.pos = v.pos;
    o.uv = v.uv;
    o.layer = layer;
    stream.Append(o);
}

[maxvertexcount(6)]
[instance(2)]
void main(triangle VSOut input[3], inout TriangleStream<GSOut> stream,
          uint prim : SV_PrimitiveID, uint instance : SV_GSInstanceID) {
    for (int i = 0; i < 3; i++)
        emit(stream, input[i], instance);
    stream.RestartStrip();
}
