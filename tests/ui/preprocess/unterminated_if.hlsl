// expected-error@+1 {{unterminated conditional directive}}
#if 1
static float x = 1;
// expected-error@+1 {{unterminated conditional directive}}
#ifdef X
