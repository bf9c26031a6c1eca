// Spec Eg9: annotations on members.
struct Eg9 {
  RWBuffer<int> a : register(u9); // expected-error {{location annotations cannot be specified on members}}
};

Eg9 e9;
