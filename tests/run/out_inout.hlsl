// out and inout parameters: copy-in, write-back, write-back order.

void split(float v, out int whole, out float part) {
    whole = v;
    part = v - whole;
}
float use_split(float v) {
    int w;
    float p;
    split(v, w, p);
    return w + p * 10;
}
// run: use_split float:2.5
// expect: float:7.0

void bump(inout int x, int by) { x += by; }
int use_bump(int a) {
    bump(a, 3);
    bump(a, 4);
    return a;
}
// run: use_bump int:1
// expect: int:8

void twice(inout float2 v) { v *= 2; }
float2 use_twice(float2 v) {
    twice(v);
    twice(v);
    return v;
}
// run: use_twice float2:1,2
// expect: float2:4.0,8.0

// Swizzles are places too.
void set_two(out float a, out float b) {
    a = 1;
    b = 2;
}
float3 swizzle_out() {
    float3 v = float3(0, 0, 0);
    set_two(v.z, v.x);
    return v;
}
// run: swizzle_out
// expect: float3:2.0,0.0,1.0

// Write-backs happen in parameter order: the last one wins.
void both(out int a, out int b) {
    a = 1;
    b = 2;
}
int order() {
    int x = 0;
    both(x, x);
    return x;
}
// run: order
// expect: int:2

// An in parameter is a copy.
int modify_copy(int a) {
    a = 100;
    return a;
}
int caller_keeps(int a) {
    modify_copy(a);
    return a;
}
// run: caller_keeps int:7
// expect: int:7
