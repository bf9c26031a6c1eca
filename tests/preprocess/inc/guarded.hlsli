#ifndef GUARDED
#define GUARDED
int guarded;
#define G g
#endif
