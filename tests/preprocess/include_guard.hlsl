#include "inc/guarded.hlsli"
#include "inc/guarded.hlsli"
G
