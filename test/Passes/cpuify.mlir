// RUN: stitch-opt %s --split-input-file --stitch-cpuify | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=method=cache-all | FileCheck %s --check-prefix=ALL
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s --check-prefix=SER
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true --canonicalize | FileCheck %s --check-prefix=GUARD

// With inner-serialize, the thread loops that had barriers become scf.for
// nests inside the (still parallel) grid loop; loops that never had a
// barrier stay parallel.
// SER-LABEL: func.func @split
// SER: scf.parallel
// SER-NOT: scf.parallel
// SER: scf.for
// SER: scf.for
// SER: return
// SER-LABEL: func.func @untouched
// SER: scf.parallel

// A barrier directly in the thread loop splits it in two. The loaded value
// comes from memory another thread may write (%out may alias %in), so it is
// a source: min-cut keeps the 4-byte product and recomputes the index math
// (whose block-uniform part is hoisted out of the thread loop); cache-all
// keeps every crossing value, the index too.
// CHECK-LABEL: func.func @split
// CHECK: scf.parallel (%[[B:.*]]) =
// CHECK-NEXT: %[[W:.*]] = memref.alloca() : memref<16xf32>
// CHECK-NEXT: %[[SH:.*]] = memref.alloca() : memref<16xf32>
// CHECK-NEXT: %[[BASE:.*]] = arith.muli %[[B]]
// CHECK-NEXT: scf.parallel (%[[T:.*]]) =
// CHECK: %[[V:.*]] = memref.load %arg0
// CHECK: %[[P:.*]] = arith.mulf %[[V]], %[[V]]
// CHECK: memref.store %[[V]], %[[SH]][%[[T]]]
// CHECK: memref.store %[[P]], %[[W]][%[[T]]]
// CHECK-NOT: stitch.barrier
// CHECK: scf.parallel (%[[T2:.*]]) =
// CHECK-NEXT: %[[P2:.*]] = memref.load %[[W]][%[[T2]]]
// CHECK-NEXT: arith.addi %[[BASE]], %[[T2]]
// CHECK: memref.load %[[SH]]
// CHECK-NOT: stitch.barrier
// CHECK: return
// ALL-LABEL: func.func @split
// ALL-DAG: memref.alloca() : memref<16xindex>
// ALL-DAG: memref.alloca() : memref<16xf32>
// ALL: memref.store %{{.*}} : memref<16xindex>
func.func @split(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<64xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %v, %sh[%t] : memref<16xf32>
      stitch.barrier %t
      %t1 = arith.addi %t, %c1 : index
      %n = arith.remui %t1, %c16 : index
      %x = memref.load %sh[%n] : memref<16xf32>
      %r = arith.addf %x, %w : f32
      memref.store %r, %out[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a value loaded from shared memory that another thread writes
// after the barrier must be kept, not reloaded.
// CHECK-LABEL: func.func @written_after
// CHECK: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// CHECK: %[[SH:.*]] = memref.alloca() : memref<16xf32>
// CHECK: scf.parallel
// CHECK-NEXT: %[[V:.*]] = memref.load %[[SH]]
// CHECK-NEXT: memref.store %[[V]], %[[KEEP]]
// CHECK: scf.parallel
// CHECK-NEXT: %[[V2:.*]] = memref.load %[[KEEP]]
// CHECK-NOT: memref.load %[[SH]]
// CHECK: memref.store %[[V2]], %[[SH]]
func.func @written_after(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %sh[%t] : memref<16xf32>
    stitch.barrier %t
    %t1 = arith.addi %t, %c1 : index
    %n = arith.remui %t1, %c16 : index
    memref.store %v, %sh[%n] : memref<16xf32>
    memref.store %v, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// A load from memory no thread of the loop writes (a function argument,
// while only a local allocation is written) is repeated after the split:
// zero bytes kept.
// CHECK-LABEL: func.func @readonly_input
// CHECK: scf.parallel
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK-NEXT: memref.load %arg0[%[[T]]]
// CHECK-NOT: memref.alloca() : memref<16xf32>
// CHECK: return
func.func @readonly_input(%in: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %in[%t] : memref<16xf32>
    memref.store %v, %sh[%t] : memref<16xf32>
    stitch.barrier %t
    %w = memref.load %sh[%c0] : memref<16xf32>
    %r = arith.addf %v, %w : f32
    memref.store %r, %sh[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// A barrier in a uniform scf.for: the loop moves out, the thread loop in;
// the loop's bound computation is hoisted out of the thread loop.
// CHECK-LABEL: func.func @in_for
// CHECK: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// CHECK: %[[SH:.*]] = memref.alloca() : memref<16xf32>
// CHECK: %[[N:.*]] = arith.addi %arg1, %{{.*}} : index
// CHECK-NEXT: scf.parallel
// CHECK: memref.store
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[N]]
// CHECK-NEXT: scf.parallel (%[[T0:.*]]) =
// CHECK-NEXT: scf.reduce
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK-NEXT: %[[X:.*]] = memref.load %[[SH]][%[[T]]]
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT: memref.store %[[Y]], %[[KEEP]][%[[T]]]
// CHECK: scf.parallel (%[[T2:.*]]) =
// CHECK-NEXT: %[[Y2:.*]] = memref.load %[[KEEP]][%[[T2]]]
// CHECK-NEXT: memref.store %[[Y2]], %[[SH]][%[[T2]]]
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @in_for(%m: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %m[%t] : memref<16xf32>
    memref.store %v, %sh[%t] : memref<16xf32>
    %n1 = arith.addi %n, %c1 : index
    scf.for %i = %c0 to %n1 step %c1 {
      stitch.barrier %t
      %x = memref.load %sh[%t] : memref<16xf32>
      %y = arith.addf %x, %x : f32
      stitch.barrier %t
      memref.store %y, %sh[%t] : memref<16xf32>
    }
    %z = memref.load %sh[%t] : memref<16xf32>
    memref.store %z, %m[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// A barrier in a uniform scf.if: the if moves out, one thread loop per
// branch.
// CHECK-LABEL: func.func @in_if
// CHECK: scf.if %arg1 {
// CHECK-NEXT: scf.parallel
// CHECK: scf.parallel
// CHECK: } else {
// CHECK-NEXT: scf.parallel
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @in_if(%m: memref<16xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    scf.if %c {
      %v = memref.load %m[%t] : memref<16xf32>
      memref.store %v, %sh[%t] : memref<16xf32>
      stitch.barrier %t
      %w = memref.load %sh[%c0] : memref<16xf32>
      memref.store %w, %m[%t] : memref<16xf32>
    } else {
      %f = arith.constant 0.0 : f32
      memref.store %f, %m[%t] : memref<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Single-thread barriers (constant operands) just go; loops without
// barriers are left alone.
// CHECK-LABEL: func.func @untouched
// CHECK-NOT: stitch.barrier
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @untouched(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  stitch.barrier %c0
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %m[%t] : memref<16xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Values carried by an scf.for around a barrier live in per-thread memory:
// stored before the loop, reloaded and stored back each iteration, reloaded
// after it. The loop itself loses its iter_args and moves outside.
// CHECK-LABEL: func.func @carried
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK-NEXT: memref.store %cst, %[[ACC:.*]][%[[T]]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: memref.load %[[ACC]]
// CHECK: memref.store %{{.*}}, %[[ACC]]
// CHECK: }
// CHECK: scf.parallel (%[[T3:.*]]) =
// CHECK-NEXT: %[[FINAL:.*]] = memref.load %[[ACC]][%[[T3]]]
// CHECK-NEXT: memref.store %[[FINAL]], %arg0[%[[T3]]]
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @carried(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  %sh = memref.alloca() : memref<8xf32>
  scf.parallel (%t) = (%c0) to (%c8) step (%c1) {
    %acc = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %f0) -> f32 {
      stitch.barrier %t
      %v = memref.load %sh[%t] : memref<8xf32>
      %a2 = arith.addf %a, %v : f32
      scf.yield %a2 : f32
    }
    memref.store %acc, %out[%t] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// A barrier in scf.while: the while moves out with argument-less regions;
// each region runs a thread loop; the condition is read from thread 0's slot
// of a per-thread condition buffer (of bytes: byte-flags).
// CHECK-LABEL: func.func @in_while
// CHECK: %[[COND:.*]] = memref.alloca() : memref<16xi8>
// CHECK: scf.while : () -> () {
// CHECK: scf.parallel
// CHECK: memref.store %{{.*}}, %[[COND]]
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[GOB:.*]] = memref.load %[[COND]][%[[C0]]]
// CHECK-NEXT: %[[GO:.*]] = arith.trunci %[[GOB]] : i8 to i1
// CHECK-NEXT: scf.condition(%[[GO]])
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.parallel
// CHECK: scf.yield
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @in_while(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %r = scf.while (%i = %c0) : (index) -> index {
      %go = arith.cmpi ult, %i, %c4 : index
      scf.condition(%go) %i : index
    } do {
    ^bb0(%j: index):
      %v = memref.load %m[%t] : memref<16xf32>
      stitch.barrier %t
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%t] : memref<16xf32>
      %n = arith.addi %j, %c1 : index
      scf.yield %n : index
    }
    scf.reduce
  }
  return
}

// -----

// A barrier in a uniform scf.if with a result: the result goes to a
// per-thread buffer (stored at the end of each branch, reloaded after the
// if), then the if is interchanged with the thread loop like one without
// results. The else branch yields a constant: its thread loop only stores.
// CHECK-LABEL: func.func @if_results
// CHECK: scf.parallel
// CHECK-NEXT: %[[RES:.*]] = memref.alloca() : memref<16xf32>
// CHECK-NEXT: %[[SH:.*]] = memref.alloca() : memref<16xf32>
// CHECK: scf.if %{{.*}} {
// CHECK: scf.parallel
// CHECK: memref.store %{{.*}}, %[[SH]]
// CHECK: scf.parallel
// CHECK: %[[X:.*]] = memref.load %[[SH]]
// CHECK-NEXT: memref.store %[[X]], %[[RES]]
// CHECK: } else {
// CHECK: scf.parallel
// CHECK: memref.store %{{.*}}, %[[RES]]
// CHECK: }
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK-NEXT: %[[V:.*]] = memref.load %[[RES]][%[[T]]]
// CHECK-NEXT: memref.store %[[V]], %arg0[%[[T]]]
// CHECK-NOT: stitch.barrier
func.func @if_results(%m: memref<64xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %v = scf.if %c -> f32 {
        %a = memref.load %m[%t] : memref<64xf32>
        memref.store %a, %sh[%t] : memref<16xf32>
        stitch.barrier %t
        %n = arith.subi %c16, %c1 : index
        %r = arith.subi %n, %t : index
        %x = memref.load %sh[%r] : memref<16xf32>
        scf.yield %x : f32
      } else {
        %z = arith.constant 0.0 : f32
        scf.yield %z : f32
      }
      memref.store %v, %m[%t] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A per-thread local array (alloca at the top of the thread body) used on
// both sides of a barrier becomes one slice of a [threads x 4] array
// outside the thread loop; its accesses are re-indexed by the thread. With
// inner-serialize, a thread loop that is not inside a grid loop stays
// parallel: it is the only parallelism there is.
// CHECK-LABEL: func.func @private_array
// CHECK: %[[A:.*]] = memref.alloca() : memref<16x4xf32>
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK: memref.store %{{.*}}, %[[A]][%[[T]], %c1] : memref<16x4xf32>
// CHECK: scf.parallel (%[[T2:.*]]) =
// CHECK: memref.load %[[A]][%[[T2]], %c1] : memref<16x4xf32>
// CHECK-NOT: memref<4xf32>
// SER-LABEL: func.func @private_array
// SER-NOT: scf.for
// SER: scf.parallel
// SER: scf.parallel
// SER-NOT: scf.for
// SER: return
func.func @private_array(%m: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %p = memref.alloca() : memref<4xf32>
    %v = memref.load %m[%t] : memref<64xf32>
    memref.store %v, %p[%c1] : memref<4xf32>
    stitch.barrier %t
    %w = memref.load %p[%c1] : memref<4xf32>
    %s = arith.addi %t, %c16 : index
    memref.store %w, %m[%s] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// inner-serialize on a 2-D block: the first thread dimension (CUDA's x, the
// fastest-varying index of sh[ty][tx]) becomes the innermost scf.for, so
// serialized accesses are unit-stride.
// SER-LABEL: func.func @serialize_order_2d
// SER: scf.parallel
// SER: scf.for %[[TY:.*]] = %c0 to %c4 step %c1 {
// SER-NEXT: scf.for %[[TX:.*]] = %c0 to %c16 step %c1 {
// SER: memref.store %{{.*}}, %{{.*}}[%[[TY]], %[[TX]]] : memref<4x16xf32>
func.func @serialize_order_2d(%m: memref<4x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<4x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
      %v = memref.load %m[%ty, %tx] : memref<4x16xf32>
      memref.store %v, %sh[%ty, %tx] : memref<4x16xf32>
      stitch.barrier %tx, %ty
      %r = arith.subi %c16, %c1 : index
      %rx = arith.subi %r, %tx : index
      %w = memref.load %sh[%ty, %rx] : memref<4x16xf32>
      memref.store %w, %m[%ty, %tx] : memref<4x16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Per-thread buffers of a 2-D block (16 x 4 threads) are laid out with the
// first thread dimension fastest: memref<4x16xf32> indexed [ty, tx], so the
// serialized innermost tx loop touches consecutive elements.
// CHECK-LABEL: func.func @buffer_layout_2d
// CHECK: %[[BUF:.*]] = memref.alloca() : memref<4x16xf32>
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK: memref.store %{{.*}}, %[[BUF]][%[[TY]], %[[TX]]] : memref<4x16xf32>
// CHECK: scf.parallel (%[[TX2:.*]], %[[TY2:.*]]) =
// CHECK: memref.load %[[BUF]][%[[TY2]], %[[TX2]]] : memref<4x16xf32>
func.func @buffer_layout_2d(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<64xf32>
  scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
    %r = arith.muli %ty, %c16 : index
    %i = arith.addi %r, %tx : index
    %v = memref.load %in[%i] : memref<64xf32>
    %w = arith.mulf %v, %v : f32
    memref.store %v, %sh[%i] : memref<64xf32>
    stitch.barrier %tx, %ty
    %j = arith.subi %c16, %c1 : index
    %x = memref.load %sh[%j] : memref<64xf32>
    %s = arith.addf %x, %w : f32
    memref.store %s, %out[%i] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// inner-serialize moves thread-index guards into the bounds of the
// serialized loop: `tx < s` (unsigned; lb 0) -> [0, min(64, s')) with s'
// the clamped s,
// `tx >= 1 && tx < 63` -> [1, 63), `tx == 0` -> one iteration (folded by
// canonicalize). A guard with an else branch on one point (peel-points'
// case) and a `!=` guard stay guards: they do not describe one range of
// iterations. A guard next to a store that every thread runs splits the
// loop (split-guards): the iterations it admits run without it, the rest
// keep it (the first part, [0, 0), folds away).
// GUARD-LABEL: func.func @guards
// s is clamped first (an unsigned s at or above 2^63 becomes 2^62), then
// every bound is signed.
// GUARD: %[[NEG:.*]] = arith.cmpi slt, %arg1, %c0 : index
// GUARD: %[[S:.*]] = arith.select %[[NEG]], %c4611686018427387904, %arg1 : index
// GUARD: %[[N:.*]] = arith.minsi %{{.*}}, %c64 : index
// GUARD: scf.for %[[T:.*]] = %c0 to %[[N]] step %c1 {
// GUARD-NOT: scf.if
// GUARD: scf.for %{{.*}} = %c1 to %c63 step %c1 {
// GUARD-NOT: scf.if
// GUARD: memref.load %{{.*}}[%c0]
// GUARD-NEXT: memref.store %{{.*}}, %arg0[%{{.*}}]
// GUARD: scf.for
// GUARD-NEXT: arith.cmpi eq
// GUARD-NEXT: scf.if
// GUARD: } else {
// GUARD: scf.for
// GUARD-NEXT: arith.cmpi ne
// GUARD-NEXT: scf.if
// GUARD: scf.for %{{.*}} = %c0 to %[[MID:.*]] step %c1 {
// GUARD-NEXT: memref.store
// GUARD-NEXT: memref.store
// GUARD-NEXT: } {loop_annotation
// GUARD-NEXT: scf.for %{{.*}} = %[[MID]] to %c64 step %c1 {
// GUARD-NEXT: memref.store
// GUARD-NEXT: arith.cmpi ult
// GUARD-NEXT: scf.if
func.func @guards(%m: memref<64xf32>, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %f = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<64xf32>
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %v = memref.load %m[%t] : memref<64xf32>
      memref.store %v, %sh[%t] : memref<64xf32>
      stitch.barrier %t
      %act = arith.cmpi ult, %t, %s : index
      scf.if %act {
        %o = arith.addi %t, %s : index
        %x = memref.load %sh[%o] : memref<64xf32>
        memref.store %x, %sh[%t] : memref<64xf32>
      }
      stitch.barrier %t
      %lo = arith.cmpi sge, %t, %c1 : index
      %hi = arith.cmpi slt, %t, %c63 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %y = memref.load %sh[%t] : memref<64xf32>
        memref.store %y, %m[%t] : memref<64xf32>
      }
      stitch.barrier %t
      %z = arith.cmpi eq, %t, %c0 : index
      scf.if %z {
        %y = memref.load %sh[%c0] : memref<64xf32>
        memref.store %y, %m[%b] : memref<64xf32>
      }
      stitch.barrier %t
      %e = arith.cmpi eq, %t, %c1 : index
      scf.if %e {
        memref.store %f, %sh[%t] : memref<64xf32>
      } else {
        memref.store %f, %m[%t] : memref<64xf32>
      }
      stitch.barrier %t
      %ne = arith.cmpi ne, %t, %c1 : index
      scf.if %ne {
        memref.store %f, %sh[%t] : memref<64xf32>
      }
      stitch.barrier %t
      memref.store %f, %m[%t] : memref<64xf32>
      %u = arith.cmpi ult, %t, %s : index
      scf.if %u {
        memref.store %f, %sh[%t] : memref<64xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A 2-D guard `tx >= 1 && tx < 15 && ty < n`: the conjunct on ty does not
// depend on the innermost (tx) loop; it is hoisted, and a false value
// empties the tx range.
// GUARD-LABEL: func.func @guard_2d
// GUARD: memref.store %{{.*}}, %alloca
// GUARD: scf.for %[[TY:.*]] = %c0 to %c4 step %c1 {
// GUARD-NEXT: %[[C:.*]] = arith.cmpi ult, %[[TY]], %arg1 : index
// GUARD-NEXT: %[[HI:.*]] = arith.select %[[C]], %c15, %c1 : index
// GUARD-NEXT: scf.for %{{.*}} = %c1 to %[[HI]] step %c1 {
// GUARD-NOT: scf.if
// GUARD: return
func.func @guard_2d(%m: memref<4x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<4x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
      %v = memref.load %m[%ty, %tx] : memref<4x16xf32>
      memref.store %v, %sh[%ty, %tx] : memref<4x16xf32>
      stitch.barrier %tx, %ty
      %a = arith.cmpi sge, %tx, %c1 : index
      %b2 = arith.cmpi slt, %tx, %c15 : index
      %c = arith.cmpi ult, %ty, %n : index
      %ab = arith.andi %a, %b2 : i1
      %abc = arith.andi %ab, %c : i1
      scf.if %abc {
        %l = arith.subi %tx, %c1 : index
        %w = memref.load %sh[%ty, %l] : memref<4x16xf32>
        memref.store %w, %m[%ty, %tx] : memref<4x16xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// inner-serialize also runs the thread loops of lowered kernels (marked
// stitch.threads by stitch-kernel-to-parallel) one after another when they
// have no barrier: left parallel, stitch-omp-opt would collapse them with
// the grid loop into one linearized loop LLVM cannot vectorize. A nested
// scf.parallel without the mark is not a known thread loop and stays; so
// does a marked loop with no parallel loop around it (the only parallelism).
// SER-LABEL: func.func @kernel_threads
// SER: scf.parallel (%[[B:.*]]) =
// SER-NOT: scf.parallel
// SER: scf.for %[[T:.*]] = %c0 to %c256 step %c1 {
// SER: memref.store %{{.*}}, %arg1[%{{.*}}]
// SER: scf.parallel (%[[B2:.*]]) =
// SER: scf.parallel (%[[T2:.*]]) =
// SER: scf.parallel (%[[T3:.*]]) =
// SER: return
// CHECK-LABEL: func.func @kernel_threads
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: } {stitch.threads}
func.func @kernel_threads(%in: memref<1024xf32>, %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %b, %c256 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<1024xf32>
      memref.store %v, %out[%g] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %b, %c256 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<1024xf32>
      memref.store %v, %out[%g] : memref<1024xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
    %v = memref.load %in[%t] : memref<1024xf32>
    memref.store %v, %out[%t] : memref<1024xf32>
    scf.reduce
  } {stitch.threads}
  return
}
