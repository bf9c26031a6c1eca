// The same 50 functions without prototypes: each call comes before the
// callee's declaration, which is exactly one error per use, with a note
// saying where the declaration is.
// expected-error@+2 {{'f1' is used before its declaration}}
// expected-note@9 {{'f1' is declared here}}
int f0(int x) { return f1(x + 1); }
// expected-error@+2 {{'f2' is used before its declaration}}
// expected-note@12 {{'f2' is declared here}}
int f1(int x) { return f2(x + 1); }
// expected-error@+2 {{'f3' is used before its declaration}}
// expected-note@15 {{'f3' is declared here}}
int f2(int x) { return f3(x + 1); }
// expected-error@+2 {{'f4' is used before its declaration}}
// expected-note@18 {{'f4' is declared here}}
int f3(int x) { return f4(x + 1); }
// expected-error@+2 {{'f5' is used before its declaration}}
// expected-note@21 {{'f5' is declared here}}
int f4(int x) { return f5(x + 1); }
// expected-error@+2 {{'f6' is used before its declaration}}
// expected-note@24 {{'f6' is declared here}}
int f5(int x) { return f6(x + 1); }
// expected-error@+2 {{'f7' is used before its declaration}}
// expected-note@27 {{'f7' is declared here}}
int f6(int x) { return f7(x + 1); }
// expected-error@+2 {{'f8' is used before its declaration}}
// expected-note@30 {{'f8' is declared here}}
int f7(int x) { return f8(x + 1); }
// expected-error@+2 {{'f9' is used before its declaration}}
// expected-note@33 {{'f9' is declared here}}
int f8(int x) { return f9(x + 1); }
// expected-error@+2 {{'f10' is used before its declaration}}
// expected-note@36 {{'f10' is declared here}}
int f9(int x) { return f10(x + 1); }
// expected-error@+2 {{'f11' is used before its declaration}}
// expected-note@39 {{'f11' is declared here}}
int f10(int x) { return f11(x + 1); }
// expected-error@+2 {{'f12' is used before its declaration}}
// expected-note@42 {{'f12' is declared here}}
int f11(int x) { return f12(x + 1); }
// expected-error@+2 {{'f13' is used before its declaration}}
// expected-note@45 {{'f13' is declared here}}
int f12(int x) { return f13(x + 1); }
// expected-error@+2 {{'f14' is used before its declaration}}
// expected-note@48 {{'f14' is declared here}}
int f13(int x) { return f14(x + 1); }
// expected-error@+2 {{'f15' is used before its declaration}}
// expected-note@51 {{'f15' is declared here}}
int f14(int x) { return f15(x + 1); }
// expected-error@+2 {{'f16' is used before its declaration}}
// expected-note@54 {{'f16' is declared here}}
int f15(int x) { return f16(x + 1); }
// expected-error@+2 {{'f17' is used before its declaration}}
// expected-note@57 {{'f17' is declared here}}
int f16(int x) { return f17(x + 1); }
// expected-error@+2 {{'f18' is used before its declaration}}
// expected-note@60 {{'f18' is declared here}}
int f17(int x) { return f18(x + 1); }
// expected-error@+2 {{'f19' is used before its declaration}}
// expected-note@63 {{'f19' is declared here}}
int f18(int x) { return f19(x + 1); }
// expected-error@+2 {{'f20' is used before its declaration}}
// expected-note@66 {{'f20' is declared here}}
int f19(int x) { return f20(x + 1); }
// expected-error@+2 {{'f21' is used before its declaration}}
// expected-note@69 {{'f21' is declared here}}
int f20(int x) { return f21(x + 1); }
// expected-error@+2 {{'f22' is used before its declaration}}
// expected-note@72 {{'f22' is declared here}}
int f21(int x) { return f22(x + 1); }
// expected-error@+2 {{'f23' is used before its declaration}}
// expected-note@75 {{'f23' is declared here}}
int f22(int x) { return f23(x + 1); }
// expected-error@+2 {{'f24' is used before its declaration}}
// expected-note@78 {{'f24' is declared here}}
int f23(int x) { return f24(x + 1); }
// expected-error@+2 {{'f25' is used before its declaration}}
// expected-note@81 {{'f25' is declared here}}
int f24(int x) { return f25(x + 1); }
// expected-error@+2 {{'f26' is used before its declaration}}
// expected-note@84 {{'f26' is declared here}}
int f25(int x) { return f26(x + 1); }
// expected-error@+2 {{'f27' is used before its declaration}}
// expected-note@87 {{'f27' is declared here}}
int f26(int x) { return f27(x + 1); }
// expected-error@+2 {{'f28' is used before its declaration}}
// expected-note@90 {{'f28' is declared here}}
int f27(int x) { return f28(x + 1); }
// expected-error@+2 {{'f29' is used before its declaration}}
// expected-note@93 {{'f29' is declared here}}
int f28(int x) { return f29(x + 1); }
// expected-error@+2 {{'f30' is used before its declaration}}
// expected-note@96 {{'f30' is declared here}}
int f29(int x) { return f30(x + 1); }
// expected-error@+2 {{'f31' is used before its declaration}}
// expected-note@99 {{'f31' is declared here}}
int f30(int x) { return f31(x + 1); }
// expected-error@+2 {{'f32' is used before its declaration}}
// expected-note@102 {{'f32' is declared here}}
int f31(int x) { return f32(x + 1); }
// expected-error@+2 {{'f33' is used before its declaration}}
// expected-note@105 {{'f33' is declared here}}
int f32(int x) { return f33(x + 1); }
// expected-error@+2 {{'f34' is used before its declaration}}
// expected-note@108 {{'f34' is declared here}}
int f33(int x) { return f34(x + 1); }
// expected-error@+2 {{'f35' is used before its declaration}}
// expected-note@111 {{'f35' is declared here}}
int f34(int x) { return f35(x + 1); }
// expected-error@+2 {{'f36' is used before its declaration}}
// expected-note@114 {{'f36' is declared here}}
int f35(int x) { return f36(x + 1); }
// expected-error@+2 {{'f37' is used before its declaration}}
// expected-note@117 {{'f37' is declared here}}
int f36(int x) { return f37(x + 1); }
// expected-error@+2 {{'f38' is used before its declaration}}
// expected-note@120 {{'f38' is declared here}}
int f37(int x) { return f38(x + 1); }
// expected-error@+2 {{'f39' is used before its declaration}}
// expected-note@123 {{'f39' is declared here}}
int f38(int x) { return f39(x + 1); }
// expected-error@+2 {{'f40' is used before its declaration}}
// expected-note@126 {{'f40' is declared here}}
int f39(int x) { return f40(x + 1); }
// expected-error@+2 {{'f41' is used before its declaration}}
// expected-note@129 {{'f41' is declared here}}
int f40(int x) { return f41(x + 1); }
// expected-error@+2 {{'f42' is used before its declaration}}
// expected-note@132 {{'f42' is declared here}}
int f41(int x) { return f42(x + 1); }
// expected-error@+2 {{'f43' is used before its declaration}}
// expected-note@135 {{'f43' is declared here}}
int f42(int x) { return f43(x + 1); }
// expected-error@+2 {{'f44' is used before its declaration}}
// expected-note@138 {{'f44' is declared here}}
int f43(int x) { return f44(x + 1); }
// expected-error@+2 {{'f45' is used before its declaration}}
// expected-note@141 {{'f45' is declared here}}
int f44(int x) { return f45(x + 1); }
// expected-error@+2 {{'f46' is used before its declaration}}
// expected-note@144 {{'f46' is declared here}}
int f45(int x) { return f46(x + 1); }
// expected-error@+2 {{'f47' is used before its declaration}}
// expected-note@147 {{'f47' is declared here}}
int f46(int x) { return f47(x + 1); }
// expected-error@+2 {{'f48' is used before its declaration}}
// expected-note@150 {{'f48' is declared here}}
int f47(int x) { return f48(x + 1); }
// expected-error@+2 {{'f49' is used before its declaration}}
// expected-note@151 {{'f49' is declared here}}
int f48(int x) { return f49(x + 1); }
int f49(int x) { return x; }
