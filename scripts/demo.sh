#!/usr/bin/env bash
# `make demo`: Stitch's two jobs on realistic inputs, with numbers.
#  1. a TOSA transformer encoder block (examples/fusion/bert_encoder.tosa.mlir)
#     fused by stitch-compile-cpu and run on the CPU beside the upstream
#     unfused pipeline: launches and bytes before/after, time, results
#     compared, the fusion picture as SVG (scripts/demo_encoder.py);
#  2. a CUDA-style tiled transpose in gpu.launch form
#     (examples/gpu/transpose.mlir) through stitch-to-openmp: barriers
#     removed/kept, result checked against a serial loop nest, time.
# Output files stay in $DEMO_OUT (default build/demo). OMP_NUM_THREADS
# defaults to 2.
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
llvm=${LLVM:-/usr/lib/llvm-22}
opt=$build/bin/stitch-opt
out=${DEMO_OUT:-$build/demo}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
rm -rf "$out" && mkdir -p "$out"
start=$SECONDS
runner=("$llvm/bin/mlir-runner" -O3 -e main -entry-point-result=void
  "-shared-libs=$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libomp.so")

printf '\n== 1. Fuse a TOSA transformer encoder block and run it on the CPU\n'
python3 scripts/demo_encoder.py --stitch-opt "$opt" --out "$out/encoder" --reps 10

printf '\n== 2. Run a CUDA-style kernel (gpu.launch, shared memory, barriers) on the CPU\n'
kernel=examples/gpu/transpose.mlir
n=$(sed -n 's/^ *%n = arith.constant \([0-9]*\) : index$/\1/p' "$kernel")
echo "  input: $kernel (32x32-thread blocks, a 32x33 shared tile, $(grep -c 'gpu.barrier' "$kernel") barriers; ${n}x$n f32)"
echo "  [$((SECONDS - start))s] stitch-opt $kernel --stitch-to-openmp"
"$opt" "$kernel" --stitch-to-openmp -o "$out/transpose.llvm.mlir"
# The barrier decisions of stitch-to-openmp (its first steps, with the report on).
"$opt" "$kernel" -o /dev/null --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim{report=true}))' 2>&1 |
  sed -n 's/^stitch-barrier-elim: @\([a-z_]*\): \([0-9]*\) barriers, \([0-9]*\) removed, \([0-9]*\) merged, \([0-9]*\) kept$/  barriers in @\1: \2 -> \5 kept (\3 removed: orders nothing; \4 merged); each kept one splits the block'"'"'s threads into phases/p'
echo "  omp.parallel regions: $(grep -c 'omp.parallel' "$out/transpose.llvm.mlir"), omp.wsloop: $(grep -c 'omp.wsloop' "$out/transpose.llvm.mlir")"
field() { sed -n "s/^$1 //p" "$2"; }
for t in "$OMP_NUM_THREADS" 1; do
  echo "  [$((SECONDS - start))s] running (mlir-runner, OMP_NUM_THREADS=$t)"
  OMP_NUM_THREADS=$t "${runner[@]}" "$out/transpose.llvm.mlir" >"$out/transpose.$t.out"
done
bad=$(field mismatches "$out/transpose.$OMP_NUM_THREADS.out")
bad1=$(field mismatches "$out/transpose.1.out")
if [[ $bad != 0 || $bad1 != 0 ]]; then
  echo "  result: MISMATCH ($bad / $bad1 elements differ from the serial loop nest)" >&2
  exit 1
fi
echo "  result: all $((n * n)) elements equal the serial loop nest's (1 and $OMP_NUM_THREADS threads)"
python3 - "$out/transpose.$OMP_NUM_THREADS.out" "$out/transpose.1.out" "$OMP_NUM_THREADS" <<'PY'
import sys
def read(p):
    d = dict(l.split() for l in open(p) if l.strip())
    return float(d["kernel_seconds"]), float(d["serial_seconds"])
(kn, sn), (k1, s1) = read(sys.argv[1]), read(sys.argv[2])
n = sys.argv[3]
print("  time per call: kernel %.1f ms with %s threads, %.1f ms with 1; serial loop nest %.1f ms"
      % (1e3 * kn, n, 1e3 * k1, 1e3 * sn))
print("  speed-up over the serial loop: %.1fx (%s threads), %.1fx (1 thread: the tiling alone)"
      % (sn / kn, n, sn / k1))
PY
printf '\n== done in %d s; files in %s\n' "$((SECONDS - start))" "$out"
