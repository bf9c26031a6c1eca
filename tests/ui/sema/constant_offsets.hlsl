// Explicit constant-buffer offsets: `register(cN)` on uniform globals and
// `packoffset` on cbuffer members must not overlap; packoffset components
// must fit in their register and suit the type's alignment.
float4 a : register(c0);
float b : register(c0); // expected-error {{'b' at offset 0 overlaps 'a', which takes 16 bytes from offset 0}}
float4x4 m : register(c2); // column_major: 64 bytes, c2..c5
float4 c : register(c4); // expected-error {{'c' at offset 64 overlaps 'm', which takes 64 bytes from offset 32}}
// expected-note@4 {{'a' is declared here}}
// expected-note@6 {{'m' is declared here}}
float d[2] : register(c6); // c6..c7 (std140: 32 bytes; FXC: c6..c7.x, 20)
float e : register(c7); // expected-error {{'e' at offset 112 overlaps 'd', which takes 32 bytes from offset 96}}
// expected-note@10 {{'d' is declared here}}
float f : register(c8); // fine: after 'd'
// The legacy `b` form does not place a uniform (it is deprecated).
float g : register(b0); // expected-error {{deprecated legacy bool constant register binding 'b' used.}}
static float h : packoffset(c0); // expected-error {{'packoffset' is not allowed here}}
float i : packoffset(c1); // expected-error {{'packoffset' is not allowed here}}

cbuffer Packed : register(b1) {
  float4 p0 : packoffset(c0);
  float p1 : packoffset(c0.z); // expected-error {{'p1' at offset 8 overlaps 'p0', which takes 16 bytes from offset 0}}
  // expected-note@20 {{'p0' is declared here}}
  float3 p2 : packoffset(c1.y);
  float3 p2b : packoffset(c7.z); // expected-error {{packoffset cannot cross register boundary}}
  float2 p3 : packoffset(c2.z);
  float2 p4 : packoffset(c2.w); // expected-error {{packoffset cannot cross register boundary}}
  double p5 : packoffset(c3.y); // expected-error {{packoffset at 'y' not match alignment 64 required by 'double'}}
  double p6 : packoffset(c3.z);
  float p7[2] : packoffset(c4.y); // expected-error {{packoffset cannot cross register boundary}}
  float p8 : packoffset(t5); // expected-error {{invalid packoffset 't5'; expected a 'c' register with an optional component 'x', 'y', 'z' or 'w' (c2, c2.y)}}
  float p9 : packoffset(c5.r); // expected-error {{invalid packoffset 'c5.r'}}
  float4x4 p10 : packoffset(c6);
};

// Mixing packoffset members with others warns; the others go after the
// furthest packoffset member.
cbuffer Mixed : register(b2) { // expected-warning {{cannot mix packoffset elements with nonpackoffset elements in a cbuffer}}
  float q0;
  float q1 : packoffset(c1);
};

// An overlap is reported at the later declaration, naming the first
// earlier one it overlaps (DXC's order), even when the later one is
// placed first: r1 (c0..c3) overlaps r0 (c1), and r2 (c2) overlaps
// only r1.
cbuffer Reordered : register(b3) {
  float4 r0 : packoffset(c1);
  float4x4 r1 : packoffset(c0); // expected-error {{'r1' at offset 0 overlaps 'r0', which takes 16 bytes from offset 16}}
  // expected-note@47 {{'r0' is declared here}}
  float4 r2 : packoffset(c2); // expected-error {{'r2' at offset 32 overlaps 'r1', which takes 64 bytes from offset 0}}
  // expected-note@48 {{'r1' is declared here}}
};
