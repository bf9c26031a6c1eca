// Hull shader rules, in a library of entry points.

struct CP { float4 pos : POSITION; };
struct PC {
    float edges[3] : SV_TessFactor;
    float inside : SV_InsideTessFactor;
};

PC pc3(InputPatch<CP, 3> p) { return (PC)0; } // expected-error {{Patch constant function's input patch input should have 4 elements, but has 3.}}
PC pc_out(OutputPatch<CP, 2> p) { return (PC)0; } // expected-error {{Patch constant function's output patch input should have 4 elements, but has 2.}}

// expected-error@+3 {{hull entry point must have a valid patchconstantfunc attribute}}
// expected-error@+2 {{hull entry point must have a valid outputtopology attribute}}
[shader("hull")] [domain("tri")] [outputcontrolpoints(3)]
CP no_attrs(InputPatch<CP, 3> p, uint i : SV_OutputControlPointID) { return p[i]; }

[shader("hull")]
[domain("triangle")] // expected-error {{attribute 'domain' must have one of these values: tri,quad,isoline}}
[partitioning("even")] // expected-error {{attribute 'partitioning' must have one of these values: integer,fractional_even,fractional_odd,pow2}}
[outputtopology("triangle_cw")]
[outputcontrolpoints(33)] // expected-error {{attribute 'outputcontrolpoints' expects one integer constant from 0 to 32}}
[patchconstantfunc("missing")] // expected-error {{patch constant function 'missing' must be defined}}
CP bad_values(InputPatch<CP, 3> p, uint i : SV_OutputControlPointID) { return p[i]; }

[shader("hull")] [domain("tri")] [partitioning("integer")]
[outputtopology("triangle_cw")] [outputcontrolpoints(3)] [patchconstantfunc("pc3")]
CP no_id(InputPatch<CP, 3> p) { return p[0]; } // expected-error {{SV_OutputControlPointID semantic must be provided in hull shader}}

[shader("hull")] [domain("tri")] [partitioning("integer")]
[outputtopology("triangle_cw")] [outputcontrolpoints(3)] [patchconstantfunc("pc3")]
CP size_mismatch(InputPatch<CP, 4> p, uint i : SV_OutputControlPointID) { return p[i]; }

[shader("hull")] [domain("quad")] [partitioning("integer")]
[outputtopology("triangle_cw")] [outputcontrolpoints(4)] [patchconstantfunc("pc_out")]
CP outputs_mismatch(InputPatch<CP, 4> p, uint i : SV_OutputControlPointID) { return p[i]; }

CP calls_pc(InputPatch<CP, 3> p, uint i : SV_OutputControlPointID);

// expected-error@+1 {{entry function 'calls_pc' should not be reachable from patch constant function 'calls_entry'}}
PC calls_entry(InputPatch<CP, 3> p) {
    calls_pc(p, 0);
    return (PC)0;
}

[shader("hull")] [domain("tri")] [partitioning("integer")]
[outputtopology("triangle_cw")] [outputcontrolpoints(3)] [patchconstantfunc("calls_entry")]
CP calls_pc(InputPatch<CP, 3> p, uint i : SV_OutputControlPointID) {
    return p[i];
}

[shader("hull")] [domain("tri")] [partitioning("integer")]
[outputtopology("triangle_cw")] [outputcontrolpoints(3)] [patchconstantfunc("pc3")]
CP empty_patch(InputPatch<CP, 0> p, // expected-error {{InputPatch element count must be greater than 0}}
               uint i : SV_OutputControlPointID) { return (CP)0; }

[shader("hull")] [domain("tri")] [partitioning("integer")]
[outputtopology("triangle_cw")] [outputcontrolpoints(3)] [patchconstantfunc("pc3")]
CP big_patch(InputPatch<CP, 33> p, // expected-error {{number of control points 33 is outside the valid range of [1..32]}}
             uint i : SV_OutputControlPointID) { return (CP)0; }
