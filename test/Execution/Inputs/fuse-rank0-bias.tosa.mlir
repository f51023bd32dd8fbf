// A 1x99x64 . 1x64x1 tosa.matmul reshaped to 33x3x1 plus a tensor<1xf32>
// bias. After upstream tosa-to-linalg and linalg-fold-unit-extent-dims the
// bias reaches the gemm_epilogue kernel through tensor.collapse_shape [] to
// tensor<f32>; 96 of 99 results used to be read from uninitialised memory.
func.func @graph(%a0: tensor<1x99x64xf32>, %a1: tensor<1x64x1xf32>, %a2: tensor<1xf32>) -> (tensor<33x3x1xf32>) {
  %zp_f32 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %v1 = tosa.matmul %a0, %a1, %zp_f32, %zp_f32 : (tensor<1x99x64xf32>, tensor<1x64x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x99x1xf32>
  %s2 = tosa.const_shape {values = dense<[33, 3, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v3 = tosa.reshape %v1, %s2 : (tensor<1x99x1xf32>, !tosa.shape<3>) -> tensor<33x3x1xf32>
  %s4 = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v5 = tosa.reshape %a2, %s4 : (tensor<1xf32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
  %v6 = tosa.add %v3, %v5 : (tensor<33x3x1xf32>, tensor<1x1x1xf32>) -> tensor<33x3x1xf32>
  return %v6 : tensor<33x3x1xf32>
}
