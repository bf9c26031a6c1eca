//! What the editor's side tables cost the checker (docs/performance.md,
//! "The language server's side tables"): checks each file as a library,
//! `REPS` times, and prints the sum over the files of each file's fastest
//! check, with the tables off (`check`, what `hlslc compile` runs) or on
//! (`check_with_side_tables`, what `hlslc lsp` runs).
//!
//! cargo run -p hlsl-sema --example side_table_cost -- off|on FILES...
//! (includes are not read; a file is checked as far as it goes without
//! them).

use hlsl_base::SourceMap;
use hlsl_sema::CheckOptions;
use hlsl_syntax::{parse_source, Dialect};
use std::hint::black_box;
use std::time::{Duration, Instant};

const REPS: usize = 15;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((mode, files)) = args.split_first() else {
        eprintln!("usage: side_table_cost off|on FILES...");
        std::process::exit(2);
    };
    let mut units = Vec::new();
    for path in files {
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let mut sources = SourceMap::new();
        let file = sources.add(path.clone(), text);
        let (unit, _) = parse_source(&mut sources, file, Dialect::Hlsl);
        units.push(unit);
    }
    let options = CheckOptions {
        dialect: Dialect::Hlsl,
        profile: None,
        entry: None,
        after_errors: false,
        enable_16bit_types: false,
        hlsl_version: 2021,
        layout: Default::default(),
    };
    let mut best = vec![Duration::MAX; units.len()];
    for _ in 0..REPS {
        for (unit, best) in units.iter().zip(&mut best) {
            let start = Instant::now();
            match mode.as_str() {
                "on" => drop(black_box(hlsl_sema::check_with_side_tables(unit, &options))),
                _ => drop(black_box(hlsl_sema::check(unit, &options))),
            }
            *best = (*best).min(start.elapsed());
        }
    }
    let total: Duration = best.iter().sum();
    println!(
        "{mode}: {:.3} ms over {} files (sum of each file's fastest of {REPS} checks)",
        total.as_secs_f64() * 1e3,
        units.len()
    );
}
