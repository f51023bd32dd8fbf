// A gather from a non-splat constant table seen through a collapse_shape, ids through a reshape; run by fusion-frontend.test.
#id = affine_map<(d0, d1) -> (d0, d1)>
#idx = affine_map<(d0, d1) -> (d0)>
func.func @graph(%ids: tensor<3x4xi32>, %x: tensor<12x3xf32>) -> (tensor<12x3xf32>) {
  %tab = arith.constant dense<[[[1.0, 2.0, 3.0]], [[4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0]], [[10.0, 11.0, 12.0]]]> : tensor<4x1x3xf32>
  %t2 = tensor.collapse_shape %tab [[0, 1], [2]] : tensor<4x1x3xf32> into tensor<4x3xf32>
  %ids1 = tensor.collapse_shape %ids [[0, 1]] : tensor<3x4xi32> into tensor<12xi32>
  %e = tensor.empty() : tensor<12x3xf32>
  %g = linalg.generic {indexing_maps = [#idx, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%ids1, %x : tensor<12xi32>, tensor<12x3xf32>) outs(%e : tensor<12x3xf32>) {
  ^bb0(%i: i32, %xv: f32, %o: f32):
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    %a = arith.andi %i, %c3 : i32
    %ii = arith.index_cast %a : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %t2[%ii, %j] : tensor<4x3xf32>
    %r = arith.mulf %v, %xv : f32
    linalg.yield %r : f32
  } -> tensor<12x3xf32>
  return %g : tensor<12x3xf32>
}
