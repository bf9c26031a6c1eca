// Float-to-integer conversions out of range saturate by WGSL's rule (the
// IR's semantics, naga's SPIR-V): to the integer closest to the value that
// the float type can also hold. `float` 2^31 is 2147483520 as an `int`, and
// 2^32 is 4294967040 as a `uint`. Found by differential testing (seed 631,
// docs/differential.md): an `int` argument 2147483647 of an `inout float`
// parameter became 2^31 on the way in and was copied back as 2147483647 by
// the interpreter but as 2147483520 on Vulkan.
StructuredBuffer<int> in_i : register(t0);
StructuredBuffer<float> in_f : register(t1);
RWStructuredBuffer<int> out_i : register(u2);
RWStructuredBuffer<uint> out_u : register(u3);

void keep(inout float p) {}

[numthreads(1, 1, 1)]
void main() {
    // The reduced program: the copy-back converts 2^31 to int.
    int a = in_i[0];
    keep(a);
    out_i[0] = a;
    out_i[1] = (int)in_f[0];   // 2^31
    out_i[2] = (int)in_f[1];   // 1e20
    out_i[3] = (int)in_f[2];   // -1e20
    out_i[4] = (int)in_f[3];   // -2^31, in range
    out_i[5] = (int)in_f[4];   // 2147483520, in range
    out_u[0] = (uint)in_f[1];  // 1e20
    out_u[1] = (uint)in_f[2];  // -1e20
    out_u[2] = (uint)in_f[5];  // 2^32
    out_u[3] = (uint)in_f[6];  // -0.75 truncates to 0
    uint u = 4294967295u;      // 2^32 on the way in, clamped on the way back
    keep(u);
    out_u[4] = u;
}
