// Row-by-row dynamic programming (Rodinia "pathfinder"): 4 blocks, each
// solving its own 10x64 grid of wall costs with 64 threads, one per column.
// The cost row lives in shared memory; an scf.for over rows reads the three
// upper neighbours (clamped at the edges), takes their minimum plus the
// wall cost into a register, synchronizes, stores it and synchronizes again.
// Checked against a sequential C reference (Inputs/pathfinder.c).
// RUN: clang-22 -O1 %S/Inputs/pathfinder.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%wall: memref<4x10x64xi32>, %out: memref<4x64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %prev = memref.alloca() : memref<64xi32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %w0 = memref.load %wall[%bx, %c0, %tx] : memref<4x10x64xi32>
      memref.store %w0, %prev[%tx] : memref<64xi32>
      stitch.barrier %tx
      %isFirst = arith.cmpi eq, %tx, %c0 : index
      %isLast = arith.cmpi eq, %tx, %c63 : index
      %tm1 = arith.subi %tx, %c1 : index
      %tp1 = arith.addi %tx, %c1 : index
      %li = arith.select %isFirst, %c0, %tm1 : index
      %ri = arith.select %isLast, %c63, %tp1 : index
      scf.for %r = %c1 to %c10 step %c1 {
        %left = memref.load %prev[%li] : memref<64xi32>
        %up = memref.load %prev[%tx] : memref<64xi32>
        %right = memref.load %prev[%ri] : memref<64xi32>
        %m1 = arith.minsi %left, %up : i32
        %m = arith.minsi %m1, %right : i32
        %w = memref.load %wall[%bx, %r, %tx] : memref<4x10x64xi32>
        %v = arith.addi %w, %m : i32
        stitch.barrier %tx
        memref.store %v, %prev[%tx] : memref<64xi32>
        stitch.barrier %tx
      }
      %res = memref.load %prev[%tx] : memref<64xi32>
      memref.store %res, %out[%bx, %tx] : memref<4x64xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c64 = arith.constant 64 : index
  %i3 = arith.constant 3 : i32
  %i7 = arith.constant 7 : i32
  %i10 = arith.constant 10 : i32
  %wall = memref.alloc() : memref<4x10x64xi32>
  %out = memref.alloc() : memref<4x64xi32>
  // wall[p][r][c] = (3 c^2 + r c + 7 p + r^2) % 10
  scf.for %p = %c0 to %c4 step %c1 {
    scf.for %r = %c0 to %c10 step %c1 {
      scf.for %c = %c0 to %c64 step %c1 {
        %pi = arith.index_cast %p : index to i32
        %ri = arith.index_cast %r : index to i32
        %ci = arith.index_cast %c : index to i32
        %cc = arith.muli %ci, %ci : i32
        %cc3 = arith.muli %cc, %i3 : i32
        %rc = arith.muli %ri, %ci : i32
        %p7 = arith.muli %pi, %i7 : i32
        %rr = arith.muli %ri, %ri : i32
        %s1 = arith.addi %cc3, %rc : i32
        %s2 = arith.addi %s1, %p7 : i32
        %s3 = arith.addi %s2, %rr : i32
        %v = arith.remsi %s3, %i10 : i32
        memref.store %v, %wall[%p, %r, %c] : memref<4x10x64xi32>
      }
    }
  }
  call @kernel(%wall, %out) : (memref<4x10x64xi32>, memref<4x64xi32>) -> ()
  scf.for %p = %c0 to %c4 step %c1 {
    scf.for %c = %c0 to %c64 step %c1 {
      %v = memref.load %out[%p, %c] : memref<4x64xi32>
      vector.print %v : i32
    }
  }
  memref.dealloc %wall : memref<4x10x64xi32>
  memref.dealloc %out : memref<4x64xi32>
  return
}
