// flags: -T cs_6_0 -E main
// `static const` integer globals fold wherever a constant is needed:
// array sizes, `[numthreads]`, template arguments, other constants.
static const uint GroupSize = 8;
static const int Rows = GroupSize / 2;              // 4
static const uint Wrapped = -1;                     // 0xFFFFFFFF, as a uint holds it
static const int Picked = Wrapped > 5 ? 3 : 7;      // 3
static const bool Wide = Rows >= 4 && Picked != 0;  // true
static const int16_t Small = 70000;                 // wraps to 4464

float table[Rows][Picked];
float flags[Wide + 1];
vector<float, Picked> v3;
matrix<float, Rows, Picked> m43;
groupshared uint scratch[GroupSize * GroupSize];

template <int N> struct Fixed { float items[N]; };
Fixed<Rows + 1> five;

// Each size is checked through an assignment of the exact type.
void sizes() {
    float4x3 m = m43;
    float3 w = v3;
    float check[4][3] = table;
    float two[2] = flags;
    float items[5] = five.items;
    int s[Small - 4460] = {1, 2, 3, 4};
}

static const float NotAnInteger = 2.0;
float badSize[NotAnInteger];  // expected-error {{array size is not an integer constant expression}}

static const int Zero = Rows - 4;
float empty[Zero];            // expected-error {{array size must be greater than zero}}

static int notConst = 3;
float dynamicSize[notConst];  // expected-error {{array size is not an integer constant expression}}

[numthreads(GroupSize, Rows, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    float local[Picked * 2];
    local[0] = table[0][0];
    scratch[id.x] = (uint)local[0];
}
