// Static locals and static member functions: each invocation has its own
// copy of a static local (private, like a static global), initialized
// once before the entry point runs.
RWStructuredBuffer<int> results : register(u0);

struct Steps {
    static int next(inout int x) { x += 3; return x; }
};

int counter(int by) {
    static int n = 10;
    n += by;
    return n;
}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    int i = (int)id.x;
    counter(i);                  // 10 + i
    int twice = counter(i);      // 10 + 2i
    int s = i;
    Steps::next(s);
    results[i] = twice * 100 + Steps::next(s);  // (10 + 2i) * 100 + i + 6
}
