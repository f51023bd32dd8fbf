// stitch-cpuify's edge versioning/splitting (stitchVersionEdgeSelects,
// stitchSplitEdgeSelects) and version-clamps (stitchVersionClamps) on one
// x loop (passes/codegen/GuardedLoops.c): a 3-point stencil over a shared
// tile of 32 threads, the neighbours clamped to the tile with run-time
// bounds W = max(tx - 1, lo), E = min(tx + 1, hi) (lo, hi in {0, 1, 5, 30,
// 31}: lo > hi, lo = hi, clamps no thread reaches and clamps every thread
// reaches), and edge selects on the global index `g == 0 ? c : W`,
// `g == e ? c : E` (e = n + 1, n, n - 1, n - 2 passed in: points before,
// at, inside and past the guarded range) under a guard g < n (n = 0, 1, 2,
// 31, 33, 64, 250). @st runs a grid of ceil(n / 32) blocks (a run-time
// grid: the guard is versioned, the clamps too), @stc a constant grid of 8
// (edge points matched statically: the loop is versioned and split at its
// edge points, and each piece gets a copy without the clamps). Fires (IR
// lines): in @stc, copies with the edge comparisons replaced by `false`
// and copies whose neighbour indices are no longer clamped. Reference:
// plain host loops reading the input (zero past n) for both kernels.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true version-clamps=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @stc(
// IR: scf.for
// IR-NOT: arith.maxsi %{{.*}}, %arg4
// IR: arith.select %false
// IR: arith.select %false
// IR: } else {
// IR: arith.maxsi %{{.*}}, %arg4
// IR-LABEL: func.func @ref(
// CHECK: st mismatches 0 checksum 1306332410
!sh = memref<32xi64, #gpu.address_space<workgroup>>
func.func @st(%in: memref<256xi64>, %out: memref<256xi64>, %n: index, %nm1: index,
              %lo: index, %hi: index, %gxd: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %z = arith.constant 0 : i64
  %k2 = arith.constant 2 : i64
  %k4 = arith.constant 4 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %gxd, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %g0 = arith.muli %bx, %c32 : index
    %g = arith.addi %g0, %tx : index
    %in0 = arith.cmpi slt, %g, %n : index
    %v = scf.if %in0 -> (i64) {
      %x = memref.load %in[%g] : memref<256xi64>
      scf.yield %x : i64
    } else {
      scf.yield %z : i64
    }
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    scf.if %in0 {
      %tm1 = arith.subi %tx, %c1 : index
      %W = arith.maxsi %tm1, %lo : index
      %tp1 = arith.addi %tx, %c1 : index
      %E = arith.minsi %tp1, %hi : index
      %a = memref.load %sh[%W] : !sh
      %b = memref.load %sh[%E] : !sh
      %c = memref.load %sh[%tx] : !sh
      %e0 = arith.cmpi eq, %g, %c0 : index
      %gl = arith.select %e0, %c, %a : i64
      %e1 = arith.cmpi eq, %g, %nm1 : index
      %gr = arith.select %e1, %c, %b : i64
      %r2 = arith.muli %gr, %k2 : i64
      %r4 = arith.muli %c, %k4 : i64
      %s0 = arith.addi %gl, %r2 : i64
      %s = arith.addi %s0, %r4 : i64
      memref.store %s, %out[%g] : memref<256xi64>
    }
    gpu.terminator
  }
  return
}
func.func @stc(%in: memref<256xi64>, %out: memref<256xi64>, %n: index, %nm1: index,
              %lo: index, %hi: index, %gxd: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i64
  %k2 = arith.constant 2 : i64
  %k4 = arith.constant 4 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %g0 = arith.muli %bx, %c32 : index
    %g = arith.addi %g0, %tx : index
    %in0 = arith.cmpi slt, %g, %n : index
    %v = scf.if %in0 -> (i64) {
      %x = memref.load %in[%g] : memref<256xi64>
      scf.yield %x : i64
    } else {
      scf.yield %z : i64
    }
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    scf.if %in0 {
      %tm1 = arith.subi %tx, %c1 : index
      %W = arith.maxsi %tm1, %lo : index
      %tp1 = arith.addi %tx, %c1 : index
      %E = arith.minsi %tp1, %hi : index
      %a = memref.load %sh[%W] : !sh
      %b = memref.load %sh[%E] : !sh
      %c = memref.load %sh[%tx] : !sh
      %e0 = arith.cmpi eq, %g, %c0 : index
      %gl = arith.select %e0, %c, %a : i64
      %e1 = arith.cmpi eq, %g, %nm1 : index
      %gr = arith.select %e1, %c, %b : i64
      %r2 = arith.muli %gr, %k2 : i64
      %r4 = arith.muli %c, %k4 : i64
      %s0 = arith.addi %gl, %r2 : i64
      %s = arith.addi %s0, %r4 : i64
      memref.store %s, %out[%g] : memref<256xi64>
    }
    gpu.terminator
  }
  return
}
func.func @ref(%in: memref<256xi64>, %out: memref<256xi64>, %n: index, %nm1: index,
              %lo: index, %hi: index, %gxd: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %z = arith.constant 0 : i64
  %k2 = arith.constant 2 : i64
  %k4 = arith.constant 4 : i64
  scf.for %bx = %c0 to %gxd step %c1 {
    scf.for %tx = %c0 to %c32 step %c1 {
      %g0 = arith.muli %bx, %c32 : index
      %g = arith.addi %g0, %tx : index
      %in0 = arith.cmpi slt, %g, %n : index
      scf.if %in0 {
        %tm1 = arith.subi %tx, %c1 : index
        %W = arith.maxsi %tm1, %lo : index
        %tp1 = arith.addi %tx, %c1 : index
        %E = arith.minsi %tp1, %hi : index
        %gW = arith.addi %g0, %W : index
        %gE = arith.addi %g0, %E : index
        %okW = arith.cmpi slt, %gW, %n : index
        %okE = arith.cmpi slt, %gE, %n : index
        %a0 = memref.load %in[%gW] : memref<256xi64>
        %b0 = memref.load %in[%gE] : memref<256xi64>
        %a = arith.select %okW, %a0, %z : i64
        %b = arith.select %okE, %b0, %z : i64
        %c = memref.load %in[%g] : memref<256xi64>
        %e0 = arith.cmpi eq, %g, %c0 : index
        %gl = arith.select %e0, %c, %a : i64
        %e1 = arith.cmpi eq, %g, %nm1 : index
        %gr = arith.select %e1, %c, %b : i64
        %r2 = arith.muli %gr, %k2 : i64
        %r4 = arith.muli %c, %k4 : i64
        %s0 = arith.addi %gl, %r2 : i64
        %s = arith.addi %s0, %r4 : i64
        memref.store %s, %out[%g] : memref<256xi64>
      }
    }
  }
  return
}
func.func @run(%in: memref<256xi64>, %n: index, %nm1: index, %lo: index, %hi: index, %gxd: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s7 = arith.constant -7 : i64
  %out = memref.alloc() : memref<256xi64>
  %rout = memref.alloc() : memref<256xi64>
  %out2 = memref.alloc() : memref<256xi64>
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %s7, %out[%i] : memref<256xi64>
    memref.store %s7, %rout[%i] : memref<256xi64>
    memref.store %s7, %out2[%i] : memref<256xi64>
  }
  call @st(%in, %out, %n, %nm1, %lo, %hi, %gxd) : (memref<256xi64>, memref<256xi64>, index, index, index, index, index) -> ()
  call @stc(%in, %out2, %n, %nm1, %lo, %hi, %gxd) : (memref<256xi64>, memref<256xi64>, index, index, index, index, index) -> ()
  call @ref(%in, %rout, %n, %nm1, %lo, %hi, %gxd) : (memref<256xi64>, memref<256xi64>, index, index, index, index, index) -> ()
  %res:2 = scf.for %i = %c0 to %c256 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %a = memref.load %out[%i] : memref<256xi64>
    %b = memref.load %rout[%i] : memref<256xi64>
    %a2 = memref.load %out2[%i] : memref<256xi64>
    %ne0 = arith.cmpi ne, %a, %b : i64
    %ne2 = arith.cmpi ne, %a2, %b : i64
    %ne = arith.ori %ne0, %ne2 : i1
    %inc = arith.select %ne, %one, %z : i64
    %bad2 = arith.addi %bad, %inc : i64
    %s1 = arith.addi %sum, %a : i64
    scf.yield %bad2, %s1 : i64, i64
  }
  memref.dealloc %out : memref<256xi64>
  memref.dealloc %rout : memref<256xi64>
  memref.dealloc %out2 : memref<256xi64>
  return %res#0, %res#1 : i64, i64
}
memref.global "private" constant @ns : memref<7xindex> = dense<[0, 1, 2, 31, 33, 64, 250]>
memref.global "private" constant @los : memref<5xindex> = dense<[0, 1, 5, 30, 31]>
memref.global "private" constant @his : memref<5xindex> = dense<[0, 1, 20, 30, 31]>
memref.global "private" constant @e1s : memref<4xindex> = dense<[-1, 0, 1, 2]>
llvm.mlir.global internal constant @fmt("st mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmtb("  bad n=%ld e=%ld lo=%ld hi=%ld: %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c32 = arith.constant 32 : index
  %c31 = arith.constant 31 : index
  %c256 = arith.constant 256 : index
  %c7919 = arith.constant 7919 : index
  %c10007 = arith.constant 10007 : index
  %z = arith.constant 0 : i64
  %in = memref.alloc() : memref<256xi64>
  scf.for %i = %c0 to %c256 step %c1 {
    %a = arith.muli %i, %c7919 : index
    %b = arith.remui %a, %c10007 : index
    %bi = arith.index_cast %b : index to i64
    memref.store %bi, %in[%i] : memref<256xi64>
  }
  %ns = memref.get_global @ns : memref<7xindex>
  %los = memref.get_global @los : memref<5xindex>
  %his = memref.get_global @his : memref<5xindex>
  %e1s = memref.get_global @e1s : memref<4xindex>
  %fmtb = llvm.mlir.addressof @fmtb : !llvm.ptr
  %tot:2 = scf.for %a = %c0 to %c7 step %c1 iter_args(%tb = %z, %ts = %z) -> (i64, i64) {
    %n = memref.load %ns[%a] : memref<7xindex>
    %n31 = arith.addi %n, %c31 : index
    %gxd = arith.divui %n31, %c32 : index
    %r1:2 = scf.for %e = %c0 to %c4 step %c1 iter_args(%b1 = %tb, %s1 = %ts) -> (i64, i64) {
      %ed = memref.load %e1s[%e] : memref<4xindex>
      %nm1 = arith.subi %n, %ed : index
      %r2:2 = scf.for %l = %c0 to %c5 step %c1 iter_args(%b2 = %b1, %s2 = %s1) -> (i64, i64) {
        %lo = memref.load %los[%l] : memref<5xindex>
        %r3:2 = scf.for %h = %c0 to %c5 step %c1 iter_args(%b3 = %b2, %s3 = %s2) -> (i64, i64) {
          %hi = memref.load %his[%h] : memref<5xindex>
          %r:2 = func.call @run(%in, %n, %nm1, %lo, %hi, %gxd) : (memref<256xi64>, index, index, index, index, index) -> (i64, i64)
          %isbad = arith.cmpi ne, %r#0, %z : i64
          scf.if %isbad {
            %ni = arith.index_cast %n : index to i64
            %ei = arith.index_cast %nm1 : index to i64
            %li = arith.index_cast %lo : index to i64
            %hii = arith.index_cast %hi : index to i64
            llvm.call @printf(%fmtb, %ni, %ei, %li, %hii, %r#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64) -> i32
          }
          %bb = arith.addi %b3, %r#0 : i64
          %ss = arith.addi %s3, %r#1 : i64
          scf.yield %bb, %ss : i64, i64
        }
        scf.yield %r3#0, %r3#1 : i64, i64
      }
      scf.yield %r2#0, %r2#1 : i64, i64
    }
    scf.yield %r1#0, %r1#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %tot#0, %tot#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
