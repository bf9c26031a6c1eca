// A block comment that never ends swallows the rest of the file.
float x = 1;
// expected-error@+1 {{unterminated /* comment}}
float y = 2; /* never closed
float z = 3;
