// A sized array of textures and an unbounded array of structured
// buffers, indexed by values read from a buffer (different in each
// invocation, hence NonUniformResourceIndex). In D3D element k of an
// array is at its register plus k (layers: t1, t2; tables: t0, t1, t2
// in space 1); in Vulkan each array is one descriptor array at its
// first register's binding, the unbounded one a runtime array.
//
// layers[0] = 1, 2, 3, 4 and layers[1] = 10, 20, 30, 40 (4x1 texels);
// tables[0] = 100..400, tables[1] = 1000..4000, tables[2] = 5..8;
// picks = [1, 0, 1, 0,  2, 0, 1, 2]:
//   i = 0: layers[1][0] + tables[2][0] = 10 + 5    = 15
//   i = 1: layers[0][1] + tables[0][1] = 2 + 200   = 202
//   i = 2: layers[1][2] + tables[1][2] = 30 + 3000 = 3030
//   i = 3: layers[0][3] + tables[2][3] = 4 + 8     = 12
StructuredBuffer<uint> picks : register(t0);
Texture2D<float> layers[2] : register(t1);
StructuredBuffer<float> tables[] : register(t0, space1);
RWStructuredBuffer<float> result : register(u3);

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = id.x;
    uint t = picks[i];
    uint b = picks[4 + i];
    result[i] = layers[NonUniformResourceIndex(t)].Load(int3(i, 0, 0))
              + tables[NonUniformResourceIndex(b)][i];
}
