// A function's `static const` array sized by its initializer: the
// initializer lives with the globals' (it once panicked the checker).
int weight(uint i) {
    static const int w[] = {0, 4, 9, 13, 17};
    return w[i] + (int)(sizeof(w) / sizeof(w[0]));
}

// run: weight uint:2
// expect: int:14
// run: weight uint:4
// expect: int:22
