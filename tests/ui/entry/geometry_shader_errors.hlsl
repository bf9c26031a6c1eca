// Geometry shader rules, in a library of entry points.

struct V { float4 pos : SV_Position; };

// expected-error@+2 {{geometry entry point must have a valid maxvertexcount attribute}}
[shader("geometry")]
void no_count(point V v[1], inout PointStream<V> s) {}

// expected-error@+2 {{attribute 'maxvertexcount' expects one integer constant from 1 to 1024}}
[shader("geometry")]
[maxvertexcount(0)]
void zero_count(point V v[1], inout PointStream<V> s) {}

[shader("geometry")]
[maxvertexcount(3)]
void not_inout(point V v[1],
               PointStream<V> s) {} // expected-error {{stream-output object must be an inout parameter}}

[shader("geometry")]
[maxvertexcount(3)]
void wrong_size(triangle V v[2], // expected-error {{input primitive 'triangle' needs an array of 3 vertices, found 'V[2]'}}
                inout TriangleStream<V> s) {}

[shader("geometry")]
[maxvertexcount(3)]
void two_inputs(triangle V a[3],
                line V b[2], // expected-error {{only one input primitive type can be specified in the geometry shader}}
                inout PointStream<V> s,
                inout LineStream<V> t) {} // expected-error {{only one output primitive type can be specified in the geometry shader}}

[shader("geometry")]
[maxvertexcount(3)]
[instance(33)] // expected-error {{attribute 'instance' expects one integer constant from 1 to 32}}
void many_instances(point V v[1], inout PointStream<V> s) {}

[shader("geometry")]
[maxvertexcount(3)]
void bad_method(point V v[1], inout PointStream<V> s) {
    s.Flush(); // expected-error {{no member named 'Flush' in 'PointStream<V>'}}
    s.Append(1, 2); // expected-error {{too many arguments to function call, expected 1, have 2}}
}

// expected-error@+1 {{input primitive 'point' is only valid on a geometry shader input, not in a vertex shader}}
[shader("vertex")] float4 vs(point V v[1]) : SV_Position { return 0; }
