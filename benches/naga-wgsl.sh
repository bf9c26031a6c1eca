#!/usr/bin/env bash
# naga-wgsl.sh - time `hlslc compile` (HLSL to SPIR-V) against naga's WGSL
# path (WGSL to SPIR-V, as naga's command line does it) on the same
# programs, as whole processes, and print the ratio per shader.
#
# Usage: benches/naga-wgsl.sh [--runs N] [--big-runs N] [--no-build]
#
# "The same program as WGSL" is made two ways, and both are timed:
#   glslang-wgsl  the issue's method: glslangValidator -D -V compiles the
#                 HLSL to SPIR-V, naga rewrites that as WGSL (SSA-like, one
#                 variable per value);
#   hlslc-wgsl    hlslc's own WGSL output for the shader (naga's WGSL
#                 writer on hlslc's module: the leanest WGSL of the program
#                 this repository can make).
# naga's path is `crates/hlslc/examples/naga_convert.rs`, which does what
# `naga IN.wgsl OUT.spv` (naga-cli) does with the pinned naga: parse,
# validate with every flag, write SPIR-V. hlslc is the shipped build
# (`cargo build-hlslc`), with --validation full and release. Ratio = naga's
# median / hlslc's median, from one hyperfine call per shader: above 1
# means hlslc is faster. Inputs: benches/corpus small, raymarch_1x (427
# lines, f_raymarch's port), raymarch_13x (4,939 lines).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CORPUS="$ROOT/crates/hlslc/benches/corpus"
RUNS=30
BIG_RUNS=5
BUILD=1
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS="$2"; shift 2 ;;
        --big-runs) BIG_RUNS="$2"; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        *) echo "naga-wgsl.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
command -v hyperfine >/dev/null || { echo "naga-wgsl.sh: needs hyperfine" >&2; exit 1; }
if [ "$BUILD" = 1 ]; then
    HLSLC="$("$ROOT/scripts/shipped-hlslc.sh")" || exit 1
    (cd "$ROOT" && cargo build --release -p hlslc --example naga_convert >&2) || exit 1
else
    HLSLC="$("$ROOT/scripts/shipped-hlslc.sh" --no-build)"
fi
NAGA="${CARGO_TARGET_DIR:-$ROOT/target}/release/examples/naga_convert"
GLSLANG="$(command -v glslangValidator || true)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "# hlslc compile vs naga's WGSL path (naga_convert X.wgsl X.spv); $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# ms: hyperfine -N median (fastest); x = naga median / hlslc median"
printf '%-13s %6s | %-14s %6s | %15s %15s | %15s %8s %8s\n' shader lines wgsl wlines \
    "hlslc full" "hlslc release" "naga wgsl->spv" x_full x_release
# The raymarch_Nx inputs are generated (not committed), as for the stage bench.
python3 "$CORPUS/gen.py" "$WORK/generated" >/dev/null || exit 1
for name in small raymarch_1x raymarch_13x; do
    src="$CORPUS/$name.cs.hlsl"
    [ -f "$src" ] || src="$WORK/generated/$name.cs.hlsl"
    lines=$(wc -l < "$src")
    runs=$RUNS; [ "$lines" -gt 1000 ] && runs=$BIG_RUNS
    "$HLSLC" compile -T cs_6_0 -E main --target wgsl -o "$WORK/$name.hlslc.wgsl" "$src" ||
        { echo "$name: hlslc cannot write WGSL" >&2; continue; }
    kinds=(hlslc)
    if [ -n "$GLSLANG" ] &&
        "$GLSLANG" -D -V -e main -S comp -o "$WORK/$name.glslang.spv" "$src" >/dev/null &&
        "$NAGA" "$WORK/$name.glslang.spv" "$WORK/$name.glslang.wgsl"; then
        kinds=(glslang hlslc)
    fi
    for kind in "${kinds[@]}"; do
        wgsl="$WORK/$name.$kind.wgsl"
        hyperfine -N --style none --warmup 2 --runs "$runs" --export-json "$WORK/h.json" \
            "$HLSLC compile -T cs_6_0 -E main --validation full -o $WORK/a.spv $src" \
            "$HLSLC compile -T cs_6_0 -E main --validation release -o $WORK/b.spv $src" \
            "$NAGA $wgsl $WORK/c.spv" >/dev/null 2>&1 || { echo "$name: hyperfine failed" >&2; continue; }
        python3 - "$WORK/h.json" "$name" "$lines" "$kind-wgsl" "$(wc -l < "$wgsl")" <<'PY'
import json, sys
path, name, lines, kind, wlines = sys.argv[1:]
r = json.load(open(path))["results"]
med = [x["median"] * 1000 for x in r]
low = [min(x["times"]) * 1000 for x in r]
cell = lambda i: "%.2f (%.2f)" % (med[i], low[i])
print("%-13s %6s | %-14s %6s | %15s %15s | %15s %7.1fx %7.1fx" % (
    name, lines, kind, wlines, cell(0), cell(1), cell(2), med[2] / med[0], med[2] / med[1]))
PY
    done
done
