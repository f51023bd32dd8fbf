#!/bin/bash
# Times the fusion planner on generated graphs of 1k and 10k linalg ops:
#   stitch-opt --pass-pipeline='builtin.module(func.func(stitch-fuse))'
# best of 3 runs each: fuse_seconds is the pass alone (its wall time from
# --mlir-timing; parsing and printing the module excluded), total_seconds
# the whole stitch-opt process. Prints the launches and global bytes
# before/after from stitch-fusion-report. Skips with a message when
# stitch-fuse is not registered.
# Usage: bench/fusion/run.sh [stitch-opt] [sizes...]   (default: build/bin/stitch-opt 1000 10000)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
opt=${1:-$here/../../build/bin/stitch-opt}
shift || true
sizes=("$@")
[[ ${#sizes[@]} -gt 0 ]] || sizes=(1000 10000)
if ! "$opt" --list-stitch-passes | grep -qE '^[[:space:]]*stitch-fuse([[:space:]]|$)'; then
  echo "stitch-fuse is not registered in $opt: nothing to time (skipped)"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%8s %12s %13s %10s %10s %14s %14s\n' ops fuse_seconds total_seconds launches "after" bytes_before bytes_after
for n in "${sizes[@]}"; do
  python3 "$here/gen_graph.py" --ops "$n" --seed 1 -o "$tmp/g$n.mlir"
  read -r pass total < <(python3 - "$opt" "$tmp/g$n.mlir" "$tmp/f$n.mlir" <<'PY'
import re, subprocess, sys, time
opt, src, out = sys.argv[1:4]
best_pass = best_total = None
for _ in range(3):
    start = time.perf_counter()
    r = subprocess.run([opt, src, "--pass-pipeline=builtin.module(func.func(stitch-fuse))",
                        "--mlir-timing", "-o", out], check=True, capture_output=True, text=True)
    total = time.perf_counter() - start
    m = re.search(r"^\s*([0-9.]+) \(\s*[0-9.]+%\)\s+StitchFuse\s*$", r.stderr, re.M)
    if not m:
        sys.exit("no StitchFuse line in --mlir-timing output")
    t = float(m.group(1))
    best_pass = t if best_pass is None else min(best_pass, t)
    best_total = total if best_total is None else min(best_total, total)
print(best_pass, best_total)
PY
)
  "$opt" "$tmp/f$n.mlir" --stitch-fusion-report -o /dev/null > "$tmp/r$n.json"
  read -r before after bb ba < <(python3 -c '
import json, sys
f = json.load(open(sys.argv[1]))["functions"][0]
print(f["launches_before"], f["launches_after"], f["bytes_before"], f["bytes_after"])' "$tmp/r$n.json")
  printf '%8s %12.3f %13.3f %10s %10s %14s %14s\n' "$n" "$pass" "$total" "$before" "$after" "$bb" "$ba"
done
