// Directives are preprocessed; unknown ones are reported and skipped.
// expected-error@+1 {{invalid preprocessing directive '#bogus'}}
#bogus "common.hlsli"
#define N 4 \
    + 1
#
static float x = N;
