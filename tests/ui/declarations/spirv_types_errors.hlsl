// flags: -T cs_6_0 -E main
// An inline SPIR-V type needs its opcode (and, for `vk::SpirvType`, its
// size and alignment) as integer constants, and operands that are types,
// `vk::integral_constant`s or `vk::Literal`s; it has no members.
// `vk::Literal` and `vk::integral_constant` name operands only.

// expected-error@+1 {{invalid template arguments for 'vk::SpirvType': expected an opcode, a size, an alignment and operands}}
typedef vk::SpirvType<21, 1> too_few;

// expected-error@+1 {{invalid template arguments for 'vk::SpirvOpaqueType': expected an integer constant for the opcode, size and alignment}}
typedef vk::SpirvOpaqueType<float, 1> not_an_opcode;

// expected-error@+1 {{invalid template arguments for 'vk::SpirvOpaqueType': expected a type, 'vk::integral_constant' or 'vk::Literal' operand}}
typedef vk::SpirvOpaqueType<28, 4> plain_number;

// expected-error@+1 {{invalid template arguments for 'vk::SpirvOpaqueType': expected a type, 'vk::integral_constant' or 'vk::Literal' operand}}
typedef vk::SpirvOpaqueType<28, vk::Literal<int> > literal_of_a_type;

// expected-error@+1 {{'vk::integral_constant' outside the operands of an inline SPIR-V type is not supported yet}}
typedef vk::integral_constant<uint, 4> four;

typedef vk::SpirvOpaqueType<28, float, vk::integral_constant<uint, 4> > Floats;

[numthreads(1, 1, 1)]
void main() {
    Floats f;
    // expected-error@+1 {{no member named 'x' in 'vk::SpirvOpaqueType<28, float, vk::integral_constant<uint, 4>>'}}
    float x = f.x;
}
