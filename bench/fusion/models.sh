#!/usr/bin/env bash
# The TOSA model corpus (test/Models, written by
# test/Models/Inputs/gen_models.py) as a fusion benchmark, in
# bench/fusion/kernels.sh's format: each model, lowered from TOSA to linalg
# on tensors by the upstream front end (bench/fusion/gen_model_cases.py), is
# compiled as kernels.sh's variants
#   stitch         builtin.module(stitch-compile-cpu)
#   unfused        upstream bufferization + convert-linalg-to-parallel-loops
#   upfused        the same after linalg-fuse-elementwise-ops,canonicalize
#   upfused_approx upfused with stitch-approximate-math (Stitch's polynomials)
# and timed with mlir-runner (median of --reps calls after a warm-up, inputs
# and checksums not timed); the variants' checksums must agree. A STREAM
# triad (stream.c) runs before and after, as in kernels.sh. Prints
# kernels.sh's table (bench/fusion/report.py: ms, speedups, GB/s, % STREAM)
# and a second one from stitch-fusion-report: launches and estimated global
# bytes before/after fusion.
#
#   bench/fusion/models.sh [--check|--quick] [--reps N] [--out DIR]
#                          [--stitch-opt PATH] [model...]
#
#   --check, --quick  the corpus' test sizes, one repetition, no STREAM,
#                     JIT at -O0: only checks that the variants compile, run
#                     and agree; exits non-zero otherwise
# Environment: as kernels.sh (OMP_NUM_THREADS default 2, LLVM, CLANG, JOBS,
# BENCH_MALLOC); STITCH_TOSA_FRONTEND overrides the front end.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

prog=models.sh
help_lines='2,27p'
out=$root/build/bench-fusion-models
source "$here/common.sh"
variants="stitch unfused upfused upfused_approx"

select_cases model "$(python3 "$here/gen_model_cases.py" --list)"
models=("${selected[@]}")
gen=(python3 "$here/gen_model_cases.py" -o "$out/src" --stitch-opt "$stitch_opt")
((check)) && gen+=(--quick)
((check)) && reps=1
"${gen[@]}" "${models[@]}"
for m in "${models[@]}"; do
  sed -i "s|arith.constant [0-9]* : index  // BENCH_REPS|arith.constant $reps : index  // BENCH_REPS|" "$out/src/$m.mlir"
done

compile() {
  "$stitch_opt" --pass-pipeline="${pipeline[$2]}" "$out/src/$1.mlir" \
    -o "$out/obj/$1.$2.mlir" >"$out/log/$1.$2.compile" 2>&1 || rm -f "$out/obj/$1.$2.mlir"
  progress "compiled $1 / $2$([[ -f $out/obj/$1.$2.mlir ]] || echo ' FAILED')"
}
run_one() {
  [[ -f $out/obj/$1.$2.mlir ]] || return 0
  env "${malloc_env[@]}" "${runner[@]}" "$out/obj/$1.$2.mlir" >"$out/run/$1.$2.out" \
    2>"$out/log/$1.$2.run" || echo "exit status $?" >>"$out/log/$1.$2.run"
  progress "ran $1 / $2"
}

start=$SECONDS
echo "compiling ${#models[@]} models (stitch-opt: $stitch_opt)" >&2
log_report() {
  "$stitch_opt" --pass-pipeline="$report_pipe" "$out/src/$1.mlir" -o /dev/null >"$out/log/$1.report.json" 2>&1
}
for m in "${models[@]}"; do
  for v in $variants; do
    spawn compile "$m" "$v"
  done
  spawn log_report "$m"
  spawn log_strategies "$m"
done
wait

stream_before
for m in "${models[@]}"; do
  for v in $variants; do
    run_one "$m" "$v"
  done
done
if ((!check)); then
  "$out/stream" >"$out/run/stream.after"
  stream_runs+=("$out/run/stream.after")
fi
echo "done in $((SECONDS - start)) s" >&2

report=(python3 "$here/report.py" --out "$out" --threads "$OMP_NUM_THREADS" --reps "$reps")
((check)) && report+=(--check)
for s in "${stream_runs[@]}"; do report+=(--stream "$s"); done
for m in "${models[@]}"; do report+=(--case "$m:${variants// /,}"); done
status=0
"${report[@]}" || status=$?

# Launches and bytes (stitch-fusion-report of the model function).
echo
echo "| model | launches before | launches after | MiB before | MiB after |"
echo "|---|---:|---:|---:|---:|"
for m in "${models[@]}"; do
  python3 - "$out/log/$m.report.json" "$m" <<'PY' || status=1
import json, sys
path, name = sys.argv[1], sys.argv[2]
text = open(path).read()
try:
    doc = json.loads(text[text.index("{"):])
    f = next(f for f in doc["functions"] if f["name"] == name)
except (ValueError, StopIteration):
    print("| %s | report FAILED | | | |" % name)
    sys.exit(1)
mib = lambda b: "%.2f" % (b / 2**20)
print("| %s | %d | %d | %s | %s |" % (name, f["launches_before"], f["launches_after"],
                                      mib(f["bytes_before"]), mib(f["bytes_after"])))
PY
done
exit $status
