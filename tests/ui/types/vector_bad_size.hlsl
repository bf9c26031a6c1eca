// A vector has 1 to 4 components.

// expected-error@+1 {{sizes must be 1 to 4}}
vector<float, 5> five;
// expected-error@+1 {{sizes must be 1 to 4}}
vector<int, 0> none;
vector<int, 4> ok;
