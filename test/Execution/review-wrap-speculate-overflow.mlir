// Regression (found by review, fixed): stitchSpeculateLoadBranches (passes/codegen/SpeculateLoads.c
// indexRange) sums the linear form's constant and the terms' extremes in
// plain int64 (`*lo += a; *hi += b`): for the index `tx + (2^63 - 16)`,
// tx in [0, 24), hi overflows to a negative number, so `lo >= 0 && hi <
// dim` holds and the guarded load of a 64-byte array is called in bounds.
// The branch `tx < n` (n = 0 at run time: no thread loads) becomes a
// select and the load runs in every iteration at a non-canonical address:
// segfault. Fires: after stitch-cpuify the scf.if is an arith.select (with
// speculate-loads=false the program prints mismatches 0).
// The kernel is valid: the out-of-range index is never used by a thread
// that loads. out[g] must equal bin[g] (the else value 0.0 plus bin[g]).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true speculate-loads=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: speculate-wrap mismatches 0
func.func @kernel(%a: memref<64xi8>, %bin: memref<48xf32>, %out: memref<48xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c24 = arith.constant 24 : index
  %k30 = arith.constant 1073741824 : index
  %big = arith.constant 9223372036854775792 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c24, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c24 : index
    %gid = arith.addi %base, %tx : index
    %c = arith.cmpi slt, %tx, %n : index
    %v = scf.if %c -> f32 {
      %i = arith.addi %tx, %big : index
      %l8 = memref.load %a[%i] : memref<64xi8>
      %l = arith.uitofp %l8 : i8 to f32
      scf.yield %l : f32
    } else {
      scf.yield %zero : f32
    }
    %b = memref.load %bin[%gid] : memref<48xf32>
    %s = arith.addf %v, %b : f32
    memref.store %s, %out[%gid] : memref<48xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("speculate-wrap mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c48 = arith.constant 48 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<64xi8>
  %bin = memref.alloc() : memref<48xf32>
  %out = memref.alloc() : memref<48xf32>
  scf.for %i = %c0 to %c48 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %bin[%i] : memref<48xf32>
  }
  call @kernel(%a, %bin, %out, %c0) : (memref<64xi8>, memref<48xf32>, memref<48xf32>, index) -> ()
  %bad = scf.for %g = %c0 to %c48 step %c1 iter_args(%acc = %z) -> (i64) {
    %got = memref.load %out[%g] : memref<48xf32>
    %want = memref.load %bin[%g] : memref<48xf32>
    %ne = arith.cmpf une, %got, %want : f32
    %inc = arith.select %ne, %one, %z : i64
    %n = arith.addi %acc, %inc : i64
    scf.yield %n : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
