#!/usr/bin/env bash
# `make demo`: compile examples/block-reduce.mlir with stitch-opt and run it
# on the CPU with OpenMP, saying what happens at each step.
set -euo pipefail
build=${1:-build}
llvm=/usr/lib/llvm-22
example=examples/block-reduce.mlir
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

step() { printf '\n== %s\n' "$*"; }

step "Input: $example ($(grep -c 'stitch.barrier' "$example") barriers in a single-thread block)"
step "stitch-opt --stitch-strip-trivial-barriers"
"$build/bin/stitch-opt" "$example" --stitch-strip-trivial-barriers -o "$out/stripped.mlir"
echo "barriers left: $(grep -c 'stitch.barrier' "$out/stripped.mlir" || true)"

step "stitch-opt --stitch-lower-to-llvm-cpu (scf.parallel -> OpenMP -> LLVM)"
"$build/bin/stitch-opt" "$out/stripped.mlir" --stitch-lower-to-llvm-cpu --mlir-timing \
  -o "$out/lowered.mlir" 2> "$out/timing.txt"
grep -E "Total Execution Time" "$out/timing.txt" || true
echo "omp.parallel regions: $(grep -c 'omp.parallel' "$out/lowered.mlir")"

step "mlir-runner (2 OpenMP threads): kernel result, then sequential reference"
OMP_NUM_THREADS=2 "$llvm/bin/mlir-runner" "$out/lowered.mlir" -e main \
  -entry-point-result=void \
  -shared-libs="$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libomp.so" \
  | grep -v '^Unranked' | tee "$out/run.txt"
if [ "$(sed -n 1p "$out/run.txt")" = "$(sed -n 2p "$out/run.txt")" ]; then
  echo "kernel == reference: OK"
else
  echo "kernel != reference: MISMATCH" >&2
  exit 1
fi
