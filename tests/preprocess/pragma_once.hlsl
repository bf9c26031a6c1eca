#include "inc/once.hlsli"
#include "inc/once.hlsli"
