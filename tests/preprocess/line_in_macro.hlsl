#define L __LINE__
int a = L;
int b = L;
