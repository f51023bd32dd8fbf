// Regression (review of today's rewrites, fixed): stitch-cpuify's induction-vars
// (passes/transforms/Cpuify/InductionVars.c, substitute) on an scf.for
// whose induction variable is an integer (`scf.for %k = %lb to %ub step
// %st ... : i32`, valid MLIR): the closed form builds `(iv - lb) / step`
// and the trip count with stitchBuildIndexBinary (index results) and
// index constants from i32/i64 operands, so the pass produces invalid IR
// ("'arith.subi' op requires the same type for all operands and
// results", stitch-opt exits 1); with induction-vars=false the kernel
// compiles and runs correctly. Kernels: per thread (g = bx * 64 + tx) an
// i32 loop from base to n step 3 carrying a += 5 and b -= s (i32), and an
// i64 loop step 2 carrying a += s (i64) and a sum of a * k (kept); bounds
// with lb > ub, lb = ub, negative lb; compared with plain host loops.
// Fixed: substitute() leaves loops whose iv is not index alone.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true induction-vars=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: int-iv i32 mismatches 0
// CHECK-NEXT: int-iv i64 mismatches 0

llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @kern0(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %g64 = arith.extsi %g : i32 to i64
    %valid = arith.constant true
    %st = arith.constant 3 : i32
    %five = arith.constant 5 : i32
    %r:2 = scf.for %k = %base to %n step %st iter_args(%a = %g, %b = %txi) -> (i32, i32) : i32 {
      %a2 = arith.addi %a, %five : i32
      %b2 = arith.subi %b, %s : i32
      scf.yield %a2, %b2 : i32, i32
    }
    %o0 = arith.extsi %r#0 : i32 to i64
    %o1 = arith.extsi %r#1 : i32 to i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host0(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %bb = arith.muli %bxi, %c64i : i32
      %g = arith.addi %bb, %txi : i32
      %g64 = arith.extsi %g : i32 to i64
      %valid = arith.constant true
      %st = arith.constant 3 : i32
      %five = arith.constant 5 : i32
      %r:2 = scf.for %k = %base to %n step %st iter_args(%a = %g, %b = %txi) -> (i32, i32) : i32 {
        %a2 = arith.addi %a, %five : i32
        %b2 = arith.subi %b, %s : i32
        scf.yield %a2, %b2 : i32, i32
      }
      %o0 = arith.extsi %r#0 : i32 to i64
      %o1 = arith.extsi %r#1 : i32 to i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt0("int-iv i32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check0(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 512 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<512xi64>
  %w = memref.alloc() : memref<512xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<512xi64>
      memref.store %sent, %w[%i] : memref<512xi64>
    }
    func.call @kern0(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host0(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<512xi64>
      %y = memref.load %w[%i] : memref<512xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt0 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps0 : memref<6x4xi32> = dense<[[0, 10, 7, 4], [-5, 4, -3, 4], [7, 3, 100, 4], [0, 0, 1, 4], [-20, 20, 2000000000, 4], [1, 2, 9, 4]]>

func.func @kern1(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %g64 = arith.extsi %g : i32 to i64
    %valid = arith.constant true
    %st = arith.constant 2 : i64
    %lb64 = arith.extsi %base : i32 to i64
    %ub64 = arith.extsi %n : i32 to i64
    %s64 = arith.extsi %s : i32 to i64
    %z64 = arith.constant 0 : i64
    %r:2 = scf.for %k = %lb64 to %ub64 step %st iter_args(%a = %g64, %acc = %z64) -> (i64, i64) : i64 {
      %t = arith.muli %a, %k : i64
      %acc2 = arith.addi %acc, %t : i64
      %a2 = arith.addi %s64, %a : i64
      scf.yield %a2, %acc2 : i64, i64
    }
    %o0 = arith.addi %r#0, %z64 : i64
    %o1 = arith.addi %r#1, %z64 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host1(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %bb = arith.muli %bxi, %c64i : i32
      %g = arith.addi %bb, %txi : i32
      %g64 = arith.extsi %g : i32 to i64
      %valid = arith.constant true
      %st = arith.constant 2 : i64
      %lb64 = arith.extsi %base : i32 to i64
      %ub64 = arith.extsi %n : i32 to i64
      %s64 = arith.extsi %s : i32 to i64
      %z64 = arith.constant 0 : i64
      %r:2 = scf.for %k = %lb64 to %ub64 step %st iter_args(%a = %g64, %acc = %z64) -> (i64, i64) : i64 {
        %t = arith.muli %a, %k : i64
        %acc2 = arith.addi %acc, %t : i64
        %a2 = arith.addi %s64, %a : i64
        scf.yield %a2, %acc2 : i64, i64
      }
      %o0 = arith.addi %r#0, %z64 : i64
      %o1 = arith.addi %r#1, %z64 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt1("int-iv i64 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check1(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 512 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<512xi64>
  %w = memref.alloc() : memref<512xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<512xi64>
      memref.store %sent, %w[%i] : memref<512xi64>
    }
    func.call @kern1(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host1(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<512xi64>
      %y = memref.load %w[%i] : memref<512xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt1 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps1 : memref<6x4xi32> = dense<[[0, 10, 7, 4], [-5, 4, -3, 4], [7, 3, 100, 4], [0, 0, 1, 4], [-20, 20, 2000000000, 4], [1, 2, 9, 4]]>
func.func @main() {
  %g0 = memref.get_global @ps0 : memref<6x4xi32>
  %d0 = memref.cast %g0 : memref<6x4xi32> to memref<?x4xi32>
  func.call @check0(%d0) : (memref<?x4xi32>) -> ()
  %g1 = memref.get_global @ps1 : memref<6x4xi32>
  %d1 = memref.cast %g1 : memref<6x4xi32> to memref<?x4xi32>
  func.call @check1(%d1) : (memref<?x4xi32>) -> ()
  return
}
