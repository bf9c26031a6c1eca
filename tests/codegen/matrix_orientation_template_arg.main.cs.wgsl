struct rows_t {
    data: array<mat3x3<f32>>,
}

struct columns_t {
    data: array<mat3x3<f32>>,
}

struct o_t {
    data: array<vec3<f32>>,
}

@group(0) @binding(0) 
var<storage> rows: rows_t;
@group(0) @binding(1) 
var<storage> columns: columns_t;
@group(0) @binding(2) 
var<storage, read_write> o: o_t;

fn main_1() {
    let _e9 = rows.data[0i][1];
    let _e14 = columns.data[0i];
    o.data[0i] = (_e9 + transpose(_e14)[1i]);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
