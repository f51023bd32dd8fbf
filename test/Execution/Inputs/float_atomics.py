#!/usr/bin/env python3
"""Expected output of test/Execution/float-atomics.mlir, computed
independently of MLIR: the final values of its accumulators as the bit
patterns `vector.print` prints (signed i32 for f32, signed i64 for f64), one
per line, in the order @main prints them. 8 blocks x 32 threads; `g` is the
global thread id. Every result is exact whatever order the threads run in:
products of powers of two, maxima and minima, and a counter advanced by
compare-and-swap."""
import struct

N = 8 * 32


def f32_bits(x):
    return struct.unpack("<i", struct.pack("<f", x))[0]


def f64_bits(x):
    return struct.unpack("<q", struct.pack("<d", x))[0]


# (a) memref.atomic_rmw mulf: acc32[g % 4] *= 2^((7g mod 5) - 1),
#     acc64[g % 2] *= 2^(2 - (3g mod 7)).
acc32 = [1.0, 3.0, -1.5, 0.75]
acc64 = [1.0, -5.0]
for g in range(N):
    acc32[g % 4] *= 2.0 ** ((g * 7) % 5 - 1)
    acc64[g % 2] *= 2.0 ** (2 - (g * 3) % 7)

# (b) memref.generic_atomic_rmw: a float max (of ((37g mod 1009) - 500) / 4)
#     and min (of (53g mod 997) / 8 - 3).
mx32 = [-1000.0] * 3
mn64 = [1000.0] * 2
for g in range(N):
    mx32[g % 3] = max(mx32[g % 3], (((g * 37) % 1009) - 500) * 0.25)
    mn64[g % 2] = min(mn64[g % 2], ((g * 53) % 997) * 0.125 - 3.0)

# (b) "CAS if equal" counters: every thread adds 1.0 (f32) and 0.5 (f64)
#     with a retry loop; one thread wins the single CAS from 0.0 (f32: its
#     g + 1 is what memory holds; f64: 2 * (g + 1)).
cnt32 = N * 1.0
cnt64 = N * 0.5

# acc32 = [2^64, 3 * 2^62, -1.5 * 2^65, 0.75 * 2^63],
# acc64 = [2^-128, -5 * 2^-127], mx32 = [124.75, 126.5, 125.75],
# mn64 = [-3.0, -2.5].
lines = [f32_bits(v) for v in acc32] + [f64_bits(v) for v in acc64]
lines += [f32_bits(v) for v in mx32] + [f64_bits(v) for v in mn64]
lines += [f32_bits(cnt32), f64_bits(cnt64)]
lines += [1, 1, 1, 1]  # one winner each, and memory holds its value
print("\n".join(str(v) for v in lines))
