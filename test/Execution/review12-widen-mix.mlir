// stitch-widen-indices on the shapes its assumptions rest on, 2 blocks of
// 32x2 threads, 32 i64 slots per thread against a host reference in plain
// index arithmetic (wraps written out): nsw/nuw add/sub/mul chains; i8
// constants under zero extension (-128, -6 as 128, 250) and an i1 select
// of true/false under sext (-1) and zext (1); one i16 value extended to
// i64, index and i32 (the memo asked for three types); selects whose
// condition compares the arms with swapped operands (sgt y, x: a min), an
// unsigned predicate under sext and a signed one under zext (the narrow
// condition must stay), an unsigned one under zext (rebuilt); an scf.if
// result (leaf); a value defined in an scf.if used in a nested scf.for;
// truncated loop indices of an scf.for with lb -5 and step 3, of one ending
// exactly at 2^31 (fits i32: the iv), of one running past 2^32 under zext
// (does not fit: stays a leaf, 2^32 -> 0), and of the 2nd iv (ty) of the
// thread scf.parallel; extensions of function arguments (i32, and an i16
// through extsi); extsi over extui and extui over extsi (mixed kinds).
// Fires: after stitch-widen-indices the stores take i64/index ops with
// overflow<nsw>/<nuw>, `arith.select %cmp, %wide...: i64` with a rebuilt
// `cmpi sgt`/`ugt` on i64, and the loop slots use the scf.for iv directly.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false induction-vars=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ref.mlir | FileCheck %s
// CHECK: widen-mix mismatches 0 first -1
// K = 32 slots per thread; 2 blocks of 32x2 threads; gid = bx*64 + ty*32 + tx.
func.func @kern(%out: memref<4096xi64>, %n: i32, %m: i16) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c2, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %cK = arith.constant 32 : index
    %b0 = arith.muli %bx, %c64 : index
    %t1 = arith.muli %ty, %c32 : index
    %l = arith.addi %t1, %tx : index
    %gid = arith.addi %b0, %l : index
    %base = arith.muli %gid, %cK : index
    %t32 = arith.index_cast %l : index to i32
    %t8 = arith.index_cast %l : index to i8
    %t16 = arith.index_cast %l : index to i16
    %c3 = arith.constant 3 : i32
    %c5 = arith.constant 5 : i32
    %c10 = arith.constant 10 : i32
    %c20 = arith.constant 20 : i32
    %c0_32 = arith.constant 0 : i32
    %c1_32 = arith.constant 1 : i32
    %true = arith.constant true
    %false = arith.constant false
    // slot 0: (long)(t - 3)
    %a0 = arith.subi %t32, %c3 overflow<nsw> : i32
    %e0 = arith.extsi %a0 : i32 to i64
    %s0 = arith.addi %base, %c0 : index
    memref.store %e0, %out[%s0] : memref<4096xi64>
    // slot 1: index_castui(t +nuw 5)
    %a1 = arith.addi %t32, %c5 overflow<nuw> : i32
    %e1 = arith.index_castui %a1 : i32 to index
    %e1l = arith.index_cast %e1 : index to i64
    %s1 = arith.addi %base, %c1 : index
    memref.store %e1l, %out[%s1] : memref<4096xi64>
    // slot 2: zext(t8 +nuw (-128 : i8)) = t + 128
    %cm128 = arith.constant -128 : i8
    %a2 = arith.addi %t8, %cm128 overflow<nuw> : i8
    %e2 = arith.extui %a2 : i8 to i64
    %s2 = arith.addi %base, %c2 : index
    memref.store %e2, %out[%s2] : memref<4096xi64>
    // slot 3: sext((i8)sext(l < 32 ? true : false) +nsw 5) = l<32 ? 4 : 5
    %cnd = arith.cmpi ult, %l, %c32 : index
    %b3 = arith.select %cnd, %true, %false : i1
    %x3 = arith.extsi %b3 : i1 to i8
    %c5_8 = arith.constant 5 : i8
    %y3 = arith.addi %x3, %c5_8 overflow<nsw> : i8
    %e3 = arith.extsi %y3 : i8 to i64
    %c3i = arith.constant 3 : index
    %s3 = arith.addi %base, %c3i : index
    memref.store %e3, %out[%s3] : memref<4096xi64>
    // slot 4: zext(zext(b3) +nuw (-6 : i8)) = l<32 ? 251 : 250
    %x4 = arith.extui %b3 : i1 to i8
    %cm6 = arith.constant -6 : i8
    %y4 = arith.addi %x4, %cm6 overflow<nuw> : i8
    %e4 = arith.extui %y4 : i8 to i64
    %c4i = arith.constant 4 : index
    %s4 = arith.addi %base, %c4i : index
    memref.store %e4, %out[%s4] : memref<4096xi64>
    // slots 5,6,7: h = t16 * -3 - 7 extended to i64, index, and via i32 + 1
    %cm3_16 = arith.constant -3 : i16
    %c7_16 = arith.constant 7 : i16
    %h = arith.muli %t16, %cm3_16 overflow<nsw> : i16
    %h2 = arith.subi %h, %c7_16 overflow<nsw> : i16
    %w32 = arith.extsi %h2 : i16 to i32
    %w64 = arith.extsi %h2 : i16 to i64
    %widx = arith.index_cast %h2 : i16 to index
    %z = arith.addi %w32, %c1_32 overflow<nsw> : i32
    %zz = arith.extsi %z : i32 to i64
    %widxl = arith.index_cast %widx : index to i64
    %c5i = arith.constant 5 : index
    %c6i = arith.constant 6 : index
    %c7i = arith.constant 7 : index
    %s5 = arith.addi %base, %c5i : index
    %s6 = arith.addi %base, %c6i : index
    %s7 = arith.addi %base, %c7i : index
    memref.store %w64, %out[%s5] : memref<4096xi64>
    memref.store %widxl, %out[%s6] : memref<4096xi64>
    memref.store %zz, %out[%s7] : memref<4096xi64>
    // slot 8: min(t - 10, 20 - t) as (y > x) ? x : y
    %x = arith.subi %t32, %c10 overflow<nsw> : i32
    %y = arith.subi %c20, %t32 overflow<nsw> : i32
    %cmp8 = arith.cmpi sgt, %y, %x : i32
    %sel8 = arith.select %cmp8, %x, %y : i32
    %e8 = arith.extsi %sel8 : i32 to i64
    %c8i = arith.constant 8 : index
    %s8 = arith.addi %base, %c8i : index
    memref.store %e8, %out[%s8] : memref<4096xi64>
    // slot 9: x ult y ? x : y, sign-extended
    %cmp9 = arith.cmpi ult, %x, %y : i32
    %sel9 = arith.select %cmp9, %x, %y : i32
    %e9 = arith.index_cast %sel9 : i32 to index
    %e9l = arith.index_cast %e9 : index to i64
    %c9i = arith.constant 9 : index
    %s9 = arith.addi %base, %c9i : index
    memref.store %e9l, %out[%s9] : memref<4096xi64>
    // slot 10: zero extension, signed predicate:
    //   xu = t + 2147483640 (nuw), yu = 100 + t; (xu slt yu) ? xu : yu
    %cbig = arith.constant 2147483640 : i32
    %c100 = arith.constant 100 : i32
    %xu = arith.addi %t32, %cbig overflow<nuw> : i32
    %yu = arith.addi %c100, %t32 overflow<nuw> : i32
    %cmp10 = arith.cmpi slt, %xu, %yu : i32
    %sel10 = arith.select %cmp10, %xu, %yu : i32
    %e10 = arith.extui %sel10 : i32 to i64
    %c10i = arith.constant 10 : index
    %s10 = arith.addi %base, %c10i : index
    memref.store %e10, %out[%s10] : memref<4096xi64>
    // slot 11: zero extension, unsigned predicate swapped: (yu ugt xu) ? xu : yu  = minu
    %cmp11 = arith.cmpi ugt, %yu, %xu : i32
    %sel11 = arith.select %cmp11, %xu, %yu : i32
    %e11 = arith.extui %sel11 : i32 to i64
    %c11i = arith.constant 11 : index
    %s11 = arith.addi %base, %c11i : index
    memref.store %e11, %out[%s11] : memref<4096xi64>
    // slot 12: scf.if result (leaf) + 1
    %r12 = scf.if %cnd -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %y : i32
    }
    %q12 = arith.addi %r12, %c1_32 overflow<nsw> : i32
    %e12 = arith.extsi %q12 : i32 to i64
    %c12i = arith.constant 12 : index
    %s12 = arith.addi %base, %c12i : index
    memref.store %e12, %out[%s12] : memref<4096xi64>
    // slots 13,14: nested: if l < 32 { v = 3t; for j in 0..2 { store v + j } }
    scf.if %cnd {
      %v = arith.muli %t32, %c3 overflow<nsw> : i32
      scf.for %j = %c0 to %c2 step %c1 {
        %j32 = arith.index_cast %j : index to i32
        %w = arith.addi %v, %j32 overflow<nsw> : i32
        %ewi = arith.index_cast %w : i32 to index
        %ew = arith.index_cast %ewi : index to i64
        %c13i = arith.constant 13 : index
        %o = arith.addi %base, %c13i : index
        %o2 = arith.addi %o, %j : index
        memref.store %ew, %out[%o2] : memref<4096xi64>
      }
    }
    // slots 15..18: for i = -5 to 7 step 3: store i + t at 15 + (i+5)/3
    %cm5 = arith.constant -5 : index
    %c7 = arith.constant 7 : index
    scf.for %i = %cm5 to %c7 step %c3i {
      %i32 = arith.index_cast %i : index to i32
      %w = arith.addi %i32, %t32 overflow<nsw> : i32
      %ewi = arith.index_cast %w : i32 to index
      %ew = arith.index_cast %ewi : index to i64
      %k0 = arith.addi %i, %c5i : index
      %k1 = arith.divui %k0, %c3i : index
      %c15i = arith.constant 15 : index
      %o = arith.addi %base, %c15i : index
      %o2 = arith.addi %o, %k1 : index
      memref.store %ew, %out[%o2] : memref<4096xi64>
    }
    // slots 19..22: for i = 2^31 - 4 to 2^31: store sext((i32)i +nsw 0) at 19 + (i - lb)
    %lb19 = arith.constant 2147483644 : index
    %ub19 = arith.constant 2147483648 : index
    scf.for %i = %lb19 to %ub19 step %c1 {
      %i32 = arith.index_cast %i : index to i32
      %w = arith.addi %i32, %c0_32 overflow<nsw> : i32
      %ewi = arith.index_cast %w : i32 to index
      %ew = arith.index_cast %ewi : index to i64
      %k = arith.subi %i, %lb19 : index
      %c19i = arith.constant 19 : index
      %o = arith.addi %base, %c19i : index
      %o2 = arith.addi %o, %k : index
      memref.store %ew, %out[%o2] : memref<4096xi64>
    }
    // slots 23..25: for i = 2^32 - 2 to 2^32 + 1: zext((i32)i +nuw 0)
    %lb23 = arith.constant 4294967294 : index
    %ub23 = arith.constant 4294967297 : index
    scf.for %i = %lb23 to %ub23 step %c1 {
      %i32 = arith.index_cast %i : index to i32
      %w = arith.addi %i32, %c0_32 overflow<nuw> : i32
      %ewi = arith.index_castui %w : i32 to index
      %ew = arith.index_cast %ewi : index to i64
      %k = arith.subi %i, %lb23 : index
      %c23i = arith.constant 23 : index
      %o = arith.addi %base, %c23i : index
      %o2 = arith.addi %o, %k : index
      memref.store %ew, %out[%o2] : memref<4096xi64>
    }
    // slot 26: sext((i32)ty * -100)
    %ty32 = arith.index_cast %ty : index to i32
    %cm100 = arith.constant -100 : i32
    %a26 = arith.muli %ty32, %cm100 overflow<nsw> : i32
    %e26i = arith.index_cast %a26 : i32 to index
    %e26 = arith.index_cast %e26i : index to i64
    %c26i = arith.constant 26 : index
    %s26 = arith.addi %base, %c26i : index
    memref.store %e26, %out[%s26] : memref<4096xi64>
    // slot 27: n + t ; slot 28: sext(m) + t
    %a27 = arith.addi %n, %t32 overflow<nsw> : i32
    %e27 = arith.extsi %a27 : i32 to i64
    %c27i = arith.constant 27 : index
    %s27 = arith.addi %base, %c27i : index
    memref.store %e27, %out[%s27] : memref<4096xi64>
    %m32 = arith.extsi %m : i16 to i32
    %a28 = arith.addi %m32, %t32 overflow<nsw> : i32
    %e28 = arith.index_cast %a28 : i32 to index
    %e28l = arith.index_cast %e28 : index to i64
    %c28i = arith.constant 28 : index
    %s28 = arith.addi %base, %c28i : index
    memref.store %e28l, %out[%s28] : memref<4096xi64>
    // slot 29: zext((-1 : i16) -nuw t16) = 65535 - t
    %cm1_16 = arith.constant -1 : i16
    %a29 = arith.subi %cm1_16, %t16 overflow<nuw> : i16
    %e29 = arith.extui %a29 : i16 to i64
    %c29i = arith.constant 29 : index
    %s29 = arith.addi %base, %c29i : index
    memref.store %e29, %out[%s29] : memref<4096xi64>
    // slot 30: extsi through extui (mix): sext(zext(t8 +nuw -128 : i8) : i16 +nsw -1)
    %u30 = arith.extui %a2 : i8 to i16
    %cm1b = arith.constant -1 : i16
    %a30 = arith.addi %u30, %cm1b overflow<nsw> : i16
    %e30 = arith.extsi %a30 : i16 to i64
    %c30i = arith.constant 30 : index
    %s30 = arith.addi %base, %c30i : index
    memref.store %e30, %out[%s30] : memref<4096xi64>
    // slot 31: zext through extsi (mix): zext(sext(t8 -nsw 40 : i8) : i16 +nuw 0)
    %c40_8 = arith.constant 40 : i8
    %d31 = arith.subi %t8, %c40_8 overflow<nsw> : i8
    %v31 = arith.extsi %d31 : i8 to i16
    %c0_16 = arith.constant 0 : i16
    %a31 = arith.addi %v31, %c0_16 overflow<nuw> : i16
    %e31 = arith.extui %a31 : i16 to i64
    %c31i = arith.constant 31 : index
    %s31 = arith.addi %base, %c31i : index
    memref.store %e31, %out[%s31] : memref<4096xi64>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("widen-mix mismatches %ld first %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// The reference: plain index arithmetic, wraps written out.
func.func @ref(%r: memref<4096xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %two32 = arith.constant 4294967296 : index
  scf.for %g = %c0 to %c128 step %c1 {
    %l = arith.remui %g, %c64 : index
    %ty = arith.divui %l, %c32 : index
    %base = arith.muli %g, %c32 : index
    %lt32 = arith.cmpi ult, %l, %c32 : index
    %v = memref.alloca() : memref<32xindex>
    %k3 = arith.constant 3 : index
    %v0 = arith.subi %l, %k3 : index
    memref.store %v0, %v[%c0] : memref<32xindex>
    %k5 = arith.constant 5 : index
    %v1 = arith.addi %l, %k5 : index
    memref.store %v1, %v[%c1] : memref<32xindex>
    %v2 = arith.addi %l, %c128 : index
    %i2 = arith.constant 2 : index
    memref.store %v2, %v[%i2] : memref<32xindex>
    %k4 = arith.constant 4 : index
    %v3 = arith.select %lt32, %k4, %k5 : index
    memref.store %v3, %v[%k3] : memref<32xindex>
    %k251 = arith.constant 251 : index
    %k250 = arith.constant 250 : index
    %v4 = arith.select %lt32, %k251, %k250 : index
    memref.store %v4, %v[%k4] : memref<32xindex>
    %km3 = arith.constant -3 : index
    %k7 = arith.constant 7 : index
    %m3 = arith.muli %l, %km3 : index
    %v5 = arith.subi %m3, %k7 : index
    memref.store %v5, %v[%k5] : memref<32xindex>
    %k6 = arith.constant 6 : index
    memref.store %v5, %v[%k6] : memref<32xindex>
    %v7 = arith.addi %v5, %c1 : index
    memref.store %v7, %v[%k7] : memref<32xindex>
    %k10 = arith.constant 10 : index
    %k20 = arith.constant 20 : index
    %x = arith.subi %l, %k10 : index
    %y = arith.subi %k20, %l : index
    %k8 = arith.constant 8 : index
    %v8 = arith.minsi %x, %y : index
    memref.store %v8, %v[%k8] : memref<32xindex>
    %xn = arith.cmpi slt, %x, %c0 : index
    %xw = arith.addi %x, %two32 : index
    %ux = arith.select %xn, %xw, %x : index
    %yn = arith.cmpi slt, %y, %c0 : index
    %yw = arith.addi %y, %two32 : index
    %uy = arith.select %yn, %yw, %y : index
    %ltu = arith.cmpi ult, %ux, %uy : index
    %v9 = arith.select %ltu, %x, %y : index
    %k9 = arith.constant 9 : index
    memref.store %v9, %v[%k9] : memref<32xindex>
    %k100 = arith.constant 100 : index
    %kbig = arith.constant 2147483640 : index
    %lt8 = arith.cmpi ult, %l, %k8 : index
    %a10 = arith.addi %l, %k100 : index
    %b10 = arith.addi %l, %kbig : index
    %v10 = arith.select %lt8, %a10, %b10 : index
    memref.store %v10, %v[%k10] : memref<32xindex>
    %k11 = arith.constant 11 : index
    memref.store %a10, %v[%k11] : memref<32xindex>
    %x1 = arith.addi %x, %c1 : index
    %y1 = arith.addi %y, %c1 : index
    %v12 = arith.select %lt32, %x1, %y1 : index
    %k12 = arith.constant 12 : index
    memref.store %v12, %v[%k12] : memref<32xindex>
    %l3 = arith.muli %l, %k3 : index
    %l31 = arith.addi %l3, %c1 : index
    %v13 = arith.select %lt32, %l3, %c0 : index
    %v14 = arith.select %lt32, %l31, %c0 : index
    %k13 = arith.constant 13 : index
    %k14 = arith.constant 14 : index
    memref.store %v13, %v[%k13] : memref<32xindex>
    memref.store %v14, %v[%k14] : memref<32xindex>
    %km5 = arith.constant -5 : index
    %km2 = arith.constant -2 : index
    %k15 = arith.constant 15 : index
    %k16 = arith.constant 16 : index
    %k17 = arith.constant 17 : index
    %k18 = arith.constant 18 : index
    %v15 = arith.addi %l, %km5 : index
    %v16 = arith.addi %l, %km2 : index
    %v17 = arith.addi %l, %c1 : index
    %v18 = arith.addi %l, %k4 : index
    memref.store %v15, %v[%k15] : memref<32xindex>
    memref.store %v16, %v[%k16] : memref<32xindex>
    memref.store %v17, %v[%k17] : memref<32xindex>
    memref.store %v18, %v[%k18] : memref<32xindex>
    %k19 = arith.constant 19 : index
    %k21 = arith.constant 21 : index
    %k22 = arith.constant 22 : index
    %p0 = arith.constant 2147483644 : index
    %p1 = arith.constant 2147483645 : index
    %p2 = arith.constant 2147483646 : index
    %p3 = arith.constant 2147483647 : index
    memref.store %p0, %v[%k19] : memref<32xindex>
    memref.store %p1, %v[%k20] : memref<32xindex>
    memref.store %p2, %v[%k21] : memref<32xindex>
    memref.store %p3, %v[%k22] : memref<32xindex>
    %k23 = arith.constant 23 : index
    %k24 = arith.constant 24 : index
    %k25 = arith.constant 25 : index
    %q0 = arith.constant 4294967294 : index
    %q1 = arith.constant 4294967295 : index
    memref.store %q0, %v[%k23] : memref<32xindex>
    memref.store %q1, %v[%k24] : memref<32xindex>
    memref.store %c0, %v[%k25] : memref<32xindex>
    %km100 = arith.constant -100 : index
    %v26 = arith.muli %ty, %km100 : index
    %k26 = arith.constant 26 : index
    memref.store %v26, %v[%k26] : memref<32xindex>
    %v27 = arith.subi %l, %k7 : index
    %k27 = arith.constant 27 : index
    memref.store %v27, %v[%k27] : memref<32xindex>
    %k300 = arith.constant 300 : index
    %v28 = arith.subi %l, %k300 : index
    %k28 = arith.constant 28 : index
    memref.store %v28, %v[%k28] : memref<32xindex>
    %k65535 = arith.constant 65535 : index
    %v29 = arith.subi %k65535, %l : index
    %k29 = arith.constant 29 : index
    memref.store %v29, %v[%k29] : memref<32xindex>
    %k127 = arith.constant 127 : index
    %v30 = arith.addi %l, %k127 : index
    %k30 = arith.constant 30 : index
    memref.store %v30, %v[%k30] : memref<32xindex>
    %k40 = arith.constant 40 : index
    %k65496 = arith.constant 65496 : index
    %lt40 = arith.cmpi ult, %l, %k40 : index
    %a31 = arith.addi %l, %k65496 : index
    %b31 = arith.subi %l, %k40 : index
    %v31 = arith.select %lt40, %a31, %b31 : index
    %k31 = arith.constant 31 : index
    memref.store %v31, %v[%k31] : memref<32xindex>
    scf.for %s = %c0 to %c32 step %c1 {
      %e = memref.load %v[%s] : memref<32xindex>
      %el = arith.index_cast %e : index to i64
      %o = arith.addi %base, %s : index
      memref.store %el, %r[%o] : memref<4096xi64>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4096 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %neg = arith.constant -1 : i64
  %a = memref.alloc() : memref<4096xi64>
  %r = memref.alloc() : memref<4096xi64>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %z, %a[%i] : memref<4096xi64>
  }
  %cn = arith.constant -7 : i32
  %cm = arith.constant -300 : i16
  call @kern(%a, %cn, %cm) : (memref<4096xi64>, i32, i16) -> ()
  call @ref(%r) : (memref<4096xi64>) -> ()
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%b = %z, %f = %neg) -> (i64, i64) {
    %got = memref.load %a[%i] : memref<4096xi64>
    %want = memref.load %r[%i] : memref<4096xi64>
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
  memref.dealloc %a : memref<4096xi64>
  memref.dealloc %r : memref<4096xi64>
  return
}
