// gpu.global_id in a launch that stitch-lower-gpu-collectives relaunches
// with one 32-thread block per warp (a loop of subgroup reductions whose
// trip count is the warp's index): the split rebuilds the launch's ids,
// global_id as block_id * block_dim + thread_id of the original launch
// (review 26: the op was missing from the split's lists, so the launch was
// not split and stitch-cpuify reported the loop as divergent). 2 blocks of
// 64 threads: warp w of a block sums 32 w + 32 lanes' ones, plus the global
// id i: out[i] = 32 (i % 64 / 32 + 1) + i (by hand).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// CHECK: [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175, 176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191]
func.func private @printMemrefI32(memref<*xi32>)
func.func @k(%out: memref<128xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %w = gpu.subgroup_id : index
    %n = arith.addi %w, %c1 : index
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> i32 {
      %s = gpu.subgroup_reduce add %one : (i32) -> i32
      %an = arith.addi %a, %s : i32
      scf.yield %an : i32
    }
    %gid = gpu.global_id x
    %gi = arith.index_cast %gid : index to i32
    %r = arith.addi %acc, %gi : i32
    memref.store %r, %out[%gid] : memref<128xi32>
    gpu.terminator
  }
  return
}
func.func @main() {
  %out = memref.alloc() : memref<128xi32>
  call @k(%out) : (memref<128xi32>) -> ()
  %u = memref.cast %out : memref<128xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %out : memref<128xi32>
  return
}
