// Overloads by parameter type: an untyped literal prefers the exact
// scalar kind (int for 1, float for 1.0).
// expected-no-diagnostics

int pick(int x) { return 1; }
float pick(float x) { return 2; }

float use() {
    int a = pick(1);
    float b = pick(1.0);
    float c = pick(1.0f);
    return a + b + c;
}
