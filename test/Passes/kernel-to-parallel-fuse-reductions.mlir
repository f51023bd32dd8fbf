// stitch-kernel-to-parallel{target=cpu fuse-reductions=...}: with one lane
// per row and staging on, a reduction over an intermediate that is staged
// for it (computed once per row into a block buffer) is folded in the loop
// that computes and stores the staged row, instead of a second loop that
// reads the buffer back (softmax: exp(x - max) stored and summed in one
// pass; three passes over the row instead of four). Recorded as
// `fused = N` (reductions folded that way) in stitch.lowering. Execution:
// test/Execution/fuse-reductions.test.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu fuse-reductions=true}))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu fuse-reductions=false}))' | FileCheck %s --check-prefix=OFF
// Staging off: nothing is staged, so nothing is fused.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops,stitch-kernel-to-parallel{target=cpu stage=false fuse-reductions=true}))' | FileCheck %s --check-prefix=NOSTAGE

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Softmax over 8 rows of 300: the max folds x (a kernel input: nothing to
// fuse); the sum's operand exp(x - max) is staged for it: one loop loads x,
// computes the exp, stores it into the stage buffer and adds it up; the
// quotient reads the buffer (no second exp).
// CHECK-LABEL: func.func @softmax
// CHECK: %[[X:.*]] = bufferization.to_buffer %arg0
// CHECK: %[[STAGE:.*]] = memref.alloca() : memref<1x300xf32>
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: %[[MAX:.*]] = scf.for %[[J:.*]] = %[[TX]] to %c300{{.*}} iter_args
// CHECK-NEXT: memref.load %[[X]][%{{.*}}, %[[J]]]
// CHECK-NEXT: arith.maximumf {{.*}} fastmath<reassoc>
// CHECK: %[[M:.*]] = arith.maximumf %[[MAX]]
// CHECK: %[[SUM:.*]] = scf.for %[[S:.*]] = %[[TX]] to %c300{{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK-NEXT: %[[XS:.*]] = memref.load %[[X]][%{{.*}}, %[[S]]]
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[XS]], %[[M]]
// CHECK-NEXT: %[[E:.*]] = math.exp %[[D]]
// CHECK-NEXT: memref.store %[[E]], %[[STAGE]][%[[TY]], %[[S]]]
// CHECK-NEXT: %[[ADD:.*]] = arith.addf %[[E]], %[[ACC]] fastmath<reassoc>
// CHECK-NEXT: scf.yield %[[ADD]]
// CHECK-NOT: math.exp
// CHECK: scf.for %[[J3:.*]] = %[[TX]] to %c300
// CHECK-NEXT: memref.load %[[STAGE]][%[[TY]], %[[J3]]]
// CHECK-NEXT: arith.divf
// CHECK: } {stitch.lowering = {fused = 1 : i64, grid = 8 : i64, reductions = 2 : i64, rows_per_block = 1 : i64, shared_bytes = 0 : i64, staged = 1 : i64, strategy = "rows", threads_per_row = 1 : i64}}
// Off: the staging loop, then the sum over the buffer (four loops).
// OFF-LABEL: func.func @softmax
// OFF: scf.for
// OFF: math.exp
// OFF-NEXT: memref.store
// OFF-NEXT: }
// OFF-NOT: math.exp
// OFF: %[[SUM:.*]] = scf.for
// OFF-NEXT: memref.load
// OFF-NEXT: arith.addf
// OFF: {stitch.lowering = {grid = 8 : i64, reductions = 2 : i64, rows_per_block = 1 : i64, shared_bytes = 0 : i64, staged = 1 : i64, strategy = "rows", threads_per_row = 1 : i64}}
// NOSTAGE-LABEL: func.func @softmax
// NOSTAGE-NOT: memref.alloca
// NOSTAGE: {stitch.lowering = {grid = 8 : i64, reductions = 2 : i64, rows_per_block = 1 : i64, shared_bytes = 0 : i64, strategy = "rows", threads_per_row = 1 : i64}}
func.func @softmax(%x: tensor<8x300xf32>) -> tensor<8x300xf32> {
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

// Two reductions over the same staged value (a sum and a sum of squares of
// tanh(x), tanh(x) also in the result): the first is fused with the
// staging; the second does not produce its operand (the buffer already
// holds it), so it is not fused: a loop of its own that loads the buffer.
// A reduction over a kernel input (x) has nothing to fuse either.
// CHECK-LABEL: func.func @second_reduction_not_fused
// CHECK: %[[STAGE:.*]] = memref.alloca() : memref<4x64xf32>
// CHECK: scf.for %[[S:.*]] = {{.*}} iter_args
// CHECK-NEXT: memref.load
// CHECK-NEXT: %[[T:.*]] = math.tanh
// CHECK-NEXT: memref.store %[[T]], %[[STAGE]][%{{.*}}, %[[S]]]
// CHECK-NEXT: arith.addf %[[T]]
// CHECK-NEXT: scf.yield
// CHECK-NOT: math.tanh
// CHECK: scf.for %[[J:.*]] = {{.*}} iter_args
// CHECK-NEXT: %[[L:.*]] = memref.load %[[STAGE]][%{{.*}}, %[[J]]]
// CHECK-NEXT: arith.mulf %[[L]], %[[L]]
// CHECK-NOT: math.tanh
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args
// CHECK-NEXT: memref.load %{{[0-9]+}}[
// CHECK-NEXT: arith.maximumf
// CHECK-NOT: math.tanh
// CHECK: {stitch.lowering = {fused = 1 : i64, grid = 4 : i64, reductions = 3 : i64, {{.*}}staged = 1 : i64
func.func @second_reduction_not_fused(%x: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %r = stitch.kernel stitch (%a = %x : tensor<16x64xf32>) -> tensor<16x64xf32> {
    %zero = arith.constant 0.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %e1 = tensor.empty() : tensor<16xf32>
    %e2 = tensor.empty() : tensor<16x64xf32>
    %th = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<16x64xf32>) outs(%e2 : tensor<16x64xf32>) {
      ^bb0(%v: f32, %o: f32):
        %t = math.tanh %v : f32
        linalg.yield %t : f32 } -> tensor<16x64xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
    %s = linalg.reduce ins(%th : tensor<16x64xf32>) outs(%z : tensor<16xf32>) dimensions = [1]
      (%in: f32, %acc: f32) { %t = arith.addf %in, %acc : f32
        linalg.yield %t : f32 }
    %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%th : tensor<16x64xf32>) outs(%z : tensor<16xf32>) {
      ^bb0(%v: f32, %acc: f32):
        %sq = arith.mulf %v, %v : f32
        %t = arith.addf %sq, %acc : f32
        linalg.yield %t : f32 } -> tensor<16xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
    %m = linalg.reduce ins(%a : tensor<16x64xf32>) outs(%m0 : tensor<16xf32>) dimensions = [1]
      (%in: f32, %acc: f32) { %t = arith.maximumf %in, %acc : f32
        linalg.yield %t : f32 }
    %y = linalg.generic {indexing_maps = [#id, #row, #row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%th, %s, %q, %m : tensor<16x64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e2 : tensor<16x64xf32>) {
      ^bb0(%v: f32, %sv: f32, %qv: f32, %mv: f32, %o: f32):
        %n = arith.divf %v, %sv : f32
        %w = arith.subf %qv, %mv : f32
        %u = arith.mulf %n, %w : f32
        linalg.yield %u : f32 } -> tensor<16x64xf32>
    stitch.yield %y : tensor<16x64xf32>
  }
  return %r : tensor<16x64xf32>
}

// -----

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0)>
#tr3 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>

// The sum reads exp(x - max) transposed ((d0, d1, d2) -> (d0, d2, d1)):
// its fold does not visit the staged row in the order a store at the
// fold's index would need, so it is not fused: exp(x - max) is staged by a
// loop of its own and the sum loads the buffer.
// CHECK-LABEL: func.func @transposed_not_fused
// CHECK: %[[STAGE:.*]] = memref.alloca() : memref<2x8x16xf32>
// CHECK: scf.for
// CHECK: math.exp
// CHECK-NEXT: memref.store %{{.*}}, %[[STAGE]]
// CHECK-NEXT: }
// CHECK-NOT: math.exp
// CHECK: %[[SUM:.*]] = scf.for
// CHECK: memref.load %[[STAGE]]
// CHECK-NEXT: arith.addf
// CHECK-NOT: math.exp
// CHECK-NOT: fused =
// CHECK: {stitch.lowering = {grid = 2 : i64, reductions = 2 : i64, rows_per_block = 2 : i64, shared_bytes = 0 : i64, staged = 1 : i64, strategy = "rows", threads_per_row = 1 : i64}}
func.func @transposed_not_fused(%x: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %r = stitch.kernel stitch (%a = %x : tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %e1 = tensor.empty() : tensor<4xf32>
    %e3 = tensor.empty() : tensor<4x8x16xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    %m = linalg.reduce ins(%a : tensor<4x8x16xf32>) outs(%m0 : tensor<4xf32>) dimensions = [1, 2]
      (%in: f32, %acc: f32) { %t = arith.maximumf %in, %acc : f32
        linalg.yield %t : f32 }
    %ex = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a, %m : tensor<4x8x16xf32>, tensor<4xf32>) outs(%e3 : tensor<4x8x16xf32>) {
      ^bb0(%v: f32, %mv: f32, %o: f32):
        %d = arith.subf %v, %mv : f32
        %e = math.exp %d : f32
        linalg.yield %e : f32 } -> tensor<4x8x16xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
    %s = linalg.generic {indexing_maps = [#tr3, #row3], iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%ex : tensor<4x8x16xf32>) outs(%s0 : tensor<4xf32>) {
      ^bb0(%v: f32, %acc: f32):
        %t = arith.addf %v, %acc : f32
        linalg.yield %t : f32 } -> tensor<4xf32>
    %y = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %s : tensor<4x8x16xf32>, tensor<4xf32>) outs(%e3 : tensor<4x8x16xf32>) {
      ^bb0(%v: f32, %sv: f32, %o: f32):
        %q = arith.divf %v, %sv : f32
        linalg.yield %q : f32 } -> tensor<4x8x16xf32>
    stitch.yield %y : tensor<4x8x16xf32>
  }
  return %r : tensor<4x8x16xf32>
}
