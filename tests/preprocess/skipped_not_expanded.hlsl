#if 0
#error not reached
#include "missing.hlsli"
#bogus
#if 1/0
#endif
#endif
after
