// An infinite loop is stopped by the step limit and reported as a trap.

int spin(int x) { while (x > 0) { x = x; } return x; }
// run: spin int:0
// expect: int:0
// max-steps: 10000
// run: spin int:1
// expect-trap: step
