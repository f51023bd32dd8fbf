// gpu.printf in an outlined kernel (upstream's printf integration test,
// found rejected by review): each thread prints through the C library's
// printf (stitch-lower-gpu-printf), its index as %lld, an i8 as %d and an
// f32 as %f (promoted to f64). One line per thread; at 1 thread in thread
// order, at 2 (two blocks run at once) in some order.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s --check-prefix=ANY

// CHECK: Hello from 0, 0, 2, 3.000000
// CHECK-NEXT: Hello from 0, 1, 2, 3.000000
// CHECK-NEXT: Hello from 0, 2, 2, 3.000000
// CHECK-NEXT: Hello from 1, 0, 2, 3.000000
// CHECK-NEXT: Hello from 1, 1, 2, 3.000000
// CHECK-NEXT: Hello from 1, 2, 2, 3.000000
// CHECK-NEXT: done
// ANY-DAG: Hello from 0, 0, 2, 3.000000
// ANY-DAG: Hello from 0, 2, 2, 3.000000
// ANY-DAG: Hello from 1, 0, 2, 3.000000
// ANY-DAG: Hello from 1, 2, 2, 3.000000
// ANY: done
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hello() kernel {
      %0 = gpu.thread_id x
      %b = gpu.block_id x
      %csti8 = arith.constant 2 : i8
      %cstf32 = arith.constant 3.0 : f32
      gpu.printf "Hello from %lld, %lld, %d, %f\n", %b, %0, %csti8, %cstf32 : index, index, i8, f32
      gpu.return
    }
  }
  func.func @main() {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@hello blocks in (%c2, %c1, %c1) threads in (%c3, %c1, %c1)
    %s = llvm.mlir.addressof @done : !llvm.ptr
    %r = llvm.call @puts(%s) : (!llvm.ptr) -> i32
    return
  }
  llvm.mlir.global internal constant @done("done\00") {addr_space = 0 : i32}
  llvm.func @puts(!llvm.ptr) -> i32
}
