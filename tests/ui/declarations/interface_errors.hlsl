// What an interface may not contain.
interface IBad {
    // expected-error@+1 {{an interface cannot contain data members}}
    float value;
    // expected-error@+1 {{an interface method cannot have a body}}
    float get() { return 1; }
};

interface IArea {
    // expected-note@+1 {{'area' is declared here}}
    float area();
};

// expected-error@+1 {{'Empty' does not implement 'area' of interface 'IArea'}}
class Empty : IArea {
    float unused;
};
