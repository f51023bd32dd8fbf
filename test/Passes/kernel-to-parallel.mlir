// stitch-kernel-to-parallel: each strategy on a small kernel, and what must
// not take a strategy (falls back, or is inlined back with a warning).
// Execution of every kind is in test/Execution/kernel-kinds.test.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel))' | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Two results: the row maximum (shape R = 6) and x - max (R x 40). 40
// elements per row -> 64 threads per row, 4 rows per block (block-size 256),
// 6 rows -> 2 blocks; the last block's extra rows compute row 5 again and
// skip their stores. Tree: 6 levels, a barrier after each, plus one after
// the partials.
// CHECK-LABEL: func.func @rows
// CHECK: %[[X:.*]] = bufferization.to_buffer %arg0 read_only : tensor<6x40xf32> to memref<6x40xf32>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<6x40xf32>
// CHECK: %[[M:.*]] = memref.alloc() : memref<6xf32>
// CHECK: scf.parallel (%[[B:.*]]) =
// CHECK: %[[SH:.*]] = memref.alloca() : memref<4x64xf32>
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %{{.*}}, %c6
// CHECK: %[[ROW:.*]] = arith.minui %{{.*}}, %c5
// CHECK: %[[PART:.*]] = scf.for %[[J:.*]] = %[[TX]] to %c40{{.*}} step %c64
// CHECK: memref.load %[[X]][%[[ROW]], %[[J]]]
// CHECK: arith.maximumf
// CHECK: memref.store %[[PART]], %[[SH]][%[[TY]], %[[TX]]]
// CHECK-COUNT-7: stitch.barrier %[[TX]], %[[TY]]
// CHECK: %[[TOTAL:.*]] = memref.load %[[SH]][%[[TY]], %c0
// CHECK: %[[MAX:.*]] = arith.maximumf %[[TOTAL]], %{{.*}}
// CHECK: scf.if %[[VALID]] {
// CHECK: scf.for %[[C:.*]] = %[[TX]] to %c40
// CHECK: %[[V:.*]] = memref.load %[[X]][%[[ROW]], %[[C]]]
// CHECK: %[[D:.*]] = arith.subf %[[V]], %[[MAX]]
// CHECK: memref.store %[[D]], %[[Y]][%[[ROW]], %[[C]]]
// CHECK: scf.if %[[VALID]] {
// CHECK: scf.if
// CHECK: memref.store %[[MAX]], %[[M]][%[[ROW]]]
// CHECK: } {stitch.lowering = {grid = 2 : i64, reductions = 1 : i64, rows_per_block = 4 : i64, shared_bytes = 1024 : i64, strategy = "rows", threads_per_row = 64 : i64}}
// CHECK: %[[RY:.*]] = bufferization.to_tensor %[[Y]] restrict writable
// CHECK: %[[RM:.*]] = bufferization.to_tensor %[[M]] restrict writable
// CHECK-NOT: stitch.kernel
// CHECK: return %[[RY]], %[[RM]]
func.func @rows(%x: tensor<6x40xf32>) -> (tensor<6x40xf32>, tensor<6xf32>) {
  %r:2 = stitch.kernel stitch (%a = %x : tensor<6x40xf32>) -> (tensor<6x40xf32>, tensor<6xf32>) {
    %ninf = arith.constant 0xFF800000 : f32
    %e1 = tensor.empty() : tensor<6xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
    %m = linalg.reduce ins(%a : tensor<6x40xf32>) outs(%m0 : tensor<6xf32>) dimensions = [1]
      (%in: f32, %acc: f32) { %t = arith.maximumf %in, %acc : f32
        linalg.yield %t : f32 }
    %e2 = tensor.empty() : tensor<6x40xf32>
    %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %m : tensor<6x40xf32>, tensor<6xf32>) outs(%e2 : tensor<6x40xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %d = arith.subf %v, %mv : f32
        linalg.yield %d : f32 } -> tensor<6x40xf32>
    stitch.yield %y, %m : tensor<6x40xf32>, tensor<6xf32>
  }
  return %r#0, %r#1 : tensor<6x40xf32>, tensor<6xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A reduction whose payload is not combiner(f(x), acc) (subf is not
// associative): no tree; one thread per output element folds its row in
// the sequential order.
// CHECK-LABEL: func.func @not_associative
// CHECK: scf.parallel
// CHECK-NOT: stitch.barrier
// CHECK: scf.for {{.*}} iter_args
// CHECK: arith.subf
// CHECK: strategy = "elementwise"
func.func @not_associative(%x: tensor<6x40xf32>) -> tensor<6xf32> {
  %r = stitch.kernel reduction (%a = %x : tensor<6x40xf32>) -> tensor<6xf32> {
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<6xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
    %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<6x40xf32>) outs(%z : tensor<6xf32>) {
      ^bb0(%v: f32, %acc: f32):
        %t = arith.subf %v, %acc : f32
        linalg.yield %t : f32 } -> tensor<6xf32>
    stitch.yield %s : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// matmul + bias: 16x16 tiles of A and B in shared memory, a barrier after
// loading and after using each K step, the bias added to the accumulator
// before the one store. 20x45 output -> 2x3 tiles; partial tiles clamp
// their loads and guard the store.
// CHECK-LABEL: func.func @gemm
// CHECK: scf.parallel (%[[BB:.*]], %[[BI:.*]], %[[BJ:.*]]) =
// CHECK: %[[AT:.*]] = memref.alloca() : memref<16x16xf32>
// CHECK: %[[BT:.*]] = memref.alloca() : memref<16x16xf32>
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: %[[ACC:.*]] = scf.for %[[K0:.*]] = %c0{{.*}} to %c30{{.*}} step %c16{{.*}} iter_args
// CHECK: memref.store %{{.*}}, %[[AT]][%[[TY]], %[[TX]]]
// CHECK: memref.store %{{.*}}, %[[BT]][%[[TY]], %[[TX]]]
// CHECK: stitch.barrier %[[TX]], %[[TY]]
// CHECK: scf.for %[[KK:.*]] = {{.*}} iter_args
// CHECK: memref.load %[[AT]][%[[TY]], %[[KK]]]
// CHECK: memref.load %[[BT]][%[[KK]], %[[TX]]]
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: stitch.barrier %[[TX]], %[[TY]]
// CHECK: scf.if
// CHECK: %[[OUT:.*]] = arith.addf %[[ACC]], %{{.*}} : f32
// CHECK: memref.store %[[OUT]]
// CHECK: strategy = "tiled-gemm", tile = 16 : i64
func.func @gemm(%a: tensor<20x30xf32>, %b: tensor<30x45xf32>, %bias: tensor<45xf32>) -> tensor<20x45xf32> {
  %r = stitch.kernel gemm_epilogue (%x = %a : tensor<20x30xf32>, %w = %b : tensor<30x45xf32>, %c = %bias : tensor<45xf32>) -> tensor<20x45xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<20x45xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<20x45xf32>) -> tensor<20x45xf32>
    %m = linalg.matmul ins(%x, %w : tensor<20x30xf32>, tensor<30x45xf32>) outs(%f : tensor<20x45xf32>) -> tensor<20x45xf32>
    %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %c : tensor<20x45xf32>, tensor<45xf32>) outs(%e : tensor<20x45xf32>) {
      ^bb0(%v: f32, %bv: f32, %o: f32):
        %s = arith.addf %v, %bv : f32
        linalg.yield %s : f32 } -> tensor<20x45xf32>
    stitch.yield %y : tensor<20x45xf32>
  }
  return %r : tensor<20x45xf32>
}

// -----

// A GEMM epilogue that transposes the product: the results cannot be
// stored from the thread's own accumulator, so the tiled product is staged
// in a global buffer and a second grid loop computes the results from it.
// CHECK-LABEL: func.func @gemm_transposed
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<6x8xf32>
// CHECK: %[[STAGE:.*]] = memref.alloc() : memref<8x6xf32>
// CHECK: memref.alloca() : memref<16x16xf32>
// CHECK: stitch.barrier
// CHECK: memref.store %{{.*}}, %[[STAGE]][%{{.*}}, %{{.*}}] : memref<8x6xf32>
// CHECK: strategy = "tiled-gemm-staged"
// CHECK: scf.parallel
// CHECK-NOT: stitch.barrier
// CHECK: %[[ROW:.*]] = arith.remui %{{.*}}, %c8
// CHECK: %[[COL:.*]] = arith.divui %{{.*}}, %c8
// CHECK: %[[V:.*]] = memref.load %[[STAGE]][%[[ROW]], %[[COL]]]
// CHECK: memref.store %[[V]], %[[OUT]][%[[COL]], %[[ROW]]]
// CHECK: strategy = "elementwise"
func.func @gemm_transposed(%a: tensor<8x4xf32>, %b: tensor<4x6xf32>) -> tensor<6x8xf32> {
  %r = stitch.kernel gemm_epilogue (%x = %a : tensor<8x4xf32>, %w = %b : tensor<4x6xf32>) -> tensor<6x8xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<8x6xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x6xf32>) -> tensor<8x6xf32>
    %m = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x6xf32>) outs(%f : tensor<8x6xf32>) -> tensor<8x6xf32>
    %et = tensor.empty() : tensor<6x8xf32>
    %t = linalg.transpose ins(%m : tensor<8x6xf32>) outs(%et : tensor<6x8xf32>) permutation = [1, 0]
    stitch.yield %t : tensor<6x8xf32>
  }
  return %r : tensor<6x8xf32>
}

// -----

// Packed: outputs of two shapes take consecutive block ranges of one grid
// (63 elements at most -> blocks of 64 threads; one block each); the
// expand_shape is index arithmetic, the splat constant a scalar. The
// expand's source index is the linear index the 7x9 element index was
// delinearized from (KernelEmit: no muli/addi to linearize it again).
// CHECK-LABEL: func.func @packed
// CHECK: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%c2)
// CHECK: scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%c64)
// CHECK: arith.cmpi uge, %[[B]], %c0
// CHECK: arith.cmpi ult, %[[B]], %c1
// CHECK: math.exp
// CHECK: arith.cmpi uge, %[[B]], %c1
// CHECK: arith.cmpi ult, %[[B]], %c2
// CHECK: %[[LIN:.*]] = arith.addi %{{.*}}, %[[T]]
// CHECK: %[[COL:.*]] = arith.remui %[[LIN]], %c9
// CHECK: %[[ROW:.*]] = arith.divui %[[LIN]], %c9
// CHECK-NOT: arith.muli
// CHECK: %[[V:.*]] = memref.load %{{.*}}[%[[LIN]]] : memref<63xf32>
// CHECK: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[P:.*]] = arith.mulf %[[V]], %[[TWO]]
// CHECK: memref.store %[[P]], %{{.*}}[%[[ROW]], %[[COL]]] : memref<7x9xf32>
// CHECK: {stitch.lowering = {block_size = 64 : i64, grid = 2 : i64, phases = 2 : i64, strategy = "elementwise"}}
func.func @packed(%x: tensor<30xf32>, %y: tensor<63xf32>) -> (tensor<30xf32>, tensor<7x9xf32>) {
  %r:2 = stitch.kernel packed (%a = %x : tensor<30xf32>, %b = %y : tensor<63xf32>) -> (tensor<30xf32>, tensor<7x9xf32>) {
    %two = arith.constant dense<2.0> : tensor<7x9xf32>
    %e1 = tensor.empty() : tensor<30xf32>
    %e2 = tensor.empty() : tensor<7x9xf32>
    %y1 = linalg.map { math.exp } ins(%a : tensor<30xf32>) outs(%e1 : tensor<30xf32>)
    %bb = tensor.expand_shape %b [[0, 1]] output_shape [7, 9] : tensor<63xf32> into tensor<7x9xf32>
    %y2 = linalg.map { arith.mulf } ins(%bb, %two : tensor<7x9xf32>, tensor<7x9xf32>) outs(%e2 : tensor<7x9xf32>)
    stitch.yield %y1, %y2 : tensor<30xf32>, tensor<7x9xf32>
  }
  return %r#0, %r#1 : tensor<30xf32>, tensor<7x9xf32>
}

// -----

// A global sum of 100000 elements: one row, split over 24 blocks of 256
// threads (at least 16 elements per thread); the block totals go to a
// [1, 24] buffer, a second grid loop folds them in order into the initial
// value.
// CHECK-LABEL: func.func @global_sum
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<f32>
// CHECK: %[[PART:.*]] = memref.alloc() : memref<1x24xf32>
// CHECK: scf.parallel (%[[ROW:.*]], %[[SPLIT:.*]]) =
// CHECK: memref.alloca() : memref<1x256xf32>
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: arith.muli %[[SPLIT]], %c4167
// CHECK: scf.for
// CHECK: math.absf
// CHECK-COUNT-9: stitch.barrier %[[TX]], %[[TY]]
// CHECK: arith.cmpi eq, %[[TX]], %c0
// CHECK: memref.store %{{.*}}, %[[PART]][%[[ROW]], %[[SPLIT]]]
// CHECK: strategy = "split-rows", threads = 256 : i64
// CHECK: scf.parallel (%[[ROW2:.*]]) =
// CHECK: %[[SUM:.*]] = scf.for %[[S:.*]] = %c0{{.*}} to %c24
// CHECK: memref.load %[[PART]][%[[ROW2]], %[[S]]]
// CHECK: %[[RES:.*]] = arith.addf %[[SUM]], %cst
// CHECK: memref.store %[[RES]], %[[OUT]][]
// CHECK: strategy = "split-rows-combine"
func.func @global_sum(%x: tensor<100000xf32>) -> tensor<f32> {
  %r = stitch.kernel reduction (%a = %x : tensor<100000xf32>) -> tensor<f32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<100000xf32>
    %er = tensor.empty() : tensor<f32>
    %abs = linalg.map { math.absf } ins(%a : tensor<100000xf32>) outs(%e : tensor<100000xf32>)
    %z = linalg.fill ins(%zero : f32) outs(%er : tensor<f32>) -> tensor<f32>
    %s = linalg.reduce ins(%abs : tensor<100000xf32>) outs(%z : tensor<f32>) dimensions = [0]
      (%v: f32, %acc: f32) { %t = arith.addf %v, %acc : f32
        linalg.yield %t : f32 }
    stitch.yield %s : tensor<f32>
  }
  return %r : tensor<f32>
}

// -----

// A matmul accumulating into an uninitialised tensor.empty (undefined
// contents): read as zero, any value being a valid refinement.
// CHECK-LABEL: func.func @empty_init
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[ZERO]])
// CHECK: strategy = "tiled-gemm"
func.func @empty_init(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = stitch.kernel gemm_epilogue (%x = %a : tensor<8x8xf32>, %w = %b : tensor<8x8xf32>) -> tensor<8x8xf32> {
    %e = tensor.empty() : tensor<8x8xf32>
    %m = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    %s = linalg.add ins(%m, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
    stitch.yield %s : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
