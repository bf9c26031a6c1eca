// flags: -enable-16bit-types
// DXC's version macros, and __HLSL_ENABLE_16_BIT with -enable-16bit-types.
#if defined(__DXC_VERSION_MAJOR) && __DXC_VERSION_MAJOR == 1 && __DXC_VERSION_RELEASE > 1900
int ok = 1;
#endif
int version = __DXC_VERSION_MAJOR * 100 + __DXC_VERSION_MINOR;
#ifdef __HLSL_ENABLE_16_BIT
int sixteen = __HLSL_ENABLE_16_BIT;
#endif
