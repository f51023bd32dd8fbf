// stitch-cpuify with inner-serialize: a grid loop around serialized thread
// loops runs its first dimension (CUDA's blockIdx.x) innermost, as a GPU
// schedules blocks and as the thread loops are serialized: its dimensions
// are reversed (bounds and induction variables), so that blocks adjacent in
// x, which touch adjacent memory, run one after the other once
// convert-scf-to-openmp makes the first dimension the outermost loop
// (docs/gpu2cpu-speed.md). Negative cases: a grid whose y index walks the
// contiguous (last) index of more accesses than x does (Rodinia gaussian's
// Fan2), a grid loop of a lowered kernel (`stitch.lowering`: its dimensions
// follow the tensor's, outermost first), a 1-D grid, and
// `grid-x-innermost=false`.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true grid-x-innermost=false" | FileCheck %s --check-prefix=OFF

// A 3-D grid (4 x 3 x 2): x innermost, y, z outermost; %bx, %by, %bz keep
// their meaning in the body.
// CHECK-LABEL: func.func @grid3
// CHECK: scf.parallel (%[[Z:.*]], %[[Y:.*]], %[[X:.*]]) = (%c0, %c0, %c0) to (%c2, %c3, %c4) step (%c1, %c1, %c1)
// CHECK: %[[R:.*]] = arith.muli %[[Y]], %c4
// CHECK: %[[L:.*]] = arith.addi %[[R]], %[[X]]
// CHECK: %[[P:.*]] = arith.muli %[[Z]], %c12
// CHECK: arith.addi %[[P]], %[[L]]
// OFF-LABEL: func.func @grid3
// OFF: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = (%c0, %c0, %c0) to (%c4, %c3, %c2)
func.func @grid3(%out: memref<24x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  scf.parallel (%bx, %by, %bz) = (%c0, %c0, %c0) to (%c4, %c3, %c2)
      step (%c1, %c1, %c1) {
    %sh = memref.alloca() : memref<8xf32>
    scf.parallel (%t) = (%c0) to (%c8) step (%c1) {
      %row = arith.muli %by, %c4 : index
      %line = arith.addi %row, %bx : index
      %plane = arith.muli %bz, %c12 : index
      %b = arith.addi %plane, %line : index
      %f = arith.index_cast %b : index to i32
      %v = arith.sitofp %f : i32 to f32
      memref.store %v, %sh[%t] : memref<8xf32>
      stitch.barrier %t
      %r = arith.subi %c8, %t : index
      %r1 = arith.subi %r, %c1 : index
      %w = memref.load %sh[%r1] : memref<8xf32>
      memref.store %w, %out[%b, %t] : memref<24x8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// y (the column) is the last index of two accesses, x (the row) of none:
// the order stays (x outermost, y innermost).
// CHECK-LABEL: func.func @y_contiguous
// CHECK: scf.parallel (%[[X:.*]], %[[Y:.*]]) = (%c0, %c0) to (%c8, %c4)
// CHECK: arith.muli %[[X]], %c4
func.func @y_contiguous(%a: memref<32x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c8, %c4) step (%c1, %c1) {
    %sh = memref.alloca() : memref<4x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c16) step (%c1, %c1) {
      %r0 = arith.muli %bx, %c4 : index
      %r = arith.addi %r0, %tx : index
      %k0 = arith.muli %by, %c16 : index
      %k = arith.addi %k0, %ty : index
      %v = memref.load %a[%r, %k] : memref<32x64xf32>
      memref.store %v, %sh[%tx, %ty] : memref<4x16xf32>
      stitch.barrier %tx, %ty
      %w = memref.load %sh[%tx, %ty] : memref<4x16xf32>
      %d = arith.addf %w, %w : f32
      memref.store %d, %a[%r, %k] : memref<32x64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A grid loop from stitch-kernel-to-parallel keeps its order.
// CHECK-LABEL: func.func @lowered
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%c3, %c4)
// CHECK: memref.store %{{.*}}, %arg0[%[[I]], %[[J]], %{{.*}}]
func.func @lowered(%out: memref<3x4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
    scf.parallel (%t) = (%c0) to (%c8) step (%c1) {
      memref.store %one, %out[%i, %j, %t] : memref<3x4x8xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  } {stitch.lowering = {strategy = "elementwise"}}
  return
}

// -----

// A 1-D grid: nothing to reorder.
// CHECK-LABEL: func.func @grid1
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c4)
func.func @grid1(%out: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c8) step (%c1) {
      memref.store %one, %out[%b, %t] : memref<4x8xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
