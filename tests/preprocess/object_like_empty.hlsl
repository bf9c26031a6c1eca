#define EMPTY
int EMPTY x;
