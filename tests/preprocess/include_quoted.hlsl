#include "inc/a.hlsli"
int main_x = A_VALUE;
