#!/bin/bash
# Offline barrier_gen campaign (README.md, "Campaigns"): chunks of 2000 seeds
# from FIRST on, until killed, in OUTDIR. stitch-opt, libStitch.so and the
# generator are copied into OUTDIR first, so that rebuilding or editing the
# worktree does not change a running campaign; VERSION records what was
# copied (the generator's commit fixes the seed -> kernel mapping).
#
#   usage: campaign.sh FIRST OUTDIR [BUILD_DIR]      (BUILD_DIR: ../../../build)
#   nohup setsid test/fuzz/barrier_gen/campaign.sh 3000000 /work/campaign/v2 \
#       > /work/campaign/v2/loop.log 2>&1 < /dev/null &
#
# One line per chunk goes to OUTDIR/progress.txt (seed range, valid kernels,
# verdicts), the full report to OUTDIR/logs/c<first>.out; failures are saved
# (and the first 4 distinct ones reduced) in OUTDIR/fail.
set -u
here=$(cd "$(dirname "$0")" && pwd)
first=$1 out=$2 build=${3:-$here/../../../build}
mkdir -p "$out/gen" "$out/bin" "$out/logs"
if [ ! -x "$out/bin/stitch-opt" ]; then
  cp "$build/bin/stitch-opt" "$out/bin/" && cp "$build/lib/libStitch.so" "$out/"
  cp "$here"/*.py "$out/gen/"
  echo "$(date -u +%FT%TZ) stitch-opt from $build; generator at commit" \
       "$(git -C "$here" log -1 --format=%h -- .) ($(git -C "$here" rev-parse --short HEAD) checked out)" >> "$out/VERSION"
fi
export LD_LIBRARY_PATH=$out     # the copied libStitch.so before the build's RUNPATH
s=$first
while true; do
  t0=$(date +%s)
  nice -n 15 python3 "$out/gen/run.py" --seed $s --count 2000 --batch 100 \
    --configs omp --exec native --timeout 900 --jobs 2 \
    --stitch-opt "$out/bin/stitch-opt" --workdir "$out/wd/c$s" \
    --save "$out/fail" --reduce 4 > "$out/logs/c$s.out" 2> "$out/logs/c$s.err"
  rc=$?
  valid=$(sed -n 's/.*seeds, \([0-9]*\) valid kernels tested.*/\1/p' "$out/logs/c$s.out")
  overall=$(sed -n 's/^overall (worst over configs): //p' "$out/logs/c$s.out")
  echo "$(date -u +%FT%TZ) seeds $s..$((s + 1999)) rc=$rc valid=$valid" \
       "overall: $overall ($(($(date +%s) - t0)) s)" >> "$out/progress.txt"
  [ $rc -eq 0 ] && rm -rf "$out/wd/c$s"
  s=$((s + 2000))
done
