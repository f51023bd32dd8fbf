// Review of stitch-cpuify on thread loops that do not start at 0 or step by
// 1 (no bug found), in the scf.parallel input form: a grid loop from 1 to 3
// whose body holds two thread loops. The first is 2-D, t in {3, 7, .., 19}
// (step 4) and u in {2, 5} (step 3): a private array, a shared tile indexed
// by the normalized indices, and an scf.for with a run-time trip count
// (0, 3, 1) around two barriers carrying an i64. The second (7 threads)
// reads a uniform shared element (kept once, read from slot 0) and uses it
// after two more barriers. The host simulates both loops phase by phase.
// Fires: buffers indexed by (iv - lb) / step (isOwnSlot), privatized
// memref<2x5x3xi64>, slot-0 read in the second thread loop.
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
// CHECK: split-nonnorm mismatches 0 checksum 867192
// CHECK-NEXT: split-nonnorm mismatches 0 checksum 9580152
// CHECK-NEXT: split-nonnorm mismatches 0 checksum 1835312
func.func @k(%out: memref<3x10xi64>, %out2: memref<3x7xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c20 = arith.constant 20 : index
  %k2 = arith.constant 2 : i64
  %k10 = arith.constant 10 : i64
  %k100 = arith.constant 100 : i64
  %k1000 = arith.constant 1000 : i64
  scf.parallel (%b) = (%c1) to (%c3) step (%c1) {
    %sh = memref.alloca() : memref<5x2xi64>
    %sh2 = memref.alloca() : memref<7xi64>
    %bi = arith.index_cast %b : index to i64
    scf.parallel (%t, %u) = (%c3, %c2) to (%c20, %c8) step (%c4, %c3) {
      %t0 = arith.subi %t, %c3 : index
      %ti = arith.divui %t0, %c4 : index
      %u0 = arith.subi %u, %c2 : index
      %ui = arith.divui %u0, %c3 : index
      %tt = arith.index_cast %t : index to i64
      %uu = arith.index_cast %u : index to i64
      %priv = memref.alloca() : memref<3xi64>
      %p0a = arith.muli %tt, %k100 : i64
      %p0 = arith.addi %p0a, %uu : i64
      memref.store %p0, %priv[%c0] : memref<3xi64>
      memref.store %bi, %priv[%c1] : memref<3xi64>
      %km1 = arith.constant -1 : i64
      memref.store %km1, %priv[%c2] : memref<3xi64>
      %s0a = arith.muli %tt, %k10 : i64
      %s0b = arith.addi %s0a, %uu : i64
      %s0c = arith.muli %bi, %k1000 : i64
      %s0 = arith.addi %s0b, %s0c : i64
      memref.store %s0, %sh[%ti, %ui] : memref<5x2xi64>
      stitch.barrier %t, %u
      %tn0 = arith.addi %ti, %c1 : index
      %tn = arith.remui %tn0, %c5 : index
      %uo = arith.subi %c1, %ui : index
      %nb = memref.load %sh[%tn, %uo] : memref<5x2xi64>
      %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %nb) -> i64 {
        stitch.barrier %t, %u
        %ix0 = arith.addi %ti, %i : index
        %ix = arith.remui %ix0, %c5 : index
        %x = memref.load %sh[%ix, %ui] : memref<5x2xi64>
        %ii = arith.index_cast %i : index to i64
        memref.store %ii, %priv[%c2] : memref<3xi64>
        stitch.barrier %t, %u
        %ax = arith.addi %a, %x : i64
        memref.store %ax, %sh[%ti, %ui] : memref<5x2xi64>
        %x2 = arith.muli %x, %k2 : i64
        %a2 = arith.addi %a, %x2 : i64
        scf.yield %a2 : i64
      }
      stitch.barrier %t, %u
      %q0 = memref.load %priv[%c0] : memref<3xi64>
      %q1 = memref.load %priv[%c1] : memref<3xi64>
      %tq0 = arith.addi %ti, %c2 : index
      %tq = arith.remui %tq0, %c5 : index
      %q2 = memref.load %sh[%tq, %ui] : memref<5x2xi64>
      %r0 = arith.addi %acc, %q0 : i64
      %r1 = arith.addi %r0, %q1 : i64
      %r2 = arith.addi %r1, %q2 : i64
      %r3 = arith.muli %r2, %k10 : i64
      %q3 = memref.load %priv[%c2] : memref<3xi64>
      %r = arith.addi %r3, %q3 : i64
      %ti2 = arith.muli %ti, %c2 : index
      %o = arith.addi %ti2, %ui : index
      memref.store %r, %out[%b, %o] : memref<3x10xi64>
      scf.reduce
    }
    scf.parallel (%t) = (%c0) to (%c7) step (%c1) {
      %tt = arith.index_cast %t : index to i64
      %v = arith.muli %tt, %bi : i64
      %v1 = arith.addi %v, %k2 : i64
      memref.store %v1, %sh2[%t] : memref<7xi64>
      stitch.barrier %t
      %j = arith.addi %t, %c3 : index
      %jm = arith.remui %j, %c7 : index
      %w = memref.load %sh2[%jm] : memref<7xi64>
      %u0 = memref.load %sh2[%c4] : memref<7xi64>
      stitch.barrier %t
      memref.store %tt, %sh2[%t] : memref<7xi64>
      stitch.barrier %t
      %w2 = memref.load %sh2[%jm] : memref<7xi64>
      %wu = arith.muli %w, %u0 : i64
      %wr = arith.addi %wu, %w2 : i64
      memref.store %wr, %out2[%b, %t] : memref<3x7xi64>
      scf.reduce
    }
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @fmt("split-nonnorm mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Host reference, phase by phase: S[5][2] per block, A[10] carried values.
func.func @ref(%exp: memref<3x10xi64>, %exp2: memref<3x7xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %k2 = arith.constant 2 : i64
  %k4 = arith.constant 4 : i64
  %k3 = arith.constant 3 : i64
  %k10 = arith.constant 10 : i64
  %k100 = arith.constant 100 : i64
  %k1000 = arith.constant 1000 : i64
  %S = memref.alloc() : memref<5x2xi64>
  %A = memref.alloc() : memref<5x2xi64>
  %X = memref.alloc() : memref<5x2xi64>
  %S2 = memref.alloc() : memref<7xi64>
  %W = memref.alloc() : memref<7xi64>
  scf.for %b = %c1 to %c3 step %c1 {
    %bi = arith.index_cast %b : index to i64
    scf.for %ti = %c0 to %c5 step %c1 {
      scf.for %ui = %c0 to %c2 step %c1 {
        %tii = arith.index_cast %ti : index to i64
        %uii = arith.index_cast %ui : index to i64
        %t4 = arith.muli %tii, %k4 : i64
        %tt = arith.addi %t4, %k3 : i64
        %u3 = arith.muli %uii, %k3 : i64
        %uu = arith.addi %u3, %k2 : i64
        %s0a = arith.muli %tt, %k10 : i64
        %s0b = arith.addi %s0a, %uu : i64
        %s0c = arith.muli %bi, %k1000 : i64
        %s0 = arith.addi %s0b, %s0c : i64
        memref.store %s0, %S[%ti, %ui] : memref<5x2xi64>
      }
    }
    scf.for %ti = %c0 to %c5 step %c1 {
      scf.for %ui = %c0 to %c2 step %c1 {
        %tn0 = arith.addi %ti, %c1 : index
        %tn = arith.remui %tn0, %c5 : index
        %uo = arith.subi %c1, %ui : index
        %nb = memref.load %S[%tn, %uo] : memref<5x2xi64>
        memref.store %nb, %A[%ti, %ui] : memref<5x2xi64>
      }
    }
    scf.for %i = %c0 to %n step %c1 {
      scf.for %ti = %c0 to %c5 step %c1 {
        scf.for %ui = %c0 to %c2 step %c1 {
          %ix0 = arith.addi %ti, %i : index
          %ix = arith.remui %ix0, %c5 : index
          %x = memref.load %S[%ix, %ui] : memref<5x2xi64>
          memref.store %x, %X[%ti, %ui] : memref<5x2xi64>
        }
      }
      scf.for %ti = %c0 to %c5 step %c1 {
        scf.for %ui = %c0 to %c2 step %c1 {
          %a = memref.load %A[%ti, %ui] : memref<5x2xi64>
          %x = memref.load %X[%ti, %ui] : memref<5x2xi64>
          %ax = arith.addi %a, %x : i64
          memref.store %ax, %S[%ti, %ui] : memref<5x2xi64>
          %x2 = arith.muli %x, %k2 : i64
          %a2 = arith.addi %a, %x2 : i64
          memref.store %a2, %A[%ti, %ui] : memref<5x2xi64>
        }
      }
    }
    %n64 = arith.index_cast %n : index to i64
    %one = arith.constant 1 : i64
    %nm1 = arith.subi %n64, %one : i64
    scf.for %ti = %c0 to %c5 step %c1 {
      scf.for %ui = %c0 to %c2 step %c1 {
        %tii = arith.index_cast %ti : index to i64
        %uii = arith.index_cast %ui : index to i64
        %t4 = arith.muli %tii, %k4 : i64
        %tt = arith.addi %t4, %k3 : i64
        %u3 = arith.muli %uii, %k3 : i64
        %uu = arith.addi %u3, %k2 : i64
        %p0a = arith.muli %tt, %k100 : i64
        %p0 = arith.addi %p0a, %uu : i64
        %acc = memref.load %A[%ti, %ui] : memref<5x2xi64>
        %tq0 = arith.addi %ti, %c2 : index
        %tq = arith.remui %tq0, %c5 : index
        %q2 = memref.load %S[%tq, %ui] : memref<5x2xi64>
        %r0 = arith.addi %acc, %p0 : i64
        %r1 = arith.addi %r0, %bi : i64
        %r2 = arith.addi %r1, %q2 : i64
        %r3 = arith.muli %r2, %k10 : i64
        %r = arith.addi %r3, %nm1 : i64
        %ti2 = arith.muli %ti, %c2 : index
        %o = arith.addi %ti2, %ui : index
        memref.store %r, %exp[%b, %o] : memref<3x10xi64>
      }
    }
    scf.for %t = %c0 to %c7 step %c1 {
      %tt = arith.index_cast %t : index to i64
      %v = arith.muli %tt, %bi : i64
      %v1 = arith.addi %v, %k2 : i64
      memref.store %v1, %S2[%t] : memref<7xi64>
    }
    %u0 = memref.load %S2[%c4] : memref<7xi64>
    scf.for %t = %c0 to %c7 step %c1 {
      %j = arith.addi %t, %c3 : index
      %jm = arith.remui %j, %c7 : index
      %w = memref.load %S2[%jm] : memref<7xi64>
      memref.store %w, %W[%t] : memref<7xi64>
    }
    scf.for %t = %c0 to %c7 step %c1 {
      %j = arith.addi %t, %c3 : index
      %jm = arith.remui %j, %c7 : index
      %w = memref.load %W[%t] : memref<7xi64>
      %wu = arith.muli %w, %u0 : i64
      %jj = arith.index_cast %jm : index to i64
      %wr = arith.addi %wu, %jj : i64
      memref.store %wr, %exp2[%b, %t] : memref<3x7xi64>
    }
  }
  return
}

func.func @check(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %out = memref.alloc() : memref<3x10xi64>
  %out2 = memref.alloc() : memref<3x7xi64>
  %exp = memref.alloc() : memref<3x10xi64>
  %exp2 = memref.alloc() : memref<3x7xi64>
  scf.for %b = %c0 to %c3 step %c1 {
    scf.for %i = %c0 to %c10 step %c1 {
      memref.store %z, %out[%b, %i] : memref<3x10xi64>
      memref.store %z, %exp[%b, %i] : memref<3x10xi64>
    }
    scf.for %i = %c0 to %c7 step %c1 {
      memref.store %z, %out2[%b, %i] : memref<3x7xi64>
      memref.store %z, %exp2[%b, %i] : memref<3x7xi64>
    }
  }
  call @k(%out, %out2, %n) : (memref<3x10xi64>, memref<3x7xi64>, index) -> ()
  call @ref(%exp, %exp2, %n) : (memref<3x10xi64>, memref<3x7xi64>, index) -> ()
  %r:2 = scf.for %b = %c0 to %c3 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %r1:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%bd = %bad, %sm = %sum) -> (i64, i64) {
      %g = memref.load %out[%b, %i] : memref<3x10xi64>
      %e = memref.load %exp[%b, %i] : memref<3x10xi64>
      %ne = arith.cmpi ne, %g, %e : i64
      %x = arith.extui %ne : i1 to i64
      %bd2 = arith.addi %bd, %x : i64
      %sm2 = arith.addi %sm, %g : i64
      scf.yield %bd2, %sm2 : i64, i64
    }
    %r2:2 = scf.for %i = %c0 to %c7 step %c1 iter_args(%bd = %r1#0, %sm = %r1#1) -> (i64, i64) {
      %g = memref.load %out2[%b, %i] : memref<3x7xi64>
      %e = memref.load %exp2[%b, %i] : memref<3x7xi64>
      %ne = arith.cmpi ne, %g, %e : i64
      %x = arith.extui %ne : i1 to i64
      %bd2 = arith.addi %bd, %x : i64
      %sm2 = arith.addi %sm, %g : i64
      scf.yield %bd2, %sm2 : i64, i64
    }
    scf.yield %r2#0, %r2#1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %c3 = arith.constant 3 : index
  scf.for %n = %c0 to %c4 step %c3 {
    %r:2 = func.call @check(%n) : (index) -> (i64, i64)
    %pr = llvm.call @printf(%fmt, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  }
  %r:2 = func.call @check(%c1) : (index) -> (i64, i64)
  %pr = llvm.call @printf(%fmt, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
