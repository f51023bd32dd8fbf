// A GEMM epilogue scaled by a scalar extracted from a rank-0 tensor at function level (stitch-cpu-gemm takes the kernel: the scalar is read above the tiles); run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @graph(%a: tensor<40x32xf32>, %w: tensor<32x48xf32>, %s: tensor<f32>) -> (tensor<40x48xf32>) {
  %alpha = tensor.extract %s[] : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<40x48xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<40x48xf32>) -> tensor<40x48xf32>
  %mm = linalg.matmul ins(%a, %w : tensor<40x32xf32>, tensor<32x48xf32>) outs(%z : tensor<40x48xf32>) -> tensor<40x48xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<40x48xf32>) outs(%e : tensor<40x48xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %alpha : f32
    %r = arith.maximumf %m, %zero : f32
    linalg.yield %r : f32
  } -> tensor<40x48xf32>
  return %y : tensor<40x48xf32>
}
