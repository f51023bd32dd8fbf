// Review 18c finding 01 (wrong result, silent, fixed). A constant lookup table declared as a
// memref.global inside the gpu.module (CUDA __constant__ / NVVM form) while
// the host module has a different global of the same name.
// stitch-inline-gpu-kernels copies the kernel body into the host but not the
// gpu.module's globals, so the inlined get_global @tab now resolves to the
// HOST @tab. No error, no warning.
// Expected (by hand, the kernel reads its own module's table): [1, 2, 3, 4]
// then the host table [100, 200, 300, 400].
// Was at OMP_NUM_THREADS=1, 2, 3: [100, 200, 300, 400] twice.
// Compile: stitch-opt 01-gpu-module-global-shadowed.mlir --stitch-to-openmp
module attributes {gpu.container_module} {
  memref.global "private" constant @tab : memref<4xi32> = dense<[100, 200, 300, 400]>
  gpu.module @m {
    memref.global "private" constant @tab : memref<4xi32> = dense<[1, 2, 3, 4]>
    gpu.func @k(%a: memref<4xi32>) kernel {
      %tx = gpu.thread_id x
      %t = memref.get_global @tab : memref<4xi32>
      %v = memref.load %t[%tx] : memref<4xi32>
      memref.store %v, %a[%tx] : memref<4xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %a = memref.alloc() : memref<4xi32>
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xi32>)
    %u = memref.cast %a : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%u) : (memref<*xi32>) -> ()
    %t = memref.get_global @tab : memref<4xi32>
    %tu = memref.cast %t : memref<4xi32> to memref<*xi32>
    call @printMemrefI32(%tu) : (memref<*xi32>) -> ()
    return
  }
}
