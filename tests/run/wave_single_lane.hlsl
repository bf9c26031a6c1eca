// Wave and quad intrinsics in a `run` call: one active lane of a 32-lane wave.
// Reductions see only that lane, prefix operations nothing (their identity), reads
// and quad swaps return the lane's own value, derivatives are 0.

uint lanes() { return WaveGetLaneCount(); }
uint index() { return WaveGetLaneIndex(); }
bool first() { return WaveIsFirstLane(); }
// run: lanes
// expect: uint:32
// run: index
// expect: uint:0
// run: first
// expect: bool:true

int4 red(int x) { return int4(WaveActiveSum(x), WaveActiveProduct(x), WaveActiveMin(x), WaveActiveMax(x)); }
// run: red int:-7
// expect: int4:-7,-7,-7,-7

int2 pre(int x) { return int2(WavePrefixSum(x), WavePrefixProduct(x)); }
// run: pre int:5
// expect: int2:0,1

uint4 bal(bool b) { return WaveActiveBallot(b); }
// run: bal bool:true
// expect: uint4:1,0,0,0
// run: bal bool:false
// expect: uint4:0,0,0,0

uint3 bits_(uint x) { return uint3(WaveActiveBitAnd(x), WaveActiveBitOr(x), WaveActiveBitXor(x)); }
// run: bits_ uint:0xf0f0
// expect: uint3:61680,61680,61680

uint2 counts(bool b) { return uint2(WaveActiveCountBits(b), WavePrefixCountBits(b)); }
// run: counts bool:true
// expect: uint2:1,0

bool3 votes(bool b) { return bool3(WaveActiveAnyTrue(b), WaveActiveAllTrue(b), WaveActiveAllEqual(b)); }
// run: votes bool:false
// expect: bool3:false,false,true

float4 reads(float x) { return float4(WaveReadLaneFirst(x), WaveReadLaneAt(x, 0), QuadReadAcrossX(x), QuadReadAcrossDiagonal(x)); }
// run: reads float:-0.0
// expect: float4:-0.0,-0.0,-0.0,-0.0

float4 derivs(float x) { return float4(ddx(x), ddy(x), ddx_fine(x), fwidth(x)); }
// run: derivs float:3
// expect: float4:0.0,0.0,0.0,0.0
