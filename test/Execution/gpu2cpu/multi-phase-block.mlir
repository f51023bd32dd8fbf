// A block body with two thread loops of different sizes and block-level code
// between them (runs once per block), both thread loops with barriers:
// 3 blocks. Phase 1 (32 threads): load a tile t, barrier, read the mirrored
// element, barrier, t[i] += t[31 - i]. Block level: c = 2 * t[0] + bx.
// Phase 2 (16 threads): x = t[2i] + t[2i+1] + c, barrier, t[31 - i] = x,
// barrier, out[16 bx + i] = t[16 + i] (= x of thread 15 - i).
// Checked against a sequential C reference (Inputs/multi-phase-block.c).
// RUN: clang-22 -O1 %S/Inputs/multi-phase-block.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<96xi32>, %out: memref<48xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %i2 = arith.constant 2 : i32
  scf.parallel (%bx) = (%c0) to (%c3) step (%c1) {
    %t = memref.alloca() : memref<32xi32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %bx, %c32 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<96xi32>
      memref.store %v, %t[%tx] : memref<32xi32>
      stitch.barrier %tx
      %rev = arith.subi %c31, %tx : index
      %w = memref.load %t[%rev] : memref<32xi32>
      stitch.barrier %tx
      %own = memref.load %t[%tx] : memref<32xi32>
      %s = arith.addi %own, %w : i32
      memref.store %s, %t[%tx] : memref<32xi32>
      scf.reduce
    }
    %t0 = memref.load %t[%c0] : memref<32xi32>
    %t02 = arith.muli %t0, %i2 : i32
    %bxi = arith.index_cast %bx : index to i32
    %cst = arith.addi %t02, %bxi : i32
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %i0 = arith.muli %tx, %c2 : index
      %i1 = arith.addi %i0, %c1 : index
      %a = memref.load %t[%i0] : memref<32xi32>
      %b = memref.load %t[%i1] : memref<32xi32>
      %ab = arith.addi %a, %b : i32
      %x = arith.addi %ab, %cst : i32
      stitch.barrier %tx
      %slot = arith.subi %c31, %tx : index
      memref.store %x, %t[%slot] : memref<32xi32>
      stitch.barrier %tx
      %rd = arith.addi %tx, %c16 : index
      %y = memref.load %t[%rd] : memref<32xi32>
      %ob = arith.muli %bx, %c16 : index
      %o = arith.addi %ob, %tx : index
      memref.store %y, %out[%o] : memref<48xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c48 = arith.constant 48 : index
  %c96 = arith.constant 96 : index
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i5 = arith.constant 5 : i32
  %i101 = arith.constant 101 : i32
  %i50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<96xi32>
  %out = memref.alloc() : memref<48xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c96 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %i7 : i32
    %m13 = arith.muli %ii, %i13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %i5 : i32
    %r = arith.remsi %a, %i101 : i32
    %v = arith.subi %r, %i50 : i32
    memref.store %v, %in[%i] : memref<96xi32>
  }
  call @kernel(%in, %out) : (memref<96xi32>, memref<48xi32>) -> ()
  scf.for %i = %c0 to %c48 step %c1 {
    %v = memref.load %out[%i] : memref<48xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<96xi32>
  memref.dealloc %out : memref<48xi32>
  return
}
