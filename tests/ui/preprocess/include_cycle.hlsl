// A file that includes itself without a guard stops at the depth limit.
// expected-error@* {{#include nested too deeply (limit 200)}}
#include "inc/cycle.hlsli"
