// flags: -T cs_6_0 -E main
// Wave operations check their arguments: the lane index, and integer
// types for the bitwise reductions.
RWStructuredBuffer<uint> o;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    o[i] = WaveReadLaneAt(i);
    // expected-error@+1 {{no matching function for call to 'WaveActiveBitOr(float)'}}
    o[i] = WaveActiveBitOr(1.5);
    // expected-note@* {{candidate function: TN WaveActiveBitOr(TN) (T: an integer type)}}
    // expected-error@+1 {{too many arguments to function call, expected 0, have 1}}
    o[i] = WaveGetLaneCount(i);
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    o[i] = WaveActiveSum();
}
