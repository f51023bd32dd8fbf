// stitch-split-deallocs: a dealloc of distinct allocations, retaining
// allocations and arguments, becomes one dealloc per freed buffer; the
// retained ownership is the same allocation's condition (or false).
// Buffers that may alias each other (a loop result and the buffers it can
// be, views, arguments) stay together in small deallocs, one per group, for
// the upstream simplification; memrefs that are provably one buffer (an
// allocation listed twice, a loop result that can only be its init) are
// merged under the disjunction of their conditions.
// Execution is covered by every stitch-compile-cpu test (test/Execution,
// test/Models), whose pipeline runs this pass.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-split-deallocs))' | FileCheck %s

// CHECK-LABEL: func.func @fresh(
// CHECK-SAME: %[[ARG:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[B:.*]] = memref.alloc
// CHECK: %[[D:.*]] = memref.alloc
// CHECK: %[[BA:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[A]]
// CHECK: %[[BB:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[B]]
// CHECK: %[[BD:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[D]]
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: bufferization.dealloc (%[[BA]] : memref<f32>) if (%{{.*}})
// CHECK-NEXT: bufferization.dealloc (%[[BD]] : memref<f32>) if (%[[C]])
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[B]], %[[ARG]], %[[C]], %[[FALSE]]
func.func @fresh(%arg: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  %ba, %o0, %s0, %t0 = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  %bb, %o1, %s1, %t1 = memref.extract_strided_metadata %b : memref<4xf32> -> memref<f32>, index, index, index
  %bd, %o2, %s2, %t2 = memref.extract_strided_metadata %d : memref<4xf32> -> memref<f32>, index, index, index
  %barg, %o3, %s3, %t3 = memref.extract_strided_metadata %arg : memref<4xf32> -> memref<f32>, index, index, index
  %r:2 = bufferization.dealloc (%ba, %bb, %bd, %barg : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%true, %c, %c, %false) retain (%b, %arg : memref<4xf32>, memref<4xf32>)
  return %b, %arg, %r#0, %r#1 : memref<4xf32>, memref<4xf32>, i1, i1
}

// -----

// A host loop carrying a buffer (as one-shot bufferization leaves GEMM
// tiles): its result may be its init buffer %i or one allocated inside, so
// those two stay in a residual dealloc with the retained value derived from
// the loop (%sel); %a and %b are freed on their own, and %b, retained
// directly, owns its own condition.
// CHECK-LABEL: func.func @loop_result(
// CHECK-SAME: %[[C:.*]]: i1
// CHECK: %[[I:.*]] = memref.alloc
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[B:.*]] = memref.alloc
// CHECK: %[[L:.*]]:2 = scf.for
// CHECK: %[[SEL:.*]] = scf.if
// CHECK: %[[R:.*]] = bufferization.dealloc (%[[L]]#0, %[[I]] : memref<4xf32>, memref<4xf32>) if (%[[L]]#1, %[[C]]) retain (%[[SEL]] : memref<4xf32>)
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[C]])
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[SEL]], %[[B]], %[[R]], %[[C]]
func.func @loop_result(%c: i1, %n: index) -> (memref<4xf32>, memref<4xf32>, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %i = memref.alloc() : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %l:2 = scf.for %k = %c0 to %n step %c1 iter_args(%m = %i, %o = %false) -> (memref<4xf32>, i1) {
    %fresh = memref.alloc() : memref<4xf32>
    scf.yield %fresh, %c : memref<4xf32>, i1
  }
  %sel = scf.if %c -> memref<4xf32> {
    scf.yield %l#0 : memref<4xf32>
  } else {
    scf.yield %l#0 : memref<4xf32>
  }
  %r:2 = bufferization.dealloc (%l#0, %i, %a, %b : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%l#1, %c, %c, %c) retain (%sel, %b : memref<4xf32>, memref<4xf32>)
  return %sel, %b, %r#0, %r#1 : memref<4xf32>, memref<4xf32>, i1, i1
}

// -----

// Split with a residual: a retained view may alias the buffer it views (%a
// stays with it, %b is freed alone); an argument may alias another argument
// (freed in a dealloc of its own, while the retained allocation %a owns its
// condition); the same allocation listed twice is freed once, under either
// condition, and the retained %b aliases nothing listed (false).
// CHECK-LABEL: func.func @view(
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[B:.*]] = memref.alloc
// CHECK: %[[V:.*]] = memref.subview %[[A]]
// CHECK: %[[R:.*]] = bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}}) retain (%[[V]] : memref<2xf32, strided<[1], offset: 1>>)
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<4xf32>) if
// CHECK: return %[[V]], %[[R]]
// CHECK-LABEL: func.func @not_alloc(
// CHECK-SAME: %[[C:.*]]: i1, %[[M:.*]]: memref<4xf32>
// CHECK: %[[A:.*]] = memref.alloc
// CHECK-NEXT: bufferization.dealloc (%[[M]] : memref<4xf32>) if (%[[C]]){{$}}
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[A]], %[[C]]
// CHECK-LABEL: func.func @twice(
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[B:.*]] = memref.alloc
// CHECK: %[[OR:.*]] = arith.ori %[[C:.*]], %[[C]] : i1
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[OR]]){{$}}
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: return %[[B]], %[[F]]
func.func @view(%c: i1) -> (memref<2xf32, strided<[1], offset: 1>>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %r = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%v : memref<2xf32, strided<[1], offset: 1>>)
  return %v, %r : memref<2xf32, strided<[1], offset: 1>>, i1
}
func.func @not_alloc(%c: i1, %m: memref<4xf32>) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %r = bufferization.dealloc (%a, %m : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a : memref<4xf32>)
  return %a, %r : memref<4xf32>, i1
}
func.func @twice(%c: i1) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r = bufferization.dealloc (%a, %a : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%b : memref<4xf32>)
  return %b, %r : memref<4xf32>, i1
}

// -----

// Not split (left to buffer-deallocation-simplification whole): a buffer
// returned by a call may be anything the callee can reach. An iter_arg is
// followed (its init or what the body yields), but here it may be the
// buffer the same alloc made in the previous iteration, so the two stay
// together, unmerged.
// CHECK-LABEL: func.func @call_result(
// CHECK: %[[R:.*]] = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}) retain (%{{.*}} : memref<4xf32>)
// CHECK: return %{{.*}}, %[[R]]
// CHECK-LABEL: func.func @iter_arg(
// CHECK: scf.for
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}) retain
func.func private @make() -> memref<4xf32>
func.func @call_result(%c: i1) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %m = func.call @make() : () -> memref<4xf32>
  %r = bufferization.dealloc (%a, %m : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a : memref<4xf32>)
  return %a, %r : memref<4xf32>, i1
}
func.func @iter_arg(%c: i1, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = memref.alloc() : memref<4xf32>
  %l = scf.for %k = %c0 to %n step %c1 iter_args(%m = %i) -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    %r = bufferization.dealloc (%m, %a : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  }
  return %l : memref<4xf32>
}

// -----

// The form GEMM tiles leave (stitch-cpu-gemm after one-shot bufferization):
// a loop that carries its init buffer %i through (yielding its iter_arg)
// and returns it with an ownership flag, and an scf.if that keeps it or
// clones it. The loop result is exactly %i, so the two memrefs become one
// under "true or the loop's flag" (true); the scf.if result may be %i or
// the clone, so the group keeps it for upstream. Other allocations of the
// graph (%a) are freed alone. Groups of different loops stay apart: the
// second loop's buffers get a dealloc of their own.
// CHECK-LABEL: func.func @carried(
// CHECK-SAME: %[[C:.*]]: i1
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[I:.*]] = memref.alloc
// CHECK: %[[J:.*]] = memref.alloc
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[L:.*]]:2 = scf.for
// CHECK: %[[M:.*]]:2 = scf.for
// CHECK: %[[SEL:.*]] = scf.if %[[L]]#1
// CHECK: %[[SEL2:.*]] = scf.if %[[M]]#1
// CHECK: %[[R1:.*]] = bufferization.dealloc (%[[I]], %[[SEL]] : memref<4xf32>, memref<4xf32>) if (%[[TRUE]], %[[TRUE]]) retain (%[[SEL]] : memref<4xf32>)
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[C]], %[[M]]#1
// CHECK-NEXT: %[[R2:.*]] = bufferization.dealloc (%[[J]], %[[SEL2]] : memref<4xf32>, memref<4xf32>) if (%[[OR]], %[[TRUE]]) retain (%[[SEL2]] : memref<4xf32>)
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[C]])
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[SEL]], %[[SEL2]], %[[R1]], %[[R2]]
func.func @carried(%c: i1, %n: index) -> (memref<4xf32>, memref<4xf32>, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %i = memref.alloc() : memref<4xf32>
  %j = memref.alloc() : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %l:2 = scf.for %k = %c0 to %n step %c1 iter_args(%m = %i, %o = %false) -> (memref<4xf32>, i1) {
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.store %v, %m[%c0] : memref<4xf32>
    scf.yield %m, %o : memref<4xf32>, i1
  }
  %m2:2 = scf.for %k = %c0 to %n step %c1 iter_args(%m = %j, %o = %false) -> (memref<4xf32>, i1) {
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.store %v, %m[%c0] : memref<4xf32>
    scf.yield %m, %o : memref<4xf32>, i1
  }
  %sel = scf.if %l#1 -> memref<4xf32> {
    scf.yield %l#0 : memref<4xf32>
  } else {
    %copy = bufferization.clone %l#0 : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  }
  %sel2 = scf.if %m2#1 -> memref<4xf32> {
    scf.yield %m2#0 : memref<4xf32>
  } else {
    %copy = bufferization.clone %m2#0 : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  }
  %r:2 = bufferization.dealloc (%i, %l#0, %j, %m2#0, %a, %sel, %sel2 : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%true, %l#1, %c, %m2#1, %c, %true, %true) retain (%sel, %sel2 : memref<4xf32>, memref<4xf32>)
  return %sel, %sel2, %r#0, %r#1 : memref<4xf32>, memref<4xf32>, i1, i1
}

// -----

// Not merged: a result of scf.while is over-approximated by what the loop
// uses from outside (%i here), which does not make it that buffer (it may
// be one allocated inside): %w and %i stay in one group, unmerged.
// CHECK-LABEL: func.func @while_result(
// CHECK: %[[I:.*]] = memref.alloc
// CHECK: %[[W:.*]] = scf.while
// CHECK: bufferization.dealloc (%[[I]], %[[W]] : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}){{$}}
// CHECK-NOT: bufferization.dealloc
func.func @while_result(%c: i1) {
  %i = memref.alloc() : memref<4xf32>
  %w = scf.while (%m = %i) : (memref<4xf32>) -> memref<4xf32> {
    scf.condition(%c) %m : memref<4xf32>
  } do {
  ^bb0(%m: memref<4xf32>):
    %fresh = memref.alloc() : memref<4xf32>
    scf.yield %fresh : memref<4xf32>
  }
  bufferization.dealloc (%i, %w : memref<4xf32>, memref<4xf32>) if (%c, %c)
  return
}
