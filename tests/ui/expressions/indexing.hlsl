// Vectors, matrices and arrays index with any integer, constant or not;
// an array of vectors indexes twice.
// expected-no-diagnostics

float f(float4 v, float4x4 m, int i, uint j) {
    float arr[4] = {1, 2, 3, 4};
    float3 rows[2] = {float3(1, 2, 3), float3(4, 5, 6)};
    arr[j] = v[i];
    return arr[i] + v[j] + m[i][j] + m[2].y + rows[1][i] + rows[j].z;
}
