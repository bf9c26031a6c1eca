// Directive and expression errors of the preprocessor, one each.
// expected-error@+1 {{expected "FILENAME" or <FILENAME>}}
#include foo
// expected-error@+1 {{token is not a valid binary operator in a preprocessor subexpression}}
#if 1 2
#endif
// expected-error@+1 {{invalid integer in preprocessor expression}}
#if 0x
#endif
// expected-error@+1 {{#line directive requires a positive integer argument}}
#line -4
// expected-warning@+1 {{careful here}}
#warning careful here
// expected-warning@+1 {{expected '(row_major)' or '(column_major)' after '#pragma pack_matrix' - ignoring}}
#pragma pack_matrix(diagonal)
