// Fused QKV projection (odd sizes: 5 tokens, 7-wide heads) sliced into
// q, k, v (rank-reducing extract_slice after unit folding), then
// q * k + v: one kernel (the slices are index maps into the staged
// product).
func.func @forward(%x: tensor<1x5x12xf32>, %w: tensor<1x12x21xf32>, %b: tensor<1x1x21xf32>) -> (tensor<1x5x7xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %p = tosa.matmul %x, %w, %zp, %zp : (tensor<1x5x12xf32>, tensor<1x12x21xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x21xf32>
  %pb = tosa.add %p, %b : (tensor<1x5x21xf32>, tensor<1x1x21xf32>) -> tensor<1x5x21xf32>
  %size = tosa.const_shape {values = dense<[1, 5, 7]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %o0 = tosa.const_shape {values = dense<[0, 0, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %o1 = tosa.const_shape {values = dense<[0, 0, 7]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %o2 = tosa.const_shape {values = dense<[0, 0, 14]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %q = tosa.slice %pb, %o0, %size : (tensor<1x5x21xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x5x7xf32>
  %k = tosa.slice %pb, %o1, %size : (tensor<1x5x21xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x5x7xf32>
  %v = tosa.slice %pb, %o2, %size : (tensor<1x5x21xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x5x7xf32>
  %qk = tosa.mul %q, %k, %shift : (tensor<1x5x7xf32>, tensor<1x5x7xf32>, tensor<1xi8>) -> tensor<1x5x7xf32>
  %r = tosa.add %qk, %v : (tensor<1x5x7xf32>, tensor<1x5x7xf32>) -> tensor<1x5x7xf32>
  return %r : tensor<1x5x7xf32>
}
