#!/bin/bash
# Fused vs unfused execution of the kernel_kinds.py programs: each compiles
# with the GPU mapping (stitch-fuse -> stitch-lower-kernels ->
# stitch-to-openmp: lane groups, shared-memory trees, barriers lowered by
# cpuify), with the CPU mapping of stitch-compile-cpu
# (stitch-lower-kernels-cpu: stitch-cpu-gemm, stitch-kernel-to-parallel{target=cpu},
# stitch-approximate-math) and
# through the upstream pipeline without fusion; all run with
# OMP_NUM_THREADS=1 and 2 and must print the same numbers within
# fusion-compare.py's tolerance. Also prints the strategies each kernel
# lowering chose (stitch.lowering) so the lit test can check them.
#
# The strategies are read from an IR dump after stitch-kernel-to-parallel in
# the compiles that are run anyway, and the unfused reference runs once (at
# 1 thread): the fused programs at both thread counts compare with it.
#
# Usage: kernel-kinds.sh <Inputs dir> <scratch dir> <case regex> <runner cmd...>
# (the regex, e.g. '^(softmax|layernorm)$', picks the cases of one lit test
# so that lit runs the groups side by side).
set -u
inputs=$1
dir=$2
pick=$3
shift 3
runner=("$@")
status=0
mkdir -p "$dir"
# stitch-unfuse first: some cases come pre-fused.
unfused='func.func(stitch-unfuse,convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'
# "rows x1, elementwise x2": the stitch.lowering strategies of @f in $1
# (main's input generators may fuse too).
strategies_of() {
  sed -n '/func.func @f(/,/IR Dump\|func.func @main(/p' "$1" | grep -o 'strategy = "[a-z-]*"' | sed 's/strategy = //; s/"//g' | sort | uniq -c | awk '{printf "%s%s x%s", (NR > 1 ? ", " : ""), $2, $1}'
}
# The IR after each kernel lowering, on stderr, with threading off so that
# the function dumps do not interleave.
dump=(--mlir-disable-threading --mlir-print-ir-after=stitch-kernel-to-parallel)
for name in $(python3 "$inputs/kernel_kinds.py" "$dir" | grep -E "$pick"); do
  src="$dir/$name.mlir"
  # stitch-compile-cpu spelled out, so that the packed case can turn
  # packing on.
  fuse=stitch-fuse
  [[ $name == packed ]] && fuse='stitch-fuse{enable-packing=true}'
  if ! stitch-opt "$src" --pass-pipeline="builtin.module($unfused)" > "$dir/$name.ref.ll" ||
     ! stitch-opt "$src" "${dump[@]}" --pass-pipeline="builtin.module(func.func(convert-elementwise-to-linalg,$fuse),stitch-lower-kernels-cpu,stitch-to-openmp)" > "$dir/$name.cpu.ll" 2> "$dir/$name.cpuloops.mlir" ||
     ! stitch-opt "$src" "${dump[@]}" --pass-pipeline="builtin.module(func.func(convert-elementwise-to-linalg,$fuse),stitch-lower-kernels,stitch-to-openmp)" > "$dir/$name.ll" 2> "$dir/$name.loops.mlir"; then
    echo "$name: FAILED to compile"; grep -h "error" "$dir/$name".*loops.mlir; status=1; continue
  fi
  strategies=$(strategies_of "$dir/$name.loops.mlir")
  cpu_strategies=$(strategies_of "$dir/$name.cpuloops.mlir")
  ok=1
  if ! env OMP_NUM_THREADS=1 "${runner[@]}" < "$dir/$name.ref.ll" > "$dir/$name.ref"; then
    echo "$name: FAILED to run the unfused reference"; status=1; continue
  fi
  for threads in 1 2; do
    if ! env OMP_NUM_THREADS=$threads "${runner[@]}" < "$dir/$name.ll" > "$dir/$name.out$threads" ||
       ! env OMP_NUM_THREADS=$threads "${runner[@]}" < "$dir/$name.cpu.ll" > "$dir/$name.cpu$threads" ||
       ! python3 "$inputs/fusion-compare.py" "$dir/$name.ref" "$dir/$name.out$threads" ||
       ! python3 "$inputs/fusion-compare.py" "$dir/$name.ref" "$dir/$name.cpu$threads"; then
      echo "$name: FAILED with OMP_NUM_THREADS=$threads"; ok=0; status=1
    fi
  done
  [[ $ok == 1 ]] && echo "$name: fused matches unfused ($(wc -l < "$dir/$name.out1") values; gpu mapping: $strategies; cpu mapping: $cpu_strategies)"
done
[[ $status == 0 ]] && echo "all picked kernel kinds ok"
exit $status
