// An array of row-major matrices converted to column-major ones keeps the
// values.

float first(float2x2 m[2]) { return m[1][0].y; }
float f(float x) {
    row_major float2x2 rows[2] = { float2x2(1, 2, 3, 4), float2x2(x, 6, 7, 8) };
    column_major float2x2 columns[2] = rows;
    return first(columns) * 10 + columns[1][0].x;
}
// run: f float:5
// expect: float:65.0
