#!/bin/bash
# Random linalg graphs (bench/fusion/gen_graph.py) run fused with the GPU
# mapping (stitch-fuse -> stitch-lower-kernels -> stitch-to-openmp), fused
# with stitch-compile-cpu's CPU mapping (stitch-lower-kernels-cpu:
# stitch-kernel-to-parallel{target=cpu}, stitch-approximate-math) and
# unfused (upstream bufferization + parallel loops) must print the same
# numbers (fusion-compare.py tolerance; infinities from growing values must
# match exactly). The CPU mapping is compared with the unfused program using
# the same polynomial math: chains of exp/tanh through matmuls amplify the
# few-ulp difference from libm past the tolerance, and
# test/Execution/approximate-math.mlir checks the polynomials themselves.
# A value off the f32 reference passes if it is as close to the graph run
# in f64 (the truth; f32 -> f64 throughout) as the reference is, up to a
# factor (fusion-compare.py --truth): stitch-cpu-gemm's FMAs round
# differently from the reference's mul + add, and 60-op chains through
# matmuls amplify that past a fixed tolerance where values cancel.
# Odd seeds turn packing on; extents alternate between 6 and 13 so that
# tiles and rows are partial.
#
# Usage: graph-differential.sh <root> <scratch dir> <count> <runner cmd...>
set -u
root=$1
dir=$2
count=$3
shift 3
runner=("$@")
inputs=$root/test/Execution/Inputs
status=0
mkdir -p "$dir"
unfused='func.func(convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'
unfused_approx=${unfused/stitch-lower-to-llvm-cpu/func.func(stitch-approximate-math),stitch-lower-to-llvm-cpu}
for seed in $(seq 1 "$count"); do
  size=$(( seed % 2 ? 13 : 6 ))
  fuse=stitch-fuse cpu_fuse='stitch-fuse{target=cpu}'
  (( seed % 2 )) && fuse='stitch-fuse{enable-packing=true}' cpu_fuse='stitch-fuse{target=cpu enable-packing=true}'
  g="$dir/g$seed"
  if ! python3 "$root/bench/fusion/gen_graph.py" --ops 60 --seed "$seed" --size "$size" -o "$g.mlir" ||
     ! python3 "$inputs/graph_main.py" "$g.mlir" "$g.main.mlir" ||
     ! stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module($unfused)" > "$g.ref.ll" ||
     ! stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module($unfused_approx)" > "$g.refapprox.ll" ||
     ! sed 's/f32/f64/g' "$g.main.mlir" > "$g.f64.mlir" ||
     ! stitch-opt "$g.f64.mlir" --pass-pipeline="builtin.module($unfused)" > "$g.ref64.ll" ||
     ! stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module(func.func(convert-elementwise-to-linalg,$fuse),stitch-lower-kernels,stitch-to-openmp)" > "$g.ll" 2> "$g.err" ||
     ! stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module(func.func(convert-elementwise-to-linalg,$cpu_fuse),stitch-lower-kernels-cpu,stitch-to-openmp)" > "$g.cpu.ll" 2>> "$g.err"; then
    echo "seed $seed: FAILED to compile"; cat "$g.err"; status=1; continue
  fi
  if grep -q "left unfused" "$g.err"; then
    echo "seed $seed: a kernel was left unfused"; cat "$g.err"; status=1
  fi
  if ! env OMP_NUM_THREADS=2 "${runner[@]}" < "$g.ref.ll" > "$g.ref" ||
     ! env OMP_NUM_THREADS=2 "${runner[@]}" < "$g.ll" > "$g.out" ||
     ! env OMP_NUM_THREADS=2 "${runner[@]}" < "$g.refapprox.ll" > "$g.refapprox" ||
     ! env OMP_NUM_THREADS=2 "${runner[@]}" < "$g.cpu.ll" > "$g.cpu" ||
     ! env OMP_NUM_THREADS=2 "${runner[@]}" < "$g.ref64.ll" > "$g.ref64" ||
     ! python3 "$inputs/fusion-compare.py" "$g.ref" "$g.out" --truth "$g.ref64" ||
     ! python3 "$inputs/fusion-compare.py" "$g.refapprox" "$g.cpu" --truth "$g.ref64"; then
    echo "seed $seed: fused and unfused DIFFER"; status=1; continue
  fi
done
[[ $status == 0 ]] && echo "all $count graphs agree"
exit $status
