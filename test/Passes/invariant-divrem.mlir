// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-invariant-divrem))' | FileCheck %s

// A reduction tree's `(tx + 1) % s == 0`, s uniform: the thread loop has
// constant bounds, so the dividend is known to be in [1, 512]; the reciprocal
// is computed once before the loop and the loop is not versioned.
// CHECK-LABEL: func.func @static_range
// CHECK-NOT: scf.if
// CHECK: %[[D:.*]] = arith.index_cast %arg1 : index to i64
// CHECK: %[[M:.*]] = arith.divui %c-1_i64, %{{.*}} : i64
// CHECK: %[[M1:.*]] = arith.addi %[[M]], %{{.*}} : i64
// CHECK: scf.for
// CHECK-NOT: arith.remui
// CHECK: arith.shrui
// CHECK: arith.muli
// CHECK: arith.subi
// CHECK: scf.if
// CHECK-NOT: arith.remui
// CHECK: return
func.func @static_range(%a: memref<512xf32>, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  %f = arith.constant 1.0 : f32
  scf.for %tx = %c0 to %c512 step %c1 {
    %t1 = arith.addi %tx, %c1 : index
    %r = arith.remui %t1, %s : index
    %z = arith.cmpi eq, %r, %c0 : index
    scf.if %z {
      memref.store %f, %a[%tx] : memref<512xf32>
    }
  }
  return
}

// -----

// srad's `(bx * 512 + tx + 1) / Nr` and `% Nr` over a grid of run-time size:
// the grid loop is versioned on `(nb - 1) * 512 + 512 <= 2^32 - 1`; the
// original loop (with divui/remui) stays in the else branch. One reciprocal
// serves both ops.
// CHECK-LABEL: func.func @versioned
// CHECK: %[[OK:.*]] = arith.cmpi sle
// CHECK: scf.if %{{.*}} {
// CHECK-COUNT-1: arith.divui %c-1_i64
// CHECK-NOT: arith.divui %c-1_i64
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK-NOT: arith.remui
// CHECK-NOT: arith.divui
// CHECK: memref.store
// CHECK: } else {
// CHECK: scf.parallel
// CHECK: arith.remui %{{.*}}, %arg1 : index
// CHECK: arith.divui %{{.*}}, %arg1 : index
func.func @versioned(%a: memref<?xindex>, %nr: index, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %b = arith.muli %bx, %c512 : index
    scf.parallel (%tx) = (%c0) to (%c512) step (%c1) {
      %e = arith.addi %b, %tx : index
      %e1 = arith.addi %e, %c1 : index
      %r = arith.remui %e1, %nr : index
      %q = arith.divui %e1, %nr : index
      %x = arith.addi %r, %q : index
      memref.store %x, %a[%e] : memref<?xindex>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Signed i32 division of an index that may be negative (`tx - 5`): divided
// by magnitudes, then the signs of C's truncating division (the quotient
// negated when exactly one operand is negative, the remainder when the
// dividend is).
// CHECK-LABEL: func.func @signed_negative
// CHECK: arith.extsi %arg1 : i32 to i64
// CHECK: scf.for
// CHECK: %[[N:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: %[[NNEG:.*]] = arith.cmpi slt, %[[N]], %{{.*}} : i64
// CHECK: arith.select %[[NNEG]]
// CHECK: %[[FLIP:.*]] = arith.xori
// CHECK: arith.select %[[FLIP]]
// CHECK: arith.trunci %{{.*}} : i64 to i32
// CHECK: %[[R:.*]] = arith.subi %{{[0-9]+}}, %{{[0-9]+}} : i64
// CHECK-NEXT: %[[NNEG2:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i64
// CHECK: %[[NEGR:.*]] = arith.subi %{{.*}}, %[[R]] : i64
// CHECK: arith.select %[[NNEG2]], %[[NEGR]], %[[R]] : i64
// CHECK: arith.trunci %{{.*}} : i64 to i32
// CHECK-NOT: arith.divsi
// CHECK-NOT: arith.remsi
// CHECK: return
func.func @signed_negative(%a: memref<128xi32>, %d: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  scf.for %tx = %c0 to %c64 step %c1 {
    %t = arith.subi %tx, %c5 : index
    %ti = arith.index_cast %t : index to i32
    %q = arith.divsi %ti, %d : i32
    %r = arith.remsi %ti, %d : i32
    memref.store %q, %a[%tx] : memref<128xi32>
    %t2 = arith.addi %tx, %c64 : index
    memref.store %r, %a[%t2] : memref<128xi32>
  }
  return
}

// -----

// Left alone:
//  - a divisor that varies in the loop (the loop index itself, a value
//    loaded per iteration);
//  - a dividend that is not a linear form of loop indices (a loaded value);
//  - a constant divisor (LLVM strength-reduces those itself);
//  - unsigned division of a dividend that may be negative (`tx - 5` is
//    2^64 - 5 as an unsigned index);
//  - a dividend whose range exceeds 2^32 for these constant bounds;
//  - a dividend that wraps in i32 (`tx * 2^30` truncated: not the index).
// CHECK-LABEL: func.func @not_rewritten
// CHECK-NOT: arith.divui %c-1_i64
// CHECK-COUNT-7: arith.{{(div|rem)(ui|si)}}
// CHECK-NOT: arith.divui %c-1_i64
// CHECK: return
func.func @not_rewritten(%a: memref<?xindex>, %b: memref<?xindex>, %s: index,
                         %i: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  %big = arith.constant 8589934592 : index
  %c1g = arith.constant 1073741824 : index
  %c129 = arith.constant 129 : index
  scf.for %tx = %c1 to %c129 step %c1 {
    %r0 = arith.remui %c64, %tx : index
    memref.store %r0, %a[%tx] : memref<?xindex>
    %d = memref.load %b[%tx] : memref<?xindex>
    %r1 = arith.divui %tx, %d : index
    memref.store %r1, %a[%tx] : memref<?xindex>
    %r2 = arith.divui %d, %s : index
    memref.store %r2, %a[%tx] : memref<?xindex>
    %r3 = arith.divui %tx, %c7 : index
    memref.store %r3, %a[%tx] : memref<?xindex>
    %n = arith.subi %tx, %c5 : index
    %r4 = arith.remui %n, %s : index
    memref.store %r4, %a[%tx] : memref<?xindex>
    %w = arith.muli %tx, %big : index
    %r5 = arith.remui %w, %s : index
    memref.store %r5, %a[%tx] : memref<?xindex>
    %v = arith.muli %tx, %c1g : index
    %vi = arith.index_cast %v : index to i32
    %si = arith.index_cast %s : index to i32
    %r6 = arith.divsi %vi, %si : i32
    memref.store %r6, %i[%tx] : memref<?xi32>
  }
  return
}

// -----

// How often the op runs per reciprocal: backprop's `ty % stride` in a
// 16-iteration loop runs 16 times per computation of M, where one division
// before the loop plus ~10 ops per element do not beat 16 divisions: left
// alone. The same op in a 16 x 8 nest (128 executions, at least 64) and in
// a loop of run-time trip count (unknown: any number) is rewritten.
// CHECK-LABEL: func.func @few_executions
// CHECK-NOT: arith.divui %c-1_i64
// CHECK: arith.remui %{{.*}}, %arg1 : index
// CHECK-NOT: arith.divui %c-1_i64
// CHECK: return
func.func @few_executions(%a: memref<16xindex>, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %ty = %c0 to %c16 step %c1 {
    %r = arith.remui %ty, %s : index
    memref.store %r, %a[%ty] : memref<16xindex>
  }
  return
}

// CHECK-LABEL: func.func @enough_executions
// CHECK: arith.divui %c-1_i64
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: arith.remui
// CHECK: return
func.func @enough_executions(%a: memref<8x16xindex>, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %ty = %c0 to %c16 step %c1 {
      %x = arith.addi %ty, %i : index
      %r = arith.remui %x, %s : index
      memref.store %r, %a[%i, %ty] : memref<8x16xindex>
    }
  }
  return
}

// (Versioned on the run-time range of %ty: the original stays in the else.)
// CHECK-LABEL: func.func @unknown_trips
// CHECK: arith.divui %c-1_i64
// CHECK: scf.for
// CHECK-NOT: arith.remui
// CHECK: } else {
// CHECK: arith.remui
// CHECK: return
func.func @unknown_trips(%a: memref<?xindex>, %s: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %m = arith.minui %n, %c16 : index
  scf.for %ty = %c0 to %m step %c1 {
    %r = arith.remui %ty, %s : index
    memref.store %r, %a[%ty] : memref<?xindex>
  }
  return
}
