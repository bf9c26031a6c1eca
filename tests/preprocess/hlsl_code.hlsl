#define THREADS 64
#define BUF(T, r) RWStructuredBuffer<T> buf_ ## T : register(u ## r)
BUF(float, 0);
[numthreads(THREADS, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { buf_float[id.x] = THREADS; }
