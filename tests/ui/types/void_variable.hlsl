// void is not the type of a variable.

void ok() {}

// expected-error@+1 {{variable 'v' has incomplete type 'void'}}
void v;
