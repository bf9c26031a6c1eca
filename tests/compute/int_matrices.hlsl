// Integer and bool matrices (naga has neither; lowering holds them as
// arrays of row vectors): an int2x3 and an int3x2 read from a cbuffer, a
// struct of an int2x3 and a uint1x2 read from and written to structured
// buffers (as words: naga cannot put int3 rows 12 bytes apart). In
// buffers they are row_major, as DXC's SPIR-V back end demands of integer
// matrices; arithmetic, `~`, comparisons
// giving bool matrices, casts, mul() in its three forms, transpose, row
// and element access (constant and dynamic), element stores and ++.
// Expected values: the same computation in Python (see the .toml).
cbuffer Consts : register(b0) {
    row_major int2x3 cm;    // 0: two int3 rows 16 bytes apart
    row_major int3x2 rm;    // 32: three int2 rows 16 bytes apart
};

struct Item {
    row_major int2x3 m;     // 0: two int3 rows, tight
    row_major uint1x2 u;    // 24: one uint2 row
};

StructuredBuffer<Item> items : register(t1);
RWStructuredBuffer<Item> outItems : register(u2);
RWStructuredBuffer<int> o : register(u3);

[numthreads(2, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint k = i * 24;
    int2x3 a = cm + (int)i;
    int3x2 b = rm;
    int2x2 p = mul(a, b);
    o[k + 0] = p._m00;
    o[k + 1] = p._m01;
    o[k + 2] = p._m10;
    o[k + 3] = p._m11;
    int2 mv = mul(a, int3(1, -2, 3));
    int3 vm = mul(int2(2, -1), a);
    o[k + 4] = mv.x * 100 + mv.y;
    o[k + 5] = vm.x;
    o[k + 6] = vm.y;
    o[k + 7] = vm.z;
    int3x2 t = transpose(a);
    o[k + 8] = t[2][1] * 10 + t[i][0];
    // Component-wise arithmetic and bit operations.
    int2x3 c = (a * 3 - b._m00) / 2 % 5;
    o[k + 9] = c[0][0] + c[0][1] * 10 + c[0][2] * 100;
    o[k + 10] = c[1][0] + c[1][1] * 10 + c[1][2] * 100;
    int2x3 d = ~a * 2 - a;
    o[k + 11] = d[1].x + d[1].y + d[1].z + d._m00;
    // Comparisons, bool matrices, casts.
    bool2x3 pos = a > 2;
    int2x3 e = pos ? a : -a;
    o[k + 12] = e[0].x + e[0].y * 10 + e[0].z * 100 + e[1].x * 1000;
    o[k + 13] = (all(a != 0) ? 1 : 0) + (any(a == 5) ? 10 : 0) + (any(pos) ? 100 : 0);
    int2x3 f = (int2x3)pos;
    o[k + 14] = f[0].x + f[0].y * 2 + f[0].z * 4 + f[1].x * 8 + f[1].y * 16 + f[1].z * 32;
    float2x3 g = (float2x3)a * 0.5;
    int2x3 h = (int2x3)g;
    o[k + 15] = h[1][2] + h[0][1] * 10;
    uint2x3 u = (uint2x3)(-a);
    o[k + 16] = (int)(u[0][0] >> 28);
    // Element and row stores, dynamic indices, ++.
    a[1] = int3(7, 8, 9);
    a._m02 = 5;
    a[i][i + 1] += 20;
    a++;
    o[k + 17] = a[0][0] + a[0][1] * 10 + a[0][2] * 100;
    o[k + 18] = a[1][0] + a[1][1] * 10 + a[1][2] * 100;
    // Structured buffers.
    Item it = items[i];
    o[k + 19] = it.m[1][2] * 10 + it.m._m01;
    o[k + 20] = (int)(it.u[0][1] * 10 + it.u._m00);
    o[k + 21] = items[i].m[i][2];
    int2x3 m2 = it.m * 2;
    m2[0][0] = -1;
    it.m = m2;
    it.u = uint1x2(it.u._m00, 42);
    outItems[i] = it;
}
