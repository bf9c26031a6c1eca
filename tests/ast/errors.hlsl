// A missing ';' and an unclosed '(' are each reported once; the tree keeps
// what could be read.
float f(float x) {
    float y = x * 2
    return (y + 1;
}
