#!/usr/bin/env bash
# shipped-hlslc.sh [--no-build] - build hlslc as shipped on Linux and print
# the binary's path (what benches/peers.sh, benches/naga-wgsl.sh and
# benches/corpus.sh measure).
#
# As shipped: `cargo build-hlslc` (.cargo/config.toml), a static musl
# binary, which starts about 0.25 ms sooner than a static glibc one on our
# VMs (glibc probes the CPU's caches with ~40 trapping `cpuid`s before
# `main`; docs/performance.md, "The shipped build"). The musl target's
# standard library comes from rustup; it is added here when missing.
# --no-build: only print the path (of whatever was built last).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET=x86_64-unknown-linux-musl
if [ "${1:-}" != --no-build ]; then
    if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx "$TARGET"; then
        echo "shipped-hlslc.sh: adding the $TARGET target (rustup)" >&2
        rustup target add "$TARGET" >&2
    fi
    (cd "$ROOT" && cargo build-hlslc >&2)
fi
echo "${CARGO_TARGET_DIR:-$ROOT/target}/$TARGET/release/hlslc"
