// Interfaces: classes that name one as a base must implement its member
// functions; an interface is not a type values can have.
interface IShape {
    // expected-note@+1 {{'area' is declared here}}
    float area();
    float scaled(float s);
};

class Square : IShape {
    float side;
    float area() { return side * side; }
    float scaled(float s) { return area() * s; }
};

// expected-error@+1 {{'Circle' does not implement 'area' of interface 'IShape'}}
class Circle : IShape {
    float r;
    float scaled(float s) { return r * s; }
};

// expected-error@+1 {{interface 'IShape' cannot be the type of a value (only a base of a class)}}
float measure(IShape shape) { return 0; }

float use(Square sq) { return sq.area() + sq.scaled(2); }
