// A counter on a binding an earlier declaration holds: SPIR-V keeps both
// on binding 1 (with the `vulkan-binding-collision` warning), the targets
// that cannot share a binding move the counter, the later of the two, to
// the lowest free binding, 2: `counter_moved_to`, as `moved_to` says for
// a resource.
// flags: -T cs_6_0 -E main
Texture2D<float> Lut : register(t1);
[[vk::counter_binding(1)]] AppendStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
    Out.Append(Lut.Load(int3(0, 0, 0)));
}
