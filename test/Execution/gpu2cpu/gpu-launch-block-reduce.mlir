// Per-block tree reduction written with gpu.launch (CUDA "reduce" with
// sequential addressing): 8 blocks of 64 threads sum their 64 inputs in a
// workgroup attribution. One gpu.barrier follows the loads, one sits in the
// scf.for over the halving strides (after an scf.if on tid < stride; strides
// start at gpu.block_dim / 2); thread 0 writes the sum to out[gpu.block_id].
// Checked against a sequential C reference (Inputs/block-reduce.c).
// RUN: clang-22 -O1 %S/Inputs/block-reduce.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3
// RUN: FileCheck %s --input-file=%t.out1
// CHECK-COUNT-8: {{^-?[0-9]+$}}

func.func @kernel(%in: memref<512xi32>, %out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %g = gpu.global_id x
    %t = gpu.thread_id x
    %v = memref.load %in[%g] : memref<512xi32>
    memref.store %v, %sh[%t] : memref<64xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %dim = gpu.block_dim x
    %half = arith.shrui %dim, %c1 : index
    // stride = (blockDim / 2) >> k for k = 0..5
    scf.for %k = %c0 to %c6 step %c1 {
      %stride = arith.shrui %half, %k : index
      %tid = gpu.thread_id x
      %active = arith.cmpi ult, %tid, %stride : index
      scf.if %active {
        %o = arith.addi %tid, %stride : index
        %a = memref.load %sh[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
        %b = memref.load %sh[%o] : memref<64xi32, #gpu.address_space<workgroup>>
        %s = arith.addi %a, %b : i32
        memref.store %s, %sh[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
    }
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      %r = memref.load %sh[%c0] : memref<64xi32, #gpu.address_space<workgroup>>
      %b = gpu.block_id x
      memref.store %r, %out[%b] : memref<8xi32>
    }
    gpu.terminator
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c512 = arith.constant 512 : index
  %c7 = arith.constant 7 : i32
  %c13 = arith.constant 13 : i32
  %c5 = arith.constant 5 : i32
  %c101 = arith.constant 101 : i32
  %c50 = arith.constant 50 : i32
  %in = memref.alloc() : memref<512xi32>
  %out = memref.alloc() : memref<8xi32>
  // in[i] = (7 i^2 + 13 i + 5) % 101 - 50
  scf.for %i = %c0 to %c512 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %c7 : i32
    %m13 = arith.muli %ii, %c13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %c5 : i32
    %r = arith.remsi %a, %c101 : i32
    %v = arith.subi %r, %c50 : i32
    memref.store %v, %in[%i] : memref<512xi32>
  }
  call @kernel(%in, %out) : (memref<512xi32>, memref<8xi32>) -> ()
  scf.for %b = %c0 to %c8 step %c1 {
    %v = memref.load %out[%b] : memref<8xi32>
    vector.print %v : i32
  }
  memref.dealloc %in : memref<512xi32>
  memref.dealloc %out : memref<8xi32>
  return
}
