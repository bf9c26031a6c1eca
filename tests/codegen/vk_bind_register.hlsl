// -fvk-bind-register places one register (it wins over the shift of its
// class); -auto-binding-space moves registers written without a space.
// compile: -T cs_6_0 -auto-binding-space 2 -vkbr t0 2 5 6 -fvk-t-shift 10 all
StructuredBuffer<float> input : register(t0);
StructuredBuffer<float> more : register(t1);
RWStructuredBuffer<float> output : register(u0, space0);
RWStructuredBuffer<float> scratch;

[numthreads(1, 1, 1)]
void main() {
    output[0] = input[0] + more[0];
    scratch[0] = 1;
}
