// Regression (found by review, fixed): stitchTightenGuardedFor (passes/codegen/GuardedLoops.c
// matchModGuard / tighten) accepts a modulus guard `(iv + c) %u d == 0`
// computed in i64 (CUDA `long long`: `(tid + 1) % stride`, the thread index
// widened by index_cast; ivPlusConstant only asks for a 64-bit chain) but
// then builds `arith.maxui d, 1 : index` with the i64 divisor d: invalid IR,
// stitch-opt fails with "'arith.maxui' op requires the same type for all
// operands" on a valid kernel. (Semantics are otherwise those of index:
// casting d with index_castui would do.)
// Blocks of 32 threads (shared-memory round trip and a barrier, so the x
// loop is serialized), 2 blocks; threads with (tx + 1) % d == 0 store
// sh[31 - tx] = 31 - tx, the others leave -1. d = 1, 3, 32 and -3
// (2^64 - 3 unsigned: above every tx + 1, no thread passes).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// CHECK: modguard-i64 d=1 mismatches 0
// CHECK: modguard-i64 d=3 mismatches 0
// CHECK: modguard-i64 d=32 mismatches 0
// CHECK: modguard-i64 d=-3 mismatches 0
func.func @kernel(%out: memref<64xi32>, %d: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1 : i64
  %z = arith.constant 0 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %txi = arith.index_cast %tx : index to i32
    memref.store %txi, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %t64 = arith.index_cast %tx : index to i64
    %t1 = arith.addi %t64, %one : i64
    %r = arith.remui %t1, %d : i64
    %c = arith.cmpi eq, %r, %z : i64
    scf.if %c {
      %c31 = arith.constant 31 : index
      %rx = arith.subi %c31, %tx : index
      %v = memref.load %sh[%rx] : memref<32xi32, #gpu.address_space<workgroup>>
      %b = arith.muli %bx, %c32 : index
      %gid = arith.addi %b, %tx : index
      memref.store %v, %out[%gid] : memref<64xi32>
    }
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("modguard-i64 d=%ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Mismatches of out[g] against ((tx + 1) % d == 0 ? 31 - tx : -1), tx = g % 32.
func.func @one(%d: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %o = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %m1, %o[%i] : memref<64xi32>
  }
  call @kernel(%o, %d) : (memref<64xi32>, i64) -> ()
  %bad = scf.for %g = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i64) {
    %tx = arith.remui %g, %c32 : index
    %t64 = arith.index_cast %tx : index to i64
    %t1 = arith.addi %t64, %one : i64
    %r = arith.remui %t1, %d : i64
    %hit = arith.cmpi eq, %r, %z : i64
    %rx = arith.subi %c31, %tx : index
    %rxi = arith.index_cast %rx : index to i32
    %want = arith.select %hit, %rxi, %m1 : i32
    %got = memref.load %o[%g] : memref<64xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %n = arith.addi %acc, %inc : i64
    scf.yield %n : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %d, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %o : memref<64xi32>
  return
}

func.func @main() {
  %d1 = arith.constant 1 : i64
  %d3 = arith.constant 3 : i64
  %d32 = arith.constant 32 : i64
  %dbig = arith.constant -3 : i64
  call @one(%d1) : (i64) -> ()
  call @one(%d3) : (i64) -> ()
  call @one(%d32) : (i64) -> ()
  call @one(%dbig) : (i64) -> ()
  return
}
