// An array without a size takes it from its initializer list.
// expected-no-diagnostics

static const float weights[] = {0.25, 0.5, 0.25};

float f() {
    int idx[] = {3, 1, 4, 1, 5};
    return weights[2] + idx[4];
}
