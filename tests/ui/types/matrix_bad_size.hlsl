// A matrix has 1 to 4 rows and 1 to 4 columns.

// expected-error@+1 {{sizes must be 1 to 4}}
matrix<float, 5, 2> tall;
// expected-error@+1 {{sizes must be 1 to 4}}
matrix<float, 2, 0> empty;
matrix<float, 4, 4> ok;
