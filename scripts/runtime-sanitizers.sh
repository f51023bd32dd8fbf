#!/bin/bash
# The runtime's own code (capi/top/Runtime.c) and its test
# (test/unit/runtime_test.c) under ThreadSanitizer and ASan+UBSan, linked
# against an ordinary build's libStitch.so (the sanitized Runtime.c's symbols
# come first), without building a whole sanitized tree. Runs every mode of
# the test: 8 threads on 5 kernels, two processes, corruption, eviction, an
# unusable directory. libomp (uninstrumented) is suppressed under TSan: its
# thread pool's own locking is invisible to TSan.
# Usage: scripts/runtime-sanitizers.sh [build-dir]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
llvm=/usr/lib/llvm-22
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'called_from_lib:libomp.so\n' > "$tmp/tsan.supp"
status=0
for san in thread address,undefined; do
  exe="$tmp/runtime_test_${san%%,*}"
  clang-22 -std=c17 -g -O1 -fsanitize=$san -fno-omit-frame-pointer \
    -DSTITCH_LLVM_LIB_DIR="\"$llvm/lib\"" -I"$root/capi/include" \
    -I"$root/passes/support" -I"$root/test/unit" -I"$llvm/include" \
    "$root/capi/top/Runtime.c" "$root/test/unit/runtime_test.c" -o "$exe" \
    -L"$build/lib" -lStitch -L"$llvm/lib" -lLLVM -lMLIR -lMLIRExecutionEngineShared \
    -Wl,-rpath,"$build/lib:$llvm/lib"
  touch "$tmp/file"
  for mode in threads api procs corrupt evict unwritable; do
    dir="$tmp/${san%%,*}-$mode"
    [[ $mode == unwritable ]] && dir="$tmp/file/cache"
    if TSAN_OPTIONS="suppressions=$tmp/tsan.supp halt_on_error=1" \
       ASAN_OPTIONS="detect_leaks=1:allow_user_poisoning=0" \
       "$exe" "$mode" "$dir" > "$tmp/out" 2>&1 && grep -q "^PASS: $mode" "$tmp/out"; then
      echo "${san%%,*} $mode: ok"
    else
      echo "${san%%,*} $mode: FAILED"; cat "$tmp/out"; status=1
    fi
  done
done
exit $status
