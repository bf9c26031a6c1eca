// There is no preprocessor yet: each directive line is reported and skipped.
// expected-error@+1 {{invalid preprocessing directive '#include'}}
#include "common.hlsli"
// expected-error@+1 {{invalid preprocessing directive '#define'}}
#define N 4 \
    + 1
#
static float x = 1;
