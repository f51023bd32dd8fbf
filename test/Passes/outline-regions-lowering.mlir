// stitch-outline-regions{lowering=cpu-gemm} (stitch-lower-kernels-cpu runs
// it right after bufferization; see docs/compile-time.md, seventh round).
// Execution is covered by the stitch-compile-cpu tests with GEMMs
// (test/Execution/cpu-gemm.test, kernel-kinds-*, graph-differential).
// lowering=cpu-gemm (stitch-lower-kernels-cpu, right after bufferization):
// only ops whose stitch.lowering names that strategy move, results and
// all, into functions marked stitch.outlined; equal ones share a function.
// A result the loop only carries through (yielded iter_arg) is its init,
// so it is neither returned nor passed back; a used result that changes
// is returned. Negatives: the other strategy's loop and the unmarked loop
// stay.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-regions{lowering=cpu-gemm})' | FileCheck %s --check-prefix=GEMM
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-regions{lowering=cpu-gemm},stitch-outline-regions)' | FileCheck %s --check-prefix=BOTH
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-regions)' | FileCheck %s --check-prefix=DESC
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-regions{lowering=cpu-gemm before-dealloc=true})' | FileCheck %s --check-prefix=PRE
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-regions{mark=true})' | FileCheck %s --check-prefix=MARK
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-regions{mark=true},stitch-outline-regions)' | FileCheck %s --check-prefix=MARK2
// GEMM-LABEL: func.func @gemms(
// GEMM-SAME: %[[A:[a-z0-9]+]]: memref<8xf32>, %[[B:[a-z0-9]+]]: memref<8xf32>)
// GEMM: %[[F:.*]] = arith.constant false
// GEMM: call @gemms_kernel(%[[A]]) : (memref<8xf32>) -> ()
// GEMM-NEXT: call @gemms_kernel(%[[B]]) : (memref<8xf32>) -> ()
// GEMM-NEXT: %[[S:.*]] = call @gemms_kernel_0(%[[A]]) : (memref<8xf32>) -> f32
// GEMM-NEXT: scf.for
// GEMM-NEXT: memref.store %[[S]], %[[B]]
// GEMM-NEXT: } {stitch.lowering = {strategy = "elementwise"}}
// GEMM-NEXT: scf.for
// GEMM-NEXT: memref.store
// GEMM-NEXT: }{{$}}
// GEMM-NEXT: return %[[A]], %[[F]], %[[S]]
// GEMM: func.func private @gemms_kernel(%{{.*}}: memref<8xf32>) attributes {stitch.outlined}
// GEMM: scf.for
// GEMM: func.func private @gemms_kernel_0(%{{.*}}: memref<8xf32>) -> f32 attributes {stitch.outlined}
// GEMM: %[[R:.*]]:2 = scf.for
// GEMM: return %[[R]]#1 : f32
// GEMM-NOT: func.func
// GEMM: // -----
// The default mode leaves the marked functions whole (dropping the
// mark) and outlines the rest as before.
// BOTH-LABEL: func.func @gemms(
// BOTH: call @gemms_kernel(
// BOTH: call @gemms_region(
// BOTH: func.func private @gemms_kernel(%{{.*}}: memref<8xf32>) attributes {llvm.linkage = #llvm.linkage<internal>} {
// BOTH-NEXT: arith.constant
// BOTH-NOT: call
// BOTH: scf.for
// BOTH: func.func private @gemms_kernel_0(
// BOTH-NOT: stitch.outlined
// BOTH: // -----
func.func @gemms(%a: memref<8xf32>, %b: memref<8xf32>) -> (memref<8xf32>, i1, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %false = arith.constant false
  %one = arith.constant 1.0 : f32
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%m = %a, %own = %false) -> (memref<8xf32>, i1) {
    memref.store %one, %m[%i] : memref<8xf32>
    scf.yield %m, %own : memref<8xf32>, i1
  } {stitch.lowering = {strategy = "cpu-gemm"}}
  %s:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%m = %b, %own = %false) -> (memref<8xf32>, i1) {
    memref.store %one, %m[%i] : memref<8xf32>
    scf.yield %m, %own : memref<8xf32>, i1
  } {stitch.lowering = {strategy = "cpu-gemm"}}
  %t:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%m = %a, %acc = %one) -> (memref<8xf32>, f32) {
    %v = memref.load %m[%i] : memref<8xf32>
    %w = arith.addf %acc, %v : f32
    scf.yield %m, %w : memref<8xf32>, f32
  } {stitch.lowering = {strategy = "cpu-gemm"}}
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %t#1, %b[%i] : memref<8xf32>
  } {stitch.lowering = {strategy = "elementwise"}}
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %one, %a[%i] : memref<8xf32>
  }
  return %r#0, %r#1, %t#1 : memref<8xf32>, i1, f32
}

// -----

// After finalize-memref-to-llvm (where stitch-to-openmp runs the default
// mode), a marked function's memref argument that its body casts to a
// descriptor becomes that descriptor, and each call casts its operand (the
// pairs of casts fold in reconcile-unrealized-casts): func-to-llvm then
// passes one value, not the descriptor's fields. Negatives: an argument
// without such a cast, and an unmarked function, keep their memref.
// DESC-LABEL: func.func @host(
// DESC-SAME: %[[D:[a-z0-9]+]]: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %[[E:[a-z0-9]+]]: memref<8xf32>)
// DESC: %[[M:.*]] = builtin.unrealized_conversion_cast %[[D]] : !llvm.struct<{{.*}}> to memref<8xf32>
// DESC: %[[C:.*]] = builtin.unrealized_conversion_cast %[[M]] : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// DESC-NEXT: call @kern(%[[C]], %[[E]]) : (!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, memref<8xf32>) -> ()
// DESC-NEXT: call @plain(%[[M]]) : (memref<8xf32>) -> ()
// DESC: func.func private @kern(%[[A:[a-z0-9]+]]: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %[[B:[a-z0-9]+]]: memref<8xf32>) attributes {llvm.linkage = #llvm.linkage<internal>} {
// DESC-NEXT: %[[BACK:.*]] = builtin.unrealized_conversion_cast %[[A]] : !llvm.struct<{{.*}}> to memref<8xf32>
// DESC-NEXT: arith.constant 0 : index
// DESC-NEXT: llvm.extractvalue %[[A]][1]
// DESC-NEXT: memref.load %[[BACK]]
// DESC-NEXT: memref.store {{.*}}, %[[B]]
// DESC: func.func private @plain(%{{.*}}: memref<8xf32>) {
!desc = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
func.func @host(%d: !desc, %e: memref<8xf32>) {
  %m = builtin.unrealized_conversion_cast %d : !desc to memref<8xf32>
  call @kern(%m, %e) : (memref<8xf32>, memref<8xf32>) -> ()
  call @plain(%m) : (memref<8xf32>) -> ()
  return
}
func.func private @kern(%a: memref<8xf32>, %b: memref<8xf32>) attributes {stitch.outlined} {
  %c0 = arith.constant 0 : index
  %s = builtin.unrealized_conversion_cast %a : memref<8xf32> to !desc
  %p = llvm.extractvalue %s[1] : !desc
  %v = memref.load %a[%c0] : memref<8xf32>
  memref.store %v, %b[%c0] : memref<8xf32>
  return
}
func.func private @plain(%a: memref<8xf32>) {
  %s = builtin.unrealized_conversion_cast %a : memref<8xf32> to !desc
  return
}

// -----

// before-dealloc=true (stitch-lower-kernels-cpu, between bufferization and
// the ownership-based deallocation): a function returning a buffer must
// own it, so the deallocation would clone it at every call. The loop that
// only carries %a through moves without results, the one returning a
// scalar moves and returns it; the negative: the loop whose result is a
// buffer it allocates stays in the host (without the option it moves and
// is returned, the GEMM run above).
// PRE-LABEL: func.func @fresh(
// PRE-SAME: %[[A:[a-z0-9]+]]: memref<8xf32>)
// PRE: call @fresh_kernel(%[[A]]) : (memref<8xf32>) -> ()
// PRE-NEXT: %[[S:.*]] = call @fresh_kernel_0(%[[A]]) : (memref<8xf32>) -> f32
// PRE-NEXT: %[[N:.*]] = scf.for
// PRE: memref.alloc
// PRE: } {stitch.lowering = {strategy = "cpu-gemm"}}
// PRE-NEXT: return %[[A]], %[[N]], %[[S]]
// PRE: func.func private @fresh_kernel(%{{.*}}: memref<8xf32>) attributes {stitch.outlined}
// PRE: func.func private @fresh_kernel_0(%{{.*}}: memref<8xf32>) -> f32 attributes {stitch.outlined}
// PRE-NOT: func.func
// PRE: // -----
// GEMM-LABEL: func.func @fresh(
// GEMM: call @fresh_kernel(
// GEMM-NEXT: call @fresh_kernel_0(
// GEMM-NEXT: %[[N:.*]] = call @fresh_kernel_1(
// GEMM-NEXT: return %{{.*}}, %[[N]], %{{.*}}
// GEMM: func.func private @fresh_kernel_1({{.*}}) -> memref<8xf32> attributes {stitch.outlined}
func.func @fresh(%a: memref<8xf32>) -> (memref<8xf32>, memref<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%m = %a) -> (memref<8xf32>) {
    memref.store %one, %m[%i] : memref<8xf32>
    scf.yield %m : memref<8xf32>
  } {stitch.lowering = {strategy = "cpu-gemm"}}
  %t:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%m = %a, %acc = %one) -> (memref<8xf32>, f32) {
    %v = memref.load %m[%i] : memref<8xf32>
    %w = arith.addf %acc, %v : f32
    scf.yield %m, %w : memref<8xf32>, f32
  } {stitch.lowering = {strategy = "cpu-gemm"}}
  %n = scf.for %i = %c0 to %c8 step %c1 iter_args(%m = %a) -> (memref<8xf32>) {
    %fresh = memref.alloc() : memref<8xf32>
    memref.store %one, %fresh[%i] : memref<8xf32>
    scf.yield %fresh : memref<8xf32>
  } {stitch.lowering = {strategy = "cpu-gemm"}}
  return %r, %n, %t#1 : memref<8xf32>, memref<8xf32>, f32
}

// -----

// mark=true (stitch-to-openmp, right after stitch-omp-opt, before the
// memref lowering): the default mode, with the outlined functions marked
// stitch.outlined, as the lowering mode marks its own; a function marked
// before keeps its mark and its loop (negative: not outlined again). A
// default run after it leaves both whole and drops the marks.
// MARK-LABEL: func.func @early(
// MARK: call @early_region(%{{.*}}) : (memref<8xf32>) -> ()
// MARK-NEXT: call @early_kernel(%{{.*}}) : (memref<8xf32>) -> ()
// MARK-NEXT: return
// MARK: func.func private @early_kernel(%{{.*}}: memref<8xf32>) attributes {stitch.outlined} {
// MARK-NOT: call
// MARK: scf.for
// MARK: func.func private @early_region(%{{.*}}: memref<8xf32>) attributes {llvm.linkage = #llvm.linkage<internal>, stitch.outlined} {
// MARK: scf.for
// MARK2-LABEL: func.func @early(
// MARK2: call @early_region(
// MARK2-NEXT: call @early_kernel(
// MARK2: func.func private @early_kernel(%{{.*}}: memref<8xf32>) attributes {llvm.linkage = #llvm.linkage<internal>} {
// MARK2-NOT: call
// MARK2: scf.for
// MARK2: func.func private @early_region(%{{.*}}: memref<8xf32>) attributes {llvm.linkage = #llvm.linkage<internal>} {
// MARK2-NOT: call
// MARK2: scf.for
// MARK2-NOT: stitch.outlined
func.func @early(%a: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %one, %a[%i] : memref<8xf32>
  }
  call @early_kernel(%a) : (memref<8xf32>) -> ()
  return
}
func.func private @early_kernel(%a: memref<8xf32>) attributes {stitch.outlined} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %two, %a[%i] : memref<8xf32>
  }
  return
}
