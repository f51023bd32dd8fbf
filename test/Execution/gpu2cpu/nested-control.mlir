// Barriers nested two and three levels deep: an scf.for (lower bound 2,
// step 3) around an scf.if on a function argument around an scf.if/else on
// the loop's induction variable, each branch with two barriers; then an
// scf.if/else on the argument with an scf.for holding barriers in each
// branch. A value computed before all of it (w = 3 v + tx) is used inside
// a then-branch after barriers and at the end. 2 blocks of 32 threads, run
// with mode = 1 and mode = 0. (The same kernel with w used in an
// else-branch is nested-control-else-use.mlir.)
// Checked against a sequential C reference (Inputs/nested-control.c).
// RUN: clang-22 -O1 %S/Inputs/nested-control.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<64xi32>, %out: memref<64xi32>, %mode: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c11 = arith.constant 11 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %i0 = arith.constant 0 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %flag = arith.cmpi ne, %mode, %i0 : i32
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<32xi32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %bx, %c32 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<64xi32>
      %v3 = arith.muli %v, %i3 : i32
      %txi = arith.index_cast %tx : index to i32
      %w = arith.addi %v3, %txi : i32
      memref.store %v, %sh[%tx] : memref<32xi32>
      stitch.barrier %tx
      // k = 2, 5, 8
      scf.for %k = %c2 to %c11 step %c3 {
        scf.if %flag {
          %kb = arith.andi %k, %c1 : index
          %even = arith.cmpi eq, %kb, %c0 : index
          scf.if %even {
            %p0 = arith.addi %tx, %c32 : index
            %p1 = arith.subi %p0, %k : index
            %p = arith.remui %p1, %c32 : index
            %x = memref.load %sh[%p] : memref<32xi32>
            stitch.barrier %tx
            %m = memref.load %sh[%tx] : memref<32xi32>
            %d = arith.subi %m, %x : i32
            %s = arith.addi %d, %w : i32
            memref.store %s, %sh[%tx] : memref<32xi32>
            stitch.barrier %tx
          } else {
            %p1 = arith.addi %tx, %k : index
            %p = arith.remui %p1, %c32 : index
            %x = memref.load %sh[%p] : memref<32xi32>
            stitch.barrier %tx
            %m = memref.load %sh[%tx] : memref<32xi32>
            %s = arith.addi %m, %x : i32
            memref.store %s, %sh[%tx] : memref<32xi32>
            stitch.barrier %tx
          }
        }
      }
      scf.if %flag {
        scf.for %j = %c0 to %c2 step %c1 {
          %p = arith.xori %tx, %c1 : index
          %x = memref.load %sh[%p] : memref<32xi32>
          stitch.barrier %tx
          %m = memref.load %sh[%tx] : memref<32xi32>
          %ji = arith.index_cast %j : index to i32
          %xj = arith.muli %x, %ji : i32
          %s = arith.addi %m, %xj : i32
          memref.store %s, %sh[%tx] : memref<32xi32>
          stitch.barrier %tx
        }
      } else {
        scf.for %j = %c0 to %c3 step %c1 {
          %p = arith.subi %c31, %tx : index
          %x = memref.load %sh[%p] : memref<32xi32>
          stitch.barrier %tx
          %m = memref.load %sh[%tx] : memref<32xi32>
          %m2 = arith.muli %m, %i2 : i32
          %d = arith.subi %m2, %x : i32
          %ji = arith.index_cast %j : index to i32
          %s = arith.addi %d, %ji : i32
          memref.store %s, %sh[%tx] : memref<32xi32>
          stitch.barrier %tx
        }
      }
      %res = memref.load %sh[%tx] : memref<32xi32>
      %o = arith.addi %res, %w : i32
      memref.store %o, %out[%g] : memref<64xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @run(%in: memref<64xi32>, %out: memref<64xi32>, %mode: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  call @kernel(%in, %out, %mode) : (memref<64xi32>, memref<64xi32>, i32) -> ()
  scf.for %i = %c0 to %c64 step %c1 {
    %v = memref.load %out[%i] : memref<64xi32>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
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
  call @run(%in, %out, %i1) : (memref<64xi32>, memref<64xi32>, i32) -> ()
  call @run(%in, %out, %i0) : (memref<64xi32>, memref<64xi32>, i32) -> ()
  memref.dealloc %in : memref<64xi32>
  memref.dealloc %out : memref<64xi32>
  return
}
