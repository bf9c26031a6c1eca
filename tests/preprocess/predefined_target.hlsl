// flags: -T cs_6_2
int a = __SHADER_TARGET_STAGE; int b = __SHADER_TARGET_MAJOR; int c = __SHADER_TARGET_MINOR;
#if __SHADER_TARGET_STAGE == __SHADER_STAGE_COMPUTE
compute
#endif
#ifdef __spirv__
spirv
#endif
