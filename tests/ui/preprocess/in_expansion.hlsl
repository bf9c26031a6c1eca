// A mistake inside a macro body is reported at the use, with a note.
// expected-note@+1 {{expanded from macro 'USE_Y'}}
#define USE_Y (y + 1)
void f() {
    // expected-error@+1 {{use of undeclared identifier 'y'}}
    int a = USE_Y;
}
#define PASTE(a, b) a ## b
// expected-error@+1 {{pasting formed '+-', an invalid preprocessing token}}
static int b = 1 PASTE(+, -) 2;
