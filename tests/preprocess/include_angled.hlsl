// flags: -I inc
#include <a.hlsli>
A_VALUE
