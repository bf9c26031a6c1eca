// `++x` and `--x` are l-values, so they may be passed to an `out` or
// `inout` parameter (C++, DXC): the increment runs first, then the call
// gets `x`. A postfix one is a value (tests/ui/expressions/
// out_arg_prefix_increment_errors.hlsl).
void setTo(out int x, int v) { x = v; }
void twice(inout int x) { x *= 2; }

int outAfterIncrement() {
    int arr[2] = { 5, 9 };
    setTo(++arr[0], 40);
    return arr[0] * 10 + arr[1];
}
// run: outAfterIncrement
// expect: int:409

int inoutSeesIncrement() {
    int x = 3;
    int i = 1;
    int v[2] = { 0, 7 };
    twice(++x);
    twice(--v[i]);
    return x * 100 + v[1];
}
// run: inoutSeesIncrement
// expect: int:812
