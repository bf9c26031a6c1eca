#!/usr/bin/env bash
# Runs every test: the workspace's default members (interpreter compute
# tests included), then the GPU tests (tests/compute on Vulkan, tests/codegen
# and tests/shaders through spirv-val and glslangValidator). Installs the tools those need
# with apt when they are missing. CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }
now() { date +%s; }
started=$(now)
declare -a summary=()
declare -a failures=()
record() { summary+=("$(printf '%-34s %s (%ss)' "$1" "$2" "$3")"); }
print_summary() {
    local rc=$?
    printf '\n==> Summary\n'
    for line in "${summary[@]}"; do printf '  %s\n' "$line"; done
    printf '  total %ss\n' "$(( $(now) - started ))"
    if ((${#failures[@]})); then
        printf '\n==> What failed (full logs in target/test-logs)\n'
        for line in "${failures[@]}"; do printf '  %s\n' "$line"; done
    fi
    if ((rc == 0)); then printf 'ALL TESTS PASSED\n'; else printf 'FAILED (exit %s)\n' "$rc"; fi
}
trap print_summary EXIT

# --- tools -----------------------------------------------------------------
missing=()
command -v spirv-val >/dev/null || missing+=(spirv-tools)
command -v glslangValidator >/dev/null || missing+=(glslang-tools)
# lavapipe (Mesa's CPU Vulkan driver) and the loader, for machines without a GPU.
if ! ls /usr/share/vulkan/icd.d/lvp_icd*.json >/dev/null 2>&1; then
    missing+=(mesa-vulkan-drivers)
fi
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
    missing+=(libvulkan1)
fi
if ((${#missing[@]})); then
    step "installing ${missing[*]}"
    if ! command -v apt-get >/dev/null; then
        echo "error: missing ${missing[*]} and no apt-get to install them" >&2
        exit 1
    fi
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    t=$(now)
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
    # vulkaninfo helps when a device is not found; optional.
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        vulkan-tools || true
    record "apt-get install" "ok" "$(( $(now) - t ))"
fi
# Arrays of resources indexed at run time need descriptor indexing, which
# lavapipe has from Mesa 23 on; Debian 12 ships 22.3, so its backports'
# Mesa (25.0) is installed there (tests/compute/resource_array_dynamic_*).
mesa=$(dpkg-query -W -f='${Version}' mesa-vulkan-drivers 2>/dev/null || true)
if [ -n "$mesa" ] && [ "${mesa%%.*}" -lt 23 ] 2>/dev/null \
    && grep -q 'VERSION_CODENAME=bookworm' /etc/os-release 2>/dev/null; then
    step "installing lavapipe from bookworm-backports (Mesa $mesa lacks descriptor indexing)"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    t=$(now)
    echo "deb http://deb.debian.org/debian bookworm-backports main" \
        | "${sudo[@]}" tee /etc/apt/sources.list.d/hlslc-backports.list >/dev/null
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends -t bookworm-backports mesa-vulkan-drivers
    record "lavapipe from backports" "ok" "$(( $(now) - t ))"
fi
# Silences the loader's complaint about an unset runtime directory.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-/tmp}"

# --- tests -----------------------------------------------------------------
status=0
# Each step's output is also kept in target/test-logs; a failing step's
# failed tests and panics are repeated under the summary, because CI shows
# only the end of the output.
logs=target/test-logs
mkdir -p "$logs"
run() { # NAME COMMAND...
    local name=$1 t rc log
    shift
    step "$name: $*"
    t=$(now)
    log="$logs/$(printf '%s' "$name" | tr -c 'A-Za-z0-9' '_').log"
    if "$@" 2>&1 | tee "$log"; then rc=0; else rc=${PIPESTATUS[0]}; fi
    if ((rc == 0)); then
        record "$name" "PASS" "$(( $(now) - t ))"
    else
        record "$name" "FAIL (exit $rc)" "$(( $(now) - t ))"
        status=1
        while IFS= read -r line; do failures+=("$name: $line"); done < <(
            { grep -E -- '^test .* FAILED$|^error(\[|:)' "$log" || true
              grep -E -A3 -- 'panicked at' "$log" | grep -v -x -- '--' || true; } | head -n 60
        )
    fi
}

# Plain `cargo test` at the root tests the default members; `--workspace`
# would ignore default-members and drag gpu-tests (wgpu) in before hlslc exists.
run "cargo test (default members)" cargo test --no-fail-fast
# The library alone: one back end without the interpreter, the WebAssembly
# build the playground needs, and its docs without warnings (issue 27).
run "hlslc --features spirv" cargo build -p hlslc --no-default-features --features spirv
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown \
    || rustup target add wasm32-unknown-unknown; then
    run "hlslc wasm32" cargo build -p hlslc --target wasm32-unknown-unknown
else
    record "hlslc wasm32" "FAIL (no wasm32-unknown-unknown target)" 0
    status=1
fi
run "cargo doc -p hlslc" env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p hlslc
# What a library user pulls in: no command-line, image, libc, allocator
# or JSON crates (they belong to hlslc-cli).
run "hlslc dependencies" bash -c '! cargo tree -p hlslc -e normal --prefix none \
    | grep -E "^(clap|image|libc|serde_json|mimalloc|tikv-jemallocator|bytemuck) "'
# hlslc-build in a temporary cargo project built three times: its build
# script reruns when an included file changes (slow the first time).
run "hlslc-build reruns" cargo test -p hlslc-build --test rerun -- --ignored
# The GPU tests run the hlslc binary, so it must exist first.
run "cargo build -p hlslc-cli" cargo build -p hlslc-cli
run "cargo test -p gpu-tests" cargo test -p gpu-tests --no-fail-fast
# The examples (issue 27): a compute shader checked value by value against
# the CPU, and a textured, lit cube compared with
# examples/wgpu-render/expected.png. Built together with gpu-tests, so that
# cargo resolves the same features and reuses its wgpu (`cargo run -p` on an
# example alone would resolve fewer naga features and build wgpu again).
run "build the examples" cargo build -p gpu-tests -p wgpu-compute -p wgpu-render
run "example wgpu-compute" target/debug/wgpu-compute
run "example wgpu-render" target/debug/wgpu-render
# Differential testing (docs/differential.md): 50 generated programs, the
# interpreter against hlslc's SPIR-V on Vulkan (and glslang's); any
# disagreement between the first two fails. `scripts/differential.sh 50 1`
# without --no-reduce reduces a failure into target/differential.
run "differential (50 programs)" scripts/differential.sh 50 1 --no-reduce
# The targeted generators (conversions, copy-back, packing, matrices,
# swizzles), five programs of each.
run "differential (25 targeted)" scripts/differential.sh 25 1 --target all --no-reduce
# Formatting and lints, as every commit is checked before it lands.
rustup component add rustfmt clippy >/dev/null 2>&1 || true
run "cargo fmt --check" cargo fmt --all --check
run "cargo clippy" cargo clippy --workspace --all-targets -- -D warnings

exit "$status"
