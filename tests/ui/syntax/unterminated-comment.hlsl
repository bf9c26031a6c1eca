// A block comment that never ends swallows the rest of the file.
static float x = 1;
// expected-error@+1 {{unterminated /* comment}}
static float y = 2; /* never closed
static float z = 3;
