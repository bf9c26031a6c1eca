// A uint counter that steps below 0 wraps to 0xffffffff, which ends an
// `i < n` loop: counting down from 3 runs 4 times.

int down(uint start) { int n = 0; for (uint i = start; i < 10; i--) { n++; } return n; }
uint last(uint start) { uint i = start; while (i < 10) { i--; } return i; }
// run: down uint:3
// expect: int:4
// run: down uint:0
// expect: int:1
// run: down uint:10
// expect: int:0
// run: last uint:2
// expect: uint:4294967295
