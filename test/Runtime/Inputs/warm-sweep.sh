#!/bin/bash
# Runs stitch-run over the examples and the fusion corpus with one cache
# directory (test/Runtime/examples-warm.test runs it twice): programs with a
# @main run, the corpus' graphs are compiled (--compile-only; the bench
# cases' @main loops for seconds, the models' @forward takes arguments).
# Prints per input `NAME: misses=M disk=D memory=H` from --stats, keeps each
# run's output (buffer addresses and timings masked) in OUT/outputs/NAME.out, and
# a last line with the summed milliseconds compiling and loading.
# STITCH_RUN_FLAGS adds stitch-run options (test/GPU/runtime-target.test:
# --target=gpu); SWEEP=examples leaves the corpus out.
# Usage: warm-sweep.sh STITCH-RUN ROOT CACHE-DIR OUT-DIR
set -u
run=$1 root=$2 cache=$3 out=$4
read -r -a flags <<< "${STITCH_RUN_FLAGS:-}"
mkdir -p "$out/outputs" "$out/logs"
total_compile=0 total_load=0 status=0
one() { # name, stitch-run arguments...
  local name=$1; shift
  if ! OMP_NUM_THREADS=1 "$run" "${flags[@]}" --cache-dir "$cache" --stats "$@" \
      > "$out/logs/$name.raw" 2> "$out/logs/$name.err"; then
    echo "$name: FAILED"; cat "$out/logs/$name.err"; status=1; return
  fi
  sed -e 's/base@ = 0x[0-9a-f]*//' -e '/_seconds /d' "$out/logs/$name.raw" > "$out/outputs/$name.out"
  local line; line=$(grep '^cache: ' "$out/logs/$name.err")
  field() { sed -n "s/.* $1=\([0-9.]*\).*/\1/p" <<< "$line"; }
  echo "$name: misses=$(field misses) disk=$(field disk) memory=$(field '(memory')"
  total_compile=$(echo "$total_compile + $(field compile_ms)" | bc -l)
  total_load=$(echo "$total_load + $(field load_ms)" | bc -l)
}
for f in "$root"/examples/fusion/{encoder_block,mlp,tosa_mlp}.mlir \
         "$root"/examples/gpu/transpose.mlir "$root"/examples/block-reduce.mlir; do
  one "$(basename "$f" .mlir)" "$f"
done
if [[ ${SWEEP:-all} == examples ]]; then
  printf 'total: compile_ms=%.0f load_ms=%.1f\n' "$total_compile" "$total_load"
  exit $status
fi
for f in "$root"/bench/fusion/cases/*.mlir; do
  # packed50 alone compiles for 5-20 s: bench/runtime/run.sh times it.
  [[ $(basename "$f") == packed50.mlir ]] && continue
  one "case-$(basename "$f" .mlir)" --compile-only "$f"
done
for f in "$root"/test/Models/Inputs/models/*.mlir; do
  one "model-$(basename "$f" .tosa.mlir)" --compile-only -e forward "$f"
done
printf 'total: compile_ms=%.0f load_ms=%.1f\n' "$total_compile" "$total_load"
exit $status
