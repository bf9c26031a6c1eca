// flags: -DSCALE=3
// The tree is built from the preprocessed tokens: macros are expanded,
// conditional groups chosen, and -D definitions applied.
#define SQUARE(x) ((x) * (x))
#define NAME(a, b) a##b
#if SCALE > 2
static const float k = SQUARE(SCALE);
#else
static const float k = 0;
#endif
float NAME(get, K)() { return k; }
