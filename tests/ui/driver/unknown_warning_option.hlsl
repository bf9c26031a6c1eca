// flags: -Wno-such-group
// An unknown group is reported (without a location), not an error.
// expected-warning@* {{unknown warning group '-Wno-such-group'}}

float identity(float x) { return x; }
