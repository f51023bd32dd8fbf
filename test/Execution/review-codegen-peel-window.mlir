// stitch-cpuify's peel-points (passes/codegen/GuardedLoops.c
// stitchPeelPointGuard) at run-time points around a run-time window: 3
// blocks of 24 threads, a guard `tx >= a && tx < b` (tightened to the x
// loop's bounds [max(0, a), min(24, b)): a in {-2, 0, 2, 23, 30}, b in {0,
// 3, 5, 24, 40}, empty windows too), inside it out[g] = 3 in[g] and a
// point guard `tx == p` whose then branch writes the block's flag and whose
// else branch writes out2[g]; p in {-2^63, -3, 0, 1, 2, 4, 5, 22, 23, 24,
// 2^63 - 1}: below and above the window and the block, at its first and
// last thread, at lb - 1 and ub. Fires (IR lines): the x loop is three
// loops, the first and last without the point guard (its else branch
// inlined), the middle one with it. Reference: plain host loops; out, out2
// and the flags are compared element by element.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true peel-points=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @peel(
// IR: scf.for
// IR-NOT: scf.if
// IR: memref.store %{{.*}}, %arg2
// IR: scf.for
// IR: scf.if
// IR: } else {
// IR: scf.for
// IR-NOT: scf.if
// IR: memref.store %{{.*}}, %arg2
// IR-LABEL: func.func @ref(
// CHECK: peel mismatches 0 checksum 105206824
func.func @peel(%in: memref<72xi64>, %out: memref<72xi64>, %out2: memref<72xi64>,
                %flag: memref<3xi64>, %a: index, %b: index, %p: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c24 = arith.constant 24 : index
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %k1000 = arith.constant 1000 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c24, %sy = %c1, %sz = %c1) {
    %g0 = arith.muli %bx, %c24 : index
    %g = arith.addi %g0, %tx : index
    %ge = arith.cmpi sge, %tx, %a : index
    %lt = arith.cmpi slt, %tx, %b : index
    %w = arith.andi %ge, %lt : i1
    scf.if %w {
      %v = memref.load %in[%g] : memref<72xi64>
      %v3 = arith.muli %v, %k3 : i64
      memref.store %v3, %out[%g] : memref<72xi64>
      %at = arith.cmpi eq, %tx, %p : index
      scf.if %at {
        %f = arith.addi %v, %k1000 : i64
        memref.store %f, %flag[%bx] : memref<3xi64>
      } else {
        %v5 = arith.addi %v, %k5 : i64
        memref.store %v5, %out2[%g] : memref<72xi64>
      }
    }
    gpu.terminator
  }
  return
}
func.func @ref(%in: memref<72xi64>, %out: memref<72xi64>, %out2: memref<72xi64>,
               %flag: memref<3xi64>, %a: index, %b: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c24 = arith.constant 24 : index
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %k1000 = arith.constant 1000 : i64
  scf.for %bx = %c0 to %c3 step %c1 {
    scf.for %tx = %c0 to %c24 step %c1 {
      %g0 = arith.muli %bx, %c24 : index
      %g = arith.addi %g0, %tx : index
      %ge = arith.cmpi sge, %tx, %a : index
      %lt = arith.cmpi slt, %tx, %b : index
      %w = arith.andi %ge, %lt : i1
      scf.if %w {
        %v = memref.load %in[%g] : memref<72xi64>
        %v3 = arith.muli %v, %k3 : i64
        memref.store %v3, %out[%g] : memref<72xi64>
        %at = arith.cmpi eq, %tx, %p : index
        scf.if %at {
          %f = arith.addi %v, %k1000 : i64
          memref.store %f, %flag[%bx] : memref<3xi64>
        } else {
          %v5 = arith.addi %v, %k5 : i64
          memref.store %v5, %out2[%g] : memref<72xi64>
        }
      }
    }
  }
  return
}
func.func @run(%in: memref<72xi64>, %a: index, %b: index, %p: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c72 = arith.constant 72 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s7 = arith.constant -7 : i64
  %o = memref.alloc() : memref<72xi64>
  %o2 = memref.alloc() : memref<72xi64>
  %f = memref.alloc() : memref<3xi64>
  %ro = memref.alloc() : memref<72xi64>
  %ro2 = memref.alloc() : memref<72xi64>
  %rf = memref.alloc() : memref<3xi64>
  scf.for %i = %c0 to %c72 step %c1 {
    memref.store %s7, %o[%i] : memref<72xi64>
    memref.store %s7, %o2[%i] : memref<72xi64>
    memref.store %s7, %ro[%i] : memref<72xi64>
    memref.store %s7, %ro2[%i] : memref<72xi64>
  }
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %s7, %f[%i] : memref<3xi64>
    memref.store %s7, %rf[%i] : memref<3xi64>
  }
  call @peel(%in, %o, %o2, %f, %a, %b, %p) : (memref<72xi64>, memref<72xi64>, memref<72xi64>, memref<3xi64>, index, index, index) -> ()
  call @ref(%in, %ro, %ro2, %rf, %a, %b, %p) : (memref<72xi64>, memref<72xi64>, memref<72xi64>, memref<3xi64>, index, index, index) -> ()
  %r:2 = scf.for %i = %c0 to %c72 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %x = memref.load %o[%i] : memref<72xi64>
    %y = memref.load %ro[%i] : memref<72xi64>
    %x2 = memref.load %o2[%i] : memref<72xi64>
    %y2 = memref.load %ro2[%i] : memref<72xi64>
    %n1 = arith.cmpi ne, %x, %y : i64
    %n2 = arith.cmpi ne, %x2, %y2 : i64
    %n = arith.ori %n1, %n2 : i1
    %inc = arith.select %n, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %s1 = arith.addi %sum, %x : i64
    %s2 = arith.addi %s1, %x2 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %r2:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%bad = %r#0, %sum = %r#1) -> (i64, i64) {
    %x = memref.load %f[%i] : memref<3xi64>
    %y = memref.load %rf[%i] : memref<3xi64>
    %n = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %n, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %s1 = arith.addi %sum, %x : i64
    scf.yield %b2, %s1 : i64, i64
  }
  memref.dealloc %o : memref<72xi64>
  memref.dealloc %o2 : memref<72xi64>
  memref.dealloc %f : memref<3xi64>
  memref.dealloc %ro : memref<72xi64>
  memref.dealloc %ro2 : memref<72xi64>
  memref.dealloc %rf : memref<3xi64>
  return %r2#0, %r2#1 : i64, i64
}
memref.global "private" constant @as : memref<5xindex> = dense<[-2, 0, 2, 23, 30]>
memref.global "private" constant @bs : memref<5xindex> = dense<[0, 3, 5, 24, 40]>
memref.global "private" constant @ps : memref<11xindex> = dense<[-9223372036854775808, -3, 0, 1, 2, 4, 5, 22, 23, 24, 9223372036854775807]>
llvm.mlir.global internal constant @fmt("peel mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmtb("  bad a=%ld b=%ld p=%ld: %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c11 = arith.constant 11 : index
  %c72 = arith.constant 72 : index
  %c7919 = arith.constant 7919 : index
  %c10007 = arith.constant 10007 : index
  %z = arith.constant 0 : i64
  %in = memref.alloc() : memref<72xi64>
  scf.for %i = %c0 to %c72 step %c1 {
    %x = arith.muli %i, %c7919 : index
    %y = arith.remui %x, %c10007 : index
    %yi = arith.index_cast %y : index to i64
    memref.store %yi, %in[%i] : memref<72xi64>
  }
  %as = memref.get_global @as : memref<5xindex>
  %bs = memref.get_global @bs : memref<5xindex>
  %ps = memref.get_global @ps : memref<11xindex>
  %fmtb = llvm.mlir.addressof @fmtb : !llvm.ptr
  %t:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%tb = %z, %ts = %z) -> (i64, i64) {
    %a = memref.load %as[%i] : memref<5xindex>
    %t1:2 = scf.for %j = %c0 to %c5 step %c1 iter_args(%b1 = %tb, %s1 = %ts) -> (i64, i64) {
      %b = memref.load %bs[%j] : memref<5xindex>
      %t2:2 = scf.for %k = %c0 to %c11 step %c1 iter_args(%b2 = %b1, %s2 = %s1) -> (i64, i64) {
        %p = memref.load %ps[%k] : memref<11xindex>
        %r:2 = func.call @run(%in, %a, %b, %p) : (memref<72xi64>, index, index, index) -> (i64, i64)
        %isbad = arith.cmpi ne, %r#0, %z : i64
        scf.if %isbad {
          %ai = arith.index_cast %a : index to i64
          %bi = arith.index_cast %b : index to i64
          %pi = arith.index_cast %p : index to i64
          llvm.call @printf(%fmtb, %ai, %bi, %pi, %r#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64) -> i32
        }
        %bb = arith.addi %b2, %r#0 : i64
        %ss = arith.addi %s2, %r#1 : i64
        scf.yield %bb, %ss : i64, i64
      }
      scf.yield %t2#0, %t2#1 : i64, i64
    }
    scf.yield %t1#0, %t1#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %t#0, %t#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
