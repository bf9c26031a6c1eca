// flags: -T ps_6_0 -E main
// A function declared in a namespace may be defined outside it with its
// qualified name (C++, DXC); one the namespace does not declare may not.
namespace A {
    float3 AddGreen();
    namespace B {
        float3 AddBlue();
    }
}

float4 main() : SV_Target {
    return float4(A::B::AddBlue() + A::AddGreen(), 1);
}

float3 A::B::AddBlue() { return float3(0, 0, 1); }
float3 A::AddGreen() { return float3(0, 1, 0); }
// expected-error@+1 {{out-of-line definition of 'AddRed' does not match any declaration in 'A::B'}}
float3 A::B::AddRed() { return float3(1, 0, 0); }
