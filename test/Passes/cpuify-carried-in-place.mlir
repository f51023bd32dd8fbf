// stitch-cpuify: values carried around a barrier are updated in place.
//  - An scf.while whose condition forwards a before-region argument
//    unchanged (every C loop) keeps the forwarded value in the argument's
//    own per-thread buffer: no copy between the two regions.
//  - A store of a value computed before a split point into a per-thread
//    buffer after it (the yield of a demoted scf.for/scf.while) moves up
//    to right after the value's definition when every access to the
//    buffer is the running thread's own slot and none lies between: the
//    value no longer crosses the split (no second buffer, no copy loop),
//    and the guard of a tree reduction that carries its sum (CUDA's
//    reduction sample) becomes a write-back that tightens the loop.
// Negative cases (hand-marked buffers, stitch.thread_buffer): a load of
// the buffer between the value and the store, a load of another thread's
// slot; a condition that forwards a computed value keeps its own buffer.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true" | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify | FileCheck %s --check-prefix=PAR

// The tree reduction carrying its sum: one buffer for the sum (%[[SUM]]),
// the halving loop's x loop runs to the stride and updates it in place;
// no loop copies it.
// CHECK-LABEL: func.func @while_sum
// CHECK: memref.alloca() : memref<256xi8>
// CHECK-NEXT: memref.alloca() : memref<256xindex>
// CHECK-NEXT: %[[SUM:.*]] = memref.alloca() : memref<256xi32>
// CHECK-NEXT: memref.alloca() : memref<256xi32>
// CHECK-NEXT: %[[SH:.*]] = memref.alloca() : memref<256xi32>
// CHECK-NOT: memref.alloca
// CHECK: scf.while
// CHECK: } do {
// CHECK: %[[S:.*]] = memref.load
// CHECK: %[[HI:.*]] = arith.minsi %c256,
// CHECK-NEXT: scf.for %[[T:.*]] = %c0 to %[[HI]] step %c1 {
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[SUM]][%[[T]]]
// CHECK-NEXT: %[[O:.*]] = arith.addi %[[T]], %[[S]]
// CHECK-NEXT: %[[X:.*]] = memref.load %[[SH]][%[[O]]]
// CHECK-NEXT: %[[NEW:.*]] = arith.addi %[[OLD]], %[[X]]
// CHECK-NEXT: memref.store %[[NEW]], %[[SH]][%[[T]]]
// CHECK-NEXT: memref.store %[[NEW]], %[[SUM]][%[[T]]]
// CHECK-NEXT: }
// CHECK-NOT: memref.store %{{.*}}, %[[SUM]]
// CHECK: scf.yield
// CHECK: memref.load %[[SUM]]
func.func @while_sum(%in: memref<1024xi32>, %out: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<256xi32>
    scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %b, %c256 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<1024xi32>
      memref.store %v, %sh[%t] : memref<256xi32>
      stitch.barrier %t
      %r:2 = scf.while (%sum = %v, %s = %c128) : (i32, index) -> (i32, index) {
        %go = arith.cmpi ugt, %s, %c0 : index
        scf.condition(%go) %sum, %s : i32, index
      } do {
      ^bb0(%sum2: i32, %s2: index):
        %active = arith.cmpi ult, %t, %s2 : index
        %new = scf.if %active -> (i32) {
          %o = arith.addi %t, %s2 : index
          %x = memref.load %sh[%o] : memref<256xi32>
          %y = arith.addi %sum2, %x : i32
          memref.store %y, %sh[%t] : memref<256xi32>
          scf.yield %y : i32
        } else {
          scf.yield %sum2 : i32
        }
        stitch.barrier %t
        %s3 = arith.shrui %s2, %c1 : index
        scf.yield %new, %s3 : i32, index
      }
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %r#0, %out[%b] : memref<4xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the condition forwards `%sum + 1`, not its argument: the
// forwarded value has a buffer of its own, written by the before region
// and read by the after region (the counter, forwarded as it is, shares).
// CHECK-LABEL: func.func @while_computed
// CHECK: %[[FWD:.*]] = memref.alloca() : memref<16xi32>
// CHECK-NEXT: memref.alloca() : memref<16xi8>
// CHECK-NEXT: %[[CTR:.*]] = memref.alloca() : memref<16xindex>
// CHECK-NEXT: %[[CARRIED:.*]] = memref.alloca() : memref<16xi32>
// CHECK-NEXT: memref.alloca() : memref<16xi32>
// CHECK-NOT: memref.alloca
// CHECK: scf.while
// CHECK: %[[A:.*]] = memref.load %[[CARRIED]]
// CHECK-NEXT: %[[INC:.*]] = arith.addi %[[A]]
// CHECK-NEXT: memref.store %[[INC]], %[[FWD]]
// CHECK: } do {
// CHECK: memref.load %[[FWD]]
// CHECK: memref.store %{{.*}}, %[[CTR]]
// CHECK: memref.store %{{.*}}, %[[CARRIED]]
func.func @while_computed(%in: memref<64xi32>, %out: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xi32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<64xi32>
      %r:2 = scf.while (%sum = %v, %s = %c8) : (i32, index) -> (i32, index) {
        %go = arith.cmpi ugt, %s, %c0 : index
        %inc = arith.addi %sum, %one : i32
        scf.condition(%go) %inc, %s : i32, index
      } do {
      ^bb0(%sum2: i32, %s2: index):
        memref.store %sum2, %sh[%t] : memref<16xi32>
        stitch.barrier %t
        %t1 = arith.addi %t, %c1 : index
        %n = arith.remui %t1, %c16 : index
        %x = memref.load %sh[%n] : memref<16xi32>
        stitch.barrier %t
        %y = arith.addi %sum2, %x : i32
        %s3 = arith.shrui %s2, %c1 : index
        scf.yield %y, %s3 : i32, index
      }
      memref.store %r#0, %out[%g] : memref<64xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// An scf.for whose carried value is computed before the first barrier and
// yielded after the second: stored into the carried buffer right where it
// is computed; what crosses the barrier is the copy for the store into
// shared memory.
// PAR-LABEL: func.func @for_early
// PAR: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// PAR-NEXT: %[[ACC:.*]] = memref.alloca() : memref<16xf32>
// PAR-NEXT: %[[SH:.*]] = memref.alloca() : memref<16xf32>
// PAR-NOT: memref.alloca
// PAR: scf.for
// PAR-NEXT: scf.parallel (%[[T:.*]]) =
// PAR-NEXT: %[[A:.*]] = memref.load %[[ACC]][%[[T]]]
// PAR: %[[N:.*]] = memref.load %[[SH]]
// PAR-NEXT: %[[A2:.*]] = arith.addf %[[A]], %[[N]]
// PAR-NEXT: memref.store %[[A2]], %[[ACC]][%[[T]]]
// PAR-NEXT: memref.store %[[A2]], %[[KEEP]][%[[T]]]
// PAR-NEXT: scf.reduce
// PAR: scf.parallel (%[[T2:.*]]) =
// PAR-NEXT: %[[K:.*]] = memref.load %[[KEEP]][%[[T2]]]
// PAR-NEXT: memref.store %[[K]], %[[SH]][%[[T2]]]
// PAR-NEXT: scf.reduce
// PAR: scf.parallel
// PAR-NEXT: scf.reduce
func.func @for_early(%in: memref<64xf32>, %out: memref<64xf32>) {
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
      %v0 = memref.load %in[%g] : memref<64xf32>
      %s = scf.for %k = %c0 to %c3 step %c1 iter_args(%a = %v0) -> (f32) {
        %t1 = arith.addi %t, %c1 : index
        %r = arith.remui %t1, %c16 : index
        %n = memref.load %sh[%r] : memref<16xf32>
        %a2 = arith.addf %a, %n : f32
        stitch.barrier %t
        memref.store %a2, %sh[%t] : memref<16xf32>
        stitch.barrier %t
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

// A hand-marked buffer: the store after the barrier moves up to the
// value's definition (a sum with a load of memory the loop writes, which
// could not be repeated after the barrier); the old value, printed after
// the barrier, is kept in a second buffer (the buffer is now written
// before the split).
// PAR-LABEL: func.func @moved
// PAR: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// PAR: %[[BUF:.*]] = memref.alloca() : memref<16xf32>
// PAR: scf.parallel (%[[T:.*]]) =
// PAR-NEXT: %[[A:.*]] = memref.load %[[BUF]][%[[T]]]
// PAR-NEXT: %[[X:.*]] = memref.load %arg1[%[[T]]]
// PAR-NEXT: %[[A1:.*]] = arith.addf %[[A]], %[[X]]
// PAR-NEXT: memref.store %[[A1]], %[[BUF]][%[[T]]]
// PAR-NEXT: memref.store %[[A]], %[[KEEP]][%[[T]]]
// PAR: scf.parallel (%[[T2:.*]]) =
// PAR-NEXT: %[[A2:.*]] = memref.load %[[KEEP]][%[[T2]]]
// PAR-NEXT: memref.store %[[A2]], %arg0[%[[T2]]]
// PAR-NEXT: memref.store %{{.*}}, %arg1[%[[T2]]]
// PAR-NEXT: scf.reduce
func.func @moved(%out: memref<16xf32>, %m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloca() {stitch.thread_buffer} : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %buf[%t] : memref<16xf32>
    %x = memref.load %m[%t] : memref<16xf32>
    %a1 = arith.addf %a, %x : f32
    stitch.barrier %t
    memref.store %a, %out[%t] : memref<16xf32>
    memref.store %one, %m[%t] : memref<16xf32>
    memref.store %a1, %buf[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: the thread reads its slot again between the value and the
// store; moving the store would change what it reads. The store stays
// after the split (the value kept in a second buffer).
// PAR-LABEL: func.func @load_between
// PAR: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// PAR: %[[BUF:.*]] = memref.alloca() : memref<16xf32>
// PAR-NOT: memref.alloca
// PAR: scf.parallel (%[[T:.*]]) =
// PAR-NOT: memref.store %{{.*}}, %[[BUF]]
// PAR: scf.reduce
// PAR: scf.parallel (%[[T2:.*]]) =
// PAR-NEXT: %[[A1:.*]] = memref.load %[[KEEP]][%[[T2]]]
// PAR-NEXT: memref.store %{{.*}}, %arg1[%[[T2]]]
// PAR-NEXT: memref.store %[[A1]], %[[BUF]][%[[T2]]]
func.func @load_between(%out: memref<16xf32>, %m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloca() {stitch.thread_buffer} : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %buf[%t] : memref<16xf32>
    %x = memref.load %m[%t] : memref<16xf32>
    %a1 = arith.addf %a, %x : f32
    %a2 = memref.load %buf[%t] : memref<16xf32>
    memref.store %a2, %out[%t] : memref<16xf32>
    stitch.barrier %t
    memref.store %one, %m[%t] : memref<16xf32>
    memref.store %a1, %buf[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: a thread reads its neighbour's slot after the barrier, before
// the neighbour's store: the store stays after the barrier (moved up, the
// neighbour would see the new value).
// PAR-LABEL: func.func @other_slot
// PAR: %[[KEEP:.*]] = memref.alloca() : memref<16xf32>
// PAR: %[[BUF:.*]] = memref.alloca() : memref<16xf32>
// PAR: scf.parallel (%[[T:.*]]) =
// PAR-NOT: memref.store %{{.*}}, %[[BUF]]
// PAR: scf.reduce
// PAR: scf.parallel
// PAR: memref.load %[[BUF]]
// PAR: scf.parallel (%[[T3:.*]]) =
// PAR-NEXT: %[[A1:.*]] = memref.load %[[KEEP]][%[[T3]]]
// PAR-NEXT: memref.store %[[A1]], %[[BUF]][%[[T3]]]
func.func @other_slot(%out: memref<16xf32>, %m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloca() {stitch.thread_buffer} : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %buf[%t] : memref<16xf32>
    %x = memref.load %m[%t] : memref<16xf32>
    %a1 = arith.addf %a, %x : f32
    stitch.barrier %t
    memref.store %one, %m[%t] : memref<16xf32>
    %t1 = arith.addi %t, %c1 : index
    %r = arith.remui %t1, %c16 : index
    %n = memref.load %buf[%r] : memref<16xf32>
    memref.store %n, %out[%t] : memref<16xf32>
    stitch.barrier %t
    memref.store %a1, %buf[%t] : memref<16xf32>
    scf.reduce
  }
  return
}
