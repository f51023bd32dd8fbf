// RUN: stitch-opt %s --stitch-fuse | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=REPORT

// Savings are re-evaluated after merges (XLA priority fusion). %p#0 (f64,
// 1 KiB) is read by the reduction %d and by %c; %q (f32, 512 B) only by %c.
// At first %p -> %c saves one read of %p#0 (1 KiB) and %q -> %c saves the
// write and read of %q (1 KiB): a tie, %q first in program order. Once %p
// and %d merge (largest saving), every use of %p#0 but %c's is inside, so
// %p -> %c now saves its write too (2 KiB) and goes first: %c joins the
// reduction kernel, %p#0 never reaches global memory, and the matmul (which
// may not share a kernel with a reduction) stays alone. With the initial
// priorities %c would join the matmul and %p#0 would be written and read
// back: 4480 bytes of traffic instead of 3456.
// CHECK-LABEL: func.func @reprioritize
// CHECK: %[[Q:.*]] = linalg.matmul
// CHECK-NEXT: %[[K:.*]]:2 = stitch.kernel reduction (%{{.*}} = %arg0 : tensor<8x16xf32>, %{{.*}} = %arg3 : tensor<8xf64>, %{{.*}} = %[[Q]] : tensor<8x16xf32>) -> (tensor<8xf64>, tensor<8x16xf64>) plan {bytes_saved = 4096 : i64, est_ns = 4001 : i64, values = ["register", "register", "global", "global"]}
// CHECK: return %[[K]]#0, %[[K]]#1
// REPORT: "launches_before": 4, "launches_after": 2,
// REPORT-NEXT: "bytes_before": 7552, "bytes_after": 3456,
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @reprioritize(%a: tensor<8x16xf32>, %x: tensor<8x8xf32>, %y: tensor<8x16xf32>, %acc: tensor<8xf64>) -> (tensor<8xf64>, tensor<8x16xf64>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %e64 = tensor.empty() : tensor<8x16xf64>
  %q = linalg.matmul ins(%x, %y : tensor<8x8xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %p:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%e64, %e : tensor<8x16xf64>, tensor<8x16xf32>) {
    ^bb0(%in: f32, %o1: f64, %o2: f32):
      %w = arith.extf %in : f32 to f64
      %n = arith.negf %in : f32
      linalg.yield %w, %n : f64, f32
  } -> (tensor<8x16xf64>, tensor<8x16xf32>)
  %d = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%p#0, %p#1 : tensor<8x16xf64>, tensor<8x16xf32>) outs(%acc : tensor<8xf64>) {
    ^bb0(%u: f64, %v: f32, %o: f64):
      %vw = arith.extf %v : f32 to f64
      %m = arith.subf %u, %vw : f64
      %s = arith.addf %m, %o : f64
      linalg.yield %s : f64
  } -> tensor<8xf64>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p#0, %q : tensor<8x16xf64>, tensor<8x16xf32>) outs(%e64 : tensor<8x16xf64>) {
    ^bb0(%u: f64, %v: f32, %o: f64):
      %vw = arith.extf %v : f32 to f64
      %s = arith.addf %u, %vw : f64
      linalg.yield %s : f64
  } -> tensor<8x16xf64>
  return %d, %c : tensor<8xf64>, tensor<8x16xf64>
}
