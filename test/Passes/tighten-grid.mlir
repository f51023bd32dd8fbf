// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-tighten-grid))' | FileCheck %s

// gaussian's Fan2: i32 guards on the global x and y (nested ifs); a 128x128
// grid of 4x4 blocks. Both grid dims get ceildiv(N - c, 4) as upper bound
// (constant grid: the range is checked statically, no select).
// CHECK-LABEL: func.func @nested_i32_guards
// CHECK: arith.index_cast %arg1 : i32 to index
// CHECK: %[[QX:.*]] = arith.ceildivsi %{{.*}}, %{{.*}} : index
// CHECK: %[[UX:.*]] = arith.minsi %c128, %[[QX]] : index
// CHECK: arith.index_cast %arg2 : i32 to index
// CHECK: %[[QY:.*]] = arith.ceildivsi %{{.*}}, %{{.*}} : index
// CHECK: %[[UY:.*]] = arith.minsi %c128, %[[QY]] : index
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%[[UX]], %[[UY]])
// CHECK: scf.parallel
// CHECK: arith.cmpi slt
// CHECK: scf.if
func.func @nested_i32_guards(%a: memref<512x512xf32>, %limX: i32, %limY: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c4 : index
    %byy = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      %xi = arith.index_cast %x : index to i32
      %yi = arith.index_cast %y : index to i32
      %inX = arith.cmpi slt, %xi, %limX : i32
      scf.if %inX {
        %inY = arith.cmpi slt, %yi, %limY : i32
        scf.if %inY {
          memref.store %f, %a[%x, %y] : memref<512x512xf32>
        }
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A lower bound (`x >= lo`, the threads' largest offset 7 = 8 - 1 taken into
// account) and `x <= hi` in one conjunction, index compares; a grid of
// dynamic size: the bounds are selected by the run-time range check.
// CHECK-LABEL: func.func @lower_and_upper
// CHECK: %[[OK1:.*]] = arith.andi
// CHECK: %[[L:.*]] = arith.maxsi %c0, %{{.*}} : index
// CHECK: %[[LB:.*]] = arith.select %[[OK1]], %[[L]], %c0 : index
// CHECK: %[[OK2:.*]] = arith.andi
// CHECK: %[[U:.*]] = arith.minsi %arg3, %{{.*}} : index
// CHECK: %[[UB:.*]] = arith.select %[[OK2]], %[[U]], %arg3 : index
// CHECK: scf.parallel (%{{.*}}) = (%[[LB]]) to (%[[UB]])
func.func @lower_and_upper(%a: memref<?xf32>, %lo: index, %hi: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%n) step (%c1) {
    %b = arith.muli %bx, %c8 : index
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %x = arith.addi %b, %tx : index
      %p = arith.cmpi sge, %x, %lo : index
      %q = arith.cmpi sle, %x, %hi : index
      %pq = arith.andi %p, %q : i1
      scf.if %pq {
        memref.store %f, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Not tightened: a thread writes outside the guard (a block whose threads
// all fail the guard still does something).
// CHECK-LABEL: func.func @write_outside_guard
// CHECK-NOT: ceildivsi
// CHECK: return
func.func @write_outside_guard(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c8 : index
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %x = arith.addi %b, %tx : index
      memref.store %f, %a[%x] : memref<?xf32>
      %p = arith.cmpi ult, %x, %n : index
      scf.if %p {
        memref.store %f, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Not tightened: a barrier outside the guard, and, in a second kernel, a
// shared-memory store in the grid body.
// CHECK-LABEL: func.func @barrier_outside_guard
// CHECK-NOT: ceildivsi
// CHECK: return
func.func @barrier_outside_guard(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c8 : index
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %x = arith.addi %b, %tx : index
      stitch.barrier %tx
      %p = arith.cmpi ult, %x, %n : index
      scf.if %p {
        memref.store %f, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %sh = memref.alloca() : memref<8xf32>
    memref.store %f, %sh[%c0] : memref<8xf32>
    %b = arith.muli %bx, %c8 : index
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %x = arith.addi %b, %tx : index
      %p = arith.cmpi ult, %x, %n : index
      scf.if %p {
        %v = memref.load %sh[%c0] : memref<8xf32>
        memref.store %v, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Not tightened: the bound is computed per block (defined in the grid body);
// the compare is `ne`; the index depends on two grid dims (nn's
// `(gridDim.x * by + bx) * 256 + tx`); and an i32 guard whose index can
// exceed 2^31 over this constant grid (2^20 blocks of 4096): the truncated
// value is not the index there.
// CHECK-LABEL: func.func @not_a_grid_bound
// CHECK-NOT: ceildivsi
// CHECK: return
func.func @not_a_grid_bound(%a: memref<?xf32>, %n: index, %m: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %c1m = arith.constant 1048576 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c8 : index
    %lim = arith.subi %n, %bx : index
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %x = arith.addi %b, %tx : index
      %p = arith.cmpi ult, %x, %lim : index
      scf.if %p {
        memref.store %f, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c8 : index
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %x = arith.addi %b, %tx : index
      %p = arith.cmpi ne, %x, %n : index
      scf.if %p {
        memref.store %f, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %r = arith.muli %by, %c64 : index
    %blk = arith.addi %r, %bx : index
    %b = arith.muli %blk, %c8 : index
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %x = arith.addi %b, %tx : index
      %p = arith.cmpi ult, %x, %n : index
      scf.if %p {
        memref.store %f, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%c1m) step (%c1) {
    %b = arith.muli %bx, %c4096 : index
    scf.parallel (%tx) = (%c0) to (%c4096) step (%c1) {
      %x = arith.addi %b, %tx : index
      %xi = arith.index_cast %x : index to i32
      %p = arith.cmpi slt, %xi, %m : i32
      scf.if %p {
        memref.store %f, %a[%x] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
