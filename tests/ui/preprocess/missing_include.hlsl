// expected-error@+1 {{'inc/nope.hlsli' file not found}}
#include "inc/nope.hlsli"
// expected-error@+1 {{'nope.hlsli' file not found}}
#include <nope.hlsli>
