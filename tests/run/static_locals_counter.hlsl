// A static local is initialised once and keeps its value between calls within
// one run; a plain local starts afresh.

int tick() { static int n = 10; n++; return n; }
int three() { tick(); tick(); return tick(); }
int plain() { int n = 10; n++; return n; }
int both() { plain(); return plain(); }
// run: three
// expect: int:13
// run: both
// expect: int:11
