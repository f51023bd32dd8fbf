// Block-level inclusive scan (Hillis-Steele): blocks of 64 threads, the
// number of blocks taken from the dynamic size of the input (3 blocks here).
// Each step of an scf.for reads the partner element into a register
// (an scf.if with a result on tx >= offset), synchronizes, adds it to its
// own element and synchronizes again: two barriers per step, with the
// register value live across the first one.
// Checked against a sequential C reference (Inputs/block-scan.c).
// RUN: clang-22 -O1 %S/Inputs/block-scan.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<?xi32>, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i32
  %n = memref.dim %in, %c0 : memref<?xi32>
  %nblocks = arith.divui %n, %c64 : index
  scf.parallel (%bx) = (%c0) to (%nblocks) step (%c1) {
    %sh = memref.alloca() : memref<64xi32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<?xi32>
      memref.store %v, %sh[%tx] : memref<64xi32>
      stitch.barrier %tx
      // offset = 1 << k for k = 0..5
      scf.for %k = %c0 to %c6 step %c1 {
        %off = arith.shli %c1, %k : index
        %has = arith.cmpi uge, %tx, %off : index
        %p = scf.if %has -> i32 {
          %j = arith.subi %tx, %off : index
          %x = memref.load %sh[%j] : memref<64xi32>
          scf.yield %x : i32
        } else {
          scf.yield %zero : i32
        }
        stitch.barrier %tx
        %mine = memref.load %sh[%tx] : memref<64xi32>
        %s = arith.addi %mine, %p : i32
        memref.store %s, %sh[%tx] : memref<64xi32>
        stitch.barrier %tx
      }
      %r = memref.load %sh[%tx] : memref<64xi32>
      memref.store %r, %out[%g] : memref<?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c192 = arith.constant 192 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc(%c192) : memref<?xi32>
  %out = memref.alloc(%c192) : memref<?xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c192 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<?xi32>
  }
  call @kernel(%in, %out) : (memref<?xi32>, memref<?xi32>) -> ()
  scf.for %i = %c0 to %c192 step %c1 {
    %v = memref.load %out[%i] : memref<?xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<?xi32>
  memref.dealloc %out : memref<?xi32>
  return
}
