// Review of stitch-cpuify's per-thread allocas (no bug found): a 3-D block
// of 3 x 2 x 3 threads (2 blocks) with two private arrays (CUDA locals,
// memref<5xi32> and memref<2x2xf32>) at the top of the thread body, written
// before barriers and read after them at constant indices, at an index
// loaded from shared memory, and at the counter of a uniform scf.for that
// holds two barriers and carries an i32 (iter_args go to per-thread
// buffers). The loop reads neighbours' shared elements each iteration and
// writes its own after a barrier. The host simulates the block phase by
// phase (shared array, private arrays and carried values in host arrays).
// Fires: the allocas become slices of memref<3x2x3x5xi32> and
// memref<3x2x3x2x2xf32> arrays in the grid body (privatizeAllocas), the
// scf.for is interchanged with the thread loop.
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
// CHECK: split-private mismatches 0 checksum 1272556
func.func @kern(%out: memref<2x18x5xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c18 = arith.constant 18 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c2, %sz = %c3)
             workgroup(%sh : memref<18xi32, #gpu.address_space<workgroup>>) {
    %z2 = arith.muli %tz, %c2 : index
    %zy = arith.addi %z2, %ty : index
    %zy3 = arith.muli %zy, %c3 : index
    %t = arith.addi %zy3, %tx : index
    %ti = arith.index_cast %t : index to i32
    %bi = arith.index_cast %bx : index to i32
    %priv = memref.alloca() : memref<5xi32>
    %m2 = memref.alloca() : memref<2x2xf32>
    %k1 = arith.constant 1 : i32
    %k10 = arith.constant 10 : i32
    %k100 = arith.constant 100 : i32
    %k5 = arith.constant 5 : i32
    %t1 = arith.addi %ti, %k1 : i32
    memref.store %t1, %sh[%t] : memref<18xi32, #gpu.address_space<workgroup>>
    %t10 = arith.muli %ti, %k10 : i32
    %b100 = arith.muli %bi, %k100 : i32
    %base = arith.addi %t10, %b100 : i32
    scf.for %k = %c0 to %c5 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %v = arith.addi %base, %ki : i32
      memref.store %v, %priv[%k] : memref<5xi32>
    }
    %tf = arith.sitofp %ti : i32 to f32
    memref.store %tf, %m2[%c0, %c1] : memref<2x2xf32>
    memref.store %tf, %m2[%c1, %c0] : memref<2x2xf32>
    gpu.barrier
    %j1 = arith.addi %t, %c1 : index
    %i1 = arith.remui %j1, %c18 : index
    %nb = memref.load %sh[%i1] : memref<18xi32, #gpu.address_space<workgroup>>
    %nbi = arith.remui %nb, %k5 : i32
    %nbx = arith.index_cast %nbi : i32 to index
    %old = memref.load %priv[%nbx] : memref<5xi32>
    %new = arith.addi %old, %nb : i32
    memref.store %new, %priv[%nbx] : memref<5xi32>
    %k0 = arith.constant 0 : i32
    %s = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %k0) -> i32 {
      %p = memref.load %priv[%k] : memref<5xi32>
      %a = arith.addi %acc, %p : i32
      scf.yield %a : i32
    }
    %nf = arith.sitofp %nb : i32 to f32
    %m01 = memref.load %m2[%c0, %c1] : memref<2x2xf32>
    %m01n = arith.addf %m01, %nf : f32
    memref.store %m01n, %m2[%c0, %c1] : memref<2x2xf32>
    gpu.barrier
    memref.store %s, %sh[%t] : memref<18xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %fin = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc2 = %s) -> i32 {
      %ti1 = arith.addi %t, %i : index
      %ti2 = arith.addi %ti1, %c1 : index
      %ix = arith.remui %ti2, %c18 : index
      %v = memref.load %sh[%ix] : memref<18xi32, #gpu.address_space<workgroup>>
      %pi = memref.load %priv[%i] : memref<5xi32>
      %pn = arith.addi %pi, %v : i32
      memref.store %pn, %priv[%i] : memref<5xi32>
      %ii = arith.index_cast %i : index to i32
      %i1c = arith.addi %ii, %k1 : i32
      %vm = arith.muli %v, %i1c : i32
      %a2 = arith.addi %acc2, %vm : i32
      gpu.barrier
      memref.store %a2, %sh[%t] : memref<18xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.yield %a2 : i32
    }
    %t3 = arith.muli %t, %c3 : index
    %t3m = arith.remui %t3, %c5 : index
    %o0 = memref.load %priv[%t3m] : memref<5xi32>
    %j5 = arith.addi %t, %c5 : index
    %i5 = arith.remui %j5, %c18 : index
    %o1 = memref.load %sh[%i5] : memref<18xi32, #gpu.address_space<workgroup>>
    %mf = memref.load %m2[%c0, %c1] : memref<2x2xf32>
    %mg = memref.load %m2[%c1, %c0] : memref<2x2xf32>
    %ms = arith.addf %mf, %mg : f32
    %o4 = arith.fptosi %ms : f32 to i32
    memref.store %o0, %out[%bx, %t, %c0] : memref<2x18x5xi32>
    memref.store %o1, %out[%bx, %t, %c1] : memref<2x18x5xi32>
    memref.store %s, %out[%bx, %t, %c2] : memref<2x18x5xi32>
    memref.store %fin, %out[%bx, %t, %c3] : memref<2x18x5xi32>
    %c4 = arith.constant 4 : index
    memref.store %o4, %out[%bx, %t, %c4] : memref<2x18x5xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-private mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c18 = arith.constant 18 : index
  %z = arith.constant 0 : i64
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k5 = arith.constant 5 : i32
  %k10 = arith.constant 10 : i32
  %k100 = arith.constant 100 : i32
  %out = memref.alloc() : memref<2x18x5xi32>
  call @kern(%out) : (memref<2x18x5xi32>) -> ()
  %S = memref.alloc() : memref<18xi32>
  %P = memref.alloc() : memref<18x5xi32>
  %SX = memref.alloc() : memref<18xi32>
  %A = memref.alloc() : memref<18xi32>
  %NB = memref.alloc() : memref<18xi32>
  %res:2 = scf.for %b = %c0 to %c2 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %bi = arith.index_cast %b : index to i32
    scf.for %t = %c0 to %c18 step %c1 {
      %ti = arith.index_cast %t : index to i32
      %t1 = arith.addi %ti, %k1 : i32
      memref.store %t1, %S[%t] : memref<18xi32>
      scf.for %k = %c0 to %c5 step %c1 {
        %ki = arith.index_cast %k : index to i32
        %t10 = arith.muli %ti, %k10 : i32
        %b100 = arith.muli %bi, %k100 : i32
        %v0 = arith.addi %t10, %b100 : i32
        %v = arith.addi %v0, %ki : i32
        memref.store %v, %P[%t, %k] : memref<18x5xi32>
      }
    }
    scf.for %t = %c0 to %c18 step %c1 {
      %j1 = arith.addi %t, %c1 : index
      %i1 = arith.remui %j1, %c18 : index
      %nb = memref.load %S[%i1] : memref<18xi32>
      memref.store %nb, %NB[%t] : memref<18xi32>
      %nbi = arith.remui %nb, %k5 : i32
      %nbx = arith.index_cast %nbi : i32 to index
      %old = memref.load %P[%t, %nbx] : memref<18x5xi32>
      %new = arith.addi %old, %nb : i32
      memref.store %new, %P[%t, %nbx] : memref<18x5xi32>
      %s = scf.for %k = %c0 to %c5 step %c1 iter_args(%acc = %k0) -> i32 {
        %p = memref.load %P[%t, %k] : memref<18x5xi32>
        %a = arith.addi %acc, %p : i32
        scf.yield %a : i32
      }
      memref.store %s, %SX[%t] : memref<18xi32>
      memref.store %s, %A[%t] : memref<18xi32>
    }
    scf.for %t = %c0 to %c18 step %c1 {
      %s = memref.load %SX[%t] : memref<18xi32>
      memref.store %s, %S[%t] : memref<18xi32>
    }
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %t = %c0 to %c18 step %c1 {
        %ti1 = arith.addi %t, %i : index
        %ti2 = arith.addi %ti1, %c1 : index
        %ix = arith.remui %ti2, %c18 : index
        %v = memref.load %S[%ix] : memref<18xi32>
        %pi = memref.load %P[%t, %i] : memref<18x5xi32>
        %pn = arith.addi %pi, %v : i32
        memref.store %pn, %P[%t, %i] : memref<18x5xi32>
        %ii = arith.index_cast %i : index to i32
        %i1c = arith.addi %ii, %k1 : i32
        %vm = arith.muli %v, %i1c : i32
        %a = memref.load %A[%t] : memref<18xi32>
        %a2 = arith.addi %a, %vm : i32
        memref.store %a2, %A[%t] : memref<18xi32>
      }
      scf.for %t = %c0 to %c18 step %c1 {
        %a = memref.load %A[%t] : memref<18xi32>
        memref.store %a, %S[%t] : memref<18xi32>
      }
    }
    %r:2 = scf.for %t = %c0 to %c18 step %c1 iter_args(%bd = %bad, %sm = %sum) -> (i64, i64) {
      %t3 = arith.muli %t, %c3 : index
      %t3m = arith.remui %t3, %c5 : index
      %e0 = memref.load %P[%t, %t3m] : memref<18x5xi32>
      %j5 = arith.addi %t, %c5 : index
      %i5 = arith.remui %j5, %c18 : index
      %e1 = memref.load %S[%i5] : memref<18xi32>
      %e2 = memref.load %SX[%t] : memref<18xi32>
      %e3 = memref.load %A[%t] : memref<18xi32>
      %ti = arith.index_cast %t : index to i32
      %nb = memref.load %NB[%t] : memref<18xi32>
      %e4a = arith.addi %ti, %ti : i32
      %e4 = arith.addi %e4a, %nb : i32
      %g0 = memref.load %out[%b, %t, %c0] : memref<2x18x5xi32>
      %g1 = memref.load %out[%b, %t, %c1] : memref<2x18x5xi32>
      %g2 = memref.load %out[%b, %t, %c2] : memref<2x18x5xi32>
      %g3 = memref.load %out[%b, %t, %c3] : memref<2x18x5xi32>
      %g4 = memref.load %out[%b, %t, %c4] : memref<2x18x5xi32>
      %n0 = arith.cmpi ne, %g0, %e0 : i32
      %n1 = arith.cmpi ne, %g1, %e1 : i32
      %n2 = arith.cmpi ne, %g2, %e2 : i32
      %n3 = arith.cmpi ne, %g3, %e3 : i32
      %n4 = arith.cmpi ne, %g4, %e4 : i32
      %x0 = arith.extui %n0 : i1 to i64
      %x1 = arith.extui %n1 : i1 to i64
      %x2 = arith.extui %n2 : i1 to i64
      %x3 = arith.extui %n3 : i1 to i64
      %x4 = arith.extui %n4 : i1 to i64
      %y0 = arith.addi %x0, %x1 : i64
      %y1 = arith.addi %x2, %x3 : i64
      %y2 = arith.addi %y0, %y1 : i64
      %y3 = arith.addi %y2, %x4 : i64
      %bd2 = arith.addi %bd, %y3 : i64
      %s0 = arith.addi %g0, %g1 : i32
      %s1 = arith.addi %g2, %g3 : i32
      %s2 = arith.addi %s0, %s1 : i32
      %s3 = arith.addi %s2, %g4 : i32
      %s64 = arith.extsi %s3 : i32 to i64
      %sm2 = arith.addi %sm, %s64 : i64
      scf.yield %bd2, %sm2 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %pr = llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
