// stitch-cpuify{inner-serialize=true}: a serialized x loop that stores
// along a diagonal or a column (a scatter once vectorized) and has nothing
// costly to compute (no division, remainder by a variable or math
// function) gets `vectorize.disable`: LLVM would otherwise vectorize nw's
// anti-diagonal sweeps with a scatter per store and gathers for the loads,
// 1.6x slower than the scalar loop on the Zen 4 development machine.
// Negative cases: the same loop with a division (the vectors pay for the
// scatters: gaussian's Fan1, lud's perimeter), and an x loop around
// another loop (LLVM vectorizes innermost loops only; the hint made lud's
// perimeter slower).
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s

// CHECK-DAG: #[[OFF:.*]] = #llvm.loop_vectorize<disable = true>
// CHECK-DAG: #[[SCALAR:.*]] = #llvm.loop_annotation<vectorize = #[[OFF]]>
// CHECK-LABEL: func.func @anti_diagonal
// CHECK: scf.for
// CHECK: arith.maxsi
// CHECK: } {loop_annotation = #[[SCALAR]]}
func.func @anti_diagonal(%t: memref<4x17x17xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c16) step (%c1) {
      %y = arith.subi %c16, %x : index
      %ym1 = arith.subi %y, %c1 : index
      %xp1 = arith.addi %x, %c1 : index
      %nw = memref.load %t[%b, %ym1, %x] : memref<4x17x17xi32>
      %w = memref.load %t[%b, %y, %x] : memref<4x17x17xi32>
      %n = memref.load %t[%b, %ym1, %xp1] : memref<4x17x17xi32>
      %a = arith.maxsi %nw, %w : i32
      %m = arith.maxsi %a, %n : i32
      memref.store %m, %t[%b, %y, %xp1] : memref<4x17x17xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A column store with a division: left to LLVM (no annotation).
// CHECK-LABEL: func.func @column_with_division
// CHECK-NOT: loop_annotation
// CHECK: return
func.func @column_with_division(%a: memref<512x512xf32>, %m: memref<512x512xf32>,
                                %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%r) = (%c0) to (%c512) step (%c1) {
      %p = memref.load %a[%k, %k] : memref<512x512xf32>
      %v = memref.load %a[%r, %k] : memref<512x512xf32>
      %q = arith.divf %v, %p : f32
      memref.store %q, %m[%r, %k] : memref<512x512xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The x loop holds a loop of its own (its bound differs per thread): the
// vectorizer would not look at the x loop anyway; no annotation.
// CHECK-LABEL: func.func @outer_x_loop
// CHECK-NOT: loop_annotation
// CHECK: return
func.func @outer_x_loop(%t: memref<16x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c16) step (%c1) {
      scf.for %k = %c0 to %x step %c1 {
        %v = memref.load %t[%k, %x] : memref<16x16xi32>
        %w = arith.addi %v, %v : i32
        memref.store %w, %t[%x, %k] : memref<16x16xi32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// One level of srad_v1's reduction tree: threads with (x + 1) % i == 0 add
// psum[x - i/2]. The guard becomes the loop's step (stitchTightenGuardedFor),
// so `psum[x]` is strided: LLVM vectorized it with a 64-bit-index scatter per
// store (1.18x slower for srad_v1 than scalar); the remainder that the
// tightening left dead does not count as a division.
// CHECK-LABEL: func.func @tree_level
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[STEP:[^ ]+]] {
// CHECK-NOT: arith.remui
// CHECK: arith.addf
// CHECK: } {loop_annotation = #[[SCALAR]]}
func.func @tree_level(%out: memref<4x512xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c512 = arith.constant 512 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c512) step (%c1) {
      %xp1 = arith.addi %x, %c1 : index
      %r = arith.remui %xp1, %i : index
      %every = arith.cmpi eq, %r, %c0 : index
      scf.if %every {
        %h = arith.shrui %i, %c1 : index
        %o = arith.subi %x, %h : index
        %a = memref.load %out[%b, %x] : memref<4x512xf32>
        %v = memref.load %out[%b, %o] : memref<4x512xf32>
        %s = arith.addf %a, %v : f32
        memref.store %s, %out[%b, %x] : memref<4x512xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The same level with a division by the partner's value: the vectors pay
// for the scatter; left to LLVM.
// CHECK-LABEL: func.func @tree_level_with_division
// CHECK-NOT: loop_annotation
// CHECK: return
func.func @tree_level_with_division(%out: memref<4x512xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c512 = arith.constant 512 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c512) step (%c1) {
      %xp1 = arith.addi %x, %c1 : index
      %r = arith.remui %xp1, %i : index
      %every = arith.cmpi eq, %r, %c0 : index
      scf.if %every {
        %h = arith.shrui %i, %c1 : index
        %o = arith.subi %x, %h : index
        %a = memref.load %out[%b, %x] : memref<4x512xf32>
        %v = memref.load %out[%b, %o] : memref<4x512xf32>
        %s = arith.divf %a, %v : f32
        memref.store %s, %out[%b, %x] : memref<4x512xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
