#!/usr/bin/env bash
# Differential testing (docs/differential.md): N generated compute programs
# from SEED, each run in the interpreter, as hlslc's SPIR-V on Vulkan and as
# glslangValidator's SPIR-V on Vulkan; prints agreement counts and the
# construct histogram, reduces every disagreement into target/differential
# (or --out DIR). Exit 1 on an interpreter/hlslc-Vulkan disagreement.
#
#   scripts/differential.sh N SEED [--out DIR] [--no-reduce] [--source FILE]
#
# --source FILE runs that program (a hand reduction) on the seed's buffers.
#
# PROFILE=release builds optimised (long runs); the default is debug.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-50}
seed=${2:-1}
shift $(( $# < 2 ? $# : 2 ))
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"
profile=()
if [ "${PROFILE:-debug}" = release ]; then profile=(--release); fi
exec cargo run -q "${profile[@]}" -p gpu-tests --example differential -- "$n" "$seed" "$@"
