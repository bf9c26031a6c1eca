// flags: -T cs_6_0 -E main
// `struct { … }` with its declarator on the next line declares a variable,
// as in Clang (DXC's push-constant tests write it so).
struct {
    int a;
    float b;
}
Anonymous;

struct Named { float c; }
named, others[2];

// A missing ';' before the next declaration is still reported there, not
// read as a declarator.
struct Missing { float d; }
// expected-error@-1 {{expected ';' after struct}}
float4 following;

RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main() { o[0] = Anonymous.b + named.c + others[1].c + following.x; }
