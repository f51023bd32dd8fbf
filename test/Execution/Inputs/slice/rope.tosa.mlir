// RoPE on 2 heads x 7 positions x 10 (odd half-width 5): rotate_half by
// slicing the halves, negating one and concatenating (insert_slices into
// an empty tensor), then x * cos + rotate_half(x) * sin: one kernel (slices
// are index maps, the concatenation a select per element).
func.func @forward(%x: tensor<1x2x7x10xf32>, %cos: tensor<1x1x7x10xf32>, %sin: tensor<1x1x7x10xf32>) -> (tensor<1x2x7x10xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %size = tosa.const_shape {values = dense<[1, 2, 7, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o0 = tosa.const_shape {values = dense<[0, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %o1 = tosa.const_shape {values = dense<[0, 0, 0, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %x1 = tosa.slice %x, %o0, %size : (tensor<1x2x7x10xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x7x5xf32>
  %x2 = tosa.slice %x, %o1, %size : (tensor<1x2x7x10xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x7x5xf32>
  %n2 = tosa.negate %x2, %zp, %zp : (tensor<1x2x7x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x7x5xf32>
  %rot = tosa.concat %n2, %x1 {axis = 3 : i32} : (tensor<1x2x7x5xf32>, tensor<1x2x7x5xf32>) -> tensor<1x2x7x10xf32>
  %a = tosa.mul %x, %cos, %shift : (tensor<1x2x7x10xf32>, tensor<1x1x7x10xf32>, tensor<1xi8>) -> tensor<1x2x7x10xf32>
  %b = tosa.mul %rot, %sin, %shift : (tensor<1x2x7x10xf32>, tensor<1x1x7x10xf32>, tensor<1xi8>) -> tensor<1x2x7x10xf32>
  %r = tosa.add %a, %b : (tensor<1x2x7x10xf32>, tensor<1x2x7x10xf32>) -> tensor<1x2x7x10xf32>
  return %r : tensor<1x2x7x10xf32>
}
