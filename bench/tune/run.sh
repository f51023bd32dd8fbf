#!/usr/bin/env bash
# Tuned vs default CPU mapping (issue 18): stitch-tune on every bench/fusion
# case and the static models of the corpus, in one run. For each program,
# stitch-tune times every distinct mapping of each kernel round-robin with
# the default mapping (same process, same inputs, median of --reps), so the
# speedups compare within a run; the table gives the default and the best
# time per kernel, the speedup and the tuning time (variants compiled
# through the runtime + timed). Then the cost model is fitted on all the
# records and evaluated leaving one kernel out (Spearman rank correlation
# of predicted and measured times over each held-out kernel's choices; the
# measured time of the predicted best choice over the measured best).
#
#   bench/tune/run.sh [--reps N] [--out DIR] [--quick] [case...]
#
#   --reps N   timed calls per variant (default 7)
#   --out DIR  scratch directory (default build/bench-tune): db.jsonl,
#              model.json, tune.log, fit.log, table.md
#   --quick    the fusion cases at gen_cases.py --quick sizes
#   case...    only these (fusion case names or model file names)
# Environment: OMP_NUM_THREADS (default 2), STITCH_TUNE (default
# build/bin/stitch-tune).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
reps=7 out=$root/build/bench-tune quick=0 only=()
while (($#)); do
  case $1 in
    --reps) reps=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --quick) quick=1; shift ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) only+=("$1"); shift ;;
  esac
done
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
tune=${STITCH_TUNE:-$root/build/bin/stitch-tune}
mkdir -p "$out/src"
rm -f "$out/db.jsonl" "$out/tune.log"
programs=()
if ((quick)); then
  python3 "$root/bench/fusion/gen_cases.py" --quick -o "$out/src" >/dev/null
  for f in "$out"/src/*.mlir; do programs+=("$f"); done
else
  for f in "$root"/bench/fusion/cases/*.mlir; do programs+=("$f"); done
fi
for f in "$root"/test/Models/Inputs/models/*.tosa.mlir; do
  [[ $f == *dynbatch* ]] || programs+=("$f") # the tuner needs static shapes
done
for f in "${programs[@]}"; do
  name=$(basename "$f" .mlir)
  if ((${#only[@]})); then
    keep=0; for o in "${only[@]}"; do [[ $name == "$o" || $name == "$o.tosa" ]] && keep=1; done
    ((keep)) || continue
  fi
  echo "== $name" >>"$out/tune.log"
  "$tune" "$f" --db "$out/db.jsonl" --reps "$reps" 2>>"$out/tune.log" |
    sed "s|^|$name |" | tee -a "$out/tune.log" || echo "$name: stitch-tune failed" | tee -a "$out/tune.log"
done
# The model on each part of the features (held-out accuracy of each), then
# stitch-tune's default part (loop) as model.json.
for inputs in kernel loop both; do
  "$tune" --fit "$out/db.jsonl" --inputs=$inputs -o "$out/model-$inputs.json" >"$out/fit-$inputs.log"
done
cp "$out/model-loop.json" "$out/model.json"
cp "$out/fit-loop.log" "$out/fit.log"
{
  echo "| program | kernel | strategy | variants | default ms | best ms | speedup | A/A | best choice | tune s |"
  echo "|---|---|---|---:|---:|---:|---:|---:|---|---:|"
  grep -h '^[^ ]* kernel ' "$out/tune.log" | awk '{
    for (i = 3; i <= NF; ++i) { k = $i; sub(/=.*/, "", k); v = $i; sub(/^[^=]*=/, "", v); f[k] = v }
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | `%s` | %s |\n", $1, $3, f["strategy"],
      f["variants"], f["default_ms"], f["best_ms"], f["speedup"], f["aa"], f["best"], f["tune_s"] }'
  echo
  echo '```'
  for inputs in kernel loop both; do tail -1 "$out/fit-$inputs.log"; done
  echo '```'
} >"$out/table.md"
cat "$out/table.md"
