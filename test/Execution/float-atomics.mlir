// Float atomics that LLVM has no instruction for, run on the CPU:
// memref.atomic_rmw mulf (stitch-gpu-to-parallel makes it a
// generic_atomic_rmw) and memref.generic_atomic_rmw on f32 and f64, which
// stitch-lower-float-atomics makes compare-and-swap loops on the bit
// pattern (upstream would build an llvm.cmpxchg of floats, which LLVM
// rejects). 8 blocks x 32 threads, g the global thread id:
//   (a) acc32[g % 4] *= 2^((7g mod 5) - 1), acc64[g % 2] *= 2^(2 - (3g mod 7))
//       (atomic_rmw mulf; powers of two: exact in any order);
//   (b) mx32[g % 3] = max(., ((37g mod 1009) - 500) / 4) and
//       mn64[g % 2] = min(., (53g mod 997) / 8 - 3) (generic_atomic_rmw);
//       counters that every thread advances (f32 by 1, f64 by 0.5) with a
//       loop of "CAS if equal" updates (an atomic read, then a
//       generic_atomic_rmw yielding cur == seen ? seen + step : cur, retried
//       until it returned what was seen), and one CAS from 0.0 per type that
//       exactly one thread wins (its returned old value is 0.0; memory then
//       holds its value).
// @main prints each result's bit pattern (i32 for f32, i64 for f64) and the
// winner checks; Inputs/float_atomics.py computes the same numbers in
// Python.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=IR
// IR-NOT: memref.atomic_rmw mulf
// IR: memref.generic_atomic_rmw %{{.*}} : memref<4xf32>
// IR: arith.mulf
// IR: memref.generic_atomic_rmw %{{.*}} : memref<2xf64>
// IR: arith.mulf
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: FileCheck %s --check-prefix=LL < %t.ll.mlir
// LL-DAG: llvm.cmpxchg {{.*}} : !llvm.ptr, i32
// LL-DAG: llvm.cmpxchg {{.*}} : !llvm.ptr, i64
// LL-NOT: llvm.cmpxchg {{.*}}, f{{(32|64)}}
// RUN: %python %S/Inputs/float_atomics.py > %t.expected
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: diff %t.expected %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out2
func.func @kern(%acc32: memref<4xf32>, %acc64: memref<2xf64>,
                %mx32: memref<3xf32>, %mn64: memref<2xf64>,
                %cnt32: memref<1xf32>, %cnt64: memref<1xf64>,
                %win32: memref<1xf32>, %win64: memref<1xf64>,
                %wins: memref<2xi32>, %ids: memref<2xi32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %i7 = arith.constant 7 : index
    %i37 = arith.constant 37 : index
    %i53 = arith.constant 53 : index
    %i997 = arith.constant 997 : index
    %i1009 = arith.constant 1009 : index
    %blk = arith.muli %bx, %c32 : index
    %g = arith.addi %blk, %tx : index
    %g4 = arith.remui %g, %i4 : index
    %g3 = arith.remui %g, %i3 : index
    %g2 = arith.remui %g, %i2 : index

    // (a) acc32[g % 4] *= 2^((7g mod 5) - 1): the bits (e + 127) << 23.
    %g7 = arith.muli %g, %i7 : index
    %r5 = arith.remui %g7, %i5 : index
    %r5i = arith.index_cast %r5 : index to i32
    %k126 = arith.constant 126 : i32
    %k23 = arith.constant 23 : i32
    %b32e = arith.addi %r5i, %k126 : i32
    %b32 = arith.shli %b32e, %k23 : i32
    %f32 = arith.bitcast %b32 : i32 to f32
    %o32 = memref.atomic_rmw mulf %f32, %acc32[%g4] : (f32, memref<4xf32>) -> f32
    // acc64[g % 2] *= 2^(2 - (3g mod 7)): the bits (e + 1023) << 52.
    %g3x = arith.muli %g, %i3 : index
    %r7 = arith.remui %g3x, %i7 : index
    %r7l = arith.index_cast %r7 : index to i64
    %k1025 = arith.constant 1025 : i64
    %k52 = arith.constant 52 : i64
    %b64e = arith.subi %k1025, %r7l : i64
    %b64 = arith.shli %b64e, %k52 : i64
    %f64 = arith.bitcast %b64 : i64 to f64
    %o64 = memref.atomic_rmw mulf %f64, %acc64[%g2] : (f64, memref<2xf64>) -> f64

    // (b) mx32[g % 3] = max(., ((37g mod 1009) - 500) / 4).
    %g37 = arith.muli %g, %i37 : index
    %r1009 = arith.remui %g37, %i1009 : index
    %r1009i = arith.index_cast %r1009 : index to i32
    %k500 = arith.constant 500 : i32
    %vi = arith.subi %r1009i, %k500 : i32
    %vf = arith.sitofp %vi : i32 to f32
    %quarter = arith.constant 0.25 : f32
    %v = arith.mulf %vf, %quarter : f32
    %omx = memref.generic_atomic_rmw %mx32[%g3] : memref<3xf32> {
    ^bb0(%cur: f32):
      %m = arith.maximumf %cur, %v : f32
      memref.atomic_yield %m : f32
    }
    // mn64[g % 2] = min(., (53g mod 997) / 8 - 3).
    %g53 = arith.muli %g, %i53 : index
    %r997 = arith.remui %g53, %i997 : index
    %r997l = arith.index_cast %r997 : index to i64
    %wf = arith.sitofp %r997l : i64 to f64
    %eighth = arith.constant 0.125 : f64
    %three = arith.constant 3.0 : f64
    %w8 = arith.mulf %wf, %eighth : f64
    %w = arith.subf %w8, %three : f64
    %omn = memref.generic_atomic_rmw %mn64[%g2] : memref<2xf64> {
    ^bb0(%cur: f64):
      %m = arith.minimumf %cur, %w : f64
      memref.atomic_yield %m : f64
    }

    // Counters: read, then CAS seen -> seen + step until it took.
    %one32 = arith.constant 1.0 : f32
    scf.while : () -> () {
      %seen = memref.generic_atomic_rmw %cnt32[%c0] : memref<1xf32> {
      ^bb0(%cur: f32):
        memref.atomic_yield %cur : f32
      }
      %want = arith.addf %seen, %one32 : f32
      %got = memref.generic_atomic_rmw %cnt32[%c0] : memref<1xf32> {
      ^bb0(%cur: f32):
        %eq = arith.cmpf oeq, %cur, %seen : f32
        %n = arith.select %eq, %want, %cur : f32
        memref.atomic_yield %n : f32
      }
      %again = arith.cmpf une, %got, %seen : f32
      scf.condition(%again)
    } do {
      scf.yield
    }
    %half64 = arith.constant 0.5 : f64
    scf.while : () -> () {
      %seen = memref.generic_atomic_rmw %cnt64[%c0] : memref<1xf64> {
      ^bb0(%cur: f64):
        memref.atomic_yield %cur : f64
      }
      %want = arith.addf %seen, %half64 : f64
      %got = memref.generic_atomic_rmw %cnt64[%c0] : memref<1xf64> {
      ^bb0(%cur: f64):
        %eq = arith.cmpf oeq, %cur, %seen : f64
        %n = arith.select %eq, %want, %cur : f64
        memref.atomic_yield %n : f64
      }
      %again = arith.cmpf une, %got, %seen : f64
      scf.condition(%again)
    } do {
      scf.yield
    }

    // One CAS from 0.0 per type: f32 to g + 1, f64 to 2 (g + 1).
    %gi = arith.index_cast %g : index to i32
    %one = arith.constant 1 : i32
    %id = arith.addi %gi, %one : i32
    %idf = arith.sitofp %id : i32 to f32
    %zero32 = arith.constant 0.0 : f32
    %ow32 = memref.generic_atomic_rmw %win32[%c0] : memref<1xf32> {
    ^bb0(%cur: f32):
      %z = arith.cmpf oeq, %cur, %zero32 : f32
      %n = arith.select %z, %idf, %cur : f32
      memref.atomic_yield %n : f32
    }
    %won32 = arith.cmpf oeq, %ow32, %zero32 : f32
    scf.if %won32 {
      %p = memref.atomic_rmw addi %one, %wins[%c0] : (i32, memref<2xi32>) -> i32
      memref.store %id, %ids[%c0] : memref<2xi32>
    }
    %idd = arith.sitofp %id : i32 to f64
    %two = arith.constant 2.0 : f64
    %idd2 = arith.mulf %idd, %two : f64
    %zero64 = arith.constant 0.0 : f64
    %ow64 = memref.generic_atomic_rmw %win64[%c0] : memref<1xf64> {
    ^bb0(%cur: f64):
      %z = arith.cmpf oeq, %cur, %zero64 : f64
      %n = arith.select %z, %idd2, %cur : f64
      memref.atomic_yield %n : f64
    }
    %won64 = arith.cmpf oeq, %ow64, %zero64 : f64
    scf.if %won64 {
      %p = memref.atomic_rmw addi %one, %wins[%i1] : (i32, memref<2xi32>) -> i32
      memref.store %id, %ids[%i1] : memref<2xi32>
    }
    gpu.terminator
  }
  return
}

func.func @print32(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = arith.bitcast %v : f32 to i32
    vector.print %b : i32
  }
  return
}

func.func @print64(%m: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf64>
    %b = arith.bitcast %v : f64 to i64
    vector.print %b : i64
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %acc32 = memref.alloc() : memref<4xf32>
  %acc64 = memref.alloc() : memref<2xf64>
  %mx32 = memref.alloc() : memref<3xf32>
  %mn64 = memref.alloc() : memref<2xf64>
  %cnt32 = memref.alloc() : memref<1xf32>
  %cnt64 = memref.alloc() : memref<1xf64>
  %win32 = memref.alloc() : memref<1xf32>
  %win64 = memref.alloc() : memref<1xf64>
  %wins = memref.alloc() : memref<2xi32>
  %ids = memref.alloc() : memref<2xi32>
  %f1 = arith.constant 1.0 : f32
  %f3 = arith.constant 3.0 : f32
  %fm15 = arith.constant -1.5 : f32
  %f075 = arith.constant 0.75 : f32
  memref.store %f1, %acc32[%c0] : memref<4xf32>
  memref.store %f3, %acc32[%c1] : memref<4xf32>
  memref.store %fm15, %acc32[%c2] : memref<4xf32>
  memref.store %f075, %acc32[%c3] : memref<4xf32>
  %d1 = arith.constant 1.0 : f64
  %dm5 = arith.constant -5.0 : f64
  memref.store %d1, %acc64[%c0] : memref<2xf64>
  memref.store %dm5, %acc64[%c1] : memref<2xf64>
  %fm1000 = arith.constant -1000.0 : f32
  memref.store %fm1000, %mx32[%c0] : memref<3xf32>
  memref.store %fm1000, %mx32[%c1] : memref<3xf32>
  memref.store %fm1000, %mx32[%c2] : memref<3xf32>
  %d1000 = arith.constant 1000.0 : f64
  memref.store %d1000, %mn64[%c0] : memref<2xf64>
  memref.store %d1000, %mn64[%c1] : memref<2xf64>
  %f0 = arith.constant 0.0 : f32
  %d0 = arith.constant 0.0 : f64
  %i0 = arith.constant 0 : i32
  memref.store %f0, %cnt32[%c0] : memref<1xf32>
  memref.store %d0, %cnt64[%c0] : memref<1xf64>
  memref.store %f0, %win32[%c0] : memref<1xf32>
  memref.store %d0, %win64[%c0] : memref<1xf64>
  memref.store %i0, %wins[%c0] : memref<2xi32>
  memref.store %i0, %wins[%c1] : memref<2xi32>
  memref.store %i0, %ids[%c0] : memref<2xi32>
  memref.store %i0, %ids[%c1] : memref<2xi32>
  call @kern(%acc32, %acc64, %mx32, %mn64, %cnt32, %cnt64, %win32, %win64, %wins, %ids)
    : (memref<4xf32>, memref<2xf64>, memref<3xf32>, memref<2xf64>, memref<1xf32>,
       memref<1xf64>, memref<1xf32>, memref<1xf64>, memref<2xi32>, memref<2xi32>) -> ()
  %a32 = memref.cast %acc32 : memref<4xf32> to memref<?xf32>
  call @print32(%a32) : (memref<?xf32>) -> ()
  %a64 = memref.cast %acc64 : memref<2xf64> to memref<?xf64>
  call @print64(%a64) : (memref<?xf64>) -> ()
  %m32 = memref.cast %mx32 : memref<3xf32> to memref<?xf32>
  call @print32(%m32) : (memref<?xf32>) -> ()
  %m64 = memref.cast %mn64 : memref<2xf64> to memref<?xf64>
  call @print64(%m64) : (memref<?xf64>) -> ()
  %n32 = memref.cast %cnt32 : memref<1xf32> to memref<?xf32>
  call @print32(%n32) : (memref<?xf32>) -> ()
  %n64 = memref.cast %cnt64 : memref<1xf64> to memref<?xf64>
  call @print64(%n64) : (memref<?xf64>) -> ()
  // One winner per type, and memory holds the winner's value.
  %w0 = memref.load %wins[%c0] : memref<2xi32>
  vector.print %w0 : i32
  %w1 = memref.load %wins[%c1] : memref<2xi32>
  vector.print %w1 : i32
  %id0 = memref.load %ids[%c0] : memref<2xi32>
  %id0f = arith.sitofp %id0 : i32 to f32
  %v32 = memref.load %win32[%c0] : memref<1xf32>
  %ok32 = arith.cmpf oeq, %v32, %id0f : f32
  %ok32i = arith.extui %ok32 : i1 to i32
  vector.print %ok32i : i32
  %id1 = memref.load %ids[%c1] : memref<2xi32>
  %id1d = arith.sitofp %id1 : i32 to f64
  %two = arith.constant 2.0 : f64
  %id1d2 = arith.mulf %id1d, %two : f64
  %v64 = memref.load %win64[%c0] : memref<1xf64>
  %ok64 = arith.cmpf oeq, %v64, %id1d2 : f64
  %ok64i = arith.extui %ok64 : i1 to i32
  vector.print %ok64i : i32
  memref.dealloc %acc32 : memref<4xf32>
  memref.dealloc %acc64 : memref<2xf64>
  memref.dealloc %mx32 : memref<3xf32>
  memref.dealloc %mn64 : memref<2xf64>
  memref.dealloc %cnt32 : memref<1xf32>
  memref.dealloc %cnt64 : memref<1xf64>
  memref.dealloc %win32 : memref<1xf32>
  memref.dealloc %win64 : memref<1xf64>
  memref.dealloc %wins : memref<2xi32>
  memref.dealloc %ids : memref<2xi32>
  return
}
