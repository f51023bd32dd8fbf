// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-jam-blocks{row-bytes=128},cse))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-jam-blocks,cse))' | FileCheck %s --check-prefix=DEF
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-jam-blocks{max-blocks=32}))' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: stitch-jam-blocks: max-blocks must be at most 16

// Blocks of 16 x 4 threads after stitch-cpuify: each stages a 16-float
// (64-byte) piece of 4 rows in a tile, then writes it back scaled, with an
// edge block (bx == 0) adding 1. With row-bytes = 128, two blocks run per
// grid iteration (64 groups of 2): each gets its own tile, the y loops
// (bounds the same for both) are jammed, each holding the two blocks' x
// loops one after the other; the if on bx == 0 differs between them and is
// copied.
// CHECK-LABEL: func.func @tiles
// CHECK: scf.parallel (%[[BY:.*]], %[[BX:.*]]) = (%c0, %c0) to (%c8, %c64) step (%c1, %c1) {
// CHECK: %[[B0:.*]] = arith.muli %[[BX]], %c2{{.*}} overflow<nsw, nuw> : index
// CHECK: %[[B1:.*]] = arith.addi %[[B0]], %c1{{.*}} overflow<nsw, nuw> : index
// CHECK: %[[T0:.*]] = memref.alloca() : memref<4x16xf32>
// CHECK: %[[T1:.*]] = memref.alloca() : memref<4x16xf32>
// CHECK: scf.for %[[Y:.*]] = %c0 to %c4 step %c1 {
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[T0]][%[[Y]], %{{.*}}]
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[T1]][%[[Y]], %{{.*}}]
// CHECK: }
// CHECK: scf.for %[[Y2:.*]] = %c0 to %c4 step %c1 {
// CHECK: scf.if
// CHECK: scf.if
// CHECK: }
// CHECK-NOT: scf.parallel
// CHECK: return
// With the default 512 bytes: 8 blocks per group, 16 groups.
// DEF-LABEL: func.func @tiles
// DEF: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c8, %c16)
// DEF-COUNT-8: memref.alloca() : memref<4x16xf32>
// DEF-NOT: memref.alloca
// DEF: return
func.func @tiles(%in: memref<32x2048xf32>, %out: memref<32x2048xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c8, %c128) step (%c1, %c1) {
    %t = memref.alloca() : memref<4x16xf32>
    %r0 = arith.muli %by, %c4 : index
    %c0x = arith.muli %bx, %c16 : index
    %edge = arith.cmpi eq, %bx, %c0 : index
    scf.for %ty = %c0 to %c4 step %c1 {
      scf.for %tx = %c0 to %c16 step %c1 {
        %r = arith.addi %r0, %ty : index
        %c = arith.addi %c0x, %tx : index
        %v = memref.load %in[%r, %c] : memref<32x2048xf32>
        memref.store %v, %t[%ty, %tx] : memref<4x16xf32>
      }
    }
    scf.for %ty = %c0 to %c4 step %c1 {
      scf.if %edge {
        scf.for %tx = %c0 to %c16 step %c1 {
          %r = arith.addi %r0, %ty : index
          %c = arith.addi %c0x, %tx : index
          %v = memref.load %t[%ty, %tx] : memref<4x16xf32>
          %w = arith.addf %v, %one : f32
          memref.store %w, %out[%r, %c] : memref<32x2048xf32>
        }
      } else {
        scf.for %tx = %c0 to %c16 step %c1 {
          %r = arith.addi %r0, %ty : index
          %c = arith.addi %c0x, %tx : index
          %v = memref.load %t[%ty, %tx] : memref<4x16xf32>
          memref.store %v, %out[%r, %c] : memref<32x2048xf32>
        }
      }
    }
    scf.reduce
  }
  return
}

// -----

// A run-time number of blocks: groups of 2 over max(n, 0) / 2 blocks, the
// last block (n odd) left to a copy of the grid loop starting after them.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[GROUPS:.*]] = arith.divsi %{{.*}}, %c2
// CHECK: %[[REST:.*]] = arith.muli %[[GROUPS]], %c2
// CHECK: %[[RESTLB:.*]] = arith.addi %c0, %[[REST]]
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%[[GROUPS]]) step (%c1) {
// CHECK-COUNT-2: memref.alloca() : memref<16xf32>
// CHECK: scf.parallel (%{{.*}}) = (%[[RESTLB]]) to (%arg2) step (%c1) {
// CHECK-COUNT-1: memref.alloca() : memref<16xf32>
// CHECK-NOT: memref.alloca
func.func @dynamic(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%n) step (%c1) {
    %t = memref.alloca() : memref<16xf32>
    %c0x = arith.muli %bx, %c16 : index
    scf.for %tx = %c0 to %c16 step %c1 {
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %in[%c] : memref<?xf32>
      memref.store %v, %t[%tx] : memref<16xf32>
    }
    scf.for %tx = %c0 to %c16 step %c1 {
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %t[%tx] : memref<16xf32>
      memref.store %v, %out[%c] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Not jammed, and why:
//  - no alloca of its own (stitch-coarsen-blocks' case);
//  - an A-tile load every block of a grid row reads (no bx in its last
//    index: matmul, which ran slower jammed);
//  - blocks along a diagonal (bx in the row index: nw);
//  - a thread loop left (inner-serialize=false);
//  - pieces of 512 bytes already (128 floats per block);
//  - an index through a load (a piece this rule cannot size).
// CHECK-LABEL: func.func @not_jammed
// CHECK-COUNT-6: to (%c8, %c128) step (%c1, %c1)
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @not_jammed(%in: memref<32x65536xf32>, %out: memref<32x65536xf32>,
                      %idx: memref<2048xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c8, %c128) step (%c1, %c1) {
    %c0x = arith.muli %bx, %c16 : index
    scf.for %tx = %c0 to %c16 step %c1 {
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %in[%by, %c] : memref<32x65536xf32>
      memref.store %v, %out[%by, %c] : memref<32x65536xf32>
    }
    scf.reduce
  }
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c8, %c128) step (%c1, %c1) {
    %t = memref.alloca() : memref<16xf32>
    %c0x = arith.muli %bx, %c16 : index
    scf.for %tx = %c0 to %c16 step %c1 {
      %a = memref.load %in[%by, %tx] : memref<32x65536xf32>
      memref.store %a, %t[%tx] : memref<16xf32>
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %t[%tx] : memref<16xf32>
      memref.store %v, %out[%by, %c] : memref<32x65536xf32>
    }
    scf.reduce
  }
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c8, %c128) step (%c1, %c1) {
    %t = memref.alloca() : memref<16xf32>
    %c0x = arith.muli %bx, %c16 : index
    %row = arith.subi %c128, %bx : index
    %r = arith.remui %row, %c8 : index
    scf.for %tx = %c0 to %c16 step %c1 {
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %in[%r, %c] : memref<32x65536xf32>
      memref.store %v, %t[%tx] : memref<16xf32>
    }
    scf.reduce
  }
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c8, %c128) step (%c1, %c1) {
    %t = memref.alloca() : memref<16xf32>
    %c0x = arith.muli %bx, %c16 : index
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %in[%by, %c] : memref<32x65536xf32>
      memref.store %v, %t[%tx] : memref<16xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c8, %c128) step (%c1, %c1) {
    %t = memref.alloca() : memref<128xf32>
    %c0x = arith.muli %bx, %c128 : index
    scf.for %tx = %c0 to %c128 step %c1 {
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %in[%by, %c] : memref<32x65536xf32>
      memref.store %v, %t[%tx] : memref<128xf32>
    }
    scf.reduce
  }
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c8, %c128) step (%c1, %c1) {
    %t = memref.alloca() : memref<16xf32>
    %c0x = arith.muli %bx, %c16 : index
    scf.for %tx = %c0 to %c16 step %c1 {
      %c = arith.addi %c0x, %tx : index
      %i = memref.load %idx[%c] : memref<2048xindex>
      %v = memref.load %in[%by, %i] : memref<32x65536xf32>
      memref.store %v, %t[%tx] : memref<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Not jammed: a grid loop with a result (a sum over the blocks in its
// scf.reduce), which copies of the block would not feed.
// CHECK-LABEL: func.func @reduction_grid
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c128) step (%c1) init
// CHECK-COUNT-1: memref.alloca
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @reduction_grid(%in: memref<2048xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.parallel (%bx) = (%c0) to (%c128) step (%c1) init (%zero) -> f32 {
    %t = memref.alloca() : memref<16xf32>
    %c0x = arith.muli %bx, %c16 : index
    scf.for %tx = %c0 to %c16 step %c1 {
      %c = arith.addi %c0x, %tx : index
      %v = memref.load %in[%c] : memref<2048xf32>
      memref.store %v, %t[%tx] : memref<16xf32>
    }
    %s = memref.load %t[%c0] : memref<16xf32>
    scf.reduce(%s : f32) {
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      scf.reduce.return %sum : f32
    }
  }
  return %r : f32
}
