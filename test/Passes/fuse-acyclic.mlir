// RUN: stitch-opt %s --split-input-file --stitch-fuse | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-fuse --stitch-unfuse | FileCheck %s --check-prefix=UNFUSE

// Paths that leave a candidate kernel and re-enter it only through another
// kernel: the op graph has no path A -> ... -> B other than the edge, but
// the kernel graph does. (Simpler cases: @reenter, @diamond and @diamonds
// in fuse.mlir; random ones: test/Bench/fusion-graph.test.)

// %A feeds the matmul (a gemm_epilogue kernel never takes a producer of its
// contraction) and the row reduction %B, which also reads %x2. The gemm
// kernel takes %x2 into its epilogue first (%x1 -> %x3 -> ... ), so
// fusing %A with %B would give a kernel that feeds the gemm kernel (%A)
// and consumes it (%x2): refused, %A and %B stay apart. A check on the op
// graph alone would see no path from %A to %B but the direct edge.
// CHECK-LABEL: func.func @bridge
// CHECK: %[[A:.*]] = linalg.exp ins(%arg0
// CHECK-NEXT: %[[K:.*]]:2 = stitch.kernel gemm_epilogue (%{{.*}} = %[[A]] : tensor<8x8xf32>, %{{.*}} = %arg2 : tensor<8x8xf32>, %{{.*}} = %arg1 : tensor<8x8xf32>)
// CHECK: linalg.matmul
// CHECK: linalg.negf
// CHECK: linalg.add
// CHECK: stitch.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[B:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[K]]#0 :
// CHECK: return %[[K]]#1, %[[B]]
// UNFUSE-LABEL: func.func @bridge
// UNFUSE-NOT: stitch.kernel
// UNFUSE-COUNT-5: linalg.
// UNFUSE-NOT: stitch.kernel
// UNFUSE: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @bridge(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %w: tensor<8x8xf32>, %acc: tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %A = linalg.exp ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x1 = linalg.matmul ins(%A, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x2 = linalg.negf ins(%b : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x3 = linalg.add ins(%x1, %x2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %B = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A, %x2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %m = arith.mulf %p, %q : f32
      %s = arith.addf %m, %o : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %x3, %B : tensor<8x8xf32>, tensor<8xf32>
}

// -----

// The path leaves through an opaque call and re-enters the cluster at a
// member other than the consumer tried: %n -> %D fuses first (largest
// saving), then {%A} + {%n, %D} is refused (%A -> call -> %n), so %A stays
// a launch of its own before the call.
// CHECK-LABEL: func.func @through_call_and_kernel
// CHECK: %[[A:.*]] = linalg.exp ins(%arg0
// CHECK-NEXT: %[[C:.*]] = call @side(%[[A]])
// CHECK-NEXT: stitch.kernel loop (%{{.*}} = %[[C]] : tensor<16xf32>, %{{.*}} = %[[A]] : tensor<16xf32>)
// CHECK-NOT: linalg.exp
// CHECK: linalg.negf
// CHECK: linalg.add
// CHECK: stitch.yield
func.func private @side(tensor<16xf32>) -> tensor<16xf32>
func.func @through_call_and_kernel(%a: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %A = linalg.exp ins(%a : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %c = func.call @side(%A) : (tensor<16xf32>) -> tensor<16xf32>
  %n = linalg.negf ins(%c : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %D = linalg.add ins(%A, %n : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %D : tensor<16xf32>
}
