// A pre-LayerNorm transformer encoder block in linalg on tensors (static
// shapes), the main fusion example. S = 8 tokens, D = 16 model width,
// H = 2 heads of Dh = 8, F = 32 MLP width:
//   a   = LN1(x)                                  layernorm (gamma1, beta1)
//   q,k,v = a @ Wq + bq, a @ Wk + bk, a @ Wv + bv
//   per head: p = softmax(q k^T / sqrt(Dh) + causal mask)
//   o   = concat_heads(p v) @ Wo + bo
//   x1  = x + o                                   residual
//   y   = x1 + (GELU(LN2(x1) @ W1 + b1) @ W2 + b2) GELU: tanh approximation
// Heads are split with tensor.expand_shape + linalg.transpose and joined
// with linalg.transpose + tensor.collapse_shape; the attention products are
// linalg.batch_matmul. Fusion opportunities: layernorm (reductions +
// elementwise), the matmul epilogues (bias, GELU, residual), the masked
// softmax (stitching two row reductions with elementwise ops).
//
// @main fills the inputs deterministically (@fill_2d: small multiples of
// 1/16) and prints rows 0 and 7 of y, one value per line; checked against
// test/Execution/Inputs/fusion-models.c by test/Execution/fusion-models.test.
// Lower and run as examples/fusion/mlp.mlir says.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>

func.func @encoder_block(%x: tensor<8x16xf32>,
    %g1: tensor<16xf32>, %be1: tensor<16xf32>,
    %wq: tensor<16x16xf32>, %bq: tensor<16xf32>,
    %wk: tensor<16x16xf32>, %bk: tensor<16xf32>,
    %wv: tensor<16x16xf32>, %bv: tensor<16xf32>,
    %wo: tensor<16x16xf32>, %bo: tensor<16xf32>,
    %g2: tensor<16xf32>, %be2: tensor<16xf32>,
    %w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
    %w2: tensor<32x16xf32>, %b2: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -1.0e30 : f32
  %inv_d = arith.constant 0.0625 : f32          // 1 / D
  %eps = arith.constant 1.0e-5 : f32
  %scale = arith.constant 0.353553385 : f32     // 1 / sqrt(Dh)
  %e8 = tensor.empty() : tensor<8xf32>
  %e8x16 = tensor.empty() : tensor<8x16xf32>
  %e8x32 = tensor.empty() : tensor<8x32xf32>
  %z8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %z8x16 = linalg.fill ins(%zero : f32) outs(%e8x16 : tensor<8x16xf32>) -> tensor<8x16xf32>

  // ---- LN1 -------------------------------------------------------------
  %sum1 = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%z8 : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %xc1 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum1 : tensor<8x16xf32>, tensor<8xf32>) outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %mean = arith.mulf %s, %inv_d : f32
      %c = arith.subf %v, %mean : f32
      linalg.yield %c : f32
  } -> tensor<8x16xf32>
  %var1 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%xc1 : tensor<8x16xf32>) outs(%z8 : tensor<8xf32>) {
    ^bb0(%c: f32, %acc: f32):
      %sq = arith.mulf %c, %c : f32
      %s = arith.addf %sq, %acc : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  %ln1 = linalg.generic {indexing_maps = [#id2, #row, #col, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%xc1, %var1, %g1, %be1 : tensor<8x16xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>)
      outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%c: f32, %vs: f32, %g: f32, %b: f32, %o: f32):
      %var = arith.mulf %vs, %inv_d : f32
      %ve = arith.addf %var, %eps : f32
      %r = math.rsqrt %ve : f32
      %n = arith.mulf %c, %r : f32
      %ng = arith.mulf %n, %g : f32
      %y = arith.addf %ng, %b : f32
      linalg.yield %y : f32
  } -> tensor<8x16xf32>

  // ---- Q, K, V projections -----------------------------------------------
  %qm = linalg.matmul ins(%ln1, %wq : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z8x16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %q = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%qm, %bq : tensor<8x16xf32>, tensor<16xf32>) outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%m: f32, %b: f32, %o: f32):
      %s = arith.addf %m, %b : f32
      linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %km = linalg.matmul ins(%ln1, %wk : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z8x16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %k = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%km, %bk : tensor<8x16xf32>, tensor<16xf32>) outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%m: f32, %b: f32, %o: f32):
      %s = arith.addf %m, %b : f32
      linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %vm = linalg.matmul ins(%ln1, %wv : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z8x16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %vt = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%vm, %bv : tensor<8x16xf32>, tensor<16xf32>) outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%m: f32, %b: f32, %o: f32):
      %s = arith.addf %m, %b : f32
      linalg.yield %s : f32
  } -> tensor<8x16xf32>

  // ---- split heads: [S, H*Dh] -> [H, S, Dh] (and K^T: [H, Dh, S]) --------
  %q3 = tensor.expand_shape %q [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
  %k3 = tensor.expand_shape %k [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
  %v3 = tensor.expand_shape %vt [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
  %e288 = tensor.empty() : tensor<2x8x8xf32>
  %qh = linalg.transpose ins(%q3 : tensor<8x2x8xf32>) outs(%e288 : tensor<2x8x8xf32>) permutation = [1, 0, 2]
  %kt = linalg.transpose ins(%k3 : tensor<8x2x8xf32>) outs(%e288 : tensor<2x8x8xf32>) permutation = [1, 2, 0]
  %vh = linalg.transpose ins(%v3 : tensor<8x2x8xf32>) outs(%e288 : tensor<2x8x8xf32>) permutation = [1, 0, 2]

  // ---- scores, scale + causal mask, softmax -------------------------------
  %z288 = linalg.fill ins(%zero : f32) outs(%e288 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %sc = linalg.batch_matmul ins(%qh, %kt : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%z288 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sc : tensor<2x8x8xf32>) outs(%e288 : tensor<2x8x8xf32>) {
    ^bb0(%s: f32, %o: f32):
      %i = linalg.index 1 : index
      %j = linalg.index 2 : index
      %future = arith.cmpi ugt, %j, %i : index
      %ss = arith.mulf %s, %scale : f32
      %m = arith.select %future, %ninf, %ss : f32
      linalg.yield %m : f32
  } -> tensor<2x8x8xf32>
  %e28 = tensor.empty() : tensor<2x8xf32>
  %n28 = linalg.fill ins(%ninf : f32) outs(%e28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %mx = linalg.reduce ins(%masked : tensor<2x8x8xf32>) outs(%n28 : tensor<2x8xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %ex = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%masked, %mx : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%e288 : tensor<2x8x8xf32>) {
    ^bb0(%s: f32, %m: f32, %o: f32):
      %d = arith.subf %s, %m : f32
      %e = math.exp %d : f32
      linalg.yield %e : f32
  } -> tensor<2x8x8xf32>
  %z28 = linalg.fill ins(%zero : f32) outs(%e28 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %den = linalg.reduce ins(%ex : tensor<2x8x8xf32>) outs(%z28 : tensor<2x8xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %p = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %den : tensor<2x8x8xf32>, tensor<2x8xf32>) outs(%e288 : tensor<2x8x8xf32>) {
    ^bb0(%e: f32, %d: f32, %o: f32):
      %r = arith.divf %e, %d : f32
      linalg.yield %r : f32
  } -> tensor<2x8x8xf32>

  // ---- attention, join heads, output projection + residual ---------------
  %att = linalg.batch_matmul ins(%p, %vh : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%z288 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  %e828 = tensor.empty() : tensor<8x2x8xf32>
  %att_t = linalg.transpose ins(%att : tensor<2x8x8xf32>) outs(%e828 : tensor<8x2x8xf32>) permutation = [1, 0, 2]
  %cat = tensor.collapse_shape %att_t [[0], [1, 2]] : tensor<8x2x8xf32> into tensor<8x16xf32>
  %om = linalg.matmul ins(%cat, %wo : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z8x16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %x1 = linalg.generic {indexing_maps = [#id2, #col, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%om, %bo, %x : tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>) outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%m: f32, %b: f32, %r: f32, %o: f32):
      %s = arith.addf %m, %b : f32
      %t = arith.addf %s, %r : f32
      linalg.yield %t : f32
  } -> tensor<8x16xf32>

  // ---- LN2 -------------------------------------------------------------
  %sum2 = linalg.reduce ins(%x1 : tensor<8x16xf32>) outs(%z8 : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %xc2 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x1, %sum2 : tensor<8x16xf32>, tensor<8xf32>) outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %mean = arith.mulf %s, %inv_d : f32
      %c = arith.subf %v, %mean : f32
      linalg.yield %c : f32
  } -> tensor<8x16xf32>
  %var2 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%xc2 : tensor<8x16xf32>) outs(%z8 : tensor<8xf32>) {
    ^bb0(%c: f32, %acc: f32):
      %sq = arith.mulf %c, %c : f32
      %s = arith.addf %sq, %acc : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  %ln2 = linalg.generic {indexing_maps = [#id2, #row, #col, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%xc2, %var2, %g2, %be2 : tensor<8x16xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>)
      outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%c: f32, %vs: f32, %g: f32, %b: f32, %o: f32):
      %var = arith.mulf %vs, %inv_d : f32
      %ve = arith.addf %var, %eps : f32
      %r = math.rsqrt %ve : f32
      %n = arith.mulf %c, %r : f32
      %ng = arith.mulf %n, %g : f32
      %y = arith.addf %ng, %b : f32
      linalg.yield %y : f32
  } -> tensor<8x16xf32>

  // ---- MLP: bias + GELU (tanh form), bias + residual -----------------------
  %z8x32 = linalg.fill ins(%zero : f32) outs(%e8x32 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %hm = linalg.matmul ins(%ln2, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z8x32 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%hm, %b1 : tensor<8x32xf32>, tensor<32xf32>) outs(%e8x32 : tensor<8x32xf32>) {
    ^bb0(%m: f32, %b: f32, %o: f32):
      %half = arith.constant 0.5 : f32
      %one = arith.constant 1.0 : f32
      %k0 = arith.constant 0.797884583 : f32     // sqrt(2 / pi)
      %k1 = arith.constant 0.044715 : f32
      %u = arith.addf %m, %b : f32
      %u2 = arith.mulf %u, %u : f32
      %u3 = arith.mulf %u2, %u : f32
      %c3 = arith.mulf %u3, %k1 : f32
      %in = arith.addf %u, %c3 : f32
      %arg = arith.mulf %in, %k0 : f32
      %t = math.tanh %arg : f32
      %t1 = arith.addf %t, %one : f32
      %hu = arith.mulf %u, %half : f32
      %g = arith.mulf %hu, %t1 : f32
      linalg.yield %g : f32
  } -> tensor<8x32xf32>
  %ym = linalg.matmul ins(%h, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%z8x16 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [#id2, #col, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ym, %b2, %x1 : tensor<8x16xf32>, tensor<16xf32>, tensor<8x16xf32>) outs(%e8x16 : tensor<8x16xf32>) {
    ^bb0(%m: f32, %b: f32, %r: f32, %o: f32):
      %s = arith.addf %m, %b : f32
      %t = arith.addf %s, %r : f32
      linalg.yield %t : f32
  } -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// value(i, j) = ((7 i + 3 j + seed) mod 17 - 8) / 16
func.func @fill_2d(%e: tensor<?x?xf32>, %seed: index) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<?x?xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c3 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %c17 = arith.constant 17 : index
      %i7 = arith.muli %i, %c7 : index
      %j3 = arith.muli %j, %c3 : index
      %s0 = arith.addi %i7, %j3 : index
      %s1 = arith.addi %s0, %seed : index
      %m = arith.remui %s1, %c17 : index
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %c8 = arith.constant 8.0 : f32
      %c16th = arith.constant 0.0625 : f32
      %d = arith.subf %mf, %c8 : f32
      %v = arith.mulf %d, %c16th : f32
      linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// An m x n fill (m, n given with the static result type by the caller).
func.func @fill(%m: index, %n: index, %seed: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = call @fill_2d(%e, %seed) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  return %f : tensor<?x?xf32>
}

// A vector: the 1 x n fill's only row.
func.func @fill_vec(%n: index, %seed: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %f = call @fill(%c1, %n, %seed) : (index, index, index) -> tensor<?x?xf32>
  %r = tensor.collapse_shape %f [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// LayerNorm scales near 1: 1 + fill / 4.
func.func @fill_gamma(%seed: index) -> tensor<16xf32> {
  %c16 = arith.constant 16 : index
  %f = call @fill_vec(%c16, %seed) : (index, index) -> tensor<?xf32>
  %s = tensor.cast %f : tensor<?xf32> to tensor<16xf32>
  %e = tensor.empty() : tensor<16xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%s : tensor<16xf32>) outs(%e : tensor<16xf32>) {
    ^bb0(%v: f32, %o: f32):
      %q = arith.constant 0.25 : f32
      %one = arith.constant 1.0 : f32
      %a = arith.mulf %v, %q : f32
      %b = arith.addf %a, %one : f32
      linalg.yield %b : f32
  } -> tensor<16xf32>
  return %g : tensor<16xf32>
}

// Prints rows 0 and 7 of an 8x16 result, one value per line.
func.func @print_rows(%y: tensor<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c7 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = tensor.extract %y[%i, %j] : tensor<8x16xf32>
      vector.print %v : f32
    }
  }
  return
}

func.func @main() {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %s1 = arith.constant 1 : index
  %s2 = arith.constant 2 : index
  %s3 = arith.constant 3 : index
  %s4 = arith.constant 4 : index
  %s5 = arith.constant 5 : index
  %s6 = arith.constant 6 : index
  %s7 = arith.constant 7 : index
  %s8 = arith.constant 8 : index
  %s9 = arith.constant 9 : index
  %s10 = arith.constant 10 : index
  %s11 = arith.constant 11 : index
  %s12 = arith.constant 12 : index
  %s13 = arith.constant 13 : index
  %s14 = arith.constant 14 : index
  %s15 = arith.constant 15 : index
  %s16 = arith.constant 16 : index
  %s17 = arith.constant 17 : index
  %xd = call @fill(%c8, %c16, %s1) : (index, index, index) -> tensor<?x?xf32>
  %x = tensor.cast %xd : tensor<?x?xf32> to tensor<8x16xf32>
  %g1 = call @fill_gamma(%s2) : (index) -> tensor<16xf32>
  %be1d = call @fill_vec(%c16, %s3) : (index, index) -> tensor<?xf32>
  %be1 = tensor.cast %be1d : tensor<?xf32> to tensor<16xf32>
  %wqd = call @fill(%c16, %c16, %s4) : (index, index, index) -> tensor<?x?xf32>
  %wq = tensor.cast %wqd : tensor<?x?xf32> to tensor<16x16xf32>
  %bqd = call @fill_vec(%c16, %s5) : (index, index) -> tensor<?xf32>
  %bq = tensor.cast %bqd : tensor<?xf32> to tensor<16xf32>
  %wkd = call @fill(%c16, %c16, %s6) : (index, index, index) -> tensor<?x?xf32>
  %wk = tensor.cast %wkd : tensor<?x?xf32> to tensor<16x16xf32>
  %bkd = call @fill_vec(%c16, %s7) : (index, index) -> tensor<?xf32>
  %bk = tensor.cast %bkd : tensor<?xf32> to tensor<16xf32>
  %wvd = call @fill(%c16, %c16, %s8) : (index, index, index) -> tensor<?x?xf32>
  %wv = tensor.cast %wvd : tensor<?x?xf32> to tensor<16x16xf32>
  %bvd = call @fill_vec(%c16, %s9) : (index, index) -> tensor<?xf32>
  %bv = tensor.cast %bvd : tensor<?xf32> to tensor<16xf32>
  %wod = call @fill(%c16, %c16, %s10) : (index, index, index) -> tensor<?x?xf32>
  %wo = tensor.cast %wod : tensor<?x?xf32> to tensor<16x16xf32>
  %bod = call @fill_vec(%c16, %s11) : (index, index) -> tensor<?xf32>
  %bo = tensor.cast %bod : tensor<?xf32> to tensor<16xf32>
  %g2 = call @fill_gamma(%s12) : (index) -> tensor<16xf32>
  %be2d = call @fill_vec(%c16, %s13) : (index, index) -> tensor<?xf32>
  %be2 = tensor.cast %be2d : tensor<?xf32> to tensor<16xf32>
  %w1d = call @fill(%c16, %c32, %s14) : (index, index, index) -> tensor<?x?xf32>
  %w1 = tensor.cast %w1d : tensor<?x?xf32> to tensor<16x32xf32>
  %b1d = call @fill_vec(%c32, %s15) : (index, index) -> tensor<?xf32>
  %b1 = tensor.cast %b1d : tensor<?xf32> to tensor<32xf32>
  %w2d = call @fill(%c32, %c16, %s16) : (index, index, index) -> tensor<?x?xf32>
  %w2 = tensor.cast %w2d : tensor<?x?xf32> to tensor<32x16xf32>
  %b2d = call @fill_vec(%c16, %s17) : (index, index) -> tensor<?xf32>
  %b2 = tensor.cast %b2d : tensor<?xf32> to tensor<16xf32>
  %y = call @encoder_block(%x, %g1, %be1, %wq, %bq, %wk, %bk, %wv, %bv, %wo, %bo,
                           %g2, %be2, %w1, %b1, %w2, %b2)
      : (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>,
         tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>,
         tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>,
         tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>,
         tensor<32x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  call @print_rows(%y) : (tensor<8x16xf32>) -> ()
  return
}
