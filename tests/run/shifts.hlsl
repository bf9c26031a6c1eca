// Shift amounts are masked to the width: for 32-bit values s & 31 (DXIL masks
// explicitly; SPIR-V is undefined past the width). So x << 32 == x, 1 << -1 is 1 << 31.
// int >> is arithmetic (sign-filling), uint >> logical.

uint shl(uint x, uint s) { return x << s; }
uint shr(uint x, uint s) { return x >> s; }
// run: shl uint:1 uint:31
// expect: uint:2147483648
// run: shl uint:1 uint:32
// expect: uint:1
// run: shl uint:1 uint:33
// expect: uint:2
// run: shl uint:3 uint:63
// expect: uint:2147483648
// run: shl uint:4294967295 uint:4
// expect: uint:4294967280
// run: shl uint:2147483648 uint:100
// expect: uint:0
// run: shr uint:2147483648 uint:31
// expect: uint:1
// run: shr uint:2147483648 uint:32
// expect: uint:2147483648
// run: shr uint:4294967295 uint:36
// expect: uint:268435455
// run: shr uint:5 uint:1
// expect: uint:2

int sar(int x, int s) { return x >> s; }
int sal(int x, int s) { return x << s; }
// run: sar int:-8 int:1
// expect: int:-4
// run: sar int:-1 int:40
// expect: int:-1
// run: sar int:-2147483648 int:31
// expect: int:-1
// run: sar int:-2147483648 int:32
// expect: int:-2147483648
// run: sar int:2147483647 int:30
// expect: int:1
// run: sar int:-7 int:1
// expect: int:-4
// run: sal int:1 int:-1
// expect: int:-2147483648
// run: sal int:1073741824 int:1
// expect: int:-2147483648
// run: sal int:-1 int:33
// expect: int:-2

int64_t shl64(int64_t x, int s) { return x << s; }
// run: shl64 int64_t:1 int:63
// expect: int64_t:-9223372036854775808
// run: shl64 int64_t:1 int:64
// expect: int64_t:1
// run: shl64 int64_t:1 int:40
// expect: int64_t:1099511627776

uint3 shv(uint3 x, uint3 s) { return x << s; }
// run: shv uint3:1,1,1 uint3:0,32,35
// expect: uint3:1,1,8
