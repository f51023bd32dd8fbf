// CUDA's early `return` in the unstructured form of outlined kernels: a
// gpu.func whose cf.cond_br sends the threads past the end (g >= n) to a
// block holding gpu.return, a barrier among the others (review 26: the
// scf.if lift-cf-to-scf made of it was stitch-cpuify's divergent-barrier
// error). stitch-lift-launch-cfg marks the lifted tail if with an empty
// region `stitch.exit_guard` (its work moved to the then region, the
// condition negated), and a second return in the work likewise, so that
// stitch-predicate-exits gives them CUDA's meaning. n = 13, in[i] = i + 1,
// 2 blocks of 8 threads, out initialized to -1. References by hand:
//   @first:  s[t] = 2 in[g]; barrier; out[g] = s[t] + s[t-1] (t > 0)
//   @second: s[t] = 2 in[g]; barrier; v = s[t] + s[t-1]; return if v > 40;
//            barrier; s2[t] = v + 1; barrier; out[g] = s2[t] + s2[t-1]
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// CHECK: [2,  6,  10,  14,  18,  22,  26,  30,  18,  38,  42,  46,  50,  -1,  -1,  -1]
// CHECK: [3,  10,  18,  26,  34,  42,  50,  58,  19,  58,  -1,  -1,  -1,  -1,  -1,  -1]
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-inline-gpu-kernels,stitch-lift-launch-cfg)' | FileCheck %s --check-prefix=MARK
// MARK-LABEL: gpu.launch
// MARK: %[[OOB:.*]] = arith.cmpi uge
// MARK: %[[GO:.*]] = arith.xori %[[OOB]], %true
// MARK: scf.if %[[GO]] {
// MARK:   gpu.barrier
// MARK: } {stitch.exit_guard}
// MARK-LABEL: gpu.launch
// MARK: scf.if %{{.*}} {
// MARK:   gpu.barrier
// MARK:   scf.if %{{.*}} {
// MARK:     gpu.barrier
// MARK:   } {stitch.exit_guard}
// MARK: } {stitch.exit_guard}
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @first(%in: memref<16xf32>, %out: memref<16xf32>, %n: index)
        workgroup(%sh : memref<8xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %c8 = arith.constant 8 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %b8 = arith.muli %bx, %c8 : index
      %g = arith.addi %b8, %tx : index
      %oob = arith.cmpi uge, %g, %n : index
      cf.cond_br %oob, ^ret, ^work
    ^ret:
      gpu.return
    ^work:
      %v = memref.load %in[%g] : memref<16xf32>
      %v2 = arith.addf %v, %v : f32
      memref.store %v2, %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      %gt = arith.cmpi ugt, %tx, %c0 : index
      cf.cond_br %gt, ^left, ^done(%a : f32)
    ^left:
      %tm = arith.subi %tx, %c1 : index
      %b = memref.load %sh[%tm] : memref<8xf32, #gpu.address_space<workgroup>>
      %s = arith.addf %a, %b : f32
      cf.br ^done(%s : f32)
    ^done(%r: f32):
      memref.store %r, %out[%g] : memref<16xf32>
      gpu.return
    }
    gpu.func @second(%in: memref<16xf32>, %out: memref<16xf32>, %n: index)
        workgroup(%sh : memref<8xf32, #gpu.address_space<workgroup>>,
                  %sh2 : memref<8xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %c8 = arith.constant 8 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %forty = arith.constant 40.0 : f32
      %b8 = arith.muli %bx, %c8 : index
      %g = arith.addi %b8, %tx : index
      %gt = arith.cmpi ugt, %tx, %c0 : index
      %tm0 = arith.subi %tx, %c1 : index
      %tm = arith.select %gt, %tm0, %c0 : index
      %oob = arith.cmpi uge, %g, %n : index
      cf.cond_br %oob, ^ret, ^work
    ^ret:
      gpu.return
    ^work:
      %v = memref.load %in[%g] : memref<16xf32>
      %v2 = arith.addf %v, %v : f32
      memref.store %v2, %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = memref.load %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      %l = memref.load %sh[%tm] : memref<8xf32, #gpu.address_space<workgroup>>
      %lz = arith.select %gt, %l, %zero : f32
      %w = arith.addf %a, %lz : f32
      %big = arith.cmpf ogt, %w, %forty : f32
      cf.cond_br %big, ^ret2, ^more
    ^ret2:
      gpu.return
    ^more:
      gpu.barrier
      %w1 = arith.addf %w, %one : f32
      memref.store %w1, %sh2[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c = memref.load %sh2[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      %d = memref.load %sh2[%tm] : memref<8xf32, #gpu.address_space<workgroup>>
      %dz = arith.select %gt, %d, %zero : f32
      %r = arith.addf %c, %dz : f32
      memref.store %r, %out[%g] : memref<16xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @run(%k: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c13 = arith.constant 13 : index
    %c16 = arith.constant 16 : index
    %in = memref.alloc() : memref<16xf32>
    %out = memref.alloc() : memref<16xf32>
    %m1 = arith.constant -1.0 : f32
    scf.for %i = %c0 to %c16 step %c1 {
      %i1 = arith.addi %i, %c1 : index
      %ii = arith.index_cast %i1 : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %in[%i] : memref<16xf32>
      memref.store %m1, %out[%i] : memref<16xf32>
    }
    %isFirst = arith.cmpi eq, %k, %c0 : index
    scf.if %isFirst {
      gpu.launch_func @m::@first blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%in : memref<16xf32>, %out : memref<16xf32>, %c13 : index)
    } else {
      gpu.launch_func @m::@second blocks in (%c2, %c1, %c1) threads in (%c8, %c1, %c1) args(%in : memref<16xf32>, %out : memref<16xf32>, %c13 : index)
    }
    %u = memref.cast %out : memref<16xf32> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %in : memref<16xf32>
    memref.dealloc %out : memref<16xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    call @run(%c0) : (index) -> ()
    call @run(%c1) : (index) -> ()
    return
  }
}
