// An item that has an error gives one diagnostic, not a second one about
// the count.

void f() {
    // expected-error@+1 {{use of undeclared identifier 'missing'}}
    float4 a = {1, missing, 3, 4};
    float4 ok = {1, 2, 3, 4};
}
