// flags: -w
// -w silences warnings, never errors.
float f() {
    return undeclared_name; // expected-error {{use of undeclared identifier 'undeclared_name'}}
}
