// Signed division truncates toward zero; INT_MIN / -1 overflows and wraps to
// INT_MIN (LLVM sdiv and SPIR-V SDiv leave it undefined; the interpreter wraps).
// Division by zero: see division_by_zero.hlsl.

int dv(int a, int b) { return a / b; }
// run: dv int:7 int:2
// expect: int:3
// run: dv int:-7 int:2
// expect: int:-3
// run: dv int:7 int:-2
// expect: int:-3
// run: dv int:-7 int:-2
// expect: int:3
// run: dv int:-2147483648 int:1
// expect: int:-2147483648
// run: dv int:2147483647 int:-1
// expect: int:-2147483647
// run: dv int:1 int:2147483647
// expect: int:0
// run: dv int:-2147483648 int:2
// expect: int:-1073741824
// run: dv int:-2147483648 int:-1
// expect: int:-2147483648
