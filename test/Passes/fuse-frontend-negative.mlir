// What must not fuse, and why, in the forms front ends emit (see
// fuse-frontend.mlir for what must).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu}),stitch-fusion-report)' -o /dev/null | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,func.func(stitch-fuse{target=cpu}),stitch-fusion-report)' -o /dev/null | FileCheck %s
// With explain=true, the report says why each op outside kernels stayed
// there (stitch.why_not_fused); without it, no reasons (checked above by
// the exact "outside" lines).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu explain=true}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=WHY
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=NOWHY
// NOWHY-NOT: why_not_fused
// remarks=true gives the same reasons as located remarks (in input order
// within a function; functions may be planned in parallel).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK-DAG: fuse-frontend-negative.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: stitch-fuse: not fused: an indexing map is neither a projection nor a broadcast of unit dims
// REMARK-DAG: fuse-frontend-negative.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: stitch-fuse: not fused: dynamic shape

#id = affine_map<(d0, d1) -> (d0, d1)>
#col0 = affine_map<(d0, d1) -> (d0, 0)>
#col1 = affine_map<(d0, d1) -> (d0, 1)>

// A constant 0 on a dim that is not of size 1 reads column 0 of a 64x128
// tensor (a slice, not a broadcast): opaque, so neither it nor its
// producer (the exp, whose other consumer is the slice) join a kernel with
// the rest. 3 launches stay 3.
// CHECK-LABEL: "name": "pinned_non_unit"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": ["linalg.generic", "linalg.generic", "linalg.generic"], "num_other_ops": 1}
// CHECK-NEXT: "launches_before": 3, "launches_after": 3,
// WHY-LABEL: "name": "pinned_non_unit"
// WHY: "why_not_fused": [
// WHY-NEXT: {"op": "linalg.generic", "reason": "no fusible producer or consumer"},
// WHY-NEXT: {"op": "linalg.generic", "reason": "an indexing map is neither a projection nor a broadcast of unit dims {{.*}}"},
// WHY-NEXT: {"op": "linalg.generic", "reason": "an indexing map is neither a projection nor a broadcast of unit dims {{.*}}"}]},
func.func @pinned_non_unit(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %1 = linalg.generic {indexing_maps = [#id, #col0, #id], iterator_types = ["parallel", "parallel"]} ins(%0, %0 : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %2 = linalg.generic {indexing_maps = [#id, #col1, #id], iterator_types = ["parallel", "parallel"]} ins(%1, %x : tensor<64x128xf32>, tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  return %2 : tensor<64x128xf32>
}

// A contraction's epilogue is elementwise or a broadcast: a row reduction
// of the product (keepdim, as TOSA writes it) is a second kernel.
// CHECK-LABEL: "name": "matmul_then_reduce"
// CHECK: "kind": "gemm_epilogue"
// CHECK: "kind": "{{stitch|reduction}}"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": []
// CHECK-NEXT: "launches_after": 2,
func.func @matmul_then_reduce(%a: tensor<1x16x32xf32>, %b: tensor<1x32x8xf32>) -> tensor<1x16x1xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %m = tosa.matmul %a, %b, %zp, %zp : (tensor<1x16x32xf32>, tensor<1x32x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x8xf32>
  %t = tosa.tanh %m : (tensor<1x16x8xf32>) -> tensor<1x16x8xf32>
  %s = tosa.reduce_sum %t {axis = 2 : i32} : (tensor<1x16x8xf32>) -> tensor<1x16x1xf32>
  return %s : tensor<1x16x1xf32>
}

// Dynamic inner dims stay unfused (only a dynamic outermost dim fuses:
// fuse-frontend.mlir, docs/fusion-dynamic.md).
// CHECK-LABEL: "name": "dynamic"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": ["linalg.generic", "linalg.generic"]
// WHY-LABEL: "name": "dynamic"
// WHY: {"op": "linalg.generic", "reason": "dynamic shape (only the outermost dimension may be dynamic)"},
// WHY-NEXT: {"op": "linalg.generic", "reason": "dynamic shape (only the outermost dimension may be dynamic)"}]},
func.func @dynamic(%x: tensor<128x?xf32>) -> tensor<128x?xf32> {
  %h = tosa.exp %x : (tensor<128x?xf32>) -> tensor<128x?xf32>
  %y = tosa.tanh %h : (tensor<128x?xf32>) -> tensor<128x?xf32>
  return %y : tensor<128x?xf32>
}

// A contraction accumulating into an argument (no fill to copy in), then
// a row reduction of it: the planner turns the merge down, and says why.
// CHECK-LABEL: "name": "rejected_merge"
// CHECK-NOT: "kind"
// CHECK: "launches_before": 2, "launches_after": 2,
// WHY-LABEL: "name": "rejected_merge"
// WHY: {"op": "linalg.generic", "reason": "a contraction's kernel takes no reduction"},
// WHY-NEXT: {"op": "linalg.generic", "reason": "a contraction's kernel takes no reduction"}]},
func.func @rejected_merge(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>, %d: tensor<16xf32>) -> tensor<16xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%c : tensor<16x8xf32>) -> tensor<16x8xf32>
  %s = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%m : tensor<16x8xf32>) outs(%d : tensor<16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  return %s : tensor<16xf32>
}
