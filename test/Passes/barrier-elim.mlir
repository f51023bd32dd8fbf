// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-barrier-elim))' | FileCheck %s
// Without motion only the merge test changes.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-barrier-elim{motion=false}))' | FileCheck %s --check-prefix=NOMOTION
// The report line, per function.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-barrier-elim{report=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
//
// Barriers are tagged with unit attributes ({b1}, {b2}, ...) so that the
// checks can name the ones that must stay and the ones that must go.

// Each thread reads back its own slot: nothing to order.
// CHECK-LABEL: func.func @own_slot
// CHECK: memref.store
// CHECK-NOT: stitch.barrier
// CHECK: memref.load
// REPORT-DAG: @own_slot: 1 barriers, 1 removed, 0 merged, 0 kept
func.func @own_slot(%out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      memref.store %f, %sh[%tx] : memref<16xf32>
      stitch.barrier %tx {b1}
      %v = memref.load %sh[%tx] : memref<16xf32>
      %base = arith.muli %bx, %c16 : index
      %g = arith.addi %base, %tx : index
      memref.store %v, %out[%g] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the neighbour's slot (sh[tx + 1]) was written by another thread.
// CHECK-LABEL: func.func @neighbour_slot
// CHECK: stitch.barrier %{{.*}} {b1}
// REPORT-DAG: @neighbour_slot: 1 barriers, 0 removed, 0 merged, 1 kept
func.func @neighbour_slot(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<17xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %sh[%tx] : memref<17xf32>
    stitch.barrier %tx {b1}
    %n = arith.addi %tx, %c1 : index
    %v = memref.load %sh[%n] : memref<17xf32>
    memref.store %v, %out[%tx] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: a transpose through a 2-D tile reads other threads' elements;
// the same tile read back untransposed needs no barrier.
// CHECK-LABEL: func.func @transpose_tile
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b1}
// CHECK-NOT: {b2}
// CHECK: return
func.func @transpose_tile(%in: memref<16x16xf32>, %out: memref<16x16xf32>, %out2: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %tile = memref.alloca() : memref<16x16xf32>
  %tile2 = memref.alloca() : memref<16x16xf32>
  scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
    %v = memref.load %in[%ty, %tx] : memref<16x16xf32>
    memref.store %v, %tile[%ty, %tx] : memref<16x16xf32>
    stitch.barrier %tx, %ty {b1}
    %t = memref.load %tile[%tx, %ty] : memref<16x16xf32>
    memref.store %t, %tile2[%ty, %tx] : memref<16x16xf32>
    stitch.barrier %tx, %ty {b2}
    %u = memref.load %tile2[%ty, %tx] : memref<16x16xf32>
    memref.store %u, %out[%ty, %tx] : memref<16x16xf32>
    scf.reduce
  }
  return
}

// -----

// Barriers separated only by reads (and a write to the thread's own slot of
// another buffer) order nothing.
// CHECK-LABEL: func.func @reads_only
// CHECK-NOT: stitch.barrier
// CHECK: return
// REPORT-DAG: @reads_only: 2 barriers, 2 removed, 0 merged, 0 kept
func.func @reads_only(%in: memref<16xf32>, %out: memref<16xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %a = memref.load %in[%tx] : memref<16xf32>
    stitch.barrier %tx {b1}
    %b = memref.load %in[%c0] : memref<16xf32>
    stitch.barrier %tx {b2}
    %s = arith.addf %a, %b : f32
    memref.store %s, %out[%tx] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: thread 0 writes what every thread reads.
// CHECK-LABEL: func.func @broadcast_from_thread0
// CHECK: scf.if
// CHECK: stitch.barrier %{{.*}} {b1}
// CHECK: memref.load
func.func @broadcast_from_thread0(%in: memref<1xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<1xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %v = memref.load %in[%c0] : memref<1xf32>
      memref.store %v, %sh[%c0] : memref<1xf32>
    }
    stitch.barrier %tx {b1}
    %w = memref.load %sh[%c0] : memref<1xf32>
    memref.store %w, %out[%tx] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// ... but thread 0 reading back what only thread 0 wrote needs no barrier.
// CHECK-LABEL: func.func @thread0_only
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @thread0_only(%in: memref<1xf32>, %out: memref<1xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<1xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %v = memref.load %in[%c0] : memref<1xf32>
      memref.store %v, %sh[%c0] : memref<1xf32>
    }
    stitch.barrier %tx {b1}
    scf.if %first {
      %w = memref.load %sh[%c0] : memref<1xf32>
      memref.store %w, %out[%c0] : memref<1xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a tree reduction in an scf.for (CUDA "reduce"): the barrier
// before the loop and the one in it both order reads of other threads'
// partial sums (sh[tx + stride], stride not affine in the loop IV).
// CHECK-LABEL: func.func @tree_reduction
// CHECK: stitch.barrier %{{.*}} {b1}
// CHECK: scf.for
// CHECK: stitch.barrier %{{.*}} {b2}
// REPORT-DAG: @tree_reduction: 2 barriers, 0 removed, 0 merged, 2 kept
func.func @tree_reduction(%in: memref<64xi32>, %out: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %sh = memref.alloca() : memref<64xi32>
  scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %in[%tx] : memref<64xi32>
    memref.store %v, %sh[%tx] : memref<64xi32>
    stitch.barrier %tx {b1}
    scf.for %k = %c0 to %c6 step %c1 {
      %stride = arith.shrui %c32, %k : index
      %active = arith.cmpi ult, %tx, %stride : index
      scf.if %active {
        %o = arith.addi %tx, %stride : index
        %a = memref.load %sh[%tx] : memref<64xi32>
        %b = memref.load %sh[%o] : memref<64xi32>
        %s = arith.addi %a, %b : i32
        memref.store %s, %sh[%tx] : memref<64xi32>
      }
      stitch.barrier %tx {b2}
    }
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %r = memref.load %sh[%c0] : memref<64xi32>
      memref.store %r, %out[%c0] : memref<1xi32>
    }
    scf.reduce
  }
  return
}

// -----

// A loop whose body only touches the thread's own slots (a column of 4
// tiles, sh[k * 16 + tx]): its barriers order nothing, wrap-around included.
// CHECK-LABEL: func.func @loop_own_slots
// CHECK: scf.for
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @loop_own_slots(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<64xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %acc = scf.for %k = %c0 to %c4 step %c1 iter_args(%a = %f) -> f32 {
      %row = arith.muli %k, %c16 : index
      %i = arith.addi %row, %tx : index
      memref.store %a, %sh[%i] : memref<64xf32>
      stitch.barrier %tx {b1}
      %v = memref.load %sh[%i] : memref<64xf32>
      %s = arith.addf %v, %a : f32
      stitch.barrier %tx {b2}
      scf.yield %s : f32
    }
    memref.store %acc, %out[%tx] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: the only barrier of a loop body orders the previous iteration's
// write sh[tx] before this iteration's read of the neighbour's sh[tx + 1]
// (wrap-around), although nothing precedes it in the body.
// CHECK-LABEL: func.func @loop_wraparound
// CHECK: scf.for
// CHECK-NEXT: stitch.barrier %{{.*}} {b1}
func.func @loop_wraparound(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<17xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    scf.for %k = %c0 to %c4 step %c1 {
      stitch.barrier %tx {b1}
      %n = arith.addi %tx, %c1 : index
      %v = memref.load %sh[%n] : memref<17xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %sh[%tx] : memref<17xf32>
    }
    scf.reduce
  }
  return
}

// -----

// A loop that may run zero times does not separate what comes before it
// from what follows it; one with constant bounds (4 iterations) does.
// CHECK-LABEL: func.func @zero_trip_loop
// CHECK: stitch.barrier %{{.*}} {b1}
// CHECK: stitch.barrier %{{.*}} {b2}
// CHECK-LABEL: func.func @constant_trip_loop
// CHECK: stitch.barrier %{{.*}} {b1}
// CHECK-NOT: {b2}
// CHECK: return
func.func @zero_trip_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<17xf32>
  %sh2 = memref.alloca() : memref<17xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %sh[%tx] : memref<17xf32>
    scf.for %k = %c0 to %n step %c1 {
      stitch.barrier %tx {b1}
      %m = arith.addi %tx, %c1 : index
      %v = memref.load %sh2[%m] : memref<17xf32>
      memref.store %v, %sh2[%tx] : memref<17xf32>
    }
    stitch.barrier %tx {b2}
    %m = arith.addi %tx, %c1 : index
    %w = memref.load %sh[%m] : memref<17xf32>
    memref.store %w, %sh2[%tx] : memref<17xf32>
    scf.reduce
  }
  return
}
func.func @constant_trip_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<17xf32>
  %sh2 = memref.alloca() : memref<17xf32>
  %sh3 = memref.alloca() : memref<17xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %sh[%tx] : memref<17xf32>
    scf.for %k = %c0 to %c4 step %c1 {
      stitch.barrier %tx {b1}
      %m = arith.addi %tx, %c1 : index
      %v = memref.load %sh2[%m] : memref<17xf32>
      memref.store %v, %sh2[%tx] : memref<17xf32>
    }
    stitch.barrier %tx {b2}
    %m = arith.addi %tx, %c1 : index
    %w = memref.load %sh[%m] : memref<17xf32>
    memref.store %w, %sh3[%tx] : memref<17xf32>
    scf.reduce
  }
  return
}

// -----

// Barriers in a uniform scf.if: the code around them crosses the if.
// b1 orders sh[tx] (before the if) and sh[tx + 1] (inside it): kept. b2
// only separates own-slot accesses of sh2 (and sh3 after the if is not
// written in this branch): removed. b3, in the else branch, orders the
// write of sh3[tx] before the neighbour's read after the if: kept.
// CHECK-LABEL: func.func @barriers_in_if
// CHECK: scf.if
// CHECK: stitch.barrier %{{.*}} {b1}
// CHECK-NOT: {b2}
// CHECK: else
// CHECK: stitch.barrier %{{.*}} {b3}
// REPORT-DAG: @barriers_in_if: 3 barriers, 1 removed, 0 merged, 2 kept
func.func @barriers_in_if(%c: i1, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<17xf32>
  %sh2 = memref.alloca() : memref<17xf32>
  %sh3 = memref.alloca() : memref<17xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %sh[%tx] : memref<17xf32>
    scf.if %c {
      stitch.barrier %tx {b1}
      %n = arith.addi %tx, %c1 : index
      %v = memref.load %sh[%n] : memref<17xf32>
      memref.store %v, %sh2[%tx] : memref<17xf32>
      stitch.barrier %tx {b2}
      %w = memref.load %sh2[%tx] : memref<17xf32>
      memref.store %w, %sh2[%tx] : memref<17xf32>
    } else {
      memref.store %f, %sh3[%tx] : memref<17xf32>
      stitch.barrier %tx {b3}
    }
    %n2 = arith.addi %tx, %c1 : index
    %u = memref.load %sh3[%n2] : memref<17xf32>
    memref.store %u, %out[%tx] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: scf.while whose condition reads a flag thread 0 sets after the
// barrier (the next iteration's `before` region follows the `after` one).
// CHECK-LABEL: func.func @while_flag
// CHECK: scf.while
// CHECK: stitch.barrier %{{.*}} {b1}
func.func @while_flag(%flag: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    scf.while : () -> () {
      %v = memref.load %flag[%c0] : memref<1xi32>
      %go = arith.cmpi ne, %v, %z : i32
      scf.condition(%go)
    } do {
      stitch.barrier %tx {b1}
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %z, %flag[%c0] : memref<1xi32>
      }
      scf.yield
    }
    scf.reduce
  }
  return
}

// -----

// Rodinia backprop, bpnn_layerforward (HEIGHT = WIDTH = 16). Five
// __syncthreads: b1 (after thread column 0 loads input_node) and b2 (after
// the weight tile load) are mutually redundant: the first one goes, the
// second one stays. b3 and b4 order the tree reduction over ty (power_two
// is not affine). b5, before writing hidden_partial_sum, only separates
// the write-back of input_hidden from it: it may go only when the two
// output buffers cannot alias.
// CHECK-LABEL: func.func @bpnn_layerforward
// CHECK-NOT: {b1}
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b2}
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b3}
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b4}
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b5}
// REPORT-DAG: @bpnn_layerforward: 5 barriers, 1 removed, 0 merged, 4 kept
func.func @bpnn_layerforward(%input: memref<?xf32>, %input_hidden: memref<?xf32>,
                             %hidden_partial_sum: memref<?xf32>, %nblocks: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c272 = arith.constant 272 : index
  %one = arith.constant 1 : i32
  scf.parallel (%by) = (%c0) to (%nblocks) step (%c1) {
    %input_node = memref.alloca() : memref<16xf32>
    %weight_matrix = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      // index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1)
      %i0 = arith.muli %by, %c272 : index
      %i1 = arith.muli %ty, %c17 : index
      %i2 = arith.addi %i0, %i1 : index
      %i3 = arith.addi %i2, %tx : index
      %i4 = arith.addi %i3, %c1 : index
      %index = arith.addi %i4, %c17 : index
      // index_in = HEIGHT * by + ty + 1
      %j0 = arith.muli %by, %c16 : index
      %j1 = arith.addi %j0, %ty : index
      %index_in = arith.addi %j1, %c1 : index
      %tx0 = arith.cmpi eq, %tx, %c0 : index
      scf.if %tx0 {
        %x = memref.load %input[%index_in] : memref<?xf32>
        memref.store %x, %input_node[%ty] : memref<16xf32>
      }
      stitch.barrier %tx, %ty {b1}
      %w = memref.load %input_hidden[%index] : memref<?xf32>
      memref.store %w, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty {b2}
      %m = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
      %n = memref.load %input_node[%ty] : memref<16xf32>
      %p = arith.mulf %m, %n : f32
      memref.store %p, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty {b3}
      scf.for %i = %c1 to %c5 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %pow = arith.shli %one, %ii : i32
        %power_two = arith.index_cast %pow : i32 to index
        %r = arith.remui %ty, %power_two : index
        %active = arith.cmpi eq, %r, %c0 : index
        scf.if %active {
          %half = arith.divui %power_two, %c2 : index
          %o = arith.addi %ty, %half : index
          %a = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
          %b = memref.load %weight_matrix[%o, %tx] : memref<16x16xf32>
          %s = arith.addf %a, %b : f32
          memref.store %s, %weight_matrix[%ty, %tx] : memref<16x16xf32>
        }
        stitch.barrier %tx, %ty {b4}
      }
      %h = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
      memref.store %h, %input_hidden[%index] : memref<?xf32>
      stitch.barrier %tx, %ty {b5}
      scf.if %tx0 {
        %q = memref.load %weight_matrix[%tx, %ty] : memref<16x16xf32>
        %k0 = arith.muli %by, %c16 : index
        %k = arith.addi %k0, %ty : index
        memref.store %q, %hidden_partial_sum[%k] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// The same kernel with noalias output buffers: b5 goes too.
// CHECK-LABEL: func.func @bpnn_layerforward_noalias
// CHECK-NOT: {b1}
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b2}
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b3}
// CHECK: stitch.barrier %{{.*}}, %{{.*}} {b4}
// CHECK-NOT: {b5}
// CHECK: return
// REPORT-DAG: @bpnn_layerforward_noalias: 5 barriers, 2 removed, 0 merged, 3 kept
func.func @bpnn_layerforward_noalias(%input: memref<?xf32>, %input_hidden: memref<?xf32> {llvm.noalias},
                                     %hidden_partial_sum: memref<?xf32> {llvm.noalias}, %nblocks: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c272 = arith.constant 272 : index
  %one = arith.constant 1 : i32
  scf.parallel (%by) = (%c0) to (%nblocks) step (%c1) {
    %input_node = memref.alloca() : memref<16xf32>
    %weight_matrix = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %i0 = arith.muli %by, %c272 : index
      %i1 = arith.muli %ty, %c17 : index
      %i2 = arith.addi %i0, %i1 : index
      %i3 = arith.addi %i2, %tx : index
      %i4 = arith.addi %i3, %c1 : index
      %index = arith.addi %i4, %c17 : index
      %j0 = arith.muli %by, %c16 : index
      %j1 = arith.addi %j0, %ty : index
      %index_in = arith.addi %j1, %c1 : index
      %tx0 = arith.cmpi eq, %tx, %c0 : index
      scf.if %tx0 {
        %x = memref.load %input[%index_in] : memref<?xf32>
        memref.store %x, %input_node[%ty] : memref<16xf32>
      }
      stitch.barrier %tx, %ty {b1}
      %w = memref.load %input_hidden[%index] : memref<?xf32>
      memref.store %w, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty {b2}
      %m = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
      %n = memref.load %input_node[%ty] : memref<16xf32>
      %p = arith.mulf %m, %n : f32
      memref.store %p, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty {b3}
      scf.for %i = %c1 to %c5 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %pow = arith.shli %one, %ii : i32
        %power_two = arith.index_cast %pow : i32 to index
        %r = arith.remui %ty, %power_two : index
        %active = arith.cmpi eq, %r, %c0 : index
        scf.if %active {
          %half = arith.divui %power_two, %c2 : index
          %o = arith.addi %ty, %half : index
          %a = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
          %b = memref.load %weight_matrix[%o, %tx] : memref<16x16xf32>
          %s = arith.addf %a, %b : f32
          memref.store %s, %weight_matrix[%ty, %tx] : memref<16x16xf32>
        }
        stitch.barrier %tx, %ty {b4}
      }
      %h = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
      memref.store %h, %input_hidden[%index] : memref<?xf32>
      stitch.barrier %tx, %ty {b5}
      scf.if %tx0 {
        %q = memref.load %weight_matrix[%tx, %ty] : memref<16x16xf32>
        %k0 = arith.muli %by, %c16 : index
        %k = arith.addi %k0, %ty : index
        memref.store %q, %hidden_partial_sum[%k] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Motion: between b1 and b2, the write of sh2[tx] must stay before b2 (the
// neighbour reads it after b2) and the read of the neighbour's sh[tx + 1]
// must stay after b1 (sh[tx] is written before b1): neither barrier is
// redundant, but the write comes first, so one barrier between the two
// suffices. b1 moves down past the write and b2 goes.
// CHECK-LABEL: func.func @merge_neighbours
// CHECK: memref.store %{{.*}}, %[[SH:.*]][%{{.*}}]
// CHECK-NEXT: memref.store %{{.*}}, %[[SH2:.*]][%{{.*}}]
// CHECK-NEXT: stitch.barrier %{{.*}} {b1}
// CHECK-NEXT: arith.addi
// CHECK-NEXT: memref.load %[[SH]]
// CHECK-NEXT: memref.load %[[SH2]]
// CHECK-NOT: stitch.barrier
// CHECK: return
// NOMOTION-LABEL: func.func @merge_neighbours
// NOMOTION: stitch.barrier %{{.*}} {b1}
// NOMOTION: stitch.barrier %{{.*}} {b2}
// REPORT-DAG: @merge_neighbours: 2 barriers, 0 removed, 1 merged, 1 kept
func.func @merge_neighbours(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<17xf32>
  %sh2 = memref.alloca() : memref<17xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %sh[%tx] : memref<17xf32>
    stitch.barrier %tx {b1}
    memref.store %f, %sh2[%tx] : memref<17xf32>
    %n = arith.addi %tx, %c1 : index
    %v = memref.load %sh[%n] : memref<17xf32>
    stitch.barrier %tx {b2}
    %u = memref.load %sh2[%n] : memref<17xf32>
    %s = arith.addf %u, %v : f32
    memref.store %s, %out[%tx] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Negative motion: the same accesses in the other order. The read of
// sh[tx + 1] must follow a barrier after the write of sh[tx], and the write
// of sh2[tx] (computed from it) must precede one before the neighbour's
// read: no single place serves both.
// CHECK-LABEL: func.func @no_merge
// CHECK: stitch.barrier %{{.*}} {b1}
// CHECK: stitch.barrier %{{.*}} {b2}
// REPORT-DAG: @no_merge: 2 barriers, 0 removed, 0 merged, 2 kept
func.func @no_merge(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<17xf32>
  %sh2 = memref.alloca() : memref<17xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %sh[%tx] : memref<17xf32>
    stitch.barrier %tx {b1}
    %n = arith.addi %tx, %c1 : index
    %v = memref.load %sh[%n] : memref<17xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %sh2[%tx] : memref<17xf32>
    stitch.barrier %tx {b2}
    %u = memref.load %sh2[%n] : memref<17xf32>
    memref.store %u, %out[%tx] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

// Single-thread blocks: constant operands order nothing.
// CHECK-LABEL: func.func @constant_operands
// CHECK-NOT: stitch.barrier
// CHECK: return
func.func @constant_operands(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<4xf32>
  stitch.barrier %c0
  %v = memref.load %m[%c0] : memref<4xf32>
  return
}

// -----

// Negative: unknown effects (a call) may touch anything.
// CHECK-LABEL: func.func @opaque_call
// CHECK: stitch.barrier %{{.*}} {b1}
func.func private @ext(memref<16xf32>)
func.func @opaque_call(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %f, %m[%tx] : memref<16xf32>
    stitch.barrier %tx {b1}
    func.call @ext(%m) : (memref<16xf32>) -> ()
    scf.reduce
  }
  return
}

// -----

// A barrier under a thread-dependent condition is not reached by every
// thread: it orders nothing here, but it is kept for stitch-cpuify to
// report, never silently dropped.
// CHECK-LABEL: func.func @divergent_kept
// CHECK: scf.if
// CHECK: stitch.barrier
func.func @divergent_kept(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %sh = memref.alloca() : memref<16xf32>
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %low = arith.cmpi ult, %t, %c8 : index
    scf.if %low {
      %v = memref.load %m[%t] : memref<16xf32>
      memref.store %v, %sh[%t] : memref<16xf32>
      stitch.barrier %t
    }
    scf.reduce
  }
  return
}
