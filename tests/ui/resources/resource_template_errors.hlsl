// Resource types take one element type where they take one at all.
// expected-error@+1 {{invalid template arguments for 'StructuredBuffer': expected one element type}}
StructuredBuffer missing;
// expected-error@+1 {{invalid template arguments for 'Buffer': expected one element type}}
Buffer<float, 2> tooMany;
// expected-error@+1 {{invalid template arguments for 'Texture2D': expected one element type}}
Texture2D<float4, float4> twoTypes;
