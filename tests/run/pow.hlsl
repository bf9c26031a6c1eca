// pow(x, y). HLSL leaves x < 0 undefined (DXC expands pow as exp2(y * log2(x)), which
// gives NaN there; SPIR-V Pow is undefined for x < 0), so the runs stay where the
// definitions agree: x > 0, and x = 0 with y > 0 (0). pow(x, 0) = 1 for x > 0;
// pow(inf, y > 0) = inf; pow(x < 1, inf) = 0. Tolerance 2 ULPs (README.md).

float pw(float x, float y) { return pow(x, y); }
// run: pw float:2 float:10
// expect: float:1024.0
// run: pw float:0 float:2
// expect: float:0.0
// run: pw float:5 float:0
// expect: float:1.0
// run: pw float:inf float:2
// expect: float:inf
// run: pw float:0.5 float:inf
// expect: float:0.0
// run: pw float:2 float:-inf
// expect: float:0.0
// run: pw float:2 float:nan
// expect: float:nan
// run: pw float:nan float:2
// expect: float:nan
// run: pw float:2 float:128
// expect: float:inf
// run: pw float:2 float:-149
// expect: float:1e-45
// ulps: 2
// run: pw float:2 float:0.5
// expect: float:1.4142135
// run: pw float:10 float:-3
// expect: float:0.001
// run: pw float:1.5 float:2.5
// expect: float:2.755676
// run: pw float:0.001 float:3
// expect: float:1.0000002e-9
// run: pw float:100 float:10
// expect: float:1e20
// run: pw float:7 float:0.3333333432674408
// expect: float:1.9129312

float3 pv(float3 x) { return pow(x, 2.0); }
// run: pv float3:3,0.5,1e20
// expect: float3:9.0,0.25,inf
