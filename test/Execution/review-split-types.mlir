// Review of stitch-cpuify's per-thread buffers (no bug found): values of
// every storable type cross two barriers of a 5 x 3 block (15 threads, 3
// blocks): i1, i8, i16, i64, index, f16, f64 and vector<4xf32> computed from
// loads of shared memory that the block overwrites later (so they cannot be
// recomputed: each is kept in a buffer of its own type), results of scf.if
// (f16), scf.for (vector<4xf32>) and scf.while (i1, index) without barriers
// (region ops are never repeated), a uniform i64 loaded at one address for
// all threads (kept once and read from thread 0's slot before the next
// thread loop) with an f16 and an i8 derived from it (recomputed), and two
// subviews made before the barriers and read after them (recomputed: a view
// of a global array and one of the shared array, read after it changed).
// The host computes every expected element in closed form (sequential
// loops) and counts mismatches.
// Fires: --mlir-print-ir-after=stitch-cpuify shows memref<1x3x5xi1>, xi8,
// xi16, xi64, xindex, xf16, xf64 and xvector<4xf32> buffers and the slot-0
// load `memref.load %alloca[%c0, %c0, %c0] : memref<1x3x5xi64>` between the
// thread loops; cache-all keeps the derived values too.
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
// CHECK: split-types mismatches 0 checksum 2834084035044
// values of many types crossing barriers
func.func @kern(%out: memref<3x15x12xi64>, %g: memref<64xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c3, %sz = %c1)
             workgroup(%sh : memref<15xi64, #gpu.address_space<workgroup>>) {
    %t5 = arith.muli %ty, %c5 : index
    %t = arith.addi %t5, %tx : index
    %ti = arith.index_cast %t : index to i64
    %bi = arith.index_cast %bx : index to i64
    %k7919 = arith.constant 7919 : i64
    %k104729 = arith.constant 104729 : i64
    %k65537 = arith.constant 65537 : i64
    %k201 = arith.constant 201 : i64
    %a0 = arith.muli %ti, %k7919 : i64
    %a1 = arith.muli %bi, %k104729 : i64
    %a2 = arith.addi %a0, %a1 : i64
    %a3 = arith.muli %a2, %k65537 : i64
    %s0 = arith.addi %a3, %k201 : i64
    memref.store %s0, %sh[%t] : memref<15xi64, #gpu.address_space<workgroup>>
    gpu.barrier
    // phase 1: neighbour loads (not recomputable: sh is written later)
    %j1 = arith.addi %t, %c1 : index
    %i1 = arith.remui %j1, %c15 : index
    %n1 = memref.load %sh[%i1] : memref<15xi64, #gpu.address_space<workgroup>>
    %j2 = arith.addi %t, %c2 : index
    %i2 = arith.remui %j2, %c15 : index
    %n2 = memref.load %sh[%i2] : memref<15xi64, #gpu.address_space<workgroup>>
    %j3 = arith.addi %t, %c3 : index
    %i3 = arith.remui %j3, %c15 : index
    %n3 = memref.load %sh[%i3] : memref<15xi64, #gpu.address_space<workgroup>>
    %j4 = arith.addi %t, %c4 : index
    %i4 = arith.remui %j4, %c15 : index
    %n4 = memref.load %sh[%i4] : memref<15xi64, #gpu.address_space<workgroup>>
    %j5 = arith.addi %t, %c5 : index
    %i5 = arith.remui %j5, %c15 : index
    %n5 = memref.load %sh[%i5] : memref<15xi64, #gpu.address_space<workgroup>>
    %j6 = arith.addi %t, %c6 : index
    %i6 = arith.remui %j6, %c15 : index
    %n6 = memref.load %sh[%i6] : memref<15xi64, #gpu.address_space<workgroup>>
    %j7 = arith.addi %t, %c7 : index
    %i7 = arith.remui %j7, %c15 : index
    %n7 = memref.load %sh[%i7] : memref<15xi64, #gpu.address_space<workgroup>>
    %j8 = arith.addi %t, %c8 : index
    %i8 = arith.remui %j8, %c15 : index
    %n8 = memref.load %sh[%i8] : memref<15xi64, #gpu.address_space<workgroup>>
    %one64 = arith.constant 1 : i64
    %k1000 = arith.constant 1000 : i64
    %lo = arith.andi %n1, %one64 : i64
    %v_i1 = arith.trunci %lo : i64 to i1
    %v_i8 = arith.trunci %n2 : i64 to i8
    %v_i16 = arith.trunci %n3 : i64 to i16
    %k3 = arith.constant 3 : i64
    %v_i64 = arith.muli %n4, %k3 : i64
    %v_idx = arith.index_cast %n5 : i64 to index
    %m6 = arith.remsi %n6, %k1000 : i64
    %v_f16 = arith.sitofp %m6 : i64 to f16
    %v_f64 = arith.sitofp %n7 : i64 to f64
    %m8 = arith.remsi %n8, %k1000 : i64
    %f8 = arith.sitofp %m8 : i64 to f32
    %bc = vector.broadcast %f8 : f32 to vector<4xf32>
    %cv = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %v_vec = arith.mulf %bc, %cv : vector<4xf32>
    // uniform values (one address for all threads)
    %u = memref.load %sh[%c7] : memref<15xi64, #gpu.address_space<workgroup>>
    %um = arith.remsi %u, %k1000 : i64
    %u_f16 = arith.sitofp %um : i64 to f16
    %u_i8 = arith.trunci %u : i64 to i8
    // region results
    %zero64 = arith.constant 0 : i64
    %odd = arith.cmpi ne, %lo, %zero64 : i64
    %r_if = scf.if %odd -> f16 {
      %x = arith.addf %v_f16, %v_f16 : f16
      scf.yield %x : f16
    } else {
      %x = arith.negf %v_f16 : f16
      scf.yield %x : f16
    }
    %tp1 = arith.addi %t, %c1 : index
    %r_for = scf.for %k = %c0 to %tp1 step %c1 iter_args(%acc = %cv) -> vector<4xf32> {
      %kf0 = arith.index_cast %k : index to i64
      %kf = arith.sitofp %kf0 : i64 to f32
      %kb = vector.broadcast %kf : f32 to vector<4xf32>
      %a = arith.addf %acc, %kb : vector<4xf32>
      scf.yield %a : vector<4xf32>
    }
    %r_w:2 = scf.while (%w = %n1, %cnt = %c0) : (i64, index) -> (i1, index) {
      %m = arith.remui %w, %k1000 : i64
      %go = arith.cmpi ugt, %m, %k3 : i64
      %par = arith.trunci %w : i64 to i1
      scf.condition(%go) %par, %cnt : i1, index
    } do {
    ^bb0(%p: i1, %cc: index):
      %cnt2 = arith.addi %cc, %c1 : index
      %ww = arith.remui %n1, %k1000 : i64
      %cn = arith.index_cast %cnt2 : index to i64
      %w2 = arith.subi %ww, %cn : i64
      scf.yield %w2, %cnt2 : i64, index
    }
    // views made before, used after
    %view = memref.subview %g[%t] [4] [1] : memref<64xi64> to memref<4xi64, strided<[1], offset: ?>>
    %shv = memref.subview %sh[%i3] [1] [1] : memref<15xi64, #gpu.address_space<workgroup>> to memref<1xi64, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    gpu.barrier
    // phase 2: overwrite the shared array
    %j7b = arith.addi %t, %c7 : index
    %i7b = arith.remui %j7b, %c15 : index
    %k5 = arith.constant 5 : i64
    %nv0 = arith.muli %ti, %k1000 : i64
    %nv = arith.addi %nv0, %k5 : i64
    memref.store %nv, %sh[%i7b] : memref<15xi64, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %sh[%i3] : memref<15xi64, #gpu.address_space<workgroup>>
    %o0 = arith.extui %v_i1 : i1 to i64
    %o1 = arith.extsi %v_i8 : i8 to i64
    %o2 = arith.extsi %v_i16 : i16 to i64
    %o4 = arith.index_cast %v_idx : index to i64
    %o5 = arith.fptosi %v_f16 : f16 to i64
    %o6 = arith.fptosi %v_f64 : f64 to i64
    %red = vector.reduction <add>, %v_vec : vector<4xf32> into f32
    %o7 = arith.fptosi %red : f32 to i64
    %uw = arith.addi %u, %w : i64
    %ua = arith.extsi %u_i8 : i8 to i64
    %ub = arith.fptosi %u_f16 : f16 to i64
    %o9 = arith.addi %ua, %ub : i64
    %ri = arith.fptosi %r_if : f16 to i64
    %rfr = vector.reduction <add>, %r_for : vector<4xf32> into f32
    %rf = arith.fptosi %rfr : f32 to i64
    %rw0 = arith.extui %r_w#0 : i1 to i64
    %rw1 = arith.index_cast %r_w#1 : index to i64
    %k100 = arith.constant 100 : i64
    %rw = arith.muli %rw1, %k100 : i64
    %rwa = arith.addi %rw, %rw0 : i64
    %vl = memref.load %view[%c3] : memref<4xi64, strided<[1], offset: ?>>
    %sl = memref.load %shv[%c0] : memref<1xi64, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    %vs = arith.addi %vl, %sl : i64
    %rr0 = arith.muli %ri, %k1000 : i64
    %rr1 = arith.addi %rr0, %rf : i64
    memref.store %o0, %out[%bx, %t, %c0] : memref<3x15x12xi64>
    memref.store %o1, %out[%bx, %t, %c1] : memref<3x15x12xi64>
    memref.store %o2, %out[%bx, %t, %c2] : memref<3x15x12xi64>
    memref.store %v_i64, %out[%bx, %t, %c3] : memref<3x15x12xi64>
    memref.store %o4, %out[%bx, %t, %c4] : memref<3x15x12xi64>
    memref.store %o5, %out[%bx, %t, %c5] : memref<3x15x12xi64>
    memref.store %o6, %out[%bx, %t, %c6] : memref<3x15x12xi64>
    memref.store %o7, %out[%bx, %t, %c7] : memref<3x15x12xi64>
    memref.store %uw, %out[%bx, %t, %c8] : memref<3x15x12xi64>
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c11 = arith.constant 11 : index
    memref.store %o9, %out[%bx, %t, %c9] : memref<3x15x12xi64>
    memref.store %rr1, %out[%bx, %t, %c10] : memref<3x15x12xi64>
    %fin = arith.addi %rwa, %vs : i64
    memref.store %fin, %out[%bx, %t, %c11] : memref<3x15x12xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-types mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %c15 = arith.constant 15 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %k17 = arith.constant 17 : i64
  %out = memref.alloc() : memref<3x15x12xi64>
  %g = memref.alloc() : memref<64xi64>
  %exp = memref.alloc() : memref<12xi64>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %v = arith.addi %sq, %k17 : i64
    memref.store %v, %g[%i] : memref<64xi64>
  }
  call @kern(%out, %g) : (memref<3x15x12xi64>, memref<64xi64>) -> ()
  %k7919 = arith.constant 7919 : i64
  %k104729 = arith.constant 104729 : i64
  %k65537 = arith.constant 65537 : i64
  %k201 = arith.constant 201 : i64
  %k1000 = arith.constant 1000 : i64
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %k7 = arith.constant 7 : i64
  %k10 = arith.constant 10 : i64
  %k15 = arith.constant 15 : i64
  %k2 = arith.constant 2 : i64
  %k4 = arith.constant 4 : i64
  %k100 = arith.constant 100 : i64
  %k8 = arith.constant 8 : i64
  %k6 = arith.constant 6 : i64
  %res:2 = scf.for %b = %c0 to %c3 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %bi = arith.index_cast %b : index to i64
    %r:2 = scf.for %t = %c0 to %c15 step %c1 iter_args(%bad1 = %bad, %sum1 = %sum) -> (i64, i64) {
      %ti = arith.index_cast %t : index to i64
      // S0(i) for i = (t + k) % 15
      %nb = arith.muli %bi, %k104729 : i64
      %n1i = func.call @s0(%ti, %one, %bi) : (i64, i64, i64) -> i64
      %n2i = func.call @s0(%ti, %k2, %bi) : (i64, i64, i64) -> i64
      %n3i = func.call @s0(%ti, %k3, %bi) : (i64, i64, i64) -> i64
      %n4i = func.call @s0(%ti, %k4, %bi) : (i64, i64, i64) -> i64
      %n5i = func.call @s0(%ti, %k5, %bi) : (i64, i64, i64) -> i64
      %n6i = func.call @s0(%ti, %k6, %bi) : (i64, i64, i64) -> i64
      %n7i = func.call @s0(%ti, %k7, %bi) : (i64, i64, i64) -> i64
      %n8i = func.call @s0(%ti, %k8, %bi) : (i64, i64, i64) -> i64
      %u = func.call @s0(%z, %k7, %bi) : (i64, i64, i64) -> i64
      %e0 = arith.andi %n1i, %one : i64
      memref.store %e0, %exp[%c0] : memref<12xi64>
      %t8 = arith.trunci %n2i : i64 to i8
      %e1 = arith.extsi %t8 : i8 to i64
      %c1x = arith.constant 1 : index
      memref.store %e1, %exp[%c1x] : memref<12xi64>
      %t16 = arith.trunci %n3i : i64 to i16
      %e2 = arith.extsi %t16 : i16 to i64
      %c2x = arith.constant 2 : index
      memref.store %e2, %exp[%c2x] : memref<12xi64>
      %e3 = arith.muli %n4i, %k3 : i64
      %c3x = arith.constant 3 : index
      memref.store %e3, %exp[%c3x] : memref<12xi64>
      %c4x = arith.constant 4 : index
      memref.store %n5i, %exp[%c4x] : memref<12xi64>
      %e5 = arith.remsi %n6i, %k1000 : i64
      %c5x = arith.constant 5 : index
      memref.store %e5, %exp[%c5x] : memref<12xi64>
      %c6x = arith.constant 6 : index
      memref.store %n7i, %exp[%c6x] : memref<12xi64>
      %m8 = arith.remsi %n8i, %k1000 : i64
      %e7 = arith.muli %m8, %k10 : i64
      %c7x = arith.constant 7 : index
      memref.store %e7, %exp[%c7x] : memref<12xi64>
      // w = S2((t+3)%15), S2(i) = ((i - 7) mod 15) * 1000 + 5 = ((t + 3 + 8) % 15) * 1000 + 5
      %c11_64 = arith.constant 11 : i64
      %t11 = arith.addi %ti, %c11_64 : i64
      %t11m = arith.remui %t11, %k15 : i64
      %w0 = arith.muli %t11m, %k1000 : i64
      %w = arith.addi %w0, %k5 : i64
      %e8 = arith.addi %u, %w : i64
      %c8x = arith.constant 8 : index
      memref.store %e8, %exp[%c8x] : memref<12xi64>
      %u8 = arith.trunci %u : i64 to i8
      %u8e = arith.extsi %u8 : i8 to i64
      %um = arith.remsi %u, %k1000 : i64
      %e9 = arith.addi %u8e, %um : i64
      %c9x = arith.constant 9 : index
      memref.store %e9, %exp[%c9x] : memref<12xi64>
      %isodd = arith.cmpi ne, %e0, %z : i64
      %twice = arith.muli %e5, %k2 : i64
      %neg = arith.subi %z, %e5 : i64
      %ri = arith.select %isodd, %twice, %neg : i64
      %tp1 = arith.addi %ti, %one : i64
      %tri0 = arith.muli %ti, %tp1 : i64
      %tri = arith.divsi %tri0, %k2 : i64
      %rf0 = arith.muli %tri, %k4 : i64
      %rf = arith.addi %rf0, %k10 : i64
      %ri1 = arith.muli %ri, %k1000 : i64
      %e10 = arith.addi %ri1, %rf : i64
      %c10x = arith.constant 10 : index
      memref.store %e10, %exp[%c10x] : memref<12xi64>
      %m1 = arith.remui %n1i, %k1000 : i64
      %big = arith.cmpi ugt, %m1, %k3 : i64
      %cntb = arith.subi %m1, %k3 : i64
      %cnt = arith.select %big, %cntb, %z : i64
      %par = arith.select %big, %one, %e0 : i64
      %t3 = arith.addi %t, %c3 : index
      %gv = memref.load %g[%t3] : memref<64xi64>
      %c100x = arith.muli %cnt, %k100 : i64
      %e11a = arith.addi %c100x, %par : i64
      %e11b = arith.addi %e11a, %gv : i64
      %e11 = arith.addi %e11b, %w : i64
      %c11x = arith.constant 11 : index
      memref.store %e11, %exp[%c11x] : memref<12xi64>
      %rr:2 = scf.for %k = %c0 to %c12 step %c1 iter_args(%bd = %bad1, %sm = %sum1) -> (i64, i64) {
        %got = memref.load %out[%b, %t, %k] : memref<3x15x12xi64>
        %want = memref.load %exp[%k] : memref<12xi64>
        %ne = arith.cmpi ne, %got, %want : i64
        %inc = arith.extui %ne : i1 to i64
        %bd2 = arith.addi %bd, %inc : i64
        %sm2 = arith.addi %sm, %got : i64
        scf.yield %bd2, %sm2 : i64, i64
      }
      scf.yield %rr#0, %rr#1 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %pr = llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}

// S0((t + k) % 15) of block b
func.func @s0(%t: i64, %k: i64, %b: i64) -> i64 {
  %k15 = arith.constant 15 : i64
  %k7919 = arith.constant 7919 : i64
  %k104729 = arith.constant 104729 : i64
  %k65537 = arith.constant 65537 : i64
  %k201 = arith.constant 201 : i64
  %j = arith.addi %t, %k : i64
  %i = arith.remui %j, %k15 : i64
  %a0 = arith.muli %i, %k7919 : i64
  %a1 = arith.muli %b, %k104729 : i64
  %a2 = arith.addi %a0, %a1 : i64
  %a3 = arith.muli %a2, %k65537 : i64
  %s = arith.addi %a3, %k201 : i64
  return %s : i64
}
