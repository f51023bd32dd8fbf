// stitch-cpuify{speculate-ifs}: an scf.if with results on a uniform
// condition whose branches compute a few pure values becomes those values
// and a select (stitchSpeculateUniformIfs): what a CUDA `break` out of a
// loop around barriers lowers to (stitch-cuda: `!broken && i < n`, `broken
// = i == n - 1 ? true : broken`). The loop's flag and condition, carried
// across the barriers, are then stored once for the block, not once per
// thread (storeUniformOnce). Negative cases: a condition that varies
// across the threads (the guards the serialized loops read as branches),
// a branch with a store, a branch with a division that may trap, the
// option off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true speculate-ifs=false" | FileCheck %s --check-prefix=OFF
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true unswitch-uniform=false" | FileCheck %s --check-prefix=KEPT

// CHECK-LABEL: func.func @break_flag
// CHECK: scf.while
// The condition `!broken && i < n`: stored to thread 0's slot only.
// CHECK: %[[LT:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// CHECK: %[[GO:.*]] = arith.andi %{{.*}}, %[[LT]] : i1
// CHECK: %[[GOB:.*]] = arith.extui %[[GO]] : i1 to i8
// CHECK-NEXT: memref.store %[[GOB]], %{{.*}}[%c0{{.*}}] : memref<64xi8>
// CHECK: } do {
// The flag `i == n - 1 || broken`, once.
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// CHECK: %[[BROKE:.*]] = arith.ori %[[LAST]], %{{.*}} : i1
// CHECK: %[[BROKEB:.*]] = arith.extui %[[BROKE]] : i1 to i8
// CHECK-NEXT: memref.store %[[BROKEB]], %{{.*}}[%c0{{.*}}] : memref<64xi8>
// CHECK: return
// Off: the condition is stored for every thread.
// OFF-LABEL: func.func @break_flag
// OFF: scf.while
// OFF: scf.for %[[T:.*]] = %c0 to %c64
// OFF-NEXT: memref.store %{{.*}}, %{{.*}}[%[[T]]] : memref<64xi8>
func.func @break_flag(%buf: memref<64xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %false = arith.constant false
      %true = arith.constant true
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %r:2 = scf.while (%i = %zero, %broken = %false) : (i32, i1) -> (i32, i1) {
        %notBroken = arith.xori %broken, %true : i1
        %go = scf.if %notBroken -> (i1) {
          %lt = arith.cmpi slt, %i, %n : i32
          scf.yield %lt : i1
        } else {
          scf.yield %false : i1
        }
        scf.condition(%go) %i, %broken : i32, i1
      } do {
      ^bb0(%i: i32, %broken: i1):
        %v = memref.load %buf[%tx] : memref<64xi32>
        stitch.barrier %tx
        %w = arith.addi %v, %i : i32
        memref.store %w, %buf[%tx] : memref<64xi32>
        stitch.barrier %tx
        %n1 = arith.subi %n, %one : i32
        %last = arith.cmpi eq, %i, %n1 : i32
        %b2 = scf.if %last -> (i1) {
          scf.yield %true : i1
        } else {
          scf.yield %broken : i1
        }
        %i2 = arith.addi %i, %one : i32
        scf.yield %i2, %b2 : i32, i1
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not speculated: a condition that differs between threads, a branch
// that stores, a division by a value that may be zero.
// (unswitch-uniform off: it would take the uniform ifs out of the loop.)
// KEPT-LABEL: func.func @kept
// KEPT: scf.if %{{.*}} -> (i32)
// KEPT: scf.if %{{.*}} -> (i32)
// KEPT: memref.store
// KEPT: scf.if %{{.*}} -> (i32)
// KEPT: arith.divsi
func.func @kept(%buf: memref<64xi32>, %n: i32, %d: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %one = arith.constant 1 : i32
      %txi = arith.index_cast %tx : index to i32
      %low = arith.cmpi slt, %txi, %n : i32
      %a = scf.if %low -> (i32) {
        %s = arith.addi %txi, %one : i32
        scf.yield %s : i32
      } else {
        scf.yield %n : i32
      }
      %pos = arith.cmpi sgt, %n, %one : i32
      %b = scf.if %pos -> (i32) {
        memref.store %n, %buf[%c0] : memref<64xi32>
        scf.yield %n : i32
      } else {
        scf.yield %one : i32
      }
      %c = scf.if %pos -> (i32) {
        %q = arith.divsi %n, %d : i32
        scf.yield %q : i32
      } else {
        scf.yield %one : i32
      }
      %ab = arith.addi %a, %b : i32
      %abc = arith.addi %ab, %c : i32
      memref.store %abc, %buf[%tx] : memref<64xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
