// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-prefetch-blocks))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-prefetch-blocks{distance-bytes=8000 min-block-bytes=1000}))' | FileCheck %s --check-prefix=OPTS
// locality (default 2: prefetcht1, into L2) is memref.prefetch's hint;
// outside 0..3 it is an error.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-prefetch-blocks{locality=3}))' | FileCheck %s --check-prefix=LOCAL3
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-prefetch-blocks{locality=4}))' 2>&1 | FileCheck %s --check-prefix=BAD
// LOCAL3-LABEL: func.func @pathfinder_rows
// LOCAL3: memref.prefetch %arg0[%{{.*}}, %{{.*}}], read, locality<3>, data
// BAD: error: stitch-prefetch-blocks: locality must be 0..3

// Pathfinder after stitch-cpuify: each block (bx) reads 256 columns of each
// of 20 wall rows, starting 216 columns after the previous block. Before the
// serialized thread loop, a loop prefetches one address per 64-byte line
// (16 i32) of the same range 3 blocks ahead (3 * 216 * 4 bytes >= 2048),
// clamped into the memref. The row index, computed in the thread loop, is
// hoisted before it; the load itself is unchanged. The two loads of the
// same row pieces (col and col + 1) share one prefetch loop.
// CHECK-LABEL: func.func @pathfinder_rows
// CHECK: scf.parallel (%[[BX:.*]]) =
// CHECK: scf.for %[[T:.*]] = %c0 to %c20
// CHECK: %[[ROW:.*]] = arith.addi %[[T]], %c1
// CHECK: %[[ROWC:.*]] = arith.minsi %[[ROW]], %c100
// CHECK: %[[ROWCL:.*]] = arith.maxsi %[[ROWC]], %c0
// CHECK: scf.for %[[J:.*]] = %[[LB:.*]] to %[[UB:.*]] step %c16 {
// CHECK: %[[COL:.*]] = arith.addi %[[J]], %{{.*}}
// CHECK: %[[COLC:.*]] = arith.minsi %[[COL]], %c524287
// CHECK: %[[COLCL:.*]] = arith.maxsi %[[COLC]], %c0
// CHECK: memref.prefetch %arg0[%[[ROWCL]], %[[COLCL]]], read, locality<2>, data : memref<101x524288xi32>
// CHECK-NEXT: }
// CHECK-NOT: memref.prefetch
// CHECK: scf.for %[[TX:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK: memref.load %arg0[%[[ROW]], %{{.*}}]
// CHECK: memref.load %arg0[%[[ROW]], %{{.*}}]
// CHECK-NOT: memref.prefetch
// CHECK: return
// With min-block-bytes above the block's 864 bytes: nothing.
// OPTS-LABEL: func.func @pathfinder_rows
// OPTS-NOT: memref.prefetch
func.func @pathfinder_rows(%wall: memref<101x524288xi32>, %lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %c216 = arith.constant 216 : index
  %c2428 = arith.constant 2428 : index
  scf.parallel (%bx) = (%c0) to (%c2428) step (%c1) {
    %buf = memref.alloca() : memref<256xi32>
    %base0 = arith.muli %bx, %c216 : index
    %base = arith.subi %base0, %c20 : index
    scf.for %t = %c0 to %c20 step %c1 {
      scf.for %tx = %lb to %ub step %c1 {
        %row = arith.addi %t, %c1 : index
        %col = arith.addi %base, %tx : index
        %col1 = arith.addi %col, %c1 : index
        %v = memref.load %wall[%row, %col] : memref<101x524288xi32>
        %w = memref.load %wall[%row, %col1] : memref<101x524288xi32>
        %s = arith.addi %v, %w : i32
        memref.store %s, %buf[%tx] : memref<256xi32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// A dynamic memref: the clamp bounds come from memref.dim. A loop of one
// iteration between the grid and the thread loop (a block's y of size 1)
// does not count as a loop that reads the rows again. The distance
// option: 8000 bytes at 1024 bytes per block is 8 blocks, 2048 f32.
// CHECK-LABEL: func.func @dynamic_rows
// CHECK: memref.dim %arg0, %c0
// CHECK: %[[D1:.*]] = memref.dim %arg0, %c1
// CHECK: %[[L1:.*]] = arith.subi %[[D1]], %c1
// CHECK: scf.for {{.*}} step %c16 {
// CHECK: arith.minsi %{{.*}}, %[[L1]]
// CHECK: memref.prefetch %arg0
// OPTS-LABEL: func.func @dynamic_rows
// OPTS: arith.constant 2048 : index
// OPTS: memref.prefetch
func.func @dynamic_rows(%a: memref<?x?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%by, %bx) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %b = arith.muli %bx, %c256 : index
    scf.for %r = %c0 to %c8 step %c1 {
      %row0 = arith.muli %by, %c8 : index
      %row = arith.addi %row0, %r : index
      scf.for %ty = %c0 to %c1 step %c1 {
        scf.for %tx = %c0 to %c256 step %c1 {
          %col = arith.addi %b, %tx : index
          %v = memref.load %a[%row, %col] : memref<?x?xf32>
          memref.store %v, %out[%col] : memref<?xf32>
        }
      }
    }
    scf.reduce
  }
  return
}

// -----

// Not prefetched, each for its reason:
// - a block that advances 4 f32 (16 bytes) along its rows: the lines it
//   reads are mostly the previous blocks' (below min-block-bytes, 32);
// - shared memory (an alloca of the block) and the grid's own outputs are
//   not global rows read ahead;
// - kmeans: the cluster loop %k does not move the address, so the rows it
//   reads again are in the cache from its first iteration;
// - a row index that divides (hoisting it could trap where the thread loop
//   would not have run);
// - a thread loop of step 2, and a last index that is not the thread loop's
//   index plus something invariant in it.
// CHECK-LABEL: func.func @negatives
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @negatives(%a: memref<1024x1024xf32>, %out: memref<1024xf32>,
                     %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %tile = memref.alloca() : memref<16x256xf32>
    %b12 = arith.muli %bx, %c4 : index
    %b256 = arith.muli %bx, %c256 : index
    scf.for %r = %c0 to %c16 step %c1 {
      scf.for %tx = %c0 to %c16 step %c1 {
        %col = arith.addi %b12, %tx : index
        %v = memref.load %a[%r, %col] : memref<1024x1024xf32>
        memref.store %v, %tile[%r, %tx] : memref<16x256xf32>
      }
      scf.for %tx = %c0 to %c256 step %c1 {
        %v = memref.load %tile[%r, %tx] : memref<16x256xf32>
        memref.store %v, %out[%tx] : memref<1024xf32>
      }
    }
    scf.for %k = %c0 to %c5 step %c1 {
      scf.for %r = %c0 to %c16 step %c1 {
        scf.for %tx = %c0 to %c256 step %c1 {
          %col = arith.addi %b256, %tx : index
          %v = memref.load %a[%r, %col] : memref<1024x1024xf32>
          memref.store %v, %out[%tx] : memref<1024xf32>
        }
      }
    }
    scf.for %r = %c0 to %c16 step %c1 {
      scf.for %tx = %c0 to %c256 step %c1 {
        %row = arith.divui %r, %d : index
        %col = arith.addi %b256, %tx : index
        %v = memref.load %a[%row, %col] : memref<1024x1024xf32>
        memref.store %v, %out[%tx] : memref<1024xf32>
      }
      scf.for %tx = %c0 to %c256 step %c2 {
        %col = arith.addi %b256, %tx : index
        %v = memref.load %a[%r, %col] : memref<1024x1024xf32>
        memref.store %v, %out[%tx] : memref<1024xf32>
      }
      scf.for %tx = %c0 to %c256 step %c1 {
        %col0 = arith.muli %tx, %c2 : index
        %col = arith.addi %b256, %col0 : index
        %v = memref.load %a[%r, %col] : memref<1024x1024xf32>
        memref.store %v, %out[%tx] : memref<1024xf32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// Not prefetched either:
// - a 1-D memref and a single row (no loop steps through rows): one
//   contiguous stream per block, which the hardware prefetchers follow;
// - grid rows of 3 blocks of 64 f32: a quarter of the row (the most it
//   prefetches ahead in a short row, lest the prefetches land past its
//   end) is no whole block.
// CHECK-LABEL: func.func @streams_and_short_grids
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @streams_and_short_grids(%v: memref<1048576xf32>,
                                   %a: memref<512x512xf32>,
                                   %out: memref<512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c512 = arith.constant 512 : index
  %c2048 = arith.constant 2048 : index
  scf.parallel (%bx) = (%c0) to (%c2048) step (%c1) {
    %b = arith.muli %bx, %c512 : index
    scf.for %r = %c0 to %c4 step %c1 {
      scf.for %tx = %c0 to %c512 step %c1 {
        %i = arith.addi %b, %tx : index
        %x = memref.load %v[%i] : memref<1048576xf32>
        memref.store %x, %out[%tx] : memref<512xf32>
      }
    }
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%c2048) step (%c1) {
    %b = arith.muli %bx, %c64 : index
    scf.for %tx = %c0 to %c64 step %c1 {
      %i = arith.addi %b, %tx : index
      %x = memref.load %a[%c7, %i] : memref<512x512xf32>
      memref.store %x, %out[%tx] : memref<512xf32>
    }
    scf.reduce
  }
  %c3 = arith.constant 3 : index
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c64, %c3) step (%c1, %c1) {
    %b = arith.muli %bx, %c64 : index
    scf.for %r = %c0 to %c8 step %c1 {
      %row0 = arith.muli %by, %c8 : index
      %row = arith.addi %row0, %r : index
      scf.for %tx = %c0 to %c64 step %c1 {
        %i = arith.addi %b, %tx : index
        %x = memref.load %a[%row, %i] : memref<512x512xf32>
        memref.store %x, %out[%tx] : memref<512xf32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// Short grid rows prefetch a quarter of the row ahead instead of the
// distance's 2048 bytes: hotspot3D's rows of 8 blocks of 64 f32 (2 blocks,
// 128 f32, rather than 8) and hotspot's 86 tiles of 12 f32, 48 bytes
// apart (21 blocks, 252 f32, rather than 43).
// CHECK-LABEL: func.func @short_grid_rows
// CHECK: arith.constant 128 : index
// CHECK: memref.prefetch %arg0
// CHECK: arith.constant 252 : index
// CHECK: memref.prefetch %arg1
func.func @short_grid_rows(%a: memref<512x512xf32>, %t: memref<1024x1024xf32>,
                           %out: memref<512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c86 = arith.constant 86 : index
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c64, %c8) step (%c1, %c1) {
    %b = arith.muli %bx, %c64 : index
    scf.for %r = %c0 to %c8 step %c1 {
      %row0 = arith.muli %by, %c8 : index
      %row = arith.addi %row0, %r : index
      scf.for %tx = %c0 to %c64 step %c1 {
        %i = arith.addi %b, %tx : index
        %x = memref.load %a[%row, %i] : memref<512x512xf32>
        memref.store %x, %out[%tx] : memref<512xf32>
      }
    }
    scf.reduce
  }
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c86, %c86) step (%c1, %c1) {
    %b = arith.muli %bx, %c12 : index
    %row0 = arith.muli %by, %c12 : index
    scf.for %r = %c0 to %c16 step %c1 {
      %row = arith.addi %row0, %r : index
      scf.for %tx = %c0 to %c16 step %c1 {
        %i = arith.addi %b, %tx : index
        %x = memref.load %t[%row, %i] : memref<1024x1024xf32>
        memref.store %x, %out[%tx] : memref<512xf32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// Rodinia-style reduce: each thread sums `in[bx * 1024 + k * 256 + tx]`
// for k < 4, so a block reads four streams of 1 KiB side by side inside
// its 4 KiB (an access pattern the hardware prefetchers of the Zen 4
// development machine follow at half the bandwidth of one stream:
// docs/gpu2cpu-speed.md). The stream loop k (constant range, 1 KiB per
// step) is rebuilt around the line loop; the block 1 block ahead
// (4 KiB >= 2048 bytes) is prefetched, stream by stream.
// CHECK-LABEL: func.func @reduce_streams
// CHECK: scf.parallel (%[[BX:.*]]) =
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: arith.muli %[[BX]], %{{.*}}
// CHECK: %[[KC:.*]] = arith.muli %[[K]], %{{.*}}
// CHECK: %[[S:.*]] = arith.addi %{{.*}}, %[[KC]]
// CHECK: scf.for %[[J:.*]] = %c0 to %c256 step %{{.*}} {
// CHECK: %[[I:.*]] = arith.addi %[[J]], %[[S]]
// CHECK: %[[IC:.*]] = arith.minsi %[[I]], %{{.*}}
// CHECK: %[[ICL:.*]] = arith.maxsi %[[IC]], %{{.*}}
// CHECK: memref.prefetch %arg0[%[[ICL]]]
// CHECK: scf.for %{{.*}} = %c0 to %c256 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c1 iter_args
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @reduce_streams(%in: memref<134217728xi32>, %part: memref<131072xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %c131072 = arith.constant 131072 : index
  %zero = arith.constant 0 : i32
  scf.parallel (%bx) = (%c0) to (%c131072) step (%c1) {
    %sdata = memref.alloca() : memref<256xi32>
    %base = arith.muli %bx, %c1024 : index
    scf.for %tx = %c0 to %c256 step %c1 {
      %first = arith.addi %base, %tx : index
      %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i32 {
        %off = arith.muli %k, %c256 : index
        %g = arith.addi %first, %off : index
        %v = memref.load %in[%g] : memref<134217728xi32>
        %s = arith.addi %acc, %v : i32
        scf.yield %s : i32
      }
      memref.store %sum, %sdata[%tx] : memref<256xi32>
    }
    %r = memref.load %sdata[%c0] : memref<256xi32>
    memref.store %r, %part[%bx] : memref<131072xi32>
    scf.reduce
  }
  return
}

// -----

// Not stream loops: k steps the index by 8 f32 (32 bytes: one stream read
// again a little further on, below min-block-bytes); k's range is not a
// constant; k runs 32 times (more streams than a block's prefetch loop
// should replay).
// CHECK-LABEL: func.func @not_streams
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @not_streams(%in: memref<134217728xf32>, %out: memref<256xf32>,
                       %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %c8192 = arith.constant 8192 : index
  %c16384 = arith.constant 16384 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c16384) step (%c1) {
    %base = arith.muli %bx, %c8192 : index
    scf.for %tx = %c0 to %c256 step %c1 {
      %first = arith.addi %base, %tx : index
      %s1 = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
        %off = arith.muli %k, %c8 : index
        %g = arith.addi %first, %off : index
        %v = memref.load %in[%g] : memref<134217728xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      %s2 = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %s1) -> f32 {
        %off = arith.muli %k, %c256 : index
        %g = arith.addi %first, %off : index
        %v = memref.load %in[%g] : memref<134217728xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      %s3 = scf.for %k = %c0 to %c32 step %c1 iter_args(%acc = %s2) -> f32 {
        %off = arith.muli %k, %c256 : index
        %g = arith.addi %first, %off : index
        %v = memref.load %in[%g] : memref<134217728xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      memref.store %s3, %out[%tx] : memref<256xf32>
    }
    scf.reduce
  }
  return
}

// -----

// The symbolic form (stitch-cuda's reduce: `i = bx * (blockDim.x *
// perThread) + tx` with perThread an argument, the k loop jammed into the
// thread loop as copies `in[i + c * 256]`, i32 arithmetic): no linear form
// with a constant block stride matches, so the stride is the chain at
// bx + 1 minus the chain at bx, at run time, d = ceil(2048 / |stride| * 4)
// capped at a quarter of the grid row, and each stream's chain is cloned at
// bx + d (no-wrap flags dropped) under `bytes >= min-block-bytes && grid >=
// 4`. Two streams side by side in one loop: both prefetched.
// CHECK-LABEL: func.func @symbolic_streams
// CHECK: scf.parallel (%[[BX:.*]]) =
// CHECK: %[[BX1:.*]] = arith.addi %[[BX]], %c1
// CHECK: arith.index_cast %[[BX1]] : index to i32
// CHECK: arith.muli %{{.*}}, %arg2 : i32
// CHECK: scf.if
// CHECK: arith.divui
// CHECK: %[[BXD:.*]] = arith.addi %[[BX]], %{{.*}} : index
// CHECK: %[[T:.*]] = arith.index_cast %[[BXD]] : index to i32
// CHECK: arith.muli %[[T]], %arg2 : i32
// CHECK: memref.prefetch %arg0
// CHECK: memref.prefetch %arg0
// CHECK: scf.for %{{.*}} = %c0 to %c256 step %c1 {
// CHECK-NOT: memref.prefetch
// CHECK: return
// The same loop with one stream (a row per loop, the rows moving between
// runs: a sequential stream the hardware prefetchers follow), a divided
// chain (`bx / s`: a division is not evaluated at another bx), and a base
// loaded from an address that moves with bx: none.
// CHECK-LABEL: func.func @symbolic_negatives
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @symbolic_streams(%in: memref<?xi32>, %part: memref<?xi32>,
                            %stride: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c256_i32 = arith.constant 256 : i32
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %sdata = memref.alloca() : memref<256xi32>
    %bxi = arith.index_cast %bx : index to i32
    %b0 = arith.muli %bxi, %stride overflow<nsw> : i32
    %b1 = arith.addi %b0, %c256_i32 overflow<nsw> : i32
    %base0 = arith.index_cast %b0 : i32 to index
    %base1 = arith.index_cast %b1 : i32 to index
    scf.for %tx = %c0 to %c256 step %c1 {
      %g0 = arith.addi %base0, %tx : index
      %g1 = arith.addi %tx, %base1 : index
      %v0 = memref.load %in[%g0] : memref<?xi32>
      %v1 = memref.load %in[%g1] : memref<?xi32>
      %s = arith.addi %v0, %v1 : i32
      memref.store %s, %sdata[%tx] : memref<256xi32>
    }
    %r = memref.load %sdata[%c0] : memref<256xi32>
    memref.store %r, %part[%bx] : memref<?xi32>
    scf.reduce
  }
  return
}
func.func @symbolic_negatives(%in: memref<?xi32>, %part: memref<?xi32>,
                              %offs: memref<?xindex>, %stride: index,
                              %nb: index, %rows: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %sdata = memref.alloca() : memref<256xi32>
    %b = arith.muli %bx, %stride : index
    %q = arith.divui %bx, %stride : index
    %o = memref.load %offs[%bx] : memref<?xindex>
    scf.for %r = %c0 to %rows step %c1 {
      %row = arith.muli %r, %c256 : index
      %base = arith.addi %b, %row : index
      %qb = arith.addi %q, %row : index
      %ob = arith.addi %o, %row : index
      scf.for %tx = %c0 to %c256 step %c1 {
        %g = arith.addi %base, %tx : index
        %v = memref.load %in[%g] : memref<?xi32>
        %gq = arith.addi %qb, %tx : index
        %gq2 = arith.addi %gq, %c256 : index
        %vq = memref.load %in[%gq] : memref<?xi32>
        %vq2 = memref.load %in[%gq2] : memref<?xi32>
        %go = arith.addi %ob, %tx : index
        %go2 = arith.addi %go, %c256 : index
        %vo = memref.load %in[%go] : memref<?xi32>
        %vo2 = memref.load %in[%go2] : memref<?xi32>
        %s0 = arith.addi %v, %vq : i32
        %s1 = arith.addi %s0, %vq2 : i32
        %s2 = arith.addi %s1, %vo : i32
        %s3 = arith.addi %s2, %vo2 : i32
        memref.store %s3, %sdata[%tx] : memref<256xi32>
      }
    }
    %r0 = memref.load %sdata[%c0] : memref<256xi32>
    memref.store %r0, %part[%bx] : memref<?xi32>
    scf.reduce
  }
  return
}
