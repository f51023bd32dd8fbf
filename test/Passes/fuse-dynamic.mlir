// Dynamic outer dimensions (docs/fusion-dynamic.md): ops whose only dynamic
// dim is the outermost one, a parallel loop of each op, fuse as if static;
// the runtime size reaches the kernel as an index operand (the size of the
// cloned tensor.empty). Dynamic inner dims, a reduced dynamic dim, a
// reshape of a dynamic tensor and two unrelated dynamic sizes stay
// unfused, with their reason in the report (explain=true).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu explain=true}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=WHY
// The reshape's own reason (the report lists compute ops only):
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: fuse-dynamic.mlir:[[# @LINE + 206]]:8: remark: stitch-fuse: not fused: dynamic shape through a reshape, slice or pad

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// Bias add + tanh on ?x96: one loop kernel taking the size.
// CHECK-LABEL: func.func @chain
// CHECK: %[[N:.*]] = tensor.dim %arg0, %c0
// CHECK: stitch.kernel loop (%[[X:.*]] = %arg0 : tensor<?x96xf32>, %{{.*}} = %arg1 : tensor<96xf32>, %[[S:.*]] = %[[N]] : index) -> tensor<?x96xf32>
// CHECK: tensor.empty(%[[S]]) : tensor<?x96xf32>
// CHECK: math.tanh
// CHECK: stitch.yield
// WHY-LABEL: "name": "chain"
// WHY: "launches_before": 2, "launches_after": 1
func.func @chain(%x: tensor<?x96xf32>, %b: tensor<96xf32>) -> tensor<?x96xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x96xf32>
  %e = tensor.empty(%n) : tensor<?x96xf32>
  %h = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<?x96xf32>, tensor<96xf32>) outs(%e : tensor<?x96xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x96xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<?x96xf32>) outs(%e : tensor<?x96xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<?x96xf32>
  return %y : tensor<?x96xf32>
}

// Row max, x - max, exp, row sum, quotient over a dynamic number of rows:
// one stitched kernel (the fills are copied in).
// CHECK-LABEL: func.func @softmax
// CHECK: stitch.kernel stitch
// CHECK-SAME: (%{{.*}} = %{{.*}} : index, %{{.*}} = %arg0 : tensor<?x64xf32>) -> tensor<?x64xf32>
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "softmax"
// WHY: "launches_before": 6, "launches_after": 1
func.func @softmax(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %er = tensor.empty(%n) : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %m = linalg.reduce ins(%x : tensor<?x64xf32>) outs(%m0 : tensor<?xf32>) dimensions = [1]
    (%a: f32, %acc: f32) { %t = arith.maximumf %a, %acc : f32
      linalg.yield %t : f32 }
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m : tensor<?x64xf32>, tensor<?xf32>) outs(%e : tensor<?x64xf32>) {
    ^bb0(%v: f32, %mv: f32, %o: f32):
      %d = arith.subf %v, %mv : f32
      %y = math.exp %d : f32
      linalg.yield %y : f32 } -> tensor<?x64xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<?xf32>) -> tensor<?xf32>
  %s = linalg.reduce ins(%ex : tensor<?x64xf32>) outs(%s0 : tensor<?xf32>) dimensions = [1]
    (%a: f32, %acc: f32) { %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<?x64xf32>, tensor<?xf32>) outs(%e : tensor<?x64xf32>) {
    ^bb0(%v: f32, %sv: f32, %o: f32):
      %q = arith.divf %v, %sv : f32
      linalg.yield %q : f32 } -> tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}

// A GEMM with a dynamic M and its bias + ReLU epilogue.
// CHECK-LABEL: func.func @gemm
// CHECK: stitch.kernel gemm_epilogue (%{{.*}} = %{{.*}} : index, %{{.*}} = %arg0 : tensor<?x24xf32>, %{{.*}} = %arg1 : tensor<24x40xf32>, %{{.*}} = %arg2 : tensor<40xf32>) -> tensor<?x40xf32>
// CHECK: linalg.fill
// CHECK: linalg.matmul
// CHECK: arith.maximumf
// WHY-LABEL: "name": "gemm"
// WHY: "launches_before": 3, "launches_after": 1
func.func @gemm(%a: tensor<?x24xf32>, %w: tensor<24x40xf32>, %b: tensor<40xf32>) -> tensor<?x40xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?x24xf32>
  %e = tensor.empty(%n) : tensor<?x40xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x40xf32>) -> tensor<?x40xf32>
  %p = linalg.matmul ins(%a, %w : tensor<?x24xf32>, tensor<24x40xf32>) outs(%z : tensor<?x40xf32>) -> tensor<?x40xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %b : tensor<?x40xf32>, tensor<40xf32>) outs(%e : tensor<?x40xf32>) {
    ^bb0(%v: f32, %bv: f32, %o: f32):
      %s = arith.addf %v, %bv : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32 } -> tensor<?x40xf32>
  return %y : tensor<?x40xf32>
}

// A 3x3 convolution over a dynamic batch of padded images: the pad (which
// leaves the batch unpadded) joins it as its padded input, the bias init
// is copied in, ReLU is the epilogue.
// CHECK-LABEL: func.func @conv
// CHECK: stitch.kernel gemm_epilogue
// CHECK: tensor.pad
// CHECK: linalg.conv_2d_nhwc_fhwc
// CHECK: arith.maximumf
// CHECK: stitch.yield
// WHY-LABEL: "name": "conv"
// WHY: "launches_before": 4, "launches_after": 1
func.func @conv(%x: tensor<?x6x6x4xf32>, %w: tensor<5x3x3x4xf32>, %b: tensor<5xf32>) -> tensor<?x6x6x5xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x6x6x4xf32>
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<?x6x6x4xf32> to tensor<?x8x8x4xf32>
  %e = tensor.empty(%n) : tensor<?x6x6x5xf32>
  %init = linalg.broadcast ins(%b : tensor<5xf32>) outs(%e : tensor<?x6x6x5xf32>) dimensions = [0, 1, 2]
  %c = linalg.conv_2d_nhwc_fhwc ins(%p, %w : tensor<?x8x8x4xf32>, tensor<5x3x3x4xf32>) outs(%init : tensor<?x6x6x5xf32>) -> tensor<?x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<?x6x6x5xf32>) outs(%e : tensor<?x6x6x5xf32>) {
    ^bb0(%v: f32, %o: f32):
      %r = arith.maximumf %v, %zero : f32
      linalg.yield %r : f32 } -> tensor<?x6x6x5xf32>
  return %y : tensor<?x6x6x5xf32>
}

// A pad of the dynamic dim itself stays out (the batch grows).
// CHECK-LABEL: func.func @pad_batch
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "pad_batch"
// WHY: {"op": "tensor.pad", "reason": "dynamic shape through a reshape, slice or pad"},
// WHY: "launches_before": 3, "launches_after": 3
func.func @pad_batch(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %e = tensor.empty(%n) : tensor<?x8xf32>
  %ex = linalg.exp ins(%x : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  %p = tensor.pad %ex low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<?x8xf32> to tensor<?x8xf32>
  %m = tensor.dim %p, %c0 : tensor<?x8xf32>
  %e2 = tensor.empty(%m) : tensor<?x8xf32>
  %y = linalg.negf ins(%p : tensor<?x8xf32>) outs(%e2 : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}

// The reduced (inner) dim is dynamic: a row's length is unknown.
// CHECK-LABEL: func.func @dynamic_reduced_dim
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "dynamic_reduced_dim"
// WHY: {"op": "linalg.exp", "reason": "dynamic shape (only the outermost dimension may be dynamic)"},
// WHY-NEXT: {"op": "linalg.reduce", "reason": "dynamic shape (only the outermost dimension may be dynamic)"}]},
// WHY-NEXT: "launches_before": 3, "launches_after": 3
func.func @dynamic_reduced_dim(%x: tensor<8x?xf32>) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c1 : tensor<8x?xf32>
  %e = tensor.empty(%n) : tensor<8x?xf32>
  %ex = linalg.exp ins(%x : tensor<8x?xf32>) outs(%e : tensor<8x?xf32>) -> tensor<8x?xf32>
  %er = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce ins(%ex : tensor<8x?xf32>) outs(%z : tensor<8xf32>) dimensions = [1]
    (%a: f32, %acc: f32) { %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }
  return %s : tensor<8xf32>
}

// The dynamic outer dim is reduced (a column sum over the batch): the
// reduction stays out, the exp before it has nothing to fuse with.
// CHECK-LABEL: func.func @reduced_outer_dim
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "reduced_outer_dim"
// WHY: {"op": "linalg.reduce", "reason": "dynamic shape (the dynamic dimension must be one parallel loop, the outermost of every dynamic operand and result)"}
func.func @reduced_outer_dim(%x: tensor<?x32xf32>) -> tensor<32xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x32xf32>
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %ex = linalg.exp ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %er = tensor.empty() : tensor<32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.reduce ins(%ex : tensor<?x32xf32>) outs(%z : tensor<32xf32>) dimensions = [0]
    (%a: f32, %acc: f32) { %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32 }
  return %s : tensor<32xf32>
}

// The dynamic dim goes through a reshape (?x8x32 -> ?x32, the dynamic dim
// merged with a static one): the ops on either side do not fuse across it.
// CHECK-LABEL: func.func @reshape
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "reshape"
// WHY: {"op": "linalg.exp", "reason": "no fusible producer or consumer"},
// WHY-NEXT: {"op": "linalg.negf", "reason": "no fusible producer or consumer"}]},
// WHY-NEXT: "launches_before": 2, "launches_after": 2
func.func @reshape(%x: tensor<?x8x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %e = tensor.empty(%n) : tensor<?x8x32xf32>
  %ex = linalg.exp ins(%x : tensor<?x8x32xf32>) outs(%e : tensor<?x8x32xf32>) -> tensor<?x8x32xf32>
  %c = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %m = tensor.dim %c, %c0 : tensor<?x32xf32>
  %e2 = tensor.empty(%m) : tensor<?x32xf32>
  %y = linalg.negf ins(%c : tensor<?x32xf32>) outs(%e2 : tensor<?x32xf32>) -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

// Two dynamic sizes the planner cannot prove equal (two arguments) meet
// only through a static value: the exp of the bias joins the first
// consumer, the second stays alone (a kernel has one runtime size).
// CHECK-LABEL: func.func @two_sizes
// CHECK: stitch.kernel loop
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "two_sizes"
// WHY: {"op": "linalg.generic", "reason": "two dynamic sizes not known to be equal"}]},
// WHY-NEXT: "launches_before": 3, "launches_after": 2
func.func @two_sizes(%x: tensor<?x32xf32>, %y: tensor<?x32xf32>, %b: tensor<32xf32>) -> (tensor<?x32xf32>, tensor<?x32xf32>) {
  %c0 = arith.constant 0 : index
  %eb = tensor.empty() : tensor<32xf32>
  %s = linalg.exp ins(%b : tensor<32xf32>) outs(%eb : tensor<32xf32>) -> tensor<32xf32>
  %n = tensor.dim %x, %c0 : tensor<?x32xf32>
  %ex = tensor.empty(%n) : tensor<?x32xf32>
  %a = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<?x32xf32>, tensor<32xf32>) outs(%ex : tensor<?x32xf32>) {
    ^bb0(%v: f32, %w: f32, %o: f32):
      %r = arith.addf %v, %w : f32
      linalg.yield %r : f32 } -> tensor<?x32xf32>
  %m = tensor.dim %y, %c0 : tensor<?x32xf32>
  %ey = tensor.empty(%m) : tensor<?x32xf32>
  %c = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %s : tensor<?x32xf32>, tensor<32xf32>) outs(%ey : tensor<?x32xf32>) {
    ^bb0(%v: f32, %w: f32, %o: f32):
      %r = arith.mulf %v, %w : f32
      linalg.yield %r : f32 } -> tensor<?x32xf32>
  return %a, %c : tensor<?x32xf32>, tensor<?x32xf32>
}
