// Denormals (subnormal floats) are kept, as IEEE 754 says: the interpreter does not
// flush them to zero on input or output (README.md, "Denormals"). D3D allows 32-bit
// float math to flush them, so GPU results may differ here.

float ml(float a, float b) { return a * b; }
float dv(float a, float b) { return a / b; }
float ad(float a, float b) { return a + b; }
bool pos(float a) { return a > 0; }
uint bitsof(float a) { return asuint(a * 1.0); }
// run: ml float:1e-45 float:1
// expect: float:1e-45
// run: ml float:1e-45 float:0.5
// expect: float:0.0
// run: ml float:1e-45 float:1.5
// expect: float:3e-45
// run: dv float:1.1754944e-38 float:2
// expect: float:5.877472e-39
// run: ad float:1e-45 float:1e-45
// expect: float:3e-45
// run: ad float:1.1754942e-38 float:1e-45
// expect: float:1.1754944e-38
// run: pos float:1e-45
// expect: bool:true
// run: bitsof float:1e-45
// expect: uint:1
// run: ml float:1e-45 float:1.2676506e30
// expect: float:1.7763568e-15
// run: dv float:1 float:1e-45
// expect: float:inf
