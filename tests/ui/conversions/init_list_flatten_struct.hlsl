// Structs and arrays are filled component by component: a vector item
// may be split across fields, and a struct item fills a struct element
// whole.
// expected-no-diagnostics

struct Vertex { float2 uv; float depth; };
struct Pair { Vertex a; Vertex b; };

float f(float3 v) {
    Vertex x = {v};
    Vertex y = {1, 2, 3};
    Pair p = {x, 4, 5, 6};
    Vertex list[2] = {v, y};
    float grid[2][2] = {{1, 2}, {3, 4}};
    return x.depth + p.b.uv.y + list[1].depth + grid[1][0];
}
