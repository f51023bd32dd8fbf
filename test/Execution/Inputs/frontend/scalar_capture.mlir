// torch-mlir style: a scalar extracted from a rank-0 tensor at function level and scaled, captured by payloads (the kernel recomputes it from the tensor: stitch-fuse clones the scalar chain); run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @graph(%x: tensor<16x24xf32>, %s: tensor<f32>) -> (tensor<16x24xf32>) {
  %sc = tensor.extract %s[] : tensor<f32>
  %c2 = arith.constant 2.0 : f32
  %sc2 = arith.mulf %sc, %c2 : f32
  %e = tensor.empty() : tensor<16x24xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x24xf32>) outs(%e : tensor<16x24xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %sc2 : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x24xf32>) outs(%e : tensor<16x24xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    %r = arith.addf %t, %sc : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  return %b : tensor<16x24xf32>
}
