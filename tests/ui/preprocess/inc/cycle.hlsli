#include "cycle.hlsli"
#include "cycle.hlsli"
