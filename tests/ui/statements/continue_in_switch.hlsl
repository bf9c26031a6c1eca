// break leaves a switch, but continue inside a switch needs a loop
// around it.

void f(int x) {
    switch (x) {
    case 0:
        // expected-error@+1 {{'continue' statement not in loop statement}}
        continue;
    default:
        break;
    }
}
