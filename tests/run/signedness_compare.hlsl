// Comparing int with uint converts the int to uint (the usual arithmetic
// conversions): -1 < 0u is false because -1 becomes 0xffffffff.

bool lt(int a, uint b) { return a < b; }
// run: lt int:-1 uint:0
// expect: bool:false
// run: lt int:1 uint:2
// expect: bool:true
// run: lt int:-2147483648 uint:2147483647
// expect: bool:false

bool lts(int a, int b) { return a < b; }
// run: lts int:-1 int:0
// expect: bool:true

bool eq(int a, uint b) { return a == b; }
// run: eq int:-1 uint:4294967295
// expect: bool:true

uint mix(int a, uint b) { return a + b; }
// run: mix int:-3 uint:1
// expect: uint:4294967294
