// stitch-cpuify{inner-serialize loop-hints}: a load at an address the
// serialized x loop does not vary (srad_v1's `jW[col]` once the quotient
// segments make col invariant; here `jw[bx]`) moves before the loop, under
// `lb < ub` (ub.poison otherwise: the loop that alone uses it does not run).
// In a race-free block no thread writes such an address while the others
// read it, so every thread reads what was there before the loop; LLVM
// cannot hoist it itself (the memrefs may alias the loop's stores) and,
// reloading it in every iteration, gathers through the address computed
// from it. The x loop then has unit-stride accesses only and gets its
// vectorization hint. test/Execution/cpuify-divrem-segments.mlir runs the
// srad_v1 pattern against the pipeline without the segments.
// Negative cases: a store of the thread before the load (its own write
// would be read); a load under a condition of the thread's data (it may
// not run; a uniform condition becomes the loop's bounds first, and the
// load is then hoisted under `lb < ub`); a body with
// an atomic update (another thread's atomic write is no race); a
// per-thread buffer of the pass; loop-hints off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true loop-hints=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @column
// CHECK: scf.parallel (%[[BX:.*]]) =
// CHECK: %[[RUNS:.*]] = arith.cmpi slt, %c0, %c64
// CHECK-NEXT: %[[W:.*]] = scf.if %[[RUNS]] -> (i32) {
// CHECK-NEXT: %[[L:.*]] = memref.load %arg1[%[[BX]]]
// CHECK-NEXT: scf.yield %[[L]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: scf.yield %[[P]]
// CHECK: scf.for %[[TX:.*]] = %c0 to %c64 step %c1 {
// CHECK-NOT: memref.load %arg1
// CHECK: arith.index_cast %[[W]]
// CHECK: } {loop_annotation
// OFF-LABEL: func.func @column
// OFF-NOT: ub.poison
// OFF: scf.for
// OFF: memref.load %arg1
func.func @column(%in: memref<4096xf32>, %jw: memref<64xi32>,
                  %out: memref<4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %w = memref.load %jw[%bx] : memref<64xi32>
      %wi = arith.index_cast %w : i32 to index
      %col = arith.muli %wi, %c64 : index
      %i = arith.addi %col, %tx : index
      %v = memref.load %in[%i] : memref<4096xf32>
      %b = arith.muli %bx, %c64 : index
      %o = arith.addi %b, %tx : index
      memref.store %v, %out[%o] : memref<4096xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @negatives
// CHECK-NOT: ub.poison
// CHECK: return
func.func @negatives(%in: memref<4096xf32>, %jw: memref<64xi32>,
                     %out: memref<4096xf32>, %cnt: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    // A store first.
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %b = arith.muli %bx, %c64 : index
      %o = arith.addi %b, %tx : index
      %z = arith.constant 0.0 : f32
      memref.store %z, %out[%o] : memref<4096xf32>
      %w = memref.load %jw[%bx] : memref<64xi32>
      %wi = arith.index_cast %w : i32 to index
      %i = arith.addi %wi, %tx : index
      %v = memref.load %in[%i] : memref<4096xf32>
      memref.store %v, %out[%o] : memref<4096xf32>
      scf.reduce
    } {stitch.threads}
    // Under a condition.
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %b = arith.muli %bx, %c64 : index
      %o = arith.addi %b, %tx : index
      %x = memref.load %in[%o] : memref<4096xf32>
      %zero = arith.constant 0.0 : f32
      %pos = arith.cmpf ogt, %x, %zero : f32
      scf.if %pos {
        %w = memref.load %jw[%bx] : memref<64xi32>
        %wi = arith.index_cast %w : i32 to index
        %i = arith.addi %wi, %tx : index
        %v = memref.load %in[%i] : memref<4096xf32>
        memref.store %v, %out[%o] : memref<4096xf32>
      }
      scf.reduce
    } {stitch.threads}
    // An atomic update in the body.
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %b = arith.muli %bx, %c64 : index
      %o = arith.addi %b, %tx : index
      %w = memref.load %jw[%bx] : memref<64xi32>
      %wi = arith.index_cast %w : i32 to index
      %i = arith.addi %wi, %tx : index
      %v = memref.load %in[%i] : memref<4096xf32>
      memref.store %v, %out[%o] : memref<4096xf32>
      %old = memref.atomic_rmw addi %one, %cnt[%tx] : (i32, memref<64xi32>) -> i32
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
