// stitch-kernel-to-parallel: row reductions whose results are reshapes of
// the rows (front-end IR: heads joined after a softmax, tokens split back
// after a layernorm; the dynamic-batch forms give the kernel's values two
// runtime sizes). The rows strategy computes each row's reductions once
// (registers / a shared-memory tree) and stores every result element at
// the linear index row * columns + column of the row-space value it
// reshapes (`reshaped` in stitch.lowering). Before, such kernels took the
// elementwise strategy, which folds the row again for every element.
// Execution: test/Execution/kernel-kinds.test (softmax_heads,
// layernorm_tokens), test/Execution/fuse-dynamic.test (softmax_heads,
// layernorm_tokens, rows_regrouped).
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu}))' | FileCheck %s --check-prefix=CPU

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>

// Softmax over rows R = 2x2x8 of 40, joined to 4x8x40. GPU mapping: 64
// threads per row, the max and the sum each folded once per row by a tree
// (barriers), then a strided column loop stores element row * 40 + c,
// delinearized into 4x8x40. No serial fold over the row remains inside the
// column loop (that was the elementwise strategy's per-element fold).
// CHECK-LABEL: func.func @softmax_heads
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8x40xf32>
// CHECK: scf.parallel
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: stitch.barrier
// CHECK: arith.maximumf
// CHECK: stitch.barrier
// CHECK: arith.addf
// CHECK: scf.for %[[C:.*]] = %[[TX]] to %c40{{.*}} step %c64
// CHECK-NOT: iter_args
// CHECK: %[[BASE:.*]] = arith.muli %[[ROW:.*]], %c40
// CHECK: %[[LIN:.*]] = arith.addi %[[BASE]], %[[C]]
// CHECK: memref.store %{{.*}}, %[[OUT]][%{{.*}}, %{{.*}}, %{{.*}}] : memref<4x8x40xf32>
// CHECK: } {stitch.lowering = {grid = 8 : i64, reductions = 2 : i64, reshaped = 1 : i64, rows_per_block = 4 : i64, shared_bytes = 2048 : i64, strategy = "rows", threads_per_row = 64 : i64}}
// CPU-LABEL: func.func @softmax_heads
// CPU: strategy = "rows", threads_per_row = 1
func.func @softmax_heads(%x: tensor<2x2x8x40xf32>) -> tensor<4x8x40xf32> {
  %r = stitch.kernel stitch (%a = %x : tensor<2x2x8x40xf32>) -> tensor<4x8x40xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %er = tensor.empty() : tensor<2x2x8xf32>
    %e = tensor.empty() : tensor<2x2x8x40xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %m = linalg.reduce ins(%a : tensor<2x2x8x40xf32>) outs(%m0 : tensor<2x2x8xf32>) dimensions = [3]
      (%v: f32, %acc: f32) { %t = arith.maximumf %v, %acc : f32
        linalg.yield %t : f32 }
    %ex = linalg.generic {indexing_maps = [#id4, #row4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%a, %m : tensor<2x2x8x40xf32>, tensor<2x2x8xf32>) outs(%e : tensor<2x2x8x40xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %d = arith.subf %v, %mv : f32
        %y = math.exp %d : f32
        linalg.yield %y : f32 } -> tensor<2x2x8x40xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %s = linalg.reduce ins(%ex : tensor<2x2x8x40xf32>) outs(%s0 : tensor<2x2x8xf32>) dimensions = [3]
      (%v: f32, %acc: f32) { %t = arith.addf %v, %acc : f32
        linalg.yield %t : f32 }
    %y = linalg.generic {indexing_maps = [#id4, #row4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%ex, %s : tensor<2x2x8x40xf32>, tensor<2x2x8xf32>) outs(%e : tensor<2x2x8x40xf32>) {
      ^bb0(%v: f32, %sv: f32, %o: f32):
        %q = arith.divf %v, %sv : f32
        linalg.yield %q : f32 } -> tensor<2x2x8x40xf32>
    %j = tensor.collapse_shape %y [[0, 1], [2], [3]] : tensor<2x2x8x40xf32> into tensor<4x8x40xf32>
    stitch.yield %j : tensor<4x8x40xf32>
  }
  return %r : tensor<4x8x40xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Row sums of 6 rows of 30 (collapsed from 2x3x30), two results: x - sum
// expanded to 2x3x30 and the sums (a result of the rows' shape) expanded
// to 2x3, stored once per row (by lane 0) at index row.
// CPU-LABEL: func.func @center_tokens
// CPU-DAG: %[[Y:.*]] = memref.alloc() : memref<2x3x30xf32>
// CPU-DAG: %[[S:.*]] = memref.alloc() : memref<2x3xf32>
// CPU: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CPU: %[[ROW:.*]] = arith.minui
// CPU: scf.for {{.*}} iter_args
// CPU: arith.addf
// CPU: scf.for %[[C:.*]] = %[[TX]] to %c30
// CPU-NOT: iter_args
// CPU: %[[B:.*]] = arith.muli %[[ROW]], %c30
// CPU: arith.addi %[[B]], %[[C]]
// CPU: memref.store %{{.*}}, %[[Y]][%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x30xf32>
// CPU: arith.cmpi eq, %[[TX]], %c0
// CPU: %[[I1:.*]] = arith.remui %[[ROW]], %c3
// CPU: %[[I0:.*]] = arith.divui %[[ROW]], %c3
// CPU: memref.store %{{.*}}, %[[S]][%[[I0]], %[[I1]]] : memref<2x3xf32>
// CPU: {stitch.lowering = {grid = 1 : i64, reductions = 1 : i64, reshaped = 2 : i64, rows_per_block = 8 : i64, shared_bytes = 0 : i64, strategy = "rows", threads_per_row = 1 : i64}}
func.func @center_tokens(%x: tensor<2x3x30xf32>) -> (tensor<2x3x30xf32>, tensor<2x3xf32>) {
  %r:2 = stitch.kernel stitch (%a3 = %x : tensor<2x3x30xf32>) -> (tensor<2x3x30xf32>, tensor<2x3xf32>) {
    %zero = arith.constant 0.0 : f32
    %a = tensor.collapse_shape %a3 [[0, 1], [2]] : tensor<2x3x30xf32> into tensor<6x30xf32>
    %er = tensor.empty() : tensor<6xf32>
    %e = tensor.empty() : tensor<6x30xf32>
    %z = linalg.fill ins(%zero : f32) outs(%er : tensor<6xf32>) -> tensor<6xf32>
    %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<6x30xf32>) outs(%z : tensor<6xf32>) {
      ^bb0(%v: f32, %acc: f32):
        %t = arith.addf %v, %acc : f32
        linalg.yield %t : f32 } -> tensor<6xf32>
    %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
        ins(%a, %s : tensor<6x30xf32>, tensor<6xf32>) outs(%e : tensor<6x30xf32>) {
      ^bb0(%v: f32, %sv: f32, %o: f32):
        %d = arith.subf %v, %sv : f32
        linalg.yield %d : f32 } -> tensor<6x30xf32>
    %c3 = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 30] : tensor<6x30xf32> into tensor<2x3x30xf32>
    %s2 = tensor.expand_shape %s [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
    stitch.yield %c3, %s2 : tensor<2x3x30xf32>, tensor<2x3xf32>
  }
  return %r#0, %r#1 : tensor<2x3x30xf32>, tensor<2x3xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>

// Dynamic batch: rows ?x8 of the batch n (reduction over ?x8x32), x - max
// regrouped to ?x8x4 (8n rows): the result is allocated with its own size
// 8n, the grid counts the rows from the reduction's size n (n * 8 rows),
// and the result is reached through both reshapes (?x8x4's shape starts
// like the rows, but its size is not theirs: not a row-space value).
// CHECK-LABEL: func.func @regrouped_dynamic
// CHECK: %[[N:.*]] = tensor.dim %arg0, %c0
// CHECK: %[[M:.*]] = arith.muli %[[N]], %c8
// CHECK: %[[OUT:.*]] = memref.alloc(%[[M]]) : memref<?x8x4xf32>
// CHECK: %[[N2:.*]] = tensor.dim %arg0
// CHECK: %[[ROWS:.*]] = arith.muli %[[N2]], %{{.*}}
// CHECK: scf.parallel
// CHECK: arith.cmpi ult, %{{.*}}, %[[ROWS]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %c32
// CHECK: memref.store %{{.*}}, %[[OUT]]
// CHECK: grid = -1 : i64, reductions = 1 : i64, reshaped = 1 : i64
// CHECK-SAME: strategy = "rows"
// CPU-LABEL: func.func @regrouped_dynamic
// CPU: grid = -1 : i64, reductions = 1 : i64, reshaped = 1 : i64
// CPU-SAME: strategy = "rows"
func.func @regrouped_dynamic(%x: tensor<?x8x32xf32>) -> tensor<?x8x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %m8 = arith.muli %n, %c8 : index
  %r = stitch.kernel stitch (%a = %x : tensor<?x8x32xf32>, %nn = %n : index, %rows = %m8 : index) -> tensor<?x8x4xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %er = tensor.empty(%nn) : tensor<?x8xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?x8xf32>) -> tensor<?x8xf32>
    %m = linalg.reduce ins(%a : tensor<?x8x32xf32>) outs(%m0 : tensor<?x8xf32>) dimensions = [2]
      (%v: f32, %acc: f32) { %t = arith.maximumf %v, %acc : f32
        linalg.yield %t : f32 }
    %e = tensor.empty(%nn) : tensor<?x8x32xf32>
    %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%a, %m : tensor<?x8x32xf32>, tensor<?x8xf32>) outs(%e : tensor<?x8x32xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %s = arith.subf %v, %mv : f32
        linalg.yield %s : f32 } -> tensor<?x8x32xf32>
    %c = tensor.collapse_shape %d [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %g = tensor.expand_shape %c [[0], [1, 2]] output_shape [%rows, 8, 4] : tensor<?x32xf32> into tensor<?x8x4xf32>
    stitch.yield %g : tensor<?x8x4xf32>
  }
  return %r : tensor<?x8x4xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>

// Negative: a result computed by a linalg op in a space of another runtime
// size (exp over ?x8x4 of 8n rows, regrouped from the input) whose shape
// starts like the rows ?x8 (of n). Taking it for a row-space value would
// compute only n rows of it: the sizes differ, so no rows; elementwise.
// CHECK-LABEL: func.func @other_size_negative
// CHECK-NOT: strategy = "rows"
// CHECK: strategy = "elementwise"
// CPU-LABEL: func.func @other_size_negative
// CPU-NOT: strategy = "rows"
// CPU: strategy = "elementwise"
func.func @other_size_negative(%x: tensor<?x8x32xf32>) -> (tensor<?x8x32xf32>, tensor<?x8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %m8 = arith.muli %n, %c8 : index
  %r:2 = stitch.kernel stitch (%a = %x : tensor<?x8x32xf32>, %nn = %n : index, %rows = %m8 : index) -> (tensor<?x8x32xf32>, tensor<?x8x4xf32>) {
    %ninf = arith.constant 0xFF800000 : f32
    %er = tensor.empty(%nn) : tensor<?x8xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<?x8xf32>) -> tensor<?x8xf32>
    %m = linalg.reduce ins(%a : tensor<?x8x32xf32>) outs(%m0 : tensor<?x8xf32>) dimensions = [2]
      (%v: f32, %acc: f32) { %t = arith.maximumf %v, %acc : f32
        linalg.yield %t : f32 }
    %e = tensor.empty(%nn) : tensor<?x8x32xf32>
    %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%a, %m : tensor<?x8x32xf32>, tensor<?x8xf32>) outs(%e : tensor<?x8x32xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %s = arith.subf %v, %mv : f32
        linalg.yield %s : f32 } -> tensor<?x8x32xf32>
    %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
    %g = tensor.expand_shape %c [[0], [1, 2]] output_shape [%rows, 8, 4] : tensor<?x32xf32> into tensor<?x8x4xf32>
    %eg = tensor.empty(%rows) : tensor<?x8x4xf32>
    %w = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%g : tensor<?x8x4xf32>) outs(%eg : tensor<?x8x4xf32>) {
      ^bb0(%v: f32, %o: f32):
        %y = math.exp %v : f32
        linalg.yield %y : f32 } -> tensor<?x8x4xf32>
    stitch.yield %d, %w : tensor<?x8x32xf32>, tensor<?x8x4xf32>
  }
  return %r#0, %r#1 : tensor<?x8x32xf32>, tensor<?x8x4xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>

// Negative: a result that is not a reshape of a row-space value (the rows
// 4x6 of x - max transposed to 6x4x5: rows neither first nor last), so the
// kernel stays elementwise.
// CHECK-LABEL: func.func @transposed_negative
// CHECK-NOT: strategy = "rows
// CHECK: strategy = "elementwise"
// CPU-LABEL: func.func @transposed_negative
// CPU-NOT: strategy = "rows
// CPU: strategy = "elementwise"
func.func @transposed_negative(%x: tensor<4x6x5xf32>) -> tensor<6x4x5xf32> {
  %r = stitch.kernel stitch (%a = %x : tensor<4x6x5xf32>) -> tensor<6x4x5xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %er = tensor.empty() : tensor<4x6xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x6xf32>) -> tensor<4x6xf32>
    %m = linalg.reduce ins(%a : tensor<4x6x5xf32>) outs(%m0 : tensor<4x6xf32>) dimensions = [2]
      (%v: f32, %acc: f32) { %t = arith.maximumf %v, %acc : f32
        linalg.yield %t : f32 }
    %e = tensor.empty() : tensor<4x6x5xf32>
    %d = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%a, %m : tensor<4x6x5xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6x5xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %s = arith.subf %v, %mv : f32
        linalg.yield %s : f32 } -> tensor<4x6x5xf32>
    %et = tensor.empty() : tensor<6x4x5xf32>
    %t = linalg.transpose ins(%d : tensor<4x6x5xf32>) outs(%et : tensor<6x4x5xf32>) permutation = [1, 0, 2]
    stitch.yield %t : tensor<6x4x5xf32>
  }
  return %r : tensor<6x4x5xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>

// Row statistics read through a reshape (keepdim stats of a 6x30 view
// applied to 2x3x30, as front ends write them): the sums of 6 rows are
// expanded to 2x3 and read by x - mean over 2x3x30, a result that is no
// reshape of a row-space value but whose leading dims 2x3 are the rows
// reshaped. Rows: row r is stored at (r / 3, r % 3, c), and the emitter
// finds the row's sum through the expand (linearizing r / 3, r % 3 gives
// r back), so the row is folded once, not once per element. Execution:
// test/Execution/kernel-kinds.test (layernorm_stats_reshaped).
// CHECK-LABEL: func.func @stats_through_reshape
// CHECK: strategy = "rows"
// CPU-LABEL: func.func @stats_through_reshape
// CPU: %[[Y:.*]] = memref.alloc() : memref<2x3x30xf32>
// CPU: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CPU: %[[ROW:.*]] = arith.minui
// CPU: scf.for {{.*}} iter_args
// CPU: arith.addf
// CPU: scf.for %[[C:.*]] = %[[TX]] to %c30
// CPU-NOT: iter_args
// CPU: %[[I1:.*]] = arith.remui %[[ROW]], %c3
// CPU: %[[I0:.*]] = arith.divui %[[ROW]], %c3
// CPU-NOT: iter_args
// CPU: memref.store %{{.*}}, %[[Y]][%[[I0]], %[[I1]], %[[C]]] : memref<2x3x30xf32>
// CPU: strategy = "rows", threads_per_row = 1
func.func @stats_through_reshape(%x: tensor<2x3x30xf32>) -> tensor<2x3x30xf32> {
  %r = stitch.kernel stitch (%a3 = %x : tensor<2x3x30xf32>) -> tensor<2x3x30xf32> {
    %zero = arith.constant 0.0 : f32
    %a = tensor.collapse_shape %a3 [[0, 1], [2]] : tensor<2x3x30xf32> into tensor<6x30xf32>
    %er = tensor.empty() : tensor<6xf32>
    %e3 = tensor.empty() : tensor<2x3x30xf32>
    %z = linalg.fill ins(%zero : f32) outs(%er : tensor<6xf32>) -> tensor<6xf32>
    %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<6x30xf32>) outs(%z : tensor<6xf32>) {
      ^bb0(%v: f32, %acc: f32):
        %t = arith.addf %v, %acc : f32
        linalg.yield %t : f32 } -> tensor<6xf32>
    %s2 = tensor.expand_shape %s [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
    %c = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%a3, %s2 : tensor<2x3x30xf32>, tensor<2x3xf32>) outs(%e3 : tensor<2x3x30xf32>) {
      ^bb0(%v: f32, %sv: f32, %o: f32):
        %d = arith.subf %v, %sv : f32
        linalg.yield %d : f32 } -> tensor<2x3x30xf32>
    stitch.yield %c : tensor<2x3x30xf32>
  }
  return %r : tensor<2x3x30xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#tr3 = affine_map<(d0, d1, d2) -> (d1, d0)>

// Negative: the same sums expanded to 3x2 but read transposed ((d1, d0)):
// element (i, j, c) of the 2x3x30 result needs the sum of row j * 2 + i,
// not of the row its thread folded. The leading dims 2x3 still multiply to
// the 6 rows, but the emitter does not find the row's register at that
// index, so no rows: elementwise (each element folds its own row).
// CHECK-LABEL: func.func @stats_reshaped_transposed_negative
// CHECK-NOT: strategy = "rows
// CHECK: strategy = "elementwise"
// CPU-LABEL: func.func @stats_reshaped_transposed_negative
// CPU-NOT: strategy = "rows
// CPU: strategy = "elementwise"
func.func @stats_reshaped_transposed_negative(%x: tensor<2x3x30xf32>, %y: tensor<6x30xf32>) -> tensor<2x3x30xf32> {
  %r = stitch.kernel stitch (%a3 = %x : tensor<2x3x30xf32>, %a = %y : tensor<6x30xf32>) -> tensor<2x3x30xf32> {
    %zero = arith.constant 0.0 : f32
    %er = tensor.empty() : tensor<6xf32>
    %e3 = tensor.empty() : tensor<2x3x30xf32>
    %z = linalg.fill ins(%zero : f32) outs(%er : tensor<6xf32>) -> tensor<6xf32>
    %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<6x30xf32>) outs(%z : tensor<6xf32>) {
      ^bb0(%v: f32, %acc: f32):
        %t = arith.addf %v, %acc : f32
        linalg.yield %t : f32 } -> tensor<6xf32>
    %s2 = tensor.expand_shape %s [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
    %c = linalg.generic {indexing_maps = [#id3, #tr3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
        ins(%a3, %s2 : tensor<2x3x30xf32>, tensor<3x2xf32>) outs(%e3 : tensor<2x3x30xf32>) {
      ^bb0(%v: f32, %sv: f32, %o: f32):
        %d = arith.subf %v, %sv : f32
        linalg.yield %d : f32 } -> tensor<2x3x30xf32>
    stitch.yield %c : tensor<2x3x30xf32>
  }
  return %r : tensor<2x3x30xf32>
}
