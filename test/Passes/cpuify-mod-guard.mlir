// stitch-cpuify{inner-serialize}: a serialized x loop whose body is guarded
// by `(tx + c) % d == 0` (c >= 0 a constant, d computed from values the
// loop does not vary: a tree reduction's stride) steps by d from the first
// such tx instead of testing every thread (stitchTightenGuardedFor); a
// range guard beside it in the same conjunction still narrows the bounds.
// A zero d (undefined in the guard) steps by 1: max(d, 1); the first
// iteration is at most the upper bound and the step at most 2^62, so that a
// huge d admits at most one iteration without wrapping.
// Negative cases (the guard stays): a negative offset, a signed remainder,
// a divisor that varies with tx, two moduli in one guard.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s

// CHECK-LABEL: func.func @plus_one
// CHECK: %[[D:.*]] = arith.maxui %arg1, %c1
// CHECK: %[[S:.*]] = arith.addi %c0, %c1
// CHECK: %[[AT:.*]] = arith.remui %[[S]], %[[D]]
// CHECK: %[[GAP:.*]] = arith.subi %[[D]], %[[AT]]
// CHECK: %[[SKIP:.*]] = arith.remui %[[GAP]], %[[D]]
// CHECK: %[[FIRST:.*]] = arith.addi %c0, %[[SKIP]]
// CHECK: %[[LO:.*]] = arith.minui %[[FIRST]], %c64
// CHECK: %[[STEP:.*]] = arith.minui %[[D]], %c4611686018427387904
// CHECK: scf.for %[[T:.*]] = %[[LO]] to %c64 step %[[STEP]] {
// CHECK-NOT: scf.if
// CHECK: memref.store %{{.*}}, %arg0[%[[T]]]
// CHECK: }
func.func @plus_one(%buf: memref<64xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %t1 = arith.addi %t, %c1 : index
      %r = arith.remui %t1, %i : index
      %z = arith.cmpi eq, %r, %c0 : index
      scf.if %z {
        %h = arith.shrui %i, %c1 : index
        %o = arith.subi %t, %h : index
        %a = memref.load %buf[%t] : memref<64xf32>
        %x = memref.load %buf[%o] : memref<64xf32>
        %s = arith.addf %a, %x : f32
        memref.store %s, %buf[%t] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// `0 == tx % (2 s) && tx < n`: the divisor 2 s is computed in the loop from
// invariants (hoisted), the range guard narrows the upper bound (n
// clamped to [-2^62, 2^62] first, as every bound of a direct comparison).
// CHECK-LABEL: func.func @sdk_with_range
// CHECK-DAG: %[[N0:.*]] = arith.minsi %arg2, %c4611686018427387904
// CHECK-DAG: %[[N:.*]] = arith.maxsi %[[N0]], %c-4611686018427387904
// CHECK-DAG: %[[HI:.*]] = arith.minsi %c64, %[[N]]
// CHECK-DAG: %[[S2:.*]] = arith.muli %arg1, %c2
// CHECK: %[[D:.*]] = arith.maxui %[[S2]], %c1
// CHECK: %[[STEP:.*]] = arith.minui %[[D]], %c4611686018427387904
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[HI]] step %[[STEP]] {
// CHECK-NOT: scf.if
// CHECK: }
func.func @sdk_with_range(%buf: memref<128xf32>, %s: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %s2 = arith.muli %s, %c2 : index
      %r = arith.remui %t, %s2 : index
      %z = arith.cmpi eq, %c0, %r : index
      %in = arith.cmpi slt, %t, %n : index
      %g = arith.andi %z, %in : i1
      scf.if %g {
        %ts = arith.addi %t, %s : index
        %a = memref.load %buf[%t] : memref<128xf32>
        %x = memref.load %buf[%ts] : memref<128xf32>
        %y = arith.addf %a, %x : f32
        memref.store %y, %buf[%t] : memref<128xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not tightened: (tx - 1) % d (a negative offset: tx = 0 wraps), a signed
// remainder, a divisor that varies with tx, two moduli.
// CHECK-LABEL: func.func @not_tightened
// CHECK-NOT: arith.maxui
// CHECK-COUNT-4: scf.if
// CHECK: return
func.func @not_tightened(%buf: memref<64xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %tm1 = arith.subi %t, %c1 : index
      %r = arith.remui %tm1, %i : index
      %z = arith.cmpi eq, %r, %c0 : index
      scf.if %z {
        memref.store %one, %buf[%t] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    stitch.barrier %b
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %r = arith.remsi %t, %i : index
      %z = arith.cmpi eq, %r, %c0 : index
      scf.if %z {
        memref.store %one, %buf[%t] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    stitch.barrier %b
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %t1 = arith.addi %t, %c1 : index
      %r = arith.remui %c64, %t1 : index
      %z = arith.cmpi eq, %r, %c0 : index
      scf.if %z {
        memref.store %one, %buf[%t] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    stitch.barrier %b
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %r = arith.remui %t, %i : index
      %z = arith.cmpi eq, %r, %c0 : index
      %r2 = arith.remui %t, %j : index
      %z2 = arith.cmpi eq, %r2, %c0 : index
      %g = arith.andi %z, %z2 : i1
      scf.if %g {
        memref.store %one, %buf[%t] : memref<64xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
