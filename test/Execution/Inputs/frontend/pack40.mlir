// 40 independent small elementwise ops (one input, 40 results): the CPU
// cost model packs them into one launch in stitch-compile-cpu (a launch,
// an OpenMP region, costs more than their traffic). Run by
// fusion-frontend.test; test/Passes/fuse-pack-cpu.test checks the plan.
#id = affine_map<(d0) -> (d0)>
func.func @graph(%x: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %e = tensor.empty() : tensor<64xf32>
  %y0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 1.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 2.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 3.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 4.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 5.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 6.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y6 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 7.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 8.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y8 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 9.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y9 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 10.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y10 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 11.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y11 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 12.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y12 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 13.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y13 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 14.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y14 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 15.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y15 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 16.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y16 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 17.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y17 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 18.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y18 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 19.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y19 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 20.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y20 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 21.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y21 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 22.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y22 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 23.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y23 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 24.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y24 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 25.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y25 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 26.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y26 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 27.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y27 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 28.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y28 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 29.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y29 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 30.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y30 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 31.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y31 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 32.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 33.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y33 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 34.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y34 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 35.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y35 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 36.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y36 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 37.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y37 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 38.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y38 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 39.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y39 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 40.0e-2 : f32
    %m = arith.mulf %a, %c : f32
    %r = math.exp %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7, %y8, %y9, %y10, %y11, %y12, %y13, %y14, %y15, %y16, %y17, %y18, %y19, %y20, %y21, %y22, %y23, %y24, %y25, %y26, %y27, %y28, %y29, %y30, %y31, %y32, %y33, %y34, %y35, %y36, %y37, %y38, %y39 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}
