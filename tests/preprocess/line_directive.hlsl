#line 100
int a = __LINE__;
#line 7 "other.hlsl"
int b = __LINE__; string f = __FILE__;
