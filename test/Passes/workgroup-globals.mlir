// stitch-workgroup-globals: shared memory declared as module globals in the
// workgroup address space (NVVM's integer space 3 or the gpu dialect's
// #gpu.address_space<workgroup>) becomes one workgroup attribution per
// launch and global, so each block gets its own copy (a CPU global would be
// one buffer for all blocks at once: review 18 found 8,637 wrong values of
// 128,000). Execution: test/Execution/workgroup-globals.mlir.
// RUN: stitch-opt %s --split-input-file --verify-diagnostics --stitch-workgroup-globals | FileCheck %s

// Two get_global of one global in a launch: one attribution, after the
// launch's own; a second launch gets its own; both globals are erased, the
// global-space one stays.
// CHECK-NOT: memref.global "private" @tile
// CHECK-NOT: memref.global "private" @flags
// CHECK: memref.global "private" @counts : memref<4xi32, 1>
// CHECK-LABEL: func.func @two_launches(
// CHECK: gpu.launch {{.*}} workgroup(%[[OWN:.*]] : memref<8xf32, #gpu.address_space<workgroup>>, %[[TILE:.*]] : memref<64xf32, 3>, %[[FLAGS:.*]] : memref<2xi32, #gpu.address_space<workgroup>>) {
// CHECK-NOT: memref.get_global @tile
// CHECK: memref.store %{{.*}}, %[[TILE]][%{{.*}}] : memref<64xf32, 3>
// CHECK: memref.load %[[TILE]][%{{.*}}] : memref<64xf32, 3>
// CHECK: memref.store %{{.*}}, %[[FLAGS]]
// CHECK: memref.get_global @counts
// CHECK: gpu.launch {{.*}} workgroup(%[[TILE2:.*]] : memref<64xf32, 3>) {
// CHECK: memref.load %[[TILE2]]
memref.global "private" @tile : memref<64xf32, 3>
memref.global "private" @flags : memref<2xi32, #gpu.address_space<workgroup>>
memref.global "private" @counts : memref<4xi32, 1>
func.func @two_launches(%a: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%own : memref<8xf32, #gpu.address_space<workgroup>>) {
    %t = memref.get_global @tile : memref<64xf32, 3>
    %v = memref.load %a[%tx] : memref<64xf32>
    memref.store %v, %t[%tx] : memref<64xf32, 3>
    gpu.barrier
    %t2 = memref.get_global @tile : memref<64xf32, 3>
    %w = memref.load %t2[%tx] : memref<64xf32, 3>
    memref.store %w, %a[%tx] : memref<64xf32>
    %f = memref.get_global @flags : memref<2xi32, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    memref.store %z, %f[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
    %g = memref.get_global @counts : memref<4xi32, 1>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %t = memref.get_global @tile : memref<64xf32, 3>
    %w = memref.load %t[%tx] : memref<64xf32, 3>
    memref.store %w, %a[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

// Without get_global of a workgroup global: workgroup globals nothing
// names are erased (they have no CPU lowering; review 22: a host global of
// the same name as a gpu.module's, which stitch-inline-gpu-kernels copies
// under a fresh name, was left behind and failed in the LLVM lowering with
// an unlocated error); globals of other spaces stay.
// CHECK-NOT: @unused
// CHECK-NOT: @unused_wg
// CHECK: memref.global "private" @kept : memref<4xf32, 1>
// CHECK-LABEL: func.func @none
memref.global "private" @unused : memref<4xf32, 3>
memref.global @unused_wg : memref<4xf32, #gpu.address_space<workgroup>>
memref.global "private" @kept : memref<4xf32, 1>
func.func @none() {
  return
}

// -----

// Read on the host: which block's copy is unknown.
memref.global "private" @tile : memref<64xf32, 3>
func.func @host() -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{stitch-workgroup-globals: a global in the workgroup (shared) memory space read outside a gpu.launch}}
  %t = memref.get_global @tile : memref<64xf32, 3>
  %v = memref.load %t[%c0] : memref<64xf32, 3>
  return %v : f32
}

// -----

// An initial value: shared memory starts undefined on a GPU.
// expected-error @+1 {{stitch-workgroup-globals: a global in the workgroup (shared) memory space with an initial value}}
memref.global "private" @init : memref<2xf32, #gpu.address_space<workgroup>> = dense<[1.0, 2.0]>
func.func @initialized(%a: memref<2xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1) {
    %t = memref.get_global @init : memref<2xf32, #gpu.address_space<workgroup>>
    %v = memref.load %t[%tx] : memref<2xf32, #gpu.address_space<workgroup>>
    memref.store %v, %a[%tx] : memref<2xf32>
    gpu.terminator
  }
  return
}
