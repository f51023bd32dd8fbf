// Regression (found by review, fixed): stitch-cpuify (method=mincut, the default) recomputes after a barrier
// a load whose memory a memref.generic_atomic_rmw of the thread loop writes
// (stitch-cuda's atomicCAS / atomicXor). collectWritesOfOp (Cpuify.c) skips
// every op with regions, meaning to collect only the effects of the ops
// nested in it, but generic_atomic_rmw's write is its own effect (its body
// only computes the new value): the WriteSet misses it, isRecomputable
// accepts the load, and the min cut repeats `v = sh[0]` after the barrier,
// where thread 0's atomic has already changed sh[0]: threads 1..7 of each
// block stored 5 ^ 7 = 2 instead of 5 (method=cache-all keeps v and is
// right). Same with stitch-cuda: `int v = flag[0]; __syncthreads();
// if (tid == 0) atomicCAS(&flag[0], 5, 9); out[gid] = v;` gives 62 of 64
// wrong. Each thread stores the value of sh[0] it read before the second
// barrier; the host expects 5 everywhere.
// Fires: the split at the second barrier (stitch-cpuify) decides between
// keeping v and repeating its load (--mlir-print-ir-after=stitch-cpuify shows
// the load of sh[0] repeated in the second thread loop, after the atomic).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.par.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.par.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.all.mlir | FileCheck %s
// CHECK: split-generic-atomic mismatches 0
func.func @kern(%out: memref<2x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<1xi32, #gpu.address_space<workgroup>>) {
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      %k5 = arith.constant 5 : i32
      memref.store %k5, %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %v = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.if %is0 {
      %old = memref.generic_atomic_rmw %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>> {
      ^bb0(%cur: i32):
        %k7 = arith.constant 7 : i32
        %x = arith.xori %cur, %k7 : i32
        memref.atomic_yield %x : i32
      }
    }
    memref.store %v, %out[%bx, %tx] : memref<2x8xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-generic-atomic mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i64
  %k5 = arith.constant 5 : i32
  %out = memref.alloc() : memref<2x8xi32>
  call @kern(%out) : (memref<2x8xi32>) -> ()
  %bad = scf.for %b = %c0 to %c2 step %c1 iter_args(%n = %z) -> (i64) {
    %r = scf.for %t = %c0 to %c8 step %c1 iter_args(%m = %n) -> (i64) {
      %g = memref.load %out[%b, %t] : memref<2x8xi32>
      %ne = arith.cmpi ne, %g, %k5 : i32
      %x = arith.extui %ne : i1 to i64
      %m2 = arith.addi %m, %x : i64
      scf.yield %m2 : i64
    }
    scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %pr = llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
