// Default arguments of a function template fill the parameters a call
// leaves out.

template <typename T> T add(const T a, const T b = 5) { return a + b; }
template <typename T> T digits(T a, T b = 1, T c = 2) { return a * 100 + b * 10 + c; }
float f(float x) { return add<float>(x) + add(x, 1.0); }
int g(int x) { return digits(x) + digits(x, 3); }
// run: f float:1
// expect: float:8.0
// run: g int:1
// expect: int:244
