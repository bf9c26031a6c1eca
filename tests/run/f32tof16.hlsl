// f32tof16: the binary16 bits of a float in the low 16 bits of a uint, rounded to
// nearest even. 65520 is halfway between 65504 and the next step, 65536, and rounds to
// even: infinity; smaller values reach the binary16 denormals (2^-24 is 1; 2^-25 is a
// tie and rounds to 0); a float denormal gives 0; -0 keeps its sign bit. Exact.

uint th(float x) { return f32tof16(x); }
// run: th float:1
// expect: uint:15360
// run: th float:-2
// expect: uint:49152
// run: th float:0.1
// expect: uint:11878
// run: th float:65504
// expect: uint:31743
// run: th float:65519
// expect: uint:31743
// run: th float:65520
// expect: uint:31744
// run: th float:-65520
// expect: uint:64512
// run: th float:1e10
// expect: uint:31744
// run: th float:inf
// expect: uint:31744
// run: th float:-inf
// expect: uint:64512
// run: th float:-0.0
// expect: uint:32768
// run: th float:5.9604645e-8
// expect: uint:1
// run: th float:2.9802322e-8
// expect: uint:0
// run: th float:1.7881393e-7
// expect: uint:3
// run: th float:6.1035156e-5
// expect: uint:1024
// run: th float:6.097555e-5
// expect: uint:1023
// run: th float:1e-45
// expect: uint:0
// run: th float:0.33333334
// expect: uint:13653
// run: th float:1.0004883
// expect: uint:15360
// run: th float:1.0014648
// expect: uint:15362

bool nanh(float x) { return isnan(f16tof32(f32tof16(x))) && (f32tof16(x) >> 16) == 0; }
// run: nanh float:nan
// expect: bool:true

uint4 thv(float4 x) { return f32tof16(x); }
// run: thv float4:0.5,-0.5,2048,2049
// expect: uint4:14336,47104,26624,26624
