// abs on signed integers wraps: abs(INT_MIN) is INT_MIN (two's complement, as
// DXIL IMax(x, -x) and SPIR-V SAbs give). abs of a uint is the value itself.

int absi(int x) { return abs(x); }
// run: absi int:0
// expect: int:0
// run: absi int:-1
// expect: int:1
// run: absi int:7
// expect: int:7
// run: absi int:2147483647
// expect: int:2147483647
// run: absi int:-2147483647
// expect: int:2147483647
// run: absi int:-2147483648
// expect: int:-2147483648

int3 absv(int3 v) { return abs(v); }
// run: absv int3:-2147483648,-5,5
// expect: int3:-2147483648,5,5

uint absu(uint x) { return abs(x); }
// run: absu uint:4294967295
// expect: uint:4294967295

int64_t absl(int64_t x) { return abs(x); }
// run: absl int64_t:-9223372036854775808
// expect: int64_t:-9223372036854775808
// run: absl int64_t:-5
// expect: int64_t:5
