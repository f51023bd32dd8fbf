// stitch-invariant-divrem: divui/remui/divsi/remsi of `gid + C` by a
// run-time divisor in {1, -1, 2, 3, 7, 96, +-2^31, 2^32 - 1, 2^32,
// 2^32 + 1, -2^32 + 1, 2^63 - 1, -2^63, 2^31 + 1, 65537}: index dividends at
// the unsigned limit (max exactly 2^32 - 1) and the signed one (min exactly
// -(2^32 - 1)), i32 dividends near 2^31 (signed and unsigned ops on i32
// divisors, a zero i32 divisor replaced by 7), and sums over a loop of m =
// 0..5, 64 iterations whose range is checked at run time (in range exactly
// up to m = 3: the versioned loop's both branches run); a remui of a
// dividend that is -1 at gid 0 is left alone. Fires: with divrem-segments
// off (which otherwise cuts these loops first) four magic-number setups
// (`divui -1, d`) and a versioning scf.if appear after the pass. Host
// reference: llvm.udiv/sdiv/urem/srem in plain loops (not matched by the
// pass).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true divrem-segments=false}),func.func(stitch-invariant-divrem,canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true divrem-segments=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: divrem total mismatches 0 sum 534594540840
func.func @kernel(%out: memref<12x96xi64>, %d: i64, %m: index, %koff: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %cK = arith.constant 67108864 : index
  %dx = arith.index_cast %d : i64 to index
  %d32r = arith.trunci %d : i64 to i32
  %z32 = arith.constant 0 : i32
  %s32 = arith.constant 7 : i32
  %isz = arith.cmpi eq, %d32r, %z32 : i32
  %d32 = arith.select %isz, %s32, %d32r : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %cc0 = arith.constant 0 : index
    %off0 = arith.constant 4294967200 : index
    %x0 = arith.addi %gid, %off0 : index
    %q0 = arith.remui %x0, %dx : index
    %r0 = arith.index_cast %q0 : index to i64
    memref.store %r0, %out[%cc0, %gid] : memref<12x96xi64>
    %cc1 = arith.constant 1 : index
    %off1 = arith.constant 4294967200 : index
    %x1 = arith.addi %gid, %off1 : index
    %q1 = arith.divui %x1, %dx : index
    %r1 = arith.index_cast %q1 : index to i64
    memref.store %r1, %out[%cc1, %gid] : memref<12x96xi64>
    %cc2 = arith.constant 2 : index
    %off2 = arith.constant 4294967200 : index
    %x2 = arith.subi %gid, %off2 : index
    %q2 = arith.divsi %x2, %dx : index
    %r2 = arith.index_cast %q2 : index to i64
    memref.store %r2, %out[%cc2, %gid] : memref<12x96xi64>
    %cc3 = arith.constant 3 : index
    %off3 = arith.constant 4294967200 : index
    %x3 = arith.subi %gid, %off3 : index
    %q3 = arith.remsi %x3, %dx : index
    %r3 = arith.index_cast %q3 : index to i64
    memref.store %r3, %out[%cc3, %gid] : memref<12x96xi64>
    %cc4 = arith.constant 4 : index
    %off4 = arith.constant 4294967200 : index
    %x4 = arith.addi %gid, %off4 : index
    %q4 = arith.divsi %x4, %dx : index
    %r4 = arith.index_cast %q4 : index to i64
    memref.store %r4, %out[%cc4, %gid] : memref<12x96xi64>
    %cc5 = arith.constant 5 : index
    %off5 = arith.constant 2147483552 : index
    %x5 = arith.addi %gid, %off5 : index
    %y5 = arith.index_cast %x5 : index to i32
    %q5 = arith.remui %y5, %d32 : i32
    %r5 = arith.extui %q5 : i32 to i64
    memref.store %r5, %out[%cc5, %gid] : memref<12x96xi64>
    %cc6 = arith.constant 6 : index
    %off6 = arith.constant 2147483552 : index
    %x6 = arith.subi %gid, %off6 : index
    %y6 = arith.index_cast %x6 : index to i32
    %q6 = arith.divsi %y6, %d32 : i32
    %r6 = arith.extsi %q6 : i32 to i64
    memref.store %r6, %out[%cc6, %gid] : memref<12x96xi64>
    %cc7 = arith.constant 7 : index
    %off7 = arith.constant 2147483552 : index
    %x7 = arith.subi %gid, %off7 : index
    %y7 = arith.index_cast %x7 : index to i32
    %q7 = arith.remsi %y7, %d32 : i32
    %r7 = arith.extsi %q7 : i32 to i64
    memref.store %r7, %out[%cc7, %gid] : memref<12x96xi64>
    %cc8 = arith.constant 8 : index
    %acc8 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %kk8 = arith.muli %k, %cK : index
      %s8 = arith.addi %gid, %kk8 : index
      %ko8 = arith.constant 4160749472 : index
      %t8 = arith.addi %s8, %ko8 : index
      %q8 = arith.divui %t8, %dx : index
      %a2_8 = arith.addi %a, %q8 : index
      scf.yield %a2_8 : index
    }
    %r8 = arith.index_cast %acc8 : index to i64
    memref.store %r8, %out[%cc8, %gid] : memref<12x96xi64>
    %cc9 = arith.constant 9 : index
    %acc9 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %kk9 = arith.muli %k, %cK : index
      %s9 = arith.addi %gid, %kk9 : index
      %ko9 = arith.constant 4160749472 : index
      %t9 = arith.addi %s9, %ko9 : index
      %q9 = arith.remsi %t9, %dx : index
      %a2_9 = arith.addi %a, %q9 : index
      scf.yield %a2_9 : index
    }
    %r9 = arith.index_cast %acc9 : index to i64
    memref.store %r9, %out[%cc9, %gid] : memref<12x96xi64>
    %cc10 = arith.constant 10 : index
    %acc10 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %kk10 = arith.muli %k, %cK : index
      %s10 = arith.addi %gid, %kk10 : index
      %ko10 = arith.constant 4294967295 : index
      %t10 = arith.subi %s10, %ko10 : index
      %q10 = arith.divsi %t10, %dx : index
      %a2_10 = arith.addi %a, %q10 : index
      scf.yield %a2_10 : index
    }
    %r10 = arith.index_cast %acc10 : index to i64
    memref.store %r10, %out[%cc10, %gid] : memref<12x96xi64>
    %cc11 = arith.constant 11 : index
    %acc11 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %kk11 = arith.muli %k, %cK : index
      %s11 = arith.addi %gid, %kk11 : index
      %ko11 = arith.constant 1 : index
      %t11 = arith.subi %s11, %ko11 : index
      %q11 = arith.remui %t11, %dx : index
      %a2_11 = arith.addi %a, %q11 : index
      scf.yield %a2_11 : index
    }
    %r11 = arith.index_cast %acc11 : index to i64
    memref.store %r11, %out[%cc11, %gid] : memref<12x96xi64>
    gpu.terminator
  }
  return
}
func.func @ref(%out: memref<12x96xi64>, %d: i64, %m: index, %koff: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c96 = arith.constant 96 : index
  %cK = arith.constant 67108864 : i64
  %d32r = arith.trunci %d : i64 to i32
  %z32 = arith.constant 0 : i32
  %s32 = arith.constant 7 : i32
  %isz = arith.cmpi eq, %d32r, %z32 : i32
  %d32 = arith.select %isz, %s32, %d32r : i32
  %koff64 = arith.index_cast %koff : index to i64
  scf.for %gid = %c0 to %c96 step %c1 {
    %g64 = arith.index_cast %gid : index to i64
    %cc0 = arith.constant 0 : index
    %off0 = llvm.mlir.constant(4294967200 : i64) : i64
    %x0 = llvm.add %g64, %off0 : i64
    %r0 = llvm.urem %x0, %d : i64
    memref.store %r0, %out[%cc0, %gid] : memref<12x96xi64>
    %cc1 = arith.constant 1 : index
    %off1 = llvm.mlir.constant(4294967200 : i64) : i64
    %x1 = llvm.add %g64, %off1 : i64
    %r1 = llvm.udiv %x1, %d : i64
    memref.store %r1, %out[%cc1, %gid] : memref<12x96xi64>
    %cc2 = arith.constant 2 : index
    %off2 = llvm.mlir.constant(-4294967200 : i64) : i64
    %x2 = llvm.add %g64, %off2 : i64
    %r2 = llvm.sdiv %x2, %d : i64
    memref.store %r2, %out[%cc2, %gid] : memref<12x96xi64>
    %cc3 = arith.constant 3 : index
    %off3 = llvm.mlir.constant(-4294967200 : i64) : i64
    %x3 = llvm.add %g64, %off3 : i64
    %r3 = llvm.srem %x3, %d : i64
    memref.store %r3, %out[%cc3, %gid] : memref<12x96xi64>
    %cc4 = arith.constant 4 : index
    %off4 = llvm.mlir.constant(4294967200 : i64) : i64
    %x4 = llvm.add %g64, %off4 : i64
    %r4 = llvm.sdiv %x4, %d : i64
    memref.store %r4, %out[%cc4, %gid] : memref<12x96xi64>
    %cc5 = arith.constant 5 : index
    %off5 = llvm.mlir.constant(2147483552 : i64) : i64
    %x5 = llvm.add %g64, %off5 : i64
    %y5 = llvm.trunc %x5 : i64 to i32
    %q5 = llvm.urem %y5, %d32 : i32
    %r5 = llvm.zext %q5 : i32 to i64
    memref.store %r5, %out[%cc5, %gid] : memref<12x96xi64>
    %cc6 = arith.constant 6 : index
    %off6 = llvm.mlir.constant(-2147483552 : i64) : i64
    %x6 = llvm.add %g64, %off6 : i64
    %y6 = llvm.trunc %x6 : i64 to i32
    %q6 = llvm.sdiv %y6, %d32 : i32
    %r6 = llvm.sext %q6 : i32 to i64
    memref.store %r6, %out[%cc6, %gid] : memref<12x96xi64>
    %cc7 = arith.constant 7 : index
    %off7 = llvm.mlir.constant(-2147483552 : i64) : i64
    %x7 = llvm.add %g64, %off7 : i64
    %y7 = llvm.trunc %x7 : i64 to i32
    %q7 = llvm.srem %y7, %d32 : i32
    %r7 = llvm.sext %q7 : i32 to i64
    memref.store %r7, %out[%cc7, %gid] : memref<12x96xi64>
    %cc8 = arith.constant 8 : index
    %acc8 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %k64_8 = arith.index_cast %k : index to i64
      %kk8 = llvm.mul %k64_8, %cK : i64
      %s8 = llvm.add %g64, %kk8 : i64
      %ko8 = llvm.mlir.constant(4160749472 : i64) : i64
      %t8 = llvm.add %s8, %ko8 : i64
      %q8 = llvm.udiv %t8, %d : i64
      %qi8 = arith.index_cast %q8 : i64 to index
      %a2_8 = arith.addi %a, %qi8 : index
      scf.yield %a2_8 : index
    }
    %r8 = arith.index_cast %acc8 : index to i64
    memref.store %r8, %out[%cc8, %gid] : memref<12x96xi64>
    %cc9 = arith.constant 9 : index
    %acc9 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %k64_9 = arith.index_cast %k : index to i64
      %kk9 = llvm.mul %k64_9, %cK : i64
      %s9 = llvm.add %g64, %kk9 : i64
      %ko9 = llvm.mlir.constant(4160749472 : i64) : i64
      %t9 = llvm.add %s9, %ko9 : i64
      %q9 = llvm.srem %t9, %d : i64
      %qi9 = arith.index_cast %q9 : i64 to index
      %a2_9 = arith.addi %a, %qi9 : index
      scf.yield %a2_9 : index
    }
    %r9 = arith.index_cast %acc9 : index to i64
    memref.store %r9, %out[%cc9, %gid] : memref<12x96xi64>
    %cc10 = arith.constant 10 : index
    %acc10 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %k64_10 = arith.index_cast %k : index to i64
      %kk10 = llvm.mul %k64_10, %cK : i64
      %s10 = llvm.add %g64, %kk10 : i64
      %ko10 = llvm.mlir.constant(-4294967295 : i64) : i64
      %t10 = llvm.add %s10, %ko10 : i64
      %q10 = llvm.sdiv %t10, %d : i64
      %qi10 = arith.index_cast %q10 : i64 to index
      %a2_10 = arith.addi %a, %qi10 : index
      scf.yield %a2_10 : index
    }
    %r10 = arith.index_cast %acc10 : index to i64
    memref.store %r10, %out[%cc10, %gid] : memref<12x96xi64>
    %cc11 = arith.constant 11 : index
    %acc11 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %k64_11 = arith.index_cast %k : index to i64
      %kk11 = llvm.mul %k64_11, %cK : i64
      %s11 = llvm.add %g64, %kk11 : i64
      %ko11 = llvm.mlir.constant(-1 : i64) : i64
      %t11 = llvm.add %s11, %ko11 : i64
      %q11 = llvm.urem %t11, %d : i64
      %qi11 = arith.index_cast %q11 : i64 to index
      %a2_11 = arith.addi %a, %qi11 : index
      scf.yield %a2_11 : index
    }
    %r11 = arith.index_cast %acc11 : index to i64
    memref.store %r11, %out[%cc11, %gid] : memref<12x96xi64>
  }
  return
}
llvm.mlir.global internal constant @fmt("divrem d %%ld m %%ld koff %%ld case %%ld mismatches %%ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt2("divrem total mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
memref.global "private" constant @ds : memref<16xi64> = dense<[1, -1, 2, 3, 7, 96, 2147483648, -2147483648, 4294967295, 4294967296, 4294967297, -4294967295, 9223372036854775807, -9223372036854775808, 2147483649, 65537]>
memref.global "private" constant @ms : memref<7xi64> = dense<[0, 1, 2, 3, 4, 5, 64]>
memref.global "private" constant @ks : memref<7xi64> = dense<[0, 0, 0, 0, 0, 0, 0]>
func.func @one(%d: i64, %m: index, %koff: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c96 = arith.constant 96 : index
  %cN = arith.constant 12 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %o1 = memref.alloc() : memref<12x96xi64>
  %o2 = memref.alloc() : memref<12x96xi64>
  call @kernel(%o1, %d, %m, %koff) : (memref<12x96xi64>, i64, index, index) -> ()
  call @ref(%o2, %d, %m, %koff) : (memref<12x96xi64>, i64, index, index) -> ()
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %res:2 = scf.for %c = %c0 to %cN step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
    %r:2 = scf.for %i = %c0 to %c96 step %c1 iter_args(%b = %z, %s = %s0) -> (i64, i64) {
      %x = memref.load %o1[%c, %i] : memref<12x96xi64>
      %y = memref.load %o2[%c, %i] : memref<12x96xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %b2 = arith.addi %b, %inc : i64
      %s2 = arith.xori %s, %y : i64
      %s3 = arith.addi %s2, %one : i64
      scf.yield %b2, %s3 : i64, i64
    }
    %bad = arith.cmpi ne, %r#0, %z : i64
    scf.if %bad {
      %m64 = arith.index_cast %m : index to i64
      %k64 = arith.index_cast %koff : index to i64
      %c64 = arith.index_cast %c : index to i64
      llvm.call @printf(%fmt, %d, %m64, %k64, %c64, %r#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64) -> i32
    }
    %b3 = arith.addi %b0, %r#0 : i64
    scf.yield %b3, %r#1 : i64, i64
  }
  memref.dealloc %o1 : memref<12x96xi64>
  memref.dealloc %o2 : memref<12x96xi64>
  return %res#0, %res#1 : i64, i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cD = arith.constant 16 : index
  %cM = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %ds = memref.get_global @ds : memref<16xi64>
  %ms = memref.get_global @ms : memref<7xi64>
  %ks = memref.get_global @ks : memref<7xi64>
  %r:2 = scf.for %i = %c0 to %cD step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
    %d = memref.load %ds[%i] : memref<16xi64>
    %r2:2 = scf.for %j = %c0 to %cM step %c1 iter_args(%b1 = %b0, %s1 = %s0) -> (i64, i64) {
      %m64 = memref.load %ms[%j] : memref<7xi64>
      %k64 = memref.load %ks[%j] : memref<7xi64>
      %m = arith.index_cast %m64 : i64 to index
      %k = arith.index_cast %k64 : i64 to index
      %x:2 = func.call @one(%d, %m, %k) : (i64, index, index) -> (i64, i64)
      %b2 = arith.addi %b1, %x#0 : i64
      %s2 = arith.addi %s1, %x#1 : i64
      scf.yield %b2, %s2 : i64, i64
    }
    scf.yield %r2#0, %r2#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
