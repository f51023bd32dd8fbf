// gpu.launch with dynamic shared memory (CUDA's `extern __shared__` with the
// launch's byte count): dynamic_shared_memory_size %bytes, read through
// gpu.dynamic_shared_memory and two memref.view of different element types
// at different byte offsets. stitch-gpu-to-parallel allocates %bytes per
// block (memref.alloca(%bytes) : memref<?xi8> in the grid loop, %bytes cast
// to index before it) and re-types the views. Block size 13 (not a power of two), 3 blocks, 8 bytes per
// thread. Expected values by hand (a[i] = i): per block b, f[t] = 13b + t and
// g[t] = b * t; thread 0 sums them after a barrier (f: 169b + 78, g: 78b);
// every thread then writes f[12 - t] to r[13b + t].
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=IR
// CHECK: data =
// CHECK-NEXT: [78,  247,  416]
// CHECK: data =
// CHECK-NEXT: [0,  78,  156]
// CHECK: data =
// CHECK-NEXT: [12,  11,  10,  9,  8,  7,  6,  5,  4,  3,  2,  1,  0,  25,  24,  23,  22,  21,  20,  19,  18,  17,  16,  15,  14,  13,  38,  37,  36,  35,  34,  33,  32,  31,  30,  29,  28,  27,  26]
// The GPU path makes it dynamic shared memory again:
// RUN: stitch-opt %s --stitch-to-gpu | FileCheck %s --check-prefix=GPU
// GPU: gpu.launch_func {{.*}} dynamic_shared_memory_size
// GPU: gpu.func @kernel_kernel(
// GPU: %[[DYN:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// GPU: memref.view %[[DYN]]{{.*}} to memref<?xf32, #gpu.address_space<workgroup>>
// GPU: memref.view %[[DYN]]{{.*}} to memref<?xi32, #gpu.address_space<workgroup>>
// IR-LABEL: func.func @kernel(
// IR-SAME: %[[BYTES:[^:]*]]: i32
// IR: %[[N:.*]] = arith.index_cast %[[BYTES]] : i32 to index
// IR: scf.parallel
// IR-NEXT: %[[DYN:.*]] = memref.alloca(%[[N]]) : memref<?xi8>
// IR-NEXT: scf.parallel
// IR: memref.view %[[DYN]][%{{.*}}][%{{.*}}] : memref<?xi8> to memref<?xf32>
// IR: memref.view %[[DYN]][%{{.*}}][%{{.*}}] : memref<?xi8> to memref<?xi32>
// IR-NOT: gpu.
// IR: return

func.func @kernel(%a: memref<39xf32>, %sums: memref<3xf32>, %isums: memref<3xi32>,
                  %r: memref<39xf32>, %nt: index, %bytes: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zf = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %nt, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %bytes {
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %f = memref.view %dyn[%c0][%nt] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
    %off = arith.muli %nt, %c4 : index
    %g = memref.view %dyn[%off][%nt] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi32, #gpu.address_space<workgroup>>
    %base = arith.muli %bx, %nt : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %a[%i] : memref<39xf32>
    memref.store %v, %f[%tx] : memref<?xf32, #gpu.address_space<workgroup>>
    %p = arith.muli %bx, %tx : index
    %pi = arith.index_cast %p : index to i32
    memref.store %pi, %g[%tx] : memref<?xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %s:2 = scf.for %k = %c0 to %nt step %c1 iter_args(%sf = %zf, %si = %zi) -> (f32, i32) {
        %x = memref.load %f[%k] : memref<?xf32, #gpu.address_space<workgroup>>
        %y = memref.load %g[%k] : memref<?xi32, #gpu.address_space<workgroup>>
        %sf2 = arith.addf %sf, %x : f32
        %si2 = arith.addi %si, %y : i32
        scf.yield %sf2, %si2 : f32, i32
      }
      memref.store %s#0, %sums[%bx] : memref<3xf32>
      memref.store %s#1, %isums[%bx] : memref<3xi32>
    }
    %last = arith.subi %nt, %c1 : index
    %j = arith.subi %last, %tx : index
    %w = memref.load %f[%j] : memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %w, %r[%i] : memref<39xf32>
    gpu.terminator
  }
  return
}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c13 = arith.constant 13 : index
  %c39 = arith.constant 39 : index
  %bytes = arith.constant 104 : i32
  %a = memref.alloc() : memref<39xf32>
  %r = memref.alloc() : memref<39xf32>
  %sums = memref.alloc() : memref<3xf32>
  %isums = memref.alloc() : memref<3xi32>
  scf.for %i = %c0 to %c39 step %c1 {
    %vi = arith.index_cast %i : index to i32
    %v = arith.sitofp %vi : i32 to f32
    memref.store %v, %a[%i] : memref<39xf32>
  }
  call @kernel(%a, %sums, %isums, %r, %c13, %bytes)
      : (memref<39xf32>, memref<3xf32>, memref<3xi32>, memref<39xf32>, index, i32) -> ()
  %u0 = memref.cast %sums : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %u1 = memref.cast %isums : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%u1) : (memref<*xi32>) -> ()
  %u2 = memref.cast %r : memref<39xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<39xf32>
  memref.dealloc %r : memref<39xf32>
  memref.dealloc %sums : memref<3xf32>
  memref.dealloc %isums : memref<3xi32>
  return
}
