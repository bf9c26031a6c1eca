void f(int a) {
    // expected-error@+1 {{expected expression}}
    a = ;
    // expected-error@+1 {{expected expression}}
    a = 1 + * 2;
    // expected-error@+1 {{expected expression}}
    f(1, );
    // expected-error@+1 {{expected identifier}}
    a = a.;
    // expected-error@+1 {{expected '(' for function-style cast or type construction}}
    a = float + 1;
    // expected-error@+1 {{expected ':' after 'case'}}
    switch (a) { case 1 a = 2; }
}
