#pragma once
static const int mixed_case_value = 3;
