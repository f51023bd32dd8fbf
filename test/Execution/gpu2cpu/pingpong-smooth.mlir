// Several barriers in sequence with two shared arrays ping-ponging (f32
// holding small integers): 3 blocks of 64 threads, each block smooths its
// 64 elements three times with the 3-point sum a[i-1] + a[i] + a[i+1] (zero
// boundaries at the block's ends), A -> B -> A -> B, one barrier between
// steps. Thread 0 writes the zero halo cells of both arrays.
// Checked against a sequential C reference (Inputs/pingpong-smooth.c).
// RUN: clang-22 -O1 %S/Inputs/pingpong-smooth.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%in: memref<192xf32>, %out: memref<192xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %c65 = arith.constant 65 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c3) step (%c1) {
    %A = memref.alloca() : memref<66xf32>
    %B = memref.alloca() : memref<66xf32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %g = arith.addi %base, %tx : index
      %l = arith.addi %tx, %c1 : index
      %r = arith.addi %tx, %c2 : index
      %v = memref.load %in[%g] : memref<192xf32>
      memref.store %v, %A[%l] : memref<66xf32>
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %zero, %A[%c0] : memref<66xf32>
        memref.store %zero, %A[%c65] : memref<66xf32>
        memref.store %zero, %B[%c0] : memref<66xf32>
        memref.store %zero, %B[%c65] : memref<66xf32>
      }
      stitch.barrier %tx
      // A -> B
      %a0 = memref.load %A[%tx] : memref<66xf32>
      %a1 = memref.load %A[%l] : memref<66xf32>
      %a2 = memref.load %A[%r] : memref<66xf32>
      %a01 = arith.addf %a0, %a1 : f32
      %as = arith.addf %a01, %a2 : f32
      memref.store %as, %B[%l] : memref<66xf32>
      stitch.barrier %tx
      // B -> A
      %b0 = memref.load %B[%tx] : memref<66xf32>
      %b1 = memref.load %B[%l] : memref<66xf32>
      %b2 = memref.load %B[%r] : memref<66xf32>
      %b01 = arith.addf %b0, %b1 : f32
      %bs = arith.addf %b01, %b2 : f32
      memref.store %bs, %A[%l] : memref<66xf32>
      stitch.barrier %tx
      // A -> B
      %d0 = memref.load %A[%tx] : memref<66xf32>
      %d1 = memref.load %A[%l] : memref<66xf32>
      %d2 = memref.load %A[%r] : memref<66xf32>
      %d01 = arith.addf %d0, %d1 : f32
      %ds = arith.addf %d01, %d2 : f32
      memref.store %ds, %B[%l] : memref<66xf32>
      memref.store %ds, %out[%g] : memref<192xf32>
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
  %in = memref.alloc() : memref<192xf32>
  %out = memref.alloc() : memref<192xf32>
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
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %in[%i] : memref<192xf32>
  }
  call @kernel(%in, %out) : (memref<192xf32>, memref<192xf32>) -> ()
  scf.for %i = %c0 to %c192 step %c1 {
    %f = memref.load %out[%i] : memref<192xf32>
    %v = arith.fptosi %f : f32 to i32
    vector.print %v : i32
  }
  memref.dealloc %in : memref<192xf32>
  memref.dealloc %out : memref<192xf32>
  return
}
