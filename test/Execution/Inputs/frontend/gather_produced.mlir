// Gathers from tensors computed in the graph (an exp'd table; row sums gathered at a rotated row by a consumer that also reads them): the producers stay out of the gathering kernels (2 launches); run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#idx = affine_map<(d0, d1) -> (d0)>
func.func @graph(%t: tensor<20x16xf32>, %ids: tensor<9xi32>, %x: tensor<9x16xf32>) -> (tensor<9x16xf32>, tensor<9x16xf32>) {
  %et = tensor.empty() : tensor<20x16xf32>
  %table = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<20x16xf32>) outs(%et : tensor<20x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<20x16xf32>
  %e = tensor.empty() : tensor<9x16xf32>
  %g = linalg.generic {indexing_maps = [#idx, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%ids, %x : tensor<9xi32>, tensor<9x16xf32>) outs(%e : tensor<9x16xf32>) {
  ^bb0(%i: i32, %xv: f32, %o: f32):
    %c0 = arith.constant 0 : i32
    %c19 = arith.constant 19 : i32
    %lo = arith.maxsi %i, %c0 : i32
    %cl = arith.minsi %lo, %c19 : i32
    %ii = arith.index_cast %cl : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%ii, %j] : tensor<20x16xf32>
    %r = arith.addf %v, %xv : f32
    linalg.yield %r : f32
  } -> tensor<9x16xf32>
  // row sums of x, gathered at a rotated row by a consumer that also reads them directly
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<9xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<9xf32>) -> tensor<9xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<9x16xf32>) outs(%z : tensor<9xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<9xf32>
  %e2 = tensor.empty() : tensor<9x16xf32>
  %h = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %s : tensor<9x16xf32>, tensor<9xf32>) outs(%e2 : tensor<9x16xf32>) {
  ^bb0(%a: f32, %sv: f32, %o: f32):
    %i = linalg.index 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %n = arith.addi %i, %c1 : index
    %m = arith.remui %n, %c9 : index
    %other = tensor.extract %s[%m] : tensor<9xf32>
    %d = arith.subf %sv, %other : f32
    %r = arith.mulf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<9x16xf32>
  return %g, %h : tensor<9x16xf32>, tensor<9x16xf32>
}
