// stitch-lower-float-atomics: memref.generic_atomic_rmw on floats and
// memref.atomic_rmw mulf become compare-and-swap loops on the element's
// bit pattern (llvm.cmpxchg of the same-width integer); integer
// generic_atomic_rmw and the atomic_rmw kinds LLVM does on floats stay.
// Running them: test/Execution/float-atomics.mlir.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-lower-float-atomics))' --verify-each | FileCheck %s
// The result lowers to the LLVM dialect (upstream's own lowering of these
// ops builds an llvm.cmpxchg of floats, which the verifier rejects;
// stitch-check-llvm-lowered at the end of the pipeline fails on any op
// left unlowered).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-lower-float-atomics),stitch-openmp-to-llvm)' | FileCheck %s --check-prefix=LLVM
// LLVM: llvm.cmpxchg {{.*}} : !llvm.ptr, i32
// LLVM: llvm.cmpxchg {{.*}} : !llvm.ptr, i64
// LLVM: llvm.cmpxchg {{.*}} : !llvm.ptr, i32
// LLVM: llvm.cmpxchg {{.*}} : !llvm.ptr, i16
// LLVM: llvm.cmpxchg {{.*}} : !llvm.ptr<1>, i16
// LLVM-NOT: llvm.cmpxchg {{.*}}, f{{[0-9]+}}
// Located errors: lower-float-atomics-errors.mlir.

// A float max on a 2-D memref: address from the strided metadata, the
// body moved into the loop with the current value for its argument.
// CHECK-LABEL: func.func @max_f32(
// CHECK-SAME: %[[M:.*]]: memref<?x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[V:.*]]: f32)
// CHECK: %{{.*}}, %[[OFF:.*]], %{{.*}}:2, %[[ST:.*]]:2 = memref.extract_strided_metadata %[[M]]
// CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// CHECK: %[[A0:.*]] = arith.muli %[[I]], %[[ST]]#0 : index
// CHECK: %[[L0:.*]] = arith.addi %[[OFF]], %[[A0]] : index
// CHECK: %[[A1:.*]] = arith.muli %[[J]], %[[ST]]#1 : index
// CHECK: %[[L1:.*]] = arith.addi %[[L0]], %[[A1]] : index
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[B:.*]] = arith.muli %[[L1]], %[[C4]] : index
// CHECK: %[[AD:.*]] = arith.addi %[[P]], %[[B]] : index
// CHECK: %[[AI:.*]] = arith.index_cast %[[AD]] : index to i64
// CHECK: %[[PTR:.*]] = llvm.inttoptr %[[AI]] : i64 to !llvm.ptr
// CHECK: %[[INIT:.*]] = llvm.load %[[PTR]] atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK: %[[LAST:.*]] = scf.while (%[[C:.*]] = %[[INIT]]) : (i32) -> i32 {
// CHECK:   %[[CF:.*]] = arith.bitcast %[[C]] : i32 to f32
// CHECK:   %[[NF:.*]] = arith.maximumf %[[CF]], %[[V]] : f32
// CHECK:   %[[NI:.*]] = arith.bitcast %[[NF]] : f32 to i32
// CHECK:   %[[PAIR:.*]] = llvm.cmpxchg %[[PTR]], %[[C]], %[[NI]] acq_rel monotonic : !llvm.ptr, i32
// CHECK:   %[[OLD:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK:   %[[OK:.*]] = llvm.extractvalue %[[PAIR]][1] : !llvm.struct<(i32, i1)>
// CHECK:   %[[T:.*]] = arith.constant true
// CHECK:   %[[AGAIN:.*]] = arith.xori %[[OK]], %[[T]] : i1
// CHECK:   scf.condition(%[[AGAIN]]) %[[OLD]] : i32
// CHECK: } do {
// CHECK: ^bb0(%[[O:.*]]: i32):
// CHECK:   scf.yield %[[O]] : i32
// CHECK: }
// CHECK: %[[R:.*]] = arith.bitcast %[[LAST]] : i32 to f32
// CHECK: return %[[R]] : f32
// CHECK-NOT: memref.generic_atomic_rmw
func.func @max_f32(%m: memref<?x8xf32>, %i: index, %j: index, %v: f32) -> f32 {
  %r = memref.generic_atomic_rmw %m[%i, %j] : memref<?x8xf32> {
  ^bb0(%cur: f32):
    %n = arith.maximumf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  return %r : f32
}

// "CAS if equal" on f64: i64 bits, 8-byte elements; a strided view.
// CHECK-LABEL: func.func @cas_f64(
// CHECK: memref.extract_strided_metadata
// CHECK: arith.constant 8 : index
// CHECK: llvm.load %{{.*}} atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK: scf.while (%[[C:.*]] = %{{.*}}) : (i64) -> i64 {
// CHECK:   %[[CF:.*]] = arith.bitcast %[[C]] : i64 to f64
// CHECK:   %[[EQ:.*]] = arith.cmpf oeq, %[[CF]], %arg1 : f64
// CHECK:   %[[NF:.*]] = arith.select %[[EQ]], %arg2, %[[CF]] : f64
// CHECK:   %[[NI:.*]] = arith.bitcast %[[NF]] : f64 to i64
// CHECK:   llvm.cmpxchg %{{.*}}, %[[C]], %[[NI]] acq_rel monotonic : !llvm.ptr, i64
// CHECK:   scf.condition
// CHECK: arith.bitcast %{{.*}} : i64 to f64
// CHECK-NOT: memref.generic_atomic_rmw
func.func @cas_f64(%m: memref<16xf64, strided<[2], offset: 1>>, %expected: f64, %desired: f64, %i: index) -> f64 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<16xf64, strided<[2], offset: 1>> {
  ^bb0(%cur: f64):
    %eq = arith.cmpf oeq, %cur, %expected : f64
    %n = arith.select %eq, %desired, %cur : f64
    memref.atomic_yield %n : f64
  }
  return %r : f64
}

// A body that yields its argument (an atomic read) compares and writes the
// same bits.
// CHECK-LABEL: func.func @read_f32(
// CHECK: scf.while (%[[C:.*]] = %{{.*}}) : (i32) -> i32 {
// CHECK:   %[[CF:.*]] = arith.bitcast %[[C]] : i32 to f32
// CHECK:   %[[NI:.*]] = arith.bitcast %[[CF]] : f32 to i32
// CHECK:   llvm.cmpxchg %{{.*}}, %[[C]], %[[NI]] acq_rel monotonic : !llvm.ptr, i32
func.func @read_f32(%m: memref<4xf32>, %i: index) -> f32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return %r : f32
}

// atomic_rmw mulf (outside any launch: stitch-gpu-to-parallel makes those
// in launches generic_atomic_rmw first), on a rank-0 f16 memref: i16, the
// offset alone.
// CHECK-LABEL: func.func @mulf_f16(
// CHECK: %{{.*}}, %[[OFF:.*]] = memref.extract_strided_metadata %arg0 : memref<f16> -> memref<f16>, index
// CHECK: arith.constant 2 : index
// CHECK: llvm.load %{{.*}} atomic monotonic {alignment = 2 : i64} : !llvm.ptr -> i16
// CHECK: scf.while (%[[C:.*]] = %{{.*}}) : (i16) -> i16 {
// CHECK:   %[[CF:.*]] = arith.bitcast %[[C]] : i16 to f16
// CHECK:   %[[NF:.*]] = arith.mulf %[[CF]], %arg1 : f16
// CHECK:   arith.bitcast %[[NF]] : f16 to i16
// CHECK:   llvm.cmpxchg {{.*}} : !llvm.ptr, i16
// CHECK-NOT: memref.atomic_rmw
func.func @mulf_f16(%m: memref<f16>, %v: f16) -> f16 {
  %r = memref.atomic_rmw mulf %v, %m[] : (f16, memref<f16>) -> f16
  return %r : f16
}

// bf16 in an integer memory space, which becomes the pointer's.
// CHECK-LABEL: func.func @add_bf16(
// CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK: llvm.load %{{.*}} atomic monotonic {alignment = 2 : i64} : !llvm.ptr<1> -> i16
// CHECK: arith.addf %{{.*}}, %arg1 : bf16
// CHECK: llvm.cmpxchg {{.*}} : !llvm.ptr<1>, i16
// CHECK: arith.bitcast %{{.*}} : i16 to bf16
func.func @add_bf16(%m: memref<4xbf16, 1>, %v: bf16, %i: index) -> bf16 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xbf16, 1> {
  ^bb0(%cur: bf16):
    %s = arith.addf %cur, %v : bf16
    memref.atomic_yield %s : bf16
  }
  return %r : bf16
}

// Left alone: integer generic_atomic_rmw that compute (upstream lowers them), the float
// kinds LLVM's atomicrmw does.
// CHECK-LABEL: func.func @untouched(
// CHECK: memref.generic_atomic_rmw %arg0[%arg2] : memref<4xi32>
// CHECK: arith.muli
// CHECK: memref.atomic_yield
// CHECK: memref.atomic_rmw addf
// CHECK: memref.atomic_rmw maximumf
// CHECK: memref.atomic_rmw minnumf
// CHECK-NOT: llvm.cmpxchg
// CHECK-NOT: scf.while
// CHECK: return
func.func @untouched(%m: memref<4xi32>, %f: memref<4xf32>, %i: index, %v: f32, %k: i32) -> (i32, f32, f32, f32) {
  %a = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    %n = arith.muli %cur, %k : i32
    memref.atomic_yield %n : i32
  }
  %b = memref.atomic_rmw addf %v, %f[%i] : (f32, memref<4xf32>) -> f32
  %c = memref.atomic_rmw maximumf %v, %f[%i] : (f32, memref<4xf32>) -> f32
  %d = memref.atomic_rmw minnumf %v, %f[%i] : (f32, memref<4xf32>) -> f32
  return %a, %b, %c, %d : i32, f32, f32, f32
}

// An integer generic_atomic_rmw whose body only yields what it read (an
// atomic read: stitch-cuda's `atomicCAS(p, 0, 0)` once canonicalize folds
// `select(cur == 0, 0, cur)` to `cur`) becomes `atomic_rmw ori 0`:
// upstream's lowering of such a body inside an scf.for left the loop with
// two blocks (a verifier error, found by review); one yielding a value
// from outside (an exchange: stitch-cuda's atomicExch of a float field kept
// in i32 units) becomes `atomic_rmw assign`. Their LLVM form:
// LLVM-LABEL: llvm.func @atomic_read_in_loop(
// LLVM: llvm.atomicrmw _or
// LLVM: llvm.atomicrmw xchg
// CHECK-LABEL: func.func @atomic_read_in_loop(
// CHECK: scf.for
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: memref.atomic_rmw ori %[[Z]], %arg0[%{{.*}}] : (i32, memref<4xi32>) -> i32
// CHECK: memref.atomic_rmw assign %arg2, %arg0[%{{.*}}] : (i32, memref<4xi32>) -> i32
// CHECK-NOT: generic_atomic_rmw
// CHECK: return
func.func @atomic_read_in_loop(%m: memref<4xi32>, %out: memref<8xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %r = memref.generic_atomic_rmw %m[%c0] : memref<4xi32> {
    ^bb0(%cur: i32):
      memref.atomic_yield %cur : i32
    }
    memref.store %r, %out[%i] : memref<8xi32>
    %x = memref.generic_atomic_rmw %m[%c1] : memref<4xi32> {
    ^bb0(%cur: i32):
      memref.atomic_yield %v : i32
    }
    memref.store %x, %out[%i] : memref<8xi32>
  }
  return
}
