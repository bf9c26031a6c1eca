// Each mistake gets one diagnostic; parsing goes on after it.
float a = 1
float b = 2;

void missingSemi() {
    int x = 1
    x = x + 1
    return x
}

void badExpr() {
    int y = 1 + ;
    y = (y + 2;
    foo(1, 2;
    int z = 3;
    if y > 0) z = 1;
    for (int i = 0 i < 3; i++) z++;
}

int notADecl = ;
= 5;
struct S { float x } ;
struct T { int q; }
float c;
void after() { int ok = 0x; int big = 99999999999999999999; float bad = 1.0q; }
float4 broken(float x { return x; }
void last() { z = 1; }
