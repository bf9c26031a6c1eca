// Scalar arithmetic: wrapping, division rules, precedence, logic, ++/--.

int add(int a, int b) { return a + b; }
// run: add int:2 int:3
// expect: int:5
// run: add int:2147483647 int:1
// expect: int:-2147483648

uint wrap(uint a) { return a - 1; }
// run: wrap uint:0
// expect: uint:4294967295

int divide(int a, int b) { return a / b; }
// run: divide int:7 int:-2
// expect: int:-3
// Division by zero gives the dividend (WGSL's rule, see ir.rs).
// run: divide int:7 int:0
// expect: int:7

int remainder(int a, int b) { return a % b; }
// run: remainder int:-7 int:3
// expect: int:-1

// Shift amounts are taken modulo 32.
uint shifts(uint a, uint s) { return (a << s) | (a >> 1u); }
// run: shifts uint:3 uint:33
// expect: uint:7

float mixed(float a, int b) { return a * b + 0.5; }
// run: mixed float:1.5 int:3
// expect: float:5.0

int precedence() { return 2 + 3 * 4 - 10 / 3 % 2; }
// run: precedence
// expect: int:13

bool logic(int a) { return a > 0 && a < 10 || a == -1; }
// run: logic int:5
// expect: bool:true
// run: logic int:-1
// expect: bool:true
// run: logic int:10
// expect: bool:false

int ternary(int a) { return a < 0 ? -a : a * 2; }
// run: ternary int:-4
// expect: int:4
// run: ternary int:4
// expect: int:8

int incdec(int a) {
    int b = a++;
    int c = ++a;
    a -= 1;
    return b * 100 + c * 10 + a;
}
// run: incdec int:1
// expect: int:132

int bits(int a) { return (a & 12) ^ (~a | 1); }
// run: bits int:6
// expect: int:-3

// Found by the mutation test: bools compare as ints (naga has no ordered
// comparison of bools).
bool bool_order(bool a, bool b) { return a > b; }
// run: bool_order bool:true bool:false
// expect: bool:true
// run: bool_order bool:false bool:true
// expect: bool:false

// fmod keeps the sign of x; radians and degrees convert angles.
float fmod_of(float x, float y) { return fmod(x, y); }
// run: fmod_of float:7.5 float:2
// expect: float:1.5
// run: fmod_of float:-7.5 float:2
// expect: float:-1.5
float2 angles(float d) { return float2(radians(d), degrees(radians(d))); }
// run: angles float:180
// expect: float2:3.1415927,180.0

// An unsized array takes its size from its initializer list.
static const float weights[] = {0.25, 0.5, 0.25};
float weighted(float a, float b, float c) { return a * weights[0] + b * weights[1] + c * weights[2]; }
// run: weighted float:4 float:8 float:16
// expect: float:9.0

// Arguments may be written with any scalar type name, WHLSL's `short`
// included; they convert to the parameter's type.
int twice(int x) { return x * 2; }
// run: twice short:-2
// expect: int:-4
