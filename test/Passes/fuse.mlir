// RUN: stitch-opt %s --split-input-file --allow-unregistered-dialect --stitch-fuse | FileCheck %s
// RUN: stitch-opt %s --split-input-file --allow-unregistered-dialect --stitch-fuse=enable-stitch=false | FileCheck %s --check-prefix=NOSTITCH
// RUN: stitch-opt %s --split-input-file --allow-unregistered-dialect --stitch-fuse=shared-memory-budget=256 | FileCheck %s --check-prefix=BUDGET
// RUN: stitch-opt %s --split-input-file --allow-unregistered-dialect --stitch-fuse=max-kernel-args=2 | FileCheck %s --check-prefix=ARGS
// RUN: stitch-opt %s --split-input-file --allow-unregistered-dialect --stitch-fuse="enable-packing=true target=cpu" | FileCheck %s --check-prefix=PACK
// RUN: not stitch-opt %s --split-input-file --allow-unregistered-dialect --stitch-fuse=target=tpu 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: 'stitch-fuse': option 'target' has value 'tpu'; expected one of gpu|cpu

// Elementwise chain: one loop kernel; tensor.empty is cloned in and the
// original goes away.
// CHECK-LABEL: func.func @chain
// CHECK-NOT: tensor.empty
// CHECK: %[[K:.*]] = stitch.kernel loop (%[[X:.*]] = %arg0 : tensor<4x8xf32>, %[[Y:.*]] = %arg1 : tensor<4x8xf32>) -> tensor<4x8xf32> plan {bytes_saved = 640 : i64, est_ns = 4000 : i64, values = ["register", "register", "global"]} {
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[A:.*]] = linalg.add ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[E]] :
// CHECK-NEXT: %[[B:.*]] = linalg.exp ins(%[[A]] :
// CHECK-NEXT: %[[C:.*]] = linalg.mul ins(%[[B]], %[[A]] :
// CHECK-NEXT: stitch.yield %[[C]] : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[K]]
func.func @chain(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.exp ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.mul ins(%1, %0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// Multi-output: %0 is needed inside the kernel and by the return.
// CHECK-LABEL: func.func @multi_output
// CHECK: %[[K:.*]]:2 = stitch.kernel loop ({{.*}}) -> (tensor<16xf32>, tensor<16xf32>) plan {{{.*}}values = ["global", "global"]}
// CHECK: stitch.yield %{{.*}}, %{{.*}} : tensor<16xf32>, tensor<16xf32>
// CHECK: return %[[K]]#0, %[[K]]#1
func.func @multi_output(%a: tensor<16xf32>, %b: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.add ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %1 = linalg.exp ins(%0 : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %0, %1 : tensor<16xf32>, tensor<16xf32>
}

// -----

// A row reduction with its elementwise producer and consumer; the constant
// is cloned in.
// CHECK-LABEL: func.func @row_reduction
// CHECK-NOT: arith.constant
// CHECK: stitch.kernel reduction (%{{.*}} = %arg0 : tensor<8x32xf32>) -> tensor<8xf32>
// CHECK: arith.constant 0.0
// CHECK: linalg.mul
// CHECK: linalg.fill
// CHECK: linalg.reduce
// CHECK: linalg.sqrt
// CHECK: stitch.yield
// CHECK-NOT: linalg.
// CHECK: return
func.func @row_reduction(%a: tensor<8x32xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %sq = linalg.mul ins(%a, %a : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.reduce ins(%sq : tensor<8x32xf32>) outs(%init : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32 }
  %r = linalg.sqrt ins(%sum : tensor<8xf32>) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Softmax: two row reductions chained through broadcasts, one stitch kernel
// keeping x and exp rows (2 x 256 bytes) and the two row results on chip.
// Without enable-stitch, or over a 256-byte budget, it is cut at the
// broadcasts of the reduction results.
// CHECK-LABEL: func.func @softmax
// CHECK: %[[K:.*]] = stitch.kernel stitch (%{{.*}} = %arg0 : tensor<4x64xf32>) -> tensor<4x64xf32> plan {bytes_saved = 9344 : i64, est_ns = 4001 : i64, shared_bytes = 520 : i64, values = ["register", "shared", "register", "register", "shared", "register", "shared", "register", "global"]}
// CHECK-COUNT-2: linalg.reduce
// CHECK: stitch.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[K]]
// NOSTITCH-LABEL: func.func @softmax
// NOSTITCH-NOT: stitch.kernel stitch
// NOSTITCH: stitch.kernel reduction
// NOSTITCH-NOT: stitch.kernel stitch
// NOSTITCH: stitch.kernel reduction
// NOSTITCH-NOT: stitch.kernel stitch
// NOSTITCH: return
// BUDGET-LABEL: func.func @softmax
// BUDGET-NOT: stitch.kernel stitch
// BUDGET: return
func.func @softmax(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %ninf = arith.constant -3.0e38 : f32
  %zero = arith.constant 0.0 : f32
  %e4 = tensor.empty() : tensor<4xf32>
  %e = tensor.empty() : tensor<4x64xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.reduce ins(%x : tensor<4x64xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) { %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32 }
  %bmax = linalg.broadcast ins(%max : tensor<4xf32>) outs(%e : tensor<4x64xf32>) dimensions = [1]
  %sub = linalg.sub ins(%x, %bmax : tensor<4x64xf32>, tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) -> tensor<4x64xf32>
  %exp = linalg.exp ins(%sub : tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) -> tensor<4x64xf32>
  %zinit = linalg.fill ins(%zero : f32) outs(%e4 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%exp : tensor<4x64xf32>) outs(%zinit : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32 }
  %bsum = linalg.broadcast ins(%sum : tensor<4xf32>) outs(%e : tensor<4x64xf32>) dimensions = [1]
  %div = linalg.div ins(%exp, %bsum : tensor<4x64xf32>, tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) -> tensor<4x64xf32>
  return %div : tensor<4x64xf32>
}

// -----

// GEMM + bias + relu-like epilogue. The fill is the accumulator init: it
// reads nothing, so it is recomputed inside the kernel rather than read
// from global memory (the matmul's inputs stay kernel arguments); the
// broadcast of the bias argument is copied in too. Both originals go, and
// the only copies left carry no stitch.recomputed mark.
// CHECK-LABEL: func.func @gemm
// CHECK-NOT: linalg.fill
// CHECK: stitch.kernel gemm_epilogue (%[[A:.*]] = %arg0 : tensor<4x8xf32>, %[[B:.*]] = %arg1 : tensor<8x16xf32>, %[[BIAS:.*]] = %arg2 : tensor<16xf32>) -> tensor<4x16xf32> plan {bytes_saved = 2304 : i64, est_ns = 4000 : i64, values = ["register", "register", "register", "register", "global"]}
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[M:.*]] = linalg.matmul ins(%[[A]], %[[B]] : {{.*}}) outs(%[[Z]] :
// CHECK-NEXT: %[[BB:.*]] = linalg.broadcast ins(%[[BIAS]] :
// CHECK-NEXT: %[[S:.*]] = linalg.add ins(%[[M]], %[[BB]] :
// CHECK-NEXT: linalg.max ins(%[[S]], %[[Z]] :
// CHECK-NEXT: stitch.yield
// CHECK-NOT: stitch.recomputed
// CHECK: return
func.func @gemm(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %bias: tensor<16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  %bb = linalg.broadcast ins(%bias : tensor<16xf32>) outs(%e : tensor<4x16xf32>) dimensions = [0]
  %s = linalg.add ins(%m, %bb : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.max ins(%s, %z : tensor<4x16xf32>, tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// A path leaves and re-enters: %0 -> call -> %2 and %0 -> %2. Fusing %0
// with %2 would make the kernel both feed and consume the call.
// CHECK-LABEL: func.func @reenter
// CHECK-NOT: stitch.kernel
// CHECK: return
func.func private @opaque(tensor<16xf32>) -> tensor<16xf32>
func.func @reenter(%a: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.exp ins(%a : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %1 = func.call @opaque(%0) : (tensor<16xf32>) -> tensor<16xf32>
  %2 = linalg.add ins(%0, %1 : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %2 : tensor<16xf32>
}

// -----

// Unknown ops are opaque; nothing on either side fuses through them.
// CHECK-LABEL: func.func @unknown_op
// CHECK-NOT: stitch.kernel
// CHECK: "foo.bar"
// CHECK-NOT: stitch.kernel
// CHECK: return
func.func @unknown_op(%a: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.exp ins(%a : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %1 = "foo.bar"(%0) : (tensor<16xf32>) -> tensor<16xf32>
  %2 = linalg.negf ins(%1 : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %2 : tensor<16xf32>
}

// -----

// A dynamic outermost dim fuses (docs/fusion-dynamic.md,
// fuse-dynamic.mlir)...
// CHECK-LABEL: func.func @dynamic
// CHECK: stitch.kernel loop (%{{.*}} = %arg0 : tensor<?xf32>, %{{.*}} = %arg1 : tensor<?xf32>) -> tensor<?xf32>
// CHECK: return
func.func @dynamic(%a: tensor<?xf32>, %e: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.exp ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %1 = linalg.negf ins(%0 : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// ... a dynamic inner dim does not.
// CHECK-LABEL: func.func @dynamic_inner
// CHECK-NOT: stitch.kernel
// CHECK: return
func.func @dynamic_inner(%a: tensor<4x?xf32>, %e: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = linalg.exp ins(%a : tensor<4x?xf32>) outs(%e : tensor<4x?xf32>) -> tensor<4x?xf32>
  %1 = linalg.negf ins(%0 : tensor<4x?xf32>) outs(%e : tensor<4x?xf32>) -> tensor<4x?xf32>
  return %1 : tensor<4x?xf32>
}

// -----

// An op that fuses with nothing stays as it is (no one-op kernels).
// CHECK-LABEL: func.func @single
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.exp
// CHECK-NEXT: return
// PACK-LABEL: func.func @single
// PACK-NEXT: tensor.empty
// PACK-NEXT: linalg.exp
// PACK-NEXT: return
func.func @single(%a: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.exp ins(%a : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

// Three inputs: too many for max-kernel-args=2.
// CHECK-LABEL: func.func @args
// CHECK: stitch.kernel loop
// ARGS-LABEL: func.func @args
// ARGS-NOT: stitch.kernel
// ARGS: return
func.func @args(%a: tensor<16xf32>, %b: tensor<16xf32>, %c: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.add ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %1 = linalg.mul ins(%0, %c : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// Diamond through a contraction: %0 feeds the matmul and the add consuming
// it. {%0, %2} would be cyclic through %1; the matmul takes the add as its
// epilogue instead and %0 stays alone.
// CHECK-LABEL: func.func @diamond
// CHECK: %[[X:.*]] = linalg.exp
// CHECK-NEXT: stitch.kernel gemm_epilogue (%{{.*}} = %[[X]] : tensor<8x8xf32>, %{{.*}} = %arg1 : tensor<8x8xf32>)
// CHECK-NEXT: tensor.empty
// CHECK-NEXT: linalg.matmul
// CHECK-NEXT: linalg.add
func.func @diamond(%a: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %0 = linalg.exp ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = linalg.matmul ins(%0, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = linalg.add ins(%0, %1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}

// -----

// Adversarial DAG: two stacked diamonds whose side paths go through opaque
// calls into chains that do fuse. Naively fusing each diamond's top with its
// bottom would make kernels that feed and consume the calls; the result must
// stay acyclic (stitch-opt verifies dominance after the pass).
// CHECK-LABEL: func.func @diamonds
// CHECK: %[[A:.*]] = linalg.exp ins(%arg0
// CHECK: %[[C1:.*]] = call @side(%[[A]])
// CHECK: %[[K1:.*]] = stitch.kernel loop (%{{.*}} = %[[C1]] : tensor<16xf32>, %{{.*}} = %[[A]] : tensor<16xf32>)
// CHECK: linalg.negf
// CHECK: linalg.abs
// CHECK: linalg.add
// CHECK: %[[C2:.*]] = call @side(%[[K1]])
// CHECK: stitch.kernel loop (%{{.*}} = %[[C2]] : tensor<16xf32>, %{{.*}} = %[[K1]] : tensor<16xf32>)
// CHECK: return
func.func private @side(tensor<16xf32>) -> tensor<16xf32>
func.func @diamonds(%a: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.exp ins(%a : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %1 = func.call @side(%0) : (tensor<16xf32>) -> tensor<16xf32>
  %2 = linalg.negf ins(%1 : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %3 = linalg.abs ins(%2 : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %4 = linalg.add ins(%0, %3 : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %5 = func.call @side(%4) : (tensor<16xf32>) -> tensor<16xf32>
  %6 = linalg.negf ins(%5 : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %7 = linalg.abs ins(%6 : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %8 = linalg.mul ins(%4, %7 : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %8 : tensor<16xf32>
}

// -----

// A column reduction broadcast back over its columns stitches (one
// reduction of static shape reduces the same rows as itself; the rows are
// the trailing dim, lowered as rows-last): one kernel. Without
// enable-stitch: a reduction kernel, then a loop kernel.
// CHECK-LABEL: func.func @column
// CHECK: stitch.kernel stitch
// CHECK: linalg.reduce
// CHECK: linalg.div
// CHECK: stitch.yield
// CHECK-NOT: stitch.kernel
// CHECK: return
// NOSTITCH-LABEL: func.func @column
// NOSTITCH: %[[R:.*]]:2 = stitch.kernel reduction
// NOSTITCH: stitch.kernel loop (%{{.*}} = %[[R]]#1 : tensor<32xf32>, %{{.*}} = %[[R]]#0 : tensor<8x32xf32>)
func.func @column(%a: tensor<8x32xf32>, %init: tensor<32xf32>) -> tensor<8x32xf32> {
  %e = tensor.empty() : tensor<8x32xf32>
  %0 = linalg.exp ins(%a : tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %1 = linalg.reduce ins(%0 : tensor<8x32xf32>) outs(%init : tensor<32xf32>) dimensions = [0]
    (%in: f32, %acc: f32) { %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32 }
  %2 = linalg.broadcast ins(%1 : tensor<32xf32>) outs(%e : tensor<8x32xf32>) dimensions = [0]
  %3 = linalg.div ins(%0, %2 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %3 : tensor<8x32xf32>
}

// -----

// Two independent small kernels: packed into one launch with enable-packing.
// CHECK-LABEL: func.func @pack
// CHECK-NOT: stitch.kernel
// CHECK: return
// PACK-LABEL: func.func @pack
// PACK: %[[K:.*]]:2 = stitch.kernel packed (%{{.*}} = %arg0 : tensor<16xf32>, %{{.*}} = %arg1 : tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) plan {bytes_saved = 0 : i64, est_ns = 1505 : i64, parts = ["loop", "loop"], values = ["global", "global"]}
// PACK: linalg.exp
// PACK: linalg.negf
// PACK: return %[[K]]#0, %[[K]]#1
func.func @pack(%a: tensor<16xf32>, %b: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %0 = linalg.exp ins(%a : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %1 = linalg.negf ins(%b : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  return %0, %1 : tensor<16xf32>, tensor<16xf32>
}

// -----

// Two independent small GEMMs with epilogues and an independent small
// elementwise op: the GEMM kernels are NOT packed (a contraction is
// compute-bound, and a part of a packed kernel would lose stitch-cpu-gemm
// and the tiled GEMM); the elementwise op has nothing left to pack with.
// PACK-LABEL: func.func @pack_not_gemm
// PACK-NOT: stitch.kernel packed
// PACK: stitch.kernel gemm_epilogue
// PACK-NOT: stitch.kernel packed
// PACK: stitch.kernel gemm_epilogue
// PACK-NOT: stitch.kernel packed
// PACK: linalg.exp
// PACK-NOT: stitch.kernel
// PACK: return
func.func @pack_not_gemm(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>, %d: tensor<8x8xf32>, %x: tensor<16xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m0 = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r0 = linalg.exp ins(%m0 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m1 = linalg.matmul ins(%c, %d : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  %r1 = linalg.negf ins(%m1 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %ex = tensor.empty() : tensor<16xf32>
  %y = linalg.exp ins(%x : tensor<16xf32>) outs(%ex : tensor<16xf32>) -> tensor<16xf32>
  return %r0, %r1, %y : tensor<8x8xf32>, tensor<8x8xf32>, tensor<16xf32>
}
