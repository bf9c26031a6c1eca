// expected-error@+1 {{expected a declaration}}
x = 1;
// expected-error@+1 {{expected a type}}
static = 2;
// expected-error@+1 {{expected identifier}}
float = 3;
// expected-error@+1 {{expected a type}}
void f(int a, 7) {}
// expected-error@+1 {{expected function body after function declarator}}
void g() return;
// expected-error@+1 {{expected a semantic, register or packoffset}}
float4 p : ;
// expected-error@+1 {{expected identifier}}
RWStructuredBuffer<float> buf : register();
// expected-error@+1 {{expected a declaration}}
}
float ok;
