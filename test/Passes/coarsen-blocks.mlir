// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-coarsen-blocks))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-coarsen-blocks{split-below=0}))' | FileCheck %s --check-prefix=NOSPLIT

// gaussian's Fan2: 4x4 blocks, the matrix column `4 * by + ty` is the last
// index of every access. The y dims merge into one thread dim of 128 * 4
// threads, placed first; the grid keeps x; `ty + 4 * by` is the merged index
// itself, and the block offset of x stays in the grid body.
// CHECK-LABEL: func.func @fan2
// CHECK: scf.parallel (%[[BX:.*]]) = (%c0) to (%c128) step (%c1) {
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[BX]], %c4
// CHECK: scf.parallel (%[[Y:.*]], %[[TX:.*]]) = (%{{.*}}, %{{.*}}) to (%c512{{.*}}, %c4) step
// CHECK-NOT: arith.divui
// CHECK: %[[X:.*]] = arith.addi %[[TX]], %[[OFF]]
// CHECK: memref.load %{{.*}}[%[[X]], %[[Y]]]
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[X]], %[[Y]]]
// CHECK: } {stitch.threads}
func.func @fan2(%a: memref<512x512xf32>, %m: memref<512x512xf32>, %limX: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c4 : index
    %byy = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      %xi = arith.index_cast %x : index to i32
      %inX = arith.cmpi slt, %xi, %limX : i32
      scf.if %inX {
        %v = memref.load %m[%x, %y] : memref<512x512xf32>
        %w = memref.load %a[%x, %y] : memref<512x512xf32>
        %s = arith.subf %w, %v : f32
        memref.store %s, %a[%x, %y] : memref<512x512xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The same Fan2 as stitch-cuda translates the CUDA source: flat buffers,
// `int` arithmetic in the thread loop, a cast at each access. The column
// `y + t` is added to `Size * (x + 1 + t)`, a product computed in the thread
// loop that varies with x but not with y, so the accesses of `a` still walk
// y contiguously (3 of them, against `b[x + 1 + t]`'s 2 along x): y is
// merged, x stays a grid dimension. The i32 global index `ty + by * 4`
// becomes the merged index cast to i32 (equal modulo 2^32), not
// `(g % 4) + (g / 4) * 4`, which later passes could not read as affine.
// CHECK-LABEL: func.func @fan2_cuda
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c128) step (%c1) {
// CHECK: scf.parallel (%[[G:.*]], %{{.*}}) = (%{{.*}}, %{{.*}}) to (%c512{{.*}}, %c4) step
// CHECK: %[[Y:.*]] = arith.index_cast %[[G]] : index to i32
// CHECK-NOT: arith.muli %{{.*}}, %c4_i32
// CHECK: arith.addi %[[Y]], %{{.*}} overflow<nsw> : i32
// CHECK: arith.cmpi eq, %[[Y]], %{{.*}} : i32
// CHECK: } {stitch.threads}
func.func @fan2_cuda(%m: memref<?xf32>, %a: memref<?xf32>, %b: memref<?xf32>,
                     %size: i32, %t: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %c4i = arith.constant 4 : i32
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %txi = arith.index_cast %tx : index to i32
      %bxi = arith.index_cast %bx : index to i32
      %xo = arith.muli %bxi, %c4i : i32
      %x = arith.addi %txi, %xo : i32
      %tyi = arith.index_cast %ty : index to i32
      %byi = arith.index_cast %by : index to i32
      %yo = arith.muli %byi, %c4i : i32
      %y = arith.addi %tyi, %yo : i32
      %x1 = arith.addi %x, %one overflow<nsw> : i32
      %x1t = arith.addi %x1, %t overflow<nsw> : i32
      %row = arith.muli %size, %x1t overflow<nsw> : i32
      %yt = arith.addi %y, %t overflow<nsw> : i32
      %i0 = arith.addi %row, %yt overflow<nsw> : i32
      %i = arith.index_cast %i0 : i32 to index
      %mi0 = arith.addi %row, %t overflow<nsw> : i32
      %mi = arith.index_cast %mi0 : i32 to index
      %top0 = arith.muli %size, %t overflow<nsw> : i32
      %top1 = arith.addi %top0, %yt overflow<nsw> : i32
      %top = arith.index_cast %top1 : i32 to index
      %mv = memref.load %m[%mi] : memref<?xf32>
      %tv = memref.load %a[%top] : memref<?xf32>
      %p = arith.mulf %mv, %tv : f32
      %av = memref.load %a[%i] : memref<?xf32>
      %d = arith.subf %av, %p : f32
      memref.store %d, %a[%i] : memref<?xf32>
      %first = arith.cmpi eq, %y, %zero : i32
      scf.if %first {
        %bi = arith.index_cast %x1t : i32 to index
        %bv = memref.load %b[%bi] : memref<?xf32>
        %nb = arith.subf %bv, %mv : f32
        memref.store %nb, %b[%bi] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The block index used on its own (`out[by]` by the first thread) and a
// dynamic grid with a lower bound: by = floor(g / 3) and ty = g - 3 by are
// computed from the merged index g in [lb * 3, ub * 3) (floor division: lb
// may be negative; unsigned division only for a grid from a non-negative
// constant); `by * 3 + ty` (operands in the other order) is g.
// CHECK-LABEL: func.func @block_index_used
// CHECK: %[[LO:.*]] = arith.muli %arg2, %c3
// CHECK: %[[HI:.*]] = arith.muli %arg3, %c3
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c5)
// CHECK: scf.parallel (%[[G:.*]], %{{.*}}) = (%[[LO]], %{{.*}}) to (%[[HI]], %c2)
// CHECK: %[[B:.*]] = arith.floordivsi %[[G]], %c3
// CHECK: %[[Q:.*]] = arith.floordivsi %[[G]], %c3
// CHECK: %[[QB:.*]] = arith.muli %[[Q]], %c3
// CHECK: %[[T:.*]] = arith.subi %[[G]], %[[QB]]
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %[[G]]]
// CHECK: arith.cmpi eq, %[[T]], %c0
// CHECK: memref.store %{{.*}}, %arg1[%[[B]]]
func.func @block_index_used(%a: memref<10x64xf32>, %out: memref<21xf32>, %lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx, %by) = (%c0, %lb) to (%c5, %ub) step (%c1, %c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) {
      %bxx = arith.muli %bx, %c2 : index
      %x = arith.addi %bxx, %tx : index
      %byy = arith.muli %c3, %by : index
      %y = arith.addi %byy, %ty : index
      memref.store %f, %a[%x, %y] : memref<10x64xf32>
      %first = arith.cmpi eq, %ty, %c0 : index
      scf.if %first {
        memref.store %f, %out[%by] : memref<21xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The contiguous dimension is x (the first): merged there; y stays a grid
// dimension of 6 blocks and a thread dimension of 2.
// CHECK-LABEL: func.func @merge_x
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c6)
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%c64{{.*}}, %c2)
func.func @merge_x(%a: memref<12x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c6 = arith.constant 6 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c8, %c6) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c8 : index
    %byy = arith.muli %by, %c2 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c8, %c2) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      memref.store %f, %a[%y, %x] : memref<12x64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a barrier in the block (threads of a block communicate).
// CHECK-LABEL: func.func @barrier
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c128, %c128)
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c4)
func.func @barrier(%a: memref<512x512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c4 : index
    %byy = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      memref.store %f, %a[%x, %y] : memref<512x512xf32>
      stitch.barrier %tx, %ty
      memref.store %f, %a[%x, %y] : memref<512x512xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: per-block shared memory (an alloca in the grid body).
// CHECK-LABEL: func.func @shared
// CHECK: memref.alloca
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c4)
func.func @shared(%a: memref<512x512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
    %sh = memref.alloca() : memref<4x4xf32>
    %bxx = arith.muli %bx, %c4 : index
    %byy = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      memref.store %f, %sh[%tx, %ty] : memref<4x4xf32>
      %v = memref.load %sh[%tx, %ty] : memref<4x4xf32>
      memref.store %v, %a[%x, %y] : memref<512x512xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: blocks of 16 threads in the contiguous dimension fill a vector
// already (min-width); and a grid whose only other dimension has one block
// (merging would leave no parallel loop).
// CHECK-LABEL: func.func @wide
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c32, %c32)
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c16, %c16)
// CHECK-LABEL: func.func @one_row_of_blocks
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c1, %c128)
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c4)
func.func @wide(%a: memref<512x512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c32, %c32) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c16 : index
    %byy = arith.muli %by, %c16 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      memref.store %f, %a[%x, %y] : memref<512x512xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @one_row_of_blocks(%a: memref<4x512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c1, %c128) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c4 : index
    %byy = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      memref.store %f, %a[%x, %y] : memref<4x512xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: no dimension is contiguous more often than the other (one
// access walks x, one walks y): nothing to gain for sure.
// CHECK-LABEL: func.func @transpose
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c4)
func.func @transpose(%a: memref<512x512xf32>, %b: memref<512x512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c4 : index
    %byy = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      %v = memref.load %a[%x, %y] : memref<512x512xf32>
      memref.store %v, %b[%y, %x] : memref<512x512xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Few wide blocks (gaussian's Fan1: one block of 512 threads at run time):
// the launch is versioned on its block count (below split-below, 64); the
// copy runs 32 blocks of 16 threads per block, the global index
// `bx * 512 + tx` being `bx' * 16 + tx'`. With split-below=0, nothing.
// CHECK-LABEL: func.func @fan1
// CHECK: %[[FEW:.*]] = arith.cmpi ult, %arg2, %c64
// CHECK: scf.if %[[FEW]] {
// CHECK: %[[G:.*]] = arith.muli %arg2, %c32
// CHECK: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%[[G]])
// CHECK: scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%c16)
// CHECK: %[[OFF:.*]] = arith.muli %[[B]], %c16
// CHECK: %[[I:.*]] = arith.addi %[[OFF]], %[[T]]
// CHECK: memref.load %arg0[%[[I]]]
// CHECK-NOT: arith.divui
// CHECK: } else {
// CHECK: scf.parallel ({{.*}}) = ({{.*}}) to (%arg2)
// CHECK: scf.parallel ({{.*}}) = ({{.*}}) to (%c512)
// NOSPLIT-LABEL: func.func @fan1
// NOSPLIT-NOT: scf.if
// NOSPLIT: return
func.func @fan1(%a: memref<4096xf32>, %m: memref<4096xf32>, %g: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  scf.parallel (%bx) = (%c0) to (%g) step (%c1) {
    %off = arith.muli %bx, %c512 : index
    scf.parallel (%tx) = (%c0) to (%c512) step (%c1) {
      %i = arith.addi %off, %tx : index
      %v = memref.load %a[%i] : memref<4096xf32>
      %d = arith.divf %v, %v : f32
      memref.store %d, %m[%i] : memref<4096xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Not split: a grid of 64 blocks or more (known statically); a block of
// 24 threads (no multiple of 16 above it); a block with a barrier (its
// threads are not independent); shared memory per block.
// CHECK-LABEL: func.func @no_split
// CHECK-NOT: scf.if
// CHECK: return
func.func @no_split(%a: memref<65536xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c24 = arith.constant 24 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %off = arith.muli %bx, %c128 : index
    scf.parallel (%tx) = (%c0) to (%c128) step (%c1) {
      %i = arith.addi %off, %tx : index
      %v = memref.load %a[%i] : memref<65536xf32>
      %d = arith.addf %v, %v : f32
      memref.store %d, %a[%i] : memref<65536xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%n) step (%c1) {
    %off = arith.muli %bx, %c24 : index
    scf.parallel (%tx) = (%c0) to (%c24) step (%c1) {
      %i = arith.addi %off, %tx : index
      %v = memref.load %a[%i] : memref<65536xf32>
      %d = arith.addf %v, %v : f32
      memref.store %d, %a[%i] : memref<65536xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%n) step (%c1) {
    %off = arith.muli %bx, %c128 : index
    scf.parallel (%tx) = (%c0) to (%c128) step (%c1) {
      %i = arith.addi %off, %tx : index
      %v = memref.load %a[%i] : memref<65536xf32>
      stitch.barrier %tx
      %d = arith.addf %v, %v : f32
      memref.store %d, %a[%i] : memref<65536xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%n) step (%c1) {
    %sh = memref.alloca() : memref<128xf32>
    %off = arith.muli %bx, %c128 : index
    scf.parallel (%tx) = (%c0) to (%c128) step (%c1) {
      %i = arith.addi %off, %tx : index
      %v = memref.load %a[%i] : memref<65536xf32>
      memref.store %v, %sh[%tx] : memref<128xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
