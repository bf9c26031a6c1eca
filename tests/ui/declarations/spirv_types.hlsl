// flags: -T cs_6_0 -E main
// DXC's inline SPIR-V types: `vk::SpirvType<opcode, size, alignment,
// operands…>` and `vk::SpirvOpaqueType<opcode, operands…>`, whose operands
// are types, `vk::integral_constant<T, v>` and
// `vk::Literal<vk::integral_constant<T, v>>`. They are declared, passed and
// given to inline SPIR-V instructions as DXC allows; no back end of hlslc
// can write them, so lowering reports them. Attributes may follow an alias
// name (`using U [[…]] = …`) or precede a typedef.

// expected-warning@+1 {{'vk::ext_capability' is ignored: hlslc's back ends declare the capabilities and extensions they use}}
[[vk::ext_capability(/* Int8 */ 39)]]
typedef vk::SpirvType</* OpTypeInt */ 21, 1, 1, vk::Literal<vk::integral_constant<uint, 8> >,
                      vk::Literal<vk::integral_constant<bool, false> > > byte_t;

// expected-warning@+1 {{'vk::ext_capability' is ignored: hlslc's back ends declare the capabilities and extensions they use}}
using short_t [[vk::ext_capability(/* Int16 */ 22)]] =
    vk::SpirvType<21, 2, 2, vk::Literal<vk::integral_constant<uint, 16> >,
                  vk::Literal<vk::integral_constant<bool, true> > >;

typedef vk::SpirvOpaqueType</* OpTypeArray */ 28, Texture2D, vk::integral_constant<uint, 4> > Textures;

namespace ns {
enum StorageClass { Workgroup = 4 };
// The alias's names are looked up in its namespace.
template <typename T>
using WorkgroupPointer = vk::SpirvOpaqueType</* OpTypePointer */ 32,
    vk::Literal<vk::integral_constant<uint, Workgroup> >, T>;
}

[[vk::ext_instruction(/* OpCopyObject */ 83)]]
ns::WorkgroupPointer<int> address([[vk::ext_reference]] int v);

[[vk::ext_instruction(/* OpLoad */ 61)]]
int load(ns::WorkgroupPointer<int> p);

int read(ns::WorkgroupPointer<int> p) { return load(p); }

groupshared int shared_data[4];
RWStructuredBuffer<int> o;

[numthreads(1, 1, 1)]
void main() {
    byte_t b;
    byte_t bytes[4];
    short_t s;
    Textures t;
    ns::WorkgroupPointer<int> p = address(shared_data[0]);
    // The same spelling is the same type.
    vk::SpirvType<21, 1, 1, vk::Literal<vk::integral_constant<uint, 8> >,
                  vk::Literal<vk::integral_constant<bool, false> > > same = b;
    o[0] = read(p);
}
