// Regression (found by review, fixed with stitchOperationIsSpeculatable): stitch-cpuify{interchange-loops} (Cpuify.c:sinkGuard) moves every
// op of the guarded block that mlir::isPure accepts and whose operands come
// from outside the guard in front of the guard, so that it runs for every
// thread. isPure accepts arith.remui/remsi/floordivsi whatever the divisor
// (they are "total" ops in the arith dialect although x86 traps on a zero
// divisor): `if (d != 0) { r = x % d; for k < n { C[k][gid] = r + k } }`
// becomes `r = x % d; for k { if (d != 0) ... }`, and the threads with
// d == 0 (a third of them here) divide by zero: SIGFPE (mlir-runner exit
// 136) under the default stitch-to-openmp; correct with
// interchange-loops=false. The rewrite fires: the dynamic-bound uniform
// loop is interchanged with the 32-thread x loop (the guard is sunk into
// its body; --mlir-print-ir-after=stitch-cpuify shows the remui before it).
// The host reference is a plain scf loop nest.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: rem1 mismatches 0 sum 3040
func.func @kernel(%X: memref<96xi32>, %D: memref<96xi32>, %C: memref<960xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %c96 = arith.constant 96 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %d = memref.load %D[%gid] : memref<96xi32>
    %x = memref.load %X[%gid] : memref<96xi32>
    %c = arith.cmpi ne, %d, %z : i32
    scf.if %c {
      %r = arith.remui %x, %d : i32
      scf.for %k = %c0 to %n step %c1 {
        %row = arith.muli %k, %c96 : index
        %at = arith.addi %row, %gid : index
        %ki = arith.index_cast %k : index to i32
        %s = arith.addi %r, %ki : i32
        memref.store %s, %C[%at] : memref<960xi32>
      }
    }
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("rem1 mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c96 = arith.constant 96 : index
  %c960 = arith.constant 960 : index
  %z = arith.constant 0 : i32
  %z64 = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %X = memref.alloc() : memref<96xi32>
  %D = memref.alloc() : memref<96xi32>
  %C = memref.alloc() : memref<960xi32>
  scf.for %i = %c0 to %c96 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.remui %i, %c3 : index
    %mi = arith.index_cast %m : index to i32
    memref.store %ii, %X[%i] : memref<96xi32>
    memref.store %mi, %D[%i] : memref<96xi32>
  }
  scf.for %i = %c0 to %c960 step %c1 {
    memref.store %z, %C[%i] : memref<960xi32>
  }
  call @kernel(%X, %D, %C, %c10) : (memref<96xi32>, memref<96xi32>, memref<960xi32>, index) -> ()
  %res:2 = scf.for %k = %c0 to %c10 step %c1 iter_args(%bad = %z64, %sum = %z64) -> (i64, i64) {
    %r:2 = scf.for %i = %c0 to %c96 step %c1 iter_args(%b2 = %bad, %s2 = %sum) -> (i64, i64) {
      %x = memref.load %X[%i] : memref<96xi32>
      %d = memref.load %D[%i] : memref<96xi32>
      %nz = arith.cmpi ne, %d, %z : i32
      %e = scf.if %nz -> i32 {
        %rr = arith.remui %x, %d : i32
        %ki = arith.index_cast %k : index to i32
        %s = arith.addi %rr, %ki : i32
        scf.yield %s : i32
      } else {
        scf.yield %z : i32
      }
      %row = arith.muli %k, %c96 : index
      %at = arith.addi %row, %i : index
      %got = memref.load %C[%at] : memref<960xi32>
      %ne = arith.cmpi ne, %got, %e : i32
      %inc = arith.select %ne, %one, %z64 : i64
      %b3 = arith.addi %b2, %inc : i64
      %g = arith.extsi %got : i32 to i64
      %s3 = arith.addi %s2, %g : i64
      scf.yield %b3, %s3 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
