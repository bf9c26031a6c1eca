// Scoped enumerators are not in the enclosing scope; qualified, they are.
enum class Fruit {
    Apple,
    Pear,
};

int use(Fruit f) {
    // expected-error@+1 {{use of undeclared identifier 'Apple'}}
    Fruit g = Apple;
    Fruit h = Fruit::Pear;
    // expected-error@+1 {{no member named 'Banana' in 'Fruit'}}
    return (int)Fruit::Banana;
}
