#define HDR "inc/a.hlsli"
#include HDR
A_VALUE
