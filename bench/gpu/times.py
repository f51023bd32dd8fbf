#!/usr/bin/env python3
"""Helpers of bench/gpu/run.sh (python3 standard library only).

  times.py --compare EXPECTED ACTUAL   checksum lines ("checksum S W") must
      agree within report.py's tolerance: |S - S'| <= 1e-4 * max(|W|, |W'|)
      (W: the sum of w|x|, the scale of both); exit 1 otherwise.
  times.py --table TIMEDIR OUTDIR      one row per bench program: launches
      per call, the GPU time of its kernels per call (Nsight Compute's
      gpu__time_duration, summed over the kernels of one call, median over
      the timed calls), the bytes one call must move at least (inputs read
      once, outputs written once) over that time, and the program's own
      end-to-end time per call (host<->device copies included).
"""
import csv
import math
import os
import statistics
import sys

TOL = 1e-4
PROFILED = 6  # calls run.sh profiles per program (ncu --launch-count)


def checksums(path):
    out = []
    for line in open(path):
        f = line.split()
        if len(f) == 3 and f[0] == "checksum":
            out.append((float(f[1]), float(f[2])))
    return out


def compare(expected, actual):
    e, a = checksums(expected), checksums(actual)
    if not e or len(e) != len(a):
        print(f"{len(a)} checksums, expected {len(e)}")
        return 1
    bad = 0
    for (s1, w1), (s2, w2) in zip(e, a):
        scale = max(abs(w1), abs(w2), 1e-30)
        if not (abs(s1 - s2) <= TOL * scale and abs(w1 - w2) <= TOL * scale):
            print(f"checksum {s2} {w2}, expected {s1} {w1}")
            bad += 1
    return 1 if bad else 0


def kernel_times(path):
    """Durations (ns) of the profiled kernels in launch order."""
    rows = []
    with open(path) as f:
        lines = [l for l in f if l.startswith('"')]
    for r in csv.DictReader(lines):
        if r.get("Metric Name") == "gpu__time_duration.sum":
            rows.append((int(r["ID"]), float(r["Metric Value"].replace(",", ""))))
    rows.sort()
    return [t for _, t in rows]


def table(timedir, outdir):
    print("| program | launches/call | kernel time/call (us) | GB/s (min. bytes / kernel time) "
          "| end-to-end ms/call (copies included) |")
    print("|---|--:|--:|--:|--:|")
    for info in sorted(os.listdir(timedir)):
        if not info.endswith(".info"):
            continue
        name = info[:-5]
        kv = dict(x.split("=") for x in open(os.path.join(timedir, info)).read().split())
        launches, calls, nbytes = int(kv["launches"]), int(kv["calls"]), int(kv["bytes"])
        inner = int(kv.get("inner", 1))
        plain = os.path.join(outdir, f"time-{name}.plain")
        e2e = "-"
        if os.path.exists(plain):
            ts = [float(l.split()[1]) for l in open(plain) if l.startswith("time ")]
            if ts:
                e2e = f"{1e3 * statistics.median(ts) / inner:.3f}"
        kt, gbs = "-", "-"
        ncu = os.path.join(outdir, f"time-{name}.ncu")
        if os.path.exists(ncu):
            ks = kernel_times(ncu)
            calls = min(calls, PROFILED)
            if launches and len(ks) == launches * calls:
                per_call = [sum(ks[i:i + launches]) for i in range(0, len(ks), launches)]
                timed = per_call[1:] or per_call
                ns = statistics.median(timed)
                kt, gbs = f"{ns / 1e3:.1f}", f"{nbytes / ns:.0f}"
            else:
                kt = f"? ({len(ks)} kernels profiled, expected {launches} x {calls})"
        print(f"| {name} | {launches} | {kt} | {gbs} | {e2e} |")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--compare":
        sys.exit(compare(sys.argv[2], sys.argv[3]))
    if len(sys.argv) == 4 and sys.argv[1] == "--table":
        sys.exit(table(sys.argv[2], sys.argv[3]))
    sys.exit(__doc__)
