//! Only bookkeeping: `cargo build-hlslc` links the binary with
//! `link/hot-code.ld` (see `scripts/hot-code.sh`), a file cargo cannot see
//! through a linker argument, so a regenerated script must relink.
fn main() {
    println!("cargo:rerun-if-changed=link/hot-code.ld");
}
