// A softmax over 8 rows of 300 (one `stitch` row kernel after fusion) and
// a main that is not the entry stitch-tune picks (@softmax is).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<8x300xf32>) -> tensor<8x300xf32> {
  %ninf = arith.constant -1.0e30 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<8x300xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %mx = linalg.reduce ins(%x : tensor<8x300xf32>) outs(%minit : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mx : tensor<8x300xf32>, tensor<8xf32>) outs(%e : tensor<8x300xf32>) {
    ^bb0(%v: f32, %m: f32, %o: f32):
      %d = arith.subf %v, %m : f32
      %ev = math.exp %d : f32
      linalg.yield %ev : f32
  } -> tensor<8x300xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %den = linalg.reduce ins(%ex : tensor<8x300xf32>) outs(%sinit : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %den : tensor<8x300xf32>, tensor<8xf32>) outs(%e : tensor<8x300xf32>) {
    ^bb0(%v: f32, %s: f32, %o: f32):
      %r = arith.divf %v, %s : f32
      linalg.yield %r : f32
  } -> tensor<8x300xf32>
  return %y : tensor<8x300xf32>
}
