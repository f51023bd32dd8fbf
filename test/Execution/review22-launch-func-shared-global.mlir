// An outlined kernel (gpu.launch_func of a gpu.module) whose __shared__
// tile is a workgroup memref.global of the gpu.module, with a host global
// of the same name (found by review: stitch-inline-gpu-kernels copies the
// device global under a fresh name, and the host's, which nothing names,
// was left for the LLVM lowering to fail on without a location). Each of 4
// blocks of 16 threads stores 16 b + t to the tile and after a barrier reads
// slot 15 - t: a[16 b + t] = 16 b + 15 - t.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s

// CHECK: wrong 0
module attributes {gpu.container_module} {
  memref.global "private" @tile : memref<16xi32, #gpu.address_space<workgroup>>
  func.func @k(%arg0: memref<64xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func  @k_kernel::@k_kernel blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1)  args(%c16 : index, %c15 : index, %arg0 : memref<64xi32>)
    return
  }
  gpu.module @k_kernel {
    gpu.func @k_kernel(%arg0: index, %arg1: index, %arg2: memref<64xi32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>, known_grid_size = array<i32: 4, 1, 1>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %0 = memref.get_global @tile : memref<16xi32, #gpu.address_space<workgroup>>
      %1 = arith.muli %block_id_x, %arg0 : index
      %2 = arith.addi %1, %thread_id_x : index
      %3 = arith.index_cast %2 : index to i32
      memref.store %3, %0[%thread_id_x] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %4 = arith.subi %arg1, %thread_id_x : index
      %5 = memref.load %0[%4] : memref<16xi32, #gpu.address_space<workgroup>>
      memref.store %5, %arg2[%2] : memref<64xi32>
      gpu.return
    }
    memref.global "private" @tile : memref<16xi32, #gpu.address_space<workgroup>>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c15 = arith.constant 15 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %alloc = memref.alloc() : memref<64xi32>
    call @k(%alloc) : (memref<64xi32>) -> ()
    %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%n = %zero) -> i32 {
      %b = arith.divui %i, %c16 : index
      %t = arith.remui %i, %c16 : index
      %b16 = arith.muli %b, %c16 : index
      %w0 = arith.addi %b16, %c15 : index
      %want = arith.subi %w0, %t : index
      %wi = arith.index_cast %want : index to i32
      %v = memref.load %alloc[%i] : memref<64xi32>
      %ne = arith.cmpi ne, %v, %wi : i32
      %add = arith.select %ne, %one, %zero : i32
      %n2 = arith.addi %n, %add : i32
      scf.yield %n2 : i32
    }
    vector.print str "wrong "
    vector.print %bad : i32
    memref.dealloc %alloc : memref<64xi32>
    return
  }
}
