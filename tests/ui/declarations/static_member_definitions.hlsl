// expected-no-diagnostics
// A static data member declared in its struct and defined after it with
// a qualified name (C++'s out-of-line definition): the definition gives
// its initial value.
struct Limits {
    static const int Six;
    static float4 Scale;
    static const uint Count = 2;
    int value;
    int six() { return Six; }
};

const int Limits::Six = 6;
float4 Limits::Scale = float4(1, 2, 3, 4);

int Use() {
    Limits l;
    l.value = Limits::Six + l.Six;
    l.Scale.x = 0;
    int arr[Limits::Six];
    arr[0] = l.six();
    return arr[0] + l.value + (int)Limits::Scale.w + Limits::Count;
}
