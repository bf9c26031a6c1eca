//! Prints the compute program of a seed and its buffers:
//! `cargo run -p hlsl-gen --example compute -- SEED [--target NAME]`
//! (a targeted generator, `hlsl_gen::targeted`); with `--toml`, the
//! program's buffers as a compute test (tests/compute/README.md) whose
//! `expect` is the outputs' initial contents, for `hlslc dispatch` or a
//! hand-made regression test.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let toml = args.iter().any(|a| a == "--toml");
    let seed = args.iter().find_map(|s| s.parse().ok()).unwrap_or(1);
    // `--target NAME`: a targeted generator's program (hlsl_gen::targeted).
    let target = args
        .iter()
        .position(|a| a == "--target")
        .and_then(|i| args.get(i + 1));
    let p = match target {
        Some(t) => hlsl_gen::targeted::generate(t, seed).expect("a known target"),
        None => hlsl_gen::compute::generate(seed),
    };
    if toml {
        let [x, y, z] = p.groups;
        println!("groups = [{x}, {y}, {z}]");
        if let Some(push) = &p.push {
            print!(
                "\n[[cbuffer]]\nregister = \"{}\"\n[cbuffer.members]\n{}",
                push.register, push.toml_members
            );
        }
        for b in &p.buffers {
            let data = b.toml_values().join(", ");
            println!(
                "\n[[buffer]]\nregister = \"{}\"\ntype = {}\ndata = [{data}]",
                b.register,
                b.toml_type()
            );
            if b.output {
                println!("expect = [{data}]");
            }
        }
        return;
    }
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
