#pragma pack_matrix(row_major)
#pragma warning(disable: 3206)
#pragma once
#pragma foo bar
float x;
