// In a function-like macro, '#' must be followed by a parameter.
// expected-error@+1 {{'#' is not followed by a macro parameter}}
#define STR(a) #b
// expected-error@+1 {{'#' is not followed by a macro parameter}}
#define END(a) a #
// In an object-like macro '#' is an ordinary token.
#define HASH # x
#define OK(a) #a
