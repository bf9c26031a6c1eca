// flags: -T cs_6_0 -E main
// Calling a local whose struct declares `operator()` takes its overloads;
// one that matches no argument list is an error.
struct Scale {
    int factor;
    // expected-note@+1 {{candidate function: int Scale::operator()(int)}}
    int operator()(int x) { return x * factor; }
};

[numthreads(1, 1, 1)]
void main() {
    Scale s = { 3 };
    int a = s(2);
    // expected-error@+1 {{no matching function for call to 'operator()'}}
    int b = s(1, 2, 3);
}
