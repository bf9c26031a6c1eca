//! Prints the compute program of a seed and its buffers:
//! `cargo run -p hlsl-gen --example compute -- SEED`.

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let p = hlsl_gen::compute::generate(seed);
    print!("{}", p.source);
    println!("// groups {:?}; constructs {:?}", p.groups, p.constructs);
    for b in &p.buffers {
        println!(
            "// {} {}: {} words",
            b.register,
            b.elem.name(),
            b.words.len()
        );
    }
}
