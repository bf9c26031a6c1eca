float Use(float x) {
    // expected-error@+1 {{value of type 'void' is not usable here}}
    float y = (void)x;
    // expected-error@+1 {{cannot convert from 'float[2]' to 'float[3]'}}
    float z[3] = (float[3])(float[2])x;
    return y;
}
