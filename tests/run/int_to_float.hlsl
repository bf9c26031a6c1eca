// int and uint -> float round to nearest even: 16777217 -> 16777216,
// 16777219 -> 16777220, INT_MAX -> 2^31, 0xffffffff -> 2^32.

float itf(int x) { return (float)x; }
float utf(uint x) { return (float)x; }
// run: itf int:16777217
// expect: float:16777216.0
// run: itf int:16777219
// expect: float:16777220.0
// run: itf int:2147483647
// expect: float:2147483600.0
// run: itf int:-2147483648
// expect: float:-2147483600.0
// run: itf int:-16777217
// expect: float:-16777216.0
// run: itf int:0
// expect: float:0.0
// run: itf int:-1
// expect: float:-1.0
// run: utf uint:4294967295
// expect: float:4294967300.0
// run: utf uint:2147483649
// expect: float:2147483600.0
// run: utf uint:4294967040
// expect: float:4294967000.0
// run: utf uint:4294967168
// expect: float:4294967300.0

double itd(int x) { return x; }
// run: itd int:-2147483648
// expect: double:-2147483648.0
