// An i32 global index that wraps for large run-time grids:
// gid = (i32)bx * 2^28 + (i32)tx, guard `gid < n` (signed i32), blocks of
// 4 threads, grids of 8 blocks (gid below 2^31: no wrap), 9 and 10 blocks
// (bx = 8, 9 give gid = -2^31 + tx, -2^31 + 2^28 + tx: they pass every
// n above that). stitch-tighten-grid's bound and stitch-cpuify's versioned
// guard (stitchTightenGuardedForVersioned) must be taken only when the
// run-time range check (LinearForm stitchLinearFormInRange: 2^28 (gx - 1)
// + 3 <= 2^31 - 1) holds; otherwise the original guard decides. Fires:
// after stitch-tighten-grid the grid's upper bound is a select on that
// check (ceildivsi by 268435456); after stitch-cpuify the x loop is
// versioned (scf.if around two x loops). Host reference: plain scf loops
// with the same i32 arithmetic (wrapping), n = 5, 2^31 - 1, -2^31 + 2, 0.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-tighten-grid),stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-tighten-grid))' | FileCheck %s --check-prefix=GRID
// GRID-LABEL: func.func @kernel
// GRID: arith.ceildivsi %{{.*}}, %c268435456
// GRID: arith.select
// GRID-LABEL: func.func @one
// CHECK: i32-grid total mismatches 0 stored 148
func.func @kernel(%out: memref<40xi32>, %gxn: index, %n: i32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %k = arith.constant 268435456 : i32
  %k10 = arith.constant 10 : i32
  %k1 = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %gxn, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %k : i32
    %gid = arith.addi %b, %txi : i32
    %c = arith.cmpi slt, %gid, %n : i32
    scf.if %c {
      %o0 = arith.muli %bx, %c4 : index
      %o = arith.addi %o0, %tx : index
      %v0 = arith.muli %bxi, %k10 : i32
      %v1 = arith.addi %v0, %txi : i32
      %v = arith.addi %v1, %k1 : i32
      memref.store %v, %out[%o] : memref<40xi32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("i32-grid gx=%ld n=%d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt2("i32-grid total mismatches %ld stored %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Mismatches and the number of elements stored, against plain loops.
func.func @one(%gx: index, %n: i32) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c40 = arith.constant 40 : index
  %k = arith.constant 268435456 : i32
  %k10 = arith.constant 10 : i32
  %k1 = arith.constant 1 : i32
  %zi = arith.constant 0 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %o = memref.alloc() : memref<40xi32>
  %r = memref.alloc() : memref<40xi32>
  scf.for %i = %c0 to %c40 step %c1 {
    memref.store %zi, %o[%i] : memref<40xi32>
    memref.store %zi, %r[%i] : memref<40xi32>
  }
  call @kernel(%o, %gx, %n) : (memref<40xi32>, index, i32) -> ()
  scf.for %bx = %c0 to %gx step %c1 {
    scf.for %tx = %c0 to %c4 step %c1 {
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %k : i32
      %gid = arith.addi %b, %txi : i32
      %c = arith.cmpi slt, %gid, %n : i32
      scf.if %c {
        %o0 = arith.muli %bx, %c4 : index
        %oi = arith.addi %o0, %tx : index
        %v0 = arith.muli %bxi, %k10 : i32
        %v1 = arith.addi %v0, %txi : i32
        %v = arith.addi %v1, %k1 : i32
        memref.store %v, %r[%oi] : memref<40xi32>
      }
    }
  }
  %res:2 = scf.for %i = %c0 to %c40 step %c1 iter_args(%bad = %z, %cnt = %z) -> (i64, i64) {
    %x = memref.load %o[%i] : memref<40xi32>
    %y = memref.load %r[%i] : memref<40xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %st = arith.cmpi ne, %y, %zi : i32
    %inc2 = arith.select %st, %one, %z : i64
    %c2 = arith.addi %cnt, %inc2 : i64
    scf.yield %b2, %c2 : i64, i64
  }
  %isbad = arith.cmpi ne, %res#0, %z : i64
  scf.if %isbad {
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %gx64 = arith.index_cast %gx : index to i64
    llvm.call @printf(%fmt, %gx64, %n, %res#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32, i64) -> i32
  }
  memref.dealloc %o : memref<40xi32>
  memref.dealloc %r : memref<40xi32>
  return %res#0, %res#1 : i64, i64
}

memref.global "private" constant @ns : memref<4xi32> = dense<[5, 2147483647, -2147483646, 0]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c11 = arith.constant 11 : index
  %z = arith.constant 0 : i64
  %ns = memref.get_global @ns : memref<4xi32>
  %r:2 = scf.for %gx = %c8 to %c11 step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
    %r1:2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%b1 = %b0, %s1 = %s0) -> (i64, i64) {
      %n = memref.load %ns[%j] : memref<4xi32>
      %x:2 = func.call @one(%gx, %n) : (index, i32) -> (i64, i64)
      %b2 = arith.addi %b1, %x#0 : i64
      %s2 = arith.addi %s1, %x#1 : i64
      scf.yield %b2, %s2 : i64, i64
    }
    scf.yield %r1#0, %r1#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
