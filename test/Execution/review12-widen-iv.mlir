// cpuify's induction variables (InductionVars.c) on narrow iter_args, 16
// threads, 64 i64 slots each, against a host reference in i64 with narrow
// wraps as trunci + extsi/extui: (A) i8 advanced by +nsw 7 with lb 2,
// step 3, read through index_cast (the wide value) and extsi (the
// truncation), and its result after the loop; (B) i16 `b - inc` nsw with
// inc = t + 1; (C) i32 without a flag that wraps past 2^31 (must stay
// modular), read signed and unsigned; (D) i8 without a flag that wraps;
// (E) a zero-trip loop (5 to 3) and one with lb = tx > ub for half the
// threads, results only; (F) i16 with `inc + arg` operand order, init
// sext(i8 arg) +nsw 5 and inc a select min (both widened by the helper);
// (G) step 4, lb 1, counting down near INT_MIN; (H) an i32 counter used by
// index_castui, by a nsw square and by a nsw add (uses that get the
// truncation).
// Fires: after stitch-cpuify no scf.for has iter_args left; the nsw loops
// compute `init + n * inc` in index and take `arith.index_cast %w : index
// to i8/i16/i32` for the other uses.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false induction-vars=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ref.mlir | FileCheck %s
// CHECK: widen-iv mismatches 0 first -1
// 16 threads, 64 i64 slots each (see the host reference for each slot).
func.func @kern(%out: memref<1024xi64>, %p8: i8, %q16: i16) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c8 = arith.constant 8 : index
    %c20 = arith.constant 20 : index
    %c64 = arith.constant 64 : index
    %base = arith.muli %tx, %c64 : index
    %t8 = arith.index_cast %tx : index to i8
    %t16 = arith.index_cast %tx : index to i16
    %t32 = arith.index_cast %tx : index to i32
    // A: i8, nsw add 7, i = 2, 5, .., 17; slots 0..5 wide, 6..11 narrow, 12/13 result
    %k100 = arith.constant 100 : i8
    %initA = arith.subi %t8, %k100 overflow<nsw> : i8
    %incA = arith.constant 7 : i8
    %rA = scf.for %i = %c2 to %c20 step %c3 iter_args(%a = %initA) -> (i8) {
      %k0 = arith.subi %i, %c2 : index
      %k = arith.divui %k0, %c3 : index
      %w = arith.index_cast %a : i8 to index
      %wl = arith.index_cast %w : index to i64
      %o = arith.addi %base, %k : index
      memref.store %wl, %out[%o] : memref<1024xi64>
      %nl = arith.extsi %a : i8 to i64
      %o6 = arith.addi %o, %c8 : index
      %o6b = arith.subi %o6, %c2 : index
      memref.store %nl, %out[%o6b] : memref<1024xi64>
      %next = arith.addi %a, %incA overflow<nsw> : i8
      scf.yield %next : i8
    }
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %rAw = arith.index_cast %rA : i8 to index
    %rAwl = arith.index_cast %rAw : index to i64
    %oA = arith.addi %base, %c12 : index
    memref.store %rAwl, %out[%oA] : memref<1024xi64>
    %rAn = arith.extsi %rA : i8 to i64
    %oA2 = arith.addi %base, %c13 : index
    memref.store %rAn, %out[%oA2] : memref<1024xi64>
    // B: i16, b - (t + 1) nsw, 5 iterations; slots 14..18, result 19
    %one16 = arith.constant 1 : i16
    %incB = arith.addi %t16, %one16 overflow<nsw> : i16
    %initB = arith.constant 30000 : i16
    %rB = scf.for %i = %c0 to %c5 step %c1 iter_args(%b = %initB) -> (i16) {
      %w = arith.index_cast %b : i16 to index
      %wl = arith.index_cast %w : index to i64
      %c14 = arith.constant 14 : index
      %o0 = arith.addi %base, %c14 : index
      %o = arith.addi %o0, %i : index
      memref.store %wl, %out[%o] : memref<1024xi64>
      %next = arith.subi %b, %incB overflow<nsw> : i16
      scf.yield %next : i16
    }
    %c19 = arith.constant 19 : index
    %rBw = arith.index_cast %rB : i16 to index
    %rBwl = arith.index_cast %rBw : index to i64
    %oB = arith.addi %base, %c19 : index
    memref.store %rBwl, %out[%oB] : memref<1024xi64>
    // C: i32 without flag, wraps: 2147483600 + k (20 + t); slots 20..24 sext, 25..29 zext, 30 result
    %k20 = arith.constant 20 : i32
    %incC = arith.addi %t32, %k20 : i32
    %initC = arith.constant 2147483600 : i32
    %rC = scf.for %i = %c0 to %c5 step %c1 iter_args(%cc = %initC) -> (i32) {
      %w = arith.index_cast %cc : i32 to index
      %wl = arith.index_cast %w : index to i64
      %o0 = arith.addi %base, %c20 : index
      %o = arith.addi %o0, %i : index
      memref.store %wl, %out[%o] : memref<1024xi64>
      %u = arith.index_castui %cc : i32 to index
      %ul = arith.index_cast %u : index to i64
      %o2 = arith.addi %o, %c5 : index
      memref.store %ul, %out[%o2] : memref<1024xi64>
      %next = arith.addi %cc, %incC : i32
      scf.yield %next : i32
    }
    %c30 = arith.constant 30 : index
    %rCw = arith.index_cast %rC : i32 to index
    %rCwl = arith.index_cast %rCw : index to i64
    %oC = arith.addi %base, %c30 : index
    memref.store %rCwl, %out[%oC] : memref<1024xi64>
    // D: i8 without flag: 120 + 5k, 4 iterations; slots 31..34, result 35
    %initD = arith.constant 120 : i8
    %incD = arith.constant 5 : i8
    %rD = scf.for %i = %c0 to %c4 step %c1 iter_args(%d = %initD) -> (i8) {
      %w = arith.index_cast %d : i8 to index
      %wl = arith.index_cast %w : index to i64
      %c31 = arith.constant 31 : index
      %o0 = arith.addi %base, %c31 : index
      %o = arith.addi %o0, %i : index
      memref.store %wl, %out[%o] : memref<1024xi64>
      %next = arith.addi %d, %incD : i8
      scf.yield %next : i8
    }
    %c35 = arith.constant 35 : index
    %rDw = arith.index_cast %rD : i8 to index
    %rDwl = arith.index_cast %rDw : index to i64
    %oD = arith.addi %base, %c35 : index
    memref.store %rDwl, %out[%oD] : memref<1024xi64>
    // E: zero-trip (5 to 3), nsw; result slot 36 = -3t. E2: lb = t to 8, 11 - 2 per trip; slot 37
    %km3 = arith.constant -3 : i32
    %initE = arith.muli %t32, %km3 overflow<nsw> : i32
    %kE = arith.constant 9 : i32
    %rE = scf.for %i = %c5 to %c3 step %c1 iter_args(%e = %initE) -> (i32) {
      %next = arith.addi %e, %kE overflow<nsw> : i32
      scf.yield %next : i32
    }
    %c36 = arith.constant 36 : index
    %rEw = arith.index_cast %rE : i32 to index
    %rEwl = arith.index_cast %rEw : index to i64
    %oE = arith.addi %base, %c36 : index
    memref.store %rEwl, %out[%oE] : memref<1024xi64>
    %k11 = arith.constant 11 : i32
    %km2 = arith.constant -2 : i32
    %rE2 = scf.for %i = %tx to %c8 step %c1 iter_args(%e = %k11) -> (i32) {
      %next = arith.addi %e, %km2 overflow<nsw> : i32
      scf.yield %next : i32
    }
    %c37 = arith.constant 37 : index
    %rE2w = arith.index_cast %rE2 : i32 to index
    %rE2wl = arith.index_cast %rE2w : index to i64
    %oE2 = arith.addi %base, %c37 : index
    memref.store %rE2wl, %out[%oE2] : memref<1024xi64>
    // F: i16 nsw, init sext(p8) + 5, inc min(t - 3, q); 3 iterations; slots 38..40, result 41
    %p16 = arith.extsi %p8 : i8 to i16
    %five16 = arith.constant 5 : i16
    %initF = arith.addi %p16, %five16 overflow<nsw> : i16
    %three16 = arith.constant 3 : i16
    %xF = arith.subi %t16, %three16 overflow<nsw> : i16
    %cF = arith.cmpi slt, %q16, %xF : i16
    %incF = arith.select %cF, %q16, %xF : i16
    %rF = scf.for %i = %c0 to %c3 step %c1 iter_args(%f = %initF) -> (i16) {
      %w = arith.index_cast %f : i16 to index
      %wl = arith.index_cast %w : index to i64
      %c38 = arith.constant 38 : index
      %o0 = arith.addi %base, %c38 : index
      %o = arith.addi %o0, %i : index
      memref.store %wl, %out[%o] : memref<1024xi64>
      %next = arith.addi %incF, %f overflow<nsw> : i16
      scf.yield %next : i16
    }
    %c41 = arith.constant 41 : index
    %rFw = arith.index_cast %rF : i16 to index
    %rFwl = arith.index_cast %rFw : index to i64
    %oF = arith.addi %base, %c41 : index
    memref.store %rFwl, %out[%oF] : memref<1024xi64>
    // G: step 4, lb 1, ub 14 (4 trips), i32 nsw: -2147483620 - 2k - t; slots 42..45, result 46
    %c14 = arith.constant 14 : index
    %initG0 = arith.constant -2147483620 : i32
    %initG = arith.subi %initG0, %t32 overflow<nsw> : i32
    %two = arith.constant 2 : i32
    %rG = scf.for %i = %c1 to %c14 step %c4 iter_args(%g = %initG) -> (i32) {
      %w = arith.index_cast %g : i32 to index
      %wl = arith.index_cast %w : index to i64
      %k = arith.divui %i, %c4 : index
      %c42 = arith.constant 42 : index
      %o0 = arith.addi %base, %c42 : index
      %o = arith.addi %o0, %k : index
      memref.store %wl, %out[%o] : memref<1024xi64>
      %next = arith.subi %g, %two overflow<nsw> : i32
      scf.yield %next : i32
    }
    %c46 = arith.constant 46 : index
    %rGw = arith.index_cast %rG : i32 to index
    %rGwl = arith.index_cast %rGw : index to i64
    %oG = arith.addi %base, %c46 : index
    memref.store %rGwl, %out[%oG] : memref<1024xi64>
    // H: i32 nsw, t - 5 + k: zext at 47..49, square at 50..52, index_cast of (h +nsw 1) at 53..55
    %five = arith.constant 5 : i32
    %one = arith.constant 1 : i32
    %initH = arith.subi %t32, %five overflow<nsw> : i32
    %rH = scf.for %i = %c0 to %c3 step %c1 iter_args(%h = %initH) -> (i32) {
      %u = arith.index_castui %h : i32 to index
      %ul = arith.index_cast %u : index to i64
      %c47 = arith.constant 47 : index
      %o0 = arith.addi %base, %c47 : index
      %o = arith.addi %o0, %i : index
      memref.store %ul, %out[%o] : memref<1024xi64>
      %sq = arith.muli %h, %h overflow<nsw> : i32
      %sqw = arith.index_cast %sq : i32 to index
      %sqwl = arith.index_cast %sqw : index to i64
      %o2 = arith.addi %o, %c3 : index
      memref.store %sqwl, %out[%o2] : memref<1024xi64>
      %h1 = arith.addi %h, %one overflow<nsw> : i32
      %h1w = arith.index_cast %h1 : i32 to index
      %h1wl = arith.index_cast %h1w : index to i64
      %o3 = arith.addi %o2, %c3 : index
      memref.store %h1wl, %out[%o3] : memref<1024xi64>
      %next = arith.addi %h, %one overflow<nsw> : i32
      scf.yield %next : i32
    }
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("widen-iv mismatches %ld first %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// The reference: i64 arithmetic, narrow wraps as trunci + extsi/extui.
func.func @ref(%r: memref<1024xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %tx = %c0 to %c16 step %c1 {
      %base = arith.muli %tx, %c64 : index
      %t = arith.index_cast %tx : index to i64
      %v1 = arith.constant 100 : i64
      %v2 = arith.subi %t, %v1 : i64
      %v3 = arith.constant 0 : i64
      %v4 = arith.addi %v2, %v3 : i64
      %v5 = arith.constant 0 : index
      %v6 = arith.addi %base, %v5 : index
      memref.store %v4, %r[%v6] : memref<1024xi64>
      %v7 = arith.constant 6 : index
      %v8 = arith.addi %base, %v7 : index
      memref.store %v4, %r[%v8] : memref<1024xi64>
      %v9 = arith.constant 7 : i64
      %v10 = arith.addi %v2, %v9 : i64
      %v11 = arith.constant 1 : index
      %v12 = arith.addi %base, %v11 : index
      memref.store %v10, %r[%v12] : memref<1024xi64>
      %v13 = arith.constant 7 : index
      %v14 = arith.addi %base, %v13 : index
      memref.store %v10, %r[%v14] : memref<1024xi64>
      %v15 = arith.constant 14 : i64
      %v16 = arith.addi %v2, %v15 : i64
      %v17 = arith.constant 2 : index
      %v18 = arith.addi %base, %v17 : index
      memref.store %v16, %r[%v18] : memref<1024xi64>
      %v19 = arith.constant 8 : index
      %v20 = arith.addi %base, %v19 : index
      memref.store %v16, %r[%v20] : memref<1024xi64>
      %v21 = arith.constant 21 : i64
      %v22 = arith.addi %v2, %v21 : i64
      %v23 = arith.constant 3 : index
      %v24 = arith.addi %base, %v23 : index
      memref.store %v22, %r[%v24] : memref<1024xi64>
      %v25 = arith.constant 9 : index
      %v26 = arith.addi %base, %v25 : index
      memref.store %v22, %r[%v26] : memref<1024xi64>
      %v27 = arith.constant 28 : i64
      %v28 = arith.addi %v2, %v27 : i64
      %v29 = arith.constant 4 : index
      %v30 = arith.addi %base, %v29 : index
      memref.store %v28, %r[%v30] : memref<1024xi64>
      %v31 = arith.constant 10 : index
      %v32 = arith.addi %base, %v31 : index
      memref.store %v28, %r[%v32] : memref<1024xi64>
      %v33 = arith.constant 35 : i64
      %v34 = arith.addi %v2, %v33 : i64
      %v35 = arith.constant 5 : index
      %v36 = arith.addi %base, %v35 : index
      memref.store %v34, %r[%v36] : memref<1024xi64>
      %v37 = arith.constant 11 : index
      %v38 = arith.addi %base, %v37 : index
      memref.store %v34, %r[%v38] : memref<1024xi64>
      %v39 = arith.constant 42 : i64
      %v40 = arith.addi %v2, %v39 : i64
      %v41 = arith.constant 12 : index
      %v42 = arith.addi %base, %v41 : index
      memref.store %v40, %r[%v42] : memref<1024xi64>
      %v43 = arith.constant 13 : index
      %v44 = arith.addi %base, %v43 : index
      memref.store %v40, %r[%v44] : memref<1024xi64>
      %v45 = arith.constant 1 : i64
      %v46 = arith.addi %t, %v45 : i64
      %v47 = arith.constant 30000 : i64
      %v48 = arith.constant 0 : i64
      %v49 = arith.muli %v46, %v48 : i64
      %v50 = arith.subi %v47, %v49 : i64
      %v51 = arith.constant 14 : index
      %v52 = arith.addi %base, %v51 : index
      memref.store %v50, %r[%v52] : memref<1024xi64>
      %v53 = arith.constant 30000 : i64
      %v54 = arith.constant 1 : i64
      %v55 = arith.muli %v46, %v54 : i64
      %v56 = arith.subi %v53, %v55 : i64
      %v57 = arith.constant 15 : index
      %v58 = arith.addi %base, %v57 : index
      memref.store %v56, %r[%v58] : memref<1024xi64>
      %v59 = arith.constant 30000 : i64
      %v60 = arith.constant 2 : i64
      %v61 = arith.muli %v46, %v60 : i64
      %v62 = arith.subi %v59, %v61 : i64
      %v63 = arith.constant 16 : index
      %v64 = arith.addi %base, %v63 : index
      memref.store %v62, %r[%v64] : memref<1024xi64>
      %v65 = arith.constant 30000 : i64
      %v66 = arith.constant 3 : i64
      %v67 = arith.muli %v46, %v66 : i64
      %v68 = arith.subi %v65, %v67 : i64
      %v69 = arith.constant 17 : index
      %v70 = arith.addi %base, %v69 : index
      memref.store %v68, %r[%v70] : memref<1024xi64>
      %v71 = arith.constant 30000 : i64
      %v72 = arith.constant 4 : i64
      %v73 = arith.muli %v46, %v72 : i64
      %v74 = arith.subi %v71, %v73 : i64
      %v75 = arith.constant 18 : index
      %v76 = arith.addi %base, %v75 : index
      memref.store %v74, %r[%v76] : memref<1024xi64>
      %v77 = arith.constant 30000 : i64
      %v78 = arith.constant 5 : i64
      %v79 = arith.muli %v46, %v78 : i64
      %v80 = arith.subi %v77, %v79 : i64
      %v81 = arith.constant 19 : index
      %v82 = arith.addi %base, %v81 : index
      memref.store %v80, %r[%v82] : memref<1024xi64>
      %v83 = arith.constant 20 : i64
      %v84 = arith.addi %t, %v83 : i64
      %v85 = arith.constant 2147483600 : i64
      %v86 = arith.constant 0 : i64
      %v87 = arith.muli %v84, %v86 : i64
      %v88 = arith.addi %v85, %v87 : i64
      %v89 = arith.trunci %v88 : i64 to i32
      %v90 = arith.extsi %v89 : i32 to i64
      %v91 = arith.constant 20 : index
      %v92 = arith.addi %base, %v91 : index
      memref.store %v90, %r[%v92] : memref<1024xi64>
      %v93 = arith.trunci %v88 : i64 to i32
      %v94 = arith.extui %v93 : i32 to i64
      %v95 = arith.constant 25 : index
      %v96 = arith.addi %base, %v95 : index
      memref.store %v94, %r[%v96] : memref<1024xi64>
      %v97 = arith.constant 2147483600 : i64
      %v98 = arith.constant 1 : i64
      %v99 = arith.muli %v84, %v98 : i64
      %v100 = arith.addi %v97, %v99 : i64
      %v101 = arith.trunci %v100 : i64 to i32
      %v102 = arith.extsi %v101 : i32 to i64
      %v103 = arith.constant 21 : index
      %v104 = arith.addi %base, %v103 : index
      memref.store %v102, %r[%v104] : memref<1024xi64>
      %v105 = arith.trunci %v100 : i64 to i32
      %v106 = arith.extui %v105 : i32 to i64
      %v107 = arith.constant 26 : index
      %v108 = arith.addi %base, %v107 : index
      memref.store %v106, %r[%v108] : memref<1024xi64>
      %v109 = arith.constant 2147483600 : i64
      %v110 = arith.constant 2 : i64
      %v111 = arith.muli %v84, %v110 : i64
      %v112 = arith.addi %v109, %v111 : i64
      %v113 = arith.trunci %v112 : i64 to i32
      %v114 = arith.extsi %v113 : i32 to i64
      %v115 = arith.constant 22 : index
      %v116 = arith.addi %base, %v115 : index
      memref.store %v114, %r[%v116] : memref<1024xi64>
      %v117 = arith.trunci %v112 : i64 to i32
      %v118 = arith.extui %v117 : i32 to i64
      %v119 = arith.constant 27 : index
      %v120 = arith.addi %base, %v119 : index
      memref.store %v118, %r[%v120] : memref<1024xi64>
      %v121 = arith.constant 2147483600 : i64
      %v122 = arith.constant 3 : i64
      %v123 = arith.muli %v84, %v122 : i64
      %v124 = arith.addi %v121, %v123 : i64
      %v125 = arith.trunci %v124 : i64 to i32
      %v126 = arith.extsi %v125 : i32 to i64
      %v127 = arith.constant 23 : index
      %v128 = arith.addi %base, %v127 : index
      memref.store %v126, %r[%v128] : memref<1024xi64>
      %v129 = arith.trunci %v124 : i64 to i32
      %v130 = arith.extui %v129 : i32 to i64
      %v131 = arith.constant 28 : index
      %v132 = arith.addi %base, %v131 : index
      memref.store %v130, %r[%v132] : memref<1024xi64>
      %v133 = arith.constant 2147483600 : i64
      %v134 = arith.constant 4 : i64
      %v135 = arith.muli %v84, %v134 : i64
      %v136 = arith.addi %v133, %v135 : i64
      %v137 = arith.trunci %v136 : i64 to i32
      %v138 = arith.extsi %v137 : i32 to i64
      %v139 = arith.constant 24 : index
      %v140 = arith.addi %base, %v139 : index
      memref.store %v138, %r[%v140] : memref<1024xi64>
      %v141 = arith.trunci %v136 : i64 to i32
      %v142 = arith.extui %v141 : i32 to i64
      %v143 = arith.constant 29 : index
      %v144 = arith.addi %base, %v143 : index
      memref.store %v142, %r[%v144] : memref<1024xi64>
      %v145 = arith.constant 2147483600 : i64
      %v146 = arith.constant 5 : i64
      %v147 = arith.muli %v84, %v146 : i64
      %v148 = arith.addi %v145, %v147 : i64
      %v149 = arith.trunci %v148 : i64 to i32
      %v150 = arith.extsi %v149 : i32 to i64
      %v151 = arith.constant 30 : index
      %v152 = arith.addi %base, %v151 : index
      memref.store %v150, %r[%v152] : memref<1024xi64>
      %v153 = arith.constant 120 : i64
      %v154 = arith.trunci %v153 : i64 to i8
      %v155 = arith.extsi %v154 : i8 to i64
      %v156 = arith.constant 31 : index
      %v157 = arith.addi %base, %v156 : index
      memref.store %v155, %r[%v157] : memref<1024xi64>
      %v158 = arith.constant 125 : i64
      %v159 = arith.trunci %v158 : i64 to i8
      %v160 = arith.extsi %v159 : i8 to i64
      %v161 = arith.constant 32 : index
      %v162 = arith.addi %base, %v161 : index
      memref.store %v160, %r[%v162] : memref<1024xi64>
      %v163 = arith.constant 130 : i64
      %v164 = arith.trunci %v163 : i64 to i8
      %v165 = arith.extsi %v164 : i8 to i64
      %v166 = arith.constant 33 : index
      %v167 = arith.addi %base, %v166 : index
      memref.store %v165, %r[%v167] : memref<1024xi64>
      %v168 = arith.constant 135 : i64
      %v169 = arith.trunci %v168 : i64 to i8
      %v170 = arith.extsi %v169 : i8 to i64
      %v171 = arith.constant 34 : index
      %v172 = arith.addi %base, %v171 : index
      memref.store %v170, %r[%v172] : memref<1024xi64>
      %v173 = arith.constant 140 : i64
      %v174 = arith.trunci %v173 : i64 to i8
      %v175 = arith.extsi %v174 : i8 to i64
      %v176 = arith.constant 35 : index
      %v177 = arith.addi %base, %v176 : index
      memref.store %v175, %r[%v177] : memref<1024xi64>
      %v178 = arith.constant -3 : i64
      %v179 = arith.muli %t, %v178 : i64
      %v180 = arith.constant 36 : index
      %v181 = arith.addi %base, %v180 : index
      memref.store %v179, %r[%v181] : memref<1024xi64>
      %v182 = arith.constant 8 : i64
      %v183 = arith.subi %v182, %t : i64
      %v184 = arith.constant 0 : i64
      %v185 = arith.maxsi %v183, %v184 : i64
      %v186 = arith.constant 11 : i64
      %v187 = arith.constant 2 : i64
      %v188 = arith.muli %v185, %v187 : i64
      %v189 = arith.subi %v186, %v188 : i64
      %v190 = arith.constant 37 : index
      %v191 = arith.addi %base, %v190 : index
      memref.store %v189, %r[%v191] : memref<1024xi64>
      %v192 = arith.constant -2 : i64
      %v193 = arith.constant 3 : i64
      %v194 = arith.subi %t, %v193 : i64
      %v195 = arith.minsi %v192, %v194 : i64
      %v196 = arith.constant -45 : i64
      %v197 = arith.constant 0 : i64
      %v198 = arith.muli %v195, %v197 : i64
      %v199 = arith.addi %v196, %v198 : i64
      %v200 = arith.constant 38 : index
      %v201 = arith.addi %base, %v200 : index
      memref.store %v199, %r[%v201] : memref<1024xi64>
      %v202 = arith.constant -45 : i64
      %v203 = arith.constant 1 : i64
      %v204 = arith.muli %v195, %v203 : i64
      %v205 = arith.addi %v202, %v204 : i64
      %v206 = arith.constant 39 : index
      %v207 = arith.addi %base, %v206 : index
      memref.store %v205, %r[%v207] : memref<1024xi64>
      %v208 = arith.constant -45 : i64
      %v209 = arith.constant 2 : i64
      %v210 = arith.muli %v195, %v209 : i64
      %v211 = arith.addi %v208, %v210 : i64
      %v212 = arith.constant 40 : index
      %v213 = arith.addi %base, %v212 : index
      memref.store %v211, %r[%v213] : memref<1024xi64>
      %v214 = arith.constant -45 : i64
      %v215 = arith.constant 3 : i64
      %v216 = arith.muli %v195, %v215 : i64
      %v217 = arith.addi %v214, %v216 : i64
      %v218 = arith.constant 41 : index
      %v219 = arith.addi %base, %v218 : index
      memref.store %v217, %r[%v219] : memref<1024xi64>
      %v220 = arith.constant -2147483620 : i64
      %v221 = arith.subi %v220, %t : i64
      %v222 = arith.constant 0 : i64
      %v223 = arith.subi %v221, %v222 : i64
      %v224 = arith.constant 42 : index
      %v225 = arith.addi %base, %v224 : index
      memref.store %v223, %r[%v225] : memref<1024xi64>
      %v226 = arith.constant 2 : i64
      %v227 = arith.subi %v221, %v226 : i64
      %v228 = arith.constant 43 : index
      %v229 = arith.addi %base, %v228 : index
      memref.store %v227, %r[%v229] : memref<1024xi64>
      %v230 = arith.constant 4 : i64
      %v231 = arith.subi %v221, %v230 : i64
      %v232 = arith.constant 44 : index
      %v233 = arith.addi %base, %v232 : index
      memref.store %v231, %r[%v233] : memref<1024xi64>
      %v234 = arith.constant 6 : i64
      %v235 = arith.subi %v221, %v234 : i64
      %v236 = arith.constant 45 : index
      %v237 = arith.addi %base, %v236 : index
      memref.store %v235, %r[%v237] : memref<1024xi64>
      %v238 = arith.constant 8 : i64
      %v239 = arith.subi %v221, %v238 : i64
      %v240 = arith.constant 46 : index
      %v241 = arith.addi %base, %v240 : index
      memref.store %v239, %r[%v241] : memref<1024xi64>
      %v242 = arith.constant 5 : i64
      %v243 = arith.subi %t, %v242 : i64
      %v244 = arith.constant 0 : i64
      %v245 = arith.addi %v243, %v244 : i64
      %v246 = arith.trunci %v245 : i64 to i32
      %v247 = arith.extui %v246 : i32 to i64
      %v248 = arith.constant 47 : index
      %v249 = arith.addi %base, %v248 : index
      memref.store %v247, %r[%v249] : memref<1024xi64>
      %v250 = arith.muli %v245, %v245 : i64
      %v251 = arith.constant 50 : index
      %v252 = arith.addi %base, %v251 : index
      memref.store %v250, %r[%v252] : memref<1024xi64>
      %v253 = arith.constant 1 : i64
      %v254 = arith.addi %v245, %v253 : i64
      %v255 = arith.constant 53 : index
      %v256 = arith.addi %base, %v255 : index
      memref.store %v254, %r[%v256] : memref<1024xi64>
      %v257 = arith.constant 5 : i64
      %v258 = arith.subi %t, %v257 : i64
      %v259 = arith.constant 1 : i64
      %v260 = arith.addi %v258, %v259 : i64
      %v261 = arith.trunci %v260 : i64 to i32
      %v262 = arith.extui %v261 : i32 to i64
      %v263 = arith.constant 48 : index
      %v264 = arith.addi %base, %v263 : index
      memref.store %v262, %r[%v264] : memref<1024xi64>
      %v265 = arith.muli %v260, %v260 : i64
      %v266 = arith.constant 51 : index
      %v267 = arith.addi %base, %v266 : index
      memref.store %v265, %r[%v267] : memref<1024xi64>
      %v268 = arith.constant 1 : i64
      %v269 = arith.addi %v260, %v268 : i64
      %v270 = arith.constant 54 : index
      %v271 = arith.addi %base, %v270 : index
      memref.store %v269, %r[%v271] : memref<1024xi64>
      %v272 = arith.constant 5 : i64
      %v273 = arith.subi %t, %v272 : i64
      %v274 = arith.constant 2 : i64
      %v275 = arith.addi %v273, %v274 : i64
      %v276 = arith.trunci %v275 : i64 to i32
      %v277 = arith.extui %v276 : i32 to i64
      %v278 = arith.constant 49 : index
      %v279 = arith.addi %base, %v278 : index
      memref.store %v277, %r[%v279] : memref<1024xi64>
      %v280 = arith.muli %v275, %v275 : i64
      %v281 = arith.constant 52 : index
      %v282 = arith.addi %base, %v281 : index
      memref.store %v280, %r[%v282] : memref<1024xi64>
      %v283 = arith.constant 1 : i64
      %v284 = arith.addi %v275, %v283 : i64
      %v285 = arith.constant 55 : index
      %v286 = arith.addi %base, %v285 : index
      memref.store %v284, %r[%v286] : memref<1024xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %neg = arith.constant -1 : i64
  %a = memref.alloc() : memref<1024xi64>
  %r = memref.alloc() : memref<1024xi64>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %z, %a[%i] : memref<1024xi64>
    memref.store %z, %r[%i] : memref<1024xi64>
  }
  %p8 = arith.constant -50 : i8
  %q16 = arith.constant -2 : i16
  call @kern(%a, %p8, %q16) : (memref<1024xi64>, i8, i16) -> ()
  call @ref(%r) : (memref<1024xi64>) -> ()
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%b = %z, %f = %neg) -> (i64, i64) {
    %got = memref.load %a[%i] : memref<1024xi64>
    %want = memref.load %r[%i] : memref<1024xi64>
    %ne = arith.cmpi ne, %got, %want : i64
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    %il = arith.index_cast %i : index to i64
    %first = arith.cmpi slt, %f, %z : i64
    %take = arith.andi %ne, %first : i1
    %f2 = arith.select %take, %il, %f : i64
    scf.yield %b2, %f2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %a : memref<1024xi64>
  memref.dealloc %r : memref<1024xi64>
  return
}
