#!/usr/bin/env python3
"""Prints a function of N independent small elementwise ops (linalg.exp on
tensor<4x4xf32>, N from argv, default 40): candidates for packing."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
t = "tensor<4x4xf32>"
print("func.func @many(%s) -> (%s) {" % (", ".join("%%a%d: %s" % (i, t) for i in range(n)),
                                          ", ".join([t] * n)))
for i in range(n):
    print("  %%e%d = tensor.empty() : %s" % (i, t))
    print("  %%r%d = linalg.exp ins(%%a%d : %s) outs(%%e%d : %s) -> %s" % (i, i, t, i, t, t))
print("  return %s : %s" % (", ".join("%%r%d" % i for i in range(n)), ", ".join([t] * n)))
print("}")
