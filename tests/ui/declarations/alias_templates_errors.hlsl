// flags: -T cs_6_0 -E main
// Alias templates need their arguments, no more than they take, of the
// right kind; their names are not reusable.
template <typename T> using Vec4 = vector<T, 4>;
template <typename T, uint N = 2> using Vec = vector<T, N>;
// expected-error@+1 {{redefinition of 'Vec4'}}
template <typename T> using Vec4 = vector<T, 3>;

RWStructuredBuffer<float4> o;

[numthreads(1, 1, 1)]
void main() {
    // expected-error@+1 {{use of template 'Vec4' requires template arguments}}
    Vec4 a;
    // expected-error@+1 {{wrong number of template arguments: the template takes 2, 3 given}}
    Vec<int, 3, 4> b;
    // expected-error@+1 {{template argument must be an integer constant for parameter 'N'}}
    Vec<int, float> c;
}
