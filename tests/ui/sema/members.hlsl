// Member functions, static members and inheritance: the errors.
void assign(out float d, float v) { d = v; }

struct Point {
    float x;
    static const float kOrigin = 0;
    float length() { return abs(x); }
    void set(float v) { x = v; }
    // The syntax shows no write to the object; the out argument does.
    // expected-error@+1 {{this write to the object is not supported yet}}
    void setThroughOut(float v) { assign(x, v); }
    float twice(float f);
    // expected-error@+2 {{redefinition of 'length'}}
    // expected-note@-7 {{previous definition is here}}
    float length() { return x; }
};

// expected-error@+1 {{out-of-line definition of 'twice' does not match any declaration in 'Point'}}
float Point::twice(int f) { return x * f; }
float Point::twice(float f) { return x * f; }

// expected-error@+1 {{base type 'float4' is not a struct}}
struct FromVector : float4 { float y; };

cbuffer Params { Point fixedPoint; };

float use(Point p) {
    // expected-error@+1 {{invalid use of 'this' outside of a member function}}
    float t = this.x;
    // expected-error@+1 {{no member named 'missing' in 'Point'}}
    p.missing();
    // A read-only member function is fine on a constant.
    float len = fixedPoint.length();
    // expected-error@+1 {{cannot assign to variable 'fixedPoint' with const-qualified type}}
    fixedPoint.set(1);
    // expected-error@+1 {{argument for 'inout' parameter 'this' must be an l-value}}
    ((Point)p).set(2);
    // expected-error@+3 {{no matching function for call to 'set'}}
    // expected-note@-31 {{candidate function: void Point::set(float)}}
    // (the note lists the parameters without the object)
    p.set(1, 2);
    return len + Point::kOrigin;
}
