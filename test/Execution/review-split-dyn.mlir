// Review of stitch-cpuify with run-time grid and block sizes (no bug
// found): gpu.launch with grid and 2-D block sizes from function arguments
// (grids of 0, 1, 2, 3 blocks; blocks 7x3, 5x1, 5x2, 3x1, 1x1, 2x1), a
// private array, and an scf.for around two barriers whose trip count is
// uniform but computed by an scf.if (a region op: each thread stores it,
// the loop reads thread 0's copy: keepUniformOperand) from an argument or
// a shared element. The host simulates each block; the element after the
// launch's range must stay untouched.
// Fires: per-thread buffers and the privatized array are dynamic allocas
// (memref<1x?x?xi64>, memref<1x?x?x2xi64>) before the thread loop, the trip
// count goes through a memref<1x?x?xindex> buffer read at slot 0.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.all.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.par.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.par.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.allpar.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.allpar.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: split-dyn grid 3 block 7x3 mismatches 0 checksum 2111949
// CHECK-NEXT: split-dyn grid 1 block 5x1 mismatches 0 checksum 65225
// CHECK-NEXT: split-dyn grid 0 block 5x2 mismatches 0 checksum 0
// CHECK-NEXT: split-dyn grid 2 block 3x1 mismatches 0 checksum 131042299884
// CHECK-NEXT: split-dyn grid 2 block 1x1 mismatches 0 checksum 236398
// CHECK-NEXT: split-dyn grid 1 block 2x1 mismatches 0 checksum 1105
func.func @k(%out: memref<?xi64>, %gx: index, %bsx: index, %bsy: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k1 = arith.constant 1 : i64
  %k3 = arith.constant 3 : i64
  %k10 = arith.constant 10 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %c1, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %bsx, %sy = %bsy, %sz = %c1)
             workgroup(%sh : memref<64xi64, #gpu.address_space<workgroup>>) {
    %nt = arith.muli %bsx, %bsy : index
    %ty1 = arith.muli %ty, %bsx : index
    %t = arith.addi %ty1, %tx : index
    %bo = arith.muli %bx, %nt : index
    %g = arith.addi %bo, %t : index
    %ti = arith.index_cast %t : index to i64
    %gi = arith.index_cast %g : index to i64
    %priv = memref.alloca() : memref<2xi64>
    memref.store %gi, %priv[%c0] : memref<2xi64>
    %v0 = arith.muli %gi, %k3 : i64
    memref.store %v0, %sh[%t] : memref<64xi64, #gpu.address_space<workgroup>>
    gpu.barrier
    %t1 = arith.addi %t, %c1 : index
    %tn = arith.remui %t1, %nt : index
    %nb = memref.load %sh[%tn] : memref<64xi64, #gpu.address_space<workgroup>>
    %first = memref.load %sh[%c0] : memref<64xi64, #gpu.address_space<workgroup>>
    // a uniform trip count through an scf.if (kept per thread, read from thread 0)
    %big = arith.cmpi ugt, %nt, %c3 : index
    %trip = scf.if %big -> index {
      scf.yield %m : index
    } else {
      %fi = arith.index_cast %first : i64 to index
      %f2 = arith.addi %fi, %c2 : index
      scf.yield %f2 : index
    }
    %acc = scf.for %i = %c0 to %trip step %c1 iter_args(%a = %nb) -> i64 {
      gpu.barrier
      memref.store %a, %sh[%t] : memref<64xi64, #gpu.address_space<workgroup>>
      gpu.barrier
      %x = memref.load %sh[%tn] : memref<64xi64, #gpu.address_space<workgroup>>
      %a1 = arith.addi %a, %x : i64
      %a2 = arith.muli %a1, %k3 : i64
      %ii = arith.index_cast %i : index to i64
      %a3 = arith.addi %a2, %ii : i64
      memref.store %ii, %priv[%c1] : memref<2xi64>
      scf.yield %a3 : i64
    }
    gpu.barrier
    %p0 = memref.load %priv[%c0] : memref<2xi64>
    %r0 = arith.muli %acc, %k10 : i64
    %r1 = arith.addi %r0, %p0 : i64
    %trip64 = arith.index_cast %trip : index to i64
    %r2 = arith.addi %r1, %trip64 : i64
    memref.store %r2, %out[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-dyn grid %ld block %ldx%ld mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%gx: index, %bsx: index, %bsy: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k10 = arith.constant 10 : i64
  %km = arith.constant -7 : i64
  %nt = arith.muli %bsx, %bsy : index
  %total = arith.muli %nt, %gx : index
  %size = arith.addi %total, %c1 : index
  %out = memref.alloc(%size) : memref<?xi64>
  scf.for %i = %c0 to %size step %c1 {
    memref.store %km, %out[%i] : memref<?xi64>
  }
  call @k(%out, %gx, %bsx, %bsy, %m) : (memref<?xi64>, index, index, index, index) -> ()
  %S = memref.alloc(%nt) : memref<?xi64>
  %A = memref.alloc(%nt) : memref<?xi64>
  %bad:2 = scf.for %b = %c0 to %gx step %c1 iter_args(%bd0 = %z, %sm0 = %z) -> (i64, i64) {
    %bo = arith.muli %b, %nt : index
    scf.for %t = %c0 to %nt step %c1 {
      %g = arith.addi %bo, %t : index
      %gi = arith.index_cast %g : index to i64
      %v0 = arith.muli %gi, %k3 : i64
      memref.store %v0, %S[%t] : memref<?xi64>
    }
    scf.for %t = %c0 to %nt step %c1 {
      %t1 = arith.addi %t, %c1 : index
      %tn = arith.remui %t1, %nt : index
      %nb = memref.load %S[%tn] : memref<?xi64>
      memref.store %nb, %A[%t] : memref<?xi64>
    }
    %first = memref.load %S[%c0] : memref<?xi64>
    %big = arith.cmpi ugt, %nt, %c3 : index
    %fi = arith.index_cast %first : i64 to index
    %f2 = arith.addi %fi, %c2 : index
    %trip = arith.select %big, %m, %f2 : index
    scf.for %i = %c0 to %trip step %c1 {
      scf.for %t = %c0 to %nt step %c1 {
        %a = memref.load %A[%t] : memref<?xi64>
        memref.store %a, %S[%t] : memref<?xi64>
      }
      scf.for %t = %c0 to %nt step %c1 {
        %t1 = arith.addi %t, %c1 : index
        %tn = arith.remui %t1, %nt : index
        %x = memref.load %S[%tn] : memref<?xi64>
        %a = memref.load %A[%t] : memref<?xi64>
        %a1 = arith.addi %a, %x : i64
        %a2 = arith.muli %a1, %k3 : i64
        %ii = arith.index_cast %i : index to i64
        %a3 = arith.addi %a2, %ii : i64
        memref.store %a3, %A[%t] : memref<?xi64>
      }
    }
    %trip64 = arith.index_cast %trip : index to i64
    %r:2 = scf.for %t = %c0 to %nt step %c1 iter_args(%bd = %bd0, %sm = %sm0) -> (i64, i64) {
      %g = arith.addi %bo, %t : index
      %gi = arith.index_cast %g : index to i64
      %a = memref.load %A[%t] : memref<?xi64>
      %r0 = arith.muli %a, %k10 : i64
      %r1 = arith.addi %r0, %gi : i64
      %e = arith.addi %r1, %trip64 : i64
      %got = memref.load %out[%g] : memref<?xi64>
      %ne = arith.cmpi ne, %got, %e : i64
      %x = arith.extui %ne : i1 to i64
      %bd2 = arith.addi %bd, %x : i64
      %sm2 = arith.addi %sm, %got : i64
      scf.yield %bd2, %sm2 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  // the element past the launch stays untouched
  %tail = memref.load %out[%total] : memref<?xi64>
  %tne = arith.cmpi ne, %tail, %km : i64
  %tx = arith.extui %tne : i1 to i64
  %badt = arith.addi %bad#0, %tx : i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %g64 = arith.index_cast %gx : index to i64
  %x64 = arith.index_cast %bsx : index to i64
  %y64 = arith.index_cast %bsy : index to i64
  %pr = llvm.call @printf(%fmt, %g64, %x64, %y64, %badt, %bad#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64) -> i32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c4 = arith.constant 4 : index
  call @check(%c3, %c7, %c3, %c2) : (index, index, index, index) -> ()
  call @check(%c1, %c5, %c1, %c3) : (index, index, index, index) -> ()
  call @check(%c0, %c5, %c2, %c3) : (index, index, index, index) -> ()
  call @check(%c2, %c3, %c1, %c4) : (index, index, index, index) -> ()
  call @check(%c2, %c1, %c1, %c4) : (index, index, index, index) -> ()
  call @check(%c1, %c2, %c1, %c0) : (index, index, index, index) -> ()
  return
}
