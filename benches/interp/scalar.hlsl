// Scalar programs for the interpreter's operations-per-second figure
// (crates/gpu-tests/examples/interp_vs_vulkan.rs). Each comment counts the
// operations of one iteration: the loop's compare and increment, then
// each arithmetic operator, call, return, field access, copy and
// assignment once.

// 7 per iteration: <, ++, *, >>, ^, +, =.
uint loops(uint n) {
    uint acc = 0;
    for (uint i = 0; i < n; i++)
        acc = acc * 31 + (i ^ (acc >> 3));
    return acc;
}

uint step(uint a, uint b) { return a * 3 + b; }

// 7 per iteration: <, ++, the call, *, +, return, =.
uint calls(uint n) {
    uint acc = 1;
    for (uint i = 0; i < n; i++)
        acc = step(acc, i);
    return acc;
}

struct Particle {
    float3 position;
    float3 velocity;
    uint age;
};

// 8 per iteration: <, ++, the copy q = p, .age, +=, the copy p = q,
// .position, +=.
uint copies(uint n) {
    Particle p = { float3(0, 0, 0), float3(1, 2, 3), 0 };
    Particle q;
    for (uint i = 0; i < n; i++) {
        q = p;
        q.age += i;
        p = q;
        p.position += p.velocity;
    }
    return p.age + (uint)p.position.y;
}
