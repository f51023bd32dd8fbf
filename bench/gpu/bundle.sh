#!/bin/bash
# Builds, on this machine (MLIR, clang, the CUDA toolkit; no GPU needed), a
# self-contained folder that checks and times Stitch's GPU path on a machine
# that has an NVIDIA GPU and its driver but no MLIR or LLVM: every program is
# compiled ahead of time (stitch-opt -> mlir-translate -> clang) into an
# executable linked with libstitch_cuda_runtime.so and MLIR's runner-utils
# libraries, copied into the folder. Run it there with `bash DIR/run.sh`
# (bench/gpu/run.sh, copied in).
#
#   bench/gpu/bundle.sh [--out DIR] [--quick] [--kinds LIST] [--only REGEX]
#
#   --out DIR  the folder (default build/gpu-bundle; replaced)
#   --quick    the correctness programs only (no timed programs)
#   --kinds L  only these groups, comma-separated (default all): gpu2cpu,
#              kinds, bench (fusion cases), models (model corpus at test
#              sizes), dyn, time, sweep (not by default: the fusion
#              cases at other block and tile sizes)
#   --only RE  only the programs whose "KIND NAME" matches the extended
#              regular expression RE (e.g. '^gpu2cpu block-reduce$')
#
# What goes in (each with what it must print, computed here independently
# of the GPU path):
#   check/gpu2cpu-NAME   test/Execution/gpu2cpu kernels through
#                        stitch-to-nvvm; expected: the test's own C
#                        reference, compared exactly
#   check/kinds-NAME     the fused-kernel kinds (kernel_kinds.py), the
#                        example MLP/encoder/TOSA MLP, the fusion bench
#                        cases and the model corpus at test sizes, through
#                        stitch-compile-gpu; expected: their unfused CPU
#                        build (upstream bufferization + parallel loops),
#                        compared within fusion-compare.py's tolerance
#                        (kinds) or report.py's checksum tolerance (bench)
#   check/dyn-NAME      dynamic_kernels.py's cases at 1, 37 and 1000 rows
#                        and the TOSA model corpus (dynamic-batch models
#                        at batch 1 and 3) through stitch-compile-gpu:
#                        grids sized at run time; expected: the unfused
#                        upstream lowering (TOSA: tosa-to-linalg), within
#                        fusion-compare.py's tolerance (bench/gpu/gen_programs.py)
#   time/NAME            the fusion bench cases and the model corpus at
#                        benchmark sizes through stitch-compile-gpu; run.sh
#                        times their kernels with Nsight Compute
# Prints one line per program built; exits 1 if any failed to build.
set -uo pipefail
shopt -s nullglob
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$root/build/gpu-bundle
quick=0
only=.
kinds=gpu2cpu,kinds,bench,models,dyn,time
while [[ $# -gt 0 ]]; do
  case $1 in
  --out) out=$2; shift 2 ;;
  --quick) quick=1; shift ;;
  --only) only=$2; shift 2 ;;
  --kinds) kinds=$2; shift 2 ;;
  *) echo "usage: bundle.sh [--out DIR] [--quick] [--kinds LIST] [--only REGEX]" >&2; exit 2 ;;
  esac
done
llvm=${LLVM:-/usr/lib/llvm-22}
clang=${CLANG:-clang-22}
opt=${STITCH_OPT:-$root/build/bin/stitch-opt}
runtime=$root/build/lib/libstitch_cuda_runtime.so
export PATH=$(dirname "$opt"):$llvm/bin:$PATH
export CUDA_ROOT=${CUDA_ROOT:-/usr/local/cuda}
[[ -x $opt && -f $runtime ]] || { echo "bundle.sh: build Stitch with the CUDA runtime first ($opt, $runtime)" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out/lib" "$out/check" "$out/time" "$out/work/linkonly"
work=$out/work

# The runtime, the runner-utils libraries and a libcuda.so.1 to link with.
source "$here/libs.sh"
gpu_libs "$out/lib" "$work/linkonly" || exit 1
# MLIR's `func.func @main()` returns nothing; the process exits 0 after it.
printf 'void stitch_bundle_main(void);\nint main(void) { stitch_bundle_main(); return 0; }\n' > "$work/entry.c"
"$clang" -c "$work/entry.c" -o "$work/entry.o" || exit 1
cp "$here/run.sh" "$here/times.py" "$here/torch_cases.py" "$root/test/Execution/Inputs/fusion-compare.py" \
  "$root/bench/fusion/gen_cases.py" "$out/"

# aot GPU_MLIR EXE: the LLVM-dialect module with gpu.binary ops -> executable.
aot() {
  local src=$1 exe=$2
  mlir-translate --mlir-to-llvmir "$src" -o "$exe.ll" &&
    sed -i -E 's/^define (.*)@main\(\)/define \1@stitch_bundle_main()/' "$exe.ll" &&
    "$clang" -O2 -Wno-override-module -c -x ir "$exe.ll" -o "$exe.o" &&
    "$clang" "$exe.o" "$work/entry.o" -L"$out/lib" "${GPU_LINK_LIBS[@]}" -lm \
      -Wl,-rpath-link,"$out/lib:$work/linkonly" -Wl,-rpath,'$ORIGIN/../lib' -o "$exe" &&
    rm -f "$exe.ll" "$exe.o"
}

unfused='func.func(stitch-unfuse,convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'
# The TOSA models' reference: test/Models/Inputs/tosa_harness.py's
# REF_PIPELINE (upstream tosa-to-linalg, no fusion) without its approximate
# math: the GPU path calls libdevice, so the reference calls libm.
reference=$(python3 - "$root/test/Models/Inputs" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
import tosa_harness as th
approx = "func.func(stitch-approximate-math),"
assert approx in th.REF_PIPELINE and th.REF_PIPELINE.startswith("builtin.module(")
print(th.REF_PIPELINE[len("builtin.module("):-1].replace(approx, ""))
PY
) || { echo "bundle.sh: cannot read tosa_harness.py's reference pipeline" >&2; exit 1; }
cpu_runner=(mlir-runner -e main -entry-point-result=void
  "-shared-libs=$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libomp.so")

# one KIND NAME SRC: builds one program; writes NAME.status (ok / why not).
one() {
  local kind=$1 name=$2 src=$3 lowering=${4:-} dest ref
  case $kind in
  gpu2cpu)
    dest=$out/check/gpu2cpu-$name
    ref=$(sed -n -E 's|^// RUN: clang-22 -O1 %S/Inputs/([a-z0-9-]+\.c) .*|\1|p' "$src" | head -1)
    [[ -n $ref ]] || { echo "no C reference" > "$dest.status"; return; }
    "$clang" -O1 "$(dirname "$src")/Inputs/$ref" -o "$work/$name.ref" 2> "$dest.status" &&
      "$work/$name.ref" > "$dest.expected" || { echo "C reference failed" >> "$dest.status"; return; }
    echo exact > "$dest.compare"
    stitch-opt "$src" --stitch-to-nvvm -o "$work/gpu2cpu-$name.mlir" 2> "$dest.status" || return
    ;;
  kinds|bench|dyn)
    dest=$out/check/$kind-$name
    local ref=$unfused
    [[ $name == model-* ]] && ref=$reference
    if [[ $kind == bench ]]; then echo checksums > "$dest.compare"; else echo numbers > "$dest.compare"; fi
    # The models chain exp/tanh/rsqrt through matmuls: a few-ulp difference
    # of libdevice from libm grows past 1e-4 relative on a few elements (on
    # llama_block the fused CPU path's polynomials differ from libm as much,
    # which is why tosa_harness.py gives its reference the same math as the
    # CPU path): absolute 1e-4 allowed besides.
    [[ $name == model-* ]] && echo "numbers --atol 1e-4" > "$dest.compare"
    stitch-opt "$src" --pass-pipeline="builtin.module($ref)" 2> "$dest.status" |
      OMP_NUM_THREADS=2 "${cpu_runner[@]}" > "$dest.expected" 2>> "$dest.status" ||
      { echo "unfused CPU run failed" >> "$dest.status"; return; }
    stitch-opt "$src" --stitch-compile-gpu -o "$work/$kind-$name.mlir" 2> "$dest.status" || return
    ;;
  time)
    dest=$out/time/$name
    if [[ -z $lowering ]]; then
      stitch-opt "$src" --stitch-compile-gpu -o "$work/time-$name.mlir" 2> "$dest.status" || return
    else # stitch-compile-gpu with one option of stitch-kernel-to-parallel changed
      stitch-opt "$src" --pass-pipeline="$(sed -E "s/(stitch-kernel-to-parallel\{[^}]*)\<${lowering%%=*}=[0-9]+/\1$lowering/" <<< "$compile_gpu")" \
        -o "$work/time-$name.mlir" 2> "$dest.status" || return
    fi
    # What run.sh needs to split the kernel trace into calls: launches per
    # call of the case function, and calls (one for the checksums, then
    # reps x inner timed).
    local launches reps inner bytes
    launches=$(grep -c 'gpu.launch_func' "$work/time-$name.mlir")
    reps=$(sed -n -E 's/.*%bench_reps = arith.constant ([0-9]+) .*/\1/p' "$src")
    inner=$(sed -n -E 's/.*%bench_inner = arith.constant ([0-9]+) .*/\1/p' "$src")
    bytes=$(sed -n -E 's|^// bench: .* bytes=([0-9]+) .*|\1|p' "$src")
    echo "launches=$launches calls=$((1 + reps * inner)) bytes=$bytes inner=$inner" > "$dest.info"
    ;;
  esac
  aot "$work/$kind-$name.mlir" "$dest" 2>> "$dest.status" || {
    echo "ahead-of-time build failed" >> "$dest.status"; return; }
  echo ok > "$dest.status"
}

# The sources.
want() { [[ ,$kinds, == *,$1,* ]]; }
jobs=()
if want gpu2cpu; then
  for src in "$root"/test/Execution/gpu2cpu/*.mlir; do jobs+=("gpu2cpu $(basename "$src" .mlir) $src"); done
fi
if want kinds; then
  python3 "$root/test/Execution/Inputs/kernel_kinds.py" "$work/kinds" > "$work/kinds.list"
  stitch-opt "$root/examples/fusion/tosa_mlp.mlir" \
    --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)' \
    -o "$work/kinds/tosa_mlp.mlir"
  cp "$root/examples/fusion/mlp.mlir" "$root/examples/fusion/encoder_block.mlir" "$work/kinds/"
  for src in "$work"/kinds/*.mlir; do jobs+=("kinds $(basename "$src" .mlir) $src"); done
fi
mkdir -p "$work/bench-quick" "$work/bench-full"
want bench && python3 "$root/bench/fusion/gen_cases.py" --quick -o "$work/bench-quick" > /dev/null
want models && python3 "$root/bench/fusion/gen_model_cases.py" --quick -o "$work/bench-quick" --stitch-opt "$opt" > /dev/null
for src in "$work"/bench-quick/*.mlir; do jobs+=("bench $(basename "$src" .mlir) $src"); done
if want dyn; then
  python3 "$here/gen_programs.py" "$work/dyn"
  for src in "$work"/dyn/*.mlir; do jobs+=("dyn $(basename "$src" .mlir) $src"); done
fi
if [[ $quick == 0 ]] && want time; then
  python3 "$root/bench/fusion/gen_cases.py" -o "$work/bench-full" > /dev/null
  python3 "$root/bench/fusion/gen_model_cases.py" -o "$work/bench-full" --stitch-opt "$opt" > /dev/null
  for src in "$work"/bench-full/*.mlir; do jobs+=("time $(basename "$src" .mlir) $src"); done
fi
# sweep: the fusion cases with other stitch-kernel-to-parallel block sizes
# (default 256) and GEMM tile sizes (default 16), timed like time/.
if [[ $quick == 0 ]] && want sweep; then
  # stitch-compile-gpu expanded, for one() to change an option of.
  compile_gpu=$(echo 'module {}' | stitch-opt --pass-pipeline='builtin.module(stitch-compile-gpu)' \
    --dump-pass-pipeline 2>&1 > /dev/null | sed 1d | tr -d '\n')
  [[ -f $work/bench-full/softmax.mlir ]] || python3 "$root/bench/fusion/gen_cases.py" -o "$work/bench-full" > /dev/null
  for c in softmax layernorm bias_gelu residual_layernorm masked_softmax packed50; do
    for b in 64 128 512 1024; do jobs+=("time $c@block$b $work/bench-full/$c.mlir block-size=$b"); done
  done
  for t in 8 32; do jobs+=("time mlp_gelu@tile$t $work/bench-full/mlp_gelu.mlir tile-size=$t"); done
fi
par=${JOBS:-$(nproc)}
for job in "${jobs[@]}"; do
  [[ $(cut -d' ' -f1-2 <<< "$job") =~ $only ]] || continue
  while [[ $(jobs -rp | wc -l) -ge $par ]]; do wait -n; done
  one $job &
done
wait

status=0
for f in "$out"/check/*.status "$out"/time/*.status; do
  name=${f%.status}; name=${name#$out/}
  if [[ $(cat "$f") == ok ]]; then
    echo "built $name"
  else
    echo "FAILED to build $name: $(head -c 600 "$f")"; status=1
    rm -f "${f%.status}" "${f%.status}.expected" "${f%.status}.compare" "${f%.status}.info"
  fi
  rm -f "$f"
done
rm -rf "$work"
echo "bundle: $out ($(du -sh "$out" | cut -f1))"
exit $status
