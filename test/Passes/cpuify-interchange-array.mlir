// stitch-cpuify{interchange-loops}, negative: a thread body with a per-thread
// array. Found by stitch-cuda's block-size copies (test/cuda/host-loop.cu's
// `int local[4]`): with a constant block size the uniform loop qualified,
// and the barrier it got made cpuify reject a kernel without barriers.
// RUN: stitch-opt %s --stitch-cpuify=inner-serialize=true | FileCheck %s

// Negative: a per-thread array (a CUDA `int local[4]` filled by a loop
// before the uniform loop reads it). A barrier in the uniform loop would
// need the array kept per thread across it, which the barrier lowering
// cannot do (it would be a located error for a kernel with no barrier of
// its own): the loop stays inside the thread loop.
// CHECK-LABEL: func.func @per_thread_array
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c64)
// CHECK: memref.alloca() : memref<4xi32>
// CHECK: scf.for %{{.*}} = %c0 to %arg2
// CHECK-NOT: stitch.barrier
func.func @per_thread_array(%in: memref<8x64xi32>, %out: memref<64xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %local = memref.alloca() : memref<4xi32>
      scf.for %k = %c0 to %c4 step %c1 {
        %v = memref.load %in[%k, %t] : memref<8x64xi32>
        memref.store %v, %local[%k] : memref<4xi32>
      }
      %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
        %v = memref.load %in[%f, %t] : memref<8x64xi32>
        %k = arith.remui %f, %c4 : index
        %l = memref.load %local[%k] : memref<4xi32>
        %a = arith.addi %acc, %v : i32
        %a2 = arith.addi %a, %l : i32
        scf.yield %a2 : i32
      }
      memref.store %s, %out[%t] : memref<64xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
