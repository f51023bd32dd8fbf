// Dynamic outer dimensions (docs/fusion-dynamic.md): ops whose only dynamic
// dim is the outermost one, a parallel loop of each op, fuse as if static;
// the runtime size reaches the kernel as an index operand (the size of the
// cloned tensor.empty). Reshapes whose dynamic dim leads its group
// (?x8x32 <-> ?x32 <-> ?x8x2x16, also behind unit dims: 1x?x96) and
// slices taking the whole dynamic dim from 0 are index maps and fuse too.
// Dynamic inner dims, a reduced dynamic dim, a slice or pad of the dynamic
// dim itself, reshapes alone and two unrelated dynamic sizes stay unfused,
// with their reason in the report (explain=true).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu explain=true}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=WHY
// The reshape's own reason (the report lists compute ops only):
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: fuse-dynamic.mlir:[[# @LINE + 139]]:8: remark: stitch-fuse: not fused: dynamic shape through a pad, an insert_slice, or a slice that does not take the whole dynamic dim from 0

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
// WHY: {"op": "tensor.pad", "reason": "dynamic shape through a pad, an insert_slice, or a slice that does not take the whole dynamic dim from 0"},
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
// WHY-NEXT: "unfused_edges": [
// WHY-NEXT: {"producer": "linalg.exp", {{.*}}"consumer": "linalg.reduce", {{.*}}"reason": "the producer is opaque: dynamic shape (only the outermost dimension may be dynamic)"}],
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

// The dynamic dim goes through a reshape (?x8x32 -> ?x32: 8 times as many
// rows): an index map like a static reshape, one kernel with both sizes.
// CHECK-LABEL: func.func @reshape
// CHECK: stitch.kernel loop
// CHECK-SAME: tensor<?x8x32xf32>
// CHECK: tensor.collapse_shape
// CHECK: linalg.negf
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "reshape"
// WHY: "launches_before": 2, "launches_after": 1
func.func @reshape(%x: tensor<?x8x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %e = tensor.empty(%n) : tensor<?x8x32xf32>
  %ex = linalg.exp ins(%x : tensor<?x8x32xf32>) outs(%e : tensor<?x8x32xf32>) -> tensor<?x8x32xf32>
  %c = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %m = arith.muli %n, %c8 : index
  %e2 = tensor.empty(%m) : tensor<?x32xf32>
  %y = linalg.negf ins(%c : tensor<?x32xf32>) outs(%e2 : tensor<?x32xf32>) -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

// Attention's head split (GPT-2 after the front end): rows ?x32 expanded
// to ?x8x2x16 (output_shape gives the batch), heads transposed, collapsed
// to ?x8x16 (2 heads per batch): one kernel; the expand's size is an
// operand like an empty's.
// CHECK-LABEL: func.func @head_split
// CHECK: stitch.kernel loop
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2, 3]] output_shape
// CHECK: linalg.transpose
// CHECK: tensor.collapse_shape
// CHECK: linalg.exp
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "head_split"
// WHY: "launches_before": 2, "launches_after": 1
func.func @head_split(%x: tensor<?x32xf32>, %b: index) -> tensor<?x8x16xf32> {
  %c2 = arith.constant 2 : index
  %h = tensor.expand_shape %x [[0, 1], [2, 3]] output_shape [%b, 8, 2, 16] : tensor<?x32xf32> into tensor<?x8x2x16xf32>
  %et = tensor.empty(%b) : tensor<?x2x8x16xf32>
  %t = linalg.transpose ins(%h : tensor<?x8x2x16xf32>) outs(%et : tensor<?x2x8x16xf32>) permutation = [0, 2, 1, 3]
  %c = tensor.collapse_shape %t [[0, 1], [2], [3]] : tensor<?x2x8x16xf32> into tensor<?x8x16xf32>
  %m = arith.muli %b, %c2 : index
  %e = tensor.empty(%m) : tensor<?x8x16xf32>
  %y = linalg.exp ins(%c : tensor<?x8x16xf32>) outs(%e : tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
  return %y : tensor<?x8x16xf32>
}

// GPT-2's q/k/v split: the c_attn product (rows ?x96) expanded to
// 1x?x96 (a dynamic dim behind a unit dim is still the outermost of the
// elements) and sliced from 0 along it: the slices join the epilogue.
// CHECK-LABEL: func.func @qkv_slice
// CHECK: stitch.kernel gemm_epilogue
// CHECK: linalg.matmul
// CHECK: tensor.expand_shape
// CHECK: tensor.extract_slice %{{.*}}[0, 0, 32] [1, %{{.*}}, 32] [1, 1, 1]
// CHECK: linalg.exp
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "qkv_slice"
// WHY: "launches_before": 4, "launches_after": 1
func.func @qkv_slice(%a: tensor<?x32xf32>, %w: tensor<32x96xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?x32xf32>
  %e = tensor.empty(%n) : tensor<?x96xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x96xf32>) -> tensor<?x96xf32>
  %p = linalg.matmul ins(%a, %w : tensor<?x32xf32>, tensor<32x96xf32>) outs(%z : tensor<?x96xf32>) -> tensor<?x96xf32>
  %u = tensor.expand_shape %p [[0, 1], [2]] output_shape [1, %n, 96] : tensor<?x96xf32> into tensor<1x?x96xf32>
  %k = tensor.extract_slice %u[0, 0, 32] [1, %n, 32] [1, 1, 1] : tensor<1x?x96xf32> to tensor<?x32xf32>
  %e2 = tensor.empty(%n) : tensor<?x32xf32>
  %y = linalg.exp ins(%k : tensor<?x32xf32>) outs(%e2 : tensor<?x32xf32>) -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

// A slice from row 1 of the dynamic dim (a dynamic offset there, not the
// whole dim from 0) stays out.
// CHECK-LABEL: func.func @slice_rows
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "slice_rows"
// WHY: {"op": "tensor.extract_slice", "reason": "dynamic shape through a pad, an insert_slice, or a slice that does not take the whole dynamic dim from 0"}
func.func @slice_rows(%x: tensor<?x32xf32>, %m: index) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x32xf32>
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %ex = linalg.exp ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %s = tensor.extract_slice %ex[1, 0] [%m, 32] [1, 1] : tensor<?x32xf32> to tensor<?x32xf32>
  %e2 = tensor.empty(%m) : tensor<?x32xf32>
  %y = linalg.negf ins(%s : tensor<?x32xf32>) outs(%e2 : tensor<?x32xf32>) -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

// A collapse whose dynamic dim sits behind a static dim > 1 (4x?x8: the
// group's outer index would need the dynamic size) stays out.
// CHECK-LABEL: func.func @collapse_inner_dynamic
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "collapse_inner_dynamic"
// WHY: "launches_before": 1, "launches_after": 1
func.func @collapse_inner_dynamic(%x: tensor<4x?x8xf32>, %m: index) -> tensor<?x8xf32> {
  // REMARK: fuse-dynamic.mlir:[[# @LINE + 1]]:8: remark: stitch-fuse: not fused: dynamic shape (only the outermost dimension may be dynamic)
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x?x8xf32> into tensor<?x8xf32>
  %e = tensor.empty(%m) : tensor<?x8xf32>
  %y = linalg.exp ins(%c : tensor<?x8xf32>) outs(%e : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}

// Reshapes alone are views (a dynamic collapse + expand canonicalize
// cannot compose): no kernel, which would copy.
// CHECK-LABEL: func.func @reshapes_only
// CHECK-NOT: stitch.kernel
// CHECK: return
// WHY-LABEL: "name": "reshapes_only"
// WHY: "launches_before": 0, "launches_after": 0
func.func @reshapes_only(%x: tensor<?x8x32xf32>, %m: index) -> tensor<1x?x32xf32> {
  // REMARK: fuse-dynamic.mlir:[[# @LINE + 1]]:8: remark: stitch-fuse: not fused: reshapes alone are views, not a kernel
  %c = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x8x32xf32> into tensor<?xf32>
  %y = tensor.expand_shape %c [[0, 1, 2]] output_shape [1, %m, 32] : tensor<?xf32> into tensor<1x?x32xf32>
  return %y : tensor<1x?x32xf32>
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
// WHY-NEXT: "unfused_edges": [
// WHY-NEXT: {"producer": "linalg.exp", "producer_loc": "{{.*}}fuse-dynamic.mlir:[[@LINE+5]]:8", "consumer": "linalg.generic", "consumer_loc": "{{.*}}fuse-dynamic.mlir:[[@LINE+15]]:8", "reason": "two dynamic sizes not known to be equal"}],
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
