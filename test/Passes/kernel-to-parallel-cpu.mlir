// stitch-kernel-to-parallel{target=cpu}: the CPU mapping. cpuify runs the
// threads of a block one after another, so a row is folded by one lane in
// a contiguous loop (no strided partials, no shared-memory tree, no
// barrier) whose combiner may reassociate (LLVM vectorizes it). The GPU
// mapping of the same kernels is in kernel-to-parallel.mlir; execution of
// both mappings is in test/Execution/kernel-kinds.test.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu}))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=gpu}))' | FileCheck %s --check-prefix=GPU
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-kernel-to-parallel{target=tpu}))' 2>&1 | FileCheck %s --check-prefix=OPTION

// OPTION: error: 'stitch-kernel-to-parallel': option 'target' has value 'tpu'; expected one of cpu|gpu

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Softmax-like: max, then sum of exp(x - max), then exp(x - max) / sum.
// 300 elements per row: one lane, 1 row per block (block-size 256 < 300).
// exp(x - max) is needed twice (the sum and the quotient) and calls math:
// it is staged, computed once per row into a block buffer [1, 300] right
// after the max, and both uses load it from there (no second exp). The sum
// is folded in the loop that stages it (fuse-reductions, the default;
// kernel-to-parallel-fuse-reductions.mlir): three loops per row.
// CHECK-LABEL: func.func @rows_cpu
// CHECK: %[[X:.*]] = bufferization.to_buffer %arg0
// CHECK: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%c8{{.*}}) step
// CHECK: %[[STAGE:.*]] = memref.alloca() : memref<1x300xf32>
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: %[[MAX:.*]] = scf.for %[[J:.*]] = %[[TX]] to %c300{{.*}} step %c1{{.*}} iter_args
// CHECK: memref.load %[[X]][%{{.*}}, %[[J]]]
// CHECK: arith.maximumf {{.*}} fastmath<reassoc>
// CHECK: %[[SUM:.*]] = scf.for %[[S:.*]] = %[[TX]] to %c300{{.*}} step %c1{{.*}} iter_args
// CHECK: math.exp
// CHECK-NEXT: memref.store %{{.*}}, %[[STAGE]][%[[TY]], %[[S]]]
// CHECK-NEXT: arith.addf {{.*}} fastmath<reassoc>
// CHECK-NOT: math.exp
// CHECK-NOT: stitch.barrier
// CHECK: scf.for %[[J3:.*]] = %[[TX]] to %c300{{.*}} step %c1
// CHECK-NEXT: memref.load %[[STAGE]][%[[TY]], %[[J3]]]
// CHECK-NEXT: arith.divf
// CHECK: } {stitch.lowering = {fused = 1 : i64, grid = 8 : i64, reductions = 2 : i64, rows_per_block = 1 : i64, shared_bytes = 0 : i64, staged = 1 : i64, strategy = "rows", threads_per_row = 1 : i64}}
// The GPU mapping of the same kernel: 256 lanes, trees, barriers.
// GPU-LABEL: func.func @rows_cpu
// GPU: memref.alloca() : memref<1x256xf32>
// GPU: stitch.barrier
// GPU: threads_per_row = 256 : i64
func.func @rows_cpu(%x: tensor<8x300xf32>) -> tensor<8x300xf32> {
  %r = stitch.kernel stitch (%a = %x : tensor<8x300xf32>) -> tensor<8x300xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<8xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %m = linalg.reduce ins(%a : tensor<8x300xf32>) outs(%m0 : tensor<8xf32>) dimensions = [1]
      (%in: f32, %acc: f32) { %t = arith.maximumf %in, %acc : f32
        linalg.yield %t : f32 }
    %e2 = tensor.empty() : tensor<8x300xf32>
    %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %m : tensor<8x300xf32>, tensor<8xf32>) outs(%e2 : tensor<8x300xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %d = arith.subf %v, %mv : f32
        %e = math.exp %d : f32
        linalg.yield %e : f32 } -> tensor<8x300xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
    %s = linalg.reduce ins(%ex : tensor<8x300xf32>) outs(%s0 : tensor<8xf32>) dimensions = [1]
      (%in: f32, %acc: f32) { %t = arith.addf %in, %acc : f32
        linalg.yield %t : f32 }
    %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %s : tensor<8x300xf32>, tensor<8xf32>) outs(%e2 : tensor<8x300xf32>) {
      ^bb0(%v: f32, %sv: f32, %o: f32):
        %q = arith.divf %v, %sv : f32
        linalg.yield %q : f32 } -> tensor<8x300xf32>
    stitch.yield %y : tensor<8x300xf32>
  }
  return %r : tensor<8x300xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Short rows (10 elements): a block takes 256 / 10 = 25 rows, one lane
// each. An integer sum keeps its flags: integer addition needs no license
// to reassociate.
// CHECK-LABEL: func.func @short_rows_cpu
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: scf.for %{{.*}} = %[[TX]] to %c10{{.*}} step %c1
// CHECK: arith.addi
// CHECK-NOT: fastmath
// CHECK-NOT: stitch.barrier
// CHECK: } {stitch.lowering = {grid = 4 : i64, reductions = 1 : i64, rows_per_block = 25 : i64, shared_bytes = 0 : i64, strategy = "rows", threads_per_row = 1 : i64}}
func.func @short_rows_cpu(%x: tensor<100x10xi32>) -> tensor<100xi32> {
  %r = stitch.kernel reduction (%a = %x : tensor<100x10xi32>) -> tensor<100xi32> {
    %zero = arith.constant 0 : i32
    %e1 = tensor.empty() : tensor<100xi32>
    %s0 = linalg.fill ins(%zero : i32) outs(%e1 : tensor<100xi32>) -> tensor<100xi32>
    %s = linalg.reduce ins(%a : tensor<100x10xi32>) outs(%s0 : tensor<100xi32>) dimensions = [1]
      (%in: i32, %acc: i32) { %t = arith.addi %in, %acc : i32
        linalg.yield %t : i32 }
    stitch.yield %s : tensor<100xi32>
  }
  return %r : tensor<100xi32>
}

// -----

// A global sum of 100000 elements: split over blocks as on the GPU, but
// each block's chunk is folded by one lane (threads = 1), contiguously.
// CHECK-LABEL: func.func @global_sum_cpu
// CHECK: scf.parallel
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1{{.*}} iter_args
// CHECK: arith.addf {{.*}} fastmath<reassoc>
// CHECK-NOT: stitch.barrier
// CHECK: {stitch.lowering = {chunk = 4167 : i64, grid = 24 : i64, splits = 24 : i64, strategy = "split-rows", threads = 1 : i64}}
func.func @global_sum_cpu(%x: tensor<100000xf32>) -> tensor<f32> {
  %r = stitch.kernel reduction (%a = %x : tensor<100000xf32>) -> tensor<f32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<f32>
    %s0 = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%a : tensor<100000xf32>) outs(%s0 : tensor<f32>) dimensions = [0]
      (%in: f32, %acc: f32) { %t = arith.addf %in, %acc : f32
        linalg.yield %t : f32 }
    stitch.yield %s : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// Elementwise with a last dimension of 512 (a multiple of block-size 256):
// the block number gives the row (b / 2) and the column block (b % 2), the
// thread the column within it, so the thread index is unit-stride.
// CHECK-LABEL: func.func @elementwise_tiled_rows
// CHECK: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%c6{{.*}}) step
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK: %[[R:.*]] = arith.divui %[[B]], %c2
// CHECK: %[[CB:.*]] = arith.remui %[[B]], %c2
// CHECK: %[[C0:.*]] = arith.muli %[[CB]], %c256
// CHECK: %[[C:.*]] = arith.addi %[[C0]], %[[T]]
// CHECK-NOT: scf.if
// CHECK: memref.load %{{.*}}[%[[R]], %[[C]]]
// CHECK: memref.load %{{.*}}[%[[C]]]
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[R]], %[[C]]]
// CHECK: strategy = "elementwise"
func.func @elementwise_tiled_rows(%x: tensor<3x512xf32>, %b: tensor<512xf32>) -> tensor<3x512xf32> {
  %r = stitch.kernel loop (%a = %x : tensor<3x512xf32>, %bb = %b : tensor<512xf32>) -> tensor<3x512xf32> {
    %e = tensor.empty() : tensor<3x512xf32>
    %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %bb : tensor<3x512xf32>, tensor<512xf32>) outs(%e : tensor<3x512xf32>) {
      ^bb0(%v: f32, %w: f32, %o: f32):
        %s = arith.addf %v, %w : f32
        %t = math.tanh %s : f32
        linalg.yield %t : f32 } -> tensor<3x512xf32>
    stitch.yield %y : tensor<3x512xf32>
  }
  return %r : tensor<3x512xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Negative: a last dimension (100) that block-size does not divide keeps
// the linear element index, delinearized, with a bounds guard.
// CHECK-LABEL: func.func @elementwise_linear
// CHECK: scf.parallel (%[[B:.*]]) =
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK: %[[L0:.*]] = arith.muli %[[B]], %c256
// CHECK: %[[L:.*]] = arith.addi %[[L0]], %[[T]]
// CHECK: arith.cmpi ult, %[[L]], %c300
// CHECK: arith.remui %[[L]], %c100
// CHECK: strategy = "elementwise"
func.func @elementwise_linear(%x: tensor<3x100xf32>) -> tensor<3x100xf32> {
  %r = stitch.kernel loop (%a = %x : tensor<3x100xf32>) -> tensor<3x100xf32> {
    %e = tensor.empty() : tensor<3x100xf32>
    %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3x100xf32>) outs(%e : tensor<3x100xf32>) {
      ^bb0(%v: f32, %o: f32):
        %t = math.exp %v : f32
        linalg.yield %t : f32 } -> tensor<3x100xf32>
    stitch.yield %y : tensor<3x100xf32>
  }
  return %r : tensor<3x100xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// Packed independent outputs of two shapes (300 and 1000 elements: blocks
// 0-1 and 2-5). The CPU mapping tests the block's phase once, outside a
// thread loop of its own per phase; the GPU mapping has one thread loop
// whose threads each test the phase.
// CHECK-LABEL: func.func @packed_cpu
// CHECK: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%c6{{.*}}) step
// CHECK-NOT: stitch.threads
// CHECK: scf.if
// CHECK: scf.parallel
// CHECK: math.exp
// CHECK: } {stitch.threads}
// CHECK: scf.if
// CHECK: scf.parallel
// CHECK: math.sqrt
// CHECK: } {stitch.threads}
// CHECK: phases = 2 : i64, strategy = "elementwise"
// GPU-LABEL: func.func @packed_cpu
// GPU: scf.parallel
// GPU: scf.parallel
// GPU: scf.if
// GPU: math.exp
// GPU: scf.if
// GPU: math.sqrt
// GPU: } {stitch.threads}
// GPU: phases = 2 : i64, strategy = "elementwise"
func.func @packed_cpu(%x: tensor<300xf32>, %y: tensor<1000xf32>) -> (tensor<300xf32>, tensor<1000xf32>) {
  %r:2 = stitch.kernel packed (%a = %x : tensor<300xf32>, %b = %y : tensor<1000xf32>) -> (tensor<300xf32>, tensor<1000xf32>) {
    %e1 = tensor.empty() : tensor<300xf32>
    %e2 = tensor.empty() : tensor<1000xf32>
    %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<300xf32>) outs(%e1 : tensor<300xf32>) {
      ^bb0(%v: f32, %o: f32):
        %t = math.exp %v : f32
        linalg.yield %t : f32 } -> tensor<300xf32>
    %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%b : tensor<1000xf32>) outs(%e2 : tensor<1000xf32>) {
      ^bb0(%v: f32, %o: f32):
        %t = math.sqrt %v : f32
        linalg.yield %t : f32 } -> tensor<1000xf32>
    stitch.yield %u, %w : tensor<300xf32>, tensor<1000xf32>
  }
  return %r#0, %r#1 : tensor<300xf32>, tensor<1000xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Negative for staging: x - mean is needed twice (the variance and the
// result) but is one subtraction, cheaper to recompute from the row (in
// cache) than to store and load: nothing is staged.
// CHECK-LABEL: func.func @center_cpu
// CHECK-NOT: memref.alloca
// CHECK: } {stitch.lowering = {grid = 4 : i64, reductions = 2 : i64, rows_per_block = 1 : i64, shared_bytes = 0 : i64, strategy = "rows", threads_per_row = 1 : i64}}
func.func @center_cpu(%x: tensor<4x512xf32>) -> tensor<4x512xf32> {
  %r = stitch.kernel stitch (%a = %x : tensor<4x512xf32>) -> tensor<4x512xf32> {
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<4xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    %m = linalg.reduce ins(%a : tensor<4x512xf32>) outs(%s0 : tensor<4xf32>) dimensions = [1]
      (%in: f32, %acc: f32) { %t = arith.addf %in, %acc : f32
        linalg.yield %t : f32 }
    %e2 = tensor.empty() : tensor<4x512xf32>
    %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %m : tensor<4x512xf32>, tensor<4xf32>) outs(%e2 : tensor<4x512xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %d = arith.subf %v, %mv : f32
        linalg.yield %d : f32 } -> tensor<4x512xf32>
    %q = linalg.reduce ins(%c : tensor<4x512xf32>) outs(%s0 : tensor<4xf32>) dimensions = [1]
      (%in: f32, %acc: f32) { %sq = arith.mulf %in, %in : f32
        %t = arith.addf %sq, %acc : f32
        linalg.yield %t : f32 }
    %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %q : tensor<4x512xf32>, tensor<4xf32>) outs(%e2 : tensor<4x512xf32>) {
      ^bb0(%v: f32, %qv: f32, %o: f32):
        %z = arith.divf %v, %qv : f32
        linalg.yield %z : f32 } -> tensor<4x512xf32>
    stitch.yield %y : tensor<4x512xf32>
  }
  return %r : tensor<4x512xf32>
}
