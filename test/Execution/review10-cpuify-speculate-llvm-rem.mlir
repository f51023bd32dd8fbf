// BUG: stitch-cpuify speculate-ifs (stitchSpeculateUniformIfs) hoists an
// llvm.urem out of an scf.if on a uniform condition `d != 0`: upstream marks
// llvm.urem/llvm.srem `Pure`, so stitchOperationIsSpeculatable
// (passes/support/IRUtils.c) accepts them (its division list names only
// arith ops), and the remainder by d = 0 runs: SIGFPE. The guard `d != 0`
// must keep the remainder from running; every thread stores 7.
// Fires: with stitch-cpuify{speculate-ifs=false} it prints 56; the IR after
// stitch-cpuify has `llvm.urem` followed by `arith.select`, no scf.if.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: urem sum 56
func.func @kernel(%d: i32, %out: memref<8xi32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %t = arith.index_cast %tx : index to i32
    %nz = arith.cmpi ne, %d, %c0i : i32
    %r = scf.if %nz -> i32 {
      %q = llvm.urem %t, %d : i32
      scf.yield %q : i32
    } else {
      scf.yield %c7 : i32
    }
    memref.store %r, %out[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("urem sum %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %out = memref.alloc() : memref<8xi32>
  call @kernel(%z, %out) : (i32, memref<8xi32>) -> ()
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %z) -> (i32) {
    %v = memref.load %out[%i] : memref<8xi32>
    %n = arith.addi %a, %v : i32
    scf.yield %n : i32
  }
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%f, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  return
}
