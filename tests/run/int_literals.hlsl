// Integer literals: decimal, hexadecimal, octal (leading 0), u/U and l/L suffixes;
// literals above INT_MAX written in hex are uint; unary minus applies after.

uint hx() { return 0x80000000; }
int oc() { return 0777; }
int mn() { return -2147483647 - 1; }
uint us() { return 4000000000u; }
int64_t big() { return 0x100000000L; }
int neghex() { return -0x10; }
// run: hx
// expect: uint:2147483648
// run: oc
// expect: int:511
// run: mn
// expect: int:-2147483648
// run: us
// expect: uint:4000000000
// run: big
// expect: int64_t:4294967296
// run: neghex
// expect: int:-16
