// flags: -T vs_6_0 -E main
// A returned value needs a semantic.
// expected-error@+1 {{entry point 'main' returns a value without a semantic}}
float4 main(float4 pos : POSITION) {
    return pos;
}
