#!/bin/bash
# Front-end models (TOSA, torch-mlir style linalg; Inputs/frontend/*.mlir,
# each a @graph) compute the same numbers
#  - through stitch-compile-cpu given the TOSA / linalg directly
#    (stitch-frontend first),
#  - fused straight from upstream tosa-to-linalg output, unit dims not
#    folded (pinned (0, d1) / (d0, 0) maps in kernels), CPU and GPU mappings,
# as the upstream unfused lowering (fusion-compare.py tolerance; all with
# the same polynomial math), and each becomes the one kernel the fusion
# report announces.
# Usage: fusion-frontend.sh <root> <scratch dir> <name regex> <runner cmd...>
# (the regex, e.g. '^(gather|scalar)', picks the graphs of one lit test so
# that lit runs the groups side by side).
set -u
root=$1
dir=$2
pick=$3
shift 3
runner=("$@")
inputs=$root/test/Execution/Inputs
mkdir -p "$dir"
status=0
tosa='func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize'
unfused="$tosa,func.func(convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,func.func(stitch-approximate-math),stitch-lower-to-llvm-cpu"
for src in "$inputs"/frontend/*.mlir; do
  name=$(basename "$src" .mlir)
  [[ $name =~ $pick ]] || continue
  g="$dir/$name"
  python3 "$inputs/graph_main.py" "$src" "$g.main.mlir" || { echo "$name: FAILED to add main"; status=1; continue; }
  launches=$(stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true}),stitch-fusion-report)" -o /dev/null |
             python3 -c "import json,sys; f=[f for f in json.load(sys.stdin)['functions'] if f['name']=='graph'][0]; print(f['launches_after'])")
  if ! stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module($unfused)" > "$g.ref.ll" ||
     ! stitch-opt "$g.main.mlir" --stitch-compile-cpu > "$g.cpu.ll" 2> "$g.err" ||
     ! stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module($tosa,func.func(stitch-fuse{target=cpu}),stitch-lower-kernels-cpu,stitch-to-openmp)" > "$g.up.ll" 2>> "$g.err" ||
     ! stitch-opt "$g.main.mlir" --pass-pipeline="builtin.module($tosa,func.func(stitch-fuse),stitch-lower-kernels,func.func(stitch-approximate-math),stitch-to-openmp)" > "$g.gpu.ll" 2>> "$g.err"; then
    echo "$name: FAILED to compile"; cat "$g.err"; status=1; continue
  fi
  if grep -q "left unfused\|warning" "$g.err"; then
    echo "$name: a kernel was not lowered"; cat "$g.err"; status=1
  fi
  ok=1
  env OMP_NUM_THREADS=2 "${runner[@]}" < "$g.ref.ll" > "$g.ref" || ok=0
  for v in cpu up gpu; do
    env OMP_NUM_THREADS=2 "${runner[@]}" < "$g.$v.ll" > "$g.$v" &&
      python3 "$inputs/fusion-compare.py" "$g.ref" "$g.$v" || { echo "$name: $v DIFFERS"; ok=0; }
  done
  [[ $ok == 1 ]] && echo "$name: $launches launch(es), same numbers" || status=1
done
exit $status
