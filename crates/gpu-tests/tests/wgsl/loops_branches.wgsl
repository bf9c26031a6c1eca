@group(0) @binding(0) var<storage, read> input: array<i32>;
@group(0) @binding(1) var<storage, read_write> result: array<i32>;

@compute @workgroup_size(16)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    let v = input[id.x];

    var acc = 0;
    for (var i = 0; i < 6; i++) {
        if (i == 2) {
            continue;
        }
        for (var j = 0; j < 5; j++) {
            if (j > i) {
                break;
            }
            acc += (v + i * j) % 7;
        }
    }

    var cls = 0;
    if (v < 0) {
        cls = -1;
    } else if (v == 0) {
        cls = 0;
    } else if (v % 2 == 0) {
        cls = 2;
    } else {
        cls = 1;
    }

    var n = u32(abs(v)) + 1u;
    var steps = 0;
    while (n != 1u && steps < 50) {
        if ((n & 1u) == 0u) {
            n = n >> 1u;
        } else {
            n = 3u * n + 1u;
        }
        steps++;
    }

    var digits = 0;
    var k = v;
    loop {
        digits++;
        k = k / 3;
        if (k == 0) {
            break;
        }
    }

    let bits = bitcast<u32>(v);
    let shifted = (v << 3u) ^ (v >> 2u) ^ i32(bits >> 28u);
    let mixed = select((v - 9) % -5, v / -4, v > 5);

    let base = id.x * 6u;
    result[base] = acc;
    result[base + 1u] = cls;
    result[base + 2u] = steps;
    result[base + 3u] = digits;
    result[base + 4u] = shifted;
    result[base + 5u] = mixed;
}
