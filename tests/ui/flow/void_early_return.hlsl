// A void function may return early or just reach its end.
// expected-no-diagnostics

void clamp_in_place(inout float x) {
    if (x < 0) {
        x = 0;
        return;
    }
    if (x > 1) x = 1;
}
