#!/bin/bash
# Compiles every gpu2cpu kernel (test/Execution/gpu2cpu/*.mlir) for the GPU
# and checks what it prints against the test's own C reference
# (Inputs/NAME.c, named on its first RUN line).
#
# usage: gpu2cpu-kernels.sh MODE GPU2CPU_DIR WORK_DIR MLIR_RUNNER_COMMAND...
#   MODE=gpu  stitch-to-nvvm, run with the CUDA runtime on a real GPU (the
#             runner command must load libstitch_cuda_runtime.so).
#   MODE=cpu  the gpu.launch form, checked on the CPU without a GPU:
#             stitch-parallel-to-gpu, then back with stitch-gpu-to-parallel
#             (the launch body: ids, guards, thread-0 code, barriers), the
#             device buffers made host buffers (gpu.alloc/memcpy/dealloc →
#             memref.alloc/copy/dealloc: checks which buffers are copied in
#             and back), and stitch-to-openmp.
#   MODE=cubin  stitch-to-nvvm only (ptxas must succeed).
#   MODE=fake   stitch-to-nvvm, run over the fake CUDA driver
#             (Inputs/fake-libcuda.c, found through LD_LIBRARY_PATH): kernels
#             do not run, so only the host side is checked: the program
#             launches kernels and ends with no device buffer, stream or
#             event left and the context pushes balanced.
# Prints "checked N kernels"; each failure goes to stderr as "FAILED: NAME".
set -u
mode=$1
dir=$2
work=$3
shift 3
runner=("$@")
mkdir -p "$work"

# gpu.alloc/memcpy/dealloc as host memref ops (identity layouts only, which
# is all stitch-parallel-to-gpu copies).
to_host_memory() {
  sed -E \
    -e 's/gpu\.alloc +\(/memref.alloc(/' \
    -e 's/gpu\.memcpy +(%[A-Za-z0-9_]+), (%[A-Za-z0-9_]+) : ([^,]+), (.+)$/memref.copy \2, \1 : \4 to \3/' \
    -e 's/gpu\.dealloc +/memref.dealloc /'
}

check() {
  local test=$1 name ref base
  name=$(basename "$test" .mlir)
  ref=$(sed -n -E 's|^// RUN: clang-22 -O1 %S/Inputs/([a-z0-9-]+\.c) .*|\1|p' "$test" | head -1)
  if [ -z "$ref" ]; then
    echo "$name: no C reference named on a RUN line" >&2
    return 1
  fi
  base="$work/$name"
  if [ "$mode" = gpu ] || [ "$mode" = cpu ]; then
    clang-22 -O1 "$dir/Inputs/$ref" -o "$base.ref" && "$base.ref" > "$base.expected" || {
      echo "$name: the C reference failed" >&2
      return 1
    }
  fi
  case $mode in
  cubin)
    stitch-opt "$test" --stitch-to-nvvm > "$base.nvvm.mlir" || {
      echo "$name: stitch-to-nvvm failed" >&2
      return 1
    }
    grep -q 'gpu.binary' "$base.nvvm.mlir" || {
      echo "$name: no gpu.binary" >&2
      return 1
    }
    return 0
    ;;
  fake)
    stitch-opt "$test" --stitch-to-nvvm > "$base.nvvm.mlir" || {
      echo "$name: stitch-to-nvvm failed" >&2
      return 1
    }
    "${runner[@]}" "$base.nvvm.mlir" > /dev/null 2> "$base.trace" || {
      echo "$name: the run over the fake driver failed" >&2
      return 1
    }
    grep -q '^fake-cuda: launch ' "$base.trace" &&
      [ "$(tail -n 1 "$base.trace")" = "fake-cuda: exit: 0 device buffers, 0 streams, 0 events live, context depth 0, 0 modules loaded" ] || {
      echo "$name: no launch, or leaks (see $base.trace)" >&2
      return 1
    }
    return 0
    ;;
  gpu)
    stitch-opt "$test" --stitch-to-nvvm > "$base.nvvm.mlir" || {
      echo "$name: stitch-to-nvvm failed" >&2
      return 1
    }
    "${runner[@]}" "$base.nvvm.mlir" > "$base.out" || {
      echo "$name: the GPU run failed" >&2
      return 1
    }
    ;;
  cpu)
    stitch-opt "$test" --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-parallel-to-gpu))' \
      > "$base.launch.mlir" || {
      echo "$name: stitch-parallel-to-gpu failed" >&2
      return 1
    }
    to_host_memory < "$base.launch.mlir" |
      stitch-opt --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),stitch-to-openmp)' \
        > "$base.cpu.mlir" || {
      echo "$name: the CPU lowering of the launch form failed" >&2
      return 1
    }
    env OMP_NUM_THREADS=2 "${runner[@]}" "$base.cpu.mlir" > "$base.out" || {
      echo "$name: the CPU run failed" >&2
      return 1
    }
    ;;
  *)
    echo "unknown mode $mode" >&2
    return 1
    ;;
  esac
  diff "$base.expected" "$base.out" > "$base.diff" || {
    echo "$name: output differs from the C reference (see $base.diff)" >&2
    return 1
  }
}

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
echo "checked $count kernels"
exit $failed
