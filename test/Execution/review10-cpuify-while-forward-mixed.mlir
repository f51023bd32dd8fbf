// An scf.while around two barriers whose condition forwards before-args 0
// and 3 unchanged at positions 0 and 3, args 1 and 2 swapped (positions 1,
// 2), arg 3 a second time (position 4) and a changed value (position 5);
// the swapped values are yielded back crosswise, all results are used
// after the loop, and the loop runs 5, 0 and 1 times. Written for a
// rewrite that kept unchanged forwarded values in their carried buffers
// (reverted: it made matmul from CUDA 20% slower); it still checks
// demoteWhile's carried and forwarded buffers. Host reference: a
// sequential simulation of the block.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: while-forward n 5 mismatches 0
// CHECK: while-forward n 0 mismatches 0
// CHECK: while-forward n 1 mismatches 0
func.func @kernel(%n: i32, %out: memref<48xi32>) {
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c3i = arith.constant 3 : i32
  %c5i = arith.constant 5 : i32
  %c7i = arith.constant 7 : i32
  %c100i = arith.constant 100 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xi32, #gpu.address_space<workgroup>>) {
    %t = arith.index_cast %tx : index to i32
    %x0a = arith.muli %t, %c5i : i32
    %x0 = arith.addi %x0a, %c1i : i32
    %y0 = arith.subi %c100i, %t : i32
    %r:6 = scf.while (%i = %c0i, %x = %x0, %y = %y0, %z = %t, %w = %c7i)
        : (i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32) {
      %c = arith.cmpi slt, %i, %n : i32
      %w1 = arith.addi %w, %c1i : i32
      scf.condition(%c) %i, %y, %x, %z, %z, %w1 : i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%ii: i32, %a: i32, %b: i32, %z1: i32, %z2: i32, %ww: i32):
      %b3 = arith.muli %b, %c3i : i32
      %s0 = arith.addi %a, %b3 : i32
      %s = arith.addi %s0, %z1 : i32
      memref.store %s, %sh[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %tn0 = arith.addi %tx, %c1 : index
      %tn = arith.remui %tn0, %c8 : index
      %v = memref.load %sh[%tn] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %xn = arith.addi %a, %v : i32
      %yn = arith.subi %b, %z2 : i32
      %v7 = arith.andi %v, %c7i : i32
      %zn = arith.addi %z1, %v7 : i32
      %w3 = arith.muli %ww, %c3i : i32
      %wn = arith.addi %w3, %ii : i32
      %in = arith.addi %ii, %c1i : i32
      scf.yield %in, %xn, %yn, %zn, %wn : i32, i32, i32, i32, i32
    }
    %base = arith.muli %tx, %c6 : index
    %o1 = arith.addi %base, %c1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %o2 = arith.addi %base, %c2 : index
    %o3 = arith.addi %base, %c3 : index
    %o4 = arith.addi %base, %c4 : index
    %o5 = arith.addi %base, %c5 : index
    memref.store %r#0, %out[%base] : memref<48xi32>
    memref.store %r#1, %out[%o1] : memref<48xi32>
    memref.store %r#2, %out[%o2] : memref<48xi32>
    memref.store %r#3, %out[%o3] : memref<48xi32>
    memref.store %r#4, %out[%o4] : memref<48xi32>
    memref.store %r#5, %out[%o5] : memref<48xi32>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("while-forward n %d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @check(%n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c3i = arith.constant 3 : i32
  %c5i = arith.constant 5 : i32
  %c7i = arith.constant 7 : i32
  %c100i = arith.constant 100 : i32
  %z64 = arith.constant 0 : i64
  %out = memref.alloc() : memref<48xi32>
  call @kernel(%n, %out) : (i32, memref<48xi32>) -> ()
  %X = memref.alloc() : memref<8xi32>
  %Y = memref.alloc() : memref<8xi32>
  %Z = memref.alloc() : memref<8xi32>
  %W = memref.alloc() : memref<8xi32>
  %SH = memref.alloc() : memref<8xi32>
  scf.for %t = %c0 to %c8 step %c1 {
    %ti = arith.index_cast %t : index to i32
    %x0a = arith.muli %ti, %c5i : i32
    %x0 = arith.addi %x0a, %c1i : i32
    %y0 = arith.subi %c100i, %ti : i32
    memref.store %x0, %X[%t] : memref<8xi32>
    memref.store %y0, %Y[%t] : memref<8xi32>
    memref.store %ti, %Z[%t] : memref<8xi32>
    memref.store %c7i, %W[%t] : memref<8xi32>
  }
  %iend = scf.while (%i = %c0i) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%ii: i32):
    // forwarded: a = Y, b = X, z1 = z2 = Z, ww = W + 1
    scf.for %t = %c0 to %c8 step %c1 {
      %a = memref.load %Y[%t] : memref<8xi32>
      %b = memref.load %X[%t] : memref<8xi32>
      %z1 = memref.load %Z[%t] : memref<8xi32>
      %b3 = arith.muli %b, %c3i : i32
      %s0 = arith.addi %a, %b3 : i32
      %s = arith.addi %s0, %z1 : i32
      memref.store %s, %SH[%t] : memref<8xi32>
    }
    %X2 = memref.alloc() : memref<8xi32>
    %Y2 = memref.alloc() : memref<8xi32>
    %Z2 = memref.alloc() : memref<8xi32>
    %W2 = memref.alloc() : memref<8xi32>
    scf.for %t = %c0 to %c8 step %c1 {
      %a = memref.load %Y[%t] : memref<8xi32>
      %b = memref.load %X[%t] : memref<8xi32>
      %z1 = memref.load %Z[%t] : memref<8xi32>
      %w = memref.load %W[%t] : memref<8xi32>
      %ww = arith.addi %w, %c1i : i32
      %tn0 = arith.addi %t, %c1 : index
      %tn = arith.remui %tn0, %c8 : index
      %v = memref.load %SH[%tn] : memref<8xi32>
      %xn = arith.addi %a, %v : i32
      %yn = arith.subi %b, %z1 : i32
      %v7 = arith.andi %v, %c7i : i32
      %zn = arith.addi %z1, %v7 : i32
      %w3 = arith.muli %ww, %c3i : i32
      %wn = arith.addi %w3, %ii : i32
      memref.store %xn, %X2[%t] : memref<8xi32>
      memref.store %yn, %Y2[%t] : memref<8xi32>
      memref.store %zn, %Z2[%t] : memref<8xi32>
      memref.store %wn, %W2[%t] : memref<8xi32>
    }
    memref.copy %X2, %X : memref<8xi32> to memref<8xi32>
    memref.copy %Y2, %Y : memref<8xi32> to memref<8xi32>
    memref.copy %Z2, %Z : memref<8xi32> to memref<8xi32>
    memref.copy %W2, %W : memref<8xi32> to memref<8xi32>
    %in = arith.addi %ii, %c1i : i32
    scf.yield %in : i32
  }
  %bad = scf.for %t = %c0 to %c8 step %c1 iter_args(%acc = %z64) -> (i64) {
    %base = arith.muli %t, %c6 : index
    %x = memref.load %X[%t] : memref<8xi32>
    %y = memref.load %Y[%t] : memref<8xi32>
    %z = memref.load %Z[%t] : memref<8xi32>
    %w = memref.load %W[%t] : memref<8xi32>
    %w1 = arith.addi %w, %c1i : i32
    %exp = vector.from_elements %iend, %y, %x, %z, %z, %w1 : vector<6xi32>
    %got = vector.load %out[%base] : memref<48xi32>, vector<6xi32>
    %ne = arith.cmpi ne, %exp, %got : vector<6xi32>
    %ne32 = arith.extui %ne : vector<6xi1> to vector<6xi64>
    %cnt = vector.reduction <add>, %ne32 : vector<6xi64> into i64
    %a2 = arith.addi %acc, %cnt : i64
    scf.yield %a2 : i64
  }
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%f, %n, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  return
}
func.func @main() {
  %n5 = arith.constant 5 : i32
  %n0 = arith.constant 0 : i32
  %n1 = arith.constant 1 : i32
  call @check(%n5) : (i32) -> ()
  call @check(%n0) : (i32) -> ()
  call @check(%n1) : (i32) -> ()
  return
}
