// Regression, found by review (fixed: bounds are clamped and compared
// signed): stitchTightenGuardedFor (GuardedLoops.c `narrow`) before, the
// conjuncts of a guard narrow [lo, hi) one after another, signed ones with
// arith.minsi/maxsi and unsigned ones (direct `iv ?u x`) with minui/maxui.
// A signed bound below 0 leaves hi negative (an empty range); a later
// unsigned conjunct then takes minui(hi, x), and a negative hi is huge
// unsigned: hi becomes x and the empty range runs x iterations. Here
// n = 3: @slt_ult is `tx < n - 10 (signed) && tx <u 8`, false for every
// thread, ran as [0, 8); @eq_ule is `n - 5 == tx && tx <=u 7`, false for
// every thread (the point is -2), ran as [0, 8) with hi = minsi(12, -1)
// then minui(-1, 8); @ult_slt, the same conjuncts in the other order, is
// right (minsi last). None of the three kernels may store.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// CHECK: tighten-mixed-sign slt_ult mismatches 0 sum 0
// CHECK: tighten-mixed-sign eq_ule mismatches 0 sum 0
// CHECK: tighten-mixed-sign ult_slt mismatches 0 sum 0
func.func @slt_ult(%out: memref<24xi32>, %n: index) {
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
    %c10 = arith.constant 10 : index
    %c8 = arith.constant 8 : index
    %a = arith.subi %n, %c10 : index
    %lt = arith.cmpi slt, %tx, %a : index
    %ul = arith.cmpi ult, %tx, %c8 : index
    %c = arith.andi %lt, %ul : i1
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

func.func @eq_ule(%out: memref<24xi32>, %n: index) {
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
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %p = arith.subi %n, %c5 : index
    %eq = arith.cmpi eq, %p, %tx : index
    %ul = arith.cmpi ule, %tx, %c7 : index
    %c = arith.andi %eq, %ul : i1
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

func.func @ult_slt(%out: memref<24xi32>, %n: index) {
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
    %c10 = arith.constant 10 : index
    %c8 = arith.constant 8 : index
    %a = arith.subi %n, %c10 : index
    %lt = arith.cmpi slt, %tx, %a : index
    %ul = arith.cmpi ult, %tx, %c8 : index
    %c = arith.andi %ul, %lt : i1
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

llvm.mlir.global internal constant @fmt("tighten-mixed-sign %s mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s1("slt_ult\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s2("eq_ule\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s3("ult_slt\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Counts out[g] != 0 and sums out.
func.func @check(%out: memref<24xi32>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %c24 = arith.constant 24 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %res:2 = scf.for %g = %c0 to %c24 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %wi = arith.constant 0 : i32
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
  %c3 = arith.constant 3 : index
  %c24 = arith.constant 24 : index
  %zi = arith.constant 0 : i32
  %a = memref.alloc() : memref<24xi32>
  %b = memref.alloc() : memref<24xi32>
  %c = memref.alloc() : memref<24xi32>
  scf.for %i = %c0 to %c24 step %c1 {
    memref.store %zi, %a[%i] : memref<24xi32>
    memref.store %zi, %b[%i] : memref<24xi32>
    memref.store %zi, %c[%i] : memref<24xi32>
  }
  call @slt_ult(%a, %c3) : (memref<24xi32>, index) -> ()
  call @eq_ule(%b, %c3) : (memref<24xi32>, index) -> ()
  call @ult_slt(%c, %c3) : (memref<24xi32>, index) -> ()
  %r1:2 = call @check(%a) : (memref<24xi32>) -> (i64, i64)
  %r2:2 = call @check(%b) : (memref<24xi32>) -> (i64, i64)
  %r3:2 = call @check(%c) : (memref<24xi32>) -> (i64, i64)
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %p1 = llvm.mlir.addressof @s1 : !llvm.ptr
  %p2 = llvm.mlir.addressof @s2 : !llvm.ptr
  %p3 = llvm.mlir.addressof @s3 : !llvm.ptr
  llvm.call @printf(%fmt, %p1, %r1#0, %r1#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
  llvm.call @printf(%fmt, %p2, %r2#0, %r2#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
  llvm.call @printf(%fmt, %p3, %r3#0, %r3#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
  memref.dealloc %a : memref<24xi32>
  memref.dealloc %b : memref<24xi32>
  memref.dealloc %c : memref<24xi32>
  return
}
