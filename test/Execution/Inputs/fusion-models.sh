#!/bin/bash
# Runs each examples/fusion model on the CPU and compares its output with
# the C reference (fusion-models.c, within fusion-compare.py's tolerance),
# with OMP_NUM_THREADS=1 and 2. When `stitch-opt --list-stitch-passes` lists
# stitch-fuse, each model is also compiled through
# func.func(stitch-fuse,stitch-unfuse) first (stitch.kernel has no lowering
# to loops yet, so it is unfused before bufferization) and must print
# exactly the same; otherwise that check is skipped with a message. Then
# each model goes through stitch-compile-cpu (fused kernels lowered to
# GPU-style loops, then OpenMP) and must match the C reference too.
#
# Usage: fusion-models.sh <examples/fusion dir> <Inputs dir> <scratch prefix>
#        <runner cmd...>   (lit's %mlir-runner: reads MLIR on stdin)
set -u
models=$1
inputs=$2
tmp=$3
shift 3
runner=("$@")
status=0

# Upstream bufferization and the CPU pipeline; elementwise ops on tensors
# (math.tanh, arith.addf, linalg.add) become linalg.generic first.
prep_linalg='func.func(convert-elementwise-to-linalg)'
prep_tosa='func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize'
lower='one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'

have_fuse=0
if stitch-opt --list-stitch-passes | grep -qE '^[[:space:]]*stitch-fuse([[:space:]]|$)'; then
  have_fuse=1
else
  echo "stitch-fuse not registered: skipping the fuse/unfuse equivalence check"
fi

clang-22 -O1 "$inputs/fusion-models.c" -lm -o "$tmp.ref" || exit 1

for name in mlp encoder_block tosa_mlp; do
  src="$models/$name.mlir"
  prep=$prep_linalg
  [[ $name == tosa_* ]] && prep="$prep_tosa,$prep_linalg"
  "$tmp.ref" "$name" > "$tmp.$name.expected" || { status=1; continue; }
  if ! stitch-opt "$src" --pass-pipeline="builtin.module($prep)" > "$tmp.$name.linalg.mlir" ||
     ! stitch-opt "$tmp.$name.linalg.mlir" --pass-pipeline="builtin.module($lower)" > "$tmp.$name.ll.mlir"; then
    echo "$name: FAILED to compile"; status=1; continue
  fi
  ok=1
  for threads in 1 2; do
    if ! env OMP_NUM_THREADS=$threads "${runner[@]}" < "$tmp.$name.ll.mlir" > "$tmp.$name.out$threads" ||
       ! python3 "$inputs/fusion-compare.py" "$tmp.$name.expected" "$tmp.$name.out$threads"; then
      echo "$name: FAILED with OMP_NUM_THREADS=$threads"; ok=0; status=1
    fi
  done
  [[ $ok == 1 ]] && echo "$name: matches the C reference"

  if [[ $have_fuse != 1 ]]; then
    echo "$name: fuse/unfuse skipped (stitch-fuse not registered)"; continue
  fi
  if ! stitch-opt "$tmp.$name.linalg.mlir" --pass-pipeline='builtin.module(func.func(stitch-fuse))' > "$tmp.$name.fused.mlir"; then
    echo "$name: FAILED in stitch-fuse"; status=1; continue
  fi
  kernels=$(grep -c 'stitch.kernel' "$tmp.$name.fused.mlir")
  if ! stitch-opt "$tmp.$name.fused.mlir" --pass-pipeline="builtin.module(func.func(stitch-unfuse),$lower)" > "$tmp.$name.fused.ll.mlir" ||
     ! env OMP_NUM_THREADS=2 "${runner[@]}" < "$tmp.$name.fused.ll.mlir" > "$tmp.$name.fused.out"; then
    echo "$name: FAILED to compile or run after stitch-fuse,stitch-unfuse"; status=1; continue
  fi
  if diff "$tmp.$name.out2" "$tmp.$name.fused.out" > "$tmp.$name.diff"; then
    echo "$name: fuse/unfuse output identical ($kernels kernels)"
  else
    echo "$name: fuse/unfuse output DIFFERS ($kernels kernels)"; cat "$tmp.$name.diff"; status=1
  fi

  # Fused kernels lowered to GPU-style loops and run on the CPU
  # (stitch-compile-cpu): same numbers as the C reference.
  if ! stitch-opt "$tmp.$name.linalg.mlir" --stitch-compile-cpu > "$tmp.$name.compiled.ll.mlir"; then
    echo "$name: FAILED in stitch-compile-cpu"; status=1; continue
  fi
  ok=1
  for threads in 1 2; do
    if ! env OMP_NUM_THREADS=$threads "${runner[@]}" < "$tmp.$name.compiled.ll.mlir" > "$tmp.$name.compiled.out$threads" ||
       ! python3 "$inputs/fusion-compare.py" "$tmp.$name.expected" "$tmp.$name.compiled.out$threads"; then
      echo "$name: stitch-compile-cpu FAILED with OMP_NUM_THREADS=$threads"; ok=0; status=1
    fi
  done
  [[ $ok == 1 ]] && echo "$name: stitch-compile-cpu matches the C reference"
done
[[ $status == 0 ]] && echo "all models ok"
exit $status
