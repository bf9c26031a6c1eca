// flags: -T cs_6_0 -E main
// Byte-address buffers have no elements to index, ByteAddressBuffer no
// stores, and the methods take byte offsets and uint words.
ByteAddressBuffer input;
RWByteAddressBuffer output;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    // expected-error@+1 {{no member named 'Store' in 'ByteAddressBuffer'}}
    input.Store(0, 1u);
    // expected-error@+1 {{no member named 'Load5' in 'ByteAddressBuffer'}}
    uint4 x = input.Load5(0);
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    uint a = input.Load();
    // expected-error@+1 {{too few arguments to function call, expected 2, have 1}}
    output.Store2(0);
    // expected-error@+1 {{subscripted value of type 'RWByteAddressBuffer' is not an array, vector, matrix or buffer}}
    output[i] = 1;
    uint n, stride;
    // expected-error@+1 {{no matching function for call to 'ByteAddressBuffer.GetDimensions(uint, uint)'}}
    input.GetDimensions(n, stride);
}
