// A float literal adapts to the other operand: half and min16float
// arithmetic with a literal stays in that type, so no truncation warning.
// expected-no-diagnostics

half scale(half h) { return h * 0.5 + 1.0; }

min16float2 mp(min16float2 v) { return v * 2.5; }

float3 fl(float3 v) { return v * 0.25 - 1.5; }
