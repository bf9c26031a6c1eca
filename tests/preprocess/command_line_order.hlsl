// flags: -D X=1 -U X -UY -DY=2 -DZ -U Z -D Z=3
// -D and -U apply in command-line order, as in Clang and DXC.
#ifdef X
X is still defined
#endif
Y Z
