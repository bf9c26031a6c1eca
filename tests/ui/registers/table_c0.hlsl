// Spec table: `c` on a numeric global is an offset in $Globals.
// expected-no-diagnostics
float f : register(c0);
