#define float int
float x;
