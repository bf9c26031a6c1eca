// A negative array size is not positive; sizes may be `sizeof` a type and
// `const` integer locals initialized with a constant.
// expected-error@+1 {{array size must be greater than zero}}
static float neg[-1];
// expected-error@+1 {{array size must be greater than zero}}
typedef int NegAlias[2 - 5];

static float bytes[sizeof(float4)];
static const uint check[sizeof(float4x4) == 64 ? 1 : -1] = {0};

float f(int i) {
    const int k = 2;
    float a[k] = {1, 2};
    const uint n = k * 3 + sizeof(int2);
    float b[n];
    b[0] = a[1];
    // expected-error@+1 {{array size is not an integer constant expression}}
    float c[i];
    int m = 3;
    // expected-error@+1 {{array size is not an integer constant expression}}
    float d[m];
    const float fk = 2;
    // expected-error@+1 {{array size is not an integer constant expression}}
    float e[fk];
    return b[0] + bytes[15] + check[0];
}

float g() {
    const int k = 4;
    {
        // The inner `k` hides the outer one.
        const int k = 1;
        float a[k] = {7};
        return a[0];
    }
}
