#!/bin/bash
# fuse-reductions execution (fuse-reductions.test): each program of
# fuse_reductions.py compiles through the upstream pipeline without fusion
# (the reference) and through stitch-compile-cpu's kernel lowering with
# stitch-kernel-to-parallel{fuse-reductions=true} and =false (the
# registered stitch-lower-kernels-cpu spelled out by --dump-pass-pipeline
# with that option set); both fused programs run with OMP_NUM_THREADS=1
# and 2 and must print the reference's numbers within fusion-compare.py's
# tolerance. Prints per case the stitch.lowering facts `staged` and
# `fused` of the fuse-reductions=true compile.
#
# Usage: fuse-reductions.sh <Inputs dir> <scratch dir> <runner cmd...>
set -u
inputs=$1
dir=$2
shift 2
runner=("$@")
status=0
mkdir -p "$dir"
unfused='func.func(stitch-unfuse,convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'
# stitch-lower-kernels-cpu, one line, its options spelled out.
lower=$(echo 'module {}' | stitch-opt --pass-pipeline='builtin.module(stitch-lower-kernels-cpu)' --dump-pass-pipeline -o /dev/null 2>&1 | sed 1d | sed 's/^ *//' | tr -d '\n' | sed 's/^builtin.module(//; s/)$//')
if [[ $lower != *fuse-reductions=* ]]; then
  echo "cannot spell out stitch-lower-kernels-cpu: $lower"; exit 1
fi
dump=(--mlir-disable-threading --mlir-print-ir-after=stitch-kernel-to-parallel)
for name in $(python3 "$inputs/fuse_reductions.py" "$dir"); do
  src="$dir/$name.mlir"
  if ! stitch-opt "$src" --pass-pipeline="builtin.module($unfused)" > "$dir/$name.ref.ll"; then
    echo "$name: FAILED to compile the reference"; status=1; continue
  fi
  ok=1
  for fuse in true false; do
    p=$(echo "$lower" | sed "s/fuse-reductions=[a-z]*/fuse-reductions=$fuse/")
    if ! stitch-opt "$src" "${dump[@]}" --pass-pipeline="builtin.module(func.func(convert-elementwise-to-linalg,stitch-fuse),$p,stitch-to-openmp)" > "$dir/$name.$fuse.ll" 2> "$dir/$name.$fuse.loops.mlir"; then
      echo "$name: FAILED to compile with fuse-reductions=$fuse"; grep -h error "$dir/$name.$fuse.loops.mlir"; ok=0; status=1
    fi
  done
  ((ok)) || continue
  if ! env OMP_NUM_THREADS=1 "${runner[@]}" < "$dir/$name.ref.ll" > "$dir/$name.ref"; then
    echo "$name: FAILED to run the reference"; status=1; continue
  fi
  for fuse in true false; do
    for threads in 1 2; do
      if ! env OMP_NUM_THREADS=$threads "${runner[@]}" < "$dir/$name.$fuse.ll" > "$dir/$name.$fuse.$threads" ||
         ! python3 "$inputs/fusion-compare.py" "$dir/$name.ref" "$dir/$name.$fuse.$threads"; then
        echo "$name: FAILED with fuse-reductions=$fuse OMP_NUM_THREADS=$threads"; ok=0; status=1
      fi
    done
  done
  facts=$(sed -n '/func.func @f(/,/IR Dump\|func.func @main(/p' "$dir/$name.true.loops.mlir" | grep -o 'stitch.lowering = {[^}]*}' | grep -o '\(fused\|staged\) = [0-9]*\|strategy = "[a-z-]*"' | sed 's/ = /=/; s/"//g' | tr '\n' ' ' | sed 's/ $//')
  ((ok)) && echo "$name: fused and unfused lowerings match the reference ($(wc -l < "$dir/$name.ref") values; $facts)"
done
[[ $status == 0 ]] && echo "all fuse-reductions cases ok"
exit $status
