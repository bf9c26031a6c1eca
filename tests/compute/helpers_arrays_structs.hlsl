// Helpers with arrays and structs as parameters: an array passed by value
// (the callee's writes stay local), out and inout arrays, a struct out
// parameter, an inout struct, nested calls passing out parameters on to
// other functions' out parameters, and out arguments bound to a vector
// swizzle, an array element with a dynamic index and a buffer element.
// Expected values: the kernel re-done in Python (exact binary fractions).
struct Ray {
    float3 origin;
    float3 dir;
};

struct Hit {
    float t;
    uint id;
    float3 pos;
};

RWStructuredBuffer<float> o : register(u0);
RWStructuredBuffer<int> io : register(u1);

float sumAndClobber(float a[4]) {
    float s = 0;
    for (uint k = 0; k < 4; k++) {
        s += a[k] * (k + 1);
        a[k] = -1;
    }
    return s;
}

void fillSquares(out uint sq[4], uint base) {
    for (uint k = 0; k < 4; k++) {
        sq[k] = (base + k) * (base + k);
    }
}

void reverse(inout int a[5]) {
    for (uint k = 0; k < 2; k++) {
        int t = a[k];
        a[k] = a[4 - k];
        a[4 - k] = t;
    }
}

void intersect(Ray r, float planeY, uint id, out Hit h) {
    h.t = (planeY - r.origin.y) / r.dir.y;
    h.id = id;
    h.pos = r.origin + r.dir * h.t;
}

void bounce(inout Ray r, Hit h) {
    r.origin = h.pos;
    r.dir.y = -r.dir.y;
}

void twoHits(Ray r, out Hit first, out Hit second) {
    intersect(r, 0, 1, first);
    bounce(r, first);
    intersect(r, 4, 2, second);
}

void minmax(float a, float b, out float lo, out float hi) {
    lo = min(a, b);
    hi = max(a, b);
}

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint at = i * 16;
    float arr[4] = { 1, 2, 3, (float)i };
    float s = sumAndClobber(arr);
    o[at + 0] = s;
    o[at + 1] = arr[0] + arr[3];

    uint sq[4];
    fillSquares(sq, i);
    o[at + 2] = (float)(sq[0] + sq[1] * 10 + sq[3] * 100);

    int r5[5] = { 1, 2, 3, 4, (int)i };
    reverse(r5);
    io[i * 5 + 0] = r5[0];
    io[i * 5 + 1] = r5[1];
    io[i * 5 + 2] = r5[2];
    io[i * 5 + 3] = r5[3];
    io[i * 5 + 4] = r5[4];

    Ray ray;
    ray.origin = float3((float)i, 8, 0);
    ray.dir = float3(1, -2, 0.5);
    Hit a, b;
    twoHits(ray, a, b);
    o[at + 3] = a.t;
    o[at + 4] = b.t;
    o[at + 5] = (float)(a.id * 10 + b.id);
    o[at + 6] = b.pos.x;
    o[at + 7] = b.pos.y;
    o[at + 8] = b.pos.z;
    o[at + 9] = ray.origin.y; // twoHits took ray by value

    float2 v;
    minmax(a.pos.x, b.pos.z, v.y, v.x);
    o[at + 10] = v.x;
    o[at + 11] = v.y;
    float pair[3] = { 0, 0, 0 };
    minmax((float)i, 1.5, pair[i % 2], pair[i % 2 + 1]);
    o[at + 12] = pair[0] * 100 + pair[1] * 10 + pair[2];
    minmax(-(float)i, 2, o[at + 13], o[at + 14]);
}
