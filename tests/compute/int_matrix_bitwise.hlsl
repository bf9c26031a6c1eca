// Bitwise and shift operators on integer matrices work element by element,
// as in DXC (BC7 encoders mask uint2x4 values): & | ^ ~ << >> with a
// matrix or a scalar on the right, and their compound assignments.
RWStructuredBuffer<uint> o : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint2x2 a = uint2x2(0xF0, 0x0F, 0xFF, 0x3C) + id.x;
    uint2x2 b = uint2x2(0x3C, 0x3C, 0x01, 0xC3);
    uint2x2 c = a & b;
    o[0] = c._11; o[1] = c._12; o[2] = c._21; o[3] = c._22;
    c = a | 0x100;
    o[4] = c._11; o[5] = c._22;
    c = a ^ b;
    o[6] = c._12; o[7] = c._22;
    c = ~a;
    o[8] = c._11;
    c = a << 4;
    o[9] = c._21;
    c = a >> b;
    o[10] = c._21;
    int2x2 s = int2x2(-16, 8, 3, -1);
    s >>= 2;
    o[11] = (uint)s._11; o[12] = (uint)s._12;
    s &= 6;
    o[13] = (uint)s._22;
}
