// Arrays of matrices that differ only in orientation hold the same values
// and convert into each other, as arguments and in initialization.
// expected-no-diagnostics

float first(float2x2 m[2]) { return m[1][0].y; }

float f(float2x2 a, float2x2 b) {
    row_major float2x2 rows[2] = { a, b };
    column_major float2x2 columns[2] = rows;
    return first(columns) + first(rows);
}
