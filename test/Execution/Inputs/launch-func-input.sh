#!/bin/bash
# Outlines the gpu.launch kernels of execution tests with upstream
# gpu-kernel-outlining, compiles the result with stitch-to-openmp and checks
# the output against each test's own CHECK lines.
#
# usage: launch-func-input.sh [--async] EXECUTION_DIR WORK_DIR TEST... -- MLIR_RUNNER_COMMAND...
# --async: then upstream gpu-async-region too (launches with async
# dependencies and tokens, gpu.wait). Prints "ran NAME" per test that passed;
# problems go to stderr and make the script exit 1.
set -u
async=false
if [ "$1" = --async ]; then
  async=true
  shift
fi
dir=$1
work=$2
shift 2
tests=()
while [ "$1" != "--" ]; do
  tests+=("$1")
  shift
done
shift
runner=("$@")
mkdir -p "$work"
status=0
for name in "${tests[@]}"; do
  base=$work/$name
  if mlir-opt --gpu-kernel-outlining "$dir/$name.mlir" -o "$base.outlined.mlir" &&
     grep -q gpu.launch_func "$base.outlined.mlir" &&
     { ! $async || { mlir-opt "$base.outlined.mlir" -o "$base.async.mlir" \
           --pass-pipeline='builtin.module(func.func(gpu-async-region))' &&
         grep -q "gpu.launch_func async" "$base.async.mlir" &&
         mv "$base.async.mlir" "$base.outlined.mlir"; }; } &&
     stitch-opt "$base.outlined.mlir" --stitch-to-openmp -o "$base.ll.mlir" &&
     env OMP_NUM_THREADS=2 "${runner[@]}" "$base.ll.mlir" > "$base.out" &&
     FileCheck "$dir/$name.mlir" --input-file "$base.out"; then
    echo "ran $name"
  else
    echo "$name: failed" >&2
    status=1
  fi
done
exit $status
