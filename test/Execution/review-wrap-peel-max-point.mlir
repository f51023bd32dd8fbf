// Regression (found by review, fixed): stitchPeelPointGuard (passes/codegen/GuardedLoops.c) splits an x
// loop with a guard `tx == p` into [lb, p), [p, p + 1) and [p + 1, ub). A
// run-time p is clamped to [-2^62, 2^62] first, a constant one is not: for
// p = 2^63 - 1 (a guard no thread passes) `pointValue + 1` overflows (C
// int64) to -2^63, so the last loop is [max(-2^63, lb), ub) = [lb, ub)
// while the first one is [lb, min(p, ub)) = [lb, ub) as well: every thread
// runs its body twice (out[gid] += in[gid] gives 2 instead of 1).
// Fires: after stitch-cpuify the x loop is three loops, the middle one
// `scf.for %{{.*}} = %c9223372036854775807 to %c-9223372036854775808`
// (peel-points=false prints the right sum). 2 blocks of 24 threads (not
// split by stitch-coarsen-blocks), in = 1 everywhere: out sums to 48, no
// flag is set.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true peel-points=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: peel-max out sum 48 flags 0
func.func @kernel(%in: memref<48xi32>, %out: memref<48xi32>, %flag: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 24 : index
  %p = arith.constant 9223372036854775807 : index
  %k1 = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c32 : index
    %gid = arith.addi %b, %tx : index
    %v = memref.load %in[%gid] : memref<48xi32>
    %o = memref.load %out[%gid] : memref<48xi32>
    %s = arith.addi %v, %o : i32
    memref.store %s, %out[%gid] : memref<48xi32>
    %c = arith.cmpi eq, %tx, %p : index
    scf.if %c {
      memref.store %k1, %flag[%bx] : memref<2xi32>
    }
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("peel-max out sum %d flags %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 48 : index
  %z = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %in = memref.alloc() : memref<48xi32>
  %out = memref.alloc() : memref<48xi32>
  %flag = memref.alloc() : memref<2xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %k1, %in[%i] : memref<48xi32>
    memref.store %z, %out[%i] : memref<48xi32>
  }
  memref.store %z, %flag[%c0] : memref<2xi32>
  memref.store %z, %flag[%c1] : memref<2xi32>
  call @kernel(%in, %out, %flag) : (memref<48xi32>, memref<48xi32>, memref<2xi32>) -> ()
  %s = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %out[%i] : memref<48xi32>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  %f0 = memref.load %flag[%c0] : memref<2xi32>
  %f1 = memref.load %flag[%c1] : memref<2xi32>
  %f = arith.addi %f0, %f1 : i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %s, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  return
}
