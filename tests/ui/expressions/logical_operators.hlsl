// && and || convert their operands to bool; ! negates.
// expected-no-diagnostics

bool f(float x, int i, uint u) {
    bool a = x && i;
    bool b = !u || (x > 1 && i < 2);
    return a || b || !x;
}
