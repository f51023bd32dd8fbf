#!/usr/bin/env python3
"""Compares two files of numbers, one per line, within a tolerance
(|a - b| <= atol + rtol * |b|): C reference vs MLIR, whose libm calls and
summation orders may differ in the last bits; infinities and NaNs must
match exactly. Usage: expected actual [--atol A]."""
import math
import sys

RTOL, ATOL = 1e-4, 1e-5
if len(sys.argv) == 5 and sys.argv[3] == "--atol":
    ATOL = float(sys.argv[4])


def numbers(path):
    with open(path) as f:
        return [float(line) for line in f if line.strip()]


expected, actual = numbers(sys.argv[1]), numbers(sys.argv[2])
if len(expected) != len(actual):
    sys.exit("%s: %d values, expected %d" % (sys.argv[2], len(actual), len(expected)))


def close(e, a):
    if not math.isfinite(e):  # inf/nan must be reproduced exactly
        return a == e or (math.isnan(e) and math.isnan(a))
    return math.isfinite(a) and abs(a - e) <= ATOL + RTOL * abs(e)


bad = [(i, e, a) for i, (e, a) in enumerate(zip(expected, actual))
       if not close(e, a)]
for i, e, a in bad[:10]:
    print("line %d: expected %g, got %g" % (i + 1, e, a))
sys.exit(1 if bad else 0)
