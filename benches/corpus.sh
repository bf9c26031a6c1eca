#!/usr/bin/env bash
# corpus.sh - whole-process throughput on real shaders: `hlslc check` and
# `hlslc compile` against glslangValidator, over the corpus cases that both
# compilers accept, timed in one run, with the ratio.
#
# Usage: benches/corpus.sh [options]
#   --corpus DIR    the extracted corpus (default $HLSL_CORPUS or ~/hlsl-corpus;
#                   make it with ../shared/tools/corpus/corpus.py extract)
#   --preset P      corpus tool preset (default production)
#   --rounds N      timed rounds of the whole set per compiler (default 5)
#   --hlslc PATH    time this binary (default: the shipped build,
#                   scripts/shipped-hlslc.sh)
#   --no-build      use the shipped build as it is
#   --jobs N        jobs for the acceptance runs (default 2)
#
# How: the corpus tool runs `hlslc compile` and `glslangValidator -D -V`
# over the preset (spirv-val on both outputs); the cases both accept (exit 0)
# are the set. For each compiler a shell script lists one command per case
# (absolute paths, outputs to a scratch file). Each round runs the three
# scripts back to back, in a rotating order; the table gives each script's
# median over the rounds and glslang / hlslc. Every command pays the same
# fork+exec from bash, so the ratio slightly understates hlslc's lead.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOL="$ROOT/../shared/tools/corpus/corpus.py"
CORPUS="${HLSL_CORPUS:-$HOME/hlsl-corpus}"
PRESET=production
ROUNDS=5
HLSLC=
BUILD=1
JOBS=2
while [ $# -gt 0 ]; do
    case "$1" in
        --corpus) CORPUS="$2"; shift ;;
        --preset) PRESET="$2"; shift ;;
        --rounds) ROUNDS="$2"; shift ;;
        --hlslc) HLSLC="$2"; BUILD=0; shift ;;
        --no-build) BUILD=0 ;;
        --jobs) JOBS="$2"; shift ;;
        -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
    shift
done
log() { echo "[corpus] $*" >&2; }

[ -f "$CORPUS/manifest.json" ] || { log "no corpus at $CORPUS (see --corpus)"; exit 1; }
command -v glslangValidator >/dev/null || { log "glslangValidator missing (apt-get install glslang-tools)"; exit 1; }
if [ -z "$HLSLC" ]; then
    if [ "$BUILD" = 1 ]; then HLSLC=$("$ROOT/scripts/shipped-hlslc.sh") || exit 1
    else HLSLC=$("$ROOT/scripts/shipped-hlslc.sh" --no-build); fi
fi
[ -x "$HLSLC" ] || { log "no hlslc binary at $HLSLC"; exit 1; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
HLSLC_CHECK="$HLSLC check {defines} {includes} -T {profile} -E {entry} {file}"
HLSLC_COMPILE="$HLSLC compile {file} -T {profile} -E {entry} {defines} {includes} -o {out}"
GLSLANG="glslangValidator -D -V -S {stage} -e {entry} {defines} {includes} -o {out} {file}"

log "acceptance: $PRESET with hlslc ($HLSLC) and glslangValidator"
python3 "$TOOL" run --corpus "$CORPUS" --preset "$PRESET" --jobs "$JOBS" \
    --results "$WORK/hlslc.json" --cmd "$HLSLC_COMPILE" | tail -1 | sed 's/^/[corpus] hlslc compile: /' >&2
python3 "$TOOL" run --corpus "$CORPUS" --preset "$PRESET" --jobs "$JOBS" \
    --results "$WORK/glslang.json" --cmd "$GLSLANG" | tail -1 | sed 's/^/[corpus] glslang: /' >&2

# One script per compiler over the cases both accept.
python3 - "$ROOT/scripts" "$CORPUS" "$WORK" "$HLSLC_CHECK" "$HLSLC_COMPILE" "$GLSLANG" <<'EOF' || exit 1
import json, os, sys
scripts, corpus, work, *templates = sys.argv[1:]
sys.path.insert(0, scripts)
from corpus_cases import command_for, load_manifest
manifest = load_manifest(corpus)
def accepted(name):
    return {r["id"] for r in json.load(open(os.path.join(work, name)))["results"] if r["accepted"]}
both = sorted(accepted("hlslc.json") & accepted("glslang.json"))
lines = 0
for name, template in zip(["hlslc-check", "hlslc-compile", "glslang"], templates):
    with open(os.path.join(work, name + ".sh"), "w") as f:
        for case_id in both:
            cmd, _ = command_for(template, manifest[case_id], corpus, out=os.path.join(work, name + ".spv"))
            f.write(cmd + " >/dev/null 2>&1\n")
for case_id in both:
    with open(os.path.join(corpus, manifest[case_id]["file"]), errors="replace") as f:
        lines += sum(1 for _ in f)
print(f"{len(both)} cases both accept ({lines} lines in the named files, includes not counted)")
EOF

log "timing $ROUNDS rounds"
declare -A times
names=(hlslc-check hlslc-compile glslang)
for ((r = 0; r < ROUNDS; r++)); do
    for ((k = 0; k < 3; k++)); do
        name=${names[$(( (r + k) % 3 ))]}
        t0=$(date +%s%N)
        bash "$WORK/$name.sh"
        t1=$(date +%s%N)
        times[$name]+="$(( (t1 - t0) / 1000 )) "
    done
done

median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
g=$(echo "${times[glslang]}" | median)
printf '%-14s %12s %10s\n' command "median ms" "glslang/x"
for name in "${names[@]}"; do
    m=$(echo "${times[$name]}" | median)
    awk -v n="$name" -v m="$m" -v g="$g" 'BEGIN { printf "%-14s %12.1f %10.1f\n", n, m / 1000, g / m }'
done
