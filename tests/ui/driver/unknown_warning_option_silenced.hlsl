// flags: -Wbogus -Wno-unknown-warning-option
// expected-no-diagnostics

float identity(float x) { return x; }
