// torch-mlir style: a rank-0 scale extracted inside the payload (captured), a causal mask from linalg.index, a softmax: one kernel; run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @graph(%x: tensor<24x24xf32>, %scale: tensor<f32>) -> (tensor<24x24xf32>) {
  %ninf = arith.constant -1.0e9 : f32
  %e = tensor.empty() : tensor<24x24xf32>
  %m = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<24x24xf32>) outs(%e : tensor<24x24xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = tensor.extract %scale[] : tensor<f32>
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c = arith.cmpi ugt, %j, %i : index
    %v = arith.mulf %a, %s : f32
    %r = arith.select %c, %ninf, %v : f32
    linalg.yield %r : f32
  } -> tensor<24x24xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<24xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<24xf32>) -> tensor<24xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%m : tensor<24x24xf32>) outs(%z : tensor<24xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %ex = math.exp %a : f32
    %r = arith.addf %ex, %acc : f32
    linalg.yield %r : f32
  } -> tensor<24xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %s : tensor<24x24xf32>, tensor<24xf32>) outs(%e : tensor<24x24xf32>) {
  ^bb0(%a: f32, %d: f32, %o: f32):
    %ex = math.exp %a : f32
    %r = arith.divf %ex, %d : f32
    linalg.yield %r : f32
  } -> tensor<24x24xf32>
  return %y : tensor<24x24xf32>
}
