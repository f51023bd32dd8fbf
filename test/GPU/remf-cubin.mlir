// A kernel with floating-point remainders compiles to a cubin: upstream's
// NVVM lowering alone fails on them ("failed to legalize operation
// 'llvm.frem'"); stitch-to-gpu calls libdevice's fmod instead
// (stitch-gpu-remf-to-libdevice). Its numbers were checked on an H100 by
// barrier_gen's GPU mode (test/fuzz/barrier_gen/gpu.py).
// REQUIRES: cuda-toolkit
// RUN: stitch-opt %s --stitch-to-nvvm | FileCheck %s
// RUN: not mlir-opt %s --gpu-kernel-outlining --gpu-lower-to-nvvm-pipeline='cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa' 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// CHECK: gpu.binary @main_kernel
// UPSTREAM: failed to legalize operation 'llvm.frem'
func.func @main(%m: memref<64xf32>, %d: memref<64xf64>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c64, %b = %c1, %c = %c1) {
    %v = memref.load %m[%tx] : memref<64xf32>
    %k = arith.constant 0.75 : f32
    %r = arith.remf %v, %k : f32
    memref.store %r, %m[%tx] : memref<64xf32>
    %w = memref.load %d[%tx] : memref<64xf64>
    %l = arith.constant 0.75 : f64
    %s = arith.remf %w, %l : f64
    memref.store %s, %d[%tx] : memref<64xf64>
    gpu.terminator
  }
  return
}
