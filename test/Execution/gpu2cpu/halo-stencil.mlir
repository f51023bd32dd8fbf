// 1-D stencil with a halo (CUDA "stencil_1d"): 4 blocks of 32 threads over
// 128 elements. Each thread loads its element into shared memory; the first
// and last thread of a block also load the left/right halo (zero outside the
// array). After a barrier every thread applies the 3-point stencil
// out[i] = in[i-1] + 2*in[i] - 3*in[i+1] from shared memory.
// Checked against a sequential C reference (Inputs/halo-stencil.c).
// RUN: clang-22 -O1 %S/Inputs/halo-stencil.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<128xi32>, %out: memref<128xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %c127 = arith.constant 127 : index
  %zero = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<34xi32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %bx, %c32 : index
      %g = arith.addi %base, %tx : index
      %l = arith.addi %tx, %c1 : index
      %v = memref.load %in[%g] : memref<128xi32>
      memref.store %v, %sh[%l] : memref<34xi32>
      %isFirst = arith.cmpi eq, %tx, %c0 : index
      scf.if %isFirst {
        %hasLeft = arith.cmpi ugt, %g, %c0 : index
        %h = scf.if %hasLeft -> i32 {
          %gl = arith.subi %g, %c1 : index
          %x = memref.load %in[%gl] : memref<128xi32>
          scf.yield %x : i32
        } else {
          scf.yield %zero : i32
        }
        memref.store %h, %sh[%c0] : memref<34xi32>
      }
      %isLast = arith.cmpi eq, %tx, %c31 : index
      scf.if %isLast {
        %hasRight = arith.cmpi ult, %g, %c127 : index
        %h = scf.if %hasRight -> i32 {
          %gr = arith.addi %g, %c1 : index
          %x = memref.load %in[%gr] : memref<128xi32>
          scf.yield %x : i32
        } else {
          scf.yield %zero : i32
        }
        memref.store %h, %sh[%c33] : memref<34xi32>
      }
      stitch.barrier %tx
      %r = arith.addi %tx, %c2 : index
      %a = memref.load %sh[%tx] : memref<34xi32>
      %b = memref.load %sh[%l] : memref<34xi32>
      %c = memref.load %sh[%r] : memref<34xi32>
      %b2 = arith.muli %b, %two : i32
      %c3 = arith.muli %c, %three : i32
      %s = arith.addi %a, %b2 : i32
      %t = arith.subi %s, %c3 : i32
      memref.store %t, %out[%g] : memref<128xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<128xi32>
  %out = memref.alloc() : memref<128xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c128 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<128xi32>
  }
  call @kernel(%in, %out) : (memref<128xi32>, memref<128xi32>) -> ()
  scf.for %i = %c0 to %c128 step %c1 {
    %v = memref.load %out[%i] : memref<128xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<128xi32>
  memref.dealloc %out : memref<128xi32>
  return
}
