// A GEMM epilogue gathering a bias row by a computed index (stitch-cpu-gemm vectorizes the gather), and a gather feeding a second GEMM (its own kernel: the product's operands come from memory); run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#idx = affine_map<(d0, d1) -> (d0)>
func.func @graph(%a: tensor<40x32xf32>, %w: tensor<32x48xf32>, %btab: tensor<7x48xf32>, %ids: tensor<40xi32>, %emb: tensor<50x32xf32>) -> (tensor<40x48xf32>, tensor<40x48xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<40x48xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<40x48xf32>) -> tensor<40x48xf32>
  %mm = linalg.matmul ins(%a, %w : tensor<40x32xf32>, tensor<32x48xf32>) outs(%z : tensor<40x48xf32>) -> tensor<40x48xf32>
  %e2 = tensor.empty() : tensor<40x48xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<40x48xf32>) outs(%e2 : tensor<40x48xf32>) {
  ^bb0(%v: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c7 = arith.constant 7 : index
    %r = arith.remui %i, %c7 : index
    %b = tensor.extract %btab[%r, %j] : tensor<7x48xf32>
    %s = arith.addf %v, %b : f32
    %c0 = arith.constant 0.0 : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<40x48xf32>
  %ea = tensor.empty() : tensor<40x32xf32>
  %ga = linalg.generic {indexing_maps = [#idx, #id], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<40xi32>) outs(%ea : tensor<40x32xf32>) {
  ^bb0(%i: i32, %o: f32):
    %c0 = arith.constant 0 : i32
    %c49 = arith.constant 49 : i32
    %lo = arith.maxsi %i, %c0 : i32
    %cl = arith.minsi %lo, %c49 : i32
    %ii = arith.index_cast %cl : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %emb[%ii, %j] : tensor<50x32xf32>
    linalg.yield %v : f32
  } -> tensor<40x32xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e : tensor<40x48xf32>) -> tensor<40x48xf32>
  %mm2 = linalg.matmul ins(%ga, %w : tensor<40x32xf32>, tensor<32x48xf32>) outs(%z2 : tensor<40x48xf32>) -> tensor<40x48xf32>
  return %y, %mm2 : tensor<40x48xf32>, tensor<40x48xf32>
}
