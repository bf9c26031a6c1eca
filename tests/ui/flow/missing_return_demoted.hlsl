// flags: -T vs_6_0 -E main -Wno-return-type
// Falling off the end of a non-void function is DXC's DefaultError
// -Wreturn-type: an error unless the group is demoted, as here (DXC's own
// tests compile such shaders with -Wno-return-type).

// expected-warning@+1 {{function 'main' does not return a value on every path}}
float main(int a : A) : B {
    if (a > 0)
        return 1.0;
}
