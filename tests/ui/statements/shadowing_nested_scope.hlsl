// A nested block may declare a name again, hiding the outer one until it
// ends; globals may be hidden too.
// expected-no-diagnostics

static float value = 10;

float f(float x) {
    float value = 1;
    {
        int value = 2;
        x += value;
    }
    if (x > 0) {
        float3 value = float3(1, 2, 3);
        x += value.z;
    }
    return x + value;
}
