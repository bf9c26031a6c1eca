// f32tof16 and f16tof32 take one argument.
float use(float f, uint u) {
    // expected-error@+1 {{too many arguments to function call, expected 1, have 2}}
    uint h = f32tof16(f, f);
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    return f16tof32() + h;
}
