// flags: -T cs_6_0 -E main
// An unnamed enum (`enum : uint { … };`) declares its enumerators as
// constants of the enclosing scope, as in C++; its type's name cannot be
// written, so a diagnostic spells it "(unnamed enum #N)".
// expected-note@+1 {{previous definition is here}}
enum : uint { Low = 1, High = 4 };
enum { Seven = 7 };
// expected-error@+1 {{redefinition of 'Low'}}
enum { Low = 9 };

RWStructuredBuffer<uint> o;

[numthreads(1, 1, 1)]
void main() {
    o[0] = Low + High + Seven;
}
