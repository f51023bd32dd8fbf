// stitch-cpuify{inner-serialize divrem-segments}: Rodinia srad_v1 recovers
// each element's row and column from its flat index ei = bx * 64 + tx,
// `r = (ei + 1) % nr`, `c = (ei + 1) / nr`, `row = r == 0 ? nr - 1 : r - 1`.
// Serialized, every iteration divides and every access through row or c
// gathers. The x loop is cut where the quotient changes
// (stitchSplitDivRemSegments): a loop over the quotients q from
// d(0) / nr to d(63) / nr, each segment's first iteration (where the
// remainder may be 0) and the rest (where `r == 0` is false), with
// `c = q` and `r = tx + B - q * nr`. It is taken when nr >= 32 (the
// original loop in the else branch). Negative cases: a divisor that varies
// with the loop, a constant divisor below 32, a dividend that is not
// `tx + B` (2 * tx), the option off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true divrem-segments=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @rows
// The dividend's range is checked at run time (the grid is dynamic).
// CHECK: %[[BIG:.*]] = arith.cmpi uge, %[[NR:.*]], %c32
// CHECK-NEXT: %[[TAKE:.*]] = arith.andi %{{.*}}, %[[BIG]]
// CHECK-NEXT: scf.if %[[TAKE]] {
// CHECK: %[[NC:.*]] = arith.minui
// CHECK: %[[Q0:.*]] = arith.divui %{{.*}}, %[[NC]]
// CHECK: %[[QL:.*]] = arith.divui %{{.*}}, %[[NC]]
// CHECK: %[[QE:.*]] = arith.addi %[[QL]], %{{.*}}
// CHECK: scf.for %[[Q:.*]] = %[[Q0]] to %[[QE]] step %{{.*}} {
// CHECK: %[[QN:.*]] = arith.muli %[[Q]], %[[NC]]
// CHECK: %[[SHIFT:.*]] = arith.subi %{{.*}}, %[[QN]]
// The head keeps the wrap test on the remainder.
// CHECK: scf.for %[[U:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[U]], %[[SHIFT]]
// CHECK-NOT: arith.divui
// CHECK: arith.cmpi eq, %[[R]], %c0
// CHECK: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: }
// The rest: no division, the wrap test decided (false); a copy bounded by
// the `ei < ne` guard (version-guards) beside the guarded one.
// CHECK-NEXT: arith.constant
// CHECK: scf.if
// CHECK: scf.for %[[V:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK-NEXT: %[[R2:.*]] = arith.addi %[[V]], %[[SHIFT]]
// CHECK-NOT: arith.divui
// CHECK-NOT: arith.remui
// CHECK-NOT: arith.cmpi eq, %[[R2]]
// CHECK: } {loop_annotation
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for
// CHECK-NEXT: arith.addi %{{.*}}, %[[SHIFT]]
// CHECK-NOT: arith.remui
// CHECK: } {loop_annotation
// CHECK: } else {
// CHECK: scf.for
// CHECK: arith.remui
// CHECK: arith.divui
// OFF-LABEL: func.func @rows
// OFF-NOT: arith.cmpi uge
// OFF: arith.remui
func.func @rows(%in: memref<4096xf32>, %jw: memref<64xi32>,
                %out: memref<4096xf32>, %nr: index, %ne: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %blocks = arith.ceildivui %ne, %c64 : index
  scf.parallel (%bx) = (%c0) to (%blocks) step (%c1) {
    %b = arith.muli %bx, %c64 : index
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %ei = arith.addi %b, %tx : index
      %ep1 = arith.addi %ei, %c1 : index
      %r = arith.remui %ep1, %nr : index
      %c = arith.divui %ep1, %nr : index
      %wrap = arith.cmpi eq, %r, %c0 : index
      %rc:2 = scf.if %wrap -> (index, index) {
        %row = arith.subi %nr, %c1 : index
        %col = arith.subi %c, %c1 : index
        scf.yield %row, %col : index, index
      } else {
        %row = arith.subi %r, %c1 : index
        scf.yield %row, %c : index, index
      }
      %valid = arith.cmpi ult, %ei, %ne : index
      scf.if %valid {
        %w = memref.load %jw[%rc#1] : memref<64xi32>
        %wi = arith.index_cast %w : i32 to index
        %base = arith.muli %wi, %nr : index
        %at = arith.addi %base, %rc#0 : index
        %v = memref.load %in[%at] : memref<4096xf32>
        memref.store %v, %out[%ei] : memref<4096xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not cut: the divisor varies with the loop (tx + 1), a constant divisor
// below 32 (segments of 8), a dividend that is not tx + B.
// CHECK-LABEL: func.func @not_cut
// CHECK-NOT: arith.cmpi uge
// CHECK: scf.for
// CHECK-COUNT-3: arith.remui
// CHECK-NOT: scf.for
// CHECK: return
func.func @not_cut(%in: memref<4096xf32>, %out: memref<4096xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c64 : index
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %ei = arith.addi %b, %tx : index
      %d = arith.addi %tx, %c1 : index
      %r1 = arith.remui %ei, %d : index
      %r2 = arith.remui %ei, %c8 : index
      %t2 = arith.muli %tx, %c2 : index
      %e2 = arith.addi %b, %t2 : index
      %r3 = arith.remui %e2, %n : index
      %s0 = arith.addi %r1, %r2 : index
      %s = arith.addi %s0, %r3 : index
      %v = memref.load %in[%s] : memref<4096xf32>
      memref.store %v, %out[%ei] : memref<4096xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The same in C's int, as stitch-cuda emits srad_v1 (`int ei = bx * 64 +
// tx; (ei + 1) % nr; (ei + 1) / nr`, each `ei + 1` computed separately):
// signed divisions, the divisor sign-extended and tested `>= 32` signed (a
// negative one takes the original loop), quotient and remainder truncated
// to i32 in the pieces, every dividend of the same formula replaced.
// CHECK-LABEL: func.func @rows_i32
// CHECK: %[[N:.*]] = arith.index_cast %arg3 : i32 to index
// CHECK: %[[BIG:.*]] = arith.cmpi sge, %[[N]], %c32
// CHECK: scf.if %{{.*}} {
// CHECK: arith.maxui %[[N]], %{{.*}}
// CHECK: scf.for %[[Q:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[U:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[U]], %{{.*}} : index
// CHECK-NEXT: %[[QI:.*]] = arith.index_cast %[[Q]] : index to i32
// CHECK-NEXT: %[[RI:.*]] = arith.index_cast %[[R]] : index to i32
// CHECK-NOT: arith.remsi
// CHECK-NOT: arith.divsi
// CHECK: arith.cmpi eq, %[[RI]], %c0_i32
// CHECK-NOT: arith.remsi
// CHECK-NOT: arith.divsi
// CHECK: } else {
// CHECK: arith.remsi
// CHECK: arith.divsi
// CHECK: arith.remsi
// OFF-LABEL: func.func @rows_i32
// OFF-NOT: arith.cmpi sge
func.func @rows_i32(%in: memref<4096xf32>, %out: memref<4096xf32>,
                    %blocks: index, %nr: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%blocks) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %k64 = arith.constant 64 : i32
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %bi = arith.index_cast %bx : index to i32
      %ti = arith.index_cast %tx : index to i32
      %b = arith.muli %bi, %k64 overflow<nsw> : i32
      %ei = arith.addi %b, %ti overflow<nsw> : i32
      %d1 = arith.addi %ei, %one overflow<nsw> : i32
      %r = arith.remsi %d1, %nr : i32
      %d2 = arith.addi %ei, %one overflow<nsw> : i32
      %c = arith.divsi %d2, %nr : i32
      %d3 = arith.addi %ei, %one overflow<nsw> : i32
      %r3 = arith.remsi %d3, %nr : i32
      %wrap = arith.cmpi eq, %r3, %zero : i32
      %row = arith.select %wrap, %c, %r : i32
      %ri = arith.index_cast %row : i32 to index
      %v = memref.load %in[%ri] : memref<4096xf32>
      %eidx = arith.index_cast %ei : i32 to index
      memref.store %v, %out[%eidx] : memref<4096xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not cut: a negative constant divisor of a signed division (-64: below
// 32 as a signed value; the segments assume a positive divisor).
// CHECK-LABEL: func.func @not_cut_i32
// CHECK-NOT: scf.if
// CHECK: arith.divsi
// CHECK: arith.remsi
func.func @not_cut_i32(%out: memref<4096xi32>, %blocks: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%blocks) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %k64 = arith.constant 64 : i32
      %one = arith.constant 1 : i32
      %m64 = arith.constant -64 : i32
      %bi = arith.index_cast %bx : index to i32
      %ti = arith.index_cast %tx : index to i32
      %b = arith.muli %bi, %k64 overflow<nsw> : i32
      %ei = arith.addi %b, %ti overflow<nsw> : i32
      %d1 = arith.addi %ei, %one overflow<nsw> : i32
      %q = arith.divsi %d1, %m64 : i32
      %r = arith.remsi %d1, %m64 : i32
      %s = arith.addi %q, %r : i32
      %eidx = arith.index_cast %ei : i32 to index
      memref.store %s, %out[%eidx] : memref<4096xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
