// flags: -T ds_6_0 -E main

struct ControlPoint { float4 pos : POSITION; };
struct DSOut { float4 pos : SV_Position; };

[domain("line")] // expected-error {{attribute 'domain' must have one of these values: tri,quad,isoline}}
DSOut main(float2 uv : SV_DomainLocation,
           const OutputPatch<ControlPoint, 0> patch, // expected-error {{OutputPatch element count must be greater than 0}}
           uint vid : SV_VertexID) { // expected-error {{semantic 'SV_VERTEXID' is not valid for domain shader inputs}}
    return (DSOut)0;
}
