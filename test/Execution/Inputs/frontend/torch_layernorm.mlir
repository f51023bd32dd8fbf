// test/Passes/fuse-frontend.mlir's @torch_layernorm (torch-mlir style keepdim linalg); run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#kd = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @graph(%x: tensor<64x128xf32>, %g: tensor<128xf32>, %b: tensor<128xf32>) -> (tensor<64x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #kd], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x128xf32>) outs(%z1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<64x1xf32>) outs(%e1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %r = arith.divf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %e2 = tensor.empty() : tensor<64x128xf32>
  %c = linalg.generic {indexing_maps = [#id, #kd, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<64x128xf32>, tensor<64x1xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<64x128xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %vs = linalg.generic {indexing_maps = [#id, #kd], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<64x128xf32>) outs(%z1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %rstd = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%vs : tensor<64x1xf32>) outs(%e1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %v = arith.divf %a, %n : f32
    %ve = arith.addf %v, %eps : f32
    %r = math.rsqrt %ve : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #kd, #col, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %rstd, %g, %b : tensor<64x128xf32>, tensor<64x1xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %s: f32, %gg: f32, %bb: f32, %o: f32):
    %n = arith.mulf %a, %s : f32
    %m = arith.mulf %n, %gg : f32
    %r = arith.addf %m, %bb : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}
