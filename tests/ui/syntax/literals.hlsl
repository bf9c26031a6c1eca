// expected-error@+1 {{invalid numeric literal '0x'}}
static int a = 0x;
// expected-error@+1 {{invalid numeric literal '09'}}
static int b = 09;
// expected-error@+1 {{integer literal is too large to be represented in any integer type}}
static uint64_t c = 18446744073709551616;
// expected-error@+1 {{invalid numeric literal '1.0q'}}
static float d = 1.0q;
// expected-error@+1 {{invalid numeric literal '3e'}}
static float e = 3e;
// expected-error@+1 {{invalid numeric literal '1f'}}
static float f = 1f;
static uint64_t max = 18446744073709551615;
static float fine = 1.0 + 1. + .5 + 1e-3 + 1.5f + 2.0h + 1.0L;
