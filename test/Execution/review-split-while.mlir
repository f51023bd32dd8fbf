// Review of stitch-cpuify's scf.while lowering (no bug found): a suffix-sum
// in blocks of 12 threads (2 blocks) whose scf.while holds two barriers in
// its after region and carries an index stride (uniform), an i32 partial
// sum and an i32 count (per thread); the condition is a flag thread 0
// writes to shared memory between the barriers (a uniform load), and the
// condition region stores each thread's iteration count to global memory
// (a side effect that must run once per thread per evaluation). Results are
// used after the loop. The host runs the rounds with host arrays and checks
// the sums, the final stride and the per-thread condition counts.
// Fires: demoteWhile / interchangeWhile (the condition buffer
// memref<1x1x12xi1>, carried and forwarded buffers), splits inside the
// after region's thread loop.
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
// CHECK: split-while mismatches 0 checksum 104384
func.func @k(%in: memref<24xi32>, %out: memref<24xi32>, %cnt: memref<24xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c12, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<12xi32, #gpu.address_space<workgroup>>,
                       %flag : memref<1xi32, #gpu.address_space<workgroup>>) {
    %b12 = arith.muli %bx, %c12 : index
    %g = arith.addi %b12, %tx : index
    %x = memref.load %in[%g] : memref<24xi32>
    memref.store %x, %sh[%tx] : memref<12xi32, #gpu.address_space<workgroup>>
    %is0 = arith.cmpi eq, %tx, %c0 : index
    %k1 = arith.constant 1 : i32
    %k0 = arith.constant 0 : i32
    scf.if %is0 {
      memref.store %k1, %flag[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %init = memref.load %sh[%tx] : memref<12xi32, #gpu.address_space<workgroup>>
    %res:3 = scf.while (%s = %c1, %acc = %init, %n = %k0) : (index, i32, i32) -> (index, i32, i32) {
      %f = memref.load %flag[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      %go = arith.cmpi ne, %f, %k0 : i32
      // a per-thread side effect in the condition region
      %n1 = arith.addi %n, %k1 : i32
      memref.store %n1, %cnt[%g] : memref<24xi32>
      scf.condition(%go) %s, %acc, %n1 : index, i32, i32
    } do {
    ^bb0(%s: index, %acc: i32, %n: i32):
      %p = arith.addi %tx, %s : index
      %inb = arith.cmpi ult, %p, %c12 : index
      %v = scf.if %inb -> i32 {
        %l = memref.load %sh[%p] : memref<12xi32, #gpu.address_space<workgroup>>
        scf.yield %l : i32
      } else {
        scf.yield %k0 : i32
      }
      gpu.barrier
      %new = arith.addi %acc, %v : i32
      memref.store %new, %sh[%tx] : memref<12xi32, #gpu.address_space<workgroup>>
      %s2 = arith.muli %s, %c2 : index
      scf.if %is0 {
        %more = arith.cmpi ult, %s2, %c12 : index
        %mi = arith.extui %more : i1 to i32
        memref.store %mi, %flag[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.yield %s2, %new, %n : index, i32, i32
    }
    %k100 = arith.constant 100 : i32
    %a100 = arith.muli %res#1, %k100 : i32
    %si = arith.index_cast %res#0 : index to i32
    %o = arith.addi %a100, %si : i32
    memref.store %o, %out[%g] : memref<24xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-while mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %c24 = arith.constant 24 : index
  %z = arith.constant 0 : i64
  %k0 = arith.constant 0 : i32
  %k7 = arith.constant 7 : i32
  %k13 = arith.constant 13 : i32
  %k100 = arith.constant 100 : i32
  %in = memref.alloc() : memref<24xi32>
  %out = memref.alloc() : memref<24xi32>
  %cnt = memref.alloc() : memref<24xi32>
  scf.for %i = %c0 to %c24 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.muli %ii, %k7 : i32
    %v = arith.remui %a, %k13 : i32
    memref.store %v, %in[%i] : memref<24xi32>
  }
  call @k(%in, %out, %cnt) : (memref<24xi32>, memref<24xi32>, memref<24xi32>) -> ()
  %S = memref.alloc() : memref<12xi32>
  %V = memref.alloc() : memref<12xi32>
  %res:2 = scf.for %b = %c0 to %c2 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %b12 = arith.muli %b, %c12 : index
    scf.for %t = %c0 to %c12 step %c1 {
      %g = arith.addi %b12, %t : index
      %x = memref.load %in[%g] : memref<24xi32>
      memref.store %x, %S[%t] : memref<12xi32>
    }
    // rounds while s < 12: s = 1, 2, 4, 8 -> 4 rounds, final s = 16
    %sfin:2 = scf.while (%s = %c1, %rounds = %k0) : (index, i32) -> (index, i32) {
      %go = arith.cmpi ult, %s, %c12 : index
      scf.condition(%go) %s, %rounds : index, i32
    } do {
    ^bb0(%s: index, %r: i32):
      scf.for %t = %c0 to %c12 step %c1 {
        %p = arith.addi %t, %s : index
        %inb = arith.cmpi ult, %p, %c12 : index
        %v = scf.if %inb -> i32 {
          %l = memref.load %S[%p] : memref<12xi32>
          scf.yield %l : i32
        } else {
          scf.yield %k0 : i32
        }
        memref.store %v, %V[%t] : memref<12xi32>
      }
      scf.for %t = %c0 to %c12 step %c1 {
        %a = memref.load %S[%t] : memref<12xi32>
        %v = memref.load %V[%t] : memref<12xi32>
        %n = arith.addi %a, %v : i32
        memref.store %n, %S[%t] : memref<12xi32>
      }
      %s2 = arith.muli %s, %c2 : index
      %one = arith.constant 1 : i32
      %r2 = arith.addi %r, %one : i32
      scf.yield %s2, %r2 : index, i32
    }
    %si = arith.index_cast %sfin#0 : index to i32
    %one = arith.constant 1 : i32
    %calls = arith.addi %sfin#1, %one : i32
    %r:2 = scf.for %t = %c0 to %c12 step %c1 iter_args(%bd = %bad, %sm = %sum) -> (i64, i64) {
      %g = arith.addi %b12, %t : index
      %a = memref.load %S[%t] : memref<12xi32>
      %a100 = arith.muli %a, %k100 : i32
      %e = arith.addi %a100, %si : i32
      %got = memref.load %out[%g] : memref<24xi32>
      %ne = arith.cmpi ne, %got, %e : i32
      %gc = memref.load %cnt[%g] : memref<24xi32>
      %ne2 = arith.cmpi ne, %gc, %calls : i32
      %x = arith.extui %ne : i1 to i64
      %x2 = arith.extui %ne2 : i1 to i64
      %bd1 = arith.addi %bd, %x : i64
      %bd2 = arith.addi %bd1, %x2 : i64
      %g64 = arith.extsi %got : i32 to i64
      %sm2 = arith.addi %sm, %g64 : i64
      scf.yield %bd2, %sm2 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %pr = llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
