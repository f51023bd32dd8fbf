// Reductions whose rows are not the innermost dims stitch when they all
// reduce the same rows of one static shape (stitchFusionSameReductionRows):
// a softmax over the middle dim of 4x13x6 (rows: dims 0 and 2) becomes
// one stitched kernel, which stitch-kernel-to-parallel runs a row at a time
// with the rows where they are in each result (rows-spread).
// A dynamic outermost dim stitches when it is a row dim (?x13x6 over dim
// 1: one kernel, rows-spread with a dynamic number of rows).
// Negative: a column sum and a row sum of one tensor reduce different rows
// (no row of one is a row of the other), and a reduction over the dynamic
// dim itself (?x6 over dim 0: rows of a runtime length, which the planner
// does not fuse at all); neither stitches its reduction with the op that
// reads it back.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}),stitch-lower-kernels-cpu)' | FileCheck %s --check-prefix=LOWER
// Every producer -> consumer edge left between kernels has its reason: a
// remark at the consumer (remarks=true) and the report's "unfused_edges"
// (explain=true).
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu explain=true}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=WHY

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#mid = affine_map<(d0, d1, d2) -> (d0, d2)>

// CHECK-LABEL: func.func @softmax_mid(
// CHECK: stitch.kernel stitch
// CHECK: arith.maximumf
// CHECK: math.exp
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK: stitch.yield
// CHECK-NOT: stitch.kernel
// CHECK: return
// LOWER-LABEL: func.func @softmax_mid(
// LOWER: strategy = "rows-spread"
// LOWER-NOT: strategy =
// LOWER: return
func.func @softmax_mid(%x: tensor<4x13x6xf32>) -> tensor<4x13x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<4x6xf32>
  %e = tensor.empty() : tensor<4x13x6xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x6xf32>) -> tensor<4x6xf32>
  %m = linalg.generic {indexing_maps = [#id, #mid], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<4x13x6xf32>) outs(%m0 : tensor<4x6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.maximumf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#id, #mid, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<4x13x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x13x6xf32>) {
  ^bb0(%v: f32, %mv: f32, %o: f32):
    %d = arith.subf %v, %mv : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<4x13x6xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<4x6xf32>) -> tensor<4x6xf32>
  %s = linalg.generic {indexing_maps = [#id, #mid], iterator_types = ["parallel", "reduction", "parallel"]} ins(%p : tensor<4x13x6xf32>) outs(%s0 : tensor<4x6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #mid, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p, %s : tensor<4x13x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x13x6xf32>) {
  ^bb0(%v: f32, %sv: f32, %o: f32):
    %q = arith.divf %v, %sv : f32
    linalg.yield %q : f32
  } -> tensor<4x13x6xf32>
  return %y : tensor<4x13x6xf32>
}

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// REMARK: fuse-spread-rows.mlir:[[@LINE+32]]:8: remark: stitch-fuse: not fused with its producer linalg.generic at {{.*}}fuse-spread-rows.mlir:[[@LINE+22]]:8: stitched reductions must be row reductions or all reduce the same rows of one static shape
// WHY: "name": "mixed_rows"
// WHY: "unfused_edges": [
// WHY-NEXT: {"producer": "linalg.generic", "producer_loc": "{{.*}}fuse-spread-rows.mlir:[[@LINE+19]]:8", "consumer": "linalg.generic", "consumer_loc": "{{.*}}fuse-spread-rows.mlir:[[@LINE+29]]:8", "reason": "stitched reductions must be row reductions or all reduce the same rows of one static shape"}],
// WHY-NEXT: "launches_before"
// CHECK-LABEL: func.func @mixed_rows(
// CHECK: stitch.kernel reduction
// CHECK: arith.addf
// CHECK: stitch.yield
// CHECK: stitch.kernel stitch
// CHECK: arith.addf
// CHECK: arith.subf
// CHECK: stitch.yield
// CHECK-NOT: stitch.kernel
// CHECK: return
func.func @mixed_rows(%x: tensor<9x7xf32>) -> tensor<9x7xf32> {
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<7xf32>
  %er = tensor.empty() : tensor<9xf32>
  %e = tensor.empty() : tensor<9x7xf32>
  %zc = linalg.fill ins(%zero : f32) outs(%ec : tensor<7xf32>) -> tensor<7xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<9xf32>) -> tensor<9xf32>
  %c = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<9x7xf32>) outs(%zc : tensor<7xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<7xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<9x7xf32>) outs(%zr : tensor<9xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<9xf32>
  %y = linalg.generic {indexing_maps = [#id2, #col, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %c, %r : tensor<9x7xf32>, tensor<7xf32>, tensor<9xf32>) outs(%e : tensor<9x7xf32>) {
  ^bb0(%v: f32, %cv: f32, %rv: f32, %o: f32):
    %t = arith.subf %v, %cv : f32
    %u = arith.subf %t, %rv : f32
    linalg.yield %u : f32
  } -> tensor<9x7xf32>
  return %y : tensor<9x7xf32>
}

// -----

#idd = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#midd = affine_map<(d0, d1, d2) -> (d0, d2)>

// CHECK-LABEL: func.func @softmax_mid_dynamic(
// CHECK: stitch.kernel stitch
// CHECK: arith.addf
// CHECK: arith.divf
// CHECK: stitch.yield
// CHECK-NOT: stitch.kernel
// CHECK: return
// LOWER-LABEL: func.func @softmax_mid_dynamic(
// LOWER: grid = -1 : i64
// LOWER-SAME: strategy = "rows-spread"
func.func @softmax_mid_dynamic(%x: tensor<?x13x6xf32>) -> tensor<?x13x6xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x13x6xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty(%n) : tensor<?x6xf32>
  %e = tensor.empty(%n) : tensor<?x13x6xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<?x6xf32>) -> tensor<?x6xf32>
  %s = linalg.generic {indexing_maps = [#idd, #midd], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<?x13x6xf32>) outs(%s0 : tensor<?x6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<?x6xf32>
  %y = linalg.generic {indexing_maps = [#idd, #midd, #idd], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %s : tensor<?x13x6xf32>, tensor<?x6xf32>) outs(%e : tensor<?x13x6xf32>) {
  ^bb0(%v: f32, %sv: f32, %o: f32):
    %q = arith.divf %v, %sv : f32
    linalg.yield %q : f32
  } -> tensor<?x13x6xf32>
  return %y : tensor<?x13x6xf32>
}

// -----

#id2d = affine_map<(d0, d1) -> (d0, d1)>
#cold = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @column_over_dynamic(
// CHECK-NOT: stitch.kernel
// CHECK: return
// REMARK: remark: stitch-fuse: not fused: dynamic shape (the dynamic dimension must be one parallel loop
// REMARK: remark: stitch-fuse: not fused with its producer linalg.generic at {{.*}}: the producer is opaque: dynamic shape
// WHY: "name": "column_over_dynamic"
// WHY: "unfused_edges": [
// WHY-NEXT: "reason": "the producer is opaque: dynamic shape
func.func @column_over_dynamic(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x6xf32>
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<6xf32>
  %e = tensor.empty(%n) : tensor<?x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%ec : tensor<6xf32>) -> tensor<6xf32>
  %c = linalg.generic {indexing_maps = [#id2d, #cold], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<?x6xf32>) outs(%z : tensor<6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<6xf32>
  %y = linalg.generic {indexing_maps = [#id2d, #cold, #id2d], iterator_types = ["parallel", "parallel"]} ins(%x, %c : tensor<?x6xf32>, tensor<6xf32>) outs(%e : tensor<?x6xf32>) {
  ^bb0(%v: f32, %cv: f32, %o: f32):
    %q = arith.subf %v, %cv : f32
    linalg.yield %q : f32
  } -> tensor<?x6xf32>
  return %y : tensor<?x6xf32>
}
