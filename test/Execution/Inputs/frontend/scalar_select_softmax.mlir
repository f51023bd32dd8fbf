// A captured scalar and an i1 computed from it in a select, then a softmax using the scalar again: one kernel; run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @graph(%x: tensor<16x24xf32>, %s: tensor<f32>) -> (tensor<16x24xf32>) {
  %alpha = tensor.extract %s[] : tensor<f32>
  %zero = arith.constant 0.0 : f32
  %pos = arith.cmpf ogt, %alpha, %zero : f32
  %e = tensor.empty() : tensor<16x24xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x24xf32>) outs(%e : tensor<16x24xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %alpha : f32
    %r = arith.select %pos, %m, %v : f32
    linalg.yield %r : f32
  } -> tensor<16x24xf32>
  %er = tensor.empty() : tensor<16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<16x24xf32>) outs(%z : tensor<16xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %ex = math.exp %v : f32
    %r = arith.addf %ex, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %sum : tensor<16x24xf32>, tensor<16xf32>) outs(%e : tensor<16x24xf32>) {
  ^bb0(%v: f32, %d: f32, %o: f32):
    %ex = math.exp %v : f32
    %r = arith.divf %ex, %d : f32
    %q = arith.addf %r, %alpha : f32
    linalg.yield %q : f32
  } -> tensor<16x24xf32>
  return %y : tensor<16x24xf32>
}
