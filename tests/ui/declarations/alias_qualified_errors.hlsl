// A qualifier in an alias still needs a type after it.

// expected-error@+1 {{expected a type}}
using Nothing = const;
