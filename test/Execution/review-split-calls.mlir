// Review of stitch-cpuify's recomputation around calls (no bug found):
// values returned by calls before a barrier and used after it must not be
// recomputed: @bump increments a per-thread global counter (a side effect
// hidden in a call), @peek reads a global element that another thread of
// the block overwrites between the barriers (as does a plain load of it).
// The host checks the outputs, that every counter was bumped exactly once,
// and the overwritten global array.
// Fires: the splits keep the call results and the load in buffers
// (memref<1x1x10xi32>); the calls stay in the first thread loop.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.all.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.par.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.par.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.allpar.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.allpar.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: split-calls mismatches 0 checksum 2351880
func.func @bump(%ctr: memref<20xi32>, %i: index) -> i32 {
  %k1 = arith.constant 1 : i32
  %k10 = arith.constant 10 : i32
  %c = memref.load %ctr[%i] : memref<20xi32>
  %c1 = arith.addi %c, %k1 : i32
  memref.store %c1, %ctr[%i] : memref<20xi32>
  %ii = arith.index_cast %i : index to i32
  %r0 = arith.muli %c1, %k10 : i32
  %r = arith.addi %r0, %ii : i32
  return %r : i32
}
func.func @peek(%g: memref<20xi32>, %i: index) -> i32 {
  %v = memref.load %g[%i] : memref<20xi32>
  return %v : i32
}
func.func @k(%g: memref<20xi32>, %ctr: memref<20xi32>, %out: memref<20xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c10, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<10xi32, #gpu.address_space<workgroup>>) {
    %b10 = arith.muli %bx, %c10 : index
    %gi = arith.addi %b10, %tx : index
    %t1 = arith.addi %tx, %c1 : index
    %tn = arith.remui %t1, %c10 : index
    %gn = arith.addi %b10, %tn : index
    %v = func.call @bump(%ctr, %gi) : (memref<20xi32>, index) -> i32
    %w = func.call @peek(%g, %gn) : (memref<20xi32>, index) -> i32
    %ld = memref.load %g[%gn] : memref<20xi32>
    memref.store %v, %sh[%tx] : memref<10xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %s = memref.load %sh[%tn] : memref<10xi32, #gpu.address_space<workgroup>>
    %vs = arith.addi %v, %s : i32
    memref.store %vs, %g[%gi] : memref<20xi32>
    gpu.barrier
    %k1000 = arith.constant 1000 : i32
    %k100 = arith.constant 100 : i32
    %o0 = arith.muli %v, %k1000 : i32
    %o1 = arith.addi %o0, %w : i32
    %o2 = arith.muli %ld, %k100 : i32
    %o3 = arith.addi %o1, %o2 : i32
    %o = arith.addi %o3, %s : i32
    memref.store %o, %out[%gi] : memref<20xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-calls mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %z = arith.constant 0 : i64
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k3 = arith.constant 3 : i32
  %k10 = arith.constant 10 : i32
  %k100 = arith.constant 100 : i32
  %k1000 = arith.constant 1000 : i32
  %g = memref.alloc() : memref<20xi32>
  %ctr = memref.alloc() : memref<20xi32>
  %out = memref.alloc() : memref<20xi32>
  %g0 = memref.alloc() : memref<20xi32>
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %v = arith.muli %ii, %k3 : i32
    %v1 = arith.addi %v, %k1 : i32
    memref.store %v1, %g[%i] : memref<20xi32>
    memref.store %v1, %g0[%i] : memref<20xi32>
    memref.store %ii, %ctr[%i] : memref<20xi32>
  }
  call @k(%g, %ctr, %out) : (memref<20xi32>, memref<20xi32>, memref<20xi32>) -> ()
  %res:2 = scf.for %i = %c0 to %c20 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i32
    %b = arith.divui %i, %c10 : index
    %t = arith.remui %i, %c10 : index
    %t1 = arith.addi %t, %c1 : index
    %tn = arith.remui %t1, %c10 : index
    %b10 = arith.muli %b, %c10 : index
    %gn = arith.addi %b10, %tn : index
    %gni = arith.index_cast %gn : index to i32
    // v(i) = (i + 1) * 10 + i : counter started at i, bumped once
    %ci = arith.addi %ii, %k1 : i32
    %v0 = arith.muli %ci, %k10 : i32
    %v = arith.addi %v0, %ii : i32
    %cn = arith.addi %gni, %k1 : i32
    %s0 = arith.muli %cn, %k10 : i32
    %s = arith.addi %s0, %gni : i32
    %w = memref.load %g0[%gn] : memref<20xi32>
    %o0 = arith.muli %v, %k1000 : i32
    %o1 = arith.addi %o0, %w : i32
    %o2 = arith.muli %w, %k100 : i32
    %o3 = arith.addi %o1, %o2 : i32
    %e = arith.addi %o3, %s : i32
    %got = memref.load %out[%i] : memref<20xi32>
    %ne = arith.cmpi ne, %got, %e : i32
    %gc = memref.load %ctr[%i] : memref<20xi32>
    %ne2 = arith.cmpi ne, %gc, %ci : i32
    %gg = memref.load %g[%i] : memref<20xi32>
    %eg = arith.addi %v, %s : i32
    %ne3 = arith.cmpi ne, %gg, %eg : i32
    %x1 = arith.extui %ne : i1 to i64
    %x2 = arith.extui %ne2 : i1 to i64
    %x3 = arith.extui %ne3 : i1 to i64
    %b1 = arith.addi %bad, %x1 : i64
    %b2 = arith.addi %b1, %x2 : i64
    %b3 = arith.addi %b2, %x3 : i64
    %g64 = arith.extsi %got : i32 to i64
    %sm = arith.addi %sum, %g64 : i64
    scf.yield %b3, %sm : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %pr = llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
