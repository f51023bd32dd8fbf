// The same softmaxes written by hand as linalg.generic (the reference of
// decompose-softmax.test: exp(x - max) / sum, independent of upstream's
// decomposition).
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#last = affine_map<(d0, d1, d2) -> (d0, d1)>
#mid = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @graph(%x: tensor<2x17x40xf32>, %y: tensor<3x9x5xf32>) -> (tensor<2x17x40xf32>, tensor<3x9x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<2x17xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x17xf32>) -> tensor<2x17xf32>
  %m = linalg.generic {indexing_maps = [#id, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x17x40xf32>) outs(%mi : tensor<2x17xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x17xf32>
  %si = linalg.fill ins(%zero : f32) outs(%er : tensor<2x17xf32>) -> tensor<2x17xf32>
  %s = linalg.generic {indexing_maps = [#id, #last, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %m : tensor<2x17x40xf32>, tensor<2x17xf32>) outs(%si : tensor<2x17xf32>) {
  ^bb0(%a: f32, %mx: f32, %acc: f32):
    %d = arith.subf %a, %mx : f32
    %e = math.exp %d : f32
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x17xf32>
  %eo = tensor.empty() : tensor<2x17x40xf32>
  %o = linalg.generic {indexing_maps = [#id, #last, #last, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m, %s : tensor<2x17x40xf32>, tensor<2x17xf32>, tensor<2x17xf32>) outs(%eo : tensor<2x17x40xf32>) {
  ^bb0(%a: f32, %mx: f32, %sum: f32, %out: f32):
    %d = arith.subf %a, %mx : f32
    %e = math.exp %d : f32
    %r = arith.divf %e, %sum : f32
    linalg.yield %r : f32
  } -> tensor<2x17x40xf32>
  %fr = tensor.empty() : tensor<3x5xf32>
  %mi2 = linalg.fill ins(%ninf : f32) outs(%fr : tensor<3x5xf32>) -> tensor<3x5xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #mid], iterator_types = ["parallel", "reduction", "parallel"]} ins(%y : tensor<3x9x5xf32>) outs(%mi2 : tensor<3x5xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<3x5xf32>
  %si2 = linalg.fill ins(%zero : f32) outs(%fr : tensor<3x5xf32>) -> tensor<3x5xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #mid, #mid], iterator_types = ["parallel", "reduction", "parallel"]} ins(%y, %m2 : tensor<3x9x5xf32>, tensor<3x5xf32>) outs(%si2 : tensor<3x5xf32>) {
  ^bb0(%a: f32, %mx: f32, %acc: f32):
    %d = arith.subf %a, %mx : f32
    %e = math.exp %d : f32
    %r = arith.addf %e, %acc : f32
    linalg.yield %r : f32
  } -> tensor<3x5xf32>
  %eo2 = tensor.empty() : tensor<3x9x5xf32>
  %o2 = linalg.generic {indexing_maps = [#id, #mid, #mid, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y, %m2, %s2 : tensor<3x9x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) outs(%eo2 : tensor<3x9x5xf32>) {
  ^bb0(%a: f32, %mx: f32, %sum: f32, %out: f32):
    %d = arith.subf %a, %mx : f32
    %e = math.exp %d : f32
    %r = arith.divf %e, %sum : f32
    linalg.yield %r : f32
  } -> tensor<3x9x5xf32>
  return %o, %o2 : tensor<2x17x40xf32>, tensor<3x9x5xf32>
}
