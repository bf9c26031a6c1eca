// The examples of hlsl-function-calls.rst, proved by their results.

// Init(V, V): write-backs happen after the call in parameter order, so V
// holds the last parameter's value.
void Init(inout int X, inout int Y) {
    Y = 2;
    X = 1;
}
int init_twice() {
    int V = 0;
    Init(V, V);
    return V;
}
// run: init_twice
// expect: int:2

// Trunc(F): an inout int3 given a float3 converts on the way in and back
// on the way out, truncating F even though Trunc does nothing.
void Trunc(inout int3 V) {}
float3 trunc_example() {
    float3 F = {1.5, 2.6, 3.3};
    Trunc(F);
    return F;
}
// run: trunc_example
// expect: float3:1.0,2.0,3.0

// The conversion also applies to what the callee writes.
void Half(inout int X) { X = X / 2; }
float half_of(float f) {
    Half(f);
    return f;
}
// run: half_of float:7.9
// expect: float:3.0

// An out parameter of another scalar type converts on write-back only.
void Three(out uint U) { U = 3u; }
float out_converted() {
    float f = 9.5;
    Three(f);
    return f;
}
// run: out_converted
// expect: float:3.0

// Arrays pass by value: the callee's changes to an `in` array are
// invisible to the caller.
void fn(float a[4]) {
    a[0] = a[1] + a[2] + a[3];
}
float array_by_value() {
    float arr[4] = {1, 1, 1, 1};
    fn(arr);
    return arr[0];
}
// run: array_by_value
// expect: float:1.0

// An inout array copies in and back whole.
void fill(inout float a[2]) {
    a[1] = a[0] + 5;
}
float array_inout() {
    float arr[2] = {2, 0};
    fill(arr);
    return arr[1];
}
// run: array_inout
// expect: float:7.0

// Arguments are evaluated left to right.
int next(inout int c) {
    c = c + 1;
    return c;
}
int pair(int a, int b) { return a * 10 + b; }
int left_to_right() {
    int c = 0;
    return pair(next(c), next(c));
}
// run: left_to_right
// expect: int:12
