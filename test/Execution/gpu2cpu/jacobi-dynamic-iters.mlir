// Iterative smoothing with a run-time iteration count (a function argument,
// uniform): 2 blocks of 32 threads. Shared memory is a 2x34 array whose two
// rows ping-pong by iteration parity (src = it % 2, dst = 1 - src); each
// iteration of the scf.for writes dst[i] = (src[i-1] + 2 src[i] + src[i+1])
// % 1000 (zero halos written by thread 0) and ends with a barrier. The
// result row is chosen by the parity of the count. The kernel runs with 0,
// 1, 5 and 12 iterations.
// Checked against a sequential C reference (Inputs/jacobi-dynamic-iters.c).
// RUN: clang-22 -O1 %S/Inputs/jacobi-dynamic-iters.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<64xi32>, %out: memref<64xi32>, %iters: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %i0 = arith.constant 0 : i32
  %i2 = arith.constant 2 : i32
  %i1000 = arith.constant 1000 : i32
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %buf = memref.alloca() : memref<2x34xi32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %bx, %c32 : index
      %g = arith.addi %base, %tx : index
      %l = arith.addi %tx, %c1 : index
      %r = arith.addi %tx, %c2 : index
      %v = memref.load %in[%g] : memref<64xi32>
      memref.store %v, %buf[%c0, %l] : memref<2x34xi32>
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %i0, %buf[%c0, %c0] : memref<2x34xi32>
        memref.store %i0, %buf[%c0, %c33] : memref<2x34xi32>
        memref.store %i0, %buf[%c1, %c0] : memref<2x34xi32>
        memref.store %i0, %buf[%c1, %c33] : memref<2x34xi32>
      }
      stitch.barrier %tx
      scf.for %it = %c0 to %iters step %c1 {
        %src = arith.remui %it, %c2 : index
        %dst = arith.subi %c1, %src : index
        %a = memref.load %buf[%src, %tx] : memref<2x34xi32>
        %b = memref.load %buf[%src, %l] : memref<2x34xi32>
        %c = memref.load %buf[%src, %r] : memref<2x34xi32>
        %b2 = arith.muli %b, %i2 : i32
        %s1 = arith.addi %a, %b2 : i32
        %s2 = arith.addi %s1, %c : i32
        %s = arith.remsi %s2, %i1000 : i32
        memref.store %s, %buf[%dst, %l] : memref<2x34xi32>
        stitch.barrier %tx
      }
      %row = arith.remui %iters, %c2 : index
      %res = memref.load %buf[%row, %l] : memref<2x34xi32>
      memref.store %res, %out[%g] : memref<64xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @run(%in: memref<64xi32>, %out: memref<64xi32>, %iters: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  call @kernel(%in, %out, %iters) : (memref<64xi32>, memref<64xi32>, index) -> ()
  scf.for %i = %c0 to %c64 step %c1 {
    %v = memref.load %out[%i] : memref<64xi32>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %c64 = arith.constant 64 : index
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i5 = arith.constant 5 : i32
  %i101 = arith.constant 101 : i32
  %i50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<64xi32>
  %out = memref.alloc() : memref<64xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %i7 : i32
    %m13 = arith.muli %ii, %i13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %i5 : i32
    %r = arith.remsi %a, %i101 : i32
    %v = arith.subi %r, %i50 : i32
    memref.store %v, %in[%i] : memref<64xi32>
  }
  call @run(%in, %out, %c0) : (memref<64xi32>, memref<64xi32>, index) -> ()
  call @run(%in, %out, %c1) : (memref<64xi32>, memref<64xi32>, index) -> ()
  call @run(%in, %out, %c5) : (memref<64xi32>, memref<64xi32>, index) -> ()
  call @run(%in, %out, %c12) : (memref<64xi32>, memref<64xi32>, index) -> ()
  memref.dealloc %in : memref<64xi32>
  memref.dealloc %out : memref<64xi32>
  return
}
