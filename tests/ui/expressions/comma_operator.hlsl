// The comma operator evaluates both sides and gives the right one's
// value and type.
// expected-no-diagnostics

float3 f(int i, float3 v) {
    int j = 0;
    float3 w = (j++, v);
    for (int a = 0, b = 4; a < b; a++, b--) {
        j += a;
    }
    return w + j;
}
