// The barriers the rewrites insert are checked with drop-barriers=false;
// dropping those that follow a work-sharing loop is checked at the end
// (DROP), and so is linearize (prefix LIN, the collapsed nests of CHECK, with one
// induction variable).
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(convert-scf-to-openmp,func.func(stitch-omp-opt{drop-barriers=false linearize=false}))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(convert-scf-to-openmp,func.func(stitch-omp-opt{drop-barriers=false}))' | FileCheck %s --check-prefix=LIN
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(convert-scf-to-openmp,func.func(stitch-omp-opt{linearize=false}))' | FileCheck %s --check-prefix=DROP
// Each rewrite can be switched off (ablation): then that form stays.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(convert-scf-to-openmp,func.func(stitch-omp-opt{merge=false hoist=false collapse=false drop-barriers=false linearize=false}))' | FileCheck %s --check-prefix=OFF
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(convert-scf-to-openmp,func.func(stitch-omp-opt{hoist=false drop-barriers=false linearize=false}))' | FileCheck %s --check-prefix=NOHOIST
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(convert-scf-to-openmp,func.func(stitch-omp-opt{collapse=false drop-barriers=false linearize=false}))' | FileCheck %s --check-prefix=NOCOLLAPSE
//
// Inputs are scf.parallel loops turned into omp form by convert-scf-to-openmp
// in the RUN line (each becomes `omp.parallel { omp.wsloop { omp.loop_nest
// { memref.alloca_scope {...} } } }` preceded by an unused
// llvm.mlir.constant), or hand-written omp ops where clauses are needed.

// Merge: two adjacent regions become one, with a barrier between the two
// work-sharing loops; the effect-free ops between them (llvm.mlir.constant,
// arith) move before the merged region.
// CHECK-LABEL: func.func @merge_two
// CHECK: arith.addi
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: omp.parallel {
// CHECK-NEXT: omp.wsloop {
// CHECK: memref.store %{{.*}}, %arg1
// CHECK: omp.barrier
// CHECK-NEXT: omp.wsloop {
// CHECK: memref.store %{{.*}}, %arg0
// CHECK: omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// OFF-LABEL: func.func @merge_two
// OFF-COUNT-2: omp.parallel
// OFF-NOT: omp.barrier
func.func @merge_two(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %a[%i] : memref<16xf32>
    memref.store %v, %b[%i] : memref<16xf32>
    scf.reduce
  }
  %c15 = arith.addi %c16, %c1 : index
  scf.parallel (%i) = (%c0) to (%c15) step (%c1) {
    %v = memref.load %b[%i] : memref<16xf32>
    memref.store %v, %a[%i] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: a store between the regions must run once, after the first
// region and before the second; it cannot move, so nothing merges.
// CHECK-LABEL: func.func @merge_store_between
// CHECK: omp.parallel
// CHECK: omp.terminator
// CHECK: memref.store %{{.*}}, %arg0[%c0]
// CHECK: omp.parallel
// CHECK-NOT: omp.barrier
// CHECK: return
func.func @merge_store_between(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %a[%i] : memref<16xf32>
    memref.store %v, %b[%i] : memref<16xf32>
    scf.reduce
  }
  memref.store %f, %a[%c0] : memref<16xf32>
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %b[%i] : memref<16xf32>
    memref.store %v, %a[%i] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: regions with clauses keep their own team. num_threads may give
// them different team sizes; private and reduction clauses bind block
// arguments and run per-region init/combine code; proc_bind places threads.
// Only the two plain regions at the end merge.
omp.private {type = private} @priv_i32 : i32
omp.declare_reduction @add_f32 : f32 init {
^bb0(%arg: f32):
  %0 = arith.constant 0.0 : f32
  omp.yield (%0 : f32)
} combiner {
^bb1(%arg0: f32, %arg1: f32):
  %1 = arith.addf %arg0, %arg1 : f32
  omp.yield (%1 : f32)
}
// CHECK-LABEL: func.func @merge_clauses
// CHECK: omp.parallel num_threads
// CHECK: omp.parallel {
// CHECK-NEXT: omp.terminator
// CHECK: omp.parallel private
// CHECK: omp.parallel reduction
// CHECK: omp.parallel proc_bind(close)
// CHECK: omp.parallel {
// CHECK-NEXT: llvm.call @f0
// CHECK-NEXT: omp.barrier
// CHECK-NEXT: llvm.call @f1
// CHECK-NEXT: omp.terminator
// CHECK-NOT: omp.parallel
// CHECK: return
llvm.func @f0()
llvm.func @f1()
func.func @merge_clauses(%p: !llvm.ptr, %n: i32) {
  omp.parallel num_threads(%n : i32) {
    omp.terminator
  }
  omp.parallel {
    omp.terminator
  }
  omp.parallel private(@priv_i32 %p -> %arg : !llvm.ptr) {
    omp.terminator
  }
  omp.parallel reduction(@add_f32 %p -> %prv : !llvm.ptr) {
    omp.terminator
  }
  omp.parallel proc_bind(close) {
    omp.terminator
  }
  omp.parallel {
    llvm.call @f0() : () -> ()
    omp.terminator
  }
  omp.parallel {
    llvm.call @f1() : () -> ()
    omp.terminator
  }
  return
}

// -----

// Hoist out of scf.for: every thread runs the host loop; the effect-free
// index computation beside the region is repeated per thread; a barrier ends
// each iteration in place of the old join.
// CHECK-LABEL: func.func @hoist_for
// CHECK: omp.parallel {
// CHECK-NEXT: scf.for %[[T:.*]] = %c0 to %arg2 step %c1 {
// CHECK-NEXT: arith.addi %[[T]]
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: omp.wsloop {
// CHECK: omp.barrier
// CHECK-NEXT: }
// CHECK-NEXT: omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// NOHOIST-LABEL: func.func @hoist_for
// NOHOIST: scf.for
// NOHOIST: omp.parallel
func.func @hoist_for(%a: memref<16xf32>, %b: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %t = %c0 to %n step %c1 {
    %off = arith.addi %t, %c1 : index
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      %j = arith.addi %i, %off : index
      memref.store %v, %b[%i] : memref<16xf32>
      scf.reduce
    }
  }
  return
}

// -----

// Negative: a store beside the region in the loop body must run once per
// iteration, by one thread; hoisting would make every thread run it.
// CHECK-LABEL: func.func @hoist_for_store
// CHECK: scf.for
// CHECK-NEXT: memref.store
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: omp.parallel
// CHECK-NOT: omp.barrier
// CHECK: return
func.func @hoist_for_store(%a: memref<16xf32>, %b: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  scf.for %t = %c0 to %n step %c1 {
    memref.store %f, %a[%c0] : memref<16xf32>
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %b[%i] : memref<16xf32>
      scf.reduce
    }
  }
  return
}

// -----

// Negative: a loop with iter_args (results) is not hoisted: its carried
// values would have to be replicated per thread.
// CHECK-LABEL: func.func @hoist_for_iter_args
// CHECK: scf.for {{.*}} iter_args
// CHECK: omp.parallel
// CHECK: scf.yield
// CHECK-NOT: omp.barrier
// CHECK: return
func.func @hoist_for_iter_args(%a: memref<16xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %a[%i] : memref<16xf32>
      scf.reduce
    }
    %s = arith.addi %acc, %t : index
    scf.yield %s : index
  }
  return %r : index
}

// -----

// Negative: the loop already sits in a parallel region (in one iteration of
// a work-shared grid loop, run by one thread of the team); hoisting the
// nested region around it would change which threads run the loop. The
// nested region stays inside the scf.for.
// CHECK-LABEL: func.func @hoist_for_inside_region
// CHECK: omp.parallel {
// CHECK: omp.wsloop {
// CHECK: scf.for
// CHECK: omp.parallel {
// CHECK: return
func.func @hoist_for_inside_region(%a: memref<16x16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c16) step (%c1) {
    scf.for %t = %c0 to %n step %c1 {
      scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
        %v = memref.load %a[%b, %i] : memref<16x16xf32>
        memref.store %v, %a[%i, %b] : memref<16x16xf32>
        scf.reduce
      }
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a stack allocation whose scope is the region itself (not an
// alloca_scope inside it) is freed when the region ends; in a hoisted loop
// every iteration's allocation would stay alive and the stack would grow.
// The same allocation inside a memref.alloca_scope (per-thread scratch in a
// parallel loop body, as convert-scf-to-openmp wraps it) hoists fine.
// CHECK-LABEL: func.func @hoist_for_alloca
// CHECK: scf.for
// CHECK-NEXT: omp.parallel {
// CHECK-NEXT: memref.alloca()
// CHECK-LABEL: func.func @hoist_for_scoped_alloca
// CHECK: omp.parallel {
// CHECK-NEXT: scf.for
// CHECK: memref.alloca_scope
// CHECK-NEXT: memref.alloca()
// CHECK: omp.barrier
func.func @hoist_for_alloca(%a: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %t = %c0 to %n step %c1 {
    omp.parallel {
      %tmp = memref.alloca() : memref<16xf32>
      %v = memref.load %a[%c0] : memref<16xf32>
      memref.store %v, %tmp[%c0] : memref<16xf32>
      omp.terminator
    }
  }
  return
}
func.func @hoist_for_scoped_alloca(%a: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %t = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %tmp = memref.alloca() : memref<16xf32>
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %tmp[%i] : memref<16xf32>
      scf.reduce
    }
  }
  return
}

// -----

// Hoist out of scf.if: both branches hold a region; one region is kept for
// the whole scf.if (no barrier needed, its join follows).
// CHECK-LABEL: func.func @hoist_if_else
// CHECK: omp.parallel {
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: omp.wsloop
// CHECK: } else {
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: omp.wsloop
// CHECK: omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NOT: omp.barrier
func.func @hoist_if_else(%a: memref<16xf32>, %b: memref<16xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.if %c {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %b[%i] : memref<16xf32>
      scf.reduce
    }
  } else {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %b[%i] : memref<16xf32>
      memref.store %v, %a[%i] : memref<16xf32>
      scf.reduce
    }
  }
  return
}

// -----

// Hoist out of an scf.if without else, then merge with the region after it:
// one region for the function.
// CHECK-LABEL: func.func @hoist_if_then_merge
// CHECK: omp.parallel {
// CHECK-NEXT: scf.if %arg2 {
// CHECK: omp.wsloop
// CHECK: omp.barrier
// CHECK-NEXT: omp.wsloop
// CHECK-NOT: omp.parallel
// CHECK: return
func.func @hoist_if_then_merge(%a: memref<16xf32>, %b: memref<16xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.if %c {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %b[%i] : memref<16xf32>
      scf.reduce
    }
  }
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %b[%i] : memref<16xf32>
    memref.store %v, %a[%i] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: an scf.if with a result, and an scf.if whose else branch stores
// (that store must run once, not once per thread).
// CHECK-LABEL: func.func @hoist_if_negative
// CHECK: scf.if %arg2 -> (index) {
// CHECK: omp.parallel
// CHECK: scf.if %arg2 {
// CHECK: omp.parallel
// CHECK: } else {
// CHECK-NEXT: memref.store
// CHECK: return
func.func @hoist_if_negative(%a: memref<16xf32>, %b: memref<16xf32>, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %r = scf.if %c -> index {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %b[%i] : memref<16xf32>
      scf.reduce
    }
    scf.yield %c1 : index
  } else {
    scf.yield %c0 : index
  }
  scf.if %c {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %b[%i] : memref<16xf32>
      scf.reduce
    }
  } else {
    memref.store %f, %a[%c0] : memref<16xf32>
  }
  return %r : index
}

// -----

// Fixed point: scf.for { P1; P2 } merges, then hoists; with the regions
// before and after the loop, the function has a single region: four
// work-sharing loops, barriers after each but the last.
// CHECK-LABEL: func.func @fixed_point
// CHECK: omp.parallel {
// CHECK-NEXT: omp.wsloop
// CHECK: omp.barrier
// CHECK-NEXT: scf.for
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: omp.wsloop
// CHECK: omp.barrier
// CHECK-NEXT: omp.wsloop
// CHECK: omp.barrier
// CHECK-NEXT: }
// CHECK-NEXT: omp.barrier
// CHECK-NEXT: omp.wsloop
// CHECK: omp.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NOT: omp.parallel
// NOHOIST-LABEL: func.func @fixed_point
// NOHOIST: omp.parallel
// NOHOIST: scf.for
// NOHOIST-NEXT: llvm.mlir.constant
// NOHOIST-NEXT: llvm.mlir.constant
// NOHOIST-NEXT: omp.parallel
// NOHOIST: omp.barrier
// NOHOIST: omp.parallel
func.func @fixed_point(%a: memref<16xf32>, %b: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %a[%i] : memref<16xf32>
    memref.store %v, %b[%i] : memref<16xf32>
    scf.reduce
  }
  scf.for %t = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<16xf32>
      memref.store %v, %b[%i] : memref<16xf32>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %b[%i] : memref<16xf32>
      memref.store %v, %a[%i] : memref<16xf32>
      scf.reduce
    }
  }
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %b[%i] : memref<16xf32>
    memref.store %v, %a[%i] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Collapse: a 2-D grid without shared memory around a 1-D block whose bound
// is a function argument: one collapse(3) loop nest; the grid body's index
// arithmetic moves into the new body; the nested region is gone. The block
// step, a constant defined inside the grid body, is cloned before the loop.
// CHECK-LABEL: func.func @collapse
// LIN-LABEL: func.func @collapse(
// The trip counts (4, 4, ceildiv(%arg2, 2) where %arg2 > 0), their product
// the one bound; each index a remainder and quotient through an empty asm,
// the last fastest.
// LIN: %[[D2:.*]] = arith.subi %arg2, %c0
// LIN: %[[T2:.*]] = arith.ceildivui %[[D2]], %{{.*}}
// LIN: %[[TC2:.*]] = arith.select %{{.*}}, %[[T2]], %{{.*}}
// LIN: %[[TOTAL:.*]] = arith.muli %{{.*}}, %[[TC2]]
// LIN: omp.wsloop {
// LIN-NEXT: omp.loop_nest (%[[L:.*]]) : index = (%{{.*}}) to (%[[TOTAL]]) step (%{{.*}}) {
// LIN-NEXT: %[[R2:.*]] = arith.remui %[[L]], %[[TC2]]
// LIN-NEXT: %[[Q2:.*]] = arith.divui %[[L]], %[[TC2]]
// LIN-NEXT: %[[W2:.*]] = arith.index_cast %[[R2]] : index to i64
// LIN-NEXT: %[[A2:.*]] = llvm.inline_asm "", "=r,0" %[[W2]] : (i64) -> i64
// LIN-NEXT: %[[N2:.*]] = arith.index_cast %[[A2]] : i64 to index
// LIN: %[[S2:.*]] = arith.muli %[[N2]], %{{.*}}
// LIN-NEXT: %[[TX:.*]] = arith.addi %{{.*}}, %[[S2]]
// LIN-NEXT: arith.remui %[[Q2]]
// LIN-NEXT: %[[Q1:.*]] = arith.divui %[[Q2]]
// LIN: llvm.inline_asm "", "=r,0"
// LIN: %[[W0:.*]] = arith.index_cast %[[Q1]] : index to i64
// LIN-NEXT: %[[A0:.*]] = llvm.inline_asm "", "=r,0" %[[W0]] : (i64) -> i64
// LIN-NEXT: %[[N0:.*]] = arith.index_cast %[[A0]] : i64 to index
// LIN-NEXT: %[[BX:.*]] = arith.addi %{{.*}}, %[[N0]]
// LIN-NEXT: memref.alloca_scope {
// LIN: arith.muli %[[BX]], %c16
// LIN-NOT: collapse(
// LIN-LABEL: func.func @collapse_in_hoisted_loop
// CHECK: omp.parallel {
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: omp.wsloop {
// CHECK-NEXT: omp.loop_nest (%[[BX:.*]], %[[BY:.*]], %[[TX:.*]]) : index = (%c0, %c0, %c0) to (%c4, %c4, %arg2) step (%c1, %c1, %[[C2]]) collapse(3) {
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: arith.constant 2
// CHECK-NEXT: %[[BASE:.*]] = arith.muli %[[BX]], %c16
// CHECK-NEXT: llvm.mlir.constant
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: arith.addi %[[BASE]], %[[TX]]
// CHECK-NOT: omp.parallel
// CHECK: return
// NOCOLLAPSE-LABEL: func.func @collapse
// NOCOLLAPSE-COUNT-2: omp.parallel
func.func @collapse(%a: memref<64x4xf32>, %b: memref<64x4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %c2 = arith.constant 2 : index
    %base = arith.muli %bx, %c16 : index
    scf.parallel (%tx) = (%c0) to (%n) step (%c2) {
      %g = arith.addi %base, %tx : index
      %v = memref.load %a[%g, %by] : memref<64x4xf32>
      memref.store %v, %b[%g, %by] : memref<64x4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: shared memory. The alloca in the grid body is one buffer per
// block that the block's threads share; collapsing would give each
// (block, thread) iteration its own.
// CHECK-LABEL: func.func @collapse_shared_memory
// CHECK: omp.parallel {
// CHECK: memref.alloca()
// CHECK: omp.parallel {
// CHECK: return
func.func @collapse_shared_memory(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    %base = arith.muli %bx, %c16 : index
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %g = arith.addi %base, %tx : index
      %v = memref.load %a[%g] : memref<64xf32>
      memref.store %v, %sh[%tx] : memref<16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the block bound depends on the grid IV (a triangular nest is not
// one rectangular loop nest), and a load in the grid body (an effect each
// block performs once).
// CHECK-LABEL: func.func @collapse_dependent_bound
// CHECK-COUNT-2: omp.parallel {
// CHECK-LABEL: func.func @collapse_load_in_grid
// CHECK-COUNT-2: omp.parallel {
func.func @collapse_dependent_bound(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %ub = arith.addi %bx, %c1 : index
    scf.parallel (%tx) = (%c0) to (%ub) step (%c1) {
      %v = memref.load %a[%tx] : memref<64xf32>
      memref.store %v, %a[%bx] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @collapse_load_in_grid(%a: memref<64xf32>, %s: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %base = memref.load %s[%bx] : memref<4xindex>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %g = arith.addi %base, %tx : index
      %v = memref.load %a[%g] : memref<64xf32>
      memref.store %v, %a[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the block loop reduces (the wsloop has a reduction clause) and
// the grid loop nest has a schedule clause.
// CHECK-LABEL: func.func @collapse_clauses
// CHECK: omp.parallel {
// CHECK: omp.parallel {
// CHECK: omp.wsloop reduction
// CHECK-LABEL: func.func @collapse_schedule
// CHECK: omp.wsloop schedule(static)
// CHECK: omp.parallel {
func.func @collapse_clauses(%a: memref<64xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %s = scf.parallel (%tx) = (%c0) to (%c16) step (%c1) init (%z) -> f32 {
      %v = memref.load %a[%tx] : memref<64xf32>
      scf.reduce(%v : f32) {
      ^bb0(%l: f32, %r: f32):
        %sum = arith.addf %l, %r : f32
        scf.reduce.return %sum : f32
      }
    }
    memref.store %s, %out[%bx] : memref<4xf32>
    scf.reduce
  }
  return
}
func.func @collapse_schedule(%a: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  omp.parallel {
    omp.wsloop schedule(static) {
      omp.loop_nest (%bx) : index = (%c0) to (%c4) step (%c1) {
        omp.parallel {
          omp.wsloop {
            omp.loop_nest (%tx) : index = (%c0) to (%n) step (%c1) {
              %v = memref.load %a[%tx] : memref<64xf32>
              memref.store %v, %a[%bx] : memref<64xf32>
              omp.yield
            }
          }
          omp.terminator
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Negative: an alloca in the block body outside any alloca_scope belongs to
// the inner region and is freed per block; after collapsing it would live
// until the outer region ends, once per iteration.
// CHECK-LABEL: func.func @collapse_inner_alloca
// CHECK-COUNT-2: omp.parallel {
func.func @collapse_inner_alloca(%a: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%bx) : index = (%c0) to (%c4) step (%c1) {
        omp.parallel {
          omp.wsloop {
            omp.loop_nest (%tx) : index = (%c0) to (%n) step (%c1) {
              %tmp = memref.alloca() : memref<1xf32>
              %v = memref.load %a[%tx] : memref<64xf32>
              memref.store %v, %tmp[%c0] : memref<1xf32>
              omp.yield
            }
          }
          omp.terminator
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Collapse also applies to a hand-written nest without alloca_scope, and to
// the grid loop of a host loop already hoisted into a region.
// CHECK-LABEL: func.func @collapse_in_hoisted_loop
// CHECK: omp.parallel {
// CHECK-NEXT: scf.for
// CHECK-NEXT: omp.wsloop {
// CHECK-NEXT: omp.loop_nest (%[[BX:.*]], %[[TX:.*]]) : index = (%c0, %c0) to (%c4, %arg1) step (%c1, %c1) collapse(2) {
// CHECK-NEXT: memref.load %arg0[%[[TX]]]
// CHECK-NEXT: memref.store %{{.*}}, %arg0[%[[BX]]]
// CHECK-NEXT: omp.yield
// CHECK: omp.barrier
// CHECK-NOT: omp.parallel
// CHECK: return
func.func @collapse_in_hoisted_loop(%a: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %t = %c0 to %n step %c1 {
    omp.parallel {
      omp.wsloop {
        omp.loop_nest (%bx) : index = (%c0) to (%c4) step (%c1) {
          omp.parallel {
            omp.wsloop {
              omp.loop_nest (%tx) : index = (%c0) to (%n) step (%c1) {
                %v = memref.load %a[%tx] : memref<64xf32>
                memref.store %v, %a[%bx] : memref<64xf32>
                omp.yield
              }
            }
            omp.terminator
          }
          omp.yield
        }
      }
      omp.terminator
    }
  }
  return
}

// -----

// drop-barriers: an omp.barrier right after a work-sharing loop without
// nowait (effect-free ops between) is that loop's implicit barrier a second
// time: dropped. Kept after a `nowait` loop, and after a store between the
// loop and the barrier (the barrier orders it).
// DROP-LABEL: func.func @drop_barriers
// OFF-LABEL: func.func @drop_barriers
// NOHOIST-LABEL: func.func @drop_barriers
// NOCOLLAPSE-LABEL: func.func @drop_barriers
// CHECK-LABEL: func.func @drop_barriers
// DROP: omp.wsloop {
// DROP: omp.yield
// DROP-NEXT: }
// DROP-NEXT: }
// DROP-NEXT: arith.addi
// DROP-NEXT: omp.wsloop nowait {
// DROP: omp.yield
// DROP-NEXT: }
// DROP-NEXT: }
// DROP-NEXT: omp.barrier
// DROP-NEXT: omp.wsloop {
// DROP: omp.yield
// DROP-NEXT: }
// DROP-NEXT: }
// DROP-NEXT: memref.store
// DROP-NEXT: omp.barrier
// DROP-NEXT: omp.terminator
func.func @drop_barriers(%a: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) inclusive step (%c1) {
        memref.store %f, %a[%i] : memref<16xf32>
        omp.yield
      }
    }
    %m = arith.addi %n, %c1 : index
    omp.barrier
    omp.wsloop nowait {
      omp.loop_nest (%i) : index = (%c0) to (%m) step (%c1) {
        memref.store %f, %a[%i] : memref<16xf32>
        omp.yield
      }
    }
    omp.barrier
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %f, %a[%i] : memref<16xf32>
        omp.yield
      }
    }
    memref.store %f, %a[%c0] : memref<16xf32>
    omp.barrier
    omp.terminator
  }
  return
}

// -----

// drop-barriers through an scf.if: a launch lowered twice (the choice made
// by a test every thread computes alike) ends in a work-sharing loop on
// both branches, so the barrier after the scf.if is a second one: dropped
// (@if_both), as is a barrier right after another barrier. Kept when one
// branch's loop is `nowait` (@if_nowait) or there is no else branch
// (@if_then_only: threads taking the empty path meet no barrier).
// DROP-LABEL: func.func @if_both
// DROP: scf.if
// DROP: } else {
// DROP: omp.yield
// DROP-NEXT: }
// DROP-NEXT: }
// DROP-NEXT: }
// DROP-NEXT: omp.wsloop {
// DROP-NOT: omp.barrier
// DROP: omp.terminator
// DROP-LABEL: func.func @if_nowait
// DROP: } else {
// DROP: omp.wsloop nowait
// DROP: omp.barrier
// DROP-NEXT: omp.terminator
// DROP-LABEL: func.func @if_then_only
// DROP: scf.if
// DROP: omp.barrier
// DROP-NEXT: omp.terminator
func.func @if_both(%a: memref<16xf32>, %n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  omp.parallel {
    scf.if %p {
      omp.wsloop {
        omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
          memref.store %f, %a[%i] : memref<16xf32>
          omp.yield
        }
      }
    } else {
      omp.wsloop {
        omp.loop_nest (%i) : index = (%c1) to (%n) step (%c1) {
          memref.store %f, %a[%i] : memref<16xf32>
          omp.yield
        }
      }
    }
    omp.barrier
    omp.barrier
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %f, %a[%i] : memref<16xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
func.func @if_nowait(%a: memref<16xf32>, %n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  omp.parallel {
    scf.if %p {
      omp.wsloop {
        omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
          memref.store %f, %a[%i] : memref<16xf32>
          omp.yield
        }
      }
    } else {
      omp.wsloop nowait {
        omp.loop_nest (%i) : index = (%c1) to (%n) step (%c1) {
          memref.store %f, %a[%i] : memref<16xf32>
          omp.yield
        }
      }
    }
    omp.barrier
    omp.terminator
  }
  return
}
func.func @if_then_only(%a: memref<16xf32>, %n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  omp.parallel {
    scf.if %p {
      omp.wsloop {
        omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
          memref.store %f, %a[%i] : memref<16xf32>
          omp.yield
        }
      }
    }
    omp.barrier
    omp.terminator
  }
  return
}

// -----

// linearize leaves a nest alone whose step is not a constant (its trip
// count would need a division of unknown sign), a nest of one induction
// variable and a nest of constant bounds (LLVM divides by constants with
// multiplies); a constant lower bound other than 0 is added back.
// LIN-LABEL: func.func @linearize_cases
// LIN: omp.loop_nest (%{{.*}}, %{{.*}}) : index = (%c0, %c0) to (%arg1, %arg1) step (%c1, %arg2) collapse(2)
// LIN: omp.loop_nest (%{{.*}}) : index = (%c0) to (%arg1) step (%c1) {
// LIN: omp.loop_nest (%[[L:.*]]) : index = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// LIN: %[[R:.*]] = arith.remui %[[L]]
// LIN: %[[A:.*]] = llvm.inline_asm "", "=r,0"
// LIN: %[[N:.*]] = arith.index_cast %[[A]] : i64 to index
// LIN: arith.addi %c3, %[[N]]
// LIN: omp.loop_nest (%{{.*}}, %{{.*}}) : index = (%c0, %c0) to (%c3, %c3) step (%c1, %c1) collapse(2)
func.func @linearize_cases(%a: memref<64xf32>, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%n, %n) step (%c1, %s) collapse(2) {
        memref.store %f, %a[%j] : memref<64xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.store %f, %a[%i] : memref<64xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c3) to (%n, %n) step (%c1, %c1) collapse(2) {
        memref.store %f, %a[%j] : memref<64xf32>
        omp.yield
      }
    }
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%c3, %c3) step (%c1, %c1) collapse(2) {
        memref.store %f, %a[%j] : memref<64xf32>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
