// Uniform globals are read-only in code.
float scale;
uniform float2 offset;
const float bias;

void use(float x) {
    // expected-error@+1 {{cannot assign to variable 'scale' with const-qualified type}}
    scale = x;
    // expected-error@+1 {{cannot assign to variable 'offset' with const-qualified type}}
    offset.y += x;
    // expected-error@+1 {{cannot assign to variable 'bias' with const-qualified type}}
    bias++;
}
