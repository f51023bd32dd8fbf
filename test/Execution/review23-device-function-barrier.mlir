// Device functions that read GPU state, called from kernels (found rejected
// by review: "'gpu.thread_id' outside a gpu.launch"). @helper, a func.func
// of the gpu.module, reads gpu.thread_id, stores to the workgroup tile the
// kernel passes it and waits at a gpu.barrier; stitch-inline-gpu-kernels
// inlines its calls into the launch body, and the copy left in the host
// module, which nothing calls any more, goes. Each of 2 blocks of 8 threads:
// t stores a[i] = i*i to the tile, reads its neighbour's (t + 1) % 8 after
// the barrier: a[i] = i*i + (8 b + (t + 1) % 8)^2. Reference (Python):
// [1, 5, 13, 25, 41, 61, 85, 49, 145, 181, 221, 265, 313, 365, 421, 289].
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s

// CHECK: [1,  5,  13,  25,  41,  61,  85,  49,  145,  181,  221,  265,  313,  365,  421,  289]
module attributes {gpu.container_module} {
  gpu.module @m {
    func.func @helper(%x: f32, %b: memref<8xf32>) -> f32 {
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %n = arith.addi %t, %c1 : index
      %w = arith.remui %n, %c8 : index
      memref.store %x, %b[%t] : memref<8xf32>
      gpu.barrier
      %y = memref.load %b[%w] : memref<8xf32>
      %r = arith.addf %x, %y : f32
      return %r : f32
    }
    gpu.func @k(%a: memref<16xf32>) workgroup(%s: memref<8xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %d = gpu.block_dim x
      %i0 = arith.muli %b, %d : index
      %i = arith.addi %i0, %t : index
      %v = memref.load %a[%i] : memref<16xf32>
      %sc = memref.memory_space_cast %s : memref<8xf32, #gpu.address_space<workgroup>> to memref<8xf32>
      %r = func.call @helper(%v, %sc) : (f32, memref<8xf32>) -> f32
      memref.store %r, %a[%i] : memref<16xf32>
      gpu.return
    }
  }
  func.func @main() {
    %a = memref.alloc() : memref<16xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    scf.for %i = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %g = arith.mulf %f, %f : f32
      memref.store %g, %a[%i] : memref<16xf32>
    }
    gpu.launch_func @m::@k blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<16xf32>)
    %u = memref.cast %a : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}
