// Kernels with a dynamic outermost dim (docs/fusion-dynamic.md): results
// are allocated with the runtime size (tensor.dim of a dynamic operand, or
// the kernel's index operand), and the grids are computed from it:
// elementwise ceil(n * inner / block) blocks with a guard (or n * inner /
// block blocks, no guard, when the block divides the last dim), rows
// ceil(n / rows-per-block) blocks with the last row clamped and its store
// guarded, the tiled GEMM ceil(M / tile) row tiles with M's edge clamped.
// Execution: test/Execution/fuse-dynamic.test.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{strict=true}))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu strict=true}))' | FileCheck %s --check-prefix=CPU

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// CHECK-LABEL: func.func @elementwise
// CHECK: %[[N:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x96xf32>
// CHECK: %[[OUT:.*]] = memref.alloc(%[[N]]) : memref<?x96xf32>
// CHECK: %[[NUMEL:.*]] = arith.muli %[[N]], %c96
// CHECK: %[[UP:.*]] = arith.addi %[[NUMEL]], %c255
// CHECK: %[[GRID:.*]] = arith.divui %[[UP]], %c256
// CHECK: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%[[GRID]])
// CHECK: scf.parallel
// CHECK: %[[LIN:.*]] = arith.addi
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[LIN]], %[[NUMEL]]
// CHECK: scf.if %[[IN]]
// CHECK: memref.store %{{.*}}, %[[OUT]]
// CHECK: {stitch.lowering = {block_size = 256 : i64, dynamic = 1 : i64, phases = 1 : i64, strategy = "elementwise"}}
func.func @elementwise(%x: tensor<?x96xf32>, %b: tensor<96xf32>) -> tensor<?x96xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?x96xf32>
  %0 = stitch.kernel loop (%a = %x : tensor<?x96xf32>, %bb = %b : tensor<96xf32>, %n = %dim : index) -> tensor<?x96xf32> {
    %e = tensor.empty(%n) : tensor<?x96xf32>
    %h = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
        ins(%a, %bb : tensor<?x96xf32>, tensor<96xf32>) outs(%e : tensor<?x96xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.addf %p, %q : f32
      linalg.yield %s : f32
    } -> tensor<?x96xf32>
    stitch.yield %h : tensor<?x96xf32>
  }
  return %0 : tensor<?x96xf32>
}

// The size comes in as the kernel's index operand (no dynamic tensor
// operand); 512 = 2 blocks per row: the block gives the row, no guard.
// CHECK-LABEL: func.func @generator
// CHECK: %[[OUT:.*]] = memref.alloc(%arg0) : memref<?x512xf32>
// CHECK: %[[NUMEL:.*]] = arith.muli %arg0, %c512
// CHECK: %[[GRID:.*]] = arith.divui %[[NUMEL]], %c256
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[GRID]])
// CHECK-NOT: scf.if
// CHECK: memref.store %{{.*}}, %[[OUT]]
func.func @generator(%n: index) -> tensor<?x512xf32> {
  %0 = stitch.kernel loop (%m = %n : index) -> tensor<?x512xf32> {
    %e = tensor.empty(%m) : tensor<?x512xf32>
    %h = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
        outs(%e : tensor<?x512xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 1 : index
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      linalg.yield %f : f32
    } -> tensor<?x512xf32>
    stitch.yield %h : tensor<?x512xf32>
  }
  return %0 : tensor<?x512xf32>
}

// Rows of 64, a dynamic number of them: 4 rows per block.
// CHECK-LABEL: func.func @rows
// CHECK: %[[N:.*]] = tensor.dim %arg0
// CHECK: %[[OUT:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK: %[[UP:.*]] = arith.addi %[[N]], %c3
// CHECK: %[[GRID:.*]] = arith.divui %[[UP]], %c4
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[GRID]])
// CHECK: %[[ROW:.*]] = arith.addi
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %[[ROW]], %[[N]]
// CHECK: %[[LAST:.*]] = arith.subi %[[N]], %c1
// CHECK: %[[CLAMPED:.*]] = arith.minui %[[ROW]], %[[LAST]]
// CHECK: stitch.barrier
// CHECK: scf.if %[[VALID]]
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[CLAMPED]]]
// CHECK: {stitch.lowering = {grid = -1 : i64, reductions = 1 : i64, rows_per_block = 4 : i64, shared_bytes = 1024 : i64, strategy = "rows", threads_per_row = 64 : i64}}
// CPU-LABEL: func.func @rows
// CPU-NOT: stitch.barrier
// CPU: {stitch.lowering = {grid = -1 : i64, reductions = 1 : i64, rows_per_block = 4 : i64, shared_bytes = 0 : i64, strategy = "rows", threads_per_row = 1 : i64}}
func.func @rows(%x: tensor<?x64xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?x64xf32>
  %0 = stitch.kernel reduction (%n = %dim : index, %a = %x : tensor<?x64xf32>) -> tensor<?xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty(%n) : tensor<?xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<?x64xf32>) outs(%z : tensor<?xf32>) {
    ^bb0(%p: f32, %acc: f32):
      %t = arith.addf %p, %acc : f32
      linalg.yield %t : f32
    } -> tensor<?xf32>
    stitch.yield %s : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// GEMM with a dynamic M: ceil(M / 16) row tiles, rows clamped to M - 1,
// stores guarded by i < M.
// CHECK-LABEL: func.func @gemm
// CHECK: %[[M:.*]] = tensor.dim %arg0
// CHECK: %[[OUT:.*]] = memref.alloc(%[[M]]) : memref<?x40xf32>
// CHECK: %[[UP:.*]] = arith.addi %[[M]], %c15
// CHECK: %[[TILES:.*]] = arith.divui %[[UP]], %c16
// CHECK: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}, %{{.*}}) to (%c1{{.*}}, %[[TILES]], %c3{{.*}})
// CHECK: %[[I:.*]] = arith.addi
// CHECK: %[[LAST:.*]] = arith.subi %[[M]], %c1
// CHECK: arith.minui %[[I]], %[[LAST]]
// CHECK: arith.cmpi ult, %[[I]], %[[M]]
// CHECK: memref.store %{{.*}}, %[[OUT]]
// CHECK: strategy = "tiled-gemm"
func.func @gemm(%x: tensor<?x24xf32>, %w: tensor<24x40xf32>) -> tensor<?x40xf32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?x24xf32>
  %0 = stitch.kernel gemm_epilogue (%n = %dim : index, %a = %x : tensor<?x24xf32>, %b = %w : tensor<24x40xf32>) -> tensor<?x40xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty(%n) : tensor<?x40xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x40xf32>) -> tensor<?x40xf32>
    %p = linalg.matmul ins(%a, %b : tensor<?x24xf32>, tensor<24x40xf32>) outs(%z : tensor<?x40xf32>) -> tensor<?x40xf32>
    stitch.yield %p : tensor<?x40xf32>
  }
  return %0 : tensor<?x40xf32>
}

// Results of two runtime sizes (a reshape in the kernel: ?x8x32 rows of
// the batch n, ?x32 rows n * 8) and a result with the dynamic dim behind a
// unit dim (1x?x32): each result is allocated with its own size (reified
// from its tensor.empty / expand_shape, through the front end's size
// arithmetic to one base: the planner's operand %m is reused, the expand's
// size (dim * 256) / 32 is dim * 8 too), and the elementwise grid has one
// phase per size (2 phases: the ?x32 and 1x?x32 results share n * 8 rows).
// CHECK-LABEL: func.func @two_sizes
// CHECK: %[[N:.*]] = tensor.dim %arg0, %c0
// CHECK: %[[M:.*]] = arith.muli %[[N]], %c8
// CHECK-DAG: memref.alloc(%[[N]]) : memref<?x8x32xf32>
// CHECK-DAG: memref.alloc(%[[M]]) : memref<?x32xf32>
// CHECK-DAG: memref.alloc(%[[M]]) : memref<1x?x32xf32>
// CHECK: {stitch.lowering = {block_size = 256 : i64, dynamic = 1 : i64, phases = 2 : i64, strategy = "elementwise"}}
// CPU-LABEL: func.func @two_sizes
// CPU: phases = 2 : i64, strategy = "elementwise"
func.func @two_sizes(%x: tensor<?x8x32xf32>) -> (tensor<?x8x32xf32>, tensor<?x32xf32>, tensor<1x?x32xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %dim = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %m = arith.muli %dim, %c8 : index
  %a256 = affine.apply affine_map<()[s0] -> (s0 * 256)>()[%dim]
  %r = arith.divsi %a256, %c32 : index
  %0:3 = stitch.kernel loop (%a = %x : tensor<?x8x32xf32>, %n = %dim : index, %rows = %m : index, %rr = %r : index) -> (tensor<?x8x32xf32>, tensor<?x32xf32>, tensor<1x?x32xf32>) {
    %e = tensor.empty(%n) : tensor<?x8x32xf32>
    %ex = linalg.exp ins(%a : tensor<?x8x32xf32>) outs(%e : tensor<?x8x32xf32>) -> tensor<?x8x32xf32>
    %c = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %e2 = tensor.empty(%rows) : tensor<?x32xf32>
    %ng = linalg.negf ins(%c : tensor<?x32xf32>) outs(%e2 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %u = tensor.expand_shape %ng [[0, 1], [2]] output_shape [1, %rr, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    stitch.yield %ex, %ng, %u : tensor<?x8x32xf32>, tensor<?x32xf32>, tensor<1x?x32xf32>
  }
  return %0#0, %0#1, %0#2 : tensor<?x8x32xf32>, tensor<?x32xf32>, tensor<1x?x32xf32>
}
