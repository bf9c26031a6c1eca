//! Discovers tests/ui, tests/run and tests/compute (harness to come).
fn main() {}
