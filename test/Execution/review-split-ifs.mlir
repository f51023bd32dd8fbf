// Review of stitch-cpuify's scf.if lowering (no bug found): per block a
// uniform mode (loaded from an argument, passed through an scf.for, so the
// condition is computed by the threads and read from thread 0's copy in the
// explicit pipelines) selects an scf.if with two results and barriers in the
// then branch, or in a nested scf.if of the else branch, followed by an
// scf.if without else holding a barrier; values defined before the ifs are
// used inside and after them. Blocks 0, 1, 2 take the three paths. The host
// runs each path with host arrays.
// Fires: demoteIfResults and interchange of if/else, nested and else-less
// ifs (memref<1x1x9xi32> result buffers, the i1 condition buffer in the
// pipelines without parallel LICM).
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
// CHECK: split-ifs mismatches 0 checksum 3636
func.func @k(%out: memref<3x9x3xi32>, %mode: memref<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %k10 = arith.constant 10 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c9, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<9xi32, #gpu.address_space<workgroup>>) {
    %ti = arith.index_cast %tx : index to i32
    %bi = arith.index_cast %bx : index to i32
    %md = memref.load %mode[%bx] : memref<3xi32>
    %v0a = arith.muli %ti, %k10 : i32
    %v0 = arith.addi %v0a, %bi : i32
    memref.store %v0, %sh[%tx] : memref<9xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %t1 = arith.addi %tx, %c1 : index
    %tn = arith.remui %t1, %c9 : index
    %t2 = arith.addi %tx, %c2 : index
    %tn2 = arith.remui %t2, %c9 : index
    %nb = memref.load %sh[%tn] : memref<9xi32, #gpu.address_space<workgroup>>
    // a uniform condition computed by a loop (a region op: kept per thread, read from thread 0)
    %cnt = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %md) -> i32 {
      %a2 = arith.addi %a, %k1 : i32
      scf.yield %a2 : i32
    }
    %three = arith.constant 3 : i32
    %m = arith.subi %cnt, %three : i32
    %isA = arith.cmpi eq, %m, %k0 : i32
    %r:2 = scf.if %isA -> (i32, i32) {
      %p = arith.muli %nb, %k2 : i32
      gpu.barrier
      memref.store %p, %sh[%tx] : memref<9xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %q = memref.load %sh[%tn2] : memref<9xi32, #gpu.address_space<workgroup>>
      %pq = arith.addi %p, %q : i32
      scf.yield %pq, %p : i32, i32
    } else {
      %isB = arith.cmpi eq, %m, %k1 : i32
      %inner = scf.if %isB -> i32 {
        gpu.barrier
        %s = arith.addi %nb, %k1 : i32
        memref.store %s, %sh[%tn] : memref<9xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %q = memref.load %sh[%tx] : memref<9xi32, #gpu.address_space<workgroup>>
        scf.yield %q : i32
      } else {
        scf.yield %nb : i32
      }
      %neg = arith.subi %k0, %inner : i32
      scf.yield %inner, %neg : i32, i32
    }
    // an if without else holding a barrier
    %isC = arith.cmpi sge, %m, %k1 : i32
    scf.if %isC {
      gpu.barrier
      memref.store %r#0, %sh[%tx] : memref<9xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %w = memref.load %sh[%tn2] : memref<9xi32, #gpu.address_space<workgroup>>
    memref.store %r#0, %out[%bx, %tx, %c0] : memref<3x9x3xi32>
    memref.store %r#1, %out[%bx, %tx, %c1] : memref<3x9x3xi32>
    memref.store %w, %out[%bx, %tx, %c2] : memref<3x9x3xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-ifs mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %z = arith.constant 0 : i64
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %k10 = arith.constant 10 : i32
  %mode = memref.alloc() : memref<3xi32>
  // block 0: mode A (0), block 1: mode B (1), block 2: mode C (2: else, else)
  scf.for %b = %c0 to %c3 step %c1 {
    %bi = arith.index_cast %b : index to i32
    memref.store %bi, %mode[%b] : memref<3xi32>
  }
  %out = memref.alloc() : memref<3x9x3xi32>
  call @k(%out, %mode) : (memref<3x9x3xi32>, memref<3xi32>) -> ()
  %S = memref.alloc() : memref<9xi32>
  %NB = memref.alloc() : memref<9xi32>
  %R0 = memref.alloc() : memref<9xi32>
  %R1 = memref.alloc() : memref<9xi32>
  %res:2 = scf.for %b = %c0 to %c3 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %bi = arith.index_cast %b : index to i32
    scf.for %t = %c0 to %c9 step %c1 {
      %ti = arith.index_cast %t : index to i32
      %v0a = arith.muli %ti, %k10 : i32
      %v0 = arith.addi %v0a, %bi : i32
      memref.store %v0, %S[%t] : memref<9xi32>
    }
    scf.for %t = %c0 to %c9 step %c1 {
      %t1 = arith.addi %t, %c1 : index
      %tn = arith.remui %t1, %c9 : index
      %nb = memref.load %S[%tn] : memref<9xi32>
      memref.store %nb, %NB[%t] : memref<9xi32>
    }
    %isA = arith.cmpi eq, %bi, %k0 : i32
    %isB = arith.cmpi eq, %bi, %k1 : i32
    scf.if %isA {
      scf.for %t = %c0 to %c9 step %c1 {
        %nb = memref.load %NB[%t] : memref<9xi32>
        %p = arith.muli %nb, %k2 : i32
        memref.store %p, %S[%t] : memref<9xi32>
        memref.store %p, %R1[%t] : memref<9xi32>
      }
      scf.for %t = %c0 to %c9 step %c1 {
        %t2 = arith.addi %t, %c2 : index
        %tn2 = arith.remui %t2, %c9 : index
        %q = memref.load %S[%tn2] : memref<9xi32>
        %p = memref.load %R1[%t] : memref<9xi32>
        %pq = arith.addi %p, %q : i32
        memref.store %pq, %R0[%t] : memref<9xi32>
      }
    } else {
      scf.if %isB {
        scf.for %t = %c0 to %c9 step %c1 {
          %t1 = arith.addi %t, %c1 : index
          %tn = arith.remui %t1, %c9 : index
          %nb = memref.load %NB[%t] : memref<9xi32>
          %s = arith.addi %nb, %k1 : i32
          memref.store %s, %S[%tn] : memref<9xi32>
        }
        scf.for %t = %c0 to %c9 step %c1 {
          %q = memref.load %S[%t] : memref<9xi32>
          memref.store %q, %R0[%t] : memref<9xi32>
          %neg = arith.subi %k0, %q : i32
          memref.store %neg, %R1[%t] : memref<9xi32>
        }
      } else {
        scf.for %t = %c0 to %c9 step %c1 {
          %q = memref.load %NB[%t] : memref<9xi32>
          memref.store %q, %R0[%t] : memref<9xi32>
          %neg = arith.subi %k0, %q : i32
          memref.store %neg, %R1[%t] : memref<9xi32>
        }
      }
    }
    %isC = arith.cmpi sge, %bi, %k1 : i32
    scf.if %isC {
      scf.for %t = %c0 to %c9 step %c1 {
        %r0 = memref.load %R0[%t] : memref<9xi32>
        memref.store %r0, %S[%t] : memref<9xi32>
      }
    }
    %r:2 = scf.for %t = %c0 to %c9 step %c1 iter_args(%bd = %bad, %sm = %sum) -> (i64, i64) {
      %t2 = arith.addi %t, %c2 : index
      %tn2 = arith.remui %t2, %c9 : index
      %w = memref.load %S[%tn2] : memref<9xi32>
      %e0 = memref.load %R0[%t] : memref<9xi32>
      %e1 = memref.load %R1[%t] : memref<9xi32>
      %g0 = memref.load %out[%b, %t, %c0] : memref<3x9x3xi32>
      %g1 = memref.load %out[%b, %t, %c1] : memref<3x9x3xi32>
      %g2 = memref.load %out[%b, %t, %c2] : memref<3x9x3xi32>
      %n0 = arith.cmpi ne, %g0, %e0 : i32
      %n1 = arith.cmpi ne, %g1, %e1 : i32
      %n2 = arith.cmpi ne, %g2, %w : i32
      %x0 = arith.extui %n0 : i1 to i64
      %x1 = arith.extui %n1 : i1 to i64
      %x2 = arith.extui %n2 : i1 to i64
      %y0 = arith.addi %x0, %x1 : i64
      %y1 = arith.addi %y0, %x2 : i64
      %bd2 = arith.addi %bd, %y1 : i64
      %s0 = arith.addi %g0, %g1 : i32
      %s1 = arith.addi %s0, %g2 : i32
      %s64 = arith.extsi %s1 : i32 to i64
      %sm2 = arith.addi %sm, %s64 : i64
      scf.yield %bd2, %sm2 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %pr = llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
