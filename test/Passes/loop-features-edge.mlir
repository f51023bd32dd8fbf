// stitch-loop-features on what it cannot model: sentinels (-1), no crash.
//   - a dynamic bound: length -1, and every product with it (topdown,
//     bottomup, count / reuse of the loops it multiplies) -1;
//   - an index loaded from memory (a gather): stride -1 in every loop
//     around the load that produced it;
//   - a product of two induction variables: stride -1 in both loops;
//   - a remainder by a constant: the stride inside it and mod = its
//     modulus scaled by the factor outside ((j % 8) * 32: 32, 256);
//   - a function without loops: an empty list, totals still counted.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-loop-features{format=seed})' -o %t.ir | FileCheck %s --check-prefix=SEED
// RUN: stitch-opt %s > %t.orig
// RUN: diff %t.orig %t.ir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-loop-features)' -o /dev/null | FileCheck %s

// SEED: # function @gather
// SEED: _itervar_ [i]
// SEED-NEXT: _attr_ [-1, 1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
// SEED-NEXT: _arith_ [0, 0, 0]
// SEED-NEXT: I_0 [0, -1, 64, -1, 0, 0]
// SEED-NEXT: X_0 [-1, -1, -1, 1, 0, 0]
// SEED-NEXT: Y_0 [-1, -1, -1, 1, 0, 0]
// SEED-NEXT: Y_1 [0, -1, 64, -1, 0, 0]
// SEED: _itervar_ [j]
// SEED-NEXT: _attr_ [64, 2, -1, 64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
// SEED-NEXT: _arith_ [1, 0, 1]
// SEED-NEXT: I_0 [1, -1, 64, 1, 0, 0]
// SEED-NEXT: X_0 [-1, -1, 64, 1, 0, 0]
// SEED-NEXT: Y_0 [-1, -1, 64, 1, 0, 0]
// SEED-NEXT: Y_1 [32, 256, 64, 1, 0, 0]
// Unnamed arguments are arg<i>; affine maps: mod keeps the stride, a
// floordiv that does not divide the coefficient is unknown.
// SEED: # function @affine_maps
// SEED: _itervar_ [loop0]
// SEED-NEXT: _attr_ [64, 1, 64, 64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
// SEED-NEXT: _arith_ [0, 0, 0]
// SEED-NEXT: arg0_0 [1, 16, 64, 1, 0, 0]
// SEED-NEXT: arg0_1 [-1, -1, 64, 1, 0, 0]
// SEED-NEXT: arg0_2 [2, -1, 64, 1, 0, 0]
// SEED: # function @no_loops
// SEED-NOT: _itervar_

// CHECK: {"function": "gather", "loops": [{"index": 0, "name": "i", "kind": "scf.for", "dim": 0, "parent": -1, "attr": {"length": -1, "nest_level": 1, "topdown": -1, "bottomup": -1,
// CHECK-SAME: {"access": "X_0", "buffer": "X", "op": "load", "stride": -1, "mod": -1, "count": -1, "reuse": 1,
// Totals: executed counts are unknown (-1) with the dynamic loop.
// CHECK-SAME: "kernel_vector": [-1, 1, -1, -1,
// CHECK-SAME: 2, 2, 4, 1, 0, 1, 0, -1, -1, 0, -1, 0],
// CHECK: {"function": "affine_maps"
// CHECK: {"function": "no_loops", "loops": [], "names": ["attr.length",
// The 126 loop entries are zeros; the totals count the two accesses and the
// add outside loops once each.
// CHECK-SAME: "kernel_vector": [0, 0, 0, 0, 0,
// CHECK-SAME: 0, 0, 2, 1, 0, 0, 0, 2, 1, 0, 0, 0],

func.func @gather(%I: memref<64xindex> {stitch.name = "I"},
                  %X: memref<?x32xf32> {stitch.name = "X"},
                  %Y: memref<4096xf32> {stitch.name = "Y"}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %g = memref.load %I[%j] : memref<64xindex>
      %v = memref.load %X[%g, %i] : memref<?x32xf32>
      %jj = arith.muli %i, %j : index
      %w = memref.load %Y[%jj] : memref<4096xf32>
      %m = arith.remui %j, %c8 : index
      %m4 = arith.muli %m, %c32 : index
      %s = arith.addf %v, %w : f32
      %q = arith.divf %s, %w : f32
      memref.store %q, %Y[%m4] : memref<4096xf32>
    } {stitch.name = "j"}
  } {stitch.name = "i"}
  return
}

func.func @affine_maps(%X: memref<256xf32>) {
  affine.for %j = 0 to 64 {
    %a = affine.load %X[%j mod 16] : memref<256xf32>
    %b = affine.load %X[%j floordiv 4] : memref<256xf32>
    affine.store %a, %X[%j * 2 + 1] : memref<256xf32>
  }
  return
}

func.func @no_loops(%X: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %X[%c0] : memref<4xf32>
  %s = arith.addf %v, %v : f32
  memref.store %s, %X[%c0] : memref<4xf32>
  return
}
