#!/usr/bin/env python3
"""Fused kernels with a dynamic outermost dimension (tensor<?x96xf32>) run
like the unfused upstream lowering (docs/fusion-dynamic.md).

Each case is a function @f of linalg on tensors whose inputs and results
have a dynamic batch/row dimension. For every runtime size in SIZES (1, and
sizes that are no multiple of the block, rows-per-block or tile sizes), a
@main (test/Models/Inputs/tosa_harness.py with_main: deterministic inputs
cast to the dynamic type, every output element printed) is appended, and
the program is compiled
  - through the upstream pipeline without fusion (the reference:
    bufferization, convert-linalg-to-parallel-loops),
  - through stitch-compile-cpu (CPU mapping), and
  - through the GPU mapping run on the CPU (stitch-fuse{target=gpu},
    stitch-lower-kernels, stitch-to-openmp: shared-memory trees, barriers),
all three run with OMP_NUM_THREADS=1 and 2 and the numbers compared
(test/Execution/Inputs/fusion-compare.py). All cases go in one program per
size (@f_<case>, called in turn by @main) to keep the test quick. Prints
one line per case with the kernels stitch-fuse made of @f_<case> (kinds)
and the strategies each mapping chose for them, which
test/Execution/fuse-dynamic.test FileChecks.

Usage: dynamic_kernels.py <scratch dir> -- <runner cmd...>
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "test", "Models", "Inputs"))
import tosa_harness as th  # noqa: E402
sys.path.insert(0, HERE)
from kernel_kinds import ID2, ROW, COL, PAR2, RED2  # noqa: E402

CASES = {}

# Elementwise chain, inner dim 96 (not a multiple of the block: guarded
# linear indexing) with a broadcast bias.
CASES["bias_tanh"] = f"""
func.func @f(%x: tensor<?x96xf32>, %b: tensor<96xf32>) -> tensor<?x96xf32> {{
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x96xf32>
  %e = tensor.empty(%n) : tensor<?x96xf32>
  %h = linalg.generic {{indexing_maps = [{ID2}, {COL}, {ID2}], iterator_types = {PAR2}}}
      ins(%x, %b : tensor<?x96xf32>, tensor<96xf32>) outs(%e : tensor<?x96xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32 }} -> tensor<?x96xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = {PAR2}}}
      ins(%h : tensor<?x96xf32>) outs(%e : tensor<?x96xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32 }} -> tensor<?x96xf32>
  return %y : tensor<?x96xf32>
}}
"""

# Inner dim 512: blocks tile the rows (no guard), two inputs of the same
# dynamic size.
CASES["scale_add_relu"] = f"""
func.func @f(%x: tensor<?x512xf32>, %r: tensor<?x512xf32>) -> tensor<?x512xf32> {{
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x512xf32>
  %e = tensor.empty(%n) : tensor<?x512xf32>
  %h = linalg.generic {{indexing_maps = [{ID2}, {ID2}, {ID2}], iterator_types = {PAR2}}}
      ins(%x, %r : tensor<?x512xf32>, tensor<?x512xf32>) outs(%e : tensor<?x512xf32>) {{
  ^bb0(%a: f32, %c: f32, %o: f32):
    %m = arith.mulf %a, %two : f32
    %s = arith.addf %m, %c : f32
    linalg.yield %s : f32 }} -> tensor<?x512xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ID2}], iterator_types = {PAR2}}}
      ins(%h : tensor<?x512xf32>) outs(%e : tensor<?x512xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %t = arith.maximumf %a, %zero : f32
    linalg.yield %t : f32 }} -> tensor<?x512xf32>
  return %y : tensor<?x512xf32>
}}
"""

# Rank 1: the whole extent is dynamic.
CASES["vector_exp"] = """
func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %h = linalg.exp ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %y = linalg.mul ins(%h, %x : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %y : tensor<?xf32>
}
"""

# Softmax over rows of 100 (dynamic row count).
CASES["softmax"] = f"""
func.func @f(%x: tensor<?x100xf32>) -> tensor<?x100xf32> {{
  %c0 = arith.constant 0 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x100xf32>
  %er = tensor.empty(%n) : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?x100xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %m = linalg.reduce ins(%x : tensor<?x100xf32>) outs(%m0 : tensor<?xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %ex = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%x, %m : tensor<?x100xf32>, tensor<?xf32>) outs(%e : tensor<?x100xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %y = math.exp %d : f32
      linalg.yield %y : f32 }} -> tensor<?x100xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.reduce ins(%ex : tensor<?x100xf32>) outs(%s0 : tensor<?xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%ex, %s : tensor<?x100xf32>, tensor<?xf32>) outs(%e : tensor<?x100xf32>) {{
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 }} -> tensor<?x100xf32>
  return %y : tensor<?x100xf32>
}}
"""

# LayerNorm over rows of 70 with gamma and beta.
CASES["layernorm"] = f"""
func.func @f(%x: tensor<?x70xf32>, %g: tensor<70xf32>, %b: tensor<70xf32>) -> tensor<?x70xf32> {{
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %len = arith.constant 70.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = tensor.dim %x, %c0 : tensor<?x70xf32>
  %er = tensor.empty(%n) : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?x70xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.reduce ins(%x : tensor<?x70xf32>) outs(%z : tensor<?xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %c = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%x, %sum : tensor<?x70xf32>, tensor<?xf32>) outs(%e : tensor<?x70xf32>) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %mean = arith.divf %s, %len : f32
      %d = arith.subf %v, %mean : f32
      linalg.yield %d : f32 }} -> tensor<?x70xf32>
  %sq = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%c : tensor<?x70xf32>) outs(%z : tensor<?xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %p = arith.mulf %v, %v : f32
      %t = arith.addf %p, %acc : f32
      linalg.yield %t : f32 }} -> tensor<?xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {COL}, {COL}, {ID2}], iterator_types = {PAR2}}}
      ins(%c, %sq, %g, %b : tensor<?x70xf32>, tensor<?xf32>, tensor<70xf32>, tensor<70xf32>) outs(%e : tensor<?x70xf32>) {{
    ^bb0(%v: f32, %s: f32, %gv: f32, %bv: f32, %o: f32):
      %var = arith.divf %s, %len : f32
      %ve = arith.addf %var, %eps : f32
      %r = math.rsqrt %ve : f32
      %nv = arith.mulf %v, %r : f32
      %sc = arith.mulf %nv, %gv : f32
      %sh = arith.addf %sc, %bv : f32
      linalg.yield %sh : f32 }} -> tensor<?x70xf32>
  return %y : tensor<?x70xf32>
}}
"""

# GEMM with a dynamic M, bias and ReLU epilogue (M not a multiple of the
# tile: clamped loads, guarded stores).
CASES["gemm_bias_relu"] = f"""
func.func @f(%a: tensor<?x24xf32>, %w: tensor<24x40xf32>, %b: tensor<40xf32>) -> tensor<?x40xf32> {{
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?x24xf32>
  %e = tensor.empty(%n) : tensor<?x40xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x40xf32>) -> tensor<?x40xf32>
  %p = linalg.matmul ins(%a, %w : tensor<?x24xf32>, tensor<24x40xf32>) outs(%z : tensor<?x40xf32>) -> tensor<?x40xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {COL}, {ID2}], iterator_types = {PAR2}}}
      ins(%p, %b : tensor<?x40xf32>, tensor<40xf32>) outs(%e : tensor<?x40xf32>) {{
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32 }} -> tensor<?x40xf32>
  return %y : tensor<?x40xf32>
}}
"""

# Batched matmul with a dynamic batch, scaled.
CASES["batch_matmul_scale"] = """
func.func @f(%a: tensor<?x6x8xf32>, %b: tensor<?x8x5xf32>) -> tensor<?x6x5xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?x6x8xf32>
  %e = tensor.empty(%n) : tensor<?x6x5xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x6x5xf32>) -> tensor<?x6x5xf32>
  %p = linalg.batch_matmul ins(%a, %b : tensor<?x6x8xf32>, tensor<?x8x5xf32>) outs(%z : tensor<?x6x5xf32>) -> tensor<?x6x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%p : tensor<?x6x5xf32>) outs(%e : tensor<?x6x5xf32>) {
    ^bb0(%v: f32, %o: f32):
      %h = arith.constant 0.5 : f32
      %s = arith.mulf %v, %h : f32
      linalg.yield %s : f32 } -> tensor<?x6x5xf32>
  return %y : tensor<?x6x5xf32>
}
"""

# A 3x3 convolution over a dynamic batch of padded NHWC images, with its
# bias init and a ReLU epilogue (the pad joins the convolution's kernel).
CASES["conv_pad_relu"] = """
func.func @f(%x: tensor<?x6x6x4xf32>, %w: tensor<5x3x3x4xf32>, %b: tensor<5xf32>) -> tensor<?x6x6x5xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x6x6x4xf32>
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x6x6x4xf32> to tensor<?x8x8x4xf32>
  %e = tensor.empty(%n) : tensor<?x6x6x5xf32>
  %init = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<5xf32>) outs(%e : tensor<?x6x6x5xf32>) {
    ^bb0(%v: f32, %o: f32):
      linalg.yield %v : f32 } -> tensor<?x6x6x5xf32>
  %c = linalg.conv_2d_nhwc_fhwc ins(%p, %w : tensor<?x8x8x4xf32>, tensor<5x3x3x4xf32>) outs(%init : tensor<?x6x6x5xf32>) -> tensor<?x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<?x6x6x5xf32>) outs(%e : tensor<?x6x6x5xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.maximumf %v, %zero : f32
      linalg.yield %r : f32 } -> tensor<?x6x6x5xf32>
  return %y : tensor<?x6x6x5xf32>
}
"""

# Attention's head split with a dynamic batch: rows ?x32 (8 per batch,
# collapsed from ?x8x32) plus a bias, expanded to ?x8x2x16 (the batch from
# output_shape), heads transposed, exp: one kernel over values of two
# runtime sizes (rows n * 8, batch n).
CASES["head_split"] = """
func.func @f(%x: tensor<?x8x32xf32>, %b: tensor<32xf32>) -> tensor<?x2x8x16xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %rows = arith.muli %n, %c8 : index
  %r = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %e = tensor.empty(%rows) : tensor<?x32xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%r, %b : tensor<?x32xf32>, tensor<32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      linalg.yield %s : f32 } -> tensor<?x32xf32>
  %s4 = tensor.expand_shape %h [[0, 1], [2, 3]] output_shape [%n, 8, 2, 16] : tensor<?x32xf32> into tensor<?x8x2x16xf32>
  %et = tensor.empty(%n) : tensor<?x2x8x16xf32>
  %t = linalg.transpose ins(%s4 : tensor<?x8x2x16xf32>) outs(%et : tensor<?x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %y = linalg.exp ins(%t : tensor<?x2x8x16xf32>) outs(%et : tensor<?x2x8x16xf32>) -> tensor<?x2x8x16xf32>
  return %y : tensor<?x2x8x16xf32>
}
"""

# GPT-2's attention scores with a dynamic batch: the fused q/k projection
# (rows ?x96) viewed as 1x?x96 and sliced into q and k from row 0 (a
# dynamic dim behind a unit dim), heads split and transposed, the batched
# product q k^T over 2n heads reshaped back to ?x2x8x8 (the product staged:
# its runtime size 2n is not the results' n), then a softmax over rows.
CASES["qk_scores"] = """
func.func @f(%x: tensor<?x8x32xf32>, %w: tensor<32x96xf32>) -> tensor<?x2x8x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %n = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %rows = arith.muli %n, %c8 : index
  %r = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %e = tensor.empty(%rows) : tensor<?x96xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x96xf32>) -> tensor<?x96xf32>
  %p = linalg.matmul ins(%r, %w : tensor<?x32xf32>, tensor<32x96xf32>) outs(%z : tensor<?x96xf32>) -> tensor<?x96xf32>
  %u = tensor.expand_shape %p [[0, 1], [2]] output_shape [1, %rows, 96] : tensor<?x96xf32> into tensor<1x?x96xf32>
  %q = tensor.extract_slice %u[0, 0, 0] [1, %rows, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<?x32xf32>
  %k = tensor.extract_slice %u[0, 0, 32] [1, %rows, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<?x32xf32>
  %qh = tensor.expand_shape %q [[0, 1], [2, 3]] output_shape [%n, 8, 2, 16] : tensor<?x32xf32> into tensor<?x8x2x16xf32>
  %kh = tensor.expand_shape %k [[0, 1], [2, 3]] output_shape [%n, 8, 2, 16] : tensor<?x32xf32> into tensor<?x8x2x16xf32>
  %eq = tensor.empty(%n) : tensor<?x2x8x16xf32>
  %qt = linalg.transpose ins(%qh : tensor<?x8x2x16xf32>) outs(%eq : tensor<?x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %ek = tensor.empty(%n) : tensor<?x2x16x8xf32>
  %kt = linalg.transpose ins(%kh : tensor<?x8x2x16xf32>) outs(%ek : tensor<?x2x16x8xf32>) permutation = [0, 2, 3, 1]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<?x2x8x16xf32> into tensor<?x8x16xf32>
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<?x2x16x8xf32> into tensor<?x16x8xf32>
  %heads = arith.muli %n, %c2 : index
  %es = tensor.empty(%heads) : tensor<?x8x8xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
  %sc = linalg.batch_matmul ins(%q3, %k3 : tensor<?x8x16xf32>, tensor<?x16x8xf32>) outs(%zs : tensor<?x8x8xf32>) -> tensor<?x8x8xf32>
  %s4 = tensor.expand_shape %sc [[0, 1], [2], [3]] output_shape [%n, 2, 8, 8] : tensor<?x8x8xf32> into tensor<?x2x8x8xf32>
  %er = tensor.empty(%n) : tensor<?x2x8xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?x2x8xf32>) -> tensor<?x2x8xf32>
  %m = linalg.reduce ins(%s4 : tensor<?x2x8x8xf32>) outs(%m0 : tensor<?x2x8xf32>) dimensions = [3]
    (%a: f32, %acc: f32) { %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }
  %ee = tensor.empty(%n) : tensor<?x2x8x8xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s4, %m : tensor<?x2x8x8xf32>, tensor<?x2x8xf32>) outs(%ee : tensor<?x2x8x8xf32>) {
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %y = math.exp %d : f32
      linalg.yield %y : f32 } -> tensor<?x2x8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<?x2x8xf32>) -> tensor<?x2x8xf32>
  %sum = linalg.reduce ins(%ex : tensor<?x2x8x8xf32>) outs(%s0 : tensor<?x2x8xf32>) dimensions = [3]
    (%a: f32, %acc: f32) { %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ex, %sum : tensor<?x2x8x8xf32>, tensor<?x2x8xf32>) outs(%ee : tensor<?x2x8x8xf32>) {
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %qv = arith.divf %v, %sv : f32
      linalg.yield %qv : f32 } -> tensor<?x2x8x8xf32>
  return %y : tensor<?x2x8x8xf32>
}
"""

# Row reductions whose results are reshapes of the rows (values of two
# runtime sizes in one kernel): the rows strategy counts the rows from the
# reductions' own size and stores each result by its linear index.
# A softmax over heads (rows ?x2x8 of the batch n) joined to ?x8x20 (2n).
ID4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"
ROW4 = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>"
PAR4 = '["parallel", "parallel", "parallel", "parallel"]'
CASES["softmax_heads"] = f"""
func.func @f(%x: tensor<?x2x8x20xf32>) -> tensor<?x8x20xf32> {{
  %c0 = arith.constant 0 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x2x8x20xf32>
  %er = tensor.empty(%n) : tensor<?x2x8xf32>
  %e = tensor.empty(%n) : tensor<?x2x8x20xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?x2x8xf32>) -> tensor<?x2x8xf32>
  %m = linalg.reduce ins(%x : tensor<?x2x8x20xf32>) outs(%m0 : tensor<?x2x8xf32>) dimensions = [3]
    (%a: f32, %acc: f32) {{ %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }}
  %ex = linalg.generic {{indexing_maps = [{ID4}, {ROW4}, {ID4}], iterator_types = {PAR4}}}
      ins(%x, %m : tensor<?x2x8x20xf32>, tensor<?x2x8xf32>) outs(%e : tensor<?x2x8x20xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %y = math.exp %d : f32
      linalg.yield %y : f32 }} -> tensor<?x2x8x20xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<?x2x8xf32>) -> tensor<?x2x8xf32>
  %s = linalg.reduce ins(%ex : tensor<?x2x8x20xf32>) outs(%s0 : tensor<?x2x8xf32>) dimensions = [3]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %y = linalg.generic {{indexing_maps = [{ID4}, {ROW4}, {ID4}], iterator_types = {PAR4}}}
      ins(%ex, %s : tensor<?x2x8x20xf32>, tensor<?x2x8xf32>) outs(%e : tensor<?x2x8x20xf32>) {{
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 }} -> tensor<?x2x8x20xf32>
  %j = tensor.collapse_shape %y [[0, 1], [2], [3]] : tensor<?x2x8x20xf32> into tensor<?x8x20xf32>
  return %j : tensor<?x8x20xf32>
}}
"""

# LayerNorm over tokens: ?x8x32 collapsed to rows ?x32 (8n), normalized,
# expanded back to ?x8x32 (n); the row means expanded to ?x8 too.
CASES["layernorm_tokens"] = f"""
func.func @f(%x3: tensor<?x8x32xf32>) -> (tensor<?x8x32xf32>, tensor<?x8xf32>) {{
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %len = arith.constant 32.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = tensor.dim %x3, %c0 : tensor<?x8x32xf32>
  %rows = arith.muli %n, %c8 : index
  %x = tensor.collapse_shape %x3 [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %er = tensor.empty(%rows) : tensor<?xf32>
  %e = tensor.empty(%rows) : tensor<?x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.reduce ins(%x : tensor<?x32xf32>) outs(%z : tensor<?xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {{ %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }}
  %mean = linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}}
      ins(%sum : tensor<?xf32>) outs(%er : tensor<?xf32>) {{
    ^bb0(%s: f32, %o: f32):
      %mv = arith.divf %s, %len : f32
      linalg.yield %mv : f32 }} -> tensor<?xf32>
  %c = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%x, %mean : tensor<?x32xf32>, tensor<?xf32>) outs(%e : tensor<?x32xf32>) {{
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      linalg.yield %d : f32 }} -> tensor<?x32xf32>
  %sq = linalg.generic {{indexing_maps = [{ID2}, {ROW}], iterator_types = {RED2}}}
      ins(%c : tensor<?x32xf32>) outs(%z : tensor<?xf32>) {{
    ^bb0(%v: f32, %acc: f32):
      %p = arith.mulf %v, %v : f32
      %t = arith.addf %p, %acc : f32
      linalg.yield %t : f32 }} -> tensor<?xf32>
  %y = linalg.generic {{indexing_maps = [{ID2}, {ROW}, {ID2}], iterator_types = {PAR2}}}
      ins(%c, %sq : tensor<?x32xf32>, tensor<?xf32>) outs(%e : tensor<?x32xf32>) {{
    ^bb0(%v: f32, %s: f32, %o: f32):
      %var = arith.divf %s, %len : f32
      %ve = arith.addf %var, %eps : f32
      %r = math.rsqrt %ve : f32
      %nv = arith.mulf %v, %r : f32
      linalg.yield %nv : f32 }} -> tensor<?x32xf32>
  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape [%n, 8, 32] : tensor<?x32xf32> into tensor<?x8x32xf32>
  %m2 = tensor.expand_shape %mean [[0, 1]] output_shape [%n, 8] : tensor<?xf32> into tensor<?x8xf32>
  return %y3, %m2 : tensor<?x8x32xf32>, tensor<?x8xf32>
}}
"""

# x - row max over ?x8x32 (rows ?x8 of n), regrouped to ?x8x4 (8n rows):
# the result's shape starts like the rows (?x8) but its size is not
# theirs; the rows strategy reaches the ?x8x32 value through both
# reshapes.
CASES["rows_regrouped"] = """
func.func @f(%x: tensor<?x8x32xf32>) -> tensor<?x8x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %ninf = arith.constant 0xFF800000 : f32
  %n = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %rows = arith.muli %n, %c8 : index
  %er = tensor.empty(%n) : tensor<?x8xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?x8xf32>) -> tensor<?x8xf32>
  %m = linalg.reduce ins(%x : tensor<?x8x32xf32>) outs(%m0 : tensor<?x8xf32>) dimensions = [2]
    (%a: f32, %acc: f32) { %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }
  %e = tensor.empty(%n) : tensor<?x8x32xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %m : tensor<?x8x32xf32>, tensor<?x8xf32>) outs(%e : tensor<?x8x32xf32>) {
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %s = arith.subf %v, %mv : f32
      linalg.yield %s : f32 } -> tensor<?x8x32xf32>
  %c = tensor.collapse_shape %d [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %r = tensor.expand_shape %c [[0], [1, 2]] output_shape [%rows, 8, 4] : tensor<?x32xf32> into tensor<?x8x4xf32>
  return %r : tensor<?x8x4xf32>
}
"""

# A softmax over the middle dim of ?x13x6 (rows ?x6 at dims 0 and 2: the
# rows-spread placement with a dynamic number of rows).
CASES["softmax_mid"] = """
func.func @f(%x: tensor<?x13x6xf32>) -> tensor<?x13x6xf32> {
  %c0 = arith.constant 0 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x13x6xf32>
  %er = tensor.empty(%n) : tensor<?x6xf32>
  %e = tensor.empty(%n) : tensor<?x13x6xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?x6xf32>) -> tensor<?x6xf32>
  %m = linalg.reduce ins(%x : tensor<?x13x6xf32>) outs(%m0 : tensor<?x6xf32>) dimensions = [1]
    (%a: f32, %acc: f32) { %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %m : tensor<?x13x6xf32>, tensor<?x6xf32>) outs(%e : tensor<?x13x6xf32>) {
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %y = math.exp %d : f32
      linalg.yield %y : f32 } -> tensor<?x13x6xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<?x6xf32>) -> tensor<?x6xf32>
  %s = linalg.reduce ins(%ex : tensor<?x13x6xf32>) outs(%s0 : tensor<?x6xf32>) dimensions = [1]
    (%a: f32, %acc: f32) { %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %s : tensor<?x13x6xf32>, tensor<?x6xf32>) outs(%e : tensor<?x13x6xf32>) {
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 } -> tensor<?x13x6xf32>
  return %y : tensor<?x13x6xf32>
}
"""

SIZES = (1, 37)
UNFUSED = ("builtin.module(func.func(convert-elementwise-to-linalg),"
           "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},"
           "func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,"
           "convert-bufferization-to-memref,stitch-lower-to-llvm-cpu)")
CPU = "builtin.module(stitch-compile-cpu)"
GPU_MAPPING = ("builtin.module(stitch-frontend,func.func(stitch-fuse{target=gpu}),"
               "stitch-lower-kernels,stitch-to-openmp)")
LOOPS = {"cpu": "builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu enable-packing=true}),"
                "func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu}))",
         "gpu": "builtin.module(stitch-frontend,func.func(stitch-fuse{target=gpu}),"
                "func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel))"}


def functions(text):
    """{name: body} of the func.func @f_<case> in printed IR."""
    parts = re.split(r"func\.func @", text)
    return {p.split("(", 1)[0]: p for p in parts[1:]}


def per_case(src, pipeline, pattern):
    """{case: [matches of pattern in @f_<case>]} after pipeline, or an error."""
    out = th.run_tool([th.stitch_opt(), src, "--pass-pipeline=" + pipeline])
    if out.kind != "ok" or "warning" in out.detail:
        return None, out.detail
    fns = functions(out.stdout)
    return {c: sorted(re.findall(pattern, fns.get("f_" + c, ""))) for c in CASES}, ""


def program(n):
    """Every case as @f_<case> with its @main_<case>, and a @main calling
    them in order, the dynamic sizes bound to n."""
    text, calls = "", []
    for name, body in CASES.items():
        fn = "f_" + name
        t = th.with_main(body.replace("func.func @f(", "func.func @%s(" % fn), dyn=n, fn=fn)
        text += t.replace("func.func @main()", "func.func @main_%s()" % name)
        calls.append("  call @main_%s() : () -> ()" % name)
    return text + "func.func @main() {\n%s\n  return\n}\n" % "\n".join(calls)


def main(argv):
    i = argv.index("--")
    tmp, runner = argv[1], th.with_jit_opt(argv[i + 1:])
    os.makedirs(tmp, exist_ok=True)
    failures = []
    kinds = strategies = None
    for n in SIZES:
        base = os.path.join(tmp, "dyn%d" % n)
        with open(base + ".mlir", "w") as f:
            f.write(program(n))
        if kinds is None:
            kinds, err = per_case(base + ".mlir", LOOPS["cpu"].replace(
                ",func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu})", ""),
                r"stitch\.kernel ([a-z_]+)")
            strategies = {}
            for m in ("cpu", "gpu"):
                strategies[m], e = per_case(base + ".mlir", LOOPS[m], r'strategy = "([a-z-]+)"')
                err += e
            if kinds is None or None in strategies.values():
                failures.append("fusion or kernel lowering failed: " + err[-2000:])
                break
        r = th.compile_to(base + ".mlir", UNFUSED, base + ".ref.ll")
        if r.kind != "ok" or th.execute(base + ".ref.ll", runner, 1, base + ".ref").kind != "ok":
            failures.append("n=%d: reference failed: %s" % (n, r.detail[-1000:]))
            continue
        for label, pipe in (("cpu", CPU), ("gpu", GPU_MAPPING)):
            r = th.compile_to(base + ".mlir", pipe, "%s.%s.ll" % (base, label))
            if r.kind != "ok":
                failures.append("n=%d %s mapping: %s %s" % (n, label, r.kind, r.detail[-1000:]))
                continue
            for t in (1, 2):
                out = "%s.%s.out%d" % (base, label, t)
                r = th.execute("%s.%s.ll" % (base, label), runner, t, out)
                ok, msg = (False, r.detail) if r.kind != "ok" else th.compare(base + ".ref", out)
                if not ok:
                    failures.append("n=%d %s mapping OMP_NUM_THREADS=%d: %s" % (n, label, t, msg[-1000:]))
    if failures:
        print("FAILED\n  " + "\n  ".join(failures))
        return 1
    for name in CASES:
        print("%s: kernels [%s]; cpu mapping: %s; gpu mapping: %s" % (
            name, ", ".join(kinds[name]) or "none", ", ".join(strategies["cpu"][name]),
            ", ".join(strategies["gpu"][name])))
    print("fused matches unfused (n = %s; cpu and gpu mappings; 1 and 2 threads)"
          % ", ".join(str(n) for n in SIZES))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
