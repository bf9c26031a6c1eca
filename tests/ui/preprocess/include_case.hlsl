// A name that differs from the file's only in case finds it, as on
// Windows, with Clang's warning; so does one with `\` between names.
// expected-warning@+1 {{non-portable path to file '"inc/MixedCase.hlsli"'; specified path differs in case from file name on disk}}
#include "inc/mixedcase.hlsli"
// expected-warning@+1 {{non-portable path to file '"./inc/MixedCase.hlsli"'}}
#include "./INC/MIXEDCASE.HLSLI"
// expected-warning@+1 {{non-portable path to file '"inc/MixedCase.hlsli"'; specified path uses '\' as a separator}}
#include "inc\MixedCase.hlsli"
// expected-warning@+1 {{non-portable path to file '"inc/MixedCase.hlsli"'; specified path differs in case}}
#include "Inc\mixedCase.hlsli"
static const int x = mixed_case_value;
