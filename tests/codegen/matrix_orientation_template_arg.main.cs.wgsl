struct rows_t {
    data: array<u32>,
}

struct columns_t {
    data: array<u32>,
}

struct o_t {
    data: array<u32>,
}

@group(0) @binding(0) 
var<storage> rows: rows_t;
@group(0) @binding(1) 
var<storage> columns: columns_t;
@group(0) @binding(2) 
var<storage, read_write> o: o_t;

fn main_1() {
    let _e7 = (min(u32(0i), 1431655764u) * 3u);
    let _e15 = (min(u32(0i), 477218587u) * 9u);
    let _e19 = rows.data[(_e15 + 3u)];
    let _e24 = rows.data[(_e15 + 4u)];
    let _e29 = rows.data[(_e15 + 5u)];
    let _e39 = (min(u32(0i), 477218587u) * 9u);
    let _e41 = columns.data[_e39];
    let _e46 = columns.data[(_e39 + 1u)];
    let _e51 = columns.data[(_e39 + 2u)];
    let _e57 = columns.data[(_e39 + 3u)];
    let _e62 = columns.data[(_e39 + 4u)];
    let _e67 = columns.data[(_e39 + 5u)];
    let _e73 = columns.data[(_e39 + 6u)];
    let _e78 = columns.data[(_e39 + 7u)];
    let _e83 = columns.data[(_e39 + 8u)];
    let _e90 = (vec3<f32>(bitcast<f32>(_e19), bitcast<f32>(_e24), bitcast<f32>(_e29)) + transpose(mat3x3<f32>(vec3<f32>(bitcast<f32>(_e41), bitcast<f32>(_e46), bitcast<f32>(_e51)), vec3<f32>(bitcast<f32>(_e57), bitcast<f32>(_e62), bitcast<f32>(_e67)), vec3<f32>(bitcast<f32>(_e73), bitcast<f32>(_e78), bitcast<f32>(_e83))))[1i]);
    o.data[_e7] = bitcast<u32>(_e90.x);
    o.data[(_e7 + 1u)] = bitcast<u32>(_e90.y);
    o.data[(_e7 + 2u)] = bitcast<u32>(_e90.z);
}

@compute @workgroup_size(1, 1, 1) 
fn main() {
    main_1();
    return;
}
