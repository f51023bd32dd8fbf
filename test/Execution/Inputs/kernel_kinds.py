#!/usr/bin/env python3
"""Writes one runnable MLIR program per fused-kernel kind into a directory.

Each program has a function @f of linalg on tensors (the graph to fuse) and a
@main that builds deterministic inputs (small multiples of 1/8 from the
element index, so that sums stay exact where the order is kept), calls @f and
prints every output element, one per line (vector.print). The lit test
kernel-kinds.test compiles each program through stitch-compile-cpu (fused)
and through the upstream pipeline without fusion, runs both with 1 and 2
OpenMP threads and compares the numbers (fusion-compare.py tolerance:
reductions are reassociated by the block-level trees).

Usage: kernel_kinds.py <out dir>   -> writes <case>.mlir, prints case names
"""
import os
import sys

ID2 = "affine_map<(d0, d1) -> (d0, d1)>"
ROW = "affine_map<(d0, d1) -> (d0)>"
COL = "affine_map<(d0, d1) -> (d1)>"
PAR2 = '["parallel", "parallel"]'
RED2 = '["parallel", "reduction"]'

# name: (inputs [(shape, element type)], outputs [(shape, element type)],
#        body of @f using %in0.. and yielding via `return`), expected kind
CASES = {}

CASES["softmax"] = ([((37, 100), "f32")], [((37, 100), "f32")], f"""
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<37xf32>
  %e = tensor.empty() : tensor<37x100xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<37xf32>) -> tensor<37xf32>
  %m = linalg.reduce ins(%in0 : tensor<37x100xf32>) outs(%m0 : tensor<37xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %x = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0, %m : tensor<37x100xf32>, tensor<37xf32>) outs(%e : tensor<37x100xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %x = math.exp %d : f32
      linalg.yield %x : f32 }} -> tensor<37x100xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<37xf32>) -> tensor<37xf32>
  %s = linalg.reduce ins(%x : tensor<37x100xf32>) outs(%s0 : tensor<37xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%x, %s : tensor<37x100xf32>, tensor<37xf32>) outs(%e : tensor<37x100xf32>) {{
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 }} -> tensor<37x100xf32>
  return %y : tensor<37x100xf32>
""")

CASES["layernorm"] = ([((24, 70), "f32"), ((70,), "f32"), ((70,), "f32")],
                      [((24, 70), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 70.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %er = tensor.empty() : tensor<24xf32>
  %e = tensor.empty() : tensor<24x70xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<24xf32>) -> tensor<24xf32>
  %sum = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%in0 : tensor<24x70xf32>) outs(%z : tensor<24xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32 }} -> tensor<24xf32>
  %c = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0, %sum : tensor<24x70xf32>, tensor<24xf32>) outs(%e : tensor<24x70xf32>) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %mean = arith.divf %s, %n : f32
      %d = arith.subf %v, %mean : f32
      linalg.yield %d : f32 }} -> tensor<24x70xf32>
  %var = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%c : tensor<24x70xf32>) outs(%z : tensor<24xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %sq = arith.mulf %v, %v : f32
      %t = arith.addf %sq, %acc : f32
      linalg.yield %t : f32 }} -> tensor<24xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {COL}, {COL}, {ID2}], iterator_types = {PAR2}}}
      ins(%c, %var, %in1, %in2 : tensor<24x70xf32>, tensor<24xf32>, tensor<70xf32>, tensor<70xf32>)
      outs(%e : tensor<24x70xf32>) {{
    ^bb0(%v: f32, %s: f32, %g: f32, %b: f32, %o: f32):
      %m = arith.divf %s, %n : f32
      %me = arith.addf %m, %eps : f32
      %r = math.rsqrt %me : f32
      %nv = arith.mulf %v, %r : f32
      %sc = arith.mulf %nv, %g : f32
      %sh = arith.addf %sc, %b : f32
      linalg.yield %sh : f32 }} -> tensor<24x70xf32>
  return %y : tensor<24x70xf32>
""")

# Softmax over heads (rows R = 2x3x5 of 70) whose result is collapsed to
# 6x5x70 (heads joined, as TOSA graphs do): results that are reshapes of
# the row-space value take the rows strategy, stored by linear index.
ID1 = "affine_map<(d0) -> (d0)>"
ID4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
ROW4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>"
PAR4 = '["parallel", "parallel", "parallel", "parallel"]'
CASES["softmax_heads"] = ([((2, 3, 5, 70), "f32")], [((6, 5, 70), "f32")], f"""
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<2x3x5xf32>
  %e = tensor.empty() : tensor<2x3x5x70xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %m = linalg.reduce ins(%in0 : tensor<2x3x5x70xf32>) outs(%m0 : tensor<2x3x5xf32>) dimensions = [3]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %x = linalg.generic {{indexing_maps = [{ID4}, {ROW4}, {ID4}], iterator_types = {PAR4}}}
      ins(%in0, %m : tensor<2x3x5x70xf32>, tensor<2x3x5xf32>) outs(%e : tensor<2x3x5x70xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %x = math.exp %d : f32
      linalg.yield %x : f32 }} -> tensor<2x3x5x70xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %s = linalg.reduce ins(%x : tensor<2x3x5x70xf32>) outs(%s0 : tensor<2x3x5xf32>) dimensions = [3]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID4}, {ROW4}, {ID4}], iterator_types = {PAR4}}}
      ins(%x, %s : tensor<2x3x5x70xf32>, tensor<2x3x5xf32>) outs(%e : tensor<2x3x5x70xf32>) {{
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 }} -> tensor<2x3x5x70xf32>
  %c = tensor.collapse_shape %y [[0, 1], [2], [3]] : tensor<2x3x5x70xf32> into tensor<6x5x70xf32>
  return %c : tensor<6x5x70xf32>
""")

# LayerNorm over tokens (3x7 collapsed to 21 rows of 50), the normalized
# rows expanded back to 3x7x50 and the row means (a result of the rows'
# shape) to 3x7: both results are reshapes of row-space values.
CASES["layernorm_tokens"] = ([((3, 7, 50), "f32")], [((3, 7, 50), "f32"), ((3, 7), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 50.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %x = tensor.collapse_shape %in0 [[0, 1], [2]] : tensor<3x7x50xf32> into tensor<21x50xf32>
  %er = tensor.empty() : tensor<21xf32>
  %e = tensor.empty() : tensor<21x50xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<21xf32>) -> tensor<21xf32>
  %sum = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%x : tensor<21x50xf32>) outs(%z : tensor<21xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32 }} -> tensor<21xf32>
  %mean = linalg.generic {{indexing_maps = [{ID1}, {ID1}], iterator_types = ["parallel"]}}
      ins(%sum : tensor<21xf32>) outs(%er : tensor<21xf32>) {{
    ^bb0(%s: f32, %o: f32):
      %mv = arith.divf %s, %n : f32
      linalg.yield %mv : f32 }} -> tensor<21xf32>
  %c = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%x, %mean : tensor<21x50xf32>, tensor<21xf32>) outs(%e : tensor<21x50xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      linalg.yield %d : f32 }} -> tensor<21x50xf32>
  %var = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%c : tensor<21x50xf32>) outs(%z : tensor<21xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %sq = arith.mulf %v, %v : f32
      %t = arith.addf %sq, %acc : f32
      linalg.yield %t : f32 }} -> tensor<21xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%c, %var : tensor<21x50xf32>, tensor<21xf32>) outs(%e : tensor<21x50xf32>) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %m = arith.divf %s, %n : f32
      %me = arith.addf %m, %eps : f32
      %r = math.rsqrt %me : f32
      %nv = arith.mulf %v, %r : f32
      linalg.yield %nv : f32 }} -> tensor<21x50xf32>
  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape [3, 7, 50] : tensor<21x50xf32> into tensor<3x7x50xf32>
  %m2 = tensor.expand_shape %mean [[0, 1]] output_shape [3, 7] : tensor<21xf32> into tensor<3x7xf32>
  return %y3, %m2 : tensor<3x7x50xf32>, tensor<3x7xf32>
""")

# LayerNorm whose row statistics reach their consumers through reshapes
# (torch/TOSA keepdim stats of a 21x50 view applied to 3x7x50): the means
# and variances of 21 rows are expanded to 3x7 and read by elementwise ops
# over 3x7x50, and the second reduction reads the centred 3x7x50 through a
# collapse. Rows strategy: a result whose leading dims are the rows
# reshaped (3x7 for 21), and the row registers found through the reshapes
# (KernelEmit: linearizing the delinearized row gives the row back).
ID3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
ROW3 = "affine_map<(d0, d1, d2) -> (d0, d1)>"
PAR3 = '["parallel", "parallel", "parallel"]'
CASES["layernorm_stats_reshaped"] = ([((3, 7, 50), "f32")], [((3, 7, 50), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 50.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %x = tensor.collapse_shape %in0 [[0, 1], [2]] : tensor<3x7x50xf32> into tensor<21x50xf32>
  %er = tensor.empty() : tensor<21xf32>
  %e3 = tensor.empty() : tensor<3x7x50xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<21xf32>) -> tensor<21xf32>
  %sum = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%x : tensor<21x50xf32>) outs(%z : tensor<21xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32 }} -> tensor<21xf32>
  %sum3 = tensor.expand_shape %sum [[0, 1]] output_shape [3, 7] : tensor<21xf32> into tensor<3x7xf32>
  %c = linalg.generic {{indexing_maps = [{ID3}, {ROW3}, {ID3}], iterator_types = {PAR3}}}
      ins(%in0, %sum3 : tensor<3x7x50xf32>, tensor<3x7xf32>) outs(%e3 : tensor<3x7x50xf32>) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %mv = arith.divf %s, %n : f32
      %d = arith.subf %v, %mv : f32
      linalg.yield %d : f32 }} -> tensor<3x7x50xf32>
  %c2 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<3x7x50xf32> into tensor<21x50xf32>
  %var = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%c2 : tensor<21x50xf32>) outs(%z : tensor<21xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %sq = arith.mulf %v, %v : f32
      %t = arith.addf %sq, %acc : f32
      linalg.yield %t : f32 }} -> tensor<21xf32>
  %var3 = tensor.expand_shape %var [[0, 1]] output_shape [3, 7] : tensor<21xf32> into tensor<3x7xf32>
  %y = linalg.generic {{indexing_maps = [{ID3}, {ROW3}, {ID3}], iterator_types = {PAR3}}}
      ins(%c, %var3 : tensor<3x7x50xf32>, tensor<3x7xf32>) outs(%e3 : tensor<3x7x50xf32>) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %m = arith.divf %s, %n : f32
      %me = arith.addf %m, %eps : f32
      %r = math.rsqrt %me : f32
      %nv = arith.mulf %v, %r : f32
      linalg.yield %nv : f32 }} -> tensor<3x7x50xf32>
  return %y : tensor<3x7x50xf32>
""")

CASES["bias_gelu"] = ([((50, 33), "f32"), ((33,), "f32")], [((50, 33), "f32")], f"""
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k = arith.constant 0.7978845608 : f32
  %c = arith.constant 0.044715 : f32
  %e = tensor.empty() : tensor<50x33xf32>
  %b = linalg.generic {{indexing_maps = [{ID2}, {COL}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0, %in1 : tensor<50x33xf32>, tensor<33xf32>) outs(%e : tensor<50x33xf32>) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      linalg.yield %s : f32 }} -> tensor<50x33xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = {PAR2}}}
      ins(%b : tensor<50x33xf32>) outs(%e : tensor<50x33xf32>) {{
    ^bb0(%x: f32, %o: f32):
      %x2 = arith.mulf %x, %x : f32
      %x3 = arith.mulf %x2, %x : f32
      %t0 = arith.mulf %c, %x3 : f32
      %t1 = arith.addf %x, %t0 : f32
      %t2 = arith.mulf %k, %t1 : f32
      %t3 = math.tanh %t2 : f32
      %t4 = arith.addf %one, %t3 : f32
      %t5 = arith.mulf %half, %x : f32
      %g = arith.mulf %t5, %t4 : f32
      linalg.yield %g : f32 }} -> tensor<50x33xf32>
  return %y : tensor<50x33xf32>
""")

CASES["gemm_bias_relu"] = ([((33, 20), "f32"), ((20, 45), "f32"), ((45,), "f32")],
                           [((33, 45), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33x45xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<33x45xf32>) -> tensor<33x45xf32>
  %m = linalg.matmul ins(%in0, %in1 : tensor<33x20xf32>, tensor<20x45xf32>) outs(%f : tensor<33x45xf32>) -> tensor<33x45xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {COL}, {ID2}], iterator_types = {PAR2}}}
      ins(%m, %in2 : tensor<33x45xf32>, tensor<45xf32>) outs(%e : tensor<33x45xf32>) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32 }} -> tensor<33x45xf32>
  return %y : tensor<33x45xf32>
""")

CASES["batch_matmul_scale"] = ([((3, 9, 17), "f32"), ((3, 17, 18), "f32")],
                               [((3, 9, 18), "f32")], """
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<3x9x18xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x9x18xf32>) -> tensor<3x9x18xf32>
  %m = linalg.batch_matmul ins(%in0, %in1 : tensor<3x9x17xf32>, tensor<3x17x18xf32>) outs(%f : tensor<3x9x18xf32>) -> tensor<3x9x18xf32>
  %y = linalg.map { arith.mulf } ins(%m, %cs : tensor<3x9x18xf32>, tensor<3x9x18xf32>) outs(%e : tensor<3x9x18xf32>)
  return %y : tensor<3x9x18xf32>
""".replace("%cs", "%m"))

# The product split into heads (expand_shape + transpose): staged tiled GEMM
# then an element-wise pass over the results.
CASES["gemm_heads"] = ([((12, 20), "f32"), ((20, 16), "f32"), ((16,), "f32")],
                       [((2, 12, 8), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<12x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<12x16xf32>) -> tensor<12x16xf32>
  %m = linalg.matmul ins(%in0, %in1 : tensor<12x20xf32>, tensor<20x16xf32>) outs(%f : tensor<12x16xf32>) -> tensor<12x16xf32>
  %b = linalg.generic {{indexing_maps = [{ID2}, {COL}, {ID2}], iterator_types = {PAR2}}}
      ins(%m, %in2 : tensor<12x16xf32>, tensor<16xf32>) outs(%e : tensor<12x16xf32>) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %t = arith.addf %v, %bv : f32
      linalg.yield %t : f32 }} -> tensor<12x16xf32>
  %x = tensor.expand_shape %b [[0], [1, 2]] output_shape [12, 2, 8] : tensor<12x16xf32> into tensor<12x2x8xf32>
  %et = tensor.empty() : tensor<2x12x8xf32>
  %y = linalg.transpose ins(%x : tensor<12x2x8xf32>) outs(%et : tensor<2x12x8xf32>) permutation = [1, 0, 2]
  return %y : tensor<2x12x8xf32>
""")

CASES["column_sum"] = ([((64, 40), "f32")], [((40,), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<40xf32>
  %e = tensor.empty() : tensor<64x40xf32>
  %sq = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0 : tensor<64x40xf32>) outs(%e : tensor<64x40xf32>) {{
    ^bb0(%v: f32, %o: f32):
      %s = arith.mulf %v, %v : f32
      linalg.yield %s : f32 }} -> tensor<64x40xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<40xf32>) -> tensor<40xf32>
  %y = linalg.reduce ins(%sq : tensor<64x40xf32>) outs(%z : tensor<40xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  return %y : tensor<40xf32>
""")

# Pre-fused (stitch-fuse does not fuse a column reduction with its
# consumer): the kernel's result holds the row dims last (rows-last).
CASES["column_center"] = ([((50, 24), "f32")], [((50, 24), "f32")], f"""
  %y = stitch.kernel reduction (%x = %in0 : tensor<50x24xf32>) -> tensor<50x24xf32> {{
    %zero = arith.constant 0.0 : f32
    %n = arith.constant 50.0 : f32
    %er = tensor.empty() : tensor<24xf32>
    %e = tensor.empty() : tensor<50x24xf32>
    %z = linalg.fill ins(%zero : f32) outs(%er : tensor<24xf32>) -> tensor<24xf32>
    %s = linalg.reduce ins(%x : tensor<50x24xf32>) outs(%z : tensor<24xf32>) dimensions = [0]
      (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
        linalg.yield %t : f32 }}
    %c = linalg.generic {{indexing_maps = [{ID2}, {COL}, {ID2}], iterator_types = {PAR2}}}
        ins(%x, %s : tensor<50x24xf32>, tensor<24xf32>) outs(%e : tensor<50x24xf32>) {{
      ^bb0(%v: f32, %sv: f32, %o: f32):
        %m = arith.divf %sv, %n : f32
        %d = arith.subf %v, %m : f32
        linalg.yield %d : f32 }} -> tensor<50x24xf32>
    stitch.yield %c : tensor<50x24xf32>
  }}
  return %y : tensor<50x24xf32>
""")

# Few long rows: split over many blocks, partial totals combined by a
# second grid loop (split-rows); a rank-0 result.
CASES["global_abs_sum"] = ([((200000,), "f32")], [((), "f32")], """
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<200000xf32>
  %er = tensor.empty() : tensor<f32>
  %a = linalg.map { math.absf } ins(%in0 : tensor<200000xf32>) outs(%e : tensor<200000xf32>)
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%a : tensor<200000xf32>) outs(%z : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) { %t = arith.addf %x, %acc : f32
      linalg.yield %t : f32 }
  return %s : tensor<f32>
""")

CASES["few_long_rows"] = ([((3, 70000), "f32")], [((3,), "f32")], f"""
  %ninf = arith.constant 0xFF800000 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<3x70000xf32>
  %er = tensor.empty() : tensor<3xf32>
  %d = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0 : tensor<3x70000xf32>) outs(%e : tensor<3x70000xf32>) {{
    ^bb0(%x: f32, %o: f32):
      %t = arith.mulf %x, %two : f32
      linalg.yield %t : f32 }} -> tensor<3x70000xf32>
  %z = linalg.fill ins(%ninf : f32) outs(%er : tensor<3xf32>) -> tensor<3xf32>
  %m = linalg.reduce ins(%d : tensor<3x70000xf32>) outs(%z : tensor<3xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {{ %t = arith.maximumf %x, %acc : f32
      linalg.yield %t : f32 }}
  return %m : tensor<3xf32>
""")

CASES["packed"] = ([((30,), "f32"), ((7, 9), "f32"), ((5, 4, 3), "f32")],
                   [((30,), "f32"), ((7, 9), "f32"), ((5, 4, 3), "f32")], """
  %a = arith.constant 1.5 : f32
  %e1 = tensor.empty() : tensor<30xf32>
  %e2 = tensor.empty() : tensor<7x9xf32>
  %e3 = tensor.empty() : tensor<5x4x3xf32>
  %y1 = linalg.map { math.exp } ins(%in0 : tensor<30xf32>) outs(%e1 : tensor<30xf32>)
  %y2 = linalg.map { arith.mulf } ins(%in1, %in1 : tensor<7x9xf32>, tensor<7x9xf32>) outs(%e2 : tensor<7x9xf32>)
  %y3 = linalg.map { math.absf } ins(%in2 : tensor<5x4x3xf32>) outs(%e3 : tensor<5x4x3xf32>)
  return %y1, %y2, %y3 : tensor<30xf32>, tensor<7x9xf32>, tensor<5x4x3xf32>
""")

CASES["f16_rowsum"] = ([((19, 130), "f16")], [((19, 130), "f16"), ((19,), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<19xf32>
  %e = tensor.empty() : tensor<19x130xf16>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<19xf32>) -> tensor<19xf32>
  %sum = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%in0 : tensor<19x130xf16>) outs(%z : tensor<19xf32>) {{
    ^bb0(%v: f16, %acc: f32):
      %w = arith.extf %v : f16 to f32
      %t = arith.addf %w, %acc : f32
      linalg.yield %t : f32 }} -> tensor<19xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0, %sum : tensor<19x130xf16>, tensor<19xf32>) outs(%e : tensor<19x130xf16>) {{
    ^bb0(%v: f16, %s: f32, %o: f16):
      %w = arith.extf %v : f16 to f32
      %d = arith.subf %w, %s : f32
      %h = arith.truncf %d : f32 to f16
      linalg.yield %h : f16 }} -> tensor<19x130xf16>
  return %y, %sum : tensor<19x130xf16>, tensor<19xf32>
""")

# bf16 storage, f32 arithmetic: a softmax whose exp is needed twice (staged
# by the CPU mapping, computed by polynomials after bf16 -> f32).
CASES["bf16_softmax"] = ([((13, 70), "bf16")], [((13, 70), "f32"), ((13,), "f32")], f"""
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<13xf32>
  %e = tensor.empty() : tensor<13x70xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<13xf32>) -> tensor<13xf32>
  %mx = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%in0 : tensor<13x70xbf16>) outs(%m0 : tensor<13xf32>) {{
    ^bb0(%v: bf16, %acc: f32):
      %w = arith.extf %v : bf16 to f32
      %t = arith.maximumf %w, %acc : f32
      linalg.yield %t : f32 }} -> tensor<13xf32>
  %ex = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0, %mx : tensor<13x70xbf16>, tensor<13xf32>) outs(%e : tensor<13x70xf32>) {{
    ^bb0(%v: bf16, %m: f32, %o: f32):
      %w = arith.extf %v : bf16 to f32
      %d = arith.subf %w, %m : f32
      %x = math.exp %d : f32
      linalg.yield %x : f32 }} -> tensor<13x70xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<13xf32>) -> tensor<13xf32>
  %sum = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%ex : tensor<13x70xf32>) outs(%s0 : tensor<13xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32 }} -> tensor<13xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%ex, %sum : tensor<13x70xf32>, tensor<13xf32>) outs(%e : tensor<13x70xf32>) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %q = arith.divf %v, %s : f32
      linalg.yield %q : f32 }} -> tensor<13x70xf32>
  return %y, %sum : tensor<13x70xf32>, tensor<13xf32>
""")

CASES["int_max_rows"] = ([((12, 300), "i32")], [((12, 300), "i32")], f"""
  %min = arith.constant -2147483648 : i32
  %er = tensor.empty() : tensor<12xi32>
  %e = tensor.empty() : tensor<12x300xi32>
  %z = linalg.fill ins(%min : i32) outs(%er : tensor<12xi32>) -> tensor<12xi32>
  %m = linalg.reduce ins(%in0 : tensor<12x300xi32>) outs(%z : tensor<12xi32>) dimensions = [1]
    (%a: i32, %acc: i32) {{ %t = arith.maxsi %a, %acc : i32
      linalg.yield %t : i32 }}
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0, %m : tensor<12x300xi32>, tensor<12xi32>) outs(%e : tensor<12x300xi32>) {{
    ^bb0(%v: i32, %mv: i32, %o: i32):
      %d = arith.subi %mv, %v : i32
      linalg.yield %d : i32 }} -> tensor<12x300xi32>
  return %y : tensor<12x300xi32>
""")


# Rows that are not the innermost dims (planner: reductions that reduce the
# same rows stitch; lowering: rows-spread). A softmax over the middle dim
# of 4x13x6: rows 4x6 at dims 0 and 2, the reduced dim 1 between them.
ID3 = "affine_map<(d0, d1, d2) -> (d0, d1, d2)>"
MID3 = "affine_map<(d0, d1, d2) -> (d0, d2)>"
PAR3 = '["parallel", "parallel", "parallel"]'
CASES["softmax_mid"] = ([((4, 13, 6), "f32")], [((4, 13, 6), "f32")], f"""
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4x6xf32>
  %e = tensor.empty() : tensor<4x13x6xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x6xf32>) -> tensor<4x6xf32>
  %m = linalg.reduce ins(%in0 : tensor<4x13x6xf32>) outs(%m0 : tensor<4x6xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %x = linalg.generic {{indexing_maps = [{ID3}, {MID3}, {ID3}], iterator_types = {PAR3}}}
      ins(%in0, %m : tensor<4x13x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x13x6xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %x = math.exp %d : f32
      linalg.yield %x : f32 }} -> tensor<4x13x6xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<4x6xf32>) -> tensor<4x6xf32>
  %s = linalg.reduce ins(%x : tensor<4x13x6xf32>) outs(%s0 : tensor<4x6xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID3}, {MID3}, {ID3}], iterator_types = {PAR3}}}
      ins(%x, %s : tensor<4x13x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x13x6xf32>) {{
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 }} -> tensor<4x13x6xf32>
  return %y : tensor<4x13x6xf32>
""")

# Normalization over the channels of NCHW 2x5x3x4 with keepdim statistics
# (2x1x3x4, output maps pinning the reduced dim to 0, as torch-mlir writes
# them); the mean is a second result, of the rows' own shape.
KEEP4 = "affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>"
RED4C = '["parallel", "reduction", "parallel", "parallel"]'
CASES["norm_channels"] = ([((2, 5, 3, 4), "f32")],
                          [((2, 5, 3, 4), "f32"), ((2, 1, 3, 4), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 5.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %er = tensor.empty() : tensor<2x1x3x4xf32>
  %e = tensor.empty() : tensor<2x5x3x4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<2x1x3x4xf32>) -> tensor<2x1x3x4xf32>
  %sum = linalg.generic {{indexing_maps = [{ID4}, {KEEP4}], iterator_types = {RED4C}}}
      ins(%in0 : tensor<2x5x3x4xf32>) outs(%z : tensor<2x1x3x4xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %t = arith.addf %v, %acc : f32
      linalg.yield %t : f32 }} -> tensor<2x1x3x4xf32>
  %mean = linalg.generic {{indexing_maps = [{ID4}, {ID4}], iterator_types = {PAR4}}}
      ins(%sum : tensor<2x1x3x4xf32>) outs(%er : tensor<2x1x3x4xf32>) {{
    ^bb0(%v: f32, %o: f32):
      %t = arith.divf %v, %n : f32
      linalg.yield %t : f32 }} -> tensor<2x1x3x4xf32>
  %sq = linalg.generic {{indexing_maps = [{ID4}, {KEEP4}, {KEEP4}], iterator_types = {RED4C}}}
      ins(%in0, %mean : tensor<2x5x3x4xf32>, tensor<2x1x3x4xf32>) outs(%z : tensor<2x1x3x4xf32>) {{
    ^bb0(%v: f32, %mv: f32, %acc: f32):
      %d = arith.subf %v, %mv : f32
      %d2 = arith.mulf %d, %d : f32
      %t = arith.addf %d2, %acc : f32
      linalg.yield %t : f32 }} -> tensor<2x1x3x4xf32>
  %y = linalg.generic {{indexing_maps = [{ID4}, {KEEP4}, {KEEP4}, {ID4}], iterator_types = {PAR4}}}
      ins(%in0, %mean, %sq : tensor<2x5x3x4xf32>, tensor<2x1x3x4xf32>, tensor<2x1x3x4xf32>) outs(%e : tensor<2x5x3x4xf32>) {{
    ^bb0(%v: f32, %mv: f32, %qv: f32, %o: f32):
      %var = arith.divf %qv, %n : f32
      %ve = arith.addf %var, %eps : f32
      %r = math.rsqrt %ve : f32
      %d = arith.subf %v, %mv : f32
      %t = arith.mulf %d, %r : f32
      linalg.yield %t : f32 }} -> tensor<2x5x3x4xf32>
  return %y, %mean : tensor<2x5x3x4xf32>, tensor<2x1x3x4xf32>
""")

# Negative: a column sum (over dim 0) and a row sum (over dim 1) of one 9x7
# tensor both broadcast back into one result. They reduce different rows
# (7 columns, 9 rows), so no one kernel runs them a row at a time: they do
# not stitch together (the row sum stitches with the result).
CASES["mixed_rows"] = ([((9, 7), "f32")], [((9, 7), "f32")], f"""
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<7xf32>
  %er = tensor.empty() : tensor<9xf32>
  %e = tensor.empty() : tensor<9x7xf32>
  %zc = linalg.fill ins(%zero : f32) outs(%ec : tensor<7xf32>) -> tensor<7xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<9xf32>) -> tensor<9xf32>
  %c = linalg.reduce ins(%in0 : tensor<9x7xf32>) outs(%zc : tensor<7xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %r = linalg.reduce ins(%in0 : tensor<9x7xf32>) outs(%zr : tensor<9xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID2}, {COL}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%in0, %c, %r : tensor<9x7xf32>, tensor<7xf32>, tensor<9xf32>) outs(%e : tensor<9x7xf32>) {{
    ^bb0(%v: f32, %cv: f32, %rv: f32, %o: f32):
      %t = arith.subf %v, %cv : f32
      %u = arith.subf %t, %rv : f32
      linalg.yield %u : f32 }} -> tensor<9x7xf32>
  return %y : tensor<9x7xf32>
""")

def ttype(shape, elem):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in shape), elem)


def init_input(k, shape, elem):
    """A generic filling tensor k with ((linear index * 7 + k) mod 23 - 11) / 8."""
    rank = len(shape)
    dims = ", ".join("d%d" % i for i in range(rank))
    idmap = "affine_map<(%s) -> (%s)>" % (dims, dims)
    its = ", ".join(['"parallel"'] * rank)
    t = ttype(shape, elem)
    lines = ["  %%e%d = tensor.empty() : %s" % (k, t),
             "  %%in%d = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} outs(%%e%d : %s) {" % (k, idmap, its, k, t),
             "  ^bb0(%o: " + elem + "):",
             "    %lin0 = arith.constant 0 : index"]
    prev = "%lin0"
    for i, d in enumerate(shape):
        lines += ["    %%i%d = linalg.index %d : index" % (i, i),
                  "    %%s%d = arith.constant %d : index" % (i, d),
                  "    %%m%d = arith.muli %s, %%s%d : index" % (i, prev, i),
                  "    %%lin%d = arith.addi %%m%d, %%i%d : index" % (i + 1, i, i)]
        prev = "%%lin%d" % (i + 1)
    lines += ["    %c7 = arith.constant 7 : index",
              "    %%ck = arith.constant %d : index" % k,
              "    %c23 = arith.constant 23 : index",
              "    %c11 = arith.constant 11 : index",
              "    %%a = arith.muli %s, %%c7 : index" % prev,
              "    %b = arith.addi %a, %ck : index",
              "    %r = arith.remui %b, %c23 : index",
              "    %c = arith.subi %r, %c11 : index",
              "    %ci = arith.index_cast %c : index to i32"]
    if elem.startswith("i"):
        lines += ["    linalg.yield %ci : i32"]
    else:
        lines += ["    %cf = arith.sitofp %ci : i32 to " + elem,
                  "    %eighth = arith.constant 0.125 : " + elem,
                  "    %v = arith.mulf %cf, %eighth : " + elem,
                  "    linalg.yield %v : " + elem]
    lines += ["  } -> " + t]
    return "\n".join(lines)


def print_output(k, shape, elem):
    """Loops printing every element of output k (f16, bf16 widened to f32)."""
    rank = len(shape)
    mt = "memref<%s%s>" % ("".join("%dx" % d for d in shape), elem)
    lines = ["  %%buf%d = bufferization.to_buffer %%out%d : %s to %s" % (k, k, ttype(shape, elem), mt)]
    ivs = []
    for i, d in enumerate(shape):
        lines.append("  %%ub%d_%d = arith.constant %d : index" % (k, i, d))
        lines.append("  scf.for %%p%d_%d = %%c0 to %%ub%d_%d step %%c1 {" % (k, i, k, i))
        ivs.append("%%p%d_%d" % (k, i))
    lines.append("    %%v%d = memref.load %%buf%d[%s] : %s" % (k, k, ", ".join(ivs), mt))
    v = "%%v%d" % k
    if elem in ("f16", "bf16"):
        lines.append("    %%w%d = arith.extf %s : %s to f32" % (k, v, elem))
        v, elem = "%%w%d" % k, "f32"
    lines.append("    vector.print %s : %s" % (v, elem))
    lines += ["  }"] * rank
    return "\n".join(lines)


def program(name):
    inputs, outputs, body = CASES[name]
    args = ", ".join("%%in%d: %s" % (k, ttype(*t)) for k, t in enumerate(inputs))
    rets = ", ".join(ttype(*t) for t in outputs)
    outs = ", ".join("%%out%d" % k for k in range(len(outputs)))
    text = ["// Generated by test/Execution/Inputs/kernel_kinds.py (case %s)." % name,
            "func.func @f(%s) -> (%s) {" % (args, rets), body.strip("\n"), "}", "",
            "func.func @main() {", "  %c0 = arith.constant 0 : index",
            "  %c1 = arith.constant 1 : index"]
    text += [init_input(k, *t) for k, t in enumerate(inputs)]
    text.append("  %s = call @f(%s) : (%s) -> (%s)" % (
        outs, ", ".join("%%in%d" % k for k in range(len(inputs))),
        ", ".join(ttype(*t) for t in inputs), rets))
    text += [print_output(k, *t) for k, t in enumerate(outputs)]
    text += ["  return", "}", ""]
    return "\n".join(text)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name in CASES:
        with open(os.path.join(out, name + ".mlir"), "w") as f:
            f.write(program(name))
        print(name)


if __name__ == "__main__":
    main()
