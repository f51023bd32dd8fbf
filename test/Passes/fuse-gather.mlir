// stitch-fuse with gathers: a linalg op whose payload reads a tensor from
// outside the op with tensor.extract (tosa-to-linalg's tosa.gather,
// torch-mlir's embedding, a captured rank-0 scalar) is classified by its
// maps and fuses; its kernel takes the gathered tensor as an operand and
// reads it from memory, so the tensor's producer is never in the gathering
// kernel (nor copied into it as a duplicated producer). Numbers:
// test/Execution/fusion-frontend.test (embed_ln, gather_*).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK-COUNT-2: fuse-gather.mlir:{{[0-9]+}}:{{[0-9]+}}: remark: stitch-fuse: not fused: a gather reads the tensor at computed indices: its producer's kernel must finish first
// REMARK: fuse-gather.mlir:{{[0-9]+}}:8: remark: stitch-fuse: not fused: the payload has ops outside arith/math/linalg
// REMARK: fuse-gather.mlir:{{[0-9]+}}:8: remark: stitch-fuse: not fused: a gather from a tensor of dynamic shape

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Embedding lookup + position add + row sum: one kernel; the table is an
// operand of the kernel, read by the tensor.extract inside it.
// CHECK-LABEL: func.func @embedding_rows
// CHECK: stitch.kernel reduction ({{.*}}, %[[T:arg[0-9]+]] = %arg0 : tensor<50x32xf32>)
// CHECK: tensor.extract %[[T]]
// CHECK-NOT: stitch.kernel
// CHECK: return
func.func @embedding_rows(%table: tensor<50x32xf32>, %ids: tensor<12xi32>, %pos: tensor<12x32xf32>) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<12x32xf32>
  %g = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%ids, %pos : tensor<12xi32>, tensor<12x32xf32>) outs(%e : tensor<12x32xf32>) {
  ^bb0(%i: i32, %p: f32, %o: f32):
    %ii = arith.index_cast %i : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%ii, %j] : tensor<50x32xf32>
    %r = arith.addf %v, %p : f32
    linalg.yield %r : f32
  } -> tensor<12x32xf32>
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<12xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<12xf32>) -> tensor<12xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%g : tensor<12x32xf32>) outs(%z : tensor<12xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<12xf32>
  return %s : tensor<12xf32>
}

// Negative: the gathered table is computed in the function (exp of %t):
// its kernel is not the gather's; the gather's kernel takes its result.
// CHECK-LABEL: func.func @gather_computed_table
// CHECK: %[[TAB:[0-9]+]] = linalg.generic
// CHECK: math.exp
// CHECK: stitch.kernel loop ({{.*}}, %[[ARG:arg[0-9]+]] = %[[TAB]] : tensor<20x16xf32>)
// CHECK: tensor.extract %[[ARG]]
// CHECK: return
func.func @gather_computed_table(%t: tensor<20x16xf32>, %ids: tensor<9xi32>, %x: tensor<9x16xf32>) -> tensor<9x16xf32> {
  %et = tensor.empty() : tensor<20x16xf32>
  %table = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<20x16xf32>) outs(%et : tensor<20x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<20x16xf32>
  %e = tensor.empty() : tensor<9x16xf32>
  %g = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%ids, %x : tensor<9xi32>, tensor<9x16xf32>) outs(%e : tensor<9x16xf32>) {
  ^bb0(%i: i32, %xv: f32, %o: f32):
    %ii = arith.index_cast %i : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%ii, %j] : tensor<20x16xf32>
    %r = arith.addf %v, %xv : f32
    linalg.yield %r : f32
  } -> tensor<9x16xf32>
  %e2 = tensor.empty() : tensor<9x16xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<9x16xf32>) outs(%e2 : tensor<9x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<9x16xf32>
  return %h : tensor<9x16xf32>
}

// Negative: row sums gathered at another row by an op that also reads them
// directly: the reduction's kernel and the gathering one stay apart (a
// merge through the direct edge would put the producer in the gathering
// kernel).
// CHECK-LABEL: func.func @gather_of_reduction
// CHECK: %[[S:.*]] = stitch.kernel reduction
// CHECK-NOT: stitch.kernel
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[S]] :
// CHECK: tensor.extract %[[S]]
// CHECK: return
func.func @gather_of_reduction(%x: tensor<9x16xf32>) -> tensor<9x16xf32> {
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<9xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<9xf32>) -> tensor<9xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<9x16xf32>) outs(%z : tensor<9xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<9xf32>
  %e2 = tensor.empty() : tensor<9x16xf32>
  %h = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %s : tensor<9x16xf32>, tensor<9xf32>) outs(%e2 : tensor<9x16xf32>) {
  ^bb0(%a: f32, %sv: f32, %o: f32):
    %i = linalg.index 0 : index
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %n = arith.addi %i, %c1 : index
    %m = arith.remui %n, %c9 : index
    %other = tensor.extract %s[%m] : tensor<9xf32>
    %d = arith.subf %sv, %other : f32
    %r = arith.mulf %a, %d : f32
    linalg.yield %r : f32
  } -> tensor<9x16xf32>
  return %h : tensor<9x16xf32>
}

// Negative: other payload ops with memory or structure stay opaque (a
// tensor.insert builds a tensor per element).
// CHECK-LABEL: func.func @payload_insert
// CHECK-NOT: stitch.kernel
// CHECK: return
func.func @payload_insert(%x: tensor<4x4xf32>, %t: tensor<2xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c0 = arith.constant 0 : index
    %u = tensor.insert %a into %t[%c0] : tensor<2xf32>
    %v = tensor.extract %u[%c0] : tensor<2xf32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %h : tensor<4x4xf32>
}

// Negative: a gather from a tensor of dynamic shape stays outside kernels
// (the kernel would read it through a buffer of unknown inner sizes); its
// consumer alone is no kernel either.
// CHECK-LABEL: func.func @gather_dynamic_table
// CHECK-NOT: stitch.kernel
// CHECK: return
func.func @gather_dynamic_table(%table: tensor<?x?xf32>, %ids: tensor<12xi32>, %pos: tensor<12x32xf32>) -> tensor<12x32xf32> {
  %e = tensor.empty() : tensor<12x32xf32>
  %g = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%ids, %pos : tensor<12xi32>, tensor<12x32xf32>) outs(%e : tensor<12x32xf32>) {
  ^bb0(%i: i32, %p: f32, %o: f32):
    %ii = arith.index_cast %i : i32 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %table[%ii, %j] : tensor<?x?xf32>
    %r = arith.addf %v, %p : f32
    linalg.yield %r : f32
  } -> tensor<12x32xf32>
  %e2 = tensor.empty() : tensor<12x32xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<12x32xf32>) outs(%e2 : tensor<12x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<12x32xf32>
  return %h : tensor<12x32xf32>
}
