// Arrays need a size, or an initializer list that gives one; only resource
// arrays may be unbounded (found while testing reflection: naga rejected
// an unsized groupshared array that the checker had let through).

// expected-error@+1 {{definition of variable with array type needs an explicit size or an initializer}}
groupshared float cache[];
static const float weights[] = {0.25, 0.5, 0.25};
StructuredBuffer<float> inputs[] : register(t0);

float f() {
    // expected-error@+1 {{definition of variable with array type needs an explicit size or an initializer}}
    float local[];
    float sized[] = {1, 2};
    return weights[1] + sized[1];
}
