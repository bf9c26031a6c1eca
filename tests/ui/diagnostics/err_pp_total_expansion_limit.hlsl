// robustness: skip (expands three million tokens, too slow for 300 mutants)
// Every macro use counts the tokens its expansions produce: the empty
// macro E counts nothing, but D, which produces nothing, counts 1,010,100
// tokens (its 100 C's, their 100 B's each, their 100 E's each). Past 2^21
// tokens in total, macro names are left as written.
#define E
#define B E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E E
#define C B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B B
#define D C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C C
static const int d1 = 1 D;
static const int d2 = 2 D;
// expected-error@+3 {{macro expansions produce too many tokens in total (limit 2097152); 'E' and later macros are not expanded}}
// expected-note@* 4 {{expanded from macro}}
// expected-error@+1 {{expected ';' after top level declarator}}
static const int d3 = 3 D;
