// linalg.softmax over the last dim of a 2x17x40 tensor and over the middle
// dim of a 3x9x5 tensor (decompose-softmax.test).
func.func @graph(%x: tensor<2x17x40xf32>, %y: tensor<3x9x5xf32>) -> (tensor<2x17x40xf32>, tensor<3x9x5xf32>) {
  %e = tensor.empty() : tensor<2x17x40xf32>
  %a = linalg.softmax dimension(2) ins(%x : tensor<2x17x40xf32>) outs(%e : tensor<2x17x40xf32>) -> tensor<2x17x40xf32>
  %f = tensor.empty() : tensor<3x9x5xf32>
  %b = linalg.softmax dimension(1) ins(%y : tensor<3x9x5xf32>) outs(%f : tensor<3x9x5xf32>) -> tensor<3x9x5xf32>
  return %a, %b : tensor<2x17x40xf32>, tensor<3x9x5xf32>
}
