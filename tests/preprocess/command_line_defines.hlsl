// flags: -D A -DB=7 -D C=x+y -U D -D D=9
A B C
#ifdef D
D
#endif
