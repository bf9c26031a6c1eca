// Inclusive prefix sum of 128 uints per group (Hillis-Steele): two
// ping-pong groupshared arrays, log2(128) steps with a barrier after each,
// the buffer chosen by the step's parity. Three groups, each scanning its
// own slice. Expected values: running sums in Python (wrapping uint).
StructuredBuffer<uint> input : register(t0);
RWStructuredBuffer<uint> output : register(u1);

groupshared uint ping[128];
groupshared uint pong[128];

[numthreads(128, 1, 1)]
void main(uint3 did : SV_DispatchThreadID, uint3 tid : SV_GroupThreadID) {
    uint t = tid.x;
    ping[t] = input[did.x];
    GroupMemoryBarrierWithGroupSync();
    bool fromPing = true;
    for (uint offset = 1; offset < 128; offset *= 2) {
        if (fromPing) {
            pong[t] = t >= offset ? ping[t] + ping[t - offset] : ping[t];
        } else {
            ping[t] = t >= offset ? pong[t] + pong[t - offset] : pong[t];
        }
        GroupMemoryBarrierWithGroupSync();
        fromPing = !fromPing;
    }
    // Seven steps: the result is in pong.
    output[did.x] = fromPing ? ping[t] : pong[t];
}
