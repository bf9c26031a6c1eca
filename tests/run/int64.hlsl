// 64-bit integers: int -> int64_t sign-extends, uint -> uint64_t zero-extends,
// int64_t -> int keeps the low 32 bits; arithmetic wraps modulo 2^64.

int64_t se(int x) { return x; }
uint64_t ze(uint x) { return x; }
int tr(int64_t x) { return (int)x; }
// run: se int:-1
// expect: int64_t:-1
// run: ze uint:4294967295
// expect: uint64_t:4294967295
// run: tr int64_t:4294967301
// expect: int:5
// run: tr int64_t:2147483648
// expect: int:-2147483648

int64_t m64(int64_t a, int64_t b) { return a * b; }
// run: m64 int64_t:4294967296 int64_t:4294967296
// expect: int64_t:0
// run: m64 int64_t:-3037000500 int64_t:3037000500
// expect: int64_t:9223372036709301616

uint64_t d64(uint64_t a, uint64_t b) { return a / b; }
// run: d64 uint64_t:18446744073709551615 uint64_t:10
// expect: uint64_t:1844674407370955161

float f64i(int64_t x) { return (float)x; }
// run: f64i int64_t:9223372036854775807
// expect: float:9.223372e18
