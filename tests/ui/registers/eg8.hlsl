// Spec Eg8: `c` on a struct without numbers.
struct Eg8 {
  RWBuffer<int> a;
};
Eg8 e8 : register(c0); // expected-warning {{register 'c' used on type with no contents to allocate in a constant buffer}}
