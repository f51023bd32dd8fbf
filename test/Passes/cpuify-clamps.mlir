// stitch-cpuify{inner-serialize=true}: neighbours clamped to the tile
// (`W = max(tx - 1, lo)`, `E = min(tx + 1, hi)`, lo/hi invariant in the x
// loop: pathfinder's and hotspot's valid region) make every neighbour load a
// gather once the loop is vectorized. The x loop is versioned: where no
// iteration of its range reaches a clamp (lb - 1 >= lo and (ub - 1) + 1 <=
// hi), a copy runs with each clamp replaced by `tx +- 1` (contiguous loads,
// hinted); else the loop as it was (bounds the body computes from
// invariants are hoisted first). Negatives: a bound that varies in the
// loop, and a clamp of `2 * tx` (not iv + c), are left alone; so is a
// clamp that the loop's constant range always reaches (`min(tx + 1, 15)`
// over 16 threads: cpuify-loop-hints.mlir, @clamped).
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s

// CHECK-LABEL: func.func @tile_row
// CHECK: %[[LBC:.*]] = arith.addi %{{.*}}, %c-1
// CHECK: %[[OKW:.*]] = arith.cmpi sge, %[[LBC]], %[[LO:.*]] : index
// CHECK: %[[UBC:.*]] = arith.addi %{{.*}}, %c0{{.*}}
// CHECK: %[[OKE:.*]] = arith.cmpi sle, %[[UBC]], %[[HI:.*]] : index
// CHECK: %[[OK:.*]] = arith.andi %[[OKW]], %[[OKE]]
// CHECK: scf.if %[[OK]] {
// CHECK: scf.for %[[X:.*]] =
// CHECK-NOT: arith.maxsi
// CHECK-NOT: arith.minsi
// CHECK: %[[M:.*]] = arith.subi %[[X]], %c1
// CHECK: %[[P:.*]] = arith.addi %[[X]], %c1
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[M]]]
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[P]]]
// CHECK: } {loop_annotation = #{{.*}}}
// CHECK: } else {
// CHECK: scf.for
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: } {loop_annotation = #{{.*}}}
func.func @tile_row(%in: memref<64x16xf32>, %out: memref<64x16xf32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %txm1 = arith.subi %tx, %c1 : index
      %txp1 = arith.addi %tx, %c1 : index
      %w = arith.maxsi %txm1, %lo : index
      %e = arith.minsi %txp1, %hi : index
      %a = memref.load %in[%bx, %w] : memref<64x16xf32>
      %b = memref.load %in[%bx, %e] : memref<64x16xf32>
      %c = memref.load %in[%bx, %tx] : memref<64x16xf32>
      %s = arith.addf %a, %b : f32
      %t = arith.addf %s, %c : f32
      memref.store %t, %out[%bx, %tx] : memref<64x16xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Negative: the bound is loaded per thread (varies in the loop); a clamp
// of 2 * tx is not iv + c.
// CHECK-LABEL: func.func @not_clamps
// CHECK-NOT: scf.if
// CHECK: scf.for
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK-NOT: scf.for
func.func @not_clamps(%in: memref<64x32xf32>, %out: memref<64x16xf32>, %lim: memref<16xindex>, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %l = memref.load %lim[%tx] : memref<16xindex>
      %txm1 = arith.subi %tx, %c1 : index
      %w = arith.maxsi %txm1, %l : index
      %tx2 = arith.muli %tx, %c2 : index
      %e = arith.minsi %tx2, %hi : index
      %a = memref.load %in[%bx, %w] : memref<64x32xf32>
      %b = memref.load %in[%bx, %e] : memref<64x32xf32>
      %c = memref.load %in[%bx, %tx] : memref<64x32xf32>
      %s = arith.addf %a, %b : f32
      %t = arith.addf %s, %c : f32
      memref.store %t, %out[%bx, %tx] : memref<64x16xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The bounds computed in the body from invariants (stitch-cuda's CUDA
// computes pathfinder's `lo = bx == 0 ? border : 0` per thread): moved
// before the loop, without their no-wrap flags (they now run where they
// may not have), and the loop versioned on them.
// CHECK-LABEL: func.func @bound_in_body
// CHECK: %[[LO:.*]] = arith.select %{{.*}}, %arg2, %c0 : index
// CHECK: %[[HI:.*]] = arith.subi %arg3, %c1 : index
// CHECK: arith.cmpi sge, %{{.*}}, %[[LO]] : index
// CHECK: arith.cmpi sle, %{{.*}}, %[[HI]] : index
// CHECK: scf.if
// CHECK: scf.for
// CHECK-NOT: arith.maxsi
// CHECK-NOT: arith.minsi
// CHECK: } else {
// CHECK: arith.maxsi %{{.*}}, %[[LO]]
// CHECK: arith.minsi %{{.*}}, %[[HI]]
func.func @bound_in_body(%in: memref<64x16xf32>, %out: memref<64x16xf32>, %border: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %first = arith.cmpi eq, %bx, %c0 : index
      %lo = arith.select %first, %border, %c0 : index
      %hi2 = arith.subi %hi, %c1 overflow<nsw> : index
      %txm1 = arith.subi %tx, %c1 : index
      %txp1 = arith.addi %tx, %c1 : index
      %w = arith.maxsi %txm1, %lo : index
      %e = arith.minsi %txp1, %hi2 : index
      %a = memref.load %in[%bx, %w] : memref<64x16xf32>
      %b = memref.load %in[%bx, %e] : memref<64x16xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%bx, %tx] : memref<64x16xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
