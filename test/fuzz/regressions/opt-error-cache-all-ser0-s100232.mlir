// Regression found by test/fuzz/diff_run.py (seed 100232, configuration
// cache-all-ser0), minimised from 186 to 7 statements: stitch-cpuify with
// method=cache-all rejected this valid kernel ("this value is used after a
// barrier but can neither be kept per thread nor recomputed"): %v12, loaded
// from a per-thread local array at an index loaded from shared memory before
// the barrier, crosses the barrier inside a uniform scf.if with a result.
// 11 of 3000 random kernels failed so (seeds 100232, 100799, 100951, 101261,
// 101420, 101511, 101668, 101903, 102305, 102306, 102478), also with
// inner-serialize=true; fixed by 757acca (privatized allocas are ordinary
// memory). The reference is opt-error-cache-all-ser0-s100232.c.
// RUN: clang-22 -O1 -w %S/opt-error-cache-all-ser0-s100232.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all inner-serialize=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2

module {
  func.func private @fill_in(%in: memref<4096xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cN = arith.constant 4096 : index
    %k = arith.constant -1640531535 : i32
    %c15 = arith.constant 15 : i32
    %c3 = arith.constant 3 : i32
    %z0 = arith.constant 0 : i32
    %c127 = arith.constant 127 : i32
    %c64 = arith.constant 64 : i32
    scf.for %i = %c0 to %cN step %c1 {
      %x = arith.index_cast %i : index to i32
      %h = arith.muli %x, %k : i32
      %s = arith.shrui %h, %c15 : i32
      %v = arith.xori %h, %s : i32
      %lo = arith.andi %x, %c3 : i32
      %z = arith.cmpi eq, %lo, %z0 : i32
      %sm0 = arith.andi %v, %c127 : i32
      %sm = arith.subi %sm0, %c64 : i32
      %r = arith.select %z, %sm, %v : i32
      memref.store %r, %in[%i] : memref<4096xi32>
    }
    return
  }
  func.func private @zero(%m: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    %n = memref.dim %m, %c0 : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %z, %m[%i] : memref<?xi32>
    }
    return
  }
  func.func private @dump(%m: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %m, %c0 : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %m[%i] : memref<?xi32>
      vector.print %v : i32
    }
    return
  }
  func.func @k1(%in: memref<4096xi32>, %out: memref<32xi32>, %a0: i32, %a1: i32) {
    %c0_index = arith.constant 0 : index
    %c1_index = arith.constant 1 : index
    %c8_index = arith.constant 8 : index
    %c0_i32 = arith.constant 0 : i32
    %c0_i1 = arith.constant false
    %c4_index = arith.constant 4 : index
    %c3_index = arith.constant 3 : index
    %c6_index = arith.constant 6 : index
    scf.parallel (%bx) = (%c0_index) to (%c1_index) step (%c1_index) {
      %sh1 = memref.alloca() : memref<4x2xi32>
      scf.parallel (%tx) = (%c0_index) to (%c8_index) step (%c1_index) {
        %loc1 = memref.alloca() : memref<4xi32>
        %r106 = scf.if %c0_i1 -> (i32) {
          %e1 = arith.shrui %c4_index, %c1_index : index
          %e2 = arith.andi %c4_index, %c1_index : index
          %v11 = memref.load %sh1[%e1, %e2] : memref<4x2xi32>
          %e3 = arith.index_cast %v11 : i32 to index
          %e4 = arith.andi %e3, %c3_index : index
          %v12 = memref.load %loc1[%e4] : memref<4xi32>
          stitch.barrier %tx
          %e5 = arith.xori %tx, %c6_index : index
          %e6 = arith.shrui %e5, %c1_index : index
          %e7 = arith.xori %tx, %c6_index : index
          %e8 = arith.andi %e7, %c1_index : index
          memref.store %c0_i32, %sh1[%e6, %e8] : memref<4x2xi32>
          scf.yield %v12 : i32
        } else {
          scf.yield %c0_i32 : i32
        }
        scf.reduce
      }
      scf.reduce
    }
    return
  }
  func.func private @run_k1(%in: memref<4096xi32>) {
    %o = memref.alloc() : memref<32xi32>
    %d = memref.cast %o : memref<32xi32> to memref<?xi32>
    %a0_0 = arith.constant 11 : i32
    %a1_0 = arith.constant 98 : i32
    call @zero(%d) : (memref<?xi32>) -> ()
    call @k1(%in, %o, %a0_0, %a1_0) : (memref<4096xi32>, memref<32xi32>, i32, i32) -> ()
    vector.print str "K1.0\n"
    call @dump(%d) : (memref<?xi32>) -> ()
    memref.dealloc %o : memref<32xi32>
    return
  }
  func.func @main() {
    %in = memref.alloc() : memref<4096xi32>
    call @fill_in(%in) : (memref<4096xi32>) -> ()
    call @run_k1(%in) : (memref<4096xi32>) -> ()
    memref.dealloc %in : memref<4096xi32>
    return
  }
}
