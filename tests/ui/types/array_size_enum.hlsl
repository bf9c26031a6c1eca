// Enumerators are constant array sizes, alone or in expressions.
// expected-no-diagnostics

enum Size { Small = 2, Large = 8 };
enum class Count { Three = 3 };

float f() {
    float a[Small];
    float b[Large - Small];
    float c[Count::Three];
    a[1] = 1;
    b[5] = 2;
    c[2] = 3;
    return a[1] + b[5] + c[2];
}
