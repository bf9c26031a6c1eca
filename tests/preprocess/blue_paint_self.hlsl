#define foo foo + 1
foo
