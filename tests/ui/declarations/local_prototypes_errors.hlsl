// flags: -T ps_6_0 -E main
// A function defined inside a function body is not C++ (nor HLSL); a
// declaration with arguments that are values is a variable, not a
// prototype.
float4 main() : SV_Target {
    // expected-error@+1 {{a function definition inside a function is not supported yet}}
    float Twice(float f) { return f * 2; }
    float x = 1;
    // expected-error@+1 {{expected ';' at end of declaration}}
    float y(x);
    return float4(x, 0, 0, 1);
}
