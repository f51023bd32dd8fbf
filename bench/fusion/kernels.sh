#!/usr/bin/env bash
# Fused-kernel benchmark (issue 7): memory-bound transformer subgraphs in
# linalg on tensors (bench/fusion/cases/, written by gen_cases.py), each
# compiled three ways and run with mlir-runner in one go:
#   stitch         builtin.module(stitch-compile-cpu)
#   unfused        func.func(convert-elementwise-to-linalg), then upstream
#                  bufferization + convert-linalg-to-parallel-loops +
#                  stitch-lower-to-llvm-cpu (no fusion)
#   upstream-fused the same with func.func(linalg-fuse-elementwise-ops,
#                  canonicalize) after convert-elementwise-to-linalg
# (packed50 also runs stitch with stitch-fuse{enable-packing=true}, its own
# row: stitch-compile-cpu leaves packing off). Each program times its own
# calls of the case function with rtclock (warm-up first, input set-up not
# timed) and prints checksums of its results; the three variants must agree
# within a float tolerance (a mismatch is marked in the table and makes the
# script exit 1). A STREAM triad (stream.c, clang -O3 -fopenmp, 3 x 64 MiB)
# runs before and after the cases with the same OMP_NUM_THREADS; the best of
# the two is the reference of the % STREAM column. Prints a markdown table.
#
#   bench/fusion/kernels.sh [--check|--quick] [--reps N] [--out DIR]
#                           [--stitch-opt PATH] [case...]
#
#   --check, --quick  small sizes (gen_cases.py --quick), one repetition, no
#                     STREAM, JIT at -O0, runs in parallel: only checks that
#                     the variants compile, run and agree; exits non-zero
#                     otherwise
#   --reps N          timed repetitions per case and variant (median; default 5)
#   --out DIR         scratch directory (default build/bench-fusion)
#   --stitch-opt      the driver (default build/bin/stitch-opt)
#   case...           only these cases (default: all)
#
# Environment: OMP_NUM_THREADS (default 2), LLVM (default /usr/lib/llvm-22),
# CLANG (default clang-22), JOBS (parallel compiles, default nproc),
# BENCH_MALLOC=system to keep glibc's default allocator settings (by default
# the programs run with mmap off and trimming off, so a freed 64 MiB buffer is
# reused by the next call instead of being returned to the kernel and page-
# faulted in again: every variant allocates its outputs and intermediates
# per call, and fresh pages would otherwise dominate the smaller kernels).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

prog=kernels.sh
help_lines='2,38p'
out=$root/build/bench-fusion
source "$here/common.sh"

#===------------------------------------------------------------------------===#
# Variants: ID and pass pipeline. The order is the table's.
#===------------------------------------------------------------------------===#
# The shared variants (common.sh), plus stitch-compile-cpu spelled out with
# packing on for the packing case.
pipeline+=(
  [stitch_pack]='builtin.module(func.func(convert-elementwise-to-linalg,stitch-fuse{target=cpu enable-packing=true}),stitch-lower-kernels-cpu,stitch-to-openmp)'
)
variants_of() { # case -> variant IDs
  if [[ $1 == packed50 ]]; then echo "stitch unfused upfused upfused_approx stitch_pack"; else echo "stitch unfused upfused upfused_approx"; fi
}
#===------------------------------------------------------------------------===#

select_cases case "$(python3 "$here/gen_cases.py" --list)"
cases=("${selected[@]}")
if ((check)); then
  reps=1
  python3 "$here/gen_cases.py" --quick -o "$out/src" "${cases[@]}"
else
  for c in "${cases[@]}"; do cp "$here/cases/$c.mlir" "$out/src/"; done
fi
for c in "${cases[@]}"; do
  sed -i "s|arith.constant [0-9]* : index  // BENCH_REPS|arith.constant $reps : index  // BENCH_REPS|" \
    "$out/src/$c.mlir"
done

start=$SECONDS
# Compiles case $1 with variant $2 into obj/$1.$2.mlir (LLVM dialect); on
# failure the messages stay in log/$1.$2.compile.
compile() {
  "$stitch_opt" --pass-pipeline="${pipeline[$2]}" "$out/src/$1.mlir" \
    -o "$out/obj/$1.$2.mlir" >"$out/log/$1.$2.compile" 2>&1 || rm -f "$out/obj/$1.$2.mlir"
  progress "compiled $1 / $2$([[ -f $out/obj/$1.$2.mlir ]] || echo ' FAILED')"
}
# Runs obj/$1.$2.mlir; output in run/$1.$2.out, messages in log/$1.$2.run.
run_one() {
  [[ -f $out/obj/$1.$2.mlir ]] || return 0
  env "${malloc_env[@]}" "${runner[@]}" "$out/obj/$1.$2.mlir" >"$out/run/$1.$2.out" \
    2>"$out/log/$1.$2.run" || echo "exit status $?" >>"$out/log/$1.$2.run"
  progress "ran $1 / $2"
}

echo "compiling ${#cases[@]} cases (stitch-opt: $stitch_opt)" >&2
for c in "${cases[@]}"; do
  for v in $(variants_of "$c"); do
    spawn compile "$c" "$v"
  done
  spawn log_strategies "$c"
done
wait

stream_before

if ((check)); then
  # No timing: run in parallel.
  running=0
  for c in "${cases[@]}"; do
    for v in $(variants_of "$c"); do
      spawn run_one "$c" "$v"
    done
  done
  wait
else
  for c in "${cases[@]}"; do
    for v in $(variants_of "$c"); do
      run_one "$c" "$v"
    done
  done
  "$out/stream" >"$out/run/stream.after"
  stream_runs+=("$out/run/stream.after")
fi
echo "done in $((SECONDS - start)) s" >&2

report=(python3 "$here/report.py" --out "$out" --threads "$OMP_NUM_THREADS" --reps "$reps")
((check)) && report+=(--check)
for s in "${stream_runs[@]}"; do report+=(--stream "$s"); done
for c in "${cases[@]}"; do report+=(--case "$c:$(variants_of "$c" | tr ' ' ,)"); done
"${report[@]}"
