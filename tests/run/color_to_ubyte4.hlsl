// D3DCOLORtoUBYTE4(c) = int4(c.zyxw * 255.001953): swizzled, scaled, truncated toward
// zero. Out-of-range colours are not clamped; NaN converts to 0 (D3D's float-to-int rule).

int4 cu(float4 c) { return D3DCOLORtoUBYTE4(c); }
// run: cu float4:1,0.5,0,0.25
// expect: int4:0,127,255,63
// run: cu float4:0.2,0.4,0.6,0.8
// expect: int4:153,102,51,204
// run: cu float4:2,-1,1,0.999
// expect: int4:255,-255,510,254
// run: cu float4:0.00392,0.5,0.99,1
// expect: int4:252,127,0,255
// run: cu float4:nan,0,0,1
// expect: int4:0,0,0,255
