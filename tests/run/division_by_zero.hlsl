// Integer division by zero gives the dividend and remainder by zero 0, as
// naga's back ends compute on the GPU.
int div(int a, int b) { return a / b; }
int rem(int a, int b) { return a % b; }
uint remu(uint a, uint b) { return a % b; }

// run: div int:7 int:0
// expect: int:7
// run: rem int:7 int:0
// expect: int:0
// run: remu uint:7 uint:0
// expect: uint:0
// run: div int:-2147483648 int:-1
// expect: int:-2147483648
// run: rem int:-7 int:2
// expect: int:-1
