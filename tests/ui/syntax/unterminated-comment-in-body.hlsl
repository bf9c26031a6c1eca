// The comment swallows the closing brace; only the comment is reported.
void f() {
    int x = 1;
    // expected-error@+1 {{unterminated /* comment}}
    x = /* oops
}
