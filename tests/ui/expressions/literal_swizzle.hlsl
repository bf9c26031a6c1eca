// expected-no-diagnostics
// A swizzle on a literal: `0.xxxx` is the integer 0 swizzled (the `.` is
// a member access, not a fraction), `1.0.rrr` the float 1.0.
float4 Zero() { return 0.xxxx; }
int3 Three() { return int3(3.xxx); }
float3 Ones() { return 1.0.rrr + 2.5f.xxx; }
float4 Fractions() { return float4(1., .5, 2.e1, 0.0); }
