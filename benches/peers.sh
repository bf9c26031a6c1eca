#!/usr/bin/env bash
# peers.sh - time `hlslc compile` (release build) against the peer HLSL
# compilers as whole processes, and print the ratio per shader.
#
# Usage: benches/peers.sh [options]
#   --runs N        hyperfine runs per peer on inputs under 1,000 lines (default 20)
#   --big-runs N    runs per peer on larger inputs (default 3)
#   --hlslc-runs N  runs of each hlslc command (default 50)
#   --warmup N      warm-up runs (default 2; 1 on larger inputs)
#   --mem-runs N    runs per compiler for peak memory (default 3; 1 on larger inputs)
#   --slow-seconds S  a compiler whose first run (the probe) takes longer is
#                   measured by that run alone, time and memory (default 10;
#                   vkd3d unrolls f_raymarch's loops for minutes)
#   --huge          also time the ~20,000-line input (slow for the peers)
#   --no-build      use the shipped build as it is (scripts/shipped-hlslc.sh)
#   --install       first run the peers' installer (root; several minutes)
#
# Peers (installed by /work/shared/tools/peers/run_peers.sh --install-only,
# or $HLSL_PEERS_TOOLS/run_peers.sh): glslangValidator -D -V, vkd3d-compiler,
# slangc, with the command lines of that tool's README. hlslc runs twice:
# `--validation full` (every naga check) and `--validation release`.
#
# Inputs: the six peer shaders (a_saxpy ... f_raymarch) where hlslc can
# compile them (the others are listed with hlslc's first error), then the
# corpus of benches/corpus/: small (48 lines), saxpy (a_saxpy with registers
# hlslc can bind), raymarch_1x (f_raymarch ported to hlslc's subset, every
# loop [loop]) and raymarch_13x (its ~4,900-line version, like run_peers.sh
# --big --loop-attr). Each shader's commands are timed back to back in the
# same script run (hyperfine -N, no shell): hlslc's two commands together
# with more runs, then the peers together. Ratio =
# peer median / hlslc median: above 1 means hlslc is faster. Every output
# is checked with spirv-val; a peer whose output is rejected is marked.
#
# Peak memory: in the same script run, every compiler that compiled a
# shader runs it again --mem-runs times under `/usr/bin/time -f %M` (the
# peak resident set, in KiB, as getrusage's ru_maxrss reports it); the
# second table gives the median and mem_x = peer / hlslc-release: above 1
# means hlslc needs less memory. Peak RSS does not depend on the machine's
# load, so this table is valid even when the timings are not.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The corpus lives beside the stage bench, which reads the same files.
HERE="$ROOT/crates/hlslc/benches"
TOOLS="${HLSL_PEERS_TOOLS:-$ROOT/../shared/tools/peers}"
PREFIX="${HLSL_PEERS_PREFIX:-/opt/hlsl-peers}"
RUNS=20
BIG_RUNS=3
HLSLC_RUNS=50
WARMUP=2
MEM_RUNS=3
SLOW_SECONDS=10
HUGE=0
BUILD=1
INSTALL=0
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS="$2"; shift ;;
        --big-runs) BIG_RUNS="$2"; shift ;;
        --hlslc-runs) HLSLC_RUNS="$2"; shift ;;
        --warmup) WARMUP="$2"; shift ;;
        --mem-runs) MEM_RUNS="$2"; shift ;;
        --slow-seconds) SLOW_SECONDS="$2"; shift ;;
        --huge) HUGE=1 ;;
        --no-build) BUILD=0 ;;
        --install) INSTALL=1 ;;
        -h|--help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown option: $1" >&2; exit 2 ;;
    esac
    shift
done

log() { echo "[peers] $*" >&2; }

if [ "$INSTALL" = 1 ]; then
    "$TOOLS/run_peers.sh" --install-only || log "warning: the installer failed"
fi
# The shipped build: static musl, no PIE, fat LTO
# (scripts/shipped-hlslc.sh, .cargo/config.toml).
if [ "$BUILD" = 1 ]; then
    HLSLC="$("$ROOT/scripts/shipped-hlslc.sh")" || { log "build failed"; exit 1; }
else
    HLSLC="$("$ROOT/scripts/shipped-hlslc.sh" --no-build)"
fi
[ -x "$HLSLC" ] || { log "no $HLSLC (drop --no-build)"; exit 1; }
[ -x /usr/bin/time ] || { log "/usr/bin/time missing (apt-get install time)"; exit 1; }
command -v hyperfine >/dev/null || { log "hyperfine missing (run with --install)"; exit 1; }

GLSLANG="$(command -v glslangValidator || true)"
VKD3D="$PREFIX/vkd3d/bin/vkd3d-compiler"
SLANGC="$PREFIX/slang/bin/slangc"
SPIRV_VAL="$PREFIX/spirv-tools/bin/spirv-val"
[ -x "$SPIRV_VAL" ] || SPIRV_VAL="$(command -v spirv-val || true)"
PEERS=()
[ -n "$GLSLANG" ] && PEERS+=(glslang)
[ -x "$VKD3D" ] && PEERS+=(vkd3d)
[ -x "$SLANGC" ] && PEERS+=(slang)
[ ${#PEERS[@]} -gt 0 ] || log "no peer installed (run with --install); timing hlslc alone"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

stage_of() {
    case "$(basename "$1")" in
        *.vs.hlsl) echo vertex ;; *.ps.hlsl) echo pixel ;; *) echo compute ;;
    esac
}

# The command line of $1 (hlslc-full, hlslc-release or a peer) compiling
# $2 to $3, one word per line.
command_of() {
    local who="$1" f="$2" out="$3" stage
    stage="$(stage_of "$f")"
    case "$who" in
        hlslc-full|hlslc-release)
            local t; case "$stage" in compute) t=cs_6_0 ;; vertex) t=vs_6_0 ;; pixel) t=ps_6_0 ;; esac
            # The shifts separate the peer shaders' b0/t0/s0/u0 (as Slang's
            # command line below does); the corpus binds distinct registers.
            printf '%s\n' "$HLSLC" compile -T "$t" -E main --validation "${who#hlslc-}" \
                -fvk-t-shift 10 all -fvk-s-shift 20 all -fvk-u-shift 30 all -o "$out" "$f" ;;
        glslang)
            local g; case "$stage" in compute) g=comp ;; vertex) g=vert ;; pixel) g=frag ;; esac
            printf '%s\n' "$GLSLANG" -D -V -e main -S "$g" -o "$out" "$f" ;;
        vkd3d)
            local p; case "$stage" in compute) p=cs_5_0 ;; vertex) p=vs_5_0 ;; pixel) p=ps_5_0 ;; esac
            printf '%s\n' "$VKD3D" -x hlsl -p "$p" -b spirv-binary -e main -o "$out" "$f" ;;
        slang)
            local s; case "$stage" in pixel) s=fragment ;; *) s="$stage" ;; esac
            printf '%s\n' "$SLANGC" "$f" -target spirv -entry main -stage "$s" \
                -fvk-b-shift 0 0 -fvk-t-shift 100 0 -fvk-s-shift 200 0 -fvk-u-shift 300 0 -o "$out" ;;
    esac
}

INPUTS=()
UNSUPPORTED=()
for f in "$TOOLS"/shaders/*.hlsl; do
    mapfile -t cmd < <(command_of hlslc-full "$f" "$WORK/probe.spv")
    if "${cmd[@]}" >"$WORK/probe.log" 2>&1; then
        INPUTS+=("$f")
    else
        first="$(grep -m1 'error' "$WORK/probe.log" | sed "s#^$TOOLS/shaders/##")"
        UNSUPPORTED+=("$(basename "$f" .hlsl): $first")
    fi
done
# The raymarch_Nx inputs are generated (not committed), as for the stage bench.
python3 "$HERE/corpus/gen.py" "$WORK/generated" >/dev/null || exit 1
for name in small saxpy; do INPUTS+=("$HERE/corpus/$name.cs.hlsl"); done
for name in raymarch_1x raymarch_13x; do INPUTS+=("$WORK/generated/$name.cs.hlsl"); done
[ "$HUGE" = 1 ] && INPUTS+=("$WORK/generated/raymarch_54x.cs.hlsl")

ROWS=()   # name|lines|who|status|median_ms|min_ms|x_full|x_release|x_release_min
MEM=()    # name|lines|who|peak_kib|mem_x

# The median peak RSS (KiB) of $1 runs of the command in the other arguments.
peak_rss() {
    local n="$1"; shift
    local i
    for ((i = 0; i < n; i++)); do
        /usr/bin/time -f %M -o "$WORK/rss" "$@" >/dev/null 2>&1
        tail -1 "$WORK/rss"
    done | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}
for f in "${INPUTS[@]}"; do
    name="$(basename "$f" .hlsl)"
    lines="$(wc -l <"$f")"
    runs="$RUNS"; warmup="$WARMUP"
    [ "$lines" -ge 1000 ] && { runs="$BIG_RUNS"; warmup=1; }
    whos=() cmds=() status=()
    slow=()   # who|status|ms|kib of compilers measured by their probe run alone
    for who in hlslc-full hlslc-release "${PEERS[@]}"; do
        out="$WORK/$name.$who.spv"
        mapfile -t cmd < <(command_of "$who" "$f" "$out")
        if ! /usr/bin/time -f "%e %M" -o "$WORK/probe.time" "${cmd[@]}" >"$WORK/$name.$who.log" 2>&1 ||
            [ ! -s "$out" ]; then
            ROWS+=("$name|$lines|$who|FAIL|-|-|-|-|-")
            log "$name/$who failed: $(head -1 "$WORK/$name.$who.log")"
            continue
        fi
        s=ok
        if [ -n "$SPIRV_VAL" ] && ! "$SPIRV_VAL" --target-env vulkan1.2 "$out" >"$WORK/val.log" 2>&1; then
            s=INVALID; log "$name/$who: spirv-val: $(head -1 "$WORK/val.log")"
        fi
        read -r secs kib < <(tail -1 "$WORK/probe.time")
        if [ "${who#hlslc}" = "$who" ] && awk -v t="$secs" -v s="$SLOW_SECONDS" 'BEGIN { exit !(t > s) }'; then
            log "$name/$who took ${secs} s: measured by that run alone"
            slow+=("$who|$s-1run|$(awk -v t="$secs" 'BEGIN { printf "%.1f", t * 1000 }')|$kib")
            continue
        fi
        whos+=("$who"); status+=("$s"); cmds+=("$(printf '%q ' "${cmd[@]}")")
    done
    # hlslc's two commands take milliseconds: time them with more runs than
    # the peers (the same hyperfine call for both), right before the peers.
    nh=2; [ "${whos[0]:-}" = hlslc-full ] && [ "${whos[1]:-}" = hlslc-release ] ||
        { log "$name: hlslc failed; skipped"; continue; }
    log "$name ($lines lines): timing hlslc ($HLSLC_RUNS runs), ${whos[*]:2} ($runs runs)"
    hyperfine -N --style none --warmup 3 --runs "$HLSLC_RUNS" \
        --export-json "$WORK/$name.h.json" "${cmds[@]:0:$nh}" >/dev/null 2>&1 ||
        { log "$name: hyperfine failed"; continue; }
    jsons=("$WORK/$name.h.json")
    if [ ${#cmds[@]} -gt $nh ]; then
        hyperfine -N --style none --warmup "$warmup" --runs "$runs" \
            --export-json "$WORK/$name.p.json" "${cmds[@]:$nh}" >/dev/null 2>&1 ||
            { log "$name: hyperfine failed"; continue; }
        jsons+=("$WORK/$name.p.json")
    fi
    mapfile -t stats < <(python3 -c '
import json, sys
for path in sys.argv[1:]:
    for r in json.load(open(path))["results"]:
        print("%.3f %.3f" % (r["median"] * 1000, min(r["times"]) * 1000))' "${jsons[@]}")
    read -r full full_min <<<"${stats[0]}"
    read -r release release_min <<<"${stats[1]}"
    for i in "${!whos[@]}"; do
        read -r m mn <<<"${stats[$i]}"
        rf="$(awk -v p="$m" -v h="$full" 'BEGIN { printf "%.1f", p / h }')"
        rr="$(awk -v p="$m" -v h="$release" 'BEGIN { printf "%.1f", p / h }')"
        rm_="$(awk -v p="$mn" -v h="$release_min" 'BEGIN { printf "%.1f", p / h }')"
        ROWS+=("$name|$lines|${whos[$i]}|${status[$i]}|$m|$mn|$rf|$rr|$rm_")
    done
    for r in "${slow[@]}"; do
        IFS='|' read -r who st ms kib <<<"$r"
        rf="$(awk -v p="$ms" -v h="$full" 'BEGIN { printf "%.1f", p / h }')"
        rr="$(awk -v p="$ms" -v h="$release" 'BEGIN { printf "%.1f", p / h }')"
        rm_="$(awk -v p="$ms" -v h="$release_min" 'BEGIN { printf "%.1f", p / h }')"
        ROWS+=("$name|$lines|$who|$st|$ms|$ms|$rf|$rr|$rm_")
    done
    mem_runs="$MEM_RUNS"; [ "$lines" -ge 1000 ] && mem_runs=1
    kibs=()
    for who in "${whos[@]}"; do
        mapfile -t cmd < <(command_of "$who" "$f" "$WORK/$name.$who.mem.spv")
        kibs+=("$(peak_rss "$mem_runs" "${cmd[@]}")")
    done
    for i in "${!whos[@]}"; do
        mx="$(awk -v p="${kibs[$i]}" -v h="${kibs[1]}" 'BEGIN { printf "%.1f", p / h }')"
        MEM+=("$name|$lines|${whos[$i]}|${kibs[$i]}|$mx")
    done
    for r in "${slow[@]}"; do
        IFS='|' read -r who st ms kib <<<"$r"
        mx="$(awk -v p="$kib" -v h="${kibs[1]}" 'BEGIN { printf "%.1f", p / h }')"
        MEM+=("$name|$lines|$who (1 run)|$kib|$mx")
    done
done

echo
echo "# hlslc $("$HLSLC" --version | awk '{print $2}') vs peers; $(nproc) cores, $(uname -r)"
for p in "${PEERS[@]}"; do
    case "$p" in
        glslang) echo "# glslang: $("$GLSLANG" --version | sed -n 's/^Glslang Version: //p')" ;;
        vkd3d) echo "# vkd3d: $("$VKD3D" --version | head -1)" ;;
        slang) echo "# slang: $("$SLANGC" --driver-version)" ;;
    esac
done
echo "# wall ms (hyperfine -N): median and fastest run. x_full, x_release: that median /"
echo "# hlslc's median with full or release validation; x_rel_min: the same with fastest runs."
echo "# Above 1: hlslc is faster."
printf '%-16s %6s %-14s %-7s %10s %10s %7s %9s %9s\n' shader lines compiler status median_ms min_ms x_full x_release x_rel_min
for r in "${ROWS[@]}"; do
    IFS='|' read -r a b c d e g h i j <<<"$r"
    printf '%-16s %6s %-14s %-7s %10s %10s %7s %9s %9s\n' "$a" "$b" "$c" "$d" "$e" "$g" "$h" "$i" "$j"
done
echo
echo "# peak RSS (/usr/bin/time -f %M, KiB), median of $MEM_RUNS runs (1 on inputs of 1,000 lines or more)."
echo "# mem_x: that peak / hlslc-release's peak. Above 1: hlslc needs less memory."
printf '%-16s %6s %-14s %10s %7s\n' shader lines compiler peak_kib mem_x
for r in "${MEM[@]}"; do
    IFS='|' read -r a b c d e <<<"$r"
    printf '%-16s %6s %-14s %10s %7s\n' "$a" "$b" "$c" "$d" "$e"
done
if [ ${#UNSUPPORTED[@]} -gt 0 ]; then
    echo
    echo "# peer shaders hlslc cannot compile yet (its first error):"
    for u in "${UNSUPPORTED[@]}"; do echo "#   $u"; done
fi
exit 0
