// Regression (found by review, fixed): stitchVersionClamps (passes/codegen/GuardedLoops.c) reads a clamp
// `max(tx + c, m)` / `min(tx + c, m)` (c an index constant, ivPlusConstant)
// as increasing in tx, and drops it when `lb + c >= m` (max) or
// `ub - 1 + c <= m` (min). With c = 2^63 - 11 the index sum tx + c wraps to
// a negative value at tx = 11, so the clamp is reached there; the static
// test even computes `ub - 1 + c` in C int64 (signed overflow, read as
// negative: "never reached"). The x loop lost its maxsi/minsi (fires: the
// default pipeline, and the explicit one with version-clamps on, print
// mismatches; with version-clamps=false none).
// Three kernels, 2 blocks of 24 threads (not split by coarsen-blocks), no
// barrier; out[g] = in[max(g - 1, 0)] + in[g] + trunc32(clamp - c) with
//   @kmax: clamp = max(tx + c, 0)        -> tx <= 10 ? tx : 11
//   @kmin: clamp = min(tx + c, 5)        -> tx <= 10 ? 16 : tx
//   @kdyn: clamp = max(tx + c, m), m = 0 passed at run time (the run-time
//          check `lb + c >= m` wraps the same way) -> as @kmax
// (expected values computed in Python with two's-complement i64; the host
// reference below is plain scf code with those closed forms).
// The in[max(g - 1, 0)] load gives the loop the clamped access that
// optimizeXLoop requires before it versions clamps.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true version-clamps=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: clamp-offset kmax mismatches 0
// CHECK: clamp-offset kmin mismatches 0
// CHECK: clamp-offset kdyn mismatches 0
func.func @kmax(%in: memref<48xi32>, %out: memref<48xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c24 = arith.constant 24 : index
  %big = arith.constant 9223372036854775797 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c24, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c24 : index
    %gid = arith.addi %base, %tx : index
    %gm1 = arith.subi %gid, %c1 : index
    %j = arith.maxsi %gm1, %c0 : index
    %a = memref.load %in[%j] : memref<48xi32>
    %b = memref.load %in[%gid] : memref<48xi32>
    %h = arith.addi %tx, %big : index
    %w = arith.maxsi %h, %c0 : index
    %d = arith.subi %w, %big : index
    %di = arith.index_cast %d : index to i32
    %s1 = arith.addi %a, %b : i32
    %s2 = arith.addi %s1, %di : i32
    memref.store %s2, %out[%gid] : memref<48xi32>
    gpu.terminator
  }
  return
}

func.func @kmin(%in: memref<48xi32>, %out: memref<48xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c24 = arith.constant 24 : index
  %big = arith.constant 9223372036854775797 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c24, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c24 : index
    %gid = arith.addi %base, %tx : index
    %gm1 = arith.subi %gid, %c1 : index
    %j = arith.maxsi %gm1, %c0 : index
    %a = memref.load %in[%j] : memref<48xi32>
    %b = memref.load %in[%gid] : memref<48xi32>
    %h = arith.addi %tx, %big : index
    %w = arith.minsi %h, %c5 : index
    %d = arith.subi %w, %big : index
    %di = arith.index_cast %d : index to i32
    %s1 = arith.addi %a, %b : i32
    %s2 = arith.addi %s1, %di : i32
    memref.store %s2, %out[%gid] : memref<48xi32>
    gpu.terminator
  }
  return
}

func.func @kdyn(%in: memref<48xi32>, %out: memref<48xi32>, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c24 = arith.constant 24 : index
  %big = arith.constant 9223372036854775797 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c24, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c24 : index
    %gid = arith.addi %base, %tx : index
    %gm1 = arith.subi %gid, %c1 : index
    %j = arith.maxsi %gm1, %c0 : index
    %a = memref.load %in[%j] : memref<48xi32>
    %b = memref.load %in[%gid] : memref<48xi32>
    %h = arith.addi %tx, %big : index
    %w = arith.maxsi %h, %m : index
    %d = arith.subi %w, %big : index
    %di = arith.index_cast %d : index to i32
    %s1 = arith.addi %a, %b : i32
    %s2 = arith.addi %s1, %di : i32
    memref.store %s2, %out[%gid] : memref<48xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("clamp-offset %s mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @smax("kmax\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @smin("kmin\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @sdyn("kdyn\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Mismatches of out[g] against in[max(g - 1, 0)] + in[g] + e, tx = g % 24:
// kind 0 (max): e = tx <= 10 ? tx : 11; kind 1 (min): e = tx <= 10 ? 16 : tx.
func.func @check(%in: memref<48xi32>, %out: memref<48xi32>, %kind: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %isMin = arith.cmpi eq, %kind, %c1 : index
  %bad = scf.for %g = %c0 to %c48 step %c1 iter_args(%acc = %z) -> (i64) {
    %tx = arith.remui %g, %c24 : index
    %isz = arith.cmpi eq, %g, %c0 : index
    %j = scf.if %isz -> index {
      scf.yield %c0 : index
    } else {
      %gm = arith.subi %g, %c1 : index
      scf.yield %gm : index
    }
    %a = memref.load %in[%j] : memref<48xi32>
    %b = memref.load %in[%g] : memref<48xi32>
    %small = arith.cmpi ule, %tx, %c10 : index
    %e = scf.if %isMin -> index {
      %r = scf.if %small -> index { scf.yield %c16 : index } else { scf.yield %tx : index }
      scf.yield %r : index
    } else {
      %r = scf.if %small -> index { scf.yield %tx : index } else { scf.yield %c11 : index }
      scf.yield %r : index
    }
    %ei = arith.index_cast %e : index to i32
    %s1 = arith.addi %a, %b : i32
    %s2 = arith.addi %s1, %ei : i32
    %got = memref.load %out[%g] : memref<48xi32>
    %ne = arith.cmpi ne, %got, %s2 : i32
    %inc = arith.select %ne, %one, %z : i64
    %n = arith.addi %acc, %inc : i64
    scf.yield %n : i64
  }
  return %bad : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c48 = arith.constant 48 : index
  %m1 = arith.constant -1 : i32
  %in = memref.alloc() : memref<48xi32>
  %o1 = memref.alloc() : memref<48xi32>
  %o2 = memref.alloc() : memref<48xi32>
  %o3 = memref.alloc() : memref<48xi32>
  scf.for %i = %c0 to %c48 step %c1 {
    %sq = arith.muli %i, %i : index
    %r = arith.remui %sq, %c7 : index
    %v = arith.addi %r, %i : index
    %vi = arith.index_cast %v : index to i32
    memref.store %vi, %in[%i] : memref<48xi32>
    memref.store %m1, %o1[%i] : memref<48xi32>
    memref.store %m1, %o2[%i] : memref<48xi32>
    memref.store %m1, %o3[%i] : memref<48xi32>
  }
  call @kmax(%in, %o1) : (memref<48xi32>, memref<48xi32>) -> ()
  call @kmin(%in, %o2) : (memref<48xi32>, memref<48xi32>) -> ()
  call @kdyn(%in, %o3, %c0) : (memref<48xi32>, memref<48xi32>, index) -> ()
  %b1 = call @check(%in, %o1, %c0) : (memref<48xi32>, memref<48xi32>, index) -> i64
  %b2 = call @check(%in, %o2, %c1) : (memref<48xi32>, memref<48xi32>, index) -> i64
  %b3 = call @check(%in, %o3, %c0) : (memref<48xi32>, memref<48xi32>, index) -> i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %s1 = llvm.mlir.addressof @smax : !llvm.ptr
  %s2 = llvm.mlir.addressof @smin : !llvm.ptr
  %s3 = llvm.mlir.addressof @sdyn : !llvm.ptr
  llvm.call @printf(%fmt, %s1, %b1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.call @printf(%fmt, %s2, %b2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.call @printf(%fmt, %s3, %b3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  memref.dealloc %in : memref<48xi32>
  memref.dealloc %o1 : memref<48xi32>
  memref.dealloc %o2 : memref<48xi32>
  memref.dealloc %o3 : memref<48xi32>
  return
}
