#define GROUP 8
