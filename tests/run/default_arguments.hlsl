// Default arguments: trailing parameters with defaults may be left out;
// the defaults convert to the parameter types; overloads count them.
static const float kScale = 10;

float scaled(float x, float scale = kScale, int offset = 1) { return x * scale + offset; }

int pick(int a) { return 1; }
int pick(int a, int b, int c = 5) { return a + b + c; }

struct Counter {
    int value;
    int plus(int n = 1) { return value + n; }
};

float allDefaults(float x) { return scaled(x); }
// run: allDefaults float:2
// expect: float:21.0

float oneDefault(float x) { return scaled(x, 3); }
// run: oneDefault float:2
// expect: float:7.0

float noDefaults(float x) { return scaled(x, 3, -6); }
// run: noDefaults float:2
// expect: float:0.0

int overloads() { return pick(1) * 100 + pick(1, 2); }
// run: overloads
// expect: int:108

int member(int v) { Counter c; c.value = v; return c.plus() * 10 + c.plus(5); }
// run: member int:3
// expect: int:48
