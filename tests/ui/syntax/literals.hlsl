// expected-error@+1 {{invalid numeric literal '0x'}}
int a = 0x;
// expected-error@+1 {{invalid numeric literal '09'}}
int b = 09;
// expected-error@+1 {{integer literal is too large to be represented in any integer type}}
uint64_t c = 18446744073709551616;
// expected-error@+1 {{invalid numeric literal '1.0q'}}
float d = 1.0q;
// expected-error@+1 {{invalid numeric literal '3e'}}
float e = 3e;
// expected-error@+1 {{invalid numeric literal '1f'}}
float f = 1f;
uint64_t max = 18446744073709551615;
float fine = 1.0 + 1. + .5 + 1e-3 + 1.5f + 2.0h + 1.0L;
