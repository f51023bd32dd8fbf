// stitch-cpuify: a value carried by an scf.for around a barrier lives in one
// per-thread buffer (loaded at the top of the body, stored back at its end).
// The splits at the barriers of the body read that buffer in place instead
// of copying the loaded value into a second buffer: every access to it is
// the running thread's own slot and no store to it precedes the split, so
// a thread's load repeated after the split reads what it read before.
// Negative cases (hand-marked buffers, stitch.thread_buffer, to break one
// condition each): a store before the split, a load of another thread's
// slot; both keep the loaded value in a second buffer.
// (jam-uniform=1 where the IR is checked: the loops as interchanged,
// before unroll-and-jam; cpuify-jam.mlir tests that.)
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true jam-uniform=1" | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify | FileCheck %s --check-prefix=PAR

// Two barriers in the body: one buffer for %a (was three: the carried
// value, its copy at the first barrier, read by the second split), the
// last thread loop updates it in place.
// CHECK-LABEL: func.func @carried
// CHECK: %[[A:.*]] = memref.alloca() : memref<16xf32>
// CHECK-NEXT: %[[SH:.*]] = memref.alloca() : memref<16xf32>
// CHECK-NOT: memref.alloca
// CHECK: scf.for %{{.*}} = %c0 to %c3
// CHECK: memref.store %{{.*}}, %[[SH]]
// CHECK-NOT: memref.store
// CHECK: arith.addf
// CHECK-NEXT: memref.store %{{.*}}, %[[A]]
// CHECK-NEXT: }
// CHECK-NEXT: }
// PAR-LABEL: func.func @carried
// PAR-COUNT-2: memref.alloca()
// PAR-NOT: memref.alloca
func.func @carried(%m: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v0 = memref.load %m[%g] : memref<64xf32>
      %s = scf.for %k = %c0 to %c3 step %c1 iter_args(%a = %v0) -> (f32) {
        memref.store %a, %sh[%t] : memref<16xf32>
        stitch.barrier %t
        %t1 = arith.addi %t, %c1 : index
        %r = arith.remui %t1, %c16 : index
        %n = memref.load %sh[%r] : memref<16xf32>
        stitch.barrier %t
        %a2 = arith.addf %a, %n : f32
        scf.yield %a2 : f32
      }
      memref.store %s, %out[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The kmeans shape after interchange-loops (the barrier it inserts): the
// accumulator's buffer is read and written by the same x loop; no loop
// copies it between iterations.
// CHECK-LABEL: func.func @sum
// CHECK: %[[ACC:.*]] = memref.alloca() : memref<16xf32>
// CHECK-NOT: memref.alloca
// CHECK: scf.for %[[F:.*]] = %c0 to %arg2
// CHECK-NOT: memref.store
// CHECK: scf.for %[[T:.*]] = %c0 to %c16
// CHECK: %[[OLD:.*]] = memref.load %[[ACC]][%[[T]]]
// CHECK: %[[V:.*]] = memref.load %arg0[%[[F]],
// CHECK: %[[NEW:.*]] = arith.addf %[[OLD]], %[[V]]
// CHECK: memref.store %[[NEW]], %[[ACC]][%[[T]]]
// CHECK-NEXT: } {loop_annotation
// CHECK-NEXT: {{^ *}}}{{$}}
func.func @sum(%a: memref<8x64xf32>, %out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%f, %p] : memref<8x64xf32>
        %s1 = arith.addf %acc, %v : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A hand-marked per-thread buffer read at the thread's own slot and stored
// only after the barrier: the load is repeated after the split, no second
// buffer.
// PAR-LABEL: func.func @own_slot
// PAR-COUNT-1: memref.alloca()
// PAR-NOT: memref.alloca
// PAR: scf.parallel
// PAR: scf.parallel (%[[T:.*]]) =
// PAR-NEXT: %[[A:.*]] = memref.load %[[BUF:.*]][%[[T]]]
// PAR-NEXT: memref.store %{{.*}}, %[[BUF]][%[[T]]]
// PAR-NEXT: memref.store %[[A]], %arg0[%[[T]]]
func.func @own_slot(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloca() {stitch.thread_buffer} : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %buf[%t] : memref<16xf32>
    stitch.barrier %t
    memref.store %one, %buf[%t] : memref<16xf32>
    memref.store %a, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: the thread stores to its slot between its load and the
// barrier. Repeating the load after the split would read the new value:
// the loaded one is kept in a second buffer.
// PAR-LABEL: func.func @store_before_split
// PAR: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// PAR: %[[BUF:.*]] = memref.alloca() : memref<16xf32>
// PAR: scf.parallel (%[[T:.*]]) =
// PAR-NEXT: %[[A:.*]] = memref.load %[[BUF]][%[[T]]]
// PAR: memref.store %[[A]], %[[KEEP]][%[[T]]]
// PAR: scf.parallel (%[[T2:.*]]) =
// PAR-NEXT: %[[A2:.*]] = memref.load %[[KEEP]][%[[T2]]]
// PAR-NEXT: memref.store %[[A2]], %arg0[%[[T2]]]
func.func @store_before_split(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloca() {stitch.thread_buffer} : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %buf[%t] : memref<16xf32>
    %a1 = arith.addf %a, %one : f32
    memref.store %a1, %buf[%t] : memref<16xf32>
    stitch.barrier %t
    memref.store %a, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: each thread reads its neighbour's slot, which the neighbour
// overwrites after the barrier: the value read before it is kept.
// PAR-LABEL: func.func @other_slot
// PAR: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// PAR: %[[BUF:.*]] = memref.alloca() : memref<16xf32>
// PAR: scf.parallel
// PAR: %[[A:.*]] = memref.load %[[BUF]]
// PAR-NEXT: memref.store %[[A]], %[[KEEP]]
// PAR: scf.parallel (%[[T:.*]]) =
// PAR-NEXT: %[[A2:.*]] = memref.load %[[KEEP]][%[[T]]]
// PAR-NEXT: memref.store %{{.*}}, %[[BUF]][%[[T]]]
// PAR-NEXT: memref.store %[[A2]], %arg0[%[[T]]]
func.func @other_slot(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloca() {stitch.thread_buffer} : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %t1 = arith.addi %t, %c1 : index
    %r = arith.remui %t1, %c16 : index
    %a = memref.load %buf[%r] : memref<16xf32>
    stitch.barrier %t
    memref.store %one, %buf[%t] : memref<16xf32>
    memref.store %a, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}
