// stitch-cpuify{inner-serialize=true}: an scf.if with data results in a
// serialized x loop whose branches only load (in bounds in every
// iteration) and compute without trapping runs both branches, the values
// selected (stitchSpeculateLoadBranches): srad's neighbour chain
// `tx == 15 ? east[ty][tx] : temp[ty][tx + 1]`, which LLVM otherwise
// vectorizes with a gather through the selected address. The tile whose
// neighbour load reaches one element past it (temp[ty][16] at tx = 15) is
// padded by one element on every side: 18x18, every index + 1.
// test/Execution/cpuify-speculate-loads.mlir runs it. Negative cases, each
// left an scf.if: a branch that stores, an integer division by a
// variable, a load five elements past a 16-element tile (a tile grows by
// at most a quarter of a dimension on each side), a global load whose index
// is bounded by an argument, and index results (addresses, which the
// stride analysis reads), and a load through a view made in the branch.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true speculate-loads=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @chain
// CHECK: %[[T:.*]] = memref.alloca() {stitch.padded} : memref<18x18xf32>
// CHECK: %[[E:.*]] = memref.alloca() : memref<16x16xf32>
// CHECK: scf.for %[[Y:.*]] = %c0 to %c16
// CHECK: scf.for %[[X:.*]] = %c0 to %c16
// CHECK-NOT: scf.if
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %[[X]], %c15
// CHECK-DAG: memref.load %[[E]][%[[Y]], %[[X]]]
// CHECK-DAG: memref.load %[[T]][%{{.*}}, %{{.*}}] : memref<18x18xf32>
// CHECK: arith.select %[[EQ]]
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// OFF-LABEL: func.func @chain
// OFF: memref.alloca() : memref<16x16xf32>
// OFF: scf.if %{{.*}} -> (f32)
func.func @chain(%in: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %temp = memref.alloca() : memref<16x16xf32>
    %east = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %r0 = arith.muli %by, %c16 : index
      %r = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c16 : index
      %q = arith.addi %q0, %tx : index
      %v = memref.load %in[%r, %q] : memref<64x64xf32>
      memref.store %v, %temp[%ty, %tx] : memref<16x16xf32>
      memref.store %v, %east[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty
      %last = arith.cmpi eq, %tx, %c15 : index
      %txp1 = arith.addi %tx, %c1 : index
      %e = scf.if %last -> (f32) {
        %x = memref.load %east[%ty, %tx] : memref<16x16xf32>
        scf.yield %x : f32
      } else {
        %x = memref.load %temp[%ty, %txp1] : memref<16x16xf32>
        scf.yield %x : f32
      }
      %c = memref.load %temp[%ty, %tx] : memref<16x16xf32>
      %d = arith.subf %e, %c : f32
      memref.store %d, %out[%r, %q] : memref<64x64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @negatives
// CHECK-NOT: stitch.padded
// CHECK-COUNT-5: scf.if %{{.*}} -> (
// CHECK: return
func.func @negatives(%in: memref<64xf32>, %out: memref<64xf32>,
                     %idx: memref<64xindex>, %n: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %tile = memref.alloca() : memref<16xf32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %in[%tx] : memref<64xf32>
      memref.store %v, %tile[%tx] : memref<16xf32>
      stitch.barrier %tx
      %last = arith.cmpi eq, %tx, %c15 : index
      %c11 = arith.constant 11 : index
      %c12 = arith.constant 12 : index
      %c13 = arith.constant 13 : index
      %c14 = arith.constant 14 : index
      %p11 = arith.cmpi eq, %tx, %c11 : index
      %p12 = arith.cmpi eq, %tx, %c12 : index
      %p13 = arith.cmpi eq, %tx, %c13 : index
      %p14 = arith.cmpi eq, %tx, %c14 : index
      %c5 = arith.constant 5 : index
      %txp5 = arith.addi %tx, %c5 : index
      // A store in a branch.
      %a = scf.if %last -> (f32) {
        memref.store %v, %out[%tx] : memref<64xf32>
        scf.yield %v : f32
      } else {
        %x = memref.load %tile[%tx] : memref<16xf32>
        scf.yield %x : f32
      }
      // An integer division by a variable.
      %b = scf.if %p14 -> (i32) {
        %x = memref.load %tile[%tx] : memref<16xf32>
        %i = arith.fptosi %x : f32 to i32
        %q = arith.divsi %i, %k : i32
        scf.yield %q : i32
      } else {
        scf.yield %k : i32
      }
      // Five elements past the tile (more than a quarter of it).
      %c = scf.if %p13 -> (f32) {
        scf.yield %v : f32
      } else {
        %x = memref.load %tile[%txp5] : memref<16xf32>
        scf.yield %x : f32
      }
      // A global load at an index bounded by an argument.
      %d = scf.if %p12 -> (f32) {
        scf.yield %v : f32
      } else {
        %x = memref.load %in[%n] : memref<64xf32>
        scf.yield %x : f32
      }
      // Index results.
      %e = scf.if %p11 -> (index) {
        %x = memref.load %idx[%tx] : memref<64xindex>
        scf.yield %x : index
      } else {
        scf.yield %c0 : index
      }
      %bf = arith.sitofp %b : i32 to f32
      %s0 = arith.addf %a, %bf : f32
      %s1 = arith.addf %s0, %c : f32
      %s2 = arith.addf %s1, %d : f32
      memref.store %s2, %out[%e] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Two ifs in one x loop: the first reads temp[tx + 1] (one past), the
// second temp[tx + 2] under tx < 14 (two past): what they need is padded
// once, after the loop's ifs are decided: nothing before, 2 after (no
// index shift), both ifs selects.
// CHECK-LABEL: func.func @pad_once
// CHECK: memref.alloca() {stitch.padded} : memref<18xf32>
// CHECK-NOT: scf.if %{{.*}} -> (f32)
// CHECK: arith.select
// CHECK-NOT: scf.if %{{.*}} -> (f32)
// CHECK: arith.select
// CHECK-NOT: scf.if %{{.*}} -> (f32)
// CHECK: return
func.func @pad_once(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %temp = memref.alloca() : memref<16xf32>
    %east = memref.alloca() : memref<16xf32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %q0 = arith.muli %bx, %c16 : index
      %q = arith.addi %q0, %tx : index
      %v = memref.load %in[%q] : memref<64xf32>
      memref.store %v, %temp[%tx] : memref<16xf32>
      memref.store %v, %east[%tx] : memref<16xf32>
      stitch.barrier %tx
      %last = arith.cmpi eq, %tx, %c15 : index
      %txp1 = arith.addi %tx, %c1 : index
      %e = scf.if %last -> (f32) {
        %x = memref.load %east[%tx] : memref<16xf32>
        scf.yield %x : f32
      } else {
        %x = memref.load %temp[%txp1] : memref<16xf32>
        scf.yield %x : f32
      }
      %near = arith.cmpi sge, %tx, %c14 : index
      %txp2 = arith.addi %tx, %c2 : index
      %f = scf.if %near -> (f32) {
        %x = memref.load %east[%tx] : memref<16xf32>
        scf.yield %x : f32
      } else {
        %x = memref.load %temp[%txp2] : memref<16xf32>
        scf.yield %x : f32
      }
      %d = arith.addf %e, %f : f32
      memref.store %d, %out[%q] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A load through a view made in the branch (`subview %a[j][1][1]` under
// j >= 0): in bounds of the view's static type, but the view itself lies
// outside %a where the branch does not run. The load's memref must come
// from outside the x loop; the scf.if stays.
// CHECK-LABEL: func.func @view_in_branch
// CHECK: scf.if
// CHECK: memref.subview
// CHECK-NOT: arith.select
// CHECK: return
func.func @view_in_branch(%a: memref<?xf32>, %j: memref<16xindex>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %m1 = arith.constant -1.0 : f32
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %k = memref.load %j[%t] : memref<16xindex>
      %ok = arith.cmpi sge, %k, %c0 : index
      %v = scf.if %ok -> (f32) {
        %sv = memref.subview %a[%k] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: ?>>
        %x = memref.load %sv[%c0] : memref<1xf32, strided<[1], offset: ?>>
        scf.yield %x : f32
      } else {
        scf.yield %m1 : f32
      }
      memref.store %v, %out[%t] : memref<16xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// C's flattened tile (stitch-cuda: `__shared__ float t[16][16]` read as
// t[ty * 16 + tx]): the chain's northern neighbour t[(ty - 1) * 16 + tx]
// reads 16 elements before the tile at ty = 0, the southern one 16 past it
// at ty = 15, the eastern one 1 past (the conditions, `ty == 0 || tx == 0`
// and the like, keep the ifs in the x loop): the tile is padded by what the
// loads need, 16 before and 16 after (a quarter of 256 at most), every
// index + 16, and the chain becomes selects.
// CHECK-LABEL: func.func @flat_tile
// CHECK: %[[T:.*]] = memref.alloca() {stitch.padded} : memref<288xf32>
// CHECK-NOT: memref.alloca() {stitch.padded}
// CHECK: scf.for %[[Y:.*]] = %c0 to %c16
// CHECK: scf.for %[[X:.*]] = %c0 to %c16
// CHECK-NOT: scf.if
// CHECK: arith.select
// CHECK-NOT: scf.if
// CHECK: } {loop_annotation
// OFF-LABEL: func.func @flat_tile
// OFF: memref.alloca() : memref<256xf32>
func.func @flat_tile(%in: memref<4096xf32>, %out: memref<4096xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %t = memref.alloca() : memref<256xf32>
    %edge = memref.alloca() : memref<256xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %r0 = arith.muli %by, %c16 : index
      %r = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c16 : index
      %q = arith.addi %q0, %tx : index
      %g0 = arith.muli %r, %c64 : index
      %g = arith.addi %g0, %q : index
      %v = memref.load %in[%g] : memref<4096xf32>
      %row = arith.muli %ty, %c16 : index
      %i = arith.addi %row, %tx : index
      memref.store %v, %t[%i] : memref<256xf32>
      memref.store %v, %edge[%i] : memref<256xf32>
      stitch.barrier %tx, %ty
      %top = arith.cmpi eq, %ty, %c0 : index
      %bottom = arith.cmpi eq, %ty, %c15 : index
      %right = arith.cmpi eq, %tx, %c15 : index
      %left = arith.cmpi eq, %tx, %c0 : index
      %topleft = arith.ori %top, %left : i1
      %bottomleft = arith.ori %bottom, %left : i1
      %n = scf.if %topleft -> (f32) {
        %x = memref.load %edge[%i] : memref<256xf32>
        scf.yield %x : f32
      } else {
        %in_ = arith.subi %i, %c16 : index
        %x = memref.load %t[%in_] : memref<256xf32>
        scf.yield %x : f32
      }
      %s = scf.if %bottomleft -> (f32) {
        %x = memref.load %edge[%i] : memref<256xf32>
        scf.yield %x : f32
      } else {
        %is = arith.addi %i, %c16 : index
        %x = memref.load %t[%is] : memref<256xf32>
        scf.yield %x : f32
      }
      %e = scf.if %right -> (f32) {
        %x = memref.load %edge[%i] : memref<256xf32>
        scf.yield %x : f32
      } else {
        %ie = arith.addi %i, %c1 : index
        %x = memref.load %t[%ie] : memref<256xf32>
        scf.yield %x : f32
      }
      %ns = arith.addf %n, %s : f32
      %nse = arith.addf %ns, %e : f32
      memref.store %nse, %out[%g] : memref<4096xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The same reads in two x loops (a barrier between): the first loop's if
// pads the tile by one element on every side and marks it; the second
// loop's temp[tx + 2] is then one past the padded tile, which is not
// padded again: it stays an scf.if.
// CHECK-LABEL: func.func @pad_once_per_tile
// CHECK: memref.alloca() {stitch.padded} : memref<18xf32>
// CHECK: arith.select
// CHECK: scf.if %{{.*}} -> (f32)
func.func @pad_once_per_tile(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %temp = memref.alloca() : memref<16xf32>
    %east = memref.alloca() : memref<16xf32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %q0 = arith.muli %bx, %c16 : index
      %q = arith.addi %q0, %tx : index
      %v = memref.load %in[%q] : memref<64xf32>
      memref.store %v, %temp[%tx] : memref<16xf32>
      memref.store %v, %east[%tx] : memref<16xf32>
      stitch.barrier %tx
      %last = arith.cmpi eq, %tx, %c15 : index
      %txp1 = arith.addi %tx, %c1 : index
      %e = scf.if %last -> (f32) {
        %x = memref.load %east[%tx] : memref<16xf32>
        scf.yield %x : f32
      } else {
        %x = memref.load %temp[%txp1] : memref<16xf32>
        scf.yield %x : f32
      }
      memref.store %e, %out[%q] : memref<64xf32>
      stitch.barrier %tx
      %near = arith.cmpi sge, %tx, %c14 : index
      %txp2 = arith.addi %tx, %c2 : index
      %f = scf.if %near -> (f32) {
        %x = memref.load %east[%tx] : memref<16xf32>
        scf.yield %x : f32
      } else {
        %x = memref.load %temp[%txp2] : memref<16xf32>
        scf.yield %x : f32
      }
      %o = memref.load %out[%q] : memref<64xf32>
      %d = arith.addf %o, %f : f32
      memref.store %d, %out[%q] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
