// A typedef'd scalar may be the element type of vector<T, N> and
// matrix<T, R, C>; a typedef'd vector may not.
typedef float real;
typedef int integer;
typedef float2 pair;

vector<real, 3> v;
matrix<integer, 2, 2> m;
// expected-error@+1 {{invalid template arguments for 'vector'}}
vector<pair, 2> bad;
// expected-error@+1 {{unknown type name 'Missing'}}
vector<Missing, 2> unknown;
static const int value = 1;
// expected-error@+1 {{invalid template arguments for 'vector'}}
vector<value, 2> notatype;

template <typename T>
vector<T, 2> twice(T x) {
    return vector<T, 2>(x, x);
}

vector<real, 3> use() {
    return v + float3(twice(1.0f), m[1][1]);
}
