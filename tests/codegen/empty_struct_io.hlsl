// compile: -T vs_6_0 -E main
// An empty struct as a stage input or output has no members to pass: the
// entry point reads and writes only the other parameters.
struct NoInputs {};

struct Out {
    float4 position : SV_Position;
};

Out main(NoInputs unused, uint id : SV_VertexID) {
    Out o;
    o.position = float4(id, 0, 0, 1);
    return o;
}
