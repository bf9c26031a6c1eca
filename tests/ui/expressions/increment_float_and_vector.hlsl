// ++ and -- work on floats and on vectors (each component).
// expected-no-diagnostics

float3 f(float x, float3 v, int2 iv) {
    x++;
    --x;
    v++;
    ++iv;
    return v + x + float3(iv, 0);
}
