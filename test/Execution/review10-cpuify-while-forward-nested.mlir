// demoteWhile's carried and forwarded buffers in nested whiles: an inner
// while with two barriers in its before region forwards its counter and a
// per-thread value unchanged and one value computed after the barriers; its bound is the outer while's counter
// (0 inner iterations in the first outer one), the outer carries a
// per-thread accumulator across the inner loop's barriers. m = 4, 0, 1.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: nested-while m 4 mismatches 0
// CHECK: nested-while m 0 mismatches 0
// CHECK: nested-while m 1 mismatches 0
func.func @kernel(%m: i32, %out: memref<16xi32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c9i = arith.constant 9 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xi32, #gpu.address_space<workgroup>>) {
    %t = arith.index_cast %tx : index to i32
    %acc0 = arith.muli %t, %c9i : i32
    %o:2 = scf.while (%j = %c0i, %acc = %acc0) : (i32, i32) -> (i32, i32) {
      %c = arith.cmpi slt, %j, %m : i32
      scf.condition(%c) %j, %acc : i32, i32
    } do {
    ^bb0(%jj: i32, %aa: i32):
      %r:3 = scf.while (%k = %c0i, %p = %aa) : (i32, i32) -> (i32, i32, i32) {
        memref.store %p, %sh[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %tn0 = arith.addi %tx, %c3 : index
        %tn = arith.remui %tn0, %c8 : index
        %q = memref.load %sh[%tn] : memref<8xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %ck = arith.cmpi slt, %k, %jj : i32
        scf.condition(%ck) %k, %p, %q : i32, i32, i32
      } do {
      ^bb0(%kk: i32, %pp: i32, %qq: i32):
        %qk = arith.muli %qq, %kk : i32
        %pn0 = arith.addi %pp, %qk : i32
        %pn = arith.addi %pn0, %c1i : i32
        %kn = arith.addi %kk, %c1i : i32
        scf.yield %kn, %pn : i32, i32
      }
      %x = arith.xori %r#1, %r#2 : i32
      %an = arith.addi %x, %jj : i32
      %jn = arith.addi %jj, %c1i : i32
      scf.yield %jn, %an : i32, i32
    }
    %c8b = arith.constant 8 : index
    %o1 = arith.addi %tx, %c8b : index
    memref.store %o#0, %out[%tx] : memref<16xi32>
    memref.store %o#1, %out[%o1] : memref<16xi32>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("nested-while m %d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @check(%m: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c9i = arith.constant 9 : i32
  %z64 = arith.constant 0 : i64
  %out = memref.alloc() : memref<16xi32>
  call @kernel(%m, %out) : (i32, memref<16xi32>) -> ()
  %A = memref.alloc() : memref<8xi32>
  %P = memref.alloc() : memref<8xi32>
  %Q = memref.alloc() : memref<8xi32>
  scf.for %t = %c0 to %c8 step %c1 {
    %ti = arith.index_cast %t : index to i32
    %a0 = arith.muli %ti, %c9i : i32
    memref.store %a0, %A[%t] : memref<8xi32>
  }
  %jend = scf.while (%j = %c0i) : (i32) -> i32 {
    %c = arith.cmpi slt, %j, %m : i32
    scf.condition(%c) %j : i32
  } do {
  ^bb0(%jj: i32):
    memref.copy %A, %P : memref<8xi32> to memref<8xi32>
    %kend = scf.while (%k = %c0i) : (i32) -> i32 {
      scf.for %t = %c0 to %c8 step %c1 {
        %tn0 = arith.addi %t, %c3 : index
        %tn = arith.remui %tn0, %c8 : index
        %q = memref.load %P[%tn] : memref<8xi32>
        memref.store %q, %Q[%t] : memref<8xi32>
      }
      %ck = arith.cmpi slt, %k, %jj : i32
      scf.condition(%ck) %k : i32
    } do {
    ^bb0(%kk: i32):
      scf.for %t = %c0 to %c8 step %c1 {
        %pp = memref.load %P[%t] : memref<8xi32>
        %qq = memref.load %Q[%t] : memref<8xi32>
        %qk = arith.muli %qq, %kk : i32
        %pn0 = arith.addi %pp, %qk : i32
        %pn = arith.addi %pn0, %c1i : i32
        memref.store %pn, %P[%t] : memref<8xi32>
      }
      %kn = arith.addi %kk, %c1i : i32
      scf.yield %kn : i32
    }
    scf.for %t = %c0 to %c8 step %c1 {
      %pp = memref.load %P[%t] : memref<8xi32>
      %qq = memref.load %Q[%t] : memref<8xi32>
      %x = arith.xori %pp, %qq : i32
      %an = arith.addi %x, %jj : i32
      memref.store %an, %A[%t] : memref<8xi32>
    }
    %jn = arith.addi %jj, %c1i : i32
    scf.yield %jn : i32
  }
  %bad = scf.for %t = %c0 to %c8 step %c1 iter_args(%acc = %z64) -> (i64) {
    %o1 = arith.addi %t, %c8 : index
    %g0 = memref.load %out[%t] : memref<16xi32>
    %g1 = memref.load %out[%o1] : memref<16xi32>
    %a = memref.load %A[%t] : memref<8xi32>
    %n0 = arith.cmpi ne, %g0, %jend : i32
    %n1 = arith.cmpi ne, %g1, %a : i32
    %e0 = arith.extui %n0 : i1 to i64
    %e1 = arith.extui %n1 : i1 to i64
    %s0 = arith.addi %acc, %e0 : i64
    %s1 = arith.addi %s0, %e1 : i64
    scf.yield %s1 : i64
  }
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%f, %m, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  return
}
func.func @main() {
  %n4 = arith.constant 4 : i32
  %n0 = arith.constant 0 : i32
  %n1 = arith.constant 1 : i32
  call @check(%n4) : (i32) -> ()
  call @check(%n0) : (i32) -> ()
  call @check(%n1) : (i32) -> ()
  return
}
