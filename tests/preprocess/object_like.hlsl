#define N 4
int a[N];
