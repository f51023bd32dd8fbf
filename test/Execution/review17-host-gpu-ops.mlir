// Host-side gpu.alloc / gpu.memcpy / gpu.dealloc / gpu.wait around a
// gpu.launch, as GPU producers (and stitch-parallel-to-gpu's
// host-memory=copy) emit them: on the CPU device memory is host memory, so
// they become memref.alloc / memref.copy / memref.dealloc / nothing (review
// 17: a cascade of "not lowered" errors at the end of the pipeline). A
// dynamically sized gpu.alloc keeps its size. Expected values by hand:
// each thread doubles its element (i + 1) and adds its right neighbour's
// after a barrier.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @run
// IR: memref.alloc(%{{.*}}) : memref<?xf32>
// IR: memref.copy %{{.*}}, %{{.*}} : memref<6xf32> to memref<?xf32>
// IR: scf.parallel
// IR: memref.copy %{{.*}}, %{{.*}} : memref<?xf32> to memref<6xf32>
// IR: memref.dealloc
// IR-NOT: gpu.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// CHECK: ( 6, 10, 14, 18, 22, 12 )
!sh = memref<6xf32, #gpu.address_space<workgroup>>
func.func @run(%h: memref<6xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %d = gpu.alloc (%n) : memref<?xf32>
  gpu.memcpy %d, %h : memref<?xf32>, memref<6xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1)
             workgroup(%s : !sh) {
    %v = memref.load %d[%tx] : memref<?xf32>
    %two = arith.constant 2.0 : f32
    %w = arith.mulf %v, %two : f32
    memref.store %w, %s[%tx] : !sh
    gpu.barrier
    %c5 = arith.constant 5 : index
    %next = arith.addi %tx, %c1 : index
    %last = arith.cmpi eq, %tx, %c5 : index
    %j = arith.select %last, %tx, %next : index
    %r = memref.load %s[%j] : !sh
    %sum = arith.addf %w, %r : f32
    %o = arith.select %last, %w, %sum : f32
    memref.store %o, %d[%tx] : memref<?xf32>
    gpu.terminator
  }
  gpu.wait
  gpu.memcpy %h, %d : memref<6xf32>, memref<?xf32>
  gpu.dealloc %d : memref<?xf32>
  return
}
func.func @main() {
  %h = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %one = arith.constant 1.0 : f32
    %v = arith.addf %f, %one : f32
    memref.store %v, %h[%i] : memref<6xf32>
  }
  call @run(%h, %c6) : (memref<6xf32>, index) -> ()
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %h[%c0], %pad : memref<6xf32>, vector<6xf32>
  vector.print %v : vector<6xf32>
  memref.dealloc %h : memref<6xf32>
  return
}
