// flags: -T cs_6_0 -E main
// A postfix increment is a value, not an l-value, so it cannot be an
// `out` argument; a prefix one can (tests/run/out_arg_prefix_increment).
void setTo(out int x) { x = 1; }

[numthreads(1, 1, 1)]
void main() {
    int x = 0;
    setTo(++x);
    // expected-error@+1 {{argument for 'out' parameter 'x' must be an l-value}}
    setTo(x++);
}
