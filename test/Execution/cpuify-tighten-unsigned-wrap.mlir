// Regression, found by review (fixed: bounds are clamped and compared
// signed): stitchTightenGuardedFor (GuardedLoops.c `narrow`) before, a guard
// `tx ule m` becomes the bound hi = minui(ub, m + 1), and `tx ugt m` the
// bound lo = maxui(lb, m + 1). At m = 2^64 - 1 (here m = n - 1 with
// n = 0, the unsigned `tx <= n - 1` of GPU code) m + 1 wraps to 0: `ule`
// holds for every thread but the loop runs none, `ugt` holds for none but
// the loop runs all. Blocks of 12 threads (a shared-memory round trip and
// a barrier, so that the x loop is serialized), 2 blocks; @ule must store
// sh[11 - tx] + 1 = 12 - tx at every gid, @ugt must store nothing.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// CHECK: tighten-unsigned-wrap ule mismatches 0 sum 156
// CHECK: tighten-unsigned-wrap ugt mismatches 0 sum 0
func.func @ule(%out: memref<24xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c12, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<12xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<12xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %c11 = arith.constant 11 : index
    %rx = arith.subi %c11, %tx : index
    %v = memref.load %sh[%rx] : memref<12xindex, #gpu.address_space<workgroup>>
    %m = arith.subi %n, %c1 : index
    %c = arith.cmpi ule, %tx, %m : index
    scf.if %c {
      %b = arith.muli %bx, %c12 : index
      %gid = arith.addi %b, %tx : index
      %w = arith.addi %v, %c1 : index
      %wi = arith.index_cast %w : index to i32
      memref.store %wi, %out[%gid] : memref<24xi32>
    }
    gpu.terminator
  }
  return
}

func.func @ugt(%out: memref<24xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c12, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<12xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<12xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %c11 = arith.constant 11 : index
    %rx = arith.subi %c11, %tx : index
    %v = memref.load %sh[%rx] : memref<12xindex, #gpu.address_space<workgroup>>
    %m = arith.subi %n, %c1 : index
    %c = arith.cmpi ugt, %tx, %m : index
    scf.if %c {
      %b = arith.muli %bx, %c12 : index
      %gid = arith.addi %b, %tx : index
      %w = arith.addi %v, %c1 : index
      %wi = arith.index_cast %w : index to i32
      memref.store %wi, %out[%gid] : memref<24xi32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("tighten-unsigned-wrap %s mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @ule_s("ule\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @ugt_s("ugt\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Counts out[g] != (all ? 12 - g % 12 : 0) and sums out.
func.func @check(%out: memref<24xi32>, %all: i1) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %c24 = arith.constant 24 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %res:2 = scf.for %g = %c0 to %c24 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %tx = arith.remui %g, %c12 : index
    %w0 = arith.subi %c12, %tx : index
    %w = arith.select %all, %w0, %c0 : index
    %wi = arith.index_cast %w : index to i32
    %got = memref.load %out[%g] : memref<24xi32>
    %ne = arith.cmpi ne, %got, %wi : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %g64 = arith.extsi %got : i32 to i64
    %s2 = arith.addi %sum, %g64 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  return %res#0, %res#1 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %zi = arith.constant 0 : i32
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<24xi32>
  %b = memref.alloc() : memref<24xi32>
  scf.for %i = %c0 to %c24 step %c1 {
    memref.store %zi, %a[%i] : memref<24xi32>
    memref.store %zi, %b[%i] : memref<24xi32>
  }
  call @ule(%a, %c0) : (memref<24xi32>, index) -> ()
  call @ugt(%b, %c0) : (memref<24xi32>, index) -> ()
  %r1:2 = call @check(%a, %t) : (memref<24xi32>, i1) -> (i64, i64)
  %r2:2 = call @check(%b, %f) : (memref<24xi32>, i1) -> (i64, i64)
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %s1 = llvm.mlir.addressof @ule_s : !llvm.ptr
  %s2 = llvm.mlir.addressof @ugt_s : !llvm.ptr
  llvm.call @printf(%fmt, %s1, %r1#0, %r1#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
  llvm.call @printf(%fmt, %s2, %r2#0, %r2#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
  memref.dealloc %a : memref<24xi32>
  memref.dealloc %b : memref<24xi32>
  return
}
