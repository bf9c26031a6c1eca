// expected-no-diagnostics
// `defined` that a macro produces is evaluated, its operand unexpanded
// (as in Clang and DXC).
#define X 5
#define HAS_X defined(X)
#define HAS_Y defined Y
#if HAS_X && !HAS_Y
static const int a = 1;
#else
static const int a = error;
#endif
