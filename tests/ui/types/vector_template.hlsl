// vector<T, N> names the same type as TN.
// expected-no-diagnostics

vector<float, 3> identity(float3 v) { return v; }

float3 use() {
    vector<int, 2> a = int2(1, 2);
    int2 b = a;
    vector<float, 1> one = 5;
    vector<bool, 4> m = bool4(true, true, false, false);
    return identity(float3(b, one));
}
