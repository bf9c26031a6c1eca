// flags: -T cs_6_0 -E main
RWStructuredBuffer<float> o : register(u0);

// expected-error@+1 {{compute entry point 'main' is missing [numthreads(x, y, z)]}}
void main(uint3 id : SV_DispatchThreadID) {
    o[id.x] = 1.0;
}
