// RUN: stitch-opt %s --split-input-file --stitch-fuse | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=REPORT
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse,stitch-unfuse),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=UNFUSED
// RUN: stitch-opt %s --split-input-file --stitch-fuse=enable-packing=true | FileCheck %s --check-prefix=PACK

// Cheap producers are duplicated into every kernel that uses them instead
// of being materialized once and read back: a linalg op fed only by
// constants, tensor.empty and function arguments whose copy reads fewer
// bytes than its result has (a fill reads nothing, a broadcast reads a
// smaller tensor). Every copy but one is marked stitch.recomputed, so the
// fusion report counts the computation once.

// One zero fill initializes two matmuls in two kernels: each kernel
// recomputes it, the original goes; the second copy is marked.
// CHECK-LABEL: func.func @shared_init
// CHECK-NOT: linalg.fill
// CHECK: %[[K1:.*]] = stitch.kernel gemm_epilogue (%{{.*}} = %arg0 : tensor<8x8xf32>, %{{.*}} = %arg1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK: %[[Z1:.*]] = linalg.fill ins
// CHECK-NEXT: %[[M1:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : {{.*}}) outs(%[[Z1]] :
// CHECK-NEXT: linalg.exp ins(%[[M1]]
// CHECK: stitch.kernel gemm_epilogue (%{{.*}} = %[[K1]] : tensor<8x8xf32>, %{{.*}} = %arg2 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK: %[[Z2:.*]] = linalg.fill {stitch.recomputed} ins
// CHECK-NEXT: %[[M2:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : {{.*}}) outs(%[[Z2]] :
// CHECK-NEXT: linalg.negf ins(%[[M2]]
// CHECK-NOT: linalg.fill
// CHECK: return
// REPORT: "name": "shared_init",
// REPORT: "launches_before": 5, "launches_after": 2,
// After stitch-unfuse the copy is a launch again (until CSE).
// UNFUSED: "name": "shared_init",
// UNFUSED: "launches_before": 5, "launches_after": 6,
func.func @shared_init(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r1 = linalg.exp ins(%m1 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m2 = linalg.matmul ins(%r1, %c : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r2 = linalg.negf ins(%m2 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r2 : tensor<8x8xf32>
}

// -----

// The fill is also returned: the original stays, and both kernel copies
// are marked.
// CHECK-LABEL: func.func @init_escapes
// CHECK: %[[Z:.*]] = linalg.fill ins
// CHECK: stitch.kernel gemm_epilogue (%{{.*}} = %arg0 : tensor<8x8xf32>, %{{.*}} = %arg1 : tensor<8x8xf32>)
// CHECK: linalg.fill {stitch.recomputed} ins
// CHECK: linalg.matmul
// CHECK: return %{{.*}}, %[[Z]]
// REPORT: "name": "init_escapes",
// REPORT: "launches_before": 3, "launches_after": 2,

func.func @init_escapes(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r1 = linalg.exp ins(%m1 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r1, %z : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// A reduction that fuses with nothing still takes its accumulator init:
// one launch instead of two.
// CHECK-LABEL: func.func @lone_reduction
// CHECK-NEXT: stitch.kernel reduction (%{{.*}} = %arg0 : tensor<8x32xf32>) -> tensor<8xf32> plan {bytes_saved = 64 : i64, est_ns = 4000 : i64, values = ["register", "global"]}
// CHECK: linalg.fill ins
// CHECK-NEXT: linalg.reduce
// CHECK: stitch.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// REPORT: "name": "lone_reduction",
// REPORT: "launches_before": 2, "launches_after": 1,

func.func @lone_reduction(%a: tensor<8x32xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e8 = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.reduce ins(%a : tensor<8x32xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32 }
  return %sum : tensor<8xf32>
}

// -----

// Negative: a contraction's inputs stay kernel arguments, so the
// broadcast feeding the matmul is not copied in; the epilogue reads the
// same argument.
// CHECK-LABEL: func.func @broadcast_into_matmul
// CHECK: %[[B:.*]] = linalg.broadcast ins(%arg0
// CHECK-NEXT: stitch.kernel gemm_epilogue (%[[BA:.*]] = %[[B]] : tensor<8x8xf32>, %{{.*}} = %arg1 : tensor<8x8xf32>)
// CHECK-NOT: linalg.broadcast
// CHECK: %[[M:.*]] = linalg.matmul ins(%[[BA]],
// CHECK-NEXT: linalg.add ins(%[[M]], %[[BA]] :

func.func @broadcast_into_matmul(%v: tensor<8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %bv = linalg.broadcast ins(%v : tensor<8xf32>) outs(%e : tensor<8x8xf32>) dimensions = [1]
  %m = linalg.matmul ins(%bv, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.add ins(%m, %bv : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}

// -----

// An index generator (reads nothing) used by a reduction kernel and a
// loop kernel: copied into both.
// CHECK-LABEL: func.func @generator
// CHECK-NEXT: stitch.kernel reduction (%{{.*}} = %arg0 : tensor<8x8xf32>)
// CHECK: linalg.generic
// CHECK-NOT: stitch.recomputed
// CHECK: linalg.mul
// CHECK: linalg.reduce
// CHECK: stitch.kernel loop (%{{.*}} = %arg1 : tensor<8x8xf32>)
// CHECK: linalg.generic {{.*}}stitch.recomputed
// CHECK: linalg.sub
// CHECK: linalg.exp
// REPORT: "name": "generator",
// REPORT: "launches_before": 5, "launches_after": 2,

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @generator(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %iota = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %s = arith.addi %i, %j : index
      %si = arith.index_cast %s : index to i32
      %f = arith.sitofp %si : i32 to f32
      linalg.yield %f : f32
  } -> tensor<8x8xf32>
  %x = linalg.mul ins(%a, %iota : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r = linalg.reduce ins(%x : tensor<8x8xf32>) outs(%e8 : tensor<8xf32>) dimensions = [0]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32 }
  %y = linalg.sub ins(%b, %iota : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = linalg.exp ins(%y : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r, %z : tensor<8xf32>, tensor<8x8xf32>
}

// -----

// Negative: an add of two arguments reads more than it writes; copying it
// into the second kernel would cost more than reading its result, so it
// is fused once and its result is a second kernel output.
// CHECK-LABEL: func.func @no_copy
// CHECK: %[[K:.*]]:2 = stitch.kernel loop (%{{.*}} = %arg0 : tensor<8x8xf32>, %{{.*}} = %arg1 : tensor<8x8xf32>)
// CHECK: linalg.add
// CHECK: linalg.exp
// CHECK: %[[C:.*]] = call @opaque(%[[K]]#1)
// CHECK: stitch.kernel loop (%{{.*}} = %[[K]]#0 : tensor<8x8xf32>, %{{.*}} = %[[C]] : tensor<8x8xf32>)
// CHECK-NOT: linalg.add
// CHECK: linalg.mul

func.func @no_copy(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %s = linalg.add ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.exp ins(%s : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %c = func.call @opaque(%x) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.mul ins(%s, %c : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = linalg.negf ins(%y : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %x, %z : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @opaque(tensor<8x8xf32>) -> tensor<8x8xf32>

// -----

// Fills that no kernel uses stay as they are; with enable-packing they are
// small independent ops like any other and share one launch (no copies).
// CHECK-LABEL: func.func @unused_fills
// CHECK-NOT: stitch.kernel
// CHECK: return
// PACK-LABEL: func.func @unused_fills
// PACK-NEXT: %[[K:.*]]:2 = stitch.kernel packed () -> (tensor<16xf32>, tensor<16xf32>)
// PACK-COUNT-2: linalg.fill ins
// PACK-NOT: stitch.recomputed
// PACK: return %[[K]]#0, %[[K]]#1
func.func @unused_fills() -> (tensor<16xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %b = linalg.fill ins(%one : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %a, %b : tensor<16xf32>, tensor<16xf32>
}
