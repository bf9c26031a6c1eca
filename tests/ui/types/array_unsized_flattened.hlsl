// An unsized array's size is the initializer's component count (nested
// lists flattened) over its element's, as in DXC.
struct P { float a; int2 b; };

static float2 pairs[] = {1, 2, 3, 4};
static float2 mixed[] = {float2(1, 2), 3, 4, {5, 6}};
static P ps[] = {1, 2, 3, 4, 5, 6};
static float nested[] = {1, {2, 3}};

float use() {
    float3 local[] = {1, 2, 3, 4, 5, 6};
    float2 check = local[1].yz;
    // expected-error@+1 {{cannot convert from 'float2[2]' to 'float2[3]'}}
    float2 wrong[3] = pairs;
    float2 ok[3] = mixed;
    P ps2[2] = ps;
    float n3[3] = nested;
    // expected-error@+1 {{too few elements in vector initialization (expected 4 elements, have 3)}}
    float2 partial[] = {1, 2, 3};
    return check[0] + ok[0].x + ps2[0].a + n3[0];
}
