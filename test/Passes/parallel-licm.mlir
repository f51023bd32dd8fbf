// On the module: calls to functions of the module are analysed.
// RUN: stitch-opt %s --split-input-file --stitch-parallel-licm | FileCheck %s
// Nested in func.func: other functions may not be read (the pass manager runs
// functions in parallel), so calls stay; everything else moves the same way.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-parallel-licm))' | FileCheck %s --check-prefix=FUNC

// Pure ops are speculatable: they move out of both loops without a guard,
// even though the grid bound is not a constant (the loop may not run).
// CHECK-LABEL: func.func @pure_ops
// CHECK: %[[SQ:.*]] = arith.muli %arg1, %arg1
// CHECK: %[[OFF:.*]] = arith.addi %[[SQ]], %arg1
// CHECK-NOT: scf.if
// CHECK: scf.parallel (%[[B:.*]]) =
// CHECK: %[[BASE:.*]] = arith.muli %[[B]], %[[OFF]]
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK-NEXT: arith.addi %[[BASE]], %[[T]]
func.func @pure_ops(%a: memref<?xi32>, %x: index, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  scf.parallel (%b) = (%c0) to (%nb) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %sq = arith.muli %x, %x : index
      %off = arith.addi %sq, %x : index
      %base = arith.muli %b, %off : index
      %i = arith.addi %base, %t : index
      memref.store %z, %a[%i] : memref<?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A load of memory nothing in the loop writes (%out is noalias), constant
// bounds: the loop runs, so no guard is needed.
// CHECK-LABEL: func.func @load_constant_bounds
// CHECK: %[[V:.*]] = memref.load %arg0[%arg2]
// CHECK-NEXT: %[[W:.*]] = arith.addf %[[V]], %[[V]]
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: memref.store %[[W]], %arg1
func.func @load_constant_bounds(%in: memref<?xf32>, %out: memref<64xf32> {llvm.noalias}, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %in[%k] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %out[%t] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// Dynamic bounds: the loop may run zero times, and a load (or a division by
// a value that may be zero) must not run then. They move under
// scf.if (lb < ub) with ub.poison in the else branch; a pure op using their
// result goes with them; a pure op that does not stays unguarded. Only the
// dimensions whose bounds are not constant are tested.
// CHECK-LABEL: func.func @guarded_load
// CHECK: %[[K2:.*]] = arith.muli %arg2, %arg2 : index
// CHECK: %[[NE0:.*]] = arith.cmpi slt, %c0, %arg3 : index
// CHECK: %[[NE1:.*]] = arith.cmpi slt, %arg4, %c8 : index
// CHECK: %[[NE:.*]] = arith.andi %[[NE0]], %[[NE1]] : i1
// CHECK: %[[R:.*]]:2 = scf.if %[[NE]] -> (f32, i32) {
// CHECK-NEXT:   %[[V:.*]] = memref.load %arg0[%[[K2]]]
// CHECK-NEXT:   %[[W:.*]] = arith.mulf %[[V]], %[[V]]
// CHECK-NEXT:   %[[Q:.*]] = arith.divsi %arg5, %arg6 : i32
// CHECK-NEXT:   scf.yield %[[W]], %[[Q]] : f32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   %[[P0:.*]] = ub.poison : f32
// CHECK-NEXT:   %[[P1:.*]] = ub.poison : i32
// CHECK-NEXT:   scf.yield %[[P0]], %[[P1]] : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%[[T:.*]], %[[U:.*]]) = (%c0, %arg4) to (%arg3, %c8) step (%c1, %c1) {
// CHECK-NEXT: memref.store %[[R]]#0, %arg1[%[[T]], %[[U]]]
// CHECK-NEXT: memref.store %[[R]]#1, %arg7[%[[T]], %[[U]]]
func.func @guarded_load(%in: memref<?xf32>, %out: memref<?x8xf32> {llvm.noalias},
                        %k: index, %n: index, %lo: index, %x: i32, %y: i32,
                        %out2: memref<?x8xi32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%t, %u) = (%c0, %lo) to (%n, %c8) step (%c1, %c1) {
    %k2 = arith.muli %k, %k : index
    %v = memref.load %in[%k2] : memref<?xf32>
    %w = arith.mulf %v, %v : f32
    %q = arith.divsi %x, %y : i32
    memref.store %w, %out[%t, %u] : memref<?x8xf32>
    memref.store %q, %out2[%t, %u] : memref<?x8xi32>
    scf.reduce
  }
  return
}

// -----

// A loop with constant trip count 0 runs nothing: pure ops may still move,
// the load stays (no guard is built for a loop that never runs).
// CHECK-LABEL: func.func @empty_loop
// CHECK: arith.muli %arg1, %arg1
// CHECK: scf.parallel
// CHECK-NEXT: memref.load
func.func @empty_loop(%in: memref<?xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%t) = (%c0) to (%c0) step (%c1) {
    %k2 = arith.muli %k, %k : index
    %v = memref.load %in[%k2] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// The Rodinia-style normalize pattern: every thread of every block divides
// its element by sum(in, n), O(N^2) work. The call only reads memory (its
// argument %in, noalias, never written by the kernel), so it moves out of
// the thread loop (constant bounds: no guard) and then out of the grid loop,
// whose bound is dynamic: one guarded call before the grid, O(N).
// CHECK-LABEL: func.func @normalize
// CHECK: %[[NB:.*]] = arith.divui
// CHECK-NEXT: %[[NE:.*]] = arith.cmpi slt, %c0, %[[NB]] : index
// CHECK-NEXT: %[[S:.*]] = scf.if %[[NE]] -> (i32) {
// CHECK-NEXT:   %[[C:.*]] = func.call @sum(%arg0, %arg2)
// CHECK-NEXT:   scf.yield %[[C]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT:   ub.poison : i32
// CHECK: scf.parallel
// CHECK-NOT: func.call
// CHECK: arith.divsi %{{.*}}, %[[S]] : i32
// The func.func-nested pass may not read @sum: the call stays per thread.
// FUNC-LABEL: func.func @normalize
// FUNC: scf.parallel
// FUNC: scf.parallel
// FUNC: func.call @sum
func.func @sum(%in: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %v = memref.load %in[%i] : memref<?xi32>
    %a = arith.addi %acc, %v : i32
    scf.yield %a : i32
  }
  return %s : i32
}

func.func @normalize(%in: memref<?xi32> {llvm.noalias}, %out: memref<?xi32> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %n63 = arith.addi %n, %c63 : index
  %nb = arith.divui %n63, %c64 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %i = arith.addi %base, %tx : index
      %inb = arith.cmpi ult, %i, %n : index
      %s = func.call @sum(%in, %n) : (memref<?xi32>, index) -> i32
      scf.if %inb {
        %v = memref.load %in[%i] : memref<?xi32>
        %q = arith.divsi %v, %s : i32
        memref.store %q, %out[%i] : memref<?xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The same with the sum inlined as an scf.for: the whole loop only reads
// %in and uses nothing defined in the loops, so it moves (with the division
// that uses it) in both pass placements.
// CHECK-LABEL: func.func @normalize_inlined
// CHECK: %[[S:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK-NEXT: %[[SUM:.*]] = scf.for
// CHECK: %[[INV:.*]] = arith.divf %cst{{.*}}, %[[SUM]]
// CHECK-NEXT: scf.yield %[[INV]]
// CHECK: scf.parallel
// CHECK-NOT: scf.for
// CHECK: arith.mulf %{{.*}}, %[[S]]
// FUNC-LABEL: func.func @normalize_inlined
// FUNC: scf.if
// FUNC: scf.for
// FUNC: scf.parallel
// FUNC-NOT: scf.for
// FUNC: return
func.func @normalize_inlined(%in: memref<?xf32> {llvm.noalias}, %out: memref<?xf32> {llvm.noalias}, %n: index, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %in[%j] : memref<?xf32>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
      %inv = arith.divf %one, %s : f32
      %base = arith.muli %bx, %c64 : index
      %i = arith.addi %base, %tx : index
      %x = memref.load %in[%i] : memref<?xf32>
      %y = arith.mulf %x, %inv : f32
      memref.store %y, %out[%i] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Lock-step at barriers: every thread reads %a[%base] before the barrier,
// and the writes that may alias it come after that barrier, so all threads
// read before any thread writes: the value is the one at the start of the
// thread loop, and the load moves out of it. It stays in the grid loop:
// other blocks' thread loops write %a with no barrier between blocks.
// CHECK-LABEL: func.func @barrier_separates
// CHECK: scf.parallel (%[[B:.*]]) =
// CHECK-NEXT: %[[BASE:.*]] = arith.muli %[[B]], %c64
// CHECK-NEXT: %[[F:.*]] = memref.load %arg0[%[[BASE]]]
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: arith.addi
// CHECK-NEXT: memref.load %arg0
// CHECK-NEXT: stitch.barrier
// CHECK-NEXT: arith.subi %{{.*}}, %[[F]]
func.func @barrier_separates(%a: memref<512xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%b) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %b, %c64 : index
      %first = memref.load %a[%base] : memref<512xi32>
      %i = arith.addi %base, %t : index
      %v = memref.load %a[%i] : memref<512xi32>
      stitch.barrier %t
      %d = arith.subi %v, %first : i32
      memref.store %d, %a[%i] : memref<512xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Read-only callees: @outer calls @scratch, which writes only its own
// alloca; vector.load and affine.load of unwritten memory move as well.
// CHECK-LABEL: func.func @read_only_calls
// CHECK: call @outer(%arg0)
// CHECK-NEXT: vector.load %arg0
// CHECK-NEXT: affine.load %arg0
// CHECK-NEXT: vector.extract
// CHECK-NEXT: arith.addf
// CHECK-NEXT: %[[S:.*]] = arith.addf
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: memref.store %[[S]]
// Nested in func.func, @outer is opaque: it may write anything, so the loads
// beside it stay too.
// FUNC-LABEL: func.func @read_only_calls
// FUNC: scf.parallel
// FUNC-NEXT: call @outer
// FUNC-NEXT: vector.load %arg0
func.func @scratch(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  %w = memref.load %m[%c0] : memref<4xf32>
  return %w : f32
}

func.func @outer(%a: memref<?xf32>) -> f32 {
  %v = func.call @scratch(%a) : (memref<?xf32>) -> f32
  return %v : f32
}

func.func @read_only_calls(%a: memref<?xf32> {llvm.noalias}, %o: memref<64xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = func.call @outer(%a) : (memref<?xf32>) -> f32
    %w = vector.load %a[%c1] : memref<?xf32>, vector<4xf32>
    %x = affine.load %a[5] : memref<?xf32>
    %e = vector.extract %w[0] : f32 from vector<4xf32>
    %s = arith.addf %v, %e : f32
    %s2 = arith.addf %s, %x : f32
    memref.store %s2, %o[%t] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// Distinct allocations alias neither each other nor arguments: writing %tmp
// and %arg0 does not stop reads of %buf.
// CHECK-LABEL: func.func @distinct_allocations
// CHECK: %[[BUF:.*]] = memref.alloc
// CHECK: %[[TMP:.*]] = memref.alloc
// CHECK: memref.load %[[BUF]]
// CHECK-NEXT: scf.parallel
func.func @distinct_allocations(%arg: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %buf = memref.alloc() : memref<64xf32>
  %tmp = memref.alloc() : memref<64xf32>
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %buf[%c0] : memref<64xf32>
    memref.store %v, %tmp[%t] : memref<64xf32>
    memref.store %v, %arg[%t] : memref<64xf32>
    scf.reduce
  }
  memref.dealloc %buf : memref<64xf32>
  memref.dealloc %tmp : memref<64xf32>
  return
}

// -----

// NEGATIVE: another thread's store before the load may write %a[%c0]
// (thread 0 does), so the value is not the one at loop entry.
// CHECK-LABEL: func.func @write_before
// CHECK: scf.parallel
// CHECK-NEXT: memref.store
// CHECK-NEXT: memref.load %arg0[%c0]
func.func @write_before(%a: memref<64xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    memref.store %x, %a[%t] : memref<64xf32>
    %v = memref.load %a[%c0] : memref<64xf32>
    %w = arith.addf %v, %x : f32
    memref.store %w, %a[%t] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: the store comes after the load in the body, but without a
// barrier between them: iterations of scf.parallel run in any order, so
// iteration 0's store to %a[0] may precede iteration 5's load. "No write
// before the read in the body" is not enough; only a barrier orders them.
// CHECK-LABEL: func.func @write_after_without_barrier
// CHECK: scf.parallel
// CHECK-NEXT: memref.load %arg0[%c0]
func.func @write_after_without_barrier(%a: memref<64xf32>, %o: memref<64xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %a[%c0] : memref<64xf32>
    memref.store %v, %o[%t] : memref<64xf32>
    memref.store %v, %a[%t] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: a barrier follows the load, but the aliasing store sits between
// them: thread 0 may store before thread 1 loads.
// CHECK-LABEL: func.func @write_before_barrier
// CHECK: scf.parallel
// CHECK-NEXT: memref.load %arg0[%c0]
func.func @write_before_barrier(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %a[%c0] : memref<64xf32>
    memref.store %v, %a[%t] : memref<64xf32>
    stitch.barrier %t
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: the load's index depends on the induction variable; the load in
// scf.if runs only in some iterations (only top-level ops move).
// CHECK-LABEL: func.func @variant_and_conditional
// CHECK: scf.parallel
// CHECK-NEXT: memref.load %arg0[%{{.*}}]
// CHECK: scf.if
// CHECK-NEXT: memref.load %arg0[%c0]
func.func @variant_and_conditional(%a: memref<64xf32>, %o: memref<64xf32> {llvm.noalias}, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %a[%t] : memref<64xf32>
    memref.store %v, %o[%t] : memref<64xf32>
    scf.if %c {
      %w = memref.load %a[%c0] : memref<64xf32>
      memref.store %w, %o[%t] : memref<64xf32>
    }
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: function arguments may alias unless marked llvm.noalias: the
// store to %out may write %in.
// CHECK-LABEL: func.func @arguments_may_alias
// CHECK: scf.parallel
// CHECK-NEXT: memref.load %arg0[%c0]
func.func @arguments_may_alias(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %in[%c0] : memref<64xf32>
    memref.store %v, %out[%t] : memref<64xf32>
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: calls that cannot be hoisted: @writes writes memory, @external
// has no body to analyse (and may write anything, so the load beside it
// stays too), @recursive is part of a call cycle, @heap allocates.
// CHECK-LABEL: func.func @unhoistable_calls
// CHECK-COUNT-3: arith.constant
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: call @writes
// CHECK: scf.parallel
// CHECK-NEXT: call @external
// CHECK-NEXT: memref.load
// CHECK: scf.parallel
// CHECK-NEXT: call @recursive
// CHECK: scf.parallel
// CHECK-NEXT: call @heap
func.func private @external(memref<?xf32>) -> f32

func.func @writes(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0] : memref<?xf32>
  return %f : f32
}

func.func @recursive(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %a[%c0] : memref<?xf32>
  %more = arith.cmpi ugt, %n, %c0 : index
  %r = scf.if %more -> f32 {
    %m = arith.subi %n, %c1 : index
    %x = func.call @recursive(%a, %m) : (memref<?xf32>, index) -> f32
    scf.yield %x : f32
  } else {
    scf.yield %v : f32
  }
  return %r : f32
}

func.func @heap(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  memref.dealloc %m : memref<4xf32>
  return %v : f32
}

func.func @unhoistable_calls(%a: memref<?xf32>, %b: memref<?xf32> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = func.call @writes(%a) : (memref<?xf32>) -> f32
    scf.reduce
  }
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = func.call @external(%a) : (memref<?xf32>) -> f32
    %w = memref.load %b[%c0] : memref<?xf32>
    scf.reduce
  }
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = func.call @recursive(%a, %n) : (memref<?xf32>, index) -> f32
    scf.reduce
  }
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %v = func.call @heap(%a) : (memref<?xf32>) -> f32
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: an scf.for that stores, and an alloca (each thread needs its
// own buffer), stay in the loop.
// CHECK-LABEL: func.func @writing_region_and_alloca
// CHECK: scf.parallel
// CHECK-NEXT: memref.alloca
// CHECK-NEXT: scf.for
func.func @writing_region_and_alloca(%a: memref<?xf32> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    %m = memref.alloca() : memref<4xf32>
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %a[%j] : memref<?xf32>
      memref.store %v, %a[%c0] : memref<?xf32>
      %x = arith.addf %acc, %v : f32
      scf.yield %x : f32
    }
    memref.store %s, %m[%c0] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: a non-speculatable op may move only if it runs whenever the
// body starts. The assertion may abort first (for every iteration), so the
// division by %d, which might be by zero, stays behind it; the pure multiply
// moves anyway.
// CHECK-LABEL: func.func @after_may_not_return
// CHECK: %[[K2:.*]] = arith.muli %arg3, %arg3
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: cf.assert
// CHECK-NEXT: arith.divsi %arg1, %arg2
func.func @after_may_not_return(%o: memref<64xi32>, %x: i32, %d: i32, %k: index, %ok: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
    cf.assert %ok, "bad input"
    %q = arith.divsi %x, %d : i32
    %k2 = arith.muli %k, %k : index
    %i = arith.addi %k2, %t : index
    memref.store %q, %o[%i] : memref<64xi32>
    scf.reduce
  }
  return
}

// -----

// A remainder by a value that may be zero is a division as well, although
// mlir::isPure accepts arith.remui/remsi/floordivsi (the arith dialect
// calls them total; x86 traps): it moves under the loop's guard too, not
// before a loop that may run no iteration (stitchOperationIsSpeculatable).
// CHECK-LABEL: func.func @guarded_remainder
// CHECK: %[[NE:.*]] = arith.cmpi slt, %c0, %arg3 : index
// CHECK: scf.if %[[NE]] -> (i32) {
// CHECK-NEXT:   arith.remui %arg1, %arg2 : i32
// CHECK-NEXT:   arith.floordivsi %arg1, %arg2 : i32
// CHECK: } else {
// CHECK: scf.parallel
func.func @guarded_remainder(%o: memref<?xi32>, %x: i32, %d: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%t) = (%c0) to (%n) step (%c1) {
    %r = arith.remui %x, %d : i32
    %q = arith.floordivsi %x, %d : i32
    %s = arith.addi %r, %q : i32
    memref.store %s, %o[%t] : memref<?xi32>
    scf.reduce
  }
  return
}

// -----

// NEGATIVE: scf.for is left to upstream loop-invariant-code-motion.
// CHECK-LABEL: func.func @sequential_loop
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: memref.load
func.func @sequential_loop(%a: memref<?xf32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %t = %c0 to %c64 step %c1 {
    %k2 = arith.muli %k, %k : index
    %v = memref.load %a[%k2] : memref<?xf32>
  }
  return
}
