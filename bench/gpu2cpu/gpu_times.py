#!/usr/bin/env python3
"""Kernel time per call from the Nsight Compute logs of gpu-run.sh
(`ncu --csv --print-units base --metrics gpu__time_duration.sum`):

  gpu_times.py DIR KERNEL...

DIR/KERNEL.csv profiles one `harness --check KERNEL` run, which calls the
stitch-nvvm function once (the CPU variants launch nothing);
DIR/KERNEL.nvcc.csv profiles the nvcc program run with `--reps 1`, which
runs its launch sequence twice (a warm-up, then the timed run). Prints a
markdown table: launches and summed kernel time per call of each side, and
nvcc's time over Stitch's.
"""
import csv
import os
import sys

NVCC_RUNS = 2  # bench_cuda.h: one untimed warm-up, then --reps 1
NS = {"ns": 1, "nsecond": 1, "us": 1e3, "usecond": 1e3, "ms": 1e6,
      "msecond": 1e6, "s": 1e9, "second": 1e9}


def read(path):
    """(launches, ns) of one log, None if there is none or it is empty."""
    if not os.path.exists(path):
        return None
    with open(path, newline="") as f:
        lines = f.read().splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
    if start is None:
        return None
    launches, total = 0, 0.0
    for row in csv.DictReader(lines[start:]):
        if row.get("Metric Name") != "gpu__time_duration.sum":
            continue
        launches += 1
        total += float(row["Metric Value"].replace(",", "")) * NS[row["Metric Unit"]]
    return launches, total


def main():
    print("| kernel | stitch-nvvm launches | stitch-nvvm µs | nvcc launches "
          "| nvcc µs | nvcc time / stitch time |")
    print("|---|--:|--:|--:|--:|--:|")
    folder = sys.argv[1]
    for name in sys.argv[2:]:
        cells = []
        per_call = {}
        for side, suffix, runs in (("stitch", "", 1), ("nvcc", ".nvcc", NVCC_RUNS)):
            got = read(os.path.join(folder, name + suffix + ".csv"))
            if got and got[0]:
                launches, ns = got
                per_call[side] = ns / runs / 1e3
                cells += ["%g" % (launches / runs), "%.1f" % per_call[side]]
            else:
                cells += ["n/a", ""]
        ratio = ("%.2fx" % (per_call["nvcc"] / per_call["stitch"])
                 if len(per_call) == 2 and per_call["stitch"] > 0 else "")
        print("| %s | %s | %s |" % (name, " | ".join(cells), ratio))


if __name__ == "__main__":
    main()
