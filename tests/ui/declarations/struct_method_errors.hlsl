// Calling what a struct does not declare, with the wrong arguments, or
// 'this' outside a member function.
struct Point {
    float x;
    float y;
    // expected-note@+1 {{candidate function: float Point::dot2(Point)}}
    float dot2(Point o) { return x * o.x + y * o.y; }
};

float use(Point p) {
    // expected-error@+1 {{no member named 'length' in 'Point'}}
    float a = p.length();
    // expected-error@+1 {{no matching function for call to 'dot2'}}
    a += p.dot2();
    // expected-error@+1 {{invalid use of 'this' outside of a member function}}
    a += this.x;
    return a;
}
