#!/usr/bin/env bash
# Installs the Debian 12 packages Stitch builds and tests with, if missing
# (libopenblas-dev: the baseline of bench/gemm).
set -euo pipefail
packages=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools clang-22
          libclang-rt-22-dev libomp-22-dev libisl-dev cmake ninja-build python3
          libclang-22-dev graphviz pkg-config libopenblas-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi
echo "stitch: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" != 0 ]; then sudo=sudo; fi
# A fresh machine's package lists may be stale or empty.
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
