// flags: --dialect whlsl
// '--dialect whlsl' reads a '.hlsl' file as WHLSL.
int get(thread int* p) { return *p; }
int f(int a) {
    return a-1; // expected-error {{'-1' is one signed literal token}}
}
