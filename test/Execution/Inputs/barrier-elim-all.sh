#!/bin/bash
# Runs every gpu2cpu execution test with stitch-barrier-elim in front of
# stitch-cpuify and checks that the program prints exactly what it prints
# without it (OMP_NUM_THREADS=2). Prints, per test, the barrier-elim report
# (barriers removed per kernel) and "same output" (or "same IR" when no
# barrier changed, so the compiled programs are identical), or a diff; then
# a summary line. Exits 1 if any output changed or anything failed.
#
# Usage: barrier-elim-all.sh <dir with *.mlir> <scratch prefix> <runner cmd...>
# (the runner command is lit's %mlir-runner: reads MLIR on stdin).
set -u
dir=$1
tmp=$2
shift 2
runner=("$@")
status=0
tests=0
ran=0
for f in "$dir"/*.mlir; do
  name=$(basename "$f" .mlir)
  # The pipeline the test itself compiles with (the RUN line writing
  # %t.ll.mlir); stitch-barrier-elim goes right before stitch-cpuify.
  run=$(grep -m1 -E 'RUN:.*> %t\.ll\.mlir' "$f")
  if [[ $run == *"--stitch-to-openmp"* ]]; then
    base='builtin.module(func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)'
  elif [[ $run =~ --pass-pipeline=\'([^\']*)\' ]]; then
    base=${BASH_REMATCH[1]}
  else
    echo "$name: SKIPPED (no pipeline found)"
    continue
  fi
  cpuify='func.func(stitch-cpuify'
  elim=${base/"$cpuify"/"func.func(stitch-barrier-elim{report=true}),$cpuify"}
  if ! stitch-opt "$f" --pass-pipeline="$base" > "$tmp.$name.base.mlir" ||
     ! stitch-opt "$f" --pass-pipeline="$elim" > "$tmp.$name.elim.mlir" 2> "$tmp.$name.report"; then
    echo "$name: COMPILE FAILED"
    cat "$tmp.$name.report"
    status=1
    continue
  fi
  sed "s/^stitch-barrier-elim: /$name: /" "$tmp.$name.report"
  tests=$((tests + 1))
  if cmp -s "$tmp.$name.base.mlir" "$tmp.$name.elim.mlir"; then
    echo "$name: same IR"
    continue
  fi
  ran=$((ran + 1))
  OMP_NUM_THREADS=2 "${runner[@]}" "$tmp.$name.base.mlir" > "$tmp.$name.base.out" || status=1
  OMP_NUM_THREADS=2 "${runner[@]}" "$tmp.$name.elim.mlir" > "$tmp.$name.elim.out" || status=1
  if diff "$tmp.$name.base.out" "$tmp.$name.elim.out" > "$tmp.$name.diff"; then
    echo "$name: same output"
  else
    echo "$name: OUTPUT CHANGED"
    head -20 "$tmp.$name.diff"
    status=1
  fi
done
if [ $status = 0 ]; then
  echo "$tests tests, $ran changed and run: all outputs unchanged"
fi
exit $status
