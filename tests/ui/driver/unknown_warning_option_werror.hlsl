// flags: -Wbogus -Werror
// -Werror promotes the unknown-group warning too, as in Clang.
// expected-error@* {{unknown warning group '-Wbogus'}}

float identity(float x) { return x; }
