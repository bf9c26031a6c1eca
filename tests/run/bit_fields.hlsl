// Bit-fields: a write keeps only the field's low bits and leaves its
// neighbours alone; a signed field reads back sign-extended; an
// assignment's value is the value stored (truncated), as in C.

struct Packed {
    uint lo : 1;
    uint mid : 8;
    uint hi : 23;
    uint next : 4;    // a second unit
    int s2 : 2;
    int s9 : 9;
};

uint4 unsigned_fields() {
    Packed p;
    p.lo = 1;
    p.mid = 200;
    p.hi = 0x7fffff;
    p.next = 9;
    uint stored = (p.mid = 300);   // 300 & 0xff = 44
    return uint4(p.lo, p.mid, p.hi, stored * 100 + p.next);
}
// run: unsigned_fields
// expect: uint4:1,44,8388607,4409

int3 signed_fields() {
    Packed p;
    p.s2 = -1;
    p.s9 = -100;
    p.s9 += 3;
    p.s2 = p.s2 + 2;   // -1 + 2 = 1
    Packed q;
    q.s9 = 300;        // 300 in 9 bits is 0b100101100: -212
    return int3(p.s2, p.s9, q.s9);
}
// run: signed_fields
// expect: int3:1,-97,-212
