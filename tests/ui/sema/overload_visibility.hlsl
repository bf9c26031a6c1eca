// Overloads declared after a call are not candidates for it (as in DXC):
// the call picks among those declared before. Once all of them are
// declared, the best one is chosen.
int pick(int x) { return 1; }

float early() {
    // Only pick(int) is declared here, so the call returns an int, which
    // has no second component.
    return pick(2.5).y; // expected-error {{invalid swizzle 'y' on 'int'}}
}

float2 pick(float x) { return x; }

float late() {
    return pick(2.5).y; // pick(float), an exact match, returns a float2
}

// With no overload declared before the call, the early use is the one
// error; the call still resolves, so its result type is known.
float useLater() {
    float3 v = later3(1.0); // expected-error {{'later3' is used before its declaration}}
    return v.z;
}
float3 later3(float x) { return x; } // expected-note {{'later3' is declared here}}

// A prototype makes the later definition usable.
float proto(float x);
float viaPrototype() { return proto(1.0); }
float proto(float x) { return x * 2; }
