// flags: -T cs_6_0 -E main
// Byte-address atomics need a writable buffer, the form's argument count
// and an l-value for the original value.
ByteAddressBuffer readOnly;
RWByteAddressBuffer counters;

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    uint before;
    // expected-error@+1 {{no member named 'InterlockedAdd' in 'ByteAddressBuffer'}}
    readOnly.InterlockedAdd(0, 1);
    // expected-error@+1 {{too few arguments to function call, expected 2 or 3, have 1}}
    counters.InterlockedAdd(0);
    // expected-error@+1 {{too few arguments to function call, expected 3, have 2}}
    counters.InterlockedExchange(0, i);
    // expected-error@+1 {{too many arguments to function call, expected 3, have 4}}
    counters.InterlockedCompareStore(0, 1, 2, before);
    // expected-error@+1 {{argument for 'out' parameter 'original_value' must be an l-value}}
    counters.InterlockedAdd(0, 1, before + 1);
    // expected-error@+1 {{no matching function for call to 'RWByteAddressBuffer.InterlockedOr(int, RWByteAddressBuffer)'}}
    counters.InterlockedOr(0, counters);
    // expected-error@+1 {{no member named 'InterlockedSubtract' in 'RWByteAddressBuffer'}}
    counters.InterlockedSubtract(0, 1);
}
