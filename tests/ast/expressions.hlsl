void exprs() {
    int a = 1 + 2 * 3 - 4 / 5 % 6;
    int b = (1 + 2) * 3;
    bool c = a < b && b <= 3 || !(a == b) && a != 4;
    int d = a << 2 >> 1 & 7 | 8 ^ 9;
    int e = a > 0 ? a : -a;
    e = e ? 1 : e ? 2 : 3;
    a = b = c;
    a += 1; a -= 1; a *= 2; a /= 2; a %= 3;
    a <<= 1; a >>= 1; a &= 1; a |= 1; a ^= 1;
    ++a; --a; a++; a--; -a++; ~a; +a;
    float f = (float)a;
    float3 v = (float3)f + (v);
    float g = (f) * 2;
    float3 w = float3(1, 2.0, f).zyx;
    vector<float, 3> t = vector<float, 3>(1, 2, 3);
    matrix<float, 2, 2> m = (matrix<float, 2, 2>)0;
    float4x4 ident = float4x4(1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1);
    float h = ident[1][2] + w.x + m._m00;
    a = (a, b);
    a = f(1)(2);
    a = s.arr[i].field.xy.x;
    uint lits = 0 + 42 + 0x1F + 017 + 7u + 7U + 7l + 7ul + 18446744073709551615;
    double fl = 1.0 + 1. + .5 + 1e-3 + 1.5f + 2.0h + 1.0L + 1.5e+2F;
    bool bt = true != false;
    RWStructuredBuffer<vector<float, 4>> nested;
}
