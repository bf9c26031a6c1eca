// flags: -T vs_6_0 -E main
// Vertex and instance IDs are integers.
// expected-error@+1 {{semantic 'SV_INSTANCEID' requires type 'uint' or 'int', found 'float'}}
float4 main(float instance : SV_InstanceID) : SV_Position {
    return instance;
}
