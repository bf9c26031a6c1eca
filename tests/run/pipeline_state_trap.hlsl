// flags: -T cs_6_6 -E main
// Intrinsics that read rasterizer or sparse-residency state trap in the
// interpreter rather than answer.

[numthreads(1, 1, 1)]
void main() {}

bool helper() { return IsHelperLane(); }
// run: helper
// expect-trap: IsHelperLane() needs rasterizer or sparse-residency state

bool mapped(uint status) { return CheckAccessFullyMapped(status); }
// run: mapped uint:0
// expect-trap: CheckAccessFullyMapped() needs rasterizer
