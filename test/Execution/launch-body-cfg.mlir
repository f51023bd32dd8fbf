// gpu.launch bodies with unstructured control flow (cf.br / cf.cond_br over
// several blocks), as producers that lower scf to cf before handing over
// emit them: the kernel pipelines make them structured first
// (stitch-lift-launch-cfg runs upstream lift-cf-to-scf on their functions),
// so the barrier passes see scf.while / scf.if.
//   @sum3:   a loop of blocks with two barriers per trip, bound a kernel
//            argument (uniform): v += v[(t + 1) % 16], 3 times;
//   @exit:   an early exit of the threads past a limit (`if (t >= n)
//            return;`), no barrier;
//   @rotate: a uniform branch inside the loop (even trips) holding the
//            barriers: rotate by one on trips 0, 2, 4, then add 1 on every
//            trip (5 trips).
// Expected values from a Python simulation of the 16 threads (loops over
// the trips, each trip's reads before its writes):
//   sum3:   [12, 20, ..., 108, 100, 60, 20]
//   exit:   t * t for t < 10, t otherwise
//   rotate: [8, ..., 20, 5, 6, 7]
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-lift-launch-cfg,func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @sum3
// IR-NOT: {{ cf\.}}
// IR: scf.while
// IR: stitch.barrier
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// CHECK: [12,  20,  28,  36,  44,  52,  60,  68,  76,  84,  92,  100,  108,  100,  60,  20]
// CHECK: [0,  1,  4,  9,  16,  25,  36,  49,  64,  81,  10,  11,  12,  13,  14,  15]
// CHECK: [8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  5,  6,  7]

!sh = memref<16xf32, #gpu.address_space<workgroup>>

func.func @sum3(%a: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %v0 = memref.load %a[%tx] : memref<16xf32>
    cf.br ^loop(%c0, %v0 : index, f32)
  ^loop(%i: index, %v: f32):
    %p = arith.cmpi slt, %i, %n : index
    cf.cond_br %p, ^body, ^exit
  ^body:
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    %t1 = arith.addi %tx, %c1 : index
    %t2 = arith.remui %t1, %c16 : index
    %u = memref.load %sh[%t2] : !sh
    %w = arith.addf %v, %u : f32
    gpu.barrier
    %i2 = arith.addi %i, %c1 : index
    cf.br ^loop(%i2, %w : index, f32)
  ^exit:
    memref.store %v, %a[%tx] : memref<16xf32>
    gpu.terminator
  }
  return
}

func.func @exit(%a: memref<16xf32>, %lim: index) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %out = arith.cmpi uge, %tx, %lim : index
    cf.cond_br %out, ^done, ^work
  ^work:
    %v = memref.load %a[%tx] : memref<16xf32>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %a[%tx] : memref<16xf32>
    gpu.terminator
  ^done:
    gpu.terminator
  }
  return
}

func.func @rotate(%a: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %v0 = memref.load %a[%tx] : memref<16xf32>
    cf.br ^head(%c0, %v0 : index, f32)
  ^head(%k: index, %v: f32):
    %more = arith.cmpi slt, %k, %n : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %r = arith.remui %k, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    cf.cond_br %even, ^exchange, ^inc(%v : f32)
  ^exchange:
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    %t1 = arith.addi %tx, %c1 : index
    %t2 = arith.remui %t1, %c16 : index
    %u = memref.load %sh[%t2] : !sh
    gpu.barrier
    cf.br ^inc(%u : f32)
  ^inc(%x: f32):
    %y = arith.addf %x, %one : f32
    %k1 = arith.addi %k, %c1 : index
    cf.br ^head(%k1, %y : index, f32)
  ^exit:
    memref.store %v, %a[%tx] : memref<16xf32>
    gpu.terminator
  }
  return
}

func.func private @printMemrefF32(memref<*xf32>)

func.func @iota() -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<16xf32>
  }
  return %a : memref<16xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %a = call @iota() : () -> memref<16xf32>
  call @sum3(%a, %c3) : (memref<16xf32>, index) -> ()
  %ua = memref.cast %a : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = call @iota() : () -> memref<16xf32>
  call @exit(%b, %c10) : (memref<16xf32>, index) -> ()
  %ub = memref.cast %b : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %c = call @iota() : () -> memref<16xf32>
  call @rotate(%c, %c5) : (memref<16xf32>, index) -> ()
  %uc = memref.cast %c : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  return
}
