// robustness: skip (expands a million tokens, too slow for 300 mutants)
// One use of a macro that would expand to 2^21 tokens stops at the limit
// of 2^20 tokens. The error names the macro used in the source, with the
// chain of expansions that crossed the limit (at most 6 notes).
#define M0 ;
#define M1 M0 M0
#define M2 M1 M1
#define M3 M2 M2
#define M4 M3 M3
#define M5 M4 M4
#define M6 M5 M5
#define M7 M6 M6
#define M8 M7 M7
#define M9 M8 M8
#define M10 M9 M9
#define M11 M10 M10
#define M12 M11 M11
#define M13 M12 M12
#define M14 M13 M13
#define M15 M14 M14
#define M16 M15 M15
#define M17 M16 M16
#define M18 M17 M17
#define M19 M18 M18
#define M20 M19 M19
// expected-error@+2 {{macro expansion of 'M20' is too large (limit 1048576 tokens)}}
// expected-note@* 6 {{expanded from macro 'M}}
M20
