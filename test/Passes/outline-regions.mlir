// stitch-outline-regions: loops and parallel regions at the top level of a
// function body move into private functions called in their place (the
// lowering then works on small functions; see docs/compile-time.md).
// Execution is covered by every stitch-compile-cpu test (test/Execution,
// test/Models), whose pipeline runs this pass.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-regions)' | FileCheck %s

// Captured values become arguments in first-use order; constants are copied
// into the callee (bounds stay constant for the lowering); the loop that
// yields a result stays in the host, and its result is passed on.
// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[M:.*]]: memref<8xf32>, %[[N:.*]]: index)
// CHECK: call @host_region(%[[N]], %[[M]]) : (index, memref<8xf32>) -> ()
// CHECK-NEXT: %[[R:.*]] = scf.for {{.*}} iter_args
// CHECK: call @host_region_0(%[[R]], %[[M]]) : (f32, memref<8xf32>) -> ()
// CHECK-NEXT: return
// CHECK: func.func private @host_region(%[[A0:.*]]: index, %[[A1:.*]]: memref<8xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[F:.*]] = arith.constant 1.0{{.*}} : f32
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[A0]] step %[[C1]] {
// CHECK-NEXT: memref.store %[[F]], %[[A1]][%[[I]]]
// CHECK: return
// CHECK: func.func private @host_region_0(%[[B0:.*]]: f32, %[[B1:.*]]: memref<8xf32>)
// CHECK: memref.store %[[B0]], %[[B1]]
func.func @host(%m: memref<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i] : memref<8xf32>
  }
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %f) -> f32 {
    scf.yield %a : f32
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %r, %m[%i] : memref<8xf32>
  }
  return
}

// -----

// An OpenMP region and an scf.if move whole (nested loops stay inside, not
// outlined again); a name already taken is not reused; declarations and ops
// without regions stay.
// CHECK-LABEL: func.func private @ext(memref<4xf32>)
// CHECK-LABEL: func.func @par(
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK-NEXT: call @par_region_0(%{{.*}}) : (memref<4xf32>) -> ()
// CHECK-NEXT: call @par_region_1(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> ()
// CHECK-NEXT: call @ext(
// CHECK-NEXT: return
// CHECK: func.func @par_region()
// CHECK: func.func private @par_region_0(%{{.*}}: memref<4xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.0
// CHECK-NEXT: omp.parallel {
// CHECK-NOT: call
// CHECK: omp.terminator
// CHECK: func.func private @par_region_1(%{{.*}}: i1, %{{.*}}: memref<4xf32>)
// CHECK-DAG: arith.constant 0.0
// CHECK-DAG: %[[K:.*]] = arith.constant 2 : index
// CHECK: scf.if
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[K]]]
// CHECK-NOT: func.func
func.func private @ext(memref<4xf32>)
func.func @par(%m: memref<4xf32>, %c: i1) {
  %z = arith.constant 0.0 : f32
  %k = arith.constant 2 : index
  omp.parallel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %z, %m[%i] : memref<4xf32>
    }
    omp.terminator
  }
  scf.if %c {
    memref.store %z, %m[%k] : memref<4xf32>
  }
  call @ext(%m) : (memref<4xf32>) -> ()
  return
}
func.func @par_region() {
  return
}

// -----

// After finalize-memref-to-llvm (where stitch-to-openmp runs this pass) a
// buffer is one !llvm.struct descriptor: it is passed as one argument. The
// LLVM constants (descriptor fields, poison, null) are copied like
// arith.constant, and so is an index constant seen through the
// unrealized_conversion_cast that finalize-memref-to-llvm leaves (passed,
// it would hide a bound or offset from LLVM); a value computed in the host
// (the extracted pointer) is passed. The functions have internal linkage:
// LLVM may inline one called once back into its caller.
!desc = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: func.func @lowered(
// CHECK-SAME: %[[D:.*]]: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT: call @lowered_region(%[[D]], %[[P]]) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK: func.func private @lowered_region(%[[A:.*]]: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %[[Q:.*]]: !llvm.ptr) attributes {llvm.linkage = #llvm.linkage<internal>}
// CHECK-DAG: %[[N:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[K:.*]] = builtin.unrealized_conversion_cast %[[C3]] : index to i64
// CHECK-DAG: %[[U:.*]] = llvm.mlir.poison : !llvm.struct
// CHECK-DAG: %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: omp.parallel {
// CHECK: llvm.insertvalue %[[N]], %[[U]][2]
// CHECK: llvm.extractvalue %[[A]][0]
// CHECK: llvm.icmp "eq" %[[Q]], %[[Z]]
// CHECK: llvm.insertvalue %[[K]], %{{.*}}[3, 0]
func.func @lowered(%d: !desc) {
  %n = llvm.mlir.constant(8 : index) : i64
  %c3 = arith.constant 3 : index
  %k = builtin.unrealized_conversion_cast %c3 : index to i64
  %u = llvm.mlir.poison : !desc
  %z = llvm.mlir.zero : !llvm.ptr
  %p = llvm.extractvalue %d[1] : !desc
  omp.parallel {
    %s = llvm.insertvalue %n, %u[2] : !desc
    %a = llvm.extractvalue %d[0] : !desc
    %e = llvm.icmp "eq" %p, %z : !llvm.ptr
    %t = llvm.insertvalue %k, %s[3, 0] : !desc
    omp.terminator
  }
  return
}

// -----

// Equal regions share one function: the second and third loops store the
// same constant through the same kind of buffer (other operands), so their
// calls go to the first loop's function; the last loop stores another
// constant and gets a function of its own (negative). Functions are
// compared as printed (generic form, no locations) before naming.
// CHECK-LABEL: func.func @repeated(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<8xf32>, %[[B:[a-z0-9]+]]: memref<8xf32>, %[[C:[a-z0-9]+]]: memref<8xf32>)
// CHECK: call @repeated_region(%[[A]]) : (memref<8xf32>) -> ()
// CHECK-NEXT: call @repeated_region(%[[B]]) : (memref<8xf32>) -> ()
// CHECK-NEXT: call @repeated_region(%[[C]]) : (memref<8xf32>) -> ()
// CHECK-NEXT: call @repeated_region_0(%[[A]]) : (memref<8xf32>) -> ()
// CHECK-NEXT: return
// CHECK: func.func private @repeated_region(
// CHECK: arith.constant 1.0
// CHECK: func.func private @repeated_region_0(
// CHECK: arith.constant 2.0
// CHECK-NOT: func.func private
func.func @repeated(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %one, %a[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %one, %b[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %one, %c[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %two, %a[%i] : memref<8xf32>
  }
  return
}
