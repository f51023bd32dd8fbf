// Workgroup buffers swapped through scf.for iter_args (a pointer swap, as
// CUDA's `std::swap(cur, nxt)` of two __shared__ arrays lowers) move to the
// default memory space with the attributions in stitch-gpu-to-parallel:
// the iter_args, the loop's results and the yield. Around a barrier
// stitch-cpuify then carries them as buffer indices (MemrefSelectors.c;
// it was a located error): the whole pipeline compiles it
// (test/Execution/review24-launch-forms.test runs a Jacobi-like form;
// review22-select-workgroup.mlir the select and scf.if forms).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s
// CHECK-LABEL: func.func @swap(
// CHECK: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[CUR:.*]] = %{{.*}}, %[[NXT:.*]] = %{{.*}}) -> (memref<8xi32>, memref<8xi32>)
// CHECK: scf.yield %[[NXT]], %[[CUR]] : memref<8xi32>, memref<8xi32>
// CHECK: memref.load %[[R]]#0
// CHECK-NOT: address_space
// RUN: stitch-opt %s --stitch-to-openmp -o /dev/null
!wg = memref<8xi32, #gpu.address_space<workgroup>>
func.func @swap(%out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%A : !wg, %B : !wg) {
    %ti = arith.index_cast %tx : index to i32
    memref.store %ti, %A[%tx] : !wg
    gpu.barrier
    %res:2 = scf.for %s = %c0 to %c4 step %c1 iter_args(%cur = %A, %nxt = %B) -> (!wg, !wg) {
      %r0 = arith.addi %tx, %c1 : index
      %r = arith.remui %r0, %c8 : index
      %v = memref.load %cur[%r] : !wg
      memref.store %v, %nxt[%tx] : !wg
      gpu.barrier
      scf.yield %nxt, %cur : !wg, !wg
    }
    %f = memref.load %res#0[%tx] : !wg
    memref.store %f, %out[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}
