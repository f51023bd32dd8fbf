#!/usr/bin/env bash
# Compile-time benchmark: how stitch-compile-cpu and stitch-compile-gpu scale.
#
#   bench/compile/run.sh [--quick] [--sizes "1000 2000 4000 10000"]
#                        [--targets "cpu gpu"] [--no-models] [--serial]
#                        [--mem-limit BYTES] [--stitch-opt PATH] [--out DIR]
#
# Compiles generated graphs (bench/fusion/gen_graph.py, seed 1) of each size
# and the model corpus (test/Models/Inputs/models/*.tosa.mlir) with each
# target's pipeline, and prints per input: wall time, CPU time (user+sys:
# on a shared machine the wall time measures the other jobs too), peak
# resident memory, and the five most expensive passes (--mlir-timing in list
# mode: a pass's time summed over all the functions it ran on). Then the
# scaling exponent k of time ~ ops^k and memory ~ ops^k, a least-squares fit
# in log-log space over the generated sizes (k = 1 is linear).
#
# --quick: sizes 250 1000 2000, CPU only, no models (a minute or two).
# --serial: --mlir-disable-threading (MLIR's pass manager then runs
#   function-nested passes on one thread).
# --mem-limit: address-space limit per compile (prlimit --as; default 8 GB),
#   so that a regression cannot take a shared machine down; a compile that
#   hits it is reported as failed.
# The GPU pipeline ends in ptxas (cubin output): without a CUDA toolkit on
# PATH or in /usr/local/cuda/bin its rows report the failure.
# Results (timings, logs) go to --out (default build/bench/compile).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

sizes="1000 2000 4000 10000"
targets="cpu gpu"
models=1
serial=0
mem_limit=8000000000
stitch_opt=$root/build/bin/stitch-opt
out=$root/build/bench/compile
while (($#)); do
  case $1 in
  --quick) sizes="250 1000 2000"; targets=cpu; models=0 ;;
  --sizes) sizes=$2; shift ;;
  --targets) targets=$2; shift ;;
  --no-models) models=0 ;;
  --serial) serial=1 ;;
  --mem-limit) mem_limit=$2; shift ;;
  --stitch-opt) stitch_opt=$2; shift ;;
  --out) out=$2; shift ;;
  -h | --help) sed -n '2,27p' "$0" | sed -e 's/^#//' -e 's/^ //'; exit 0 ;;
  *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
stitch_opt=$(command -v "$stitch_opt") || {
  echo "run.sh: no stitch-opt (build first: make build)" >&2
  exit 2
}
[[ -x /usr/bin/time ]] || { echo "run.sh: needs GNU time (/usr/bin/time)" >&2; exit 2; }
export PATH=$PATH:/usr/local/cuda/bin
mkdir -p "$out"
threading=()
((serial)) && threading=(--mlir-disable-threading)

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg);" \
  "stitch-opt: $stitch_opt${threading:+ ${threading[*]}}"
printf '%-8s %-26s %7s %8s %8s %9s  %s\n' target input ops "wall s" "cpu s" "peak MB" \
  "top passes (wall s, summed over functions)"

inputs=()
for n in $sizes; do
  f=$out/graph$n.mlir
  [[ -f $f ]] || python3 "$root/bench/fusion/gen_graph.py" --ops "$n" --seed 1 -o "$f"
  inputs+=("graph:$n:$f")
done
if ((models)); then
  for f in "$root"/test/Models/Inputs/models/*.tosa.mlir; do
    name=$(basename "$f" .tosa.mlir)
    ops=$(grep -c '= tosa\.' "$f" || true)
    inputs+=("$name:$ops:$f")
  done
fi

for target in $targets; do
  fit=$out/fit.$target
  : >"$fit"
  for entry in "${inputs[@]}"; do
    name=${entry%%:*}; rest=${entry#*:}; ops=${rest%%:*}; f=${rest#*:}
    label=$name
    [[ $name == graph ]] && label="graph (gen_graph, seed 1)"
    log=$out/$target.$name.$ops
    status=0
    /usr/bin/time -f '%e %U %S %M' -o "$log.time" \
      prlimit --as="$mem_limit" "$stitch_opt" "$f" "${threading[@]}" \
      --pass-pipeline="builtin.module(stitch-compile-$target)" \
      --mlir-timing --mlir-timing-display=list -o /dev/null 2>"$log.timing" || status=$?
    read -r wall user sys rss < <(tail -1 "$log.time")
    if ((status)); then
      printf '%-8s %-26s %7s  failed (exit %s; %s)\n' "$target" "$label" "$ops" "$status" \
        "$(grep -m1 -i 'error' "$log.timing" | cut -c1-60)"
      continue
    fi
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
    # List mode: one row per pass, "[user (pct)] wall (pct) name", summed
    # over the functions it ran on; pipelines and the root are not passes.
    top=$(awk '/\( *[0-9.]+%\)/ && !/Pipeline|root|Total|Parser|Output|Rest/ {
               gsub(/\( *[0-9.]+%\)/, ""); printf "%s %.2f\n", $NF, $(NF - 1) }' "$log.timing" |
      sort -k2 -rn | head -5 | awk '{ printf "%s%s %s", (NR > 1 ? ", " : ""), $1, $2 }')
    printf '%-8s %-26s %7s %8.2f %8s %9.0f  %s\n' "$target" "$label" "$ops" "$wall" "$cpu" \
      "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')" "$top"
    [[ $name == graph ]] && echo "$ops $cpu $rss" >>"$fit"
  done
  # Least-squares slope of log(y) over log(ops): the scaling exponent.
  if (($(wc -l <"$fit") >= 2)); then
    awk -v t="$target" '
      { x = log($1); n++; sx += x; sxx += x * x
        yt = log($2); st += yt; sxt += x * yt
        ym = log($3); sm += ym; sxm += x * ym }
      END {
        d = n * sxx - sx * sx
        printf "%s: scaling exponent over %d sizes: cpu time ~ ops^%.2f, peak memory ~ ops^%.2f (1 = linear)\n",
          t, n, (n * sxt - sx * st) / d, (n * sxm - sx * sm) / d }' "$fit"
  fi
done
