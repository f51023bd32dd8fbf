// A two-layer gated MLP as a TOSA graph (what TFLite/ONNX importers emit):
//   h = relu(x @ W1 + b1)              x: 1x8x16, W1: 1x16x32, b1: 1x1x32
//   y = sigmoid(h @ W2 + b2) * x       W2: 1x32x16, b2: 1x1x16; y: 8x16
// `stitch-opt tosa_mlp.mlir --stitch-compile-cpu` takes it as it is: the
// pipeline starts with stitch-frontend, the upstream TOSA conversions to
// linalg on tensors (MLIR 22). TOSA matmul
// is batched (rank 3) with zero-point operands, tosa.mul takes a shift
// operand, tosa.reshape a !tosa.shape.
//
// @main (linalg/tensor, not TOSA) fills the inputs deterministically like
// the other models and prints rows 0 and 7 of y, one value per line; checked
// against test/Execution/Inputs/fusion-models.c.

#id2 = affine_map<(d0, d1) -> (d0, d1)>

func.func @tosa_mlp(%x: tensor<1x8x16xf32>, %w1: tensor<1x16x32xf32>, %b1: tensor<1x1x32xf32>,
                    %w2: tensor<1x32x16xf32>, %b2: tensor<1x1x16xf32>) -> tensor<8x16xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m1 = tosa.matmul %x, %w1, %zp, %zp : (tensor<1x8x16xf32>, tensor<1x16x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
  %a1 = tosa.add %m1, %b1 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
  %h = tosa.clamp %a1 {min_val = 0.0 : f32, max_val = 3.4028235e+38 : f32} : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
  %m2 = tosa.matmul %h, %w2, %zp, %zp : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
  %a2 = tosa.add %m2, %b2 : (tensor<1x8x16xf32>, tensor<1x1x16xf32>) -> tensor<1x8x16xf32>
  %s = tosa.sigmoid %a2 : (tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  %g = tosa.mul %s, %x, %shift : (tensor<1x8x16xf32>, tensor<1x8x16xf32>, tensor<1xi8>) -> tensor<1x8x16xf32>
  %shape = tosa.const_shape {values = dense<[8, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %y = tosa.reshape %g, %shape : (tensor<1x8x16xf32>, !tosa.shape<2>) -> tensor<8x16xf32>
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
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %s21 = arith.constant 21 : index
  %s22 = arith.constant 22 : index
  %s23 = arith.constant 23 : index
  %s24 = arith.constant 24 : index
  %s25 = arith.constant 25 : index
  %xd = call @fill(%c8, %c16, %s21) : (index, index, index) -> tensor<?x?xf32>
  %x2 = tensor.cast %xd : tensor<?x?xf32> to tensor<8x16xf32>
  %x = tensor.expand_shape %x2 [[0, 1], [2]] output_shape [1, 8, 16] : tensor<8x16xf32> into tensor<1x8x16xf32>
  %w1d = call @fill(%c16, %c32, %s22) : (index, index, index) -> tensor<?x?xf32>
  %w12 = tensor.cast %w1d : tensor<?x?xf32> to tensor<16x32xf32>
  %w1 = tensor.expand_shape %w12 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
  %b1d = call @fill(%c1, %c32, %s23) : (index, index, index) -> tensor<?x?xf32>
  %b12 = tensor.cast %b1d : tensor<?x?xf32> to tensor<1x32xf32>
  %b1 = tensor.expand_shape %b12 [[0, 1], [2]] output_shape [1, 1, 32] : tensor<1x32xf32> into tensor<1x1x32xf32>
  %w2d = call @fill(%c32, %c16, %s24) : (index, index, index) -> tensor<?x?xf32>
  %w22 = tensor.cast %w2d : tensor<?x?xf32> to tensor<32x16xf32>
  %w2 = tensor.expand_shape %w22 [[0, 1], [2]] output_shape [1, 32, 16] : tensor<32x16xf32> into tensor<1x32x16xf32>
  %b2d = call @fill(%c1, %c16, %s25) : (index, index, index) -> tensor<?x?xf32>
  %b22 = tensor.cast %b2d : tensor<?x?xf32> to tensor<1x16xf32>
  %b2 = tensor.expand_shape %b22 [[0, 1], [2]] output_shape [1, 1, 16] : tensor<1x16xf32> into tensor<1x1x16xf32>
  %y = call @tosa_mlp(%x, %w1, %b1, %w2, %b2)
      : (tensor<1x8x16xf32>, tensor<1x16x32xf32>, tensor<1x1x32xf32>, tensor<1x32x16xf32>, tensor<1x1x16xf32>) -> tensor<8x16xf32>
  call @print_rows(%y) : (tensor<8x16xf32>) -> ()
  return
}
