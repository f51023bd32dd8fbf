// stitch-cpuify{inner-serialize narrow-indices}: CUDA's 32-bit global index
// `i = base + bx * 64 + tx` (i32, no no-wrap flag: the built-ins are
// unsigned) reaches memory through `index_castui`, so LLVM cannot widen it
// (every load a gather) and the guard `i <u n` on it is no bound. The x loop
// is versioned on a run-time check that i stays in [0, 2^32) over the
// loop's range (stitchVersionNarrowIndices): the copy computes
// zext(i at tx = 0) + tx in index, and its guard `tx < n - base' ` becomes
// the loop's bound. Negative cases: a coefficient that is not a constant
// (`tx * m`), a 64-bit chain (nothing to widen), a signed `nsw` chain
// over constant bounds (LLVM widens it), the option off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true narrow-indices=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @global_index_i32
// CHECK: %[[N:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[BASE:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK-NEXT: %[[END:.*]] = arith.addi %[[BASE]], %{{.*}} : index
// CHECK: arith.cmpi sle, %[[END]], %{{.*}} : index
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: arith.subi %[[N]], %[[BASE]] : index
// CHECK: %[[HI:.*]] = arith.minsi %c64, %{{.*}} : index
// CHECK: scf.for %[[TX:.*]] = %{{.*}} to %[[HI]] step %c1 {
// CHECK-NOT: index_castui
// CHECK-NOT: scf.if
// CHECK: %[[I:.*]] = arith.addi %[[BASE]], %[[TX]] : index
// CHECK-NEXT: memref.load %{{.*}}[%[[I]]] : memref<?xf32>
// CHECK: } {loop_annotation
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// CHECK: scf.if
// CHECK: arith.index_castui %{{.*}} : i32 to index
// OFF-LABEL: func.func @global_index_i32
// OFF-NOT: scf.if %{{.*}} {
// OFF: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// OFF: scf.if
// OFF: arith.index_castui %{{.*}} : i32 to index
func.func @global_index_i32(%in: memref<?xf32>, %out: memref<?xf32>,
                            %base: i32, %n: i32, %blocks: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c64i = arith.constant 64 : i32
  scf.parallel (%bx) = (%c0) to (%blocks) step (%c1) {
    %bxi = arith.index_cast %bx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %b2 = arith.addi %base, %b : i32
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %txi = arith.index_cast %tx : index to i32
      %i = arith.addi %b2, %txi : i32
      %valid = arith.cmpi ult, %i, %n : i32
      scf.if %valid {
        %ix = arith.index_castui %i : i32 to index
        %v = memref.load %in[%ix] : memref<?xf32>
        %w = arith.addf %v, %v : f32
        memref.store %w, %out[%ix] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// `tx * m` (m a run-time value): no constant coefficient, no version.
// CHECK-LABEL: func.func @strided_by_runtime_value
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK: arith.muli %{{.*}}, %{{.*}} : i32
// CHECK: arith.index_cast %{{.*}} : i32 to index
// CHECK-NOT: scf.if
// CHECK: return
func.func @strided_by_runtime_value(%in: memref<?xf32>, %out: memref<?xf32>,
                                    %m: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %txi = arith.index_cast %tx : index to i32
      %i = arith.muli %txi, %m : i32
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32>
      %g = arith.muli %bx, %c64 : index
      %o = arith.addi %g, %tx : index
      memref.store %v, %out[%o] : memref<?xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A 64-bit chain: sign-extending it is not needed (nothing to widen).
// CHECK-LABEL: func.func @chain_i64
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c1 {
// CHECK: arith.index_cast %{{.*}} : i64 to index
// CHECK: return
func.func @chain_i64(%in: memref<?xf32>, %out: memref<?xf32>, %base: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %txi = arith.index_cast %tx : index to i64
      %i = arith.addi %base, %txi : i64
      %ix = arith.index_cast %i : i64 to index
      %v = memref.load %in[%ix] : memref<?xf32>
      %g = arith.muli %bx, %c64 : index
      %o = arith.addi %g, %tx : index
      memref.store %v, %out[%o] : memref<?xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// CUDA's signed `int`: `base +nsw tx` extended by sign. LLVM widens such a
// sign extension itself (no signed wrap by the flags), so no copy (matmul's
// tile loads: a copy per 16-wide row cost more than it saved).
// CHECK-LABEL: func.func @signed_nsw
// CHECK-NOT: scf.if
// CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i32
// CHECK: arith.index_cast %{{.*}} : i32 to index
// CHECK: return
func.func @signed_nsw(%in: memref<?xf32>, %out: memref<?xf32>, %base: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %txi = arith.index_cast %tx : index to i32
      %i = arith.addi %base, %txi overflow<nsw> : i32
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32>
      %g = arith.muli %bx, %c16 : index
      %o = arith.addi %g, %tx : index
      memref.store %v, %out[%o] : memref<?xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The same chain over a run-time thread range (a coarsened launch's merged
// index): the truncation of tx to i32 may wrap there, so LLVM cannot widen
// `sext(base +nsw (i32)tx)`; the loop is versioned on the range check.
// CHECK-LABEL: func.func @signed_nsw_dynamic
// CHECK: arith.cmpi sle, %{{.*}}, %c2147483647
// CHECK: scf.if
// CHECK: scf.for %[[TX:.*]] = %{{.*}} to
// CHECK-NEXT: %[[I:.*]] = arith.addi %{{.*}}, %[[TX]] : index
// CHECK-NEXT: memref.load %{{.*}}[%[[I]]]
// CHECK: } else {
// CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i32
func.func @signed_nsw_dynamic(%in: memref<?xf32>, %out: memref<?xf32>, %base: i32,
                              %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%n) step (%c1) {
      %txi = arith.index_cast %tx : index to i32
      %i = arith.addi %base, %txi overflow<nsw> : i32
      %ix = arith.index_cast %i : i32 to index
      %v = memref.load %in[%ix] : memref<?xf32>
      %g = arith.muli %bx, %n : index
      %o = arith.addi %g, %tx : index
      memref.store %v, %out[%o] : memref<?xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Signed comparisons of an exact chain (`(i32)tx +nsw c` over a constant
// range that fits i32) are rewritten in place, no copy: `tx - 1 < lo`
// becomes `tx < lo' + 1` in index (pathfinder's IN_RANGE from CUDA),
// which the guard rewrites can read. The unsigned comparison of the same
// value stays (its range is not known to be non-negative). (split-guards
// then cuts the loop where the guard holds: its first part checked here.)
// CHECK-LABEL: func.func @signed_cmp_exact
// CHECK-NOT: scf.if %{{.*}} {
// CHECK: scf.for %[[TX:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi slt, %[[TX]], %{{.*}} : index
// CHECK: return
func.func @signed_cmp_exact(%in: memref<?xi32>, %out: memref<?xi32>, %lo: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %one = arith.constant 1 : i32
      %txi = arith.index_cast %tx : index to i32
      %w = arith.subi %txi, %one overflow<nsw> : i32
      %ulow = arith.cmpi ult, %w, %lo : i32
      %z = arith.extui %ulow : i1 to i32
      %g = arith.muli %bx, %c16 : index
      %o = arith.addi %g, %tx : index
      memref.store %z, %out[%o] : memref<?xi32>
      %below = arith.cmpi slt, %w, %lo : i32
      scf.if %below {
        memref.store %lo, %out[%o] : memref<?xi32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A clamp of an exact chain, written as C does (`w < lo ? lo : w`,
// simplify-selects: max(w, lo)), sign-extended to index: the max of the
// extensions, `max(tx - 1, sext(lo))` (sext is monotonic), which
// version-clamps then takes out of the loop where no iteration reaches
// lo. Without nsw the clamp keeps its 32-bit form (it may wrap).
// CHECK-LABEL: func.func @clamp_exact
// CHECK: %[[LO:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[CLEAR:.*]] = arith.cmpi sge, %{{.*}}, %[[LO]] : index
// CHECK: scf.if %[[CLEAR]] {
// CHECK-NEXT: scf.for %[[TX:.*]] = %c0 to %c16 step %c1 {
// CHECK-NOT: arith.maxsi
// CHECK: } else {
// CHECK: arith.maxsi %[[LO]], %{{.*}} : index
// CHECK-LABEL: func.func @clamp_wrapping
// CHECK: arith.maxsi %{{.*}}, %{{.*}} : i32
// CHECK-NOT: scf.if %{{.*}} {
// CHECK: return
func.func @clamp_exact(%in: memref<?xi32>, %out: memref<?xi32>, %lo: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %one = arith.constant 1 : i32
      %txi = arith.index_cast %tx : index to i32
      %w = arith.subi %txi, %one overflow<nsw> : i32
      %below = arith.cmpi slt, %w, %lo : i32
      %wc = arith.select %below, %lo, %w : i32
      %wx = arith.index_cast %wc : i32 to index
      %v = memref.load %in[%wx] : memref<?xi32>
      %g = arith.muli %bx, %c16 : index
      %o = arith.addi %g, %tx : index
      memref.store %v, %out[%o] : memref<?xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

func.func @clamp_wrapping(%in: memref<?xi32>, %out: memref<?xi32>, %lo: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %one = arith.constant 1 : i32
      %txi = arith.index_cast %tx : index to i32
      %w = arith.subi %txi, %one : i32
      %below = arith.cmpi slt, %w, %lo : i32
      %wc = arith.select %below, %lo, %w : i32
      %wx = arith.index_cast %wc : i32 to index
      %v = memref.load %in[%wx] : memref<?xi32>
      %g = arith.muli %bx, %c16 : index
      %o = arith.addi %g, %tx : index
      memref.store %v, %out[%o] : memref<?xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Upstream canonicalization merges `(x +nsw 2147483600) +nsw 48` into `x
// +nsw -2147483648` (the constant wrapped, the flag kept: poison for every
// x). stitch-cpuify drops nsw from an outer add whose constant pair wraps
// (stitchDropWrappingConstantFlags) before it simplifies anything, so the
// merge keeps none; a pair that does not wrap keeps its flag.
// CHECK-LABEL: func.func @wrapping_constants
// CHECK: arith.addi %{{.*}}, %c48_i32 : i32
// CHECK: arith.addi %{{.*}}, %c5_i32 overflow<nsw> : i32
func.func @wrapping_constants(%out: memref<?xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %big = arith.constant 2147483600 : i32
      %c48 = arith.constant 48 : i32
      %c3 = arith.constant 3 : i32
      %c5 = arith.constant 5 : i32
      %t = arith.index_cast %tx : index to i32
      %d = arith.subi %t, %n overflow<nsw> : i32
      %a = arith.addi %d, %big overflow<nsw> : i32
      %b = arith.addi %a, %c48 overflow<nsw> : i32
      %e = arith.addi %d, %c3 overflow<nsw> : i32
      %f = arith.addi %e, %c5 overflow<nsw> : i32
      %s = arith.addi %b, %f : i32
      memref.store %s, %out[%tx] : memref<?xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// An unsigned 32-bit guard alone (no extension: stitch-widen-indices moved
// the accesses to index), as gaussian's Fan2 from CUDA: `trunc(tx) <u
// n - t` and the point test `trunc(tx) == 0` beside it. The copy compares
// in index: the guard becomes the bound and the point test is peeled
// (three loops, the outer two hinted).
// CHECK-LABEL: func.func @unsigned_guard_point
// CHECK: arith.cmpi ult, %{{.*}}, %c4294967296 : index
// CHECK: scf.if %{{.*}} {
// CHECK: scf.for %[[A:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK: } {loop_annotation
// CHECK: scf.for
// CHECK: scf.if
// CHECK: scf.for
// CHECK: } {loop_annotation
// CHECK: } else {
// CHECK: arith.cmpi eq, %{{.*}}, %c0_i32 : i32
// OFF-LABEL: func.func @unsigned_guard_point
// OFF-NOT: %c4294967296
func.func @unsigned_guard_point(%a: memref<?xf32>, %b: memref<?xf32>, %blocks: index, %nt: index, %n: i32, %t: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%bx) = (%c0) to (%blocks) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%nt) step (%c1) {
      %ti = arith.index_cast %tx : index to i32
      %lim = arith.subi %n, %t overflow<nsw> : i32
      %in = arith.cmpi ult, %ti, %lim : i32
      scf.if %in {
        %v = memref.load %a[%tx] : memref<?xf32>
        %one = arith.constant 1.0 : f32
        %s = arith.addf %v, %one : f32
        memref.store %s, %a[%tx] : memref<?xf32>
        %zero = arith.constant 0 : i32
        %first = arith.cmpi eq, %ti, %zero : i32
        scf.if %first {
          memref.store %s, %b[%bx] : memref<?xf32>
        }
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
