#!/bin/bash
# Execution check of stitch-cpu-gemm (cpu-gemm.test): the program of
# cpu_gemm.py compiled three ways, the fused ones run with OMP_NUM_THREADS=1 and 2:
#   ref    upstream bufferization + parallel loops, no fusion
#   cpu    stitch-lower-kernels-cpu as stitch-compile-cpu runs it (the host's
#          vector ISA and L2: few, large output tiles)
#   small  the same with stitch-cpu-gemm{l2-kib=16 cpu=avx2}: many small
#          output tiles, partial ones at the edges (dynamic shapes inside the
#          parallel loop), AVX2 register tiles
# The fused results must match ref (run once, with one thread) within fusion-compare.py's tolerance;
# prints the stitch.lowering strategies of @f per variant and the kernels
# stitch-cpu-gemm left (`left`).
# Usage: cpu-gemm.sh <Inputs dir> <scratch dir> <runner cmd...>
set -u
inputs=$1
dir=$2
shift 2
runner=("$@")
mkdir -p "$dir"
python3 "$inputs/cpu_gemm.py" "$dir" || exit 1
src=$dir/cpu_gemm.mlir
fuse='func.func(convert-elementwise-to-linalg,stitch-fuse)'
ref='one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'
rest='one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,func.func(stitch-split-deallocs),buffer-deallocation-simplification,bufferization-lower-deallocations,cse,convert-bufferization-to-memref,func.func(scf-forall-to-parallel,convert-vector-to-scf{full-unroll=true},stitch-approximate-math),stitch-to-openmp'
declare -A pipe=(
  [ref]="builtin.module($ref)"
  [cpu]="builtin.module($fuse,stitch-lower-kernels-cpu,stitch-to-openmp)"
  [small]="builtin.module($fuse,func.func(linalg-generalize-named-ops,stitch-cpu-gemm{l2-kib=16 cpu=avx2},stitch-kernel-to-parallel{target=cpu}),$rest)"
)
status=0
for v in ref cpu small; do
  stitch-opt "$src" --pass-pipeline="${pipe[$v]}" -o "$dir/$v.ll" || { echo "$v: FAILED to compile"; exit 1; }
done
# The reference once (one thread): its loops are the same with two.
env OMP_NUM_THREADS=1 "${runner[@]}" < "$dir/ref.ll" > "$dir/ref" || { echo "ref: FAILED to run"; exit 1; }
for v in cpu small; do
  opts=""
  [[ $v == small ]] && opts="{l2-kib=16 cpu=avx2}"
  # the strategies stitch-cpu-gemm recorded, and the gemm_epilogue kernels
  # it left to stitch-kernel-to-parallel
  strategies=$(stitch-opt "$src" --pass-pipeline="builtin.module($fuse,func.func(linalg-generalize-named-ops,stitch-cpu-gemm$opts))" |
    sed -n '/func.func @f(/,/func.func @main(/p' | grep -o 'strategy = "[a-z-]*"\|stitch.kernel gemm_epilogue' |
    sed 's/strategy = //; s/"//g; s/stitch.kernel gemm_epilogue/left/' | sort | uniq -c |
    awk '{printf "%s%s x%s", (NR > 1 ? ", " : ""), $2, $1}')
  ok=1
  for threads in 1 2; do
    if ! env OMP_NUM_THREADS=$threads "${runner[@]}" < "$dir/$v.ll" > "$dir/$v$threads" ||
       ! python3 "$inputs/fusion-compare.py" "$dir/ref" "$dir/$v$threads"; then
      echo "$v: FAILED with OMP_NUM_THREADS=$threads"; ok=0; status=1
    fi
  done
  [[ $ok == 1 ]] && echo "$v: matches unfused ($(wc -l < "$dir/${v}1") values; $strategies)"
done
exit $status
