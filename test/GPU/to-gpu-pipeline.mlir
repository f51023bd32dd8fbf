// stitch-to-gpu: a gpu.launch (here written with the gpu dialect) goes to the
// input form and back to a launch, is outlined into a gpu.module with its
// workgroup memory and constants, and the host copies become stream-ordered.
// RUN: stitch-opt %s --stitch-to-gpu | FileCheck %s

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @kernel
// CHECK-SAME: (%[[IN:.*]]: memref<512xi32>, %[[OUT:.*]]: memref<8xi32>)
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK-NEXT: %[[DIN:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<512xi32>
// CHECK-NEXT: %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[DIN]], %[[IN]]
// CHECK-NEXT: %[[DOUT:.*]], %[[T3:.*]] = gpu.alloc async [%[[T2]]] () : memref<8xi32>
// CHECK-NEXT: %[[T4:.*]] = gpu.memcpy async [%[[T3]]] %[[DOUT]], %[[OUT]]
// CHECK-NEXT: %[[T5:.*]] = gpu.launch_func async [%[[T4]]] @kernel_kernel::@kernel_kernel blocks in (%c8{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}}) threads in (%c64{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}}) args(%[[DIN]] : memref<512xi32>, %[[DOUT]] : memref<8xi32>)
// CHECK-NEXT: %[[T6:.*]] = gpu.memcpy async [%[[T5]]] %[[OUT]], %[[DOUT]]
// CHECK-NEXT: %[[T7:.*]] = gpu.dealloc async [%[[T6]]] %[[DIN]]
// CHECK-NEXT: %[[T8:.*]] = gpu.dealloc async [%[[T7]]] %[[DOUT]]
// CHECK-NEXT: gpu.wait [%[[T8]]]
// CHECK-NEXT: return
// CHECK: gpu.module @kernel_kernel {
// CHECK-NEXT: gpu.func @kernel_kernel(%{{.*}}: memref<512xi32>, %{{.*}}: memref<8xi32>) workgroup(%[[SH:.*]] : memref<64xi32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 8, 1, 1>}
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: arith.muli %block_id_x, %[[C64]] : index
// CHECK: memref.store %{{.*}}, %[[SH]][%thread_id_x]
// CHECK-NEXT: gpu.barrier
// CHECK: gpu.return

func.func @kernel(%in: memref<512xi32>, %out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %g = gpu.global_id x
    %v = memref.load %in[%g] : memref<512xi32>
    memref.store %v, %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %r = memref.load %sh[%c0] : memref<64xi32, #gpu.address_space<workgroup>>
      memref.store %r, %out[%bx] : memref<8xi32>
    }
    gpu.terminator
  }
  return
}
