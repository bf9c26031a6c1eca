// Arrays of arrays: the first size is the outer one, and indexing peels
// one dimension at a time.
// expected-no-diagnostics

float pick(float grid[2][3], int i, int j) {
    float row[3] = grid[i];
    return row[j] + grid[1][2];
}

float4 use() {
    float g[2][3] = {1, 2, 3, 4, 5, 6};
    float3 cube[2][2][2];
    cube[1][1][0] = float3(1, 2, 3);
    return float4(cube[1][1][0], pick(g, 0, 1));
}
