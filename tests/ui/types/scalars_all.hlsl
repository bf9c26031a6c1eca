// Every scalar type of Shader Model 6 (HLSL 2021) can declare a variable
// and take a literal.
// expected-no-diagnostics

float sum() {
    bool b = true;
    int i = -1;
    uint u = 2u;
    dword dw = 3;
    half h = 0.5;
    float f = 1.5f;
    double d = 2.5l;
    int64_t i64 = -4;
    uint64_t u64 = 5;
    int16_t i16 = -6;
    uint16_t u16 = 7;
    float16_t f16 = 0.25;
    float32_t f32 = 8.0;
    float64_t f64 = 9.0;
    min16float m16f = 1.0;
    min10float m10f = 2.0;
    min16int m16i = 3;
    min12int m12i = 4;
    min16uint m16u = 5;
    return b + i + u + dw + h + f + (float)d + i64 + u64 + i16 + u16 + f16 + f32
        + (float)f64 + m16f + m10f + m16i + m12i + m16u;
}
