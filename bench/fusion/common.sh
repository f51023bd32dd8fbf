# Shared by kernels.sh and models.sh (sourced, with the caller's arguments):
# the command line (--check/--quick, --reps N, --out DIR, --stitch-opt PATH,
# case names), the tools (mlir-runner with -O3, or -O0 in check mode: the
# check only compares results), the allocator settings, and the variants
# both benchmarks time: Stitch's CPU pipeline against the upstream pipeline
# unfused and with linalg-fuse-elementwise-ops (also with Stitch's
# polynomial math, to show how much of the gap is libm).
# The caller sets: prog (its name), help_lines (sed range of its header),
# out (default output directory).
check=0
reps=5
stitch_opt=$root/build/bin/stitch-opt
only=()
while (($#)); do
  case $1 in
  --check | --quick) check=1 ;;
  --reps) reps=$2; shift ;;
  --out) out=$2; shift ;;
  --stitch-opt) stitch_opt=$2; shift ;;
  -h | --help) sed -n "$help_lines" "$0" | sed -e 's/^#//' -e 's/^ //'; exit 0 ;;
  -*) echo "$prog: unknown option $1" >&2; exit 2 ;;
  *) only+=("$1") ;;
  esac
  shift
done
if ! [[ $reps =~ ^[1-9][0-9]*$ ]]; then
  echo "$prog: --reps needs a positive integer" >&2
  exit 2
fi

llvm=${LLVM:-/usr/lib/llvm-22}
clang=${CLANG:-clang-22}
jobs=${JOBS:-$(nproc)}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
stitch_opt=$(command -v "$stitch_opt") || {
  echo "$prog: no stitch-opt (build first: make build)" >&2
  exit 2
}
jit_opt=-O3
((check)) && jit_opt=-O0
runner=("$llvm/bin/mlir-runner" "$jit_opt" -e main -entry-point-result=void
  "-shared-libs=$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libomp.so")
malloc_env=()
if [[ ${BENCH_MALLOC:-} != system ]]; then
  malloc_env=("GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=68719476736")
fi

lower='one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu'
declare -A pipeline=(
  [stitch]='builtin.module(stitch-compile-cpu)'
  [unfused]="builtin.module(func.func(convert-elementwise-to-linalg),$lower)"
  [upfused]="builtin.module(func.func(convert-elementwise-to-linalg,linalg-fuse-elementwise-ops,canonicalize),$lower)"
  [upfused_approx]="builtin.module(func.func(convert-elementwise-to-linalg,linalg-fuse-elementwise-ops,canonicalize),${lower/stitch-lower-to-llvm-cpu/func.func(stitch-approximate-math),stitch-lower-to-llvm-cpu})"
)
# What stitch-compile-cpu fuses, and what its kernels were lowered to
# (stitch.lowering).
report_pipe='builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true}),stitch-fusion-report{json=-})'
strategies='builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true},linalg-generalize-named-ops,stitch-cpu-gemm,stitch-kernel-to-parallel{target=cpu}))'

# select_cases KIND "LIST": the names of LIST given on the command line (all
# of LIST when none was), in `selected`; exits 2 on a name LIST lacks. Then
# the output folders are made empty.
select_cases() {
  selected=()
  local c
  for c in $2; do
    if ((${#only[@]})) && [[ " ${only[*]} " != *" $c "* ]]; then continue; fi
    selected+=("$c")
  done
  if ((${#only[@]} != ${#selected[@]})) && ((${#only[@]})); then
    echo "$prog: unknown $1 in: ${only[*]} (have: $2)" >&2
    exit 2
  fi
  mkdir -p "$out/src" "$out/obj" "$out/log" "$out/run"
  rm -f "$out"/src/* "$out"/obj/* "$out"/log/* "$out"/run/*
}

# spawn CMD...: runs CMD in the background, at most $jobs at a time.
running=0
# progress MSG: a line on stderr with the seconds since the start.
progress() { printf '  [%3d s] %s\n' "$((SECONDS - ${start:-0}))" "$*" >&2; }

spawn() {
  "$@" &
  if ((++running >= jobs)); then wait -n || true; ((running--)); fi
}

# log_strategies NAME: what stitch-compile-cpu's kernels of NAME were lowered
# to (stitch.lowering strategy x count), into log/NAME.strategies.
log_strategies() {
  "$stitch_opt" --pass-pipeline="$strategies" "$out/src/$1.mlir" 2>/dev/null |
    grep -o 'strategy = "[a-z-]*"' | sed 's/strategy = //; s/"//g' | sort | uniq -c |
    awk '{printf "%s%s x%s", (NR > 1 ? ", " : ""), $2, $1}' >"$out/log/$1.strategies" || true
}

# stream_before: when timing, a STREAM triad before the cases (the machine's
# limit, measured in the same run); its result files go to stream_runs.
stream_runs=()
stream_before() {
  ((check)) && return 0
  "$clang" -O3 -fopenmp "$here/stream.c" -o "$out/stream" -L"$llvm/lib" -Wl,-rpath,"$llvm/lib"
  "$out/stream" >"$out/run/stream.before"
  stream_runs+=("$out/run/stream.before")
}
