// Declarations the checker rejects, one diagnostic each.
static float notAType;
// expected-error@+1 {{'notAType' does not name a type}}
notAType variable;
// expected-error@+1 {{variable 'nothing' has incomplete type 'void'}}
void nothing;
static int count = 3;
// expected-error@+1 {{array size is not an integer constant expression}}
static float sized[count];
// expected-error@+1 {{array size must be greater than zero}}
static float empty[0];
cbuffer Params {
    // expected-warning@+1 {{cbuffer member initializer ignored since no Vulkan equivalent}}
    float withInit = 1;
};
// expected-error@+1 {{'an initializer' is not allowed here}}
groupshared float sharedValue = 1;
static float mutable = 2;
// Another static is fine: it is assigned when the entry point starts.
static float copy = mutable;
// expected-error@+1 {{const variable 'noInit' must be initialized}}
static const float noInit;
// expected-error@+1 {{invalid register annotation 'q0x'}}
float4 badRegister : register(q0x);

float prototype(float x);
float usesPrototype() {
    // expected-error@+1 {{function 'prototype' is used but never defined}}
    return prototype(1);
}
