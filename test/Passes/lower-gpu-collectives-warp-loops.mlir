// stitch-lower-gpu-collectives, warps with loops of their own
// (SplitWarpLaunches.h): a launch that synchronizes only warps and has a
// subgroup op in a loop whose trip count may differ between the warps of a
// block is relaunched with one block of 32 threads per warp, its body given
// the original ids. Execution: test/cuda/warp-loops.cu,
// test/cuda/review21-*.cu.
// RUN: stitch-opt %s --split-input-file --stitch-lower-gpu-collectives | FileCheck %s

// Blocks of 64 (two warps, x a multiple of 32): grid x doubled, blocks of
// 32; warp w = bid % 2 of block bid / 2; tx = 32 (w % 2) + lane, y and z
// the warp's. The loop's start (the warp's first row) is then uniform.
// CHECK-LABEL: func.func @warp_rows(
// CHECK: %[[GX:.*]] = arith.muli %c4, %[[W2:.*]] : index
// CHECK: gpu.launch blocks(%[[BID:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GX]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[LANE:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c32{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) workgroup(%{{.*}} : memref<33xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[W:.*]] = arith.remui %[[BID]], %[[W2]] : index
// CHECK: %[[B:.*]] = arith.divui %[[BID]], %[[W2]] : index
// CHECK: %[[WX:.*]] = arith.remui %[[W]], %{{.*}} : index
// CHECK: %[[WX32:.*]] = arith.muli %[[WX]], %{{.*}} : index
// CHECK: %[[TX:.*]] = arith.addi %[[WX32]], %[[LANE]] : index
// CHECK: %[[WARP:.*]] = arith.divui %[[TX]], %c32 : index
// CHECK: %[[F0:.*]] = arith.muli %[[B]], %c2 : index
// CHECK: %[[F:.*]] = arith.addi %[[F0]], %[[WARP]] : index
// CHECK: scf.for %{{.*}} = %[[F]] to
// CHECK-NOT: gpu.launch
// CHECK: return
func.func @warp_rows(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %warp = arith.divui %tx, %c32 : index
    %first0 = arith.muli %bx, %c2 : index
    %first = arith.addi %first0, %warp : index
    scf.for %r = %first to %n step %c8 {
      %v = memref.load %in[%r] : memref<?xf32>
      %s, %ok = gpu.shuffle xor %v, %c1_i32, %c32_i32 : f32
      memref.store %s, %out[%r] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// Block sizes unknown here: the split runs where x is a multiple of 32
// (it is then written as such); any other block fails at run time.
// CHECK-LABEL: func.func @dynamic_rows(
// CHECK: %[[X32:.*]] = arith.remui %[[SX:.*]], %[[C32:.*]] : index
// CHECK: %[[ALIGNED:.*]] = arith.cmpi eq, %[[X32]], %{{.*}} : index
// CHECK: scf.if %[[ALIGNED]] {
// CHECK: %[[RW:.*]] = arith.divui %[[SX]], %[[C32]] : index
// CHECK: %[[XA:.*]] = arith.muli %[[RW]], %[[C32]] : index
// CHECK: gpu.launch
// CHECK-SAME: threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C32]], %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: memref.store %[[XA]], %{{.*}}[%[[XA]]]
// CHECK: } else {
// CHECK: cf.assert %false{{.*}}, "stitch: this kernel's warps run loops of their own
func.func @dynamic_rows(%in: memref<?xf32>, %out: memref<?xindex>, %n: index, %sx: index, %sy: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%bsx = %sx, %bsy = %sy, %bsz = %c1) {
    %warp = arith.divui %tx, %c32 : index
    scf.for %r = %warp to %n step %c4 {
      %v = memref.load %in[%r] : memref<?xf32>
      %s, %ok = gpu.shuffle down %v, %c1_i32, %c32_i32 : f32
      memref.store %s, %in[%r] : memref<?xf32>
    }
    memref.store %bsx, %out[%bsx] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

// Blocks of 80 threads (1-D): two full warps (x is the linear id) and a
// copy for the partial third warp, blocks of 16 threads with w = 2.
// CHECK-LABEL: func.func @partial_warp(
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c32{{.*}},
// CHECK: gpu.launch {{.*}} threads(%[[LANE:[^,]*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c16{{.*}},
// CHECK: %[[BASE:.*]] = arith.muli %c2{{.*}}, %c32{{.*}} : index
// CHECK: arith.addi %[[BASE]], %[[LANE]] : index
func.func @partial_warp(%in: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c80 = arith.constant 80 : index
  %c1_i32 = arith.constant 1 : i32
  %c16_i32 = arith.constant 16 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c80, %sy = %c1, %sz = %c1) {
    %warp = arith.divui %tx, %c32 : index
    scf.for %r = %warp to %n step %c4 {
      %v = memref.load %in[%r] : memref<?xf32>
      %s, %ok = gpu.shuffle xor %v, %c1_i32, %c16_i32 : f32
      memref.store %s, %in[%r] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// Not split: a block-wide barrier (warps wait for each other: their blocks
// cannot be separated; stitch-cpuify then reports the divergent loop).
// CHECK-LABEL: func.func @block_barrier(
// CHECK-NOT: arith.remui %{{.*}}, %c32
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c64,
// CHECK-NOT: gpu.launch
func.func @block_barrier(%in: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %warp = arith.divui %tx, %c32 : index
    scf.for %r = %warp to %n step %c4 {
      %v = memref.load %in[%r] : memref<?xf32>
      %s, %ok = gpu.shuffle xor %v, %c1_i32, %c32_i32 : f32
      memref.store %s, %in[%r] : memref<?xf32>
    }
    gpu.barrier
    gpu.terminator
  }
  return
}

// -----

// Not split: the loop around the shuffle runs alike in every thread of the
// block (the lowering's barriers are fine there), and a block of one warp.
// CHECK-LABEL: func.func @uniform_loop(
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c64,
// CHECK-LABEL: func.func @one_warp(
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c32,
func.func @uniform_loop(%in: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v0 = memref.load %in[%tx] : memref<?xf32>
    %r = scf.for %i = %bx to %n step %c4 iter_args(%v = %v0) -> f32 {
      %s, %ok = gpu.shuffle xor %v, %c1_i32, %c32_i32 : f32
      scf.yield %s : f32
    }
    memref.store %r, %in[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}
func.func @one_warp(%in: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %v0 = memref.load %in[%tx] : memref<?xf32>
    %cond = arith.index_cast %tx : index to i32
    %r:2 = scf.while (%v = %v0, %k = %cond) : (f32, i32) -> (f32, i32) {
      %go = arith.cmpi slt, %k, %c32_i32 : i32
      scf.condition(%go) %v, %k : f32, i32
    } do {
    ^bb0(%v: f32, %k: i32):
      %s, %ok = gpu.shuffle xor %v, %c1_i32, %c32_i32 : f32
      %k1 = arith.addi %k, %c32_i32 : i32
      scf.yield %s, %k1 : f32, i32
    }
    memref.store %r#0, %in[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}
