// Matrices: constructors, indexing, element swizzles, arithmetic, every
// `mul` overload, transpose, determinant. Values are non-symmetric and the
// expected results were worked out by hand.
// A = float2x3 rows (1,2,3),(4,5,6); B = float3x2 rows (7,8),(9,10),(11,12).

static const float2x3 A = float2x3(1, 2, 3, 4, 5, 6);

float3x2 make_b() {
    return float3x2(float2(7, 8), float2(9, 10), float2(11, 12));
}

float2x2 mul_mm() {
    return mul(A, make_b());
}
// run: mul_mm
// expect: float2x2:{{58.0, 64.0}, {139.0, 154.0}}

// mul(v, M): v is a row vector. (1,2) * A = (1+8, 2+10, 3+12).
float3 mul_vm(float2 v) {
    return mul(v, A);
}
// run: mul_vm float2:1,2
// expect: float3:9.0,12.0,15.0

// mul(M, v): v is a column vector. A * (1,0,2) = (1+6, 4+12).
float2 mul_mv(float3 v) {
    return mul(A, v);
}
// run: mul_mv float3:1,0,2
// expect: float2:7.0,16.0

float2x3 mul_sm(float s) {
    return mul(s, A);
}
// run: mul_sm float:2
// expect: float2x3:{{2.0, 4.0, 6.0}, {8.0, 10.0, 12.0}}

float2x3 mul_ms(float s) {
    return mul(A, s);
}
// run: mul_ms float:-1
// expect: float2x3:{{-1.0, -2.0, -3.0}, {-4.0, -5.0, -6.0}}

float mul_ss(float a, float b) {
    return mul(a, b);
}
// run: mul_ss float:3 float:4
// expect: float:12.0

float3 mul_sv(float s, float3 v) {
    return mul(s, v) + mul(v, s);
}
// run: mul_sv float:2 float3:1,2,3
// expect: float3:4.0,8.0,12.0

// mul(vector, vector) is the dot product.
float mul_vv(float3 a, float3 b) {
    return mul(a, b);
}
// run: mul_vv float3:1,2,3 float3:4,5,6
// expect: float:32.0

// Integer matrices multiply too.
int2 mul_int(int2 v) {
    int2x2 m = int2x2(1, 2, 3, 4);
    return mul(v, m) + mul(m, v);
}
// run: mul_int int2:1,1
// expect: int2:7,13

float3x2 transposed() {
    return transpose(A);
}
// run: transposed
// expect: float3x2:{{1.0, 4.0}, {2.0, 5.0}, {3.0, 6.0}}

float det2() {
    return determinant(float2x2(3, 1, 2, 5));
}
// run: det2
// expect: float:13.0

float det3() {
    return determinant(float3x3(2, 1, 0, 1, 3, 2, 0, 1, 4));
}
// run: det3
// expect: float:16.0

float det4() {
    float4x4 m = float4x4(1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 2, 1, 0, 0, 0, 3);
    return determinant(m);
}
// run: det4
// expect: float:-12.0

// Constructors: vectors straddling rows, matrices flattened.
float2x2 straddle(float3 v, float w) {
    return float2x2(v, w);
}
// run: straddle float3:1,2,3 float:4
// expect: float2x2:{{1.0, 2.0}, {3.0, 4.0}}

float2x3 from_matrix() {
    float2x2 m = float2x2(1, 2, 3, 4);
    return float2x3(m, float2(5, 6));
}
// run: from_matrix
// expect: float2x3:{{1.0, 2.0, 3.0}, {4.0, 5.0, 6.0}}

// Rows and elements, read and written.
float4 rows_and_elements() {
    float3x3 m = float3x3(1, 2, 3, 4, 5, 6, 7, 8, 9);
    m[1] = float3(10, 11, 12);
    m[2][0] = 20;
    m._m01 = 30;
    m._33 = 40;
    return float4(m[0][1], m._m10, m._31, m[2].z);
}
// run: rows_and_elements
// expect: float4:30.0,10.0,20.0,40.0

float3 multi_element_swizzle() {
    float3x3 m = float3x3(1, 2, 3, 4, 5, 6, 7, 8, 9);
    return m._m00_m11_m22 + m._13_21_32;
}
// run: multi_element_swizzle
// expect: float3:4.0,9.0,17.0

int row_index(int i) {
    int3x2 m = int3x2(1, 2, 3, 4, 5, 6);
    return m[i].y;
}
// run: row_index int:2
// expect: int:6

// Component-wise arithmetic; scalars splat.
float2x2 arith(float s) {
    float2x2 a = float2x2(1, 2, 3, 4);
    float2x2 b = float2x2(5, 6, 7, 8);
    return (a + b) * a - b / s + 1;
}
// run: arith float:2
// expect: float2x2:{{4.5, 14.0}, {27.5, 45.0}}

float2x2 compound() {
    float2x2 m = 2;
    m *= float2x2(1, 2, 3, 4);
    m += 1;
    return -m;
}
// run: compound
// expect: float2x2:{{-3.0, -5.0}, {-7.0, -9.0}}

// A cast keeps the leading rows and columns.
float3x3 truncate_cast() {
    float4x4 m = float4x4(float4(1, 2, 3, 4), float4(5, 6, 7, 8), float4(9, 10, 11, 12),
                          float4(13, 14, 15, 16));
    return (float3x3)m;
}
// run: truncate_cast
// expect: float3x3:{{1.0, 2.0, 3.0}, {5.0, 6.0, 7.0}, {9.0, 10.0, 11.0}}

struct Xform {
    float4x4 m;
    row_major float2x2 r;
};

float4 in_struct(float4 p) {
    Xform x;
    x.m = float4x4(1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 10, 20, 30, 1);
    x.r = float2x2(1, 2, 3, 4);
    return mul(p, x.m) + float4(x.r[1], x.m._m30, x.r._m01);
}
// run: in_struct float4:1,1,1,1
// expect: float4:14.0,26.0,43.0,3.0

static float3x3 counter;
float statics() {
    counter[0][0] += 1;
    counter._m22 += 2;
    return determinant(counter + float3x3(0, 0, 0, 0, 1, 0, 0, 0, 0));
}
// run: statics
// expect: float:2.0
