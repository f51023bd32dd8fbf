// Per-block tree reduction in shared memory (CUDA "reduce" with sequential
// addressing): 8 blocks of 64 threads; each block sums its 64 inputs. The
// barrier sits in an scf.for over the halving strides, next to an scf.if on
// tx < stride; the result is written by thread 0 after the loop.
// Checked against a sequential C reference (Inputs/block-reduce.c).
// RUN: clang-22 -O1 %S/Inputs/block-reduce.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3
// RUN: FileCheck %s --input-file=%t.out1
// CHECK: -10
// CHECK-NEXT: 2

func.func @kernel(%in: memref<512xi32>, %out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c8) step (%c1) {
    %sh = memref.alloca() : memref<64xi32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<512xi32>
      memref.store %v, %sh[%tx] : memref<64xi32>
      stitch.barrier %tx
      // stride = 32 >> k for k = 0..5
      scf.for %k = %c0 to %c6 step %c1 {
        %stride = arith.shrui %c32, %k : index
        %active = arith.cmpi ult, %tx, %stride : index
        scf.if %active {
          %o = arith.addi %tx, %stride : index
          %a = memref.load %sh[%tx] : memref<64xi32>
          %b = memref.load %sh[%o] : memref<64xi32>
          %s = arith.addi %a, %b : i32
          memref.store %s, %sh[%tx] : memref<64xi32>
        }
        stitch.barrier %tx
      }
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %r = memref.load %sh[%c0] : memref<64xi32>
        memref.store %r, %out[%bx] : memref<8xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c512 = arith.constant 512 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<512xi32>
  %out = memref.alloc() : memref<8xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c512 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<512xi32>
  }
  call @kernel(%in, %out) : (memref<512xi32>, memref<8xi32>) -> ()
  scf.for %b = %c0 to %c8 step %c1 {
    %v = memref.load %out[%b] : memref<8xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<512xi32>
  memref.dealloc %out : memref<8xi32>
  return
}
