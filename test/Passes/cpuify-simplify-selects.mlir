// stitch-cpuify{simplify-selects}: a select of the operands of its own
// comparison is the min or max it computes (C's `x < lo ? lo : x`), and an
// i1 select with a constant arm the and/or it computes (stitch-cuda's
// `a && b` is `a ? b : false`): the forms stitch-cpuify's clamp and guard
// rewrites read (stitchSimplifySelects). speculate-ifs's fold: an scf.if
// whose branches yield true and false yields its condition
// (stitchFoldIfConditionResults). Negative cases: eq/ne, arms that are not
// the compared values, an i1 select of two variables, the options off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="simplify-selects=false speculate-ifs=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @selects
// CHECK: %[[X:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<64xi32>
// CHECK: arith.maxsi %{{.*}}, %[[X]] : i32
// CHECK: arith.minsi %{{.*}}, %[[X]] : i32
// CHECK: arith.maxui %{{.*}}, %[[X]] : i32
// CHECK: arith.minsi %{{.*}}, %[[X]] : i32
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[X]] : i32
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: arith.andi %[[A:.*]], %[[B:.*]] : i1
// CHECK: arith.ori %[[A]], %[[B]] : i1
// CHECK: arith.select %[[A]], %[[B]], %{{.*}} : i1
// OFF-LABEL: func.func @selects
// OFF-NOT: arith.maxsi
// OFF-NOT: arith.andi
// OFF: return
func.func @selects(%buf: memref<64xi32>, %out: memref<64xi32>, %flags: memref<64xi1>,
                   %lo: i32, %hi: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %false = arith.constant false
      %true = arith.constant true
      %x = memref.load %buf[%tx] : memref<64xi32>
      %lt = arith.cmpi slt, %x, %lo : i32
      %gt = arith.cmpi sgt, %x, %hi : i32
      %ult = arith.cmpi ult, %x, %lo : i32
      %le = arith.cmpi sle, %hi, %x : i32
      %eq = arith.cmpi eq, %x, %lo : i32
      %max = arith.select %lt, %lo, %x : i32
      %min = arith.select %gt, %hi, %x : i32
      %umax = arith.select %ult, %lo, %x : i32
      %min2 = arith.select %le, %hi, %x : i32
      %keepEq = arith.select %eq, %lo, %x : i32
      %other = arith.select %lt, %hi, %lo : i32
      %s0 = arith.addi %max, %min : i32
      %s1 = arith.addi %s0, %umax : i32
      %s2 = arith.addi %s1, %min2 : i32
      %s3 = arith.addi %s2, %keepEq : i32
      %s4 = arith.addi %s3, %other : i32
      memref.store %s4, %out[%tx] : memref<64xi32>
      %and = arith.select %lt, %gt, %false : i1
      %or = arith.select %lt, %true, %gt : i1
      %f = memref.load %flags[%tx] : memref<64xi1>
      %keep = arith.select %lt, %gt, %f : i1
      %a1 = arith.xori %and, %or : i1
      %a2 = arith.xori %a1, %keep : i1
      memref.store %a2, %flags[%tx] : memref<64xi1>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// `computed = false; if (c) { computed = true; ... }`: the flag is c.
// CHECK-LABEL: func.func @flag_if
// CHECK: %[[C:.*]] = arith.cmpi slt
// CHECK: %[[N:.*]] = arith.xori %[[C]], %{{.*}} : i1
// CHECK: scf.if %[[C]]
// CHECK: arith.extui %[[N]] : i1 to i32
// OFF-LABEL: func.func @flag_if
// OFF: scf.if %{{.*}} -> (i1)
func.func @flag_if(%buf: memref<64xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %false = arith.constant false
      %true = arith.constant true
      %x = memref.load %buf[%tx] : memref<64xi32>
      %c = arith.cmpi slt, %x, %n : i32
      %computed = scf.if %c -> (i1) {
        memref.store %n, %buf[%tx] : memref<64xi32>
        scf.yield %false : i1
      } else {
        scf.yield %true : i1
      }
      %e = arith.extui %computed : i1 to i32
      %y = arith.addi %x, %e : i32
      memref.store %y, %buf[%tx] : memref<64xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// `a && b` with b computed speculatively by nsw ops (stitch-cuda: `i < n
// && i + k > m`): b may be poison where a is false, which the select
// ignores and an andi would not, so the andi comes with b's flags dropped.
// A shift (poison past the width, no flag to drop) keeps the select, and
// so does a float-to-integer conversion (poison out of range: C's
// `p > 0 || (int)f < 3` with f = 1e20f; found by review).
// CHECK-LABEL: func.func @poison_arms
// CHECK: %[[S:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: %[[B:.*]] = arith.cmpi sgt, %[[S]], %{{.*}} : i32
// CHECK: arith.andi %{{.*}}, %[[B]] : i1
// CHECK: arith.shli
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i1
// CHECK: arith.fptosi
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i1
func.func @poison_arms(%buf: memref<64xi32>, %flags: memref<64xi1>, %n: i32, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %false = arith.constant false
      %x = memref.load %buf[%tx] : memref<64xi32>
      %a = arith.cmpi slt, %x, %n : i32
      %s = arith.addi %x, %k overflow<nsw> : i32
      %b = arith.cmpi sgt, %s, %n : i32
      %and = arith.select %a, %b, %false : i1
      %sh = arith.shli %x, %k : i32
      %b2 = arith.cmpi sgt, %sh, %n : i32
      %and2 = arith.select %a, %b2, %false : i1
      %f = arith.constant 1.0e20 : f32
      %fi = arith.fptosi %f : f32 to i32
      %b3 = arith.cmpi slt, %fi, %n : i32
      %true = arith.constant true
      %or3 = arith.select %a, %true, %b3 : i1
      %r0 = arith.xori %and, %and2 : i1
      %r = arith.xori %r0, %or3 : i1
      memref.store %r, %flags[%tx] : memref<64xi1>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Select-arm factoring (stitchFactorSelectArms): a select whose condition
// does not vary with the x thread index and whose arms differ by a term
// is the base plus or minus a select of 0 and the term (hotspot3D's
// `N = (ty == 0) ? c : c - n`, c moving with tx: the x loop then reads
// the neighbour contiguously). Negative: a condition on tx (`(tx == 0) ?
// c : c - 1`, for the peel and clamp rewrites), arms that share no term,
// an i1 select, a condition read from memory (a load may differ per
// thread), the option off.
// CHECK-LABEL: func.func @factor_arms
// CHECK-DAG: %[[NS:.*]] = arith.select %{{.*}}, %c0{{.*}}, %{{.*}} : index
// CHECK-DAG: arith.subi %[[C:.*]], %[[NS]] overflow<nsw> : index
// CHECK-DAG: %[[SS:.*]] = arith.select %{{.*}}, %{{.*}}, %c0{{.*}} : index
// CHECK-DAG: arith.addi %[[C]], %[[SS]] : index
// CHECK-DAG: arith.select %{{.*}}, %[[C]], %{{.*}} : index
// CHECK-DAG: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i1
// CHECK-DAG: arith.select %{{.*}}, %{{.*}}, %[[C]] : index
// OFF-LABEL: func.func @factor_arms
// OFF-NOT: arith.select %{{.*}}, %c0{{.*}}, %{{.*}} : index
// OFF: return
func.func @factor_arms(%buf: memref<?xf32>, %out: memref<?xf32>,
                       %flags: memref<4xi1>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c4) step (%c1, %c1) {
      %row = arith.muli %ty, %n : index
      %col0 = arith.muli %bx, %c16 : index
      %col = arith.addi %col0, %tx : index
      %c = arith.addi %row, %col : index
      // north: factored (the condition is on ty)
      %top = arith.cmpi eq, %ty, %c0 : index
      %up = arith.subi %c, %n overflow<nsw> : index
      %north = arith.select %top, %c, %up : index
      // south, mirrored arms: factored
      %bottom = arith.cmpi ne, %ty, %c1 : index
      %down = arith.addi %n, %c : index
      %south = arith.select %bottom, %down, %c : index
      // west: the condition is on tx, stays
      %first = arith.cmpi eq, %tx, %c0 : index
      %left = arith.subi %c, %c1 : index
      %west = arith.select %first, %c, %left : index
      // arms without a common term: stays
      %far = arith.addi %m, %n : index
      %other = arith.select %top, %far, %c : index
      // a condition loaded from memory: stays
      %flag = memref.load %flags[%ty] : memref<4xi1>
      %right = arith.addi %c, %c1 : index
      %east = arith.select %flag, %c, %right : index
      // i1: stays
      %b = arith.select %top, %first, %flag : i1
      %v0 = memref.load %buf[%north] : memref<?xf32>
      %v1 = memref.load %buf[%south] : memref<?xf32>
      %v2 = memref.load %buf[%west] : memref<?xf32>
      %v3 = memref.load %buf[%other] : memref<?xf32>
      %v4 = memref.load %buf[%east] : memref<?xf32>
      %s0 = arith.addf %v0, %v1 : f32
      %s1 = arith.addf %s0, %v2 : f32
      %s2 = arith.addf %s1, %v3 : f32
      %s3 = arith.addf %s2, %v4 : f32
      %s4 = arith.select %b, %s3, %v0 : f32
      memref.store %s4, %out[%c] : memref<?xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
