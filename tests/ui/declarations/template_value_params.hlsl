// expected-no-diagnostics
// Value template parameters are integer constants inside the template:
// array sizes, loop bounds and arguments of other templates, computed
// from constants where used.
template <uint N>
struct Window {
    float samples[N];
    float average() {
        float s = 0;
        for (uint i = 0; i < N; i++)
            s += samples[i];
        return s / N;
    }
};

template <typename T, int Scale>
T scaled(T v) { return v * Scale; }

static const uint Taps = 4;

float use(Window<Taps> w, Window<Taps * 2> wide) {
    Window<1> one;
    one.samples[0] = scaled<float, 3>(w.average());
    return one.average() + wide.samples[7] + scaled<int, -2>(5);
}
