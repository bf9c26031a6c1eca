//! Runs an HLSL compute shader through wgpu with hlslc as a library:
//! `hlslc::compile` → `naga::Module` → `wgpu::ShaderSource::Naga`.
//!
//! ```sh
//! cargo run -p gpu-tests --example hlsl_compute
//! ```
//!
//! The shader counts the Collatz steps of 1..=4096; the program checks
//! every count against the CPU and exits 1 on a mismatch.

const SHADER: &str = r#"
RWStructuredBuffer<uint> steps : register(u0);

uint collatz(uint n) {
    uint count = 0;
    while (n != 1) {
        n = (n & 1) ? 3 * n + 1 : n / 2;
        count++;
    }
    return count;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    steps[id.x] = collatz(id.x + 1);
}
"#;

fn collatz(mut n: u64) -> u32 {
    let mut count = 0;
    while n != 1 {
        n = if n % 2 == 1 { 3 * n + 1 } else { n / 2 };
        count += 1;
    }
    count
}

fn main() {
    let gpu = match gpu_tests::device::gpu() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("hlsl_compute: {e}");
            std::process::exit(2);
        }
    };
    const N: u32 = 4096;
    let out = match gpu_tests::library::run_u0(gpu, SHADER, "main", N / 64, &[0; N as usize]) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("hlsl_compute: {e}");
            std::process::exit(1);
        }
    };
    let wrong = (1..=N)
        .zip(&out)
        .filter(|&(n, &got)| got != collatz(u64::from(n)))
        .count();
    let longest = out.iter().enumerate().max_by_key(|&(_, s)| *s);
    println!("adapter: {}", gpu.adapter);
    if let Some((i, s)) = longest {
        println!("longest: {} takes {s} steps", i + 1);
    }
    if wrong > 0 {
        println!("{wrong} of {N} counts differ from the CPU's");
        std::process::exit(1);
    }
    println!("all {N} counts match the CPU's");
}
