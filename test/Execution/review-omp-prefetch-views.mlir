// stitch-prefetch-blocks on loads through dynamic strided views: a kernel
// of 64-thread blocks on a dynamic grid walks the rows of
// memref<?x?xi32, strided<[?, ?], offset: ?>> (a uniform row loop with
// barriers around the serialized thread loops), called on the whole
// 6 x 300 buffer, a 4 x 100 subview with offset 303 and column stride 2,
// a 1 x 1 view of the last element, a 3 x 0 view and a 2 x 0 allocation
// (one block launched anyway: the prefetch loops run with an empty last
// dimension, the clamp gives index 0), and the transposed buffer (strides
// 1, 300: 300 rows of 6). A prefetch must not fault or change anything:
// after each call the whole 6 x 300 output buffer is compared with a
// plain host loop nest applied to the same views.
// Fires: memref.prefetch of both memrefs before the thread loops (IR
// check; the clamps read memref.dim of the views).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: FileCheck %s --check-prefix=IR --input-file=%t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,canonicalize,cse),lower-affine,convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt),stitch-outline-allocs,stitch-outline-regions{mark=true},func.func(expand-strided-metadata,lower-affine),stitch-vector-to-llvm,finalize-memref-to-llvm,stitch-outline-regions,func.func(convert-scf-to-cf,convert-math-to-llvm),convert-math-to-libm,convert-to-llvm,llvm.func(reconcile-unrealized-casts,stitch-loop-access-groups),stitch-check-llvm-lowered)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// IR-COUNT-4: llvm.intr.prefetch
// CHECK: prefetch case 1 mismatches 0 sum 2409300
// CHECK: prefetch case 2 mismatches 0 sum 2152600
// CHECK: prefetch case 3 mismatches 0 sum 2104534
// CHECK: prefetch case 4 mismatches 0 sum 2104200
// CHECK: prefetch case 5 mismatches 0 sum 2104200
// CHECK: prefetch case 6 mismatches 0 sum 2673900
#dyn = strided<[?, ?], offset: ?>
func.func @rows(%wall: memref<?x?xi32, #dyn>, %out: memref<?x?xi32, #dyn>, %G: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %R = memref.dim %wall, %c0 : memref<?x?xi32, #dyn>
  %C = memref.dim %wall, %c1 : memref<?x?xi32, #dyn>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %G, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %b = arith.muli %bx, %c64 : index
    %col = arith.addi %b, %tx : index
    %valid = arith.cmpi ult, %col, %C : index
    scf.for %r = %c0 to %R step %c1 {
      scf.if %valid {
        %v = memref.load %wall[%r, %col] : memref<?x?xi32, #dyn>
        %ri = arith.index_cast %r : index to i32
        %w = arith.addi %v, %ri : i32
        memref.store %w, %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.if %valid {
        %a = memref.load %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
        %o = memref.load %out[%r, %col] : memref<?x?xi32, #dyn>
        %s = arith.addi %a, %o : i32
        memref.store %s, %out[%r, %col] : memref<?x?xi32, #dyn>
      }
      gpu.barrier
    }
    gpu.terminator
  }
  return
}
func.func @refrows(%wall: memref<?x?xi32, #dyn>, %out: memref<?x?xi32, #dyn>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %R = memref.dim %wall, %c0 : memref<?x?xi32, #dyn>
  %C = memref.dim %wall, %c1 : memref<?x?xi32, #dyn>
  scf.for %r = %c0 to %R step %c1 {
    scf.for %c = %c0 to %C step %c1 {
      %v = memref.load %wall[%r, %c] : memref<?x?xi32, #dyn>
      %ri = arith.index_cast %r : index to i32
      %w = arith.addi %v, %ri : i32
      %o = memref.load %out[%r, %c] : memref<?x?xi32, #dyn>
      %s = arith.addi %w, %o : i32
      memref.store %s, %out[%r, %c] : memref<?x?xi32, #dyn>
    }
  }
  return
}
llvm.mlir.global internal constant @fmt("prefetch case %ld mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @check(%case: i64, %x: memref<6x300xi32>, %y: memref<6x300xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c300 = arith.constant 300 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
    %q:2 = scf.for %j = %c0 to %c300 step %c1 iter_args(%b = %b0, %s = %s0) -> (i64, i64) {
      %p = memref.load %x[%i, %j] : memref<6x300xi32>
      %q = memref.load %y[%i, %j] : memref<6x300xi32>
      %ne = arith.cmpi ne, %p, %q : i32
      %inc = arith.select %ne, %one, %z : i64
      %b2 = arith.addi %b, %inc : i64
      %q64 = arith.extsi %q : i32 to i64
      %s2 = arith.addi %s, %q64 : i64
      scf.yield %b2, %s2 : i64, i64
    }
    scf.yield %q#0, %q#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %case, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  return
}
func.func @fill(%w: memref<6x300xi32>, %o: memref<6x300xi32>, %o2: memref<6x300xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c300 = arith.constant 300 : index
  %c7 = arith.constant 7 : i32
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c300 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %ji = arith.index_cast %j : index to i32
      %a = arith.muli %ii, %c7 : i32
      %v = arith.addi %a, %ji : i32
      %u = arith.muli %v, %c7 : i32
      memref.store %v, %w[%i, %j] : memref<6x300xi32>
      memref.store %u, %o[%i, %j] : memref<6x300xi32>
      memref.store %u, %o2[%i, %j] : memref<6x300xi32>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %W = memref.alloc() : memref<6x300xi32>
  %O = memref.alloc() : memref<6x300xi32>
  %O2 = memref.alloc() : memref<6x300xi32>
  // case 1: the whole buffer
  call @fill(%W, %O, %O2) : (memref<6x300xi32>, memref<6x300xi32>, memref<6x300xi32>) -> ()
  %w1 = memref.cast %W : memref<6x300xi32> to memref<?x?xi32, #dyn>
  %o1 = memref.cast %O : memref<6x300xi32> to memref<?x?xi32, #dyn>
  %p1 = memref.cast %O2 : memref<6x300xi32> to memref<?x?xi32, #dyn>
  call @rows(%w1, %o1, %c5) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>, index) -> ()
  call @refrows(%w1, %p1) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>) -> ()
  %k1 = arith.constant 1 : i64
  call @check(%k1, %O, %O2) : (i64, memref<6x300xi32>, memref<6x300xi32>) -> ()
  // case 2: rows 1..4, columns 3, 5, .., 201 (offset 303, strides 300, 2)
  call @fill(%W, %O, %O2) : (memref<6x300xi32>, memref<6x300xi32>, memref<6x300xi32>) -> ()
  %w2s = memref.subview %W[1, 3] [4, 100] [1, 2] : memref<6x300xi32> to memref<4x100xi32, strided<[300, 2], offset: 303>>
  %o2s = memref.subview %O[1, 3] [4, 100] [1, 2] : memref<6x300xi32> to memref<4x100xi32, strided<[300, 2], offset: 303>>
  %p2s = memref.subview %O2[1, 3] [4, 100] [1, 2] : memref<6x300xi32> to memref<4x100xi32, strided<[300, 2], offset: 303>>
  %w2 = memref.cast %w2s : memref<4x100xi32, strided<[300, 2], offset: 303>> to memref<?x?xi32, #dyn>
  %o2 = memref.cast %o2s : memref<4x100xi32, strided<[300, 2], offset: 303>> to memref<?x?xi32, #dyn>
  %p2 = memref.cast %p2s : memref<4x100xi32, strided<[300, 2], offset: 303>> to memref<?x?xi32, #dyn>
  call @rows(%w2, %o2, %c2) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>, index) -> ()
  call @refrows(%w2, %p2) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>) -> ()
  %k2 = arith.constant 2 : i64
  call @check(%k2, %O, %O2) : (i64, memref<6x300xi32>, memref<6x300xi32>) -> ()
  // case 3: the last element alone
  call @fill(%W, %O, %O2) : (memref<6x300xi32>, memref<6x300xi32>, memref<6x300xi32>) -> ()
  %w3s = memref.subview %W[5, 299] [1, 1] [1, 1] : memref<6x300xi32> to memref<1x1xi32, strided<[300, 1], offset: 1799>>
  %o3s = memref.subview %O[5, 299] [1, 1] [1, 1] : memref<6x300xi32> to memref<1x1xi32, strided<[300, 1], offset: 1799>>
  %p3s = memref.subview %O2[5, 299] [1, 1] [1, 1] : memref<6x300xi32> to memref<1x1xi32, strided<[300, 1], offset: 1799>>
  %w3 = memref.cast %w3s : memref<1x1xi32, strided<[300, 1], offset: 1799>> to memref<?x?xi32, #dyn>
  %o3 = memref.cast %o3s : memref<1x1xi32, strided<[300, 1], offset: 1799>> to memref<?x?xi32, #dyn>
  %p3 = memref.cast %p3s : memref<1x1xi32, strided<[300, 1], offset: 1799>> to memref<?x?xi32, #dyn>
  call @rows(%w3, %o3, %c1) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>, index) -> ()
  call @refrows(%w3, %p3) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>) -> ()
  %k3 = arith.constant 3 : i64
  call @check(%k3, %O, %O2) : (i64, memref<6x300xi32>, memref<6x300xi32>) -> ()
  // case 4: 3 rows of 0 columns, one block launched
  call @fill(%W, %O, %O2) : (memref<6x300xi32>, memref<6x300xi32>, memref<6x300xi32>) -> ()
  %w4s = memref.subview %W[2, 0] [3, 0] [1, 1] : memref<6x300xi32> to memref<3x0xi32, strided<[300, 1], offset: 600>>
  %w4 = memref.cast %w4s : memref<3x0xi32, strided<[300, 1], offset: 600>> to memref<?x?xi32, #dyn>
  call @rows(%w4, %w4, %c1) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>, index) -> ()
  %k4 = arith.constant 4 : i64
  call @check(%k4, %O, %O2) : (i64, memref<6x300xi32>, memref<6x300xi32>) -> ()
  // case 5: a zero-size allocation (2 x 0), one block launched
  %Z = memref.alloc(%c2, %c0) : memref<?x?xi32>
  %z5 = memref.cast %Z : memref<?x?xi32> to memref<?x?xi32, #dyn>
  call @rows(%z5, %z5, %c1) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>, index) -> ()
  memref.dealloc %Z : memref<?x?xi32>
  %k5 = arith.constant 5 : i64
  call @check(%k5, %O, %O2) : (i64, memref<6x300xi32>, memref<6x300xi32>) -> ()
  // case 6: the transposed buffer: 300 rows of 6 columns (strides 1, 300)
  call @fill(%W, %O, %O2) : (memref<6x300xi32>, memref<6x300xi32>, memref<6x300xi32>) -> ()
  %w6t = memref.transpose %W (i, j) -> (j, i) : memref<6x300xi32> to memref<300x6xi32, strided<[1, 300]>>
  %o6t = memref.transpose %O (i, j) -> (j, i) : memref<6x300xi32> to memref<300x6xi32, strided<[1, 300]>>
  %p6t = memref.transpose %O2 (i, j) -> (j, i) : memref<6x300xi32> to memref<300x6xi32, strided<[1, 300]>>
  %w6 = memref.cast %w6t : memref<300x6xi32, strided<[1, 300]>> to memref<?x?xi32, #dyn>
  %o6 = memref.cast %o6t : memref<300x6xi32, strided<[1, 300]>> to memref<?x?xi32, #dyn>
  %p6 = memref.cast %p6t : memref<300x6xi32, strided<[1, 300]>> to memref<?x?xi32, #dyn>
  call @rows(%w6, %o6, %c1) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>, index) -> ()
  call @refrows(%w6, %p6) : (memref<?x?xi32, #dyn>, memref<?x?xi32, #dyn>) -> ()
  %k6 = arith.constant 6 : i64
  call @check(%k6, %O, %O2) : (i64, memref<6x300xi32>, memref<6x300xi32>) -> ()
  memref.dealloc %W : memref<6x300xi32>
  memref.dealloc %O : memref<6x300xi32>
  memref.dealloc %O2 : memref<6x300xi32>
  return
}
