// SPIR-V instructions called through `[[vk::ext_instruction(opcode)]]`
// function templates (as DXC's vk/opcode_selector.h declares them): the
// opcode, not the operand type, says how the bits are read. OpSConvert
// sign-extends a uint, OpUConvert zero-extends an int, OpSDiv divides
// uints as signed values, OpConvertUToF reads an int as unsigned.
template <typename R> [[vk::ext_instruction(126)]] R op_snegate(R a);
template <typename R> [[vk::ext_instruction(134)]] R op_udiv(R a, R b);
template <typename R> [[vk::ext_instruction(135)]] R op_sdiv(R a, R b);
template <typename R> [[vk::ext_instruction(128)]] R op_iadd(R a, R b);
template <typename R, typename O> [[vk::ext_instruction(110)]] R op_ftos(O a);
template <typename R, typename O> [[vk::ext_instruction(111)]] R op_stof(O a);
template <typename R, typename O> [[vk::ext_instruction(112)]] R op_utof(O a);
template <typename R, typename O> [[vk::ext_instruction(113)]] R op_uconvert(O a);
template <typename R, typename O> [[vk::ext_instruction(114)]] R op_sconvert(O a);
template <typename R, typename O> [[vk::ext_instruction(115)]] R op_fconvert(O a);
template <typename R, typename O> [[vk::ext_instruction(124)]] R op_bitcast(O a);
template <typename R> [[vk::ext_instruction(83)]] R op_copy(R a);

uint negu(uint x) { return op_snegate(x); }
// run: negu uint:5
// expect: uint:4294967291

int udivi(int a, int b) { return op_udiv(a, b); }
// run: udivi int:-2 int:2
// expect: int:2147483647

uint sdivu(uint a, uint b) { return op_sdiv(a, b); }
// run: sdivu uint:4294967294 uint:2
// expect: uint:4294967295

uint addu(uint a, uint b) { return op_iadd(a, b); }
// run: addu uint:4294967295 uint:2
// expect: uint:1

uint ftos_u(float f) { return op_ftos<uint>(f); }
// run: ftos_u float:-3.0
// expect: uint:4294967293

float stof_u(uint x) { return op_stof<float>(x); }
// run: stof_u uint:4294967295
// expect: float:-1.0

double utof_i(int x) { return op_utof<double>(x); }
// run: utof_i int:-1
// expect: double:4294967295.0

uint64_t uconv_i(int x) { return op_uconvert<uint64_t>(x); }
// run: uconv_i int:-1
// expect: uint64_t:4294967295

int64_t sconv_u(uint x) { return op_sconvert<int64_t>(x); }
// run: sconv_u uint:2147483648
// expect: int64_t:-2147483648

int sconv_trunc(int64_t x) { return op_sconvert<int>(x); }
// run: sconv_trunc int64_t:4294967301
// expect: int:5

float fconv(double d) { return op_fconvert<float>(d); }
// run: fconv double:1.5
// expect: float:1.5

uint bits(float f) { return op_bitcast<uint>(f); }
// run: bits float:1.0
// expect: uint:1065353216

int3 bits_v(uint3 v) { return op_bitcast<int3>(v); }
// run: bits_v uint3:4294967295,1,2
// expect: int3:-1,1,2

float2 copy2(float2 v) { return op_copy(v); }
// run: copy2 float2:1.5,-2.0
// expect: float2:1.5,-2.0

// A plain (not template) function declared with an opcode is the same.
[[vk::ext_instruction(114)]] int64_t widen(uint a);
int64_t widen_u(uint x) { return widen(x); }
// run: widen_u uint:4294967295
// expect: int64_t:-1

// Literal operands fold with the same meaning.
int64_t sconv_lit() { return op_sconvert<int64_t>(0x80000000u); }
// run: sconv_lit
// expect: int64_t:-2147483648
uint64_t uconv_lit() { return op_uconvert<uint64_t>(-1); }
// run: uconv_lit
// expect: uint64_t:4294967295
uint sdiv_lit() { return op_sdiv(0xFFFFFFFEu, 2u); }
// run: sdiv_lit
// expect: uint:4294967295
