// Regression (found by review, fixed): LinearForm.c constantFactor (stitchMatchLinearForm) accepts a
// product of constants not folded yet as a factor when its formula value
// is in [0, 2^31], but ignores the width it is computed in: `65536 * 32768`
// in i32 is -2^31 (and `256 * 128` in i16 is -2^15), sign-extended by
// index_cast to the index factor of `bx * f + tx`. The form records the
// coefficient +2^31 (+2^15), so stitch-tighten-grid (`gid < n`: ub' =
// ceildiv(n, 2^31) = 1) and stitch-cpuify's guard tightening (GuardedLoops
// ivBound: tx < n - 2^31 bx) both drop block 1, whose gid = tx - 2^31 passes
// the guard. 2 blocks of 4 threads, n = 10: every thread must store 1.
// Fires: the grid loop's upper bound becomes `minsi(2, ceildiv(n, 2^31))`
// after stitch-tighten-grid; the cpuify-only pipeline below (no
// tighten-grid) fails too, through the x loop's bounds.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-tighten-grid),stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// CHECK: constant-factor i32 sum 8
// CHECK: constant-factor i16 sum 8
func.func @k32(%out: memref<8xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %k1 = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %a = arith.constant 65536 : i32
    %b = arith.constant 32768 : i32
    %f = arith.muli %a, %b : i32
    %fi = arith.index_cast %f : i32 to index
    %s = arith.muli %bx, %fi : index
    %gid = arith.addi %s, %tx : index
    %c = arith.cmpi slt, %gid, %n : index
    scf.if %c {
      %o0 = arith.muli %bx, %c4 : index
      %o = arith.addi %o0, %tx : index
      memref.store %k1, %out[%o] : memref<8xi32>
    }
    gpu.terminator
  }
  return
}
func.func @k16(%out: memref<8xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %k1 = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %a = arith.constant 256 : i16
    %b = arith.constant 128 : i16
    %f = arith.muli %a, %b : i16
    %fi = arith.index_cast %f : i16 to index
    %s = arith.muli %bx, %fi : index
    %gid = arith.addi %s, %tx : index
    %c = arith.cmpi slt, %gid, %n : index
    scf.if %c {
      %o0 = arith.muli %bx, %c4 : index
      %o = arith.addi %o0, %tx : index
      memref.store %k1, %out[%o] : memref<8xi32>
    }
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("constant-factor %s sum %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s32("i32\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s16("i16\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// The number of threads that stored (every thread passes `gid < 10`: 8).
func.func @count(%o: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %o[%i] : memref<8xi32>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i32
  %o1 = memref.alloc() : memref<8xi32>
  %o2 = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %z, %o1[%i] : memref<8xi32>
    memref.store %z, %o2[%i] : memref<8xi32>
  }
  call @k32(%o1, %c10) : (memref<8xi32>, index) -> ()
  call @k16(%o2, %c10) : (memref<8xi32>, index) -> ()
  %n1 = call @count(%o1) : (memref<8xi32>) -> i32
  %n2 = call @count(%o2) : (memref<8xi32>) -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %s1 = llvm.mlir.addressof @s32 : !llvm.ptr
  %s2 = llvm.mlir.addressof @s16 : !llvm.ptr
  llvm.call @printf(%fmt, %s1, %n1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.call @printf(%fmt, %s2, %n2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
  return
}
