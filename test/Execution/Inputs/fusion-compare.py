#!/usr/bin/env python3
"""Compares two files of numbers, one per line, within a tolerance
(|a - b| <= atol + rtol * |b|): C reference vs MLIR, whose libm calls and
summation orders may differ in the last bits; infinities and NaNs must
match exactly. Usage: expected actual [--atol A] [--truth T].

--truth T: the same program computed in f64 (one value per line). Then
`actual` passes where it is as close to the truth as `expected` (the f32
reference) is, up to a factor: |a - t| <= atol + rtol * |t| + 8 * the
largest |e - t| within 16 lines. Long chains of f32 ops through matmuls
amplify last-bit differences (FMA contraction, summation order) far past a
fixed tolerance, most of all where the truth cancels to about 0; a wrong
value is off by its own magnitude, not by the f32 reference's error."""
import math
import sys

RTOL, ATOL = 1e-4, 1e-5
WINDOW, FACTOR = 16, 8.0
args = sys.argv[3:]
truth_path = None
while args:
    if args[0] == "--atol" and len(args) > 1:
        ATOL = float(args[1])
    elif args[0] == "--truth" and len(args) > 1:
        truth_path = args[1]
    else:
        sys.exit("fusion-compare.py: unknown argument %s" % args[0])
    args = args[2:]


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


if truth_path:
    truth = numbers(truth_path)
    if len(truth) != len(expected):
        sys.exit("%s: %d values, expected %d" % (truth_path, len(truth), len(expected)))
    # |e - t| of the f32 reference, where both are finite
    ref_err = [abs(e - t) if math.isfinite(e) and math.isfinite(t) else 0.0
               for e, t in zip(expected, truth)]

    def close_to_truth(i, e, a):
        t = truth[i]
        if not math.isfinite(e) or not math.isfinite(t):
            return close(e, a)
        lo, hi = max(0, i - WINDOW), min(len(ref_err), i + WINDOW + 1)
        return math.isfinite(a) and abs(a - t) <= ATOL + RTOL * abs(t) + FACTOR * max(ref_err[lo:hi])
    bad = [(i, e, a) for i, (e, a) in enumerate(zip(expected, actual))
           if not close(e, a) and not close_to_truth(i, e, a)]
else:
    bad = [(i, e, a) for i, (e, a) in enumerate(zip(expected, actual))
           if not close(e, a)]
for i, e, a in bad[:10]:
    print("line %d: expected %g, got %g" % (i + 1, e, a))
sys.exit(1 if bad else 0)
