#!/usr/bin/env bash
# Compute-bound kernel benchmark (issue 19): GEMMs with and without fused
# epilogues (bench/gemm/gen.py), each run in one go as
#   stitch      builtin.module(stitch-compile-cpu): stitch-cpu-gemm's
#               register-blocked vector code with the epilogue on the
#               accumulator
#   tiled-gemm  the same without stitch-cpu-gemm (ablation: the GPU tiled
#               GEMM strategy with a block's threads run one after another)
#   OpenBLAS    cblas_sgemm (baseline.c; a convolution: im2col + sgemm), alone
#               and followed by the epilogue
#               as a separate vectorized OpenMP pass
# beside the machine's FP32 FMA peak measured by baseline.c in the same run
# (before and after the cases; the best is the % peak reference). Every
# variant prints checksums of its result; stitch and OpenBLAS must agree
# within 1e-3 of the absolute sum (the script exits 1 otherwise). Prints a
# markdown table: GFLOP/s = 2 batch M N K / time (median of the repetitions).
#
#   bench/gemm/run.sh [--quick] [--no-ablation] [--reps N] [--out DIR]
#                     [--stitch-opt PATH] [case...]
#
#   --quick        small odd sizes, one repetition, JIT at -O0, no peak: only
#                  checks that the variants compile, run and agree
#   --no-ablation  skip the tiled-gemm variant (slow at 2048^3)
#   --reps N       timed repetitions per case and variant (default 5)
#
# Environment: OMP_NUM_THREADS (default 2; OpenBLAS gets the same count),
# LLVM (default /usr/lib/llvm-22), CLANG (default clang-22),
# NOMINAL_PEAK_PER_CORE (default 250 GFLOP/s, ../shared/NOTES.md).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
llvm=${LLVM:-/usr/lib/llvm-22}
clang=${CLANG:-clang-22}
stitch_opt=$root/build/bin/stitch-opt
out=$root/build/bench-gemm
reps=5 quick=0 ablation=1
cases=()
while (($#)); do
  case $1 in
    --quick) quick=1 reps=1 ;;
    --no-ablation) ablation=0 ;;
    --reps) reps=$2; shift ;;
    --out) out=$2; shift ;;
    --stitch-opt) stitch_opt=$2; shift ;;
    -h|--help) sed -n '2,28p' "$0"; exit 0 ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) cases+=("$1") ;;
  esac
  shift
done
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
export OPENBLAS_NUM_THREADS=$OMP_NUM_THREADS
# Outputs are allocated per call: keep freed buffers in the process (see
# bench/fusion/common.sh) so that page faults do not dominate.
export GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=68719476736

jit_opt=-O3
((quick)) && jit_opt=-O0
runner=("$llvm/bin/mlir-runner" "$jit_opt" -e main -entry-point-result=void
  "-shared-libs=$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libomp.so")
rest='one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,func.func(stitch-split-deallocs),buffer-deallocation-simplification,bufferization-lower-deallocations,cse,convert-bufferization-to-memref'
declare -A pipeline=(
  [stitch]='builtin.module(stitch-compile-cpu)'
  [tiled]="builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true}),func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu}),$rest,func.func(stitch-approximate-math),stitch-to-openmp)"
)
variants=(stitch)
((ablation)) && variants+=(tiled)

mkdir -p "$out/src" "$out/obj" "$out/run"
rm -f "$out"/src/* "$out"/obj/* "$out"/run/*
gen_args=(-o "$out/src")
((quick)) && gen_args+=(--quick)
python3 "$here/gen.py" "${gen_args[@]}" "${cases[@]}" > "$out/cases.txt"
sed -i "s|arith.constant [0-9]* : index  // BENCH_REPS|arith.constant $reps : index  // BENCH_REPS|" "$out"/src/*.mlir

"$clang" -O3 -march=native -mprefer-vector-width=512 -ffast-math -fveclib=libmvec -fopenmp \
  "$here/baseline.c" -o "$out/baseline" -lopenblas -lm -L"$llvm/lib" -Wl,-rpath,"$llvm/lib"

peak() { ((quick)) && { echo 0; return; }; "$out/baseline" peak 1 | awk '{print $2}'; }
median() { sort -g | awk '{v[NR] = $1} END {print (NR ? v[int((NR + 1) / 2)] : "nan")}'; }

peak0=$(peak)
status=0
rows=()
while read -r name batch m n k transb epi flops; do
  for v in "${variants[@]}"; do
    "$stitch_opt" --pass-pipeline="${pipeline[$v]}" "$out/src/$name.mlir" -o "$out/obj/$name.$v.mlir"
    "${runner[@]}" "$out/obj/$name.$v.mlir" > "$out/run/$name.$v"
  done
  "$out/baseline" gemm "$reps" "$batch" "$m" "$n" "$k" "$transb" "$epi" > "$out/run/$name.blas"
  t_s=$(grep '^time' "$out/run/$name.stitch" | awk '{print $2}' | median)
  t_b=$(awk '/^time_gemm/ {print $2}' "$out/run/$name.blas")
  t_be=$(awk '/^time_total/ {print $2}' "$out/run/$name.blas")
  t_t=nan
  ((ablation)) && t_t=$(grep '^time' "$out/run/$name.tiled" | awk '{print $2}' | median)
  agree=$(paste <(grep -m1 '^checksum' "$out/run/$name.stitch") <(grep -m1 '^checksum' "$out/run/$name.blas") |
    awk '{d = $2 - $5; if (d < 0) d = -d; print (d <= 1e-3 * $3 + 1e-6 ? "ok" : "MISMATCH")}')
  [[ $agree == ok ]] || status=1
  rows+=("$name $batch $m $n $k $epi $flops $t_s $t_t $t_b $t_be $agree")
done < "$out/cases.txt"
peak1=$(peak)

if ((quick)); then
  for r in "${rows[@]}"; do read -r name _ _ _ _ _ _ _ _ _ _ agree <<<"$r"; echo "$name: $agree"; done
  exit $status
fi
best=$(printf '%s\n%s\n' "$peak0" "$peak1" | sort -g | tail -1)
# The nominal FP32 peak of this machine (../shared/NOTES.md: AVX-512 FMA,
# about 250 GFLOP/s per core on an idle machine) times the threads: what
# % nominal peak is measured against. The peak measured in the run (%
# measured peak) is lower whenever other processes share the cores.
nominal=$((${NOMINAL_PEAK_PER_CORE:-250} * OMP_NUM_THREADS))
echo "OMP_NUM_THREADS=$OMP_NUM_THREADS, median of $reps repetitions after a warm-up; load average before the table: $(cut -d' ' -f1-3 /proc/loadavg)."
echo
echo "| case | batch x M x N x K | epilogue | stitch ms | stitch GFLOP/s | % nominal peak | % measured peak | tiled-gemm ms | stitch speedup | OpenBLAS sgemm ms | stitch / OpenBLAS | OpenBLAS + epilogue ms | stitch / (OpenBLAS + epilogue) | checksums |"
echo "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
for r in "${rows[@]}"; do
  read -r name batch m n k epi flops t_s t_t t_b t_be agree <<<"$r"
  awk -v n="$name" -v sz="${batch}x${m}x${n}x${k}" -v e="$epi" -v f="$flops" -v ts="$t_s" -v tt="$t_t" \
      -v tb="$t_b" -v tbe="$t_be" -v pk="$best" -v nom="$nominal" -v ok="$agree" 'BEGIN {
    g = f / ts / 1e9
    tiled = (tt == "nan") ? "-" : sprintf("%.2f", tt * 1e3)
    sp = (tt == "nan") ? "-" : sprintf("%.2fx", tt / ts)
    printf "| %s | %s | %s | %.2f | %.1f | %.0f%% | %.0f%% | %s | %s | %.2f | %.2fx | %.2f | %.2fx | %s |\n",
      n, sz, e, ts * 1e3, g, 100 * g / nom, 100 * g / pk, tiled, sp, tb * 1e3, tb / ts, tbe * 1e3, tbe / ts, ok }'
done
echo
echo "FP32 FMA peak measured by baseline.c (AVX-512 FMA chains on every thread) before/after the cases: $peak0 / $peak1 GFLOP/s; % measured peak uses the best; % nominal peak uses $nominal GFLOP/s (${NOMINAL_PEAK_PER_CORE:-250} per core x $OMP_NUM_THREADS threads, ../shared/NOTES.md)."
echo "stitch / OpenBLAS = OpenBLAS time / stitch time (> 1: stitch faster); OpenBLAS + epilogue = sgemm then the epilogue as a separate vectorized OpenMP pass; conv3x3: im2col + sgemm; dwconv3x3: a direct vectorized C loop (no BLAS routine), flops 2 M N K with K = 9 taps."
exit $status
