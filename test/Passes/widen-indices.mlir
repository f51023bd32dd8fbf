// stitch-widen-indices: a sign (zero) extension of a value computed by nsw
// (nuw) add/sub/mul, selects and narrower extensions is rebuilt on the
// extended operands; anything whose wrap behaviour is defined (no flag, the
// other flag, a truncation) stays a narrow op under its extension.
// RUN: stitch-opt %s --stitch-widen-indices --verify-each | FileCheck %s

// `a[(c - 1) * n]` in C's int: computed in index, the flags kept; each wide
// op right after the narrow one it replaces.
// CHECK-LABEL: func.func @nsw_chain
// CHECK-DAG: %[[N:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK-DAG: %[[C:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: arith.subi %arg1, %{{.*}} overflow<nsw> : i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[C]], %[[ONE]] overflow<nsw> : index
// CHECK-NEXT: arith.muli
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[S]], %[[N]] overflow<nsw> : index
// CHECK: memref.load %arg0[%[[M]]]
func.func @nsw_chain(%m: memref<?xf32>, %c: i32, %n: i32) -> f32 {
  %one = arith.constant 1 : i32
  %a = arith.subi %c, %one overflow<nsw> : i32
  %b = arith.muli %a, %n overflow<nsw> : i32
  %x = arith.index_cast %b : i32 to index
  %v = memref.load %m[%x] : memref<?xf32>
  return %v : f32
}

// hotspot3D's `W = (x == 0) ? c : c - 1`: a select of the wide arms; its
// condition does not compare the arms, so it stays as it is.
// CHECK-LABEL: func.func @select_arms
// CHECK: %[[W:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK: %[[P:.*]] = arith.cmpi eq, %arg2, %c0_i32 : i32
// CHECK: %[[D:.*]] = arith.subi %[[W]], %{{.*}} overflow<nsw> : index
// CHECK: arith.select %[[P]], %[[W]], %[[D]] : index
func.func @select_arms(%m: memref<?xf32>, %c: i32, %x: i32) -> f32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %p = arith.cmpi eq, %x, %zero : i32
  %d = arith.subi %c, %one overflow<nsw> : i32
  %w = arith.select %p, %c, %d : i32
  %i = arith.index_cast %w : i32 to index
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// pathfinder's `W = tx - 1 < lo ? lo : tx - 1` (a clamp): the comparison of
// the arms is made on the wide arms, so the select is still a max.
// CHECK-LABEL: func.func @clamp
// CHECK-DAG: %[[T:.*]] = arith.subi %{{.*}}, %{{.*}} overflow<nsw> : index
// CHECK-DAG: %[[LO:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK: %[[P:.*]] = arith.cmpi slt, %[[T]], %[[LO]] : index
// CHECK: arith.select %[[P]], %[[LO]], %[[T]] : index
func.func @clamp(%m: memref<?xf32>, %tx: i32, %lo: i32) -> f32 {
  %one = arith.constant 1 : i32
  %t = arith.subi %tx, %one overflow<nsw> : i32
  %p = arith.cmpi slt, %t, %lo : i32
  %w = arith.select %p, %lo, %t : i32
  %i = arith.index_cast %w : i32 to index
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// An unsigned comparison of the arms does not keep its order under a sign
// extension: the select takes the narrow comparison.
// CHECK-LABEL: func.func @clamp_unsigned_cond
// CHECK: %[[P:.*]] = arith.cmpi ult, %{{.*}}, %arg2 : i32
// CHECK: arith.select %[[P]], %{{.*}}, %{{.*}} : index
func.func @clamp_unsigned_cond(%m: memref<?xf32>, %tx: i32, %lo: i32) -> f32 {
  %one = arith.constant 1 : i32
  %t = arith.subi %tx, %one overflow<nsw> : i32
  %p = arith.cmpi ult, %t, %lo : i32
  %w = arith.select %p, %lo, %t : i32
  %i = arith.index_cast %w : i32 to index
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// extsi to i64 (C's `(long)`), through a narrower extsi.
// CHECK-LABEL: func.func @extsi_chain
// CHECK-DAG: %[[B:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK-DAG: %[[A:.*]] = arith.extsi %arg0 : i16 to i64
// CHECK: %[[S:.*]] = arith.addi %[[A]], %[[B]] overflow<nsw> : i64
// CHECK: return %[[S]] : i64
func.func @extsi_chain(%a: i16, %b: i32) -> i64 {
  %a32 = arith.extsi %a : i16 to i32
  %s = arith.addi %a32, %b overflow<nsw> : i32
  %w = arith.extsi %s : i32 to i64
  return %w : i64
}

// A zero extension through nuw ops; a constant is zero-extended
// (-1 : i32 is 4294967295).
// CHECK-LABEL: func.func @zext_nuw
// CHECK-DAG: %[[A:.*]] = arith.index_castui %arg0 : i32 to index
// CHECK-DAG: %[[K:.*]] = arith.constant 4294967295 : index
// CHECK: %[[S:.*]] = arith.addi %[[A]], %[[K]] overflow<nuw> : index
// CHECK: return %[[S]] : index
func.func @zext_nuw(%a: i32) -> index {
  %k = arith.constant -1 : i32
  %s = arith.addi %a, %k overflow<nuw> : i32
  %w = arith.index_castui %s : i32 to index
  return %w : index
}

// Negative: without a flag the narrow op may wrap, and its extension is not
// the wide op (`(long)(c - 1)` for c = INT_MIN).
// CHECK-LABEL: func.func @no_flag
// CHECK: %[[S:.*]] = arith.subi %arg1, %c1_i32 : i32
// CHECK: %[[X:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK: memref.load %arg0[%[[X]]]
func.func @no_flag(%m: memref<?xf32>, %c: i32) -> f32 {
  %one = arith.constant 1 : i32
  %a = arith.subi %c, %one : i32
  %x = arith.index_cast %a : i32 to index
  %v = memref.load %m[%x] : memref<?xf32>
  return %v : f32
}

// Negative: the other flag. nsw says nothing about an unsigned wrap (zero
// extension), nuw nothing about a signed one.
// CHECK-LABEL: func.func @wrong_flag
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK: %[[U:.*]] = arith.addi %arg0, %arg1 overflow<nuw> : i32
// CHECK: arith.index_castui %[[S]] : i32 to index
// CHECK: arith.index_cast %[[U]] : i32 to index
func.func @wrong_flag(%a: i32, %b: i32) -> (index, index) {
  %s = arith.addi %a, %b overflow<nsw> : i32
  %u = arith.addi %a, %b overflow<nuw> : i32
  %x = arith.index_castui %s : i32 to index
  %y = arith.index_cast %u : i32 to index
  return %x, %y : index, index
}

// Negative: truncations (index to i32) and extensions of leaves (block
// arguments, loads, divisions) stay.
// (An unsigned scf.for's bounds are not read as signed ones:
// test/Execution/review12-widen-unsigned-for.mlir.)
// CHECK-LABEL: func.func @leaves
// CHECK: %[[T:.*]] = arith.index_cast %arg0 : index to i32
// CHECK: %[[D:.*]] = arith.divsi %[[T]], %arg1 : i32
// CHECK: %[[X:.*]] = arith.index_cast %[[D]] : i32 to index
// CHECK: %[[Y:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK: return %[[T]], %[[X]], %[[Y]]
func.func @leaves(%i: index, %n: i32) -> (i32, index, index) {
  %t = arith.index_cast %i : index to i32
  %d = arith.divsi %t, %n : i32
  %x = arith.index_cast %d : i32 to index
  %y = arith.index_cast %n : i32 to index
  return %t, %x, %y : i32, index, index
}

// Two extensions of one value share its wide value (one chain, not two:
// stitch-prefetch-blocks tells streams apart by their base); a truncated
// loop index whose constant range fits i32 (`(int)threadIdx.x`) is the
// index itself. One whose range does not fit (0 to 2^32) is extended
// through trunci of its i64 value: an index_cast pair would be folded by
// MLIR 22's canonicalizer to the untruncated index (wrong past 2^31;
// test/Execution/review12-widen-trunc-leaf.mlir).
// CHECK-LABEL: func.func @shared_and_iv
// CHECK: %[[B:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK: scf.for %[[I:.*]] = %c0 to %c64
// CHECK: %[[S:.*]] = arith.addi %[[B]], %[[I]] overflow<nsw> : index
// CHECK: memref.load %arg0[%[[S]]]
// CHECK: memref.load %arg0[%[[S]]]
// CHECK-NOT: arith.addi %{{.*}} overflow<nsw> : index
// CHECK: scf.for %[[J:.*]] = %c0 to %c4294967296
// CHECK: %[[T:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT: %[[J64:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK-NEXT: %[[T2:.*]] = arith.trunci %[[J64]] : i64 to i32
// CHECK-NEXT: %[[TW:.*]] = arith.index_cast %[[T2]] : i32 to index
// CHECK-NOT: arith.index_cast %[[T]] : i32 to index
// CHECK: %[[X2:.*]] = arith.addi %[[B]], %[[TW]] overflow<nsw> : index
// CHECK: memref.load %arg0[%[[X2]]]
func.func @shared_and_iv(%m: memref<?xf32>, %b: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %big = arith.constant 4294967296 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (f32) {
    %t = arith.index_cast %i : index to i32
    %s = arith.addi %b, %t overflow<nsw> : i32
    %x = arith.index_cast %s : i32 to index
    %y = arith.index_cast %s : i32 to index
    %v = memref.load %m[%x] : memref<?xf32>
    %w = memref.load %m[%y] : memref<?xf32>
    %a1 = arith.addf %acc, %v : f32
    %a2 = arith.addf %a1, %w : f32
    scf.yield %a2 : f32
  }
  %q = scf.for %j = %c0 to %big step %c1 iter_args(%acc = %r) -> (f32) {
    %t = arith.index_cast %j : index to i32
    %s = arith.addi %b, %t overflow<nsw> : i32
    %x = arith.index_cast %s : i32 to index
    %v = memref.load %m[%x] : memref<?xf32>
    %a1 = arith.addf %acc, %v : f32
    scf.yield %a1 : f32
  }
  return %q : f32
}
