// flags: -T cs_6_0 -E main
// Append belongs to AppendStructuredBuffer, Consume to
// ConsumeStructuredBuffer, the counters to RWStructuredBuffer.
struct S {
    float a;
};
AppendStructuredBuffer<S> out_s;
ConsumeStructuredBuffer<float> in_f;
RWStructuredBuffer<float> rw;
StructuredBuffer<float> ro;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{no member named 'Append' in 'RWStructuredBuffer<float>'}}
    rw.Append(1.0);
    // expected-error@+1 {{no member named 'Consume' in 'RWStructuredBuffer<float>'}}
    float f = rw.Consume();
    // expected-error@+1 {{no member named 'Consume' in 'AppendStructuredBuffer<S>'}}
    S s = out_s.Consume();
    // expected-error@+1 {{no member named 'Append' in 'ConsumeStructuredBuffer<float>'}}
    in_f.Append(f);
    // expected-error@+1 {{no member named 'IncrementCounter' in 'StructuredBuffer<float>'}}
    uint c = ro.IncrementCounter();
    // expected-error@+1 {{no member named 'DecrementCounter' in 'AppendStructuredBuffer<S>'}}
    c = out_s.DecrementCounter();
    // expected-error@+1 {{too few arguments to function call, expected 1, have 0}}
    out_s.Append();
    // expected-error@+1 {{too many arguments to function call, expected 1, have 2}}
    out_s.Append(s, s);
    // expected-error@+1 {{too many arguments to function call, expected 0, have 1}}
    f = in_f.Consume(1);
    // expected-error@+1 {{too many arguments to function call, expected 0, have 1}}
    c = rw.IncrementCounter(1);
    // expected-error@+1 {{cannot convert from 'float' to 'S'}}
    out_s.Append(f);
    // Neither kind has elements to index.
    // expected-error@+1 {{subscripted value of type 'ConsumeStructuredBuffer<float>' is not an array, vector, matrix or buffer}}
    f = in_f[0];
    // expected-error@+1 {{subscripted value of type 'AppendStructuredBuffer<S>' is not an array, vector, matrix or buffer}}
    out_s[0] = s;
    uint n;
    // expected-error@+1 {{no matching function for call to 'AppendStructuredBuffer<S>.GetDimensions(uint)'}}
    out_s.GetDimensions(n);
    rw[0] = f + c + n + s.a;
}
