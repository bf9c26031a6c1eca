// A numeric literal against a bool: bool ranks below every numeric type, so
// the literal keeps its type and the bool converts (DXC's CombineBasicTypes).
// `c ? 14u : b` is a uint and `b == 2` compares ints. hlslc converted the
// literal to bool instead (`c ? 14u : b` gave 1); found by the targeted
// differential generator (conversions, seed 105; docs/differential.md).

uint sel_u(bool c, bool b) { return c ? 14u : b; }
// run: sel_u bool:true bool:false
// expect: uint:14
// run: sel_u bool:false bool:true
// expect: uint:1

int sel_i(bool c, bool b) { return c ? b : 14; }
// run: sel_i bool:false bool:false
// expect: int:14

float sel_f(bool c, bool b) { return c ? 2.5 : b; }
// run: sel_f bool:true bool:false
// expect: float:2.5

bool eq2(bool b) { return b == 2; }
// run: eq2 bool:true
// expect: bool:false

bool ne2(bool b) { return 2 != b; }
// run: ne2 bool:true
// expect: bool:true

bool eq1(bool b) { return b == 1; }
// run: eq1 bool:true
// expect: bool:true

bool eq_true(bool b) { return b == true; }
// run: eq_true bool:true
// expect: bool:true
