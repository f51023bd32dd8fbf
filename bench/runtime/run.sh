#!/bin/bash
# The kernel cache's effect on compile time (docs/runtime.md): for each
# fusion case (bench/fusion/cases/*.mlir) and the examples' encoder block,
#   cold_ms    getting the kernel in a fresh cache directory (parse, pipeline,
#              LLVM, object written to the cache, loaded);
#   mem_ms     getting it again in the same process (memory layer);
#   disk_ms    getting it in a new process from the directory (parse and
#              key, checked read, load);
#   cold_s / warm_s  the whole stitch-run --compile-only process, cold and
#              warm (its floor: loading libLLVM/libMLIR, runtime creation);
#   speedup    cold_ms / disk_ms.
# Times are stitch-run --time's (best of 3 for the warm runs); nothing is
# executed (--compile-only). A compile is not bounded by memory bandwidth or
# FLOPs, so no machine limit applies here; `floor_s` is `stitch-run --help`.
# STITCH_RUN_FLAGS passes more stitch-run options, e.g. --target=gpu (on a
# machine without a GPU, with LD_LIBRARY_PATH at the fake driver of
# test/GPU/Inputs/fake-libcuda.c: compiles are real, cubins load nowhere).
# Usage: bench/runtime/run.sh [build-dir] [cases...]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
shift || true
run="$build/bin/stitch-run"
[[ -x $run ]] || { echo "no $run: make build first" >&2; exit 1; }
read -r -a flags <<< "${STITCH_RUN_FLAGS:-}"
cases=("$@")
if [[ ${#cases[@]} -eq 0 ]]; then
  cases=("$root"/bench/fusion/cases/*.mlir "$root/examples/fusion/encoder_block.mlir")
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p" "$2" | head -1; }
wall() { # seconds of one process
  local s e; s=$(date +%s.%N); "$@" > /dev/null 2>> "$tmp/err"; e=$(date +%s.%N)
  echo "$e - $s" | bc -l; }

floor=$( { for i in 1 2 3; do wall "$run" --help; done; } | sort -g | head -1)
printf '%-22s %10s %9s %9s %8s %8s %8s %8s\n' case cold_ms mem_ms disk_ms speedup cold_s warm_s floor_s
for c in "${cases[@]}"; do
  name=$(basename "$c" .mlir)
  dir="$tmp/$name"
  s=$(date +%s.%N)
  if ! "$run" "${flags[@]}" --cache-dir "$dir" --compile-only --time "$c" > /dev/null 2> "$tmp/cold"; then
    echo "$name: compile failed:" >&2; cat "$tmp/cold" >&2; continue
  fi
  e=$(date +%s.%N)
  cold_s=$(echo "$e - $s" | bc -l)
  cold=$(field kernel_ms "$tmp/cold"); mem=$(field again_ms "$tmp/cold")
  best=""; best_s=""
  for i in 1 2 3; do
    s=$(date +%s.%N)
    "$run" "${flags[@]}" --cache-dir "$dir" --compile-only --time --stats "$c" > /dev/null 2> "$tmp/warm"
    e=$(date +%s.%N)
    grep -q 'disk=1' "$tmp/warm" || { echo "$name: warm run was not a disk hit" >&2; cat "$tmp/warm" >&2; exit 1; }
    d=$(field kernel_ms "$tmp/warm"); w=$(echo "$e - $s" | bc -l)
    if [[ -z $best ]] || (( $(echo "$d < $best" | bc -l) )); then best=$d; fi
    if [[ -z $best_s ]] || (( $(echo "$w < $best_s" | bc -l) )); then best_s=$w; fi
  done
  printf '%-22s %10.1f %9.3f %9.1f %7.1fx %8.2f %8.2f %8.2f\n' "$name" "$cold" "$mem" "$best" \
    "$(echo "$cold / $best" | bc -l)" "$cold_s" "$best_s" "$floor"
done
