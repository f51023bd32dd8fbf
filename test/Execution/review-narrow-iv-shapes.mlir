// Review of stitch-cpuify's induction-vars
// (passes/transforms/Cpuify/InductionVars.c) against plain host loops.
// Per thread (g = bx * 64 + tx), an scf.for from base to n (run-time,
// index: also lb > ub, lb = ub, near INT_MIN/INT_MAX) with step 1, 3 or a
// run-time step (2^30 too; left alone) carries:
//  - mixed: i8 (+100, wraps), i1 (true + a), index (- 7), i32
//    (1000000007 + a), i64 (- 9e18, wraps), an f32 sum (kept) and an i32
//    whose increment is another iter_arg (kept); results used after it;
//  - inside: the iter_args read in the body every iteration (folded into
//    a kept i64 accumulator with the iv), results after it;
//  - nested: an inner loop (3 trips) whose iter_args start from the outer
//    ones (index + 7: substituted in both loops), an i32 advanced by the
//    inner loop's result (kept), an i64 advanced inside an scf.if on
//    k % 3 (kept);
//  - barrier tx-inc: a gpu.barrier in the loop (interchanged with the
//    thread loop), increments that depend on the thread (g * 7 in i32,
//    index, and the thread's own i8), step 3;
//  - unsigned loop: `scf.for unsigned` (left alone: lb = -5 runs no
//    iteration unsigned, 8 signed).
// The IR check shows the closed forms (ceildivui of the trip count) where
// the step is constant and the loop signed, none where not; the last RUN
// has induction-vars=false.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true induction-vars=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: mixed step 1 mismatches 0
// CHECK-NEXT: mixed step 3 mismatches 0
// CHECK-NEXT: mixed step rt mismatches 0
// CHECK-NEXT: inside step 1 mismatches 0
// CHECK-NEXT: inside step 3 mismatches 0
// CHECK-NEXT: inside step rt mismatches 0
// CHECK-NEXT: nested step 1 mismatches 0
// CHECK-NEXT: nested step 3 mismatches 0
// CHECK-NEXT: nested step rt mismatches 0
// CHECK-NEXT: barrier tx-inc mismatches 0
// CHECK-NEXT: unsigned loop mismatches 0
// IR-LABEL: func.func @kern0(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern1(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern2(
// IR-NOT: arith.ceildivui
// IR-LABEL: func.func @kern3(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern4(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern5(
// IR-NOT: arith.ceildivui
// IR-LABEL: func.func @kern6(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern7(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern8(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern9(
// IR: arith.ceildivui
// IR-LABEL: func.func @kern10(
// IR-NOT: arith.ceildivui

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
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %r:7 = scf.for %k = %lbx to %ubx step %c1x_ iter_args(%a8 = %g8, %a1 = %g1, %ai = %gxi, %a32 = %g, %a64 = %g64, %af = %fz, %aq = %g) -> (i8, i1, index, i32, i64, f32, i32) {
      %n8 = arith.addi %a8, %i8inc : i8
      %n1 = arith.addi %i1inc, %a1 : i1
      %ni = arith.subi %ai, %m7 : index
      %n32 = arith.addi %i32inc, %a32 : i32
      %n64 = arith.subi %a64, %i64inc : i64
      %kf = arith.index_cast %k : index to i32
      %kff = arith.sitofp %kf : i32 to f32
      %nf = arith.addf %af, %kff : f32
      %nq = arith.addi %aq, %a32 : i32
      scf.yield %n8, %n1, %ni, %n32, %n64, %nf, %nq : i8, i1, index, i32, i64, f32, i32
    }
    %e8 = arith.extsi %r#0 : i8 to i64
    %e1 = arith.extui %r#1 : i1 to i64
    %ei = arith.index_cast %r#2 : index to i64
    %e32 = arith.extsi %r#3 : i32 to i64
    %ef = arith.fptosi %r#5 : f32 to i64
    %eq = arith.extsi %r#6 : i32 to i64
    %s1 = arith.muli %e8, %e1 : i64
    %o0 = arith.addi %e8, %e1 : i64
    %o1 = arith.xori %ei, %e32 : i64
    %o2 = arith.addi %r#4, %ef : i64
    %o3 = arith.addi %eq, %s1 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %r:7 = scf.for %k = %lbx to %ubx step %c1x_ iter_args(%a8 = %g8, %a1 = %g1, %ai = %gxi, %a32 = %g, %a64 = %g64, %af = %fz, %aq = %g) -> (i8, i1, index, i32, i64, f32, i32) {
        %n8 = arith.addi %a8, %i8inc : i8
        %n1 = arith.addi %i1inc, %a1 : i1
        %ni = arith.subi %ai, %m7 : index
        %n32 = arith.addi %i32inc, %a32 : i32
        %n64 = arith.subi %a64, %i64inc : i64
        %kf = arith.index_cast %k : index to i32
        %kff = arith.sitofp %kf : i32 to f32
        %nf = arith.addf %af, %kff : f32
        %nq = arith.addi %aq, %a32 : i32
        scf.yield %n8, %n1, %ni, %n32, %n64, %nf, %nq : i8, i1, index, i32, i64, f32, i32
      }
      %e8 = arith.extsi %r#0 : i8 to i64
      %e1 = arith.extui %r#1 : i1 to i64
      %ei = arith.index_cast %r#2 : index to i64
      %e32 = arith.extsi %r#3 : i32 to i64
      %ef = arith.fptosi %r#5 : f32 to i64
      %eq = arith.extsi %r#6 : i32 to i64
      %s1 = arith.muli %e8, %e1 : i64
      %o0 = arith.addi %e8, %e1 : i64
      %o1 = arith.xori %ei, %e32 : i64
      %o2 = arith.addi %r#4, %ef : i64
      %o3 = arith.addi %eq, %s1 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt0("mixed step 1 mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps0 : memref<8x4xi32> = dense<[[0, 5, 1, 2], [-5, 3, 1, 2], [3, -5, 1, 2], [7, 7, 1, 2], [-20, 20, 1, 2], [0, 1, 1, 2], [-2147483648, -2147483645, 1, 2], [2147483645, 2147483647, 1, 2]]>

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
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %r:7 = scf.for %k = %lbx to %ubx step %c3x_ iter_args(%a8 = %g8, %a1 = %g1, %ai = %gxi, %a32 = %g, %a64 = %g64, %af = %fz, %aq = %g) -> (i8, i1, index, i32, i64, f32, i32) {
      %n8 = arith.addi %a8, %i8inc : i8
      %n1 = arith.addi %i1inc, %a1 : i1
      %ni = arith.subi %ai, %m7 : index
      %n32 = arith.addi %i32inc, %a32 : i32
      %n64 = arith.subi %a64, %i64inc : i64
      %kf = arith.index_cast %k : index to i32
      %kff = arith.sitofp %kf : i32 to f32
      %nf = arith.addf %af, %kff : f32
      %nq = arith.addi %aq, %a32 : i32
      scf.yield %n8, %n1, %ni, %n32, %n64, %nf, %nq : i8, i1, index, i32, i64, f32, i32
    }
    %e8 = arith.extsi %r#0 : i8 to i64
    %e1 = arith.extui %r#1 : i1 to i64
    %ei = arith.index_cast %r#2 : index to i64
    %e32 = arith.extsi %r#3 : i32 to i64
    %ef = arith.fptosi %r#5 : f32 to i64
    %eq = arith.extsi %r#6 : i32 to i64
    %s1 = arith.muli %e8, %e1 : i64
    %o0 = arith.addi %e8, %e1 : i64
    %o1 = arith.xori %ei, %e32 : i64
    %o2 = arith.addi %r#4, %ef : i64
    %o3 = arith.addi %eq, %s1 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %r:7 = scf.for %k = %lbx to %ubx step %c3x_ iter_args(%a8 = %g8, %a1 = %g1, %ai = %gxi, %a32 = %g, %a64 = %g64, %af = %fz, %aq = %g) -> (i8, i1, index, i32, i64, f32, i32) {
        %n8 = arith.addi %a8, %i8inc : i8
        %n1 = arith.addi %i1inc, %a1 : i1
        %ni = arith.subi %ai, %m7 : index
        %n32 = arith.addi %i32inc, %a32 : i32
        %n64 = arith.subi %a64, %i64inc : i64
        %kf = arith.index_cast %k : index to i32
        %kff = arith.sitofp %kf : i32 to f32
        %nf = arith.addf %af, %kff : f32
        %nq = arith.addi %aq, %a32 : i32
        scf.yield %n8, %n1, %ni, %n32, %n64, %nf, %nq : i8, i1, index, i32, i64, f32, i32
      }
      %e8 = arith.extsi %r#0 : i8 to i64
      %e1 = arith.extui %r#1 : i1 to i64
      %ei = arith.index_cast %r#2 : index to i64
      %e32 = arith.extsi %r#3 : i32 to i64
      %ef = arith.fptosi %r#5 : f32 to i64
      %eq = arith.extsi %r#6 : i32 to i64
      %s1 = arith.muli %e8, %e1 : i64
      %o0 = arith.addi %e8, %e1 : i64
      %o1 = arith.xori %ei, %e32 : i64
      %o2 = arith.addi %r#4, %ef : i64
      %o3 = arith.addi %eq, %s1 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt1("mixed step 3 mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps1 : memref<8x4xi32> = dense<[[0, 5, 1, 2], [-5, 3, 1, 2], [3, -5, 1, 2], [7, 7, 1, 2], [-20, 20, 1, 2], [0, 1, 1, 2], [-2147483648, -2147483645, 1, 2], [2147483645, 2147483647, 1, 2]]>

func.func @kern2(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %r:7 = scf.for %k = %lbx to %ubx step %stx iter_args(%a8 = %g8, %a1 = %g1, %ai = %gxi, %a32 = %g, %a64 = %g64, %af = %fz, %aq = %g) -> (i8, i1, index, i32, i64, f32, i32) {
      %n8 = arith.addi %a8, %i8inc : i8
      %n1 = arith.addi %i1inc, %a1 : i1
      %ni = arith.subi %ai, %m7 : index
      %n32 = arith.addi %i32inc, %a32 : i32
      %n64 = arith.subi %a64, %i64inc : i64
      %kf = arith.index_cast %k : index to i32
      %kff = arith.sitofp %kf : i32 to f32
      %nf = arith.addf %af, %kff : f32
      %nq = arith.addi %aq, %a32 : i32
      scf.yield %n8, %n1, %ni, %n32, %n64, %nf, %nq : i8, i1, index, i32, i64, f32, i32
    }
    %e8 = arith.extsi %r#0 : i8 to i64
    %e1 = arith.extui %r#1 : i1 to i64
    %ei = arith.index_cast %r#2 : index to i64
    %e32 = arith.extsi %r#3 : i32 to i64
    %ef = arith.fptosi %r#5 : f32 to i64
    %eq = arith.extsi %r#6 : i32 to i64
    %s1 = arith.muli %e8, %e1 : i64
    %o0 = arith.addi %e8, %e1 : i64
    %o1 = arith.xori %ei, %e32 : i64
    %o2 = arith.addi %r#4, %ef : i64
    %o3 = arith.addi %eq, %s1 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host2(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %r:7 = scf.for %k = %lbx to %ubx step %stx iter_args(%a8 = %g8, %a1 = %g1, %ai = %gxi, %a32 = %g, %a64 = %g64, %af = %fz, %aq = %g) -> (i8, i1, index, i32, i64, f32, i32) {
        %n8 = arith.addi %a8, %i8inc : i8
        %n1 = arith.addi %i1inc, %a1 : i1
        %ni = arith.subi %ai, %m7 : index
        %n32 = arith.addi %i32inc, %a32 : i32
        %n64 = arith.subi %a64, %i64inc : i64
        %kf = arith.index_cast %k : index to i32
        %kff = arith.sitofp %kf : i32 to f32
        %nf = arith.addf %af, %kff : f32
        %nq = arith.addi %aq, %a32 : i32
        scf.yield %n8, %n1, %ni, %n32, %n64, %nf, %nq : i8, i1, index, i32, i64, f32, i32
      }
      %e8 = arith.extsi %r#0 : i8 to i64
      %e1 = arith.extui %r#1 : i1 to i64
      %ei = arith.index_cast %r#2 : index to i64
      %e32 = arith.extsi %r#3 : i32 to i64
      %ef = arith.fptosi %r#5 : f32 to i64
      %eq = arith.extsi %r#6 : i32 to i64
      %s1 = arith.muli %e8, %e1 : i64
      %o0 = arith.addi %e8, %e1 : i64
      %o1 = arith.xori %ei, %e32 : i64
      %o2 = arith.addi %r#4, %ef : i64
      %o3 = arith.addi %eq, %s1 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt2("mixed step rt mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check2(%ps: memref<?x4xi32>) {
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
    func.call @kern2(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host2(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps2 : memref<24x4xi32> = dense<[[0, 5, 1, 2], [0, 5, 3, 2], [0, 5, 1073741824, 2], [-5, 3, 1, 2], [-5, 3, 3, 2], [-5, 3, 1073741824, 2], [3, -5, 1, 2], [3, -5, 3, 2], [3, -5, 1073741824, 2], [7, 7, 1, 2], [7, 7, 3, 2], [7, 7, 1073741824, 2], [-20, 20, 1, 2], [-20, 20, 3, 2], [-20, 20, 1073741824, 2], [0, 1, 1, 2], [0, 1, 3, 2], [0, 1, 1073741824, 2], [-2147483648, -2147483645, 1, 2], [-2147483648, -2147483645, 3, 2], [-2147483648, -2147483645, 1073741824, 2], [2147483645, 2147483647, 1, 2], [2147483645, 2147483647, 3, 2], [2147483645, 2147483647, 1073741824, 2]]>

func.func @kern3(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %z64 = arith.constant 0 : i64
    %r:4 = scf.for %k = %lbx to %ubx step %c1x_ iter_args(%a8 = %g8, %ai = %gxi, %a32 = %g, %acc = %z64) -> (i8, index, i32, i64) {
      %e8 = arith.extsi %a8 : i8 to i64
      %ei = arith.index_cast %ai : index to i64
      %e32 = arith.extui %a32 : i32 to i64
      %t0 = arith.muli %acc, %e8 : i64
      %t1 = arith.addi %t0, %ei : i64
      %t2 = arith.xori %t1, %e32 : i64
      %kk = arith.index_cast %k : index to i64
      %t3 = arith.addi %t2, %kk : i64
      %n8 = arith.addi %a8, %i8inc : i8
      %ni = arith.subi %ai, %m7 : index
      %n32 = arith.subi %a32, %i32inc : i32
      scf.yield %n8, %ni, %n32, %t3 : i8, index, i32, i64
    }
    %o0 = arith.extsi %r#0 : i8 to i64
    %o1 = arith.index_cast %r#1 : index to i64
    %o2 = arith.extsi %r#2 : i32 to i64
    %o3 = arith.addi %r#3, %o0 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host3(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %z64 = arith.constant 0 : i64
      %r:4 = scf.for %k = %lbx to %ubx step %c1x_ iter_args(%a8 = %g8, %ai = %gxi, %a32 = %g, %acc = %z64) -> (i8, index, i32, i64) {
        %e8 = arith.extsi %a8 : i8 to i64
        %ei = arith.index_cast %ai : index to i64
        %e32 = arith.extui %a32 : i32 to i64
        %t0 = arith.muli %acc, %e8 : i64
        %t1 = arith.addi %t0, %ei : i64
        %t2 = arith.xori %t1, %e32 : i64
        %kk = arith.index_cast %k : index to i64
        %t3 = arith.addi %t2, %kk : i64
        %n8 = arith.addi %a8, %i8inc : i8
        %ni = arith.subi %ai, %m7 : index
        %n32 = arith.subi %a32, %i32inc : i32
        scf.yield %n8, %ni, %n32, %t3 : i8, index, i32, i64
      }
      %o0 = arith.extsi %r#0 : i8 to i64
      %o1 = arith.index_cast %r#1 : index to i64
      %o2 = arith.extsi %r#2 : i32 to i64
      %o3 = arith.addi %r#3, %o0 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt3("inside step 1 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check3(%ps: memref<?x4xi32>) {
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
    func.call @kern3(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host3(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt3 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps3 : memref<8x4xi32> = dense<[[0, 5, 1, 2], [-5, 3, 1, 2], [3, -5, 1, 2], [7, 7, 1, 2], [-20, 20, 1, 2], [0, 1, 1, 2], [-2147483648, -2147483645, 1, 2], [2147483645, 2147483647, 1, 2]]>

func.func @kern4(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %z64 = arith.constant 0 : i64
    %r:4 = scf.for %k = %lbx to %ubx step %c3x_ iter_args(%a8 = %g8, %ai = %gxi, %a32 = %g, %acc = %z64) -> (i8, index, i32, i64) {
      %e8 = arith.extsi %a8 : i8 to i64
      %ei = arith.index_cast %ai : index to i64
      %e32 = arith.extui %a32 : i32 to i64
      %t0 = arith.muli %acc, %e8 : i64
      %t1 = arith.addi %t0, %ei : i64
      %t2 = arith.xori %t1, %e32 : i64
      %kk = arith.index_cast %k : index to i64
      %t3 = arith.addi %t2, %kk : i64
      %n8 = arith.addi %a8, %i8inc : i8
      %ni = arith.subi %ai, %m7 : index
      %n32 = arith.subi %a32, %i32inc : i32
      scf.yield %n8, %ni, %n32, %t3 : i8, index, i32, i64
    }
    %o0 = arith.extsi %r#0 : i8 to i64
    %o1 = arith.index_cast %r#1 : index to i64
    %o2 = arith.extsi %r#2 : i32 to i64
    %o3 = arith.addi %r#3, %o0 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host4(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %z64 = arith.constant 0 : i64
      %r:4 = scf.for %k = %lbx to %ubx step %c3x_ iter_args(%a8 = %g8, %ai = %gxi, %a32 = %g, %acc = %z64) -> (i8, index, i32, i64) {
        %e8 = arith.extsi %a8 : i8 to i64
        %ei = arith.index_cast %ai : index to i64
        %e32 = arith.extui %a32 : i32 to i64
        %t0 = arith.muli %acc, %e8 : i64
        %t1 = arith.addi %t0, %ei : i64
        %t2 = arith.xori %t1, %e32 : i64
        %kk = arith.index_cast %k : index to i64
        %t3 = arith.addi %t2, %kk : i64
        %n8 = arith.addi %a8, %i8inc : i8
        %ni = arith.subi %ai, %m7 : index
        %n32 = arith.subi %a32, %i32inc : i32
        scf.yield %n8, %ni, %n32, %t3 : i8, index, i32, i64
      }
      %o0 = arith.extsi %r#0 : i8 to i64
      %o1 = arith.index_cast %r#1 : index to i64
      %o2 = arith.extsi %r#2 : i32 to i64
      %o3 = arith.addi %r#3, %o0 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt4("inside step 3 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check4(%ps: memref<?x4xi32>) {
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
    func.call @kern4(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host4(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt4 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps4 : memref<8x4xi32> = dense<[[0, 5, 1, 2], [-5, 3, 1, 2], [3, -5, 1, 2], [7, 7, 1, 2], [-20, 20, 1, 2], [0, 1, 1, 2], [-2147483648, -2147483645, 1, 2], [2147483645, 2147483647, 1, 2]]>

func.func @kern5(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %z64 = arith.constant 0 : i64
    %r:4 = scf.for %k = %lbx to %ubx step %stx iter_args(%a8 = %g8, %ai = %gxi, %a32 = %g, %acc = %z64) -> (i8, index, i32, i64) {
      %e8 = arith.extsi %a8 : i8 to i64
      %ei = arith.index_cast %ai : index to i64
      %e32 = arith.extui %a32 : i32 to i64
      %t0 = arith.muli %acc, %e8 : i64
      %t1 = arith.addi %t0, %ei : i64
      %t2 = arith.xori %t1, %e32 : i64
      %kk = arith.index_cast %k : index to i64
      %t3 = arith.addi %t2, %kk : i64
      %n8 = arith.addi %a8, %i8inc : i8
      %ni = arith.subi %ai, %m7 : index
      %n32 = arith.subi %a32, %i32inc : i32
      scf.yield %n8, %ni, %n32, %t3 : i8, index, i32, i64
    }
    %o0 = arith.extsi %r#0 : i8 to i64
    %o1 = arith.index_cast %r#1 : index to i64
    %o2 = arith.extsi %r#2 : i32 to i64
    %o3 = arith.addi %r#3, %o0 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host5(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %z64 = arith.constant 0 : i64
      %r:4 = scf.for %k = %lbx to %ubx step %stx iter_args(%a8 = %g8, %ai = %gxi, %a32 = %g, %acc = %z64) -> (i8, index, i32, i64) {
        %e8 = arith.extsi %a8 : i8 to i64
        %ei = arith.index_cast %ai : index to i64
        %e32 = arith.extui %a32 : i32 to i64
        %t0 = arith.muli %acc, %e8 : i64
        %t1 = arith.addi %t0, %ei : i64
        %t2 = arith.xori %t1, %e32 : i64
        %kk = arith.index_cast %k : index to i64
        %t3 = arith.addi %t2, %kk : i64
        %n8 = arith.addi %a8, %i8inc : i8
        %ni = arith.subi %ai, %m7 : index
        %n32 = arith.subi %a32, %i32inc : i32
        scf.yield %n8, %ni, %n32, %t3 : i8, index, i32, i64
      }
      %o0 = arith.extsi %r#0 : i8 to i64
      %o1 = arith.index_cast %r#1 : index to i64
      %o2 = arith.extsi %r#2 : i32 to i64
      %o3 = arith.addi %r#3, %o0 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt5("inside step rt mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check5(%ps: memref<?x4xi32>) {
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
    func.call @kern5(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host5(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt5 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps5 : memref<24x4xi32> = dense<[[0, 5, 1, 2], [0, 5, 3, 2], [0, 5, 1073741824, 2], [-5, 3, 1, 2], [-5, 3, 3, 2], [-5, 3, 1073741824, 2], [3, -5, 1, 2], [3, -5, 3, 2], [3, -5, 1073741824, 2], [7, 7, 1, 2], [7, 7, 3, 2], [7, 7, 1073741824, 2], [-20, 20, 1, 2], [-20, 20, 3, 2], [-20, 20, 1073741824, 2], [0, 1, 1, 2], [0, 1, 3, 2], [0, 1, 1073741824, 2], [-2147483648, -2147483645, 1, 2], [-2147483648, -2147483645, 3, 2], [-2147483648, -2147483645, 1073741824, 2], [2147483645, 2147483647, 1, 2], [2147483645, 2147483647, 3, 2], [2147483645, 2147483647, 1073741824, 2]]>

func.func @kern6(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %z64 = arith.constant 0 : i64
    %c0x = arith.constant 0 : index
    %c1x = arith.constant 1 : index
    %c3x = arith.constant 3 : index
    %r:3 = scf.for %k = %lbx to %ubx step %c1x_ iter_args(%c = %gxi, %d = %g, %h = %g64) -> (index, i32, i64) {
      %in:2 = scf.for %j = %c0x to %c3x step %c1x iter_args(%a = %c, %e = %d) -> (index, i32) {
        %a2 = arith.addi %a, %m7 : index
        %jj = arith.index_cast %j : index to i32
        %e2 = arith.addi %e, %jj : i32
        scf.yield %a2, %e2 : index, i32
      }
      %kodd = arith.remui %k, %c3x : index
      %isz = arith.cmpi eq, %kodd, %c0x : index
      %hn = scf.if %isz -> (i64) {
        %h2 = arith.addi %h, %i64inc : i64
        scf.yield %h2 : i64
      } else {
        scf.yield %h : i64
      }
      %ee = arith.index_cast %in#0 : index to i32
      %dn = arith.addi %d, %ee : i32
      %cn = arith.addi %c, %m7 : index
      scf.yield %cn, %dn, %hn : index, i32, i64
    }
    %o0 = arith.index_cast %r#0 : index to i64
    %o1 = arith.extsi %r#1 : i32 to i64
    %o2 = arith.addi %r#2, %z64 : i64
    %o3 = arith.constant 5 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host6(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %z64 = arith.constant 0 : i64
      %c0x = arith.constant 0 : index
      %c1x = arith.constant 1 : index
      %c3x = arith.constant 3 : index
      %r:3 = scf.for %k = %lbx to %ubx step %c1x_ iter_args(%c = %gxi, %d = %g, %h = %g64) -> (index, i32, i64) {
        %in:2 = scf.for %j = %c0x to %c3x step %c1x iter_args(%a = %c, %e = %d) -> (index, i32) {
          %a2 = arith.addi %a, %m7 : index
          %jj = arith.index_cast %j : index to i32
          %e2 = arith.addi %e, %jj : i32
          scf.yield %a2, %e2 : index, i32
        }
        %kodd = arith.remui %k, %c3x : index
        %isz = arith.cmpi eq, %kodd, %c0x : index
        %hn = scf.if %isz -> (i64) {
          %h2 = arith.addi %h, %i64inc : i64
          scf.yield %h2 : i64
        } else {
          scf.yield %h : i64
        }
        %ee = arith.index_cast %in#0 : index to i32
        %dn = arith.addi %d, %ee : i32
        %cn = arith.addi %c, %m7 : index
        scf.yield %cn, %dn, %hn : index, i32, i64
      }
      %o0 = arith.index_cast %r#0 : index to i64
      %o1 = arith.extsi %r#1 : i32 to i64
      %o2 = arith.addi %r#2, %z64 : i64
      %o3 = arith.constant 5 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt6("nested step 1 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check6(%ps: memref<?x4xi32>) {
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
    func.call @kern6(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host6(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt6 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps6 : memref<8x4xi32> = dense<[[0, 5, 1, 2], [-5, 3, 1, 2], [3, -5, 1, 2], [7, 7, 1, 2], [-20, 20, 1, 2], [0, 1, 1, 2], [-2147483648, -2147483645, 1, 2], [2147483645, 2147483647, 1, 2]]>

func.func @kern7(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %z64 = arith.constant 0 : i64
    %c0x = arith.constant 0 : index
    %c1x = arith.constant 1 : index
    %c3x = arith.constant 3 : index
    %r:3 = scf.for %k = %lbx to %ubx step %c3x_ iter_args(%c = %gxi, %d = %g, %h = %g64) -> (index, i32, i64) {
      %in:2 = scf.for %j = %c0x to %c3x step %c1x iter_args(%a = %c, %e = %d) -> (index, i32) {
        %a2 = arith.addi %a, %m7 : index
        %jj = arith.index_cast %j : index to i32
        %e2 = arith.addi %e, %jj : i32
        scf.yield %a2, %e2 : index, i32
      }
      %kodd = arith.remui %k, %c3x : index
      %isz = arith.cmpi eq, %kodd, %c0x : index
      %hn = scf.if %isz -> (i64) {
        %h2 = arith.addi %h, %i64inc : i64
        scf.yield %h2 : i64
      } else {
        scf.yield %h : i64
      }
      %ee = arith.index_cast %in#0 : index to i32
      %dn = arith.addi %d, %ee : i32
      %cn = arith.addi %c, %m7 : index
      scf.yield %cn, %dn, %hn : index, i32, i64
    }
    %o0 = arith.index_cast %r#0 : index to i64
    %o1 = arith.extsi %r#1 : i32 to i64
    %o2 = arith.addi %r#2, %z64 : i64
    %o3 = arith.constant 5 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host7(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %z64 = arith.constant 0 : i64
      %c0x = arith.constant 0 : index
      %c1x = arith.constant 1 : index
      %c3x = arith.constant 3 : index
      %r:3 = scf.for %k = %lbx to %ubx step %c3x_ iter_args(%c = %gxi, %d = %g, %h = %g64) -> (index, i32, i64) {
        %in:2 = scf.for %j = %c0x to %c3x step %c1x iter_args(%a = %c, %e = %d) -> (index, i32) {
          %a2 = arith.addi %a, %m7 : index
          %jj = arith.index_cast %j : index to i32
          %e2 = arith.addi %e, %jj : i32
          scf.yield %a2, %e2 : index, i32
        }
        %kodd = arith.remui %k, %c3x : index
        %isz = arith.cmpi eq, %kodd, %c0x : index
        %hn = scf.if %isz -> (i64) {
          %h2 = arith.addi %h, %i64inc : i64
          scf.yield %h2 : i64
        } else {
          scf.yield %h : i64
        }
        %ee = arith.index_cast %in#0 : index to i32
        %dn = arith.addi %d, %ee : i32
        %cn = arith.addi %c, %m7 : index
        scf.yield %cn, %dn, %hn : index, i32, i64
      }
      %o0 = arith.index_cast %r#0 : index to i64
      %o1 = arith.extsi %r#1 : i32 to i64
      %o2 = arith.addi %r#2, %z64 : i64
      %o3 = arith.constant 5 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt7("nested step 3 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check7(%ps: memref<?x4xi32>) {
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
    func.call @kern7(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host7(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt7 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps7 : memref<8x4xi32> = dense<[[0, 5, 1, 2], [-5, 3, 1, 2], [3, -5, 1, 2], [7, 7, 1, 2], [-20, 20, 1, 2], [0, 1, 1, 2], [-2147483648, -2147483645, 1, 2], [2147483645, 2147483647, 1, 2]]>

func.func @kern8(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c1x_ = arith.constant 1 : index
    %c3x_ = arith.constant 3 : index

    %z64 = arith.constant 0 : i64
    %c0x = arith.constant 0 : index
    %c1x = arith.constant 1 : index
    %c3x = arith.constant 3 : index
    %r:3 = scf.for %k = %lbx to %ubx step %stx iter_args(%c = %gxi, %d = %g, %h = %g64) -> (index, i32, i64) {
      %in:2 = scf.for %j = %c0x to %c3x step %c1x iter_args(%a = %c, %e = %d) -> (index, i32) {
        %a2 = arith.addi %a, %m7 : index
        %jj = arith.index_cast %j : index to i32
        %e2 = arith.addi %e, %jj : i32
        scf.yield %a2, %e2 : index, i32
      }
      %kodd = arith.remui %k, %c3x : index
      %isz = arith.cmpi eq, %kodd, %c0x : index
      %hn = scf.if %isz -> (i64) {
        %h2 = arith.addi %h, %i64inc : i64
        scf.yield %h2 : i64
      } else {
        scf.yield %h : i64
      }
      %ee = arith.index_cast %in#0 : index to i32
      %dn = arith.addi %d, %ee : i32
      %cn = arith.addi %c, %m7 : index
      scf.yield %cn, %dn, %hn : index, i32, i64
    }
    %o0 = arith.index_cast %r#0 : index to i64
    %o1 = arith.extsi %r#1 : i32 to i64
    %o2 = arith.addi %r#2, %z64 : i64
    %o3 = arith.constant 5 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host8(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c1x_ = arith.constant 1 : index
      %c3x_ = arith.constant 3 : index

      %z64 = arith.constant 0 : i64
      %c0x = arith.constant 0 : index
      %c1x = arith.constant 1 : index
      %c3x = arith.constant 3 : index
      %r:3 = scf.for %k = %lbx to %ubx step %stx iter_args(%c = %gxi, %d = %g, %h = %g64) -> (index, i32, i64) {
        %in:2 = scf.for %j = %c0x to %c3x step %c1x iter_args(%a = %c, %e = %d) -> (index, i32) {
          %a2 = arith.addi %a, %m7 : index
          %jj = arith.index_cast %j : index to i32
          %e2 = arith.addi %e, %jj : i32
          scf.yield %a2, %e2 : index, i32
        }
        %kodd = arith.remui %k, %c3x : index
        %isz = arith.cmpi eq, %kodd, %c0x : index
        %hn = scf.if %isz -> (i64) {
          %h2 = arith.addi %h, %i64inc : i64
          scf.yield %h2 : i64
        } else {
          scf.yield %h : i64
        }
        %ee = arith.index_cast %in#0 : index to i32
        %dn = arith.addi %d, %ee : i32
        %cn = arith.addi %c, %m7 : index
        scf.yield %cn, %dn, %hn : index, i32, i64
      }
      %o0 = arith.index_cast %r#0 : index to i64
      %o1 = arith.extsi %r#1 : i32 to i64
      %o2 = arith.addi %r#2, %z64 : i64
      %o3 = arith.constant 5 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt8("nested step rt mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check8(%ps: memref<?x4xi32>) {
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
    func.call @kern8(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host8(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt8 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps8 : memref<24x4xi32> = dense<[[0, 5, 1, 2], [0, 5, 3, 2], [0, 5, 1073741824, 2], [-5, 3, 1, 2], [-5, 3, 3, 2], [-5, 3, 1073741824, 2], [3, -5, 1, 2], [3, -5, 3, 2], [3, -5, 1073741824, 2], [7, 7, 1, 2], [7, 7, 3, 2], [7, 7, 1073741824, 2], [-20, 20, 1, 2], [-20, 20, 3, 2], [-20, 20, 1073741824, 2], [0, 1, 1, 2], [0, 1, 3, 2], [0, 1, 1073741824, 2], [-2147483648, -2147483645, 1, 2], [-2147483648, -2147483645, 3, 2], [-2147483648, -2147483645, 1073741824, 2], [2147483645, 2147483647, 1, 2], [2147483645, 2147483647, 3, 2], [2147483645, 2147483647, 1073741824, 2]]>

func.func @kern9(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c7 = arith.constant 7 : i32
    %tinc = arith.muli %g, %c7 : i32
    %tinci = arith.index_cast %tinc : i32 to index
    %c1x_ = arith.constant 1 : index
    %c3s = arith.constant 3 : index
    %r:3 = scf.for %k = %lbx to %ubx step %c3s iter_args(%a = %g, %b = %gxi, %h = %g8) -> (i32, index, i8) {
      gpu.barrier
      %a2 = arith.addi %tinc, %a : i32
      %b2 = arith.subi %b, %tinci : index
      %h2 = arith.addi %h, %g8 : i8
      scf.yield %a2, %b2, %h2 : i32, index, i8
    }
    %o0 = arith.extsi %r#0 : i32 to i64
    %o1 = arith.index_cast %r#1 : index to i64
    %o2 = arith.extui %r#2 : i8 to i64
    %o3 = arith.constant 0 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host9(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c7 = arith.constant 7 : i32
      %tinc = arith.muli %g, %c7 : i32
      %tinci = arith.index_cast %tinc : i32 to index
      %c1x_ = arith.constant 1 : index
      %c3s = arith.constant 3 : index
      %r:3 = scf.for %k = %lbx to %ubx step %c3s iter_args(%a = %g, %b = %gxi, %h = %g8) -> (i32, index, i8) {
  
        %a2 = arith.addi %tinc, %a : i32
        %b2 = arith.subi %b, %tinci : index
        %h2 = arith.addi %h, %g8 : i8
        scf.yield %a2, %b2, %h2 : i32, index, i8
      }
      %o0 = arith.extsi %r#0 : i32 to i64
      %o1 = arith.index_cast %r#1 : index to i64
      %o2 = arith.extui %r#2 : i8 to i64
      %o3 = arith.constant 0 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt9("barrier tx-inc mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check9(%ps: memref<?x4xi32>) {
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
    func.call @kern9(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host9(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt9 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps9 : memref<15x4xi32> = dense<[[0, 5, 1, 2], [0, 5, 3, 2], [0, 5, 7, 2], [-5, 3, 1, 2], [-5, 3, 3, 2], [-5, 3, 7, 2], [3, -5, 1, 2], [3, -5, 3, 2], [3, -5, 7, 2], [7, 7, 1, 2], [7, 7, 3, 2], [7, 7, 7, 2], [-20, 20, 1, 2], [-20, 20, 3, 2], [-20, 20, 7, 2]]>

func.func @kern10(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %bb = arith.muli %bxi, %c64i : i32
    %g = arith.addi %bb, %txi : i32
    %lbx = arith.index_cast %base : i32 to index
    %ubx = arith.index_cast %n : i32 to index
    %stx = arith.index_castui %s : i32 to index
    %gxi = arith.index_cast %g : i32 to index
    %g8 = arith.trunci %g : i32 to i8
    %g1 = arith.trunci %g : i32 to i1
    %g64 = arith.extsi %g : i32 to i64
    %i8inc = arith.constant 100 : i8
    %i1inc = arith.constant true
    %i32inc = arith.constant 1000000007 : i32
    %i64inc = arith.constant 9000000000000000007 : i64
    %m7 = arith.constant 7 : index
    %fz = arith.constant 1.5 : f32
    %valid = arith.constant true
    %c2u = arith.constant 2 : index
    %r:2 = scf.for unsigned %k = %lbx to %ubx step %c2u iter_args(%a = %g, %b = %gxi) -> (i32, index) {
      %a2 = arith.addi %a, %i32inc : i32
      %b2 = arith.subi %b, %m7 : index
      scf.yield %a2, %b2 : i32, index
    }
    %o0 = arith.extsi %r#0 : i32 to i64
    %o1 = arith.index_cast %r#1 : index to i64
    %o2 = arith.constant 0 : i64
    %o3 = arith.constant 0 : i64

    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 4 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<512xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<512xi64>
      %ko2 = arith.constant 2 : index
      %ka2 = arith.addi %gk, %ko2 : index
      memref.store %o2, %out[%ka2] : memref<512xi64>
      %ko3 = arith.constant 3 : index
      %ka3 = arith.addi %gk, %ko3 : index
      memref.store %o3, %out[%ka3] : memref<512xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host10(%out: memref<512xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %lbx = arith.index_cast %base : i32 to index
      %ubx = arith.index_cast %n : i32 to index
      %stx = arith.index_castui %s : i32 to index
      %gxi = arith.index_cast %g : i32 to index
      %g8 = arith.trunci %g : i32 to i8
      %g1 = arith.trunci %g : i32 to i1
      %g64 = arith.extsi %g : i32 to i64
      %i8inc = arith.constant 100 : i8
      %i1inc = arith.constant true
      %i32inc = arith.constant 1000000007 : i32
      %i64inc = arith.constant 9000000000000000007 : i64
      %m7 = arith.constant 7 : index
      %fz = arith.constant 1.5 : f32
      %valid = arith.constant true
      %c2u = arith.constant 2 : index
      %r:2 = scf.for unsigned %k = %lbx to %ubx step %c2u iter_args(%a = %g, %b = %gxi) -> (i32, index) {
        %a2 = arith.addi %a, %i32inc : i32
        %b2 = arith.subi %b, %m7 : index
        scf.yield %a2, %b2 : i32, index
      }
      %o0 = arith.extsi %r#0 : i32 to i64
      %o1 = arith.index_cast %r#1 : index to i64
      %o2 = arith.constant 0 : i64
      %o3 = arith.constant 0 : i64

      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 4 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<512xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<512xi64>
        %ko2 = arith.constant 2 : index
        %ka2 = arith.addi %gk, %ko2 : index
        memref.store %o2, %out[%ka2] : memref<512xi64>
        %ko3 = arith.constant 3 : index
        %ka3 = arith.addi %gk, %ko3 : index
        memref.store %o3, %out[%ka3] : memref<512xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt10("unsigned loop mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check10(%ps: memref<?x4xi32>) {
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
    func.call @kern10(%a, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
    func.call @host10(%w, %base, %n, %s, %nb) : (memref<512xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt10 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<512xi64>
  memref.dealloc %w : memref<512xi64>
  return
}
memref.global "private" constant @ps10 : memref<5x4xi32> = dense<[[0, 5, 1, 2], [-5, 3, 1, 2], [-7, -2, 1, 2], [-2, -7, 1, 2], [7, 7, 1, 2]]>
func.func @main() {
  %g0 = memref.get_global @ps0 : memref<8x4xi32>
  %d0 = memref.cast %g0 : memref<8x4xi32> to memref<?x4xi32>
  func.call @check0(%d0) : (memref<?x4xi32>) -> ()
  %g1 = memref.get_global @ps1 : memref<8x4xi32>
  %d1 = memref.cast %g1 : memref<8x4xi32> to memref<?x4xi32>
  func.call @check1(%d1) : (memref<?x4xi32>) -> ()
  %g2 = memref.get_global @ps2 : memref<24x4xi32>
  %d2 = memref.cast %g2 : memref<24x4xi32> to memref<?x4xi32>
  func.call @check2(%d2) : (memref<?x4xi32>) -> ()
  %g3 = memref.get_global @ps3 : memref<8x4xi32>
  %d3 = memref.cast %g3 : memref<8x4xi32> to memref<?x4xi32>
  func.call @check3(%d3) : (memref<?x4xi32>) -> ()
  %g4 = memref.get_global @ps4 : memref<8x4xi32>
  %d4 = memref.cast %g4 : memref<8x4xi32> to memref<?x4xi32>
  func.call @check4(%d4) : (memref<?x4xi32>) -> ()
  %g5 = memref.get_global @ps5 : memref<24x4xi32>
  %d5 = memref.cast %g5 : memref<24x4xi32> to memref<?x4xi32>
  func.call @check5(%d5) : (memref<?x4xi32>) -> ()
  %g6 = memref.get_global @ps6 : memref<8x4xi32>
  %d6 = memref.cast %g6 : memref<8x4xi32> to memref<?x4xi32>
  func.call @check6(%d6) : (memref<?x4xi32>) -> ()
  %g7 = memref.get_global @ps7 : memref<8x4xi32>
  %d7 = memref.cast %g7 : memref<8x4xi32> to memref<?x4xi32>
  func.call @check7(%d7) : (memref<?x4xi32>) -> ()
  %g8 = memref.get_global @ps8 : memref<24x4xi32>
  %d8 = memref.cast %g8 : memref<24x4xi32> to memref<?x4xi32>
  func.call @check8(%d8) : (memref<?x4xi32>) -> ()
  %g9 = memref.get_global @ps9 : memref<15x4xi32>
  %d9 = memref.cast %g9 : memref<15x4xi32> to memref<?x4xi32>
  func.call @check9(%d9) : (memref<?x4xi32>) -> ()
  %g10 = memref.get_global @ps10 : memref<5x4xi32>
  %d10 = memref.cast %g10 : memref<5x4xi32> to memref<?x4xi32>
  func.call @check10(%d10) : (memref<?x4xi32>) -> ()
  return
}
