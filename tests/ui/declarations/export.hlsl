// `export` on a function (library linkage) is accepted; a single-entry
// compile inlines every function, so it changes nothing here.
export float Twice(float x) {
    return x * 2;
}

namespace Helpers {
    export void Nothing() {}
}

// expected-error@+1 {{'export' can only be applied to a function}}
export float NotAFunction;
