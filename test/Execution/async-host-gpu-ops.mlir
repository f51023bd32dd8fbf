// The host GPU ops of review17-host-gpu-ops.mlir in their async forms, as
// gpu-async-region and async producers emit them: gpu.wait async, gpu.alloc /
// gpu.memcpy / gpu.dealloc / gpu.launch async [deps], gpu.wait [token]. On
// the CPU every GPU op runs synchronously where it stands, which honours
// every dependency: stitch-gpu-to-parallel drops the tokens (review 18: the
// async launch was rejected). Same expected values (by hand, see there).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @run
// IR-NOT: gpu.
// IR: memref.alloc(%{{.*}}) : memref<?xf32>
// IR: memref.copy %{{.*}}, %{{.*}} : memref<6xf32> to memref<?xf32>
// IR: scf.parallel
// IR: memref.copy %{{.*}}, %{{.*}} : memref<?xf32> to memref<6xf32>
// IR: memref.dealloc
// IR-NOT: gpu.
// IR: return
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// CHECK: ( 6, 10, 14, 18, 22, 12 )
!sh = memref<6xf32, #gpu.address_space<workgroup>>
func.func @run(%h: memref<6xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %t0 = gpu.wait async
  %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  %t2 = gpu.memcpy async [%t1] %d, %h : memref<?xf32>, memref<6xf32>
  %t3 = gpu.launch async [%t2] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
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
  %t4 = gpu.memcpy async [%t3] %h, %d : memref<6xf32>, memref<?xf32>
  %t5 = gpu.dealloc async [%t4] %d : memref<?xf32>
  gpu.wait [%t5]
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
