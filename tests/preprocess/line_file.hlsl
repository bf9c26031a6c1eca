int a = __LINE__;

int b = __LINE__;
string f = __FILE__;
