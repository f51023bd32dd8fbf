// Regression (review of launch shapes, fixed): a launch whose block size is a function argument that is 0 at run
// time (CUDA launches nothing) hangs (default mlir-runner, -O3 and
// stitch-run alike; every runner line has a timeout so that lit does not
// hang with it). The kernel holds a uniform
// scf.while (k < n, a counter) around barriers. stitch-cpuify's
// interchangeWhile makes the new while's condition a load of thread 0's
// slot of the per-thread condition buffer, `memref.load %buf[0, 0, 0] :
// memref<1x1x?xi1>`, with no thread to have written it: the buffer has 0
// elements, the load is out of bounds and reads stack garbage (at -O2/-O3
// LLVM even folds the loop into `br i1 %bs_gt_0, ..., label %self` when no
// thread runs).
// The same thread-0 read without a guard was in keepUniformOperand (a
// uniform for bound or if condition computed by the threads). Fixed
// (loadThreadZero): where the block's size is not a positive constant the
// read is guarded by "every thread dimension non-empty", else false (a
// bound 0, a step 1). The CPU lines check the guarded condition. Host reference:
// acc = n (n - 1) / 2 in every launched thread, -1 (untouched) elsewhere;
// launches 3x5, 3x0, 0x5, 3x1, 0x0.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-LABEL: func.func @kernel(
// CPU: scf.while
// CPU: %[[C:.*]] = scf.if %{{.*}} -> (i1) {
// CPU-NEXT: memref.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<1x1x?xi8>
// CPU-NEXT: arith.trunci %{{.*}} : i8 to i1
// CPU: } else {
// CPU-NEXT: %[[F:.*]] = arith.constant false
// CPU-NEXT: scf.yield %[[F]] : i1
// CPU-NEXT: }
// CPU-NEXT: scf.condition(%[[C]])
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 timeout 20 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=1 timeout 20 %mlir-runner -O3 %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner -O3 %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner -O3 %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p2.mlir
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner -O3 %t.p2.mlir | FileCheck %s
// CHECK: zero-threads-while grid=3 bs=5 mismatches 0
// CHECK-NEXT: zero-threads-while grid=3 bs=0 mismatches 0
// CHECK-NEXT: zero-threads-while grid=0 bs=5 mismatches 0
// CHECK-NEXT: zero-threads-while grid=3 bs=1 mismatches 0
// CHECK-NEXT: zero-threads-while grid=0 bs=0 mismatches 0

func.func @kernel(%out: memref<?xi32>, %grid: index, %bs: index, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %grid, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %bs, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %r:2 = scf.while (%k = %z32, %acc = %z32) : (i32, i32) -> (i32, i32) {
      %c = arith.cmpi slt, %k, %n : i32
      scf.condition(%c) %k, %acc : i32, i32
    } do {
    ^bb0(%k: i32, %acc: i32):
      memref.store %k, %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t1 = arith.addi %tx, %c1 : index
      %nb = arith.remui %t1, %bs : index
      %v = memref.load %sh[%nb] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %acc1 = arith.addi %acc, %v : i32
      %k1 = arith.addi %k, %o32 : i32
      scf.yield %k1, %acc1 : i32, i32
    }
    %g0 = arith.muli %bx, %bs : index
    %g = arith.addi %g0, %tx : index
    memref.store %r#1, %out[%g] : memref<?xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("zero-threads-while grid=%ld bs=%ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%grid: index, %bs: index, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %m1 = arith.constant -1 : i32
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant 1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc(%c64) : memref<?xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %m1, %out[%i] : memref<?xi32>
  }
  call @kernel(%out, %grid, %bs, %n) : (memref<?xi32>, index, index, i32) -> ()
  // Reference: sum of k for k in [0, n), by a plain loop.
  %nn = arith.index_cast %n : i32 to index
  %want = scf.for %k = %c0 to %nn step %c1 iter_args(%s = %z32) -> (i32) {
    %ki = arith.index_cast %k : index to i32
    %s1 = arith.addi %s, %ki : i32
    scf.yield %s1 : i32
  }
  %tot = arith.muli %grid, %bs : index
  %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%b = %z) -> (i64) {
    %in = arith.cmpi ult, %i, %tot : index
    %w = arith.select %in, %want, %m1 : i32
    %got = memref.load %out[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %got, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    scf.yield %b2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = arith.index_cast %grid : index to i64
  %g = arith.index_cast %bs : index to i64
  llvm.call @printf(%fmt, %a, %g, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  memref.dealloc %out : memref<?xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 4 : i32
  call @check(%c3, %c5, %n) : (index, index, i32) -> ()
  call @check(%c3, %c0, %n) : (index, index, i32) -> ()
  call @check(%c0, %c5, %n) : (index, index, i32) -> ()
  call @check(%c3, %c1, %n) : (index, index, i32) -> ()
  call @check(%c0, %c0, %n) : (index, index, i32) -> ()
  return
}
