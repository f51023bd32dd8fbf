// The host half of the runtime without kernels: gpu.alloc, gpu.memset (32-
// and 16-bit), gpu.memcpy both ways and gpu.host_register/unregister,
// lowered by the upstream pipeline to mgpu* calls and run with
// libstitch_cuda_runtime.so. Here the CUDA driver is the fake one
// (Inputs/fake-libcuda.c: device memory is host memory), so the printed
// values are real and the trace shows the driver calls; run-gpu.test runs
// the same program on a real GPU.
// REQUIRES: stitch-cuda-runtime, cuda-toolkit
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: clang-22 -shared -fPIC -I%cuda_include %S/Inputs/fake-libcuda.c -Wl,-soname,libcuda.so.1 -o %t.dir/libcuda.so.1
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(gpu-async-region),gpu-lower-to-nvvm-pipeline{cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa})' > %t.ll.mlir
// RUN: env LD_LIBRARY_PATH=%t.dir %stitch-run-gpu %t.ll.mlir > %t.out 2> %t.trace
// RUN: FileCheck %s --input-file=%t.out
// RUN: FileCheck %s --input-file=%t.trace --check-prefix=TRACE

// CHECK-COUNT-8: 7
// CHECK-NEXT: 0
// CHECK-NEXT: 10
// CHECK-NEXT: 20
// CHECK-NEXT: 30
// CHECK-NEXT: 40
// CHECK-NEXT: 50
// CHECK-NEXT: 60
// CHECK-NEXT: 70
// CHECK-COUNT-4: -2
// CHECK-NOT: {{.}}

// TRACE: fake-cuda: alloc 32 bytes
// TRACE-NEXT: fake-cuda: memset32 8 words
// TRACE-NEXT: fake-cuda: memcpy DtoH 32 bytes
// TRACE-NEXT: fake-cuda: memcpy HtoD 32 bytes
// TRACE-NEXT: fake-cuda: memcpy DtoH 32 bytes
// TRACE-NEXT: fake-cuda: alloc 8 bytes
// TRACE-NEXT: fake-cuda: memset16 4 half-words
// TRACE-NEXT: fake-cuda: memcpy DtoH 8 bytes
// TRACE-NEXT: fake-cuda: host register 32 bytes
// TRACE-NEXT: fake-cuda: host unregister
// TRACE-NEXT: fake-cuda: free 32 bytes
// TRACE-NEXT: fake-cuda: free 8 bytes
// TRACE-NEXT: fake-cuda: exit: 0 device buffers, 0 streams, 0 events live, context depth 0

func.func @print(%m: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%i] : memref<8xi32>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : i32
  %seven = arith.constant 7 : i32
  %minus2 = arith.constant -2 : i16
  %host = memref.alloc() : memref<8xi32>
  %back = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %v = arith.muli %ii, %c10 : i32
    memref.store %v, %host[%i] : memref<8xi32>
  }
  %dev = gpu.alloc () : memref<8xi32>
  gpu.memset %dev, %seven : memref<8xi32>, i32
  gpu.memcpy %back, %dev : memref<8xi32>, memref<8xi32>
  call @print(%back) : (memref<8xi32>) -> ()
  gpu.memcpy %dev, %host : memref<8xi32>, memref<8xi32>
  gpu.memcpy %back, %dev : memref<8xi32>, memref<8xi32>
  call @print(%back) : (memref<8xi32>) -> ()
  %dev16 = gpu.alloc () : memref<4xi16>
  %back16 = memref.alloc() : memref<4xi16>
  gpu.memset %dev16, %minus2 : memref<4xi16>, i16
  gpu.memcpy %back16, %dev16 : memref<4xi16>, memref<4xi16>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %back16[%i] : memref<4xi16>
    vector.print %v : i16
  }
  %unranked = memref.cast %host : memref<8xi32> to memref<*xi32>
  gpu.host_register %unranked : memref<*xi32>
  gpu.host_unregister %unranked : memref<*xi32>
  gpu.dealloc %dev : memref<8xi32>
  gpu.dealloc %dev16 : memref<4xi16>
  memref.dealloc %host : memref<8xi32>
  memref.dealloc %back : memref<8xi32>
  memref.dealloc %back16 : memref<4xi16>
  return
}
