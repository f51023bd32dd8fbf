// Regression (found by review, fixed): stitch-cpuify's jam-uniform (passes/transforms/Cpuify/Cpuify.c
// jamUniformLoop) splits a one-phase uniform loop `for j = lo to hi` into a
// main loop [lo, mainUb) of step 4 and a rest [mainUb, hi), with
// len = maxsi(hi - lo, 0) and mainUb = lo + (len / 4) * 4. For an empty
// loop whose hi - lo wraps (lo = 2^62, hi = -2^63 + 5: hi - lo = 2^62 + 5
// > 0) len is positive, mainUb = lo + 2^62 + 4 wraps to -2^63 + 4 and the
// rest loop runs one iteration (j = -2^63 + 4) that the original never ran:
// each thread adds in[gid] = 1 once, sum 64 instead of 0. Fires: after
// stitch-cpuify the uniform loop is a step-4 loop with a divsi/maxsi prologue
// (jam-uniform=0 prints the right sums).
// 2 blocks of 32 threads; out[gid] += in[gid] per iteration of the uniform
// loop: sum = 64 * max(hi - lo, 0) for (0, 5), (-3, 7), (7, 0), (2^62, -2^63 + 5).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true jam-uniform=0}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: jam lo=0 hi=5 sum 320
// CHECK: jam lo=-3 hi=7 sum 640
// CHECK: jam lo=7 hi=0 sum 0
// CHECK: jam lo=4611686018427387904 hi=-9223372036854775803 sum 0
func.func @kernel(%in: memref<64xi32>, %out: memref<64xi32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c32 : index
    %gid = arith.addi %b, %tx : index
    scf.for %j = %lo to %hi step %c1 {
      %v = memref.load %in[%gid] : memref<64xi32>
      %o = memref.load %out[%gid] : memref<64xi32>
      %s = arith.addi %v, %o : i32
      memref.store %s, %out[%gid] : memref<64xi32>
    }
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("jam lo=%ld hi=%ld sum %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @one(%lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %in = memref.alloc() : memref<64xi32>
  %o = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %k1, %in[%i] : memref<64xi32>
    memref.store %z, %o[%i] : memref<64xi32>
  }
  call @kernel(%in, %o, %lo, %hi) : (memref<64xi32>, memref<64xi32>, index, index) -> ()
  %s = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %o[%i] : memref<64xi32>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %lo64 = arith.index_cast %lo : index to i64
  %hi64 = arith.index_cast %hi : index to i64
  llvm.call @printf(%fmt, %lo64, %hi64, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i32) -> i32
  return
}
func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant -9223372036854775803 : index
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %m3 = arith.constant -3 : index
  call @one(%c0, %c5) : (index, index) -> ()
  call @one(%m3, %c7) : (index, index) -> ()
  call @one(%c7, %c0) : (index, index) -> ()
  call @one(%a, %b) : (index, index) -> ()
  return
}
