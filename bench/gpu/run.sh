#!/bin/bash
# Runs a folder made by bench/gpu/bundle.sh on a machine with an NVIDIA GPU
# (driver only: no MLIR, LLVM or CUDA toolkit needed; python3 for the
# comparisons). Prints one line per program and a summary; exits 1 if a
# program failed or printed other numbers than expected.
#
#   bash run.sh [--check-only] [--no-check] [--time GLOB] [--no-torch] [--ncu PATH]
#
#   --time GLOB  time only the programs time/GLOB (e.g. 'softmax@*')
#
# 1. check/*: each program runs (120 s limit) and must print what the
#    bundle computed on the CPU: exactly (gpu2cpu kernels, C references),
#    within fusion-compare.py's tolerance (fused kernels), or with checksums
#    within report.py's tolerance (bench cases).
# 2. time/*: each bench program runs once plainly (its own end-to-end
#    timings: host<->device copies and allocation included, as the compiled
#    function does them per call), then under Nsight Compute for the GPU
#    time of each kernel; times.py prints kernel time per call.
# 3. torch_cases.py (if torch with CUDA is there): the same bench cases in
#    PyTorch, eager and torch.compile, on the same GPU.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$here"
PROFILED=6 # calls profiled per program (times.py: the same number)
check_only=0 check=1 torch=1 timed='*'
ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null || true)
while [[ $# -gt 0 ]]; do
  case $1 in
  --check-only) check_only=1; shift ;;
  --no-check) check=0; shift ;;
  --no-torch) torch=0; shift ;;
  --time) timed=$2; shift 2 ;;
  --ncu) ncu=$2; shift 2 ;;
  *) echo "usage: run.sh [--check-only] [--no-check] [--time GLOB] [--no-torch] [--ncu PATH]" >&2; exit 2 ;;
  esac
done
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader || true
mkdir -p out
pass=0 fail=0
[[ $check == 1 ]] && for cmp in check/*.compare; do
  name=${cmp%.compare}; name=${name#check/}
  mode=$(cat "$cmp")
  if ! timeout 120 "./check/$name" > "out/$name.out" 2> "out/$name.err"; then
    echo "FAIL $name: exit status $? ($(tail -c 300 "out/$name.err" | tr '\n' ' '))"; fail=$((fail + 1)); continue
  fi
  case $mode in
  exact) diff -q "check/$name.expected" "out/$name.out" > /dev/null ;;
  numbers*) python3 fusion-compare.py "check/$name.expected" "out/$name.out" ${mode#numbers} > "out/$name.diff" ;;
  checksums) python3 times.py --compare "check/$name.expected" "out/$name.out" > "out/$name.diff" ;;
  esac
  if [[ $? == 0 ]]; then
    echo "ok   $name"; pass=$((pass + 1))
  else
    echo "FAIL $name: differs from the CPU ($mode; $(head -c 300 "out/$name.diff" | tr '\n' ' '))"; fail=$((fail + 1))
  fi
done
[[ $check == 1 ]] && echo "checked: $pass passed, $fail failed"
[[ $check_only == 1 ]] && exit $((fail > 0))

for info in time/$timed.info; do
  name=${info%.info}; name=${name#time/}
  echo "timing $name" >&2
  timeout 300 "./time/$name" > "out/time-$name.plain" 2> "out/time-$name.err" ||
    { echo "FAIL time/$name: exit status $?"; fail=$((fail + 1)); continue; }
  if [[ -n $ncu ]]; then
    # The first PROFILED calls are enough (packed50 makes thousands).
    launches=$(sed -n -E 's/.*launches=([0-9]+).*/\1/p' "$info")
    timeout 300 "$ncu" --csv --metrics gpu__time_duration.sum --print-units base \
      --launch-count $((launches * PROFILED)) \
      "./time/$name" > "out/time-$name.ncu" 2> "out/time-$name.ncu.err" ||
      echo "ncu failed on $name: $(tail -c 300 "out/time-$name.ncu.err")"
  fi
done
python3 times.py --table time out
[[ $torch == 1 ]] && { python3 torch_cases.py 2>&1 || echo "torch baseline failed"; }
exit $((fail > 0))
