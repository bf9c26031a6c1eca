// Vector and matrix type names only exist for sizes 1 to 4.

// expected-error@+1 {{unknown type name 'float5'}}
float5 a;
// expected-error@+1 {{unknown type name 'int0'}}
int0 b;
// expected-error@+1 {{unknown type name 'float2x5'}}
float2x5 c;
float4x4 ok;
