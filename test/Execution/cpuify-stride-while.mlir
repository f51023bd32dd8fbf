// Block-stride scf.while loops (`i = tx; while (i < B) { ...; i += S }`)
// run on the CPU with stitch-to-openmp, which turns those of at most one
// trip into scf.if (cpuify-stride-while.mlir), and without that rewrite
// (interchange-loops=false): the same output. Row 0: i < 100, step 128 (one
// trip: rewritten), out = i + 1; row 1: the same with 64 threads and step 64
// (threads 0..35 run two trips: kept); row 2: i = tx + 4, i <= 103, step 100
// (one trip), out = i; row 3: row 0's final counter per thread (tx + 128
// for tx < 100, else tx). Expected, by hand: row sums 5050 (1 + ... + 100),
// 5050, 5350 (4 + ... + 103), 20928 (128 + ... + 227 and 100 + ... + 127),
// then out[0][99] = 100, out[0][100] = 0, out[2][3] = 0, out[2][103] = 103,
// out[3][0] = 128, out[3][127] = 127.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: [5050,  5050,  5350,  20928]
// CHECK: [100,  0,  0,  103,  128,  127]
func.func @kernels(%out: memref<4x128xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %c103 = arith.constant 103 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c128) step (%c1) {
      %w = scf.while (%i = %t) : (index) -> index {
        %lt = arith.cmpi ult, %i, %c100 : index
        scf.condition(%lt) %i : index
      } do {
      ^bb0(%i: index):
        %i1 = arith.addi %i, %c1 : index
        %v = arith.index_cast %i1 : index to i32
        memref.store %v, %out[%c0, %i] : memref<4x128xi32>
        %next = arith.addi %i, %c128 : index
        scf.yield %next : index
      }
      %fin = arith.index_cast %w : index to i32
      memref.store %fin, %out[%c3, %t] : memref<4x128xi32>
      %start = arith.addi %t, %c4 : index
      %w2 = scf.while (%i = %start) : (index) -> index {
        %le = arith.cmpi ule, %i, %c103 : index
        scf.condition(%le) %i : index
      } do {
      ^bb0(%i: index):
        %v = arith.index_cast %i : index to i32
        memref.store %v, %out[%c2, %i] : memref<4x128xi32>
        %next = arith.addi %i, %c100 : index
        scf.yield %next : index
      }
      scf.reduce
    }
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %w = scf.while (%i = %t) : (index) -> index {
        %lt = arith.cmpi ult, %i, %c100 : index
        scf.condition(%lt) %i : index
      } do {
      ^bb0(%i: index):
        %i1 = arith.addi %i, %c1 : index
        %v = arith.index_cast %i1 : index to i32
        memref.store %v, %out[%c1, %i] : memref<4x128xi32>
        %next = arith.addi %i, %c64 : index
        scf.yield %next : index
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c99 = arith.constant 99 : index
  %c100 = arith.constant 100 : index
  %c103 = arith.constant 103 : index
  %c127 = arith.constant 127 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0 : i32
  %out = memref.alloc() : memref<4x128xi32>
  scf.for %r = %c0 to %c4 step %c1 {
    scf.for %i = %c0 to %c128 step %c1 {
      memref.store %zero, %out[%r, %i] : memref<4x128xi32>
    }
  }
  call @kernels(%out) : (memref<4x128xi32>) -> ()
  %sums = memref.alloc() : memref<4xi32>
  scf.for %r = %c0 to %c4 step %c1 {
    %s = scf.for %i = %c0 to %c128 step %c1 iter_args(%acc = %zero) -> i32 {
      %v = memref.load %out[%r, %i] : memref<4x128xi32>
      %a = arith.addi %acc, %v : i32
      scf.yield %a : i32
    }
    memref.store %s, %sums[%r] : memref<4xi32>
  }
  %cast = memref.cast %sums : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
  %spots = memref.alloc() : memref<6xi32>
  %s0 = memref.load %out[%c0, %c99] : memref<4x128xi32>
  memref.store %s0, %spots[%c0] : memref<6xi32>
  %s1 = memref.load %out[%c0, %c100] : memref<4x128xi32>
  memref.store %s1, %spots[%c1] : memref<6xi32>
  %s2 = memref.load %out[%c2, %c3] : memref<4x128xi32>
  memref.store %s2, %spots[%c2] : memref<6xi32>
  %s3 = memref.load %out[%c2, %c103] : memref<4x128xi32>
  memref.store %s3, %spots[%c3] : memref<6xi32>
  %s4 = memref.load %out[%c3, %c0] : memref<4x128xi32>
  memref.store %s4, %spots[%c4] : memref<6xi32>
  %c5 = arith.constant 5 : index
  %s5 = memref.load %out[%c3, %c127] : memref<4x128xi32>
  memref.store %s5, %spots[%c5] : memref<6xi32>
  %cast2 = memref.cast %spots : memref<6xi32> to memref<*xi32>
  call @printMemrefI32(%cast2) : (memref<*xi32>) -> ()
  memref.dealloc %spots : memref<6xi32>
  memref.dealloc %sums : memref<4xi32>
  memref.dealloc %out : memref<4x128xi32>
  return
}
