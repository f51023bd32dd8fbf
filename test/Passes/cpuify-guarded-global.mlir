// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s

// A guard on the global index `(int)(bx * 256 + tx) < n` (nn's kernel) becomes
// the bound of the serialized thread loop: tx < clamp(n) - bx * 256, no
// scf.if left (the loop body runs unmasked). The grid is constant (64
// blocks), so the i32 cast is known not to wrap.
// CHECK-LABEL: func.func @global_guard
// CHECK: %[[N:.*]] = arith.index_cast %arg1 : i32 to index
// CHECK: %[[HI:.*]] = arith.minsi %c256{{.*}}, %{{.*}} : index
// CHECK: scf.for %[[TX:.*]] = %{{.*}} to %[[HI]]
// CHECK-NOT: scf.if
// CHECK: memref.store
// CHECK: return
func.func @global_guard(%a: memref<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      scf.if %in {
        memref.store %f, %a[%g] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Kept as a guard: 2^24 blocks of 256 threads reach 2^32, where the i32
// index wraps (and the grid size is not known to be small at run time in
// the second kernel).
// CHECK-LABEL: func.func @may_wrap
// CHECK: scf.for
// CHECK: scf.if
// CHECK: scf.for
// CHECK: scf.if
// CHECK: return
func.func @may_wrap(%a: memref<?xf32>, %n: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16m = arith.constant 16777216 : index
  %c256 = arith.constant 256 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c16m) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      scf.if %in {
        memref.store %f, %a[%g] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      scf.if %in {
        memref.store %f, %a[%g] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The block offset as stitch-gpu-to-parallel leaves it, `bx * (256 * 1)`
// (blockDim.x * blockDim.y, not folded yet): still a linear form of bx.
// CHECK-LABEL: func.func @unfolded_block_size
// CHECK: %[[HI:.*]] = arith.minsi %c256{{.*}}, %{{.*}} : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[HI]]
// CHECK-NOT: scf.if
// CHECK: return
func.func @unfolded_block_size(%a: memref<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %f = arith.constant 1.0 : f32
  %bs = arith.muli %c256, %c1 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %bs : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      scf.if %in {
        memref.store %f, %a[%g] : memref<?xf32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A guard with results whose stores write back what the thread loaded
// (`v = load c[tx]; r = if in {..} else {v}; store r, c[tx]`, the shape
// the interchange leaves): a rejected thread stores what it loaded, so the
// guard still becomes the bound, its results the then-branch values.
// CHECK-LABEL: func.func @write_back
// CHECK: %[[HI:.*]] = arith.minsi %c256{{.*}}, %{{.*}} : index
// CHECK: scf.for %[[TX:.*]] = %{{.*}} to %[[HI]]
// CHECK-NOT: scf.if
// CHECK: %[[V:.*]] = memref.load %arg2[%[[TX]]]
// CHECK: %[[S:.*]] = arith.addf %[[V]]
// CHECK: memref.store %[[S]], %arg2[%[[TX]]]
// CHECK: return
func.func @write_back(%a: memref<?xf32>, %n: i32, %c: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      %v = memref.load %c[%tx] : memref<256xf32>
      %r = scf.if %in -> f32 {
        %x = memref.load %a[%g] : memref<?xf32>
        %s = arith.addf %v, %x : f32
        scf.yield %s : f32
      } else {
        scf.yield %v : f32
      }
      memref.store %r, %c[%tx] : memref<256xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not write-backs, the guard stays: the else branch yields another value
// than the load (a rejected thread stores 0), or the store goes to another
// buffer than the load read (d[tx]: a rejected thread copies c[tx] there).
// It is not a bound, but split-guards cuts the loop where it holds: the
// middle part runs without it, the parts before and after keep it.
// CHECK-LABEL: func.func @not_write_back
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %[[A1:.*]] step
// CHECK: scf.if %{{.*}} -> (f32)
// CHECK: scf.for %{{.*}} = %[[A1]] to %[[A2:.*]] step
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %[[A2]] to %c256
// CHECK: scf.if %{{.*}} -> (f32)
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %[[B1:.*]] step
// CHECK: scf.if %{{.*}} -> (f32)
// CHECK: scf.for %{{.*}} = %[[B1]] to %[[B2:.*]] step
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %[[B2]] to %c255
// CHECK: scf.if %{{.*}} -> (f32)
// CHECK: return
func.func @not_write_back(%a: memref<?xf32>, %n: i32, %c: memref<256xf32>,
                          %d: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %b = arith.muli %bx, %c256 : index
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      %v = memref.load %c[%tx] : memref<256xf32>
      %r = scf.if %in -> f32 {
        %x = memref.load %a[%g] : memref<?xf32>
        %s = arith.addf %v, %x : f32
        scf.yield %s : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %r, %c[%tx] : memref<256xf32>
      scf.reduce
    } {stitch.threads}
    scf.parallel (%tx) = (%c0) to (%c255) step (%c1) {
      %g = arith.addi %b, %tx : index
      %gi = arith.index_cast %g : index to i32
      %in = arith.cmpi slt, %gi, %n : i32
      %v = memref.load %c[%tx] : memref<256xf32>
      %r = scf.if %in -> f32 {
        %x = memref.load %a[%g] : memref<?xf32>
        %s = arith.addf %v, %x : f32
        scf.yield %s : f32
      } else {
        scf.yield %v : f32
      }
      memref.store %r, %d[%tx] : memref<256xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
