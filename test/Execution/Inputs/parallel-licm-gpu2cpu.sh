#!/bin/bash
# Runs every gpu2cpu execution test with stitch-parallel-licm added to its
# pipeline, on the module (calls analysed) and nested in func.func, and
# checks that the output is the one the test's own pipeline gives.
#
# usage: parallel-licm-gpu2cpu.sh GPU2CPU_DIR WORK_DIR MLIR_RUNNER_COMMAND...
# The pipeline is taken from the test's `stitch-opt %s ... > %t.ll.mlir` RUN
# line; stitch-parallel-licm goes right before func.func(stitch-cpuify) (after
# stitch-gpu-to-parallel, which creates the loops) or stitch-to-openmp.
set -u
dir=$1
work=$2
shift 2
runner=("$@")
mkdir -p "$work"
# Checks one test; problems go to stderr, and make it return 1.
check() {
  local test=$1 name line pipeline anchor base mode licm with threads
  local status=0
  name=$(basename "$test" .mlir)
  line=$(grep -m1 -E "RUN: stitch-opt %s .*> %t\.ll\.mlir" "$test")
  if [ -z "$line" ]; then
    echo "$name: no main pipeline RUN line" >&2
    return 1
  fi
  if [[ $line =~ --pass-pipeline=\'builtin\.module\((.*)\)\' ]]; then
    pipeline=${BASH_REMATCH[1]}
  elif [[ $line =~ --stitch-to-openmp ]]; then
    pipeline=stitch-to-openmp
  else
    echo "$name: unrecognized pipeline: $line" >&2
    return 1
  fi
  case $pipeline in
  *"func.func(stitch-cpuify"*) anchor="func.func(stitch-cpuify" ;;
  *stitch-to-openmp*) anchor=stitch-to-openmp ;;
  *)
    echo "$name: no place for stitch-parallel-licm in $pipeline" >&2
    return 1
    ;;
  esac
  base="$work/$name"
  stitch-opt "$test" --pass-pipeline="builtin.module($pipeline)" > "$base.ref.mlir" &&
    env OMP_NUM_THREADS=1 "${runner[@]}" "$base.ref.mlir" > "$base.expected" || {
    echo "$name: the test's own pipeline failed" >&2
    return 1
  }
  for mode in module func; do
    if [ $mode = module ]; then
      licm="stitch-parallel-licm,"
    else
      licm="func.func(stitch-parallel-licm),"
    fi
    with=${pipeline/"$anchor"/"$licm$anchor"}
    stitch-opt "$test" --pass-pipeline="builtin.module($with)" > "$base.$mode.mlir" || {
      echo "$name ($mode): stitch-opt failed on builtin.module($with)" >&2
      status=1
      continue
    }
    for threads in 1 2; do
      if ! env OMP_NUM_THREADS=$threads "${runner[@]}" "$base.$mode.mlir" > "$base.$mode.out$threads" ||
        ! diff "$base.expected" "$base.$mode.out$threads" > /dev/null; then
        echo "$name ($mode, OMP_NUM_THREADS=$threads): output differs" >&2
        status=1
      fi
    done
  done
  return $status
}

# A few tests at a time; each leaves a .ok file when it passes.
jobs=4
tests=("$dir"/*.mlir)
for test in "${tests[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge $jobs ]; do
    wait -n
  done
  name=$(basename "$test" .mlir)
  rm -f "$work/$name.ok"
  (check "$test" && touch "$work/$name.ok") &
done
wait
failed=0
count=0
for test in "${tests[@]}"; do
  name=$(basename "$test" .mlir)
  if [ -f "$work/$name.ok" ]; then
    count=$((count + 1))
  else
    echo "FAILED: $name" >&2
    failed=1
  fi
done
echo "checked $count tests"
exit $failed
