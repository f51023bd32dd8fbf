#!/usr/bin/env python3
"""Writes the programs of fuse-reductions.test: cases of kernel_kinds.py
(same harness: @f on tensors, a @main filling the inputs deterministically
and printing every output element) plus row kernels whose reductions sum
a staged intermediate, so that stitch-kernel-to-parallel{fuse-reductions}
folds them in the staging loop, and ones where it must not.

Usage: fuse_reductions.py <out dir>   -> writes <case>.mlir, prints names
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kernel_kinds as kk  # noqa: E402

ID2, ROW, PAR2, RED2 = kk.ID2, kk.ROW, kk.PAR2, kk.RED2
ID3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
ROW3 = "affine_map<(d0, d1, d2) -> (d0, d1)>"
PAR3 = '["parallel", "parallel", "parallel"]'
ROW3_1 = "affine_map<(d0, d1, d2) -> (d0)>"
TR3 = "affine_map<(d0, d1, d2) -> (d0, d2, d1)>"
RED3 = '["parallel", "reduction", "reduction"]'

NEW = {}

# The attention softmax of bench/fusion (scale, causal mask by
# linalg.index, max, exp, sum, divide) over 2x9x33: 18 rows.
NEW["masked_softmax"] = ([((2, 9, 33), "f32")], [((2, 9, 33), "f32")], f"""
  %scale = arith.constant 0.125 : f32
  %big = arith.constant -1.0e30 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x9x33xf32>
  %er = tensor.empty() : tensor<2x9xf32>
  %masked = linalg.generic {{indexing_maps = [{ID3}, {ID3}], iterator_types = {PAR3}}}
      ins(%in0 : tensor<2x9x33xf32>) outs(%e : tensor<2x9x33xf32>) {{
    ^bb0(%v: f32, %o: f32):
      %i = linalg.index 1 : index
      %j = linalg.index 2 : index
      %future = arith.cmpi ugt, %j, %i : index
      %sv = arith.mulf %v, %scale : f32
      %m = arith.select %future, %big, %sv : f32
      linalg.yield %m : f32 }} -> tensor<2x9x33xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x9xf32>) -> tensor<2x9xf32>
  %mx = linalg.reduce ins(%masked : tensor<2x9x33xf32>) outs(%m0 : tensor<2x9xf32>) dimensions = [2]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %ex = linalg.generic {{indexing_maps = [{ID3}, {ROW3}, {ID3}], iterator_types = {PAR3}}}
      ins(%masked, %mx : tensor<2x9x33xf32>, tensor<2x9xf32>) outs(%e : tensor<2x9x33xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %x = math.exp %d : f32
      linalg.yield %x : f32 }} -> tensor<2x9x33xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<2x9xf32>) -> tensor<2x9xf32>
  %s = linalg.reduce ins(%ex : tensor<2x9x33xf32>) outs(%s0 : tensor<2x9xf32>) dimensions = [2]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID3}, {ROW3}, {ID3}], iterator_types = {PAR3}}}
      ins(%ex, %s : tensor<2x9x33xf32>, tensor<2x9xf32>) outs(%e : tensor<2x9x33xf32>) {{
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 }} -> tensor<2x9x33xf32>
  return %y : tensor<2x9x33xf32>
""")

# Two reductions over one staged tanh(x) (a sum, fused with the staging,
# and a sum of squares, which reads the buffer: not fused) and one over x.
NEW["tanh_two_sums"] = ([((21, 40), "f32")], [((21, 40), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %er = tensor.empty() : tensor<21xf32>
  %e = tensor.empty() : tensor<21x40xf32>
  %th = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0 : tensor<21x40xf32>) outs(%e : tensor<21x40xf32>) {{
    ^bb0(%v: f32, %o: f32):
      %t = math.tanh %v : f32
      linalg.yield %t : f32 }} -> tensor<21x40xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<21xf32>) -> tensor<21xf32>
  %s = linalg.reduce ins(%th : tensor<21x40xf32>) outs(%z : tensor<21xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %q = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%th : tensor<21x40xf32>) outs(%z : tensor<21xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %sq = arith.mulf %v, %v : f32
      %t = arith.addf %sq, %acc : f32
      linalg.yield %t : f32 }} -> tensor<21xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<21xf32>) -> tensor<21xf32>
  %m = linalg.reduce ins(%in0 : tensor<21x40xf32>) outs(%m0 : tensor<21xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ROW}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%th, %s, %q, %m : tensor<21x40xf32>, tensor<21xf32>, tensor<21xf32>, tensor<21xf32>) outs(%e : tensor<21x40xf32>) {{
    ^bb0(%v: f32, %sv: f32, %qv: f32, %mv: f32, %o: f32):
      %n = arith.mulf %v, %sv : f32
      %w = arith.subf %qv, %mv : f32
      %u = arith.addf %n, %w : f32
      linalg.yield %u : f32 }} -> tensor<21x40xf32>
  return %y : tensor<21x40xf32>
""")

# The sum reads exp(x - max) transposed: not fused (staged separately).
NEW["softmax_transposed_sum"] = ([((5, 6, 7), "f32")], [((5, 6, 7), "f32")], f"""
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<5xf32>
  %e = tensor.empty() : tensor<5x6x7xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<5xf32>) -> tensor<5xf32>
  %m = linalg.reduce ins(%in0 : tensor<5x6x7xf32>) outs(%m0 : tensor<5xf32>) dimensions = [1, 2]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %ex = linalg.generic {{indexing_maps = [{ID3}, {ROW3_1}, {ID3}], iterator_types = {PAR3}}}
      ins(%in0, %m : tensor<5x6x7xf32>, tensor<5xf32>) outs(%e : tensor<5x6x7xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %x = math.exp %d : f32
      linalg.yield %x : f32 }} -> tensor<5x6x7xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<5xf32>) -> tensor<5xf32>
  %s = linalg.generic {{indexing_maps = [{TR3}, {ROW3_1}], iterator_types = {RED3}}}
      ins(%ex : tensor<5x6x7xf32>) outs(%s0 : tensor<5xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32 }} -> tensor<5xf32>
  %y = linalg.generic {{indexing_maps = [{ID3}, {ROW3_1}, {ID3}], iterator_types = {PAR3}}}
      ins(%ex, %s : tensor<5x6x7xf32>, tensor<5xf32>) outs(%e : tensor<5x6x7xf32>) {{
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 }} -> tensor<5x6x7xf32>
  return %y : tensor<5x6x7xf32>
""")

PICKED = ["softmax", "bf16_softmax", "softmax_heads", "layernorm"] + list(NEW)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    kk.CASES.update(NEW)
    for name in PICKED:
        with open(os.path.join(out, name + ".mlir"), "w") as f:
            f.write(kk.program(name))
        print(name)


if __name__ == "__main__":
    main()
