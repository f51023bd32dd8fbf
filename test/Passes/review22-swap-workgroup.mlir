// Workgroup buffers swapped through scf.for iter_args (a pointer swap, as
// CUDA's `std::swap(cur, nxt)` of two __shared__ arrays lowers) move to the
// default memory space with the attributions in stitch-gpu-to-parallel:
// the iter_args, the loop's results and the yield. Around a barrier the
// loop is then stitch-cpuify's located error (values carried around a
// barrier are kept per thread, and a memref cannot be); without a barrier
// in the loop it compiles (test/Execution/review22-select-workgroup.mlir
// runs the select and scf.if forms).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s
// RUN: not stitch-opt %s --stitch-to-openmp 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK-LABEL: func.func @swap(
// CHECK: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[CUR:.*]] = %{{.*}}, %[[NXT:.*]] = %{{.*}}) -> (memref<8xi32>, memref<8xi32>)
// CHECK: scf.yield %[[NXT]], %[[CUR]] : memref<8xi32>, memref<8xi32>
// CHECK: memref.load %[[R]]#0
// CHECK-NOT: address_space
// ERR: review22-swap-workgroup.mlir:[[# @LINE + 13]]:{{[0-9]+}}: error: stitch-cpuify: a value carried by a loop or yielded by an scf.if around a barrier must be a scalar or vector to be kept per thread
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
