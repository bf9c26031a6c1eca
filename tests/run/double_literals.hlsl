// An unsuffixed float literal is DXC's "literal float": it takes the type
// its use asks for at the source's precision. Where that is `double`, the
// value is the double nearest the source text, not the float nearest it.
// A suffix (`f`, `h`) makes the literal a float first.

double tenth() { return 0.1; }
// run: tenth
// expect: double:0.1

double neg_tenth() { return -0.1; }
// run: neg_tenth
// expect: double:-0.1

double scale(double x) { return x * 3.0 + 0.1; }
// run: scale double:1.5
// expect: double:4.6

double pick(bool c, double d) { return c ? 0.3 : d; }
// run: pick bool:true double:2
// expect: double:0.3

float narrow() { return 0.1; }
// run: narrow
// expect: float:0.1

double through_float() { float f = 0.1; return f; }
// run: through_float
// expect: double:0.10000000149011612

double suffixed() { return 0.1f; }
// run: suffixed
// expect: double:0.10000000149011612

double cast() { return (double)0.7; }
// run: cast
// expect: double:0.7

static const double k = 0.2;
double global() { return k; }
// run: global
// expect: double:0.2
