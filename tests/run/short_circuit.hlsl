// HLSL 2021 (the default): && and || on scalars short-circuit and ?: evaluates only
// the chosen branch; the right operand's side effects happen only when it is evaluated.

static int calls;
bool t(int v) { calls = calls * 10 + v; return true; }
bool f(int v) { calls = calls * 10 + v; return false; }
int andf() { calls = 0; bool r = f(1) && t(2); return calls; }
int andt() { calls = 0; bool r = t(1) && f(2); return calls; }
int ort() { calls = 0; bool r = t(1) || f(2); return calls; }
int orf() { calls = 0; bool r = f(1) || t(2) || t(3); return calls; }
int tern(bool c) { calls = 0; bool r = c ? t(1) : f(2); return calls; }
// run: andf
// expect: int:1
// run: andt
// expect: int:12
// run: ort
// expect: int:1
// run: orf
// expect: int:12
// run: tern bool:true
// expect: int:1
// run: tern bool:false
// expect: int:2
