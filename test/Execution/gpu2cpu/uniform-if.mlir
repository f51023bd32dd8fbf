// Barriers inside uniform scf.if ops: 4 blocks of 32 threads. The first
// scf.if depends on a function argument (%mode != 0: reverse the block's
// tile and double it, two barriers in the then-branch, no else); the second
// on the parity of the block index and has barriers in both branches (odd
// blocks add the right neighbour, even blocks subtract the left one,
// cyclically). The kernel is run with mode = 1 and mode = 0.
// Checked against a sequential C reference (Inputs/uniform-if.c).
// RUN: clang-22 -O1 %S/Inputs/uniform-if.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<128xi32>, %out: memref<128xi32>, %mode: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %flag = arith.cmpi ne, %mode, %zero : i32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<32xi32>
    %par = arith.remui %bx, %c2 : index
    %odd = arith.cmpi eq, %par, %c1 : index
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %bx, %c32 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<128xi32>
      memref.store %v, %sh[%tx] : memref<32xi32>
      stitch.barrier %tx
      scf.if %flag {
        %rev = arith.subi %c31, %tx : index
        %x = memref.load %sh[%rev] : memref<32xi32>
        stitch.barrier %tx
        %x2 = arith.muli %x, %two : i32
        memref.store %x2, %sh[%tx] : memref<32xi32>
        stitch.barrier %tx
      }
      scf.if %odd {
        %n1 = arith.addi %tx, %c1 : index
        %n = arith.remui %n1, %c32 : index
        %x = memref.load %sh[%n] : memref<32xi32>
        stitch.barrier %tx
        %m = memref.load %sh[%tx] : memref<32xi32>
        %s = arith.addi %m, %x : i32
        memref.store %s, %sh[%tx] : memref<32xi32>
        stitch.barrier %tx
      } else {
        %n1 = arith.addi %tx, %c31 : index
        %n = arith.remui %n1, %c32 : index
        %x = memref.load %sh[%n] : memref<32xi32>
        stitch.barrier %tx
        %m = memref.load %sh[%tx] : memref<32xi32>
        %s = arith.subi %m, %x : i32
        memref.store %s, %sh[%tx] : memref<32xi32>
        stitch.barrier %tx
      }
      %r = memref.load %sh[%tx] : memref<32xi32>
      memref.store %r, %out[%g] : memref<128xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @print(%out: memref<128xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  scf.for %i = %c0 to %c128 step %c1 {
    %v = memref.load %out[%i] : memref<128xi32>
    vector.print %v : i32
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
  %m0 = arith.constant 0 : i32
  %m1 = arith.constant 1 : i32
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
  call @kernel(%in, %out, %m1) : (memref<128xi32>, memref<128xi32>, i32) -> ()
  call @print(%out) : (memref<128xi32>) -> ()
  call @kernel(%in, %out, %m0) : (memref<128xi32>, memref<128xi32>, i32) -> ()
  call @print(%out) : (memref<128xi32>) -> ()
  memref.dealloc %in : memref<128xi32>
  memref.dealloc %out : memref<128xi32>
  return
}
