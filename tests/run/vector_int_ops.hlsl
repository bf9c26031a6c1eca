// Integer vector arithmetic is component-wise, with the scalar rules per
// component: wrap-around, division by zero (the dividend), masked shifts.

int4 dv(int4 a, int4 b) { return a / b; }
int4 ad(int4 a, int4 b) { return a + b; }
uint3 sh(uint3 a) { return a << uint3(1, 32, 33); }
int3 ng(int3 a) { return -a; }
// run: dv int4:7,-7,5,-2147483648 int4:2,2,0,-1
// expect: int4:3,-3,5,-2147483648
// run: ad int4:2147483647,1,-1,0 int4:1,1,1,0
// expect: int4:-2147483648,2,0,0
// run: sh uint3:1,1,1
// expect: uint3:2,1,2
// run: ng int3:-2147483648,5,0
// expect: int3:-2147483648,-5,0
