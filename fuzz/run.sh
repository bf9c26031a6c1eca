#!/usr/bin/env bash
# Fuzzes one target for a while: fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#
#   fuzz/run.sh preprocess_parse 900
#   fuzz/run.sh whlsl_parse 300 -jobs=2 -workers=2
#   fuzz/run.sh check 900
#   fuzz/run.sh compile 1500
#
# The corpus (fuzz/corpus/TARGET) is seeded with every test input under
# tests/ and the inputs that once failed (fuzz/regressions/), and kept
# between runs; crashes land in fuzz/artifacts/TARGET, the log in
# fuzz/logs/. The toolchain is stable, so RUSTC_BOOTSTRAP=1 lets
# cargo-fuzz pass its nightly flags; `-s none` builds without a sanitizer
# (the front end has no unsafe code; debug assertions and overflow checks
# stay on). FUZZ_SANITIZER=address brings ASan back. See docs/fuzzing.md.
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 TARGET SECONDS [libFuzzer flags...]" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$fuzz_dir")
corpus=$fuzz_dir/corpus/$target
mkdir -p "$corpus" "$fuzz_dir/logs"

# Seeds: the test inputs, flattened (tests/ui/syntax/x.hlsl -> ui_syntax_x.hlsl).
# `check` and `compile` mostly read their input as the generator's choices
# (docs/fuzzing.md); they get the whole programs that compile (tests/
# shaders, codegen and compute, which start with `//` and so are taken as
# text) and a few generator inputs from fixed seeds.
case $target in
    check | compile)
        seed_dirs=("$root/tests/shaders" "$root/tests/codegen" "$root/tests/compute")
        for i in $(seq 1 32); do
            [ -f "$corpus/gen_$i" ] || head -c $((i * 64)) /dev/urandom >"$corpus/gen_$i"
        done
        ;;
    *) seed_dirs=("$root/tests") ;;
esac
while IFS= read -r -d '' f; do
    rel=${f#"$root/tests/"}
    cp -n "$f" "$corpus/seed_${rel//\//_}" 2>/dev/null || true
done < <(find "${seed_dirs[@]}" -type f \( -name '*.hlsl' -o -name '*.hlsli' -o -name '*.whlsl' \) -print0)
# Inputs that once crashed or hung (docs/fuzzing.md), replayed first.
for f in "$fuzz_dir"/regressions/*; do
    [ -f "$f" ] && cp -n "$f" "$corpus/regression_$(basename "$f")"
done

export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target}
log=$fuzz_dir/logs/$target-$(date +%Y%m%d-%H%M%S).log
cd "$root"
cargo fuzz run --fuzz-dir "$fuzz_dir" -s "${FUZZ_SANITIZER:-none}" "$target" "$corpus" -- \
    -dict="$fuzz_dir/hlsl.dict" \
    -max_len=4096 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -max_total_time="$seconds" \
    -print_final_stats=1 \
    "$@" 2>&1 | tee "$log"
exit "${PIPESTATUS[0]}"
