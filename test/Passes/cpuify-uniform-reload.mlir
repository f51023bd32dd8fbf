// stitch-cpuify: a value proved uniform (the uniformity analysis) that is
// kept across a barrier in a per-thread buffer is read back once, from the
// first thread's slot, right before the thread loop after the barrier
// (every thread stored it at the split point, all the same value): the
// serialized loop then sees a value from outside, so that an index
// computed from it stays an affine function of the thread index and a
// guard on it can become the loop's bounds (lavaMD's particle base,
// docs/gpu2cpu-speed.md). Negative cases: a block of dynamic size (it may
// have no thread, then slot 0 does not exist) and a value that differs
// between threads are read from each thread's own slot inside the loop.
// (divrem-segments off: it would cut @uniform_while_counter's loop at the
// multiples of the stride; cpuify-divrem-segments.mlir tests that.)
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true divrem-segments=false" | FileCheck %s

// %n (a load of %cnt, which the block's store to %out may alias: kept, not
// repeated) is uniform; %v is not.
// CHECK-LABEL: func.func @uniform_reload
// CHECK-DAG: %[[NBUF:.*]] = memref.alloca() : memref<16xindex>
// CHECK-DAG: %[[VBUF:.*]] = memref.alloca() : memref<16xf32>
// CHECK: scf.for %[[T:.*]] = %c0 to %c16
// CHECK-DAG: memref.store %{{.*}}, %[[VBUF]][%[[T]]]
// CHECK-DAG: memref.store %{{.*}}, %[[NBUF]][%[[T]]]
// CHECK: }
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[N:.*]] = memref.load %[[NBUF]][%[[ZERO]]]
// CHECK-NEXT: scf.for %[[T2:.*]] = %c0 to %c16
// CHECK-NEXT: %[[V:.*]] = memref.load %[[VBUF]][%[[T2]]]
// CHECK-NEXT: %[[I:.*]] = arith.addi %[[N]], %[[T2]]
// CHECK-NEXT: memref.store %[[V]], %arg2[%[[I]]]
func.func @uniform_reload(%m: memref<64xf32>, %cnt: memref<4xindex>,
                          %out: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %n = memref.load %cnt[%b] : memref<4xindex>
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %m[%g] : memref<64xf32>
      stitch.barrier %t
      %i = arith.addi %n, %t : index
      memref.store %v, %out[%i] : memref<128xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The same with a block size passed as an argument: own slots, in the loop.
// CHECK-LABEL: func.func @uniform_reload_dyn
// CHECK: %[[NBUF:.*]] = memref.alloca(%{{.*}}) : memref<?xindex>
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[NBUF]]
// CHECK: }
// CHECK-NEXT: scf.for %[[T2:.*]] = %c0 to %arg3
// CHECK: memref.load %[[NBUF]][%[[T2]]]
func.func @uniform_reload_dyn(%m: memref<64xf32>, %cnt: memref<4xindex>,
                              %out: memref<128xf32>, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%nt) step (%c1) {
      %n = memref.load %cnt[%b] : memref<4xindex>
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %m[%g] : memref<64xf32>
      stitch.barrier %t
      %i = arith.addi %n, %t : index
      memref.store %v, %out[%i] : memref<128xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The values an scf.while carries across its barrier live in per-thread
// buffers; the tree stride %i is uniform (initial 2, doubled), so each
// thread loop reads it once from slot 0 before the loop (its reload at the
// top, before any thread stores it there): the guard `(tx + 1) % i == 0`
// is on a loop-invariant value. The per-thread sum %acc is not uniform:
// each thread reloads its own slot inside the loop and, the stores of
// what the loop carries updating that slot in place, the guard is a
// write-back: the thread loop steps by i.
// CHECK-LABEL: func.func @uniform_while_counter
// CHECK: scf.while
// CHECK: } do {
// CHECK: %[[I:.*]] = memref.load %{{.*}}[%c0{{.*}}] : memref<16xindex>
// CHECK: %[[STEP:.*]] = arith.minui %{{.*}}, %c4611686018427387904
// CHECK-NEXT: scf.for %[[T:.*]] = %{{.*}} to %c16 step %[[STEP]]
// CHECK-NOT: memref.load %{{.*}}[%[[T]]] : memref<16xindex>
// CHECK: arith.shrui %[[I]]
// CHECK: memref.load %{{.*}}[%[[T]]] : memref<16xf32>
// CHECK: return
func.func @uniform_while_counter(%a: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %a[%g] : memref<64xf32>
      memref.store %v, %sh[%t] : memref<16xf32>
      stitch.barrier %t
      %r:2 = scf.while (%i = %c2, %acc = %v) : (index, f32) -> (index, f32) {
        %go = arith.cmpi ule, %i, %c16 : index
        scf.condition(%go) %i, %acc : index, f32
      } do {
      ^bb0(%i: index, %acc: f32):
        %tp1 = arith.addi %t, %c1 : index
        %rem = arith.remui %tp1, %i : index
        %hit = arith.cmpi eq, %rem, %c0 : index
        %acc2 = scf.if %hit -> f32 {
          %h = arith.shrui %i, %c1 : index
          %o = arith.subi %t, %h : index
          %x = memref.load %sh[%t] : memref<16xf32>
          %y = memref.load %sh[%o] : memref<16xf32>
          %s = arith.addf %x, %y : f32
          memref.store %s, %sh[%t] : memref<16xf32>
          %s2 = arith.addf %acc, %y : f32
          scf.yield %s2 : f32
        } else {
          scf.yield %acc : f32
        }
        stitch.barrier %t
        %next = arith.muli %i, %c2 : index
        scf.yield %next, %acc2 : index, f32
      }
      memref.store %r#1, %out[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A uniform scf.while counter kept across the barriers of its body (the
// tree stride of srad_v1's reduction) is read only at thread 0's slot: its
// stores, of values the thread loops do not vary, become one store to slot
// 0 each (storeUniformOnce), instead of one per thread per level; the
// thread loops left empty. The guard `t < i / 2`, computed in the body
// from the reloaded counter, becomes the level loop's bound. (A uniform value loaded inside the thread loop,
// @uniform_reload's %n, is still stored per thread: a load is not moved.)
// CHECK-LABEL: func.func @uniform_counter
// CHECK: memref.store %c2, %[[I0:.*]][%{{.*}}] : memref<32xindex>
// CHECK-NEXT: scf.for
// CHECK-NEXT: }
// CHECK-NEXT: scf.while
// CHECK: %[[I:.*]] = memref.load %[[I0]][%{{.*}}] : memref<32xindex>
// CHECK: %[[GO:.*]] = arith.cmpi ule, %[[I]], %c32
// CHECK: %[[GOB:.*]] = arith.extui %[[GO]] : i1 to i8
// CHECK-NEXT: memref.store %[[GOB]], %{{.*}}[%{{.*}}] : memref<32xi8>
// CHECK-NOT: memref.store
// CHECK: scf.condition
// CHECK: } do {
// CHECK: %[[H:.*]] = arith.shrui
// The unsigned bound clamped (an unsigned value at or above 2^63 to 2^62).
// CHECK: %[[HC:.*]] = arith.maxsi %{{.*}}, %c-4611686018427387904
// CHECK-NEXT: %[[HI:.*]] = arith.minsi %c32, %[[HC]]
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[HI]] step %c1 {
// CHECK-NOT: scf.if
// CHECK: %[[NEXT:.*]] = arith.muli %{{.*}}, %c2
// CHECK: memref.store %[[NEXT]], %[[I0]][%{{.*}}] : memref<32xindex>
// CHECK-NEXT: scf.for
// CHECK-NEXT: }
func.func @uniform_counter(%buf: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c32) step (%c1) {
      %r = scf.while (%i = %c2) : (index) -> index {
        %go = arith.cmpi ule, %i, %c32 : index
        scf.condition(%go) %i : index
      } do {
      ^bb0(%i: index):
        %h = arith.shrui %i, %c1 : index
        %in = arith.cmpi ult, %t, %h : index
        scf.if %in {
          %o = arith.addi %t, %h : index
          %a = memref.load %buf[%t] : memref<32xf32>
          %x = memref.load %buf[%o] : memref<32xf32>
          %s = arith.addf %a, %x : f32
          memref.store %s, %buf[%t] : memref<32xf32>
        }
        stitch.barrier %t
        %next = arith.muli %i, %c2 : index
        scf.yield %next : index
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
