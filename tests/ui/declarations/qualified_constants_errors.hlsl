// A qualified name that is not a constant is not an array size.
namespace Params {
    static uint Width = 8;
}
struct S {
    static const float Scale = 2.0;
};
// expected-error@+1 {{array size is not an integer constant expression}}
groupshared float A[Params::Width];
// expected-error@+1 {{array size is not an integer constant expression}}
groupshared float B[S::Missing];
