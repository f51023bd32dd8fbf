#!/bin/bash
# Runs a folder made by `bench/gpu2cpu/run.sh --gpu` on a machine with an
# NVIDIA GPU and its driver (no MLIR, LLVM or CUDA toolkit needed; python3
# and Nsight Compute for step 3).
#
#   bash gpu-run.sh [--threads N] [--reps N] [--no-time] [--no-ncu] [--ncu PATH]
#                   [kernel...]
#
# 1. check: the harness runs each kernel once per side and compares with
#    the hand-written OpenMP version: the default Stitch CPU variant, the
#    stitch-nvvm variant (the MLIR kernel through stitch-to-nvvm, on the
#    GPU) and the .cu program built by nvcc (on the GPU).
# 2. time: the harness's table, wall clock per call (median of --reps):
#    OpenMP and the Stitch CPU variant on --threads threads (default: all
#    cores), stitch-nvvm with its host<->device copies (the compiled
#    function copies its buffers in and out around every launch), the nvcc
#    programs by their own CUDA events (launch sequence only, data already
#    on the device).
#    (--no-time: skipped)
# 3. kernel time (unless --no-ncu): per kernel, under Nsight Compute
#    (gpu__time_duration of every kernel launch, clocks not locked, caches
#    flushed between launches: ncu's default), the harness's --check run
#    of the Stitch variants (ncu/K.csv) and the nvcc program on the input
#    file step 1 left (ncu/K.nvcc.csv: ncu does not follow the harness's
#    popen); then gpu_times.py sums them per call of each side.
# Exits 1 if a check failed.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here"
threads=$(nproc) reps=5 ncu_on=1 time_on=1
ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
kernels=()
while [[ $# -gt 0 ]]; do
  case $1 in
  --threads) threads=$2; shift 2 ;;
  --reps) reps=$2; shift 2 ;;
  --no-ncu) ncu_on=0; shift ;;
  --no-time) time_on=0; shift ;;
  --ncu) ncu=$2; shift 2 ;;
  -*) echo "usage: gpu-run.sh [--threads N] [--reps N] [--no-time] [--no-ncu] [--ncu PATH] [kernel...]" >&2; exit 2 ;;
  *) kernels+=("$1"); shift ;;
  esac
done
if ((${#kernels[@]} == 0)); then
  for f in nvcc/*; do [[ $f == *.in || $f == *.out ]] || kernels+=("$(basename "$f")"); done
fi
export OMP_NUM_THREADS=$threads
cuda=(--cuda "$here/nvcc" --cuda-label nvcc)
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader || true
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), $threads OpenMP threads"

status=0
echo "== check"
./harness --check "${cuda[@]}" "${kernels[@]}" || status=1
if ((time_on)); then
  echo "== time"
  ./harness --reps "$reps" "${cuda[@]}" "${kernels[@]}" || status=1
fi
if ((ncu_on)) && [[ -n $ncu ]]; then
  echo "== kernel time (Nsight Compute)"
  mkdir -p ncu
  profile() { # LOG CSV COMMAND...: the check's verdict is step 1's
    local log=$1 csv=$2
    shift 2
    "$ncu" --csv --print-units base --metrics gpu__time_duration.sum --clock-control none \
      --log-file "$csv" "$@" > "$log" 2>&1
  }
  for k in "${kernels[@]}"; do
    profile "ncu/$k.log" "ncu/$k.csv" ./harness --check "$k"
    [[ -f nvcc/$k.in ]] &&
      profile "ncu/$k.nvcc.log" "ncu/$k.nvcc.csv" "nvcc/$k" --reps 1 "nvcc/$k.in" "ncu/$k.nvcc.out"
  done
  python3 gpu_times.py ncu "${kernels[@]}"
elif ((ncu_on)); then
  echo "no ncu: kernel times skipped"
fi
exit $status
