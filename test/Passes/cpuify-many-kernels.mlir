// RUN: stitch-opt %s --stitch-cpuify | FileCheck %s

// Several kernels in one function, as stitch-compile-cpu leaves a graph's
// host function: the pass looks for the next barrier only in top-level ops
// not yet found barrier-free (docs/compile-time.md). Every barrier of every
// kernel must still go, in order, whatever sits between the kernels; the
// barrier-free kernel in the middle is left alone (one thread loop, no
// scratch buffer).
// CHECK-LABEL: func.func @kernels
// First kernel: one barrier, its thread loop split in two.
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: memref.store
// CHECK: scf.parallel
// CHECK: memref.load
// Host op between kernels stays where it was.
// CHECK: memref.alloc() : memref<64xf32>
// Barrier-free kernel: untouched.
// CHECK: scf.parallel
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.addi
// CHECK-NEXT: memref.load
// CHECK-NEXT: memref.store
// CHECK-NEXT: scf.reduce
// CHECK: }
// Last kernel: two barriers, three thread loops.
// CHECK: scf.parallel
// CHECK-COUNT-3: scf.parallel
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @kernels(%in: memref<64xf32>, %out: memref<64xf32>) {
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
      memref.store %v, %sh[%t] : memref<16xf32>
      stitch.barrier %t
      %t1 = arith.addi %t, %c1 : index
      %n = arith.remui %t1, %c16 : index
      %x = memref.load %sh[%n] : memref<16xf32>
      memref.store %x, %out[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  %tmp = memref.alloc() : memref<64xf32>
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %out[%g] : memref<64xf32>
      memref.store %v, %tmp[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    %sh2 = memref.alloca() : memref<16xf32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %tmp[%g] : memref<64xf32>
      memref.store %v, %sh[%t] : memref<16xf32>
      stitch.barrier %t
      %t1 = arith.addi %t, %c1 : index
      %n = arith.remui %t1, %c16 : index
      %x = memref.load %sh[%n] : memref<16xf32>
      memref.store %x, %sh2[%t] : memref<16xf32>
      stitch.barrier %t
      %y = memref.load %sh2[%n] : memref<16xf32>
      memref.store %y, %out[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  memref.dealloc %tmp : memref<64xf32>
  return
}
