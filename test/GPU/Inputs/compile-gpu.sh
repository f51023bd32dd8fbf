#!/bin/bash
# stitch-compile-gpu on the example models and the kernel_kinds.py programs
# (linalg on tensors -> fused kernels -> GPU-style loops -> cubins): each
# must compile, with one gpu.binary per launched kernel. With `run`, each
# program also runs on the GPU (runner command after the scratch dir) and
# must print what its unfused CPU build prints (fusion-compare.py). The
# fused-kernel benchmark's cases (bench/fusion, small sizes; they print
# timings, so they are compiled, not compared) are compiled in both modes.
#
# Usage: compile-gpu.sh compile|run <root> <scratch dir> [runner cmd...]
set -u
mode=$1
root=$2
dir=$3
shift 3
runner=("$@")
inputs=$root/test/Execution/Inputs
cpu_runner=(mlir-runner -e main -entry-point-result=void
  "-shared-libs=$(dirname "$(command -v mlir-runner)")/../lib/libmlir_c_runner_utils.so,$(dirname "$(command -v mlir-runner)")/../lib/libmlir_runner_utils.so,$(dirname "$(command -v mlir-runner)")/../lib/libomp.so")
unfused='func.func(stitch-unfuse,convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'
status=0
mkdir -p "$dir"
python3 "$inputs/kernel_kinds.py" "$dir" > "$dir/cases"
stitch-opt "$root/examples/fusion/tosa_mlp.mlir" --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)' > "$dir/tosa_mlp.mlir" || status=1
cp "$root/examples/fusion/mlp.mlir" "$root/examples/fusion/encoder_block.mlir" "$dir/"
mkdir -p "$dir/bench"
python3 "$root/bench/fusion/gen_cases.py" --quick -o "$dir/bench" > /dev/null || status=1
for src in "$dir"/bench/*.mlir; do
  name=bench_$(basename "$src" .mlir)
  if ! stitch-opt "$src" --stitch-compile-gpu > "$dir/$name.gpu.mlir" 2> "$dir/$name.err"; then
    echo "$name: FAILED to compile"; cat "$dir/$name.err"; status=1; continue
  fi
  echo "$name: $(grep -c '^ *gpu.binary' "$dir/$name.gpu.mlir") kernels compiled"
done
for name in mlp encoder_block tosa_mlp $(cat "$dir/cases"); do
  src="$dir/$name.mlir"
  if ! stitch-opt "$src" --stitch-compile-gpu > "$dir/$name.gpu.mlir" 2> "$dir/$name.err"; then
    echo "$name: FAILED to compile"; cat "$dir/$name.err"; status=1; continue
  fi
  binaries=$(grep -c '^ *gpu.binary' "$dir/$name.gpu.mlir")
  launches=$(grep -o 'gpu.launch_func [^@]*@[a-z_0-9]*' "$dir/$name.gpu.mlir" | sed 's/.*@//' | sort -u | wc -l)
  if [[ $binaries == 0 || $binaries != "$launches" ]]; then
    echo "$name: $binaries binaries for $launches launched kernels"; status=1; continue
  fi
  if [[ $mode == run ]]; then
    if ! stitch-opt "$src" --pass-pipeline="builtin.module($unfused)" | "${cpu_runner[@]}" > "$dir/$name.cpu" ||
       ! "${runner[@]}" < "$dir/$name.gpu.mlir" > "$dir/$name.gpu" ||
       ! python3 "$inputs/fusion-compare.py" "$dir/$name.cpu" "$dir/$name.gpu"; then
      echo "$name: GPU run FAILED or differs from the CPU"; status=1; continue
    fi
    echo "$name: $binaries kernels, GPU matches CPU"
  else
    echo "$name: $binaries kernels compiled"
  fi
done
[[ $status == 0 ]] && echo "all programs ok"
exit $status
