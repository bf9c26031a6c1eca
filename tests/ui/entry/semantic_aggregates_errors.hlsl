// Semantics on values a signature cannot carry, and system values where
// DXC has them mean nothing.

struct WithTexture {
    float4 color;
    Texture2D tex;
};

// expected-error@+1 {{semantic 'TEXCOORD' requires a numeric scalar, vector, matrix, or an array or struct of them, found 'WithTexture'}}
[shader("vertex")] float4 vs(WithTexture w : TEXCOORD) : SV_Position { return w.color; }

// expected-error@+1 {{semantic 'SV_CLIPDISTANCE' requires a float scalar or vector, or an array of them, found 'uint'}}
[shader("vertex")] float4 vs2(out uint c : SV_ClipDistance) : SV_Position { c = 0; return 0; }

// expected-error@+1 {{semantic 'SV_OUTPUTCONTROLPOINTID' is not valid for pixel shader inputs}}
[shader("pixel")] float4 ps(uint i : SV_OutputControlPointID) : SV_Target { return i; }

// expected-error@+1 {{semantic 'SV_POSITION' is not valid for compute shader inputs}}
[shader("compute")] [numthreads(1, 1, 1)] void cs(float4 p : SV_Position) {}

// SV_Position takes a 32-bit float4, or (as DXC's SPIR-V back end does) a
// struct of nothing else.
struct PosHolder { float4 p; };
[shader("vertex")] PosHolder vs3() : SV_Position { return (PosHolder)0; }
// expected-error@+1 {{semantic 'SV_POSITION' requires type 'float4', found 'double4'}}
[shader("vertex")] double4 vs4() : SV_Position { return 0; }
// expected-error@+1 {{semantic 'SV_POSITION' requires type 'float4', found 'float[4]'}}
[shader("vertex")] void vs5(out float p[4] : SV_Position) { p = (float[4])0; }
