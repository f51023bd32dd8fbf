// Two-layer MLP in linalg on tensors (static shapes), a fusion example:
//   h = relu(x @ W1 + b1)        x: 8x16, W1: 16x32, b1: 32
//   y = tanh(h @ W2 + b2) + x    W2: 32x16, b2: 16 (residual)
// Fusion opportunities: fill+matmul+bias+relu (gemm epilogue), the second
// matmul's bias + tanh + residual add.
//
// @main fills the inputs deterministically (see @fill_*: small multiples of
// 1/16, so the matmuls are exact in f32) and prints rows 0 and 7 of y, one
// value per line. Checked against test/Execution/Inputs/fusion-models.c by
// test/Execution/fusion-models.test. Lower and run:
//   stitch-opt mlp.mlir --pass-pipeline='builtin.module(func.func(convert-elementwise-to-linalg),one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,stitch-lower-to-llvm-cpu)' \
//     | mlir-runner -e main -entry-point-result=void -shared-libs=...

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @mlp(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %b1: tensor<32xf32>,
               %w2: tensor<32x16xf32>, %b2: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  // Layer 1: matmul, bias, relu.
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %a1 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<8x32xf32>, tensor<32xf32>) outs(%e1 : tensor<8x32xf32>) {
    ^bb0(%m: f32, %b: f32, %o: f32):
      %s = arith.addf %m, %b : f32
      linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %h = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a1 : tensor<8x32xf32>) outs(%e1 : tensor<8x32xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.maximumf %v, %zero : f32
      linalg.yield %r : f32
  } -> tensor<8x32xf32>
  // Layer 2: matmul, bias, tanh, residual.
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<8x32xf32>, tensor<32x16xf32>) outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %a2 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<8x16xf32>, tensor<16xf32>) outs(%e2 : tensor<8x16xf32>) {
    ^bb0(%m: f32, %b: f32, %o: f32):
      %s = arith.addf %m, %b : f32
      linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %t = math.tanh %a2 : tensor<8x16xf32>
  %y = linalg.add ins(%t, %x : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
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

// A 2-D fill of the given static shape (row i, column j), cast back.
func.func @fill_8x16(%seed: index) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %d = tensor.cast %e : tensor<8x16xf32> to tensor<?x?xf32>
  %f = call @fill_2d(%d, %seed) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %r = tensor.cast %f : tensor<?x?xf32> to tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
func.func @fill_16x32(%seed: index) -> tensor<16x32xf32> {
  %e = tensor.empty() : tensor<16x32xf32>
  %d = tensor.cast %e : tensor<16x32xf32> to tensor<?x?xf32>
  %f = call @fill_2d(%d, %seed) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %r = tensor.cast %f : tensor<?x?xf32> to tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
func.func @fill_32x16(%seed: index) -> tensor<32x16xf32> {
  %e = tensor.empty() : tensor<32x16xf32>
  %d = tensor.cast %e : tensor<32x16xf32> to tensor<?x?xf32>
  %f = call @fill_2d(%d, %seed) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %r = tensor.cast %f : tensor<?x?xf32> to tensor<32x16xf32>
  return %r : tensor<32x16xf32>
}
// A vector: the 1 x n fill's only row.
func.func @fill_vec(%n: index, %seed: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%c1, %n) : tensor<?x?xf32>
  %f = call @fill_2d(%e, %seed) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  %r = tensor.collapse_shape %f [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
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
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %x = call @fill_8x16(%c1) : (index) -> tensor<8x16xf32>
  %w1 = call @fill_16x32(%c2) : (index) -> tensor<16x32xf32>
  %b1d = call @fill_vec(%c32, %c3) : (index, index) -> tensor<?xf32>
  %b1 = tensor.cast %b1d : tensor<?xf32> to tensor<32xf32>
  %w2 = call @fill_32x16(%c4) : (index) -> tensor<32x16xf32>
  %b2d = call @fill_vec(%c16, %c5) : (index, index) -> tensor<?xf32>
  %b2 = tensor.cast %b2d : tensor<?xf32> to tensor<16xf32>
  %y = call @mlp(%x, %w1, %b1, %w2, %b2)
      : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>) -> tensor<8x16xf32>
  call @print_rows(%y) : (tensor<8x16xf32>) -> ()
  return
}
