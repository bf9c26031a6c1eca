// Integer arithmetic wraps modulo 2^32 (two's complement for int): no traps.

int add(int a, int b) { return a + b; }
int sub_(int a, int b) { return a - b; }
int mul_(int a, int b) { return a * b; }
int neg(int a) { return -a; }
// run: add int:2147483647 int:1
// expect: int:-2147483648
// run: add int:-2147483648 int:-1
// expect: int:2147483647
// run: sub_ int:-2147483648 int:1
// expect: int:2147483647
// run: mul_ int:65536 int:65536
// expect: int:0
// run: mul_ int:-2147483648 int:-1
// expect: int:-2147483648
// run: mul_ int:123456789 int:987654321
// expect: int:-67153019
// run: neg int:-2147483648
// expect: int:-2147483648

uint usub(uint a, uint b) { return a - b; }
uint umul(uint a, uint b) { return a * b; }
// run: usub uint:0 uint:1
// expect: uint:4294967295
// run: umul uint:4294967295 uint:4294967295
// expect: uint:1
// run: umul uint:65537 uint:65537
// expect: uint:131073

int incmax(int a) { a++; return a; }
uint decmin(uint a) { --a; return a; }
// run: incmax int:2147483647
// expect: int:-2147483648
// run: decmin uint:0
// expect: uint:4294967295

uint64_t u64(uint64_t a) { return a + 1; }
// run: u64 uint64_t:18446744073709551615
// expect: uint64_t:0
