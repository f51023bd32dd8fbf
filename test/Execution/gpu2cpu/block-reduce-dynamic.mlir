// Tree reduction with a run-time block size: the block size bs and
// log2(bs) are function arguments; bs threads per block, 256 / bs blocks,
// shared memory sized for the largest block (64). The barrier sits in an
// scf.for over the halving strides (stride = bs >> (k + 1)) inside a thread
// loop with dynamic bounds. Run with bs = 64 and bs = 16.
// Checked against a sequential C reference (Inputs/block-reduce-dynamic.c).
// RUN: clang-22 -O1 %S/Inputs/block-reduce-dynamic.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<256xi32>, %out: memref<16xi32>, %bs: index, %logbs: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %nblocks = arith.divui %c256, %bs : index
  scf.parallel (%bx) = (%c0) to (%nblocks) step (%c1) {
    %sh = memref.alloca() : memref<64xi32>
    scf.parallel (%tx) = (%c0) to (%bs) step (%c1) {
      %base = arith.muli %bx, %bs : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<256xi32>
      memref.store %v, %sh[%tx] : memref<64xi32>
      stitch.barrier %tx
      scf.for %k = %c0 to %logbs step %c1 {
        %k1 = arith.addi %k, %c1 : index
        %stride = arith.shrui %bs, %k1 : index
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
        memref.store %r, %out[%bx] : memref<16xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @run(%in: memref<256xi32>, %out: memref<16xi32>, %bs: index, %logbs: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  call @kernel(%in, %out, %bs, %logbs) : (memref<256xi32>, memref<16xi32>, index, index) -> ()
  %n = arith.divui %c256, %bs : index
  scf.for %b = %c0 to %n step %c1 {
    %v = memref.load %out[%b] : memref<16xi32>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i5 = arith.constant 5 : i32
  %i101 = arith.constant 101 : i32
  %i50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<256xi32>
  %out = memref.alloc() : memref<16xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c256 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %i7 : i32
    %m13 = arith.muli %ii, %i13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %i5 : i32
    %r = arith.remsi %a, %i101 : i32
    %v = arith.subi %r, %i50 : i32
    memref.store %v, %in[%i] : memref<256xi32>
  }
  call @run(%in, %out, %c64, %c6) : (memref<256xi32>, memref<16xi32>, index, index) -> ()
  call @run(%in, %out, %c16, %c4) : (memref<256xi32>, memref<16xi32>, index, index) -> ()
  memref.dealloc %in : memref<256xi32>
  memref.dealloc %out : memref<16xi32>
  return
}
