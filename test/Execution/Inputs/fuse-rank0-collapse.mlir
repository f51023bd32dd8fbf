// Kernel operands reshaped to and from rank 0 (empty reassociation), what
// linalg-fold-unit-extent-dims makes of TOSA's tensor<1x1xf32> broadcasts
// after a full reduction: %s reaches the kernel through collapse_shape []
// (no group names its unit dim; stitch-kernel-to-parallel used to load it at
// an uninitialised index and crash or read garbage), and %t through
// collapse_shape [] then expand_shape [] back to a unit dim.
#id = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
#row = affine_map<(d0, d1) -> (d1)>
#z = affine_map<() -> ()>
#u = affine_map<(d0) -> (d0)>
func.func @graph(%s: tensor<1xf32>, %x: tensor<7x32xf32>, %t: tensor<1x1xf32>) -> (tensor<7x32xf32>) {
  %c = tensor.collapse_shape %s [] : tensor<1xf32> into tensor<f32>
  %e0 = tensor.empty() : tensor<f32>
  %0 = linalg.generic {indexing_maps = [#z, #z], iterator_types = []} ins(%c : tensor<f32>) outs(%e0 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %ct = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %xt = tensor.expand_shape %ct [] output_shape [1] : tensor<f32> into tensor<1xf32>
  %e1 = tensor.empty() : tensor<1xf32>
  %n = linalg.generic {indexing_maps = [#u, #u], iterator_types = ["parallel"]} ins(%xt : tensor<1xf32>) outs(%e1 : tensor<1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<1xf32>
  %nc = tensor.collapse_shape %n [] : tensor<1xf32> into tensor<f32>
  %e = tensor.empty() : tensor<7x32xf32>
  %1 = linalg.generic {indexing_maps = [#id, #s, #s, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %0, %nc : tensor<7x32xf32>, tensor<f32>, tensor<f32>) outs(%e : tensor<7x32xf32>) {
  ^bb0(%a: f32, %b: f32, %d: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %d : f32
    linalg.yield %r : f32
  } -> tensor<7x32xf32>
  return %1 : tensor<7x32xf32>
}
