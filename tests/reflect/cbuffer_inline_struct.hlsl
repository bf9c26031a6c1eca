// A struct defined in a cbuffer with a declarator declares the type at
// the enclosing scope and a member of the cbuffer (it was a uniform of
// $Globals). Default rules: relaxed std140.
// flags: -T cs_6_0 -E main
cbuffer P : register(b0) {
    float first;            // 0
    struct Light {
        float3 dir;         // 16 + 0
        float power;        // 16 + 12
    } light, lights[2];     // 16; 32: stride 16
    float last;             // 64
};
RWStructuredBuffer<float> o : register(u1);
[numthreads(1, 1, 1)]
void main() {
    Light l = light;
    o[0] = first + l.dir.x + lights[1].power + last;
}
