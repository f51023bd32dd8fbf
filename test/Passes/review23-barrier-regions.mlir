// stitch-lift-launch-cfg: region ops in launch bodies that the kernel
// passes do not take become ones they do (found rejected or crashing by
// review; Polygeist and lift-cf-to-scf emit them): scf.index_switch a
// chain of scf.if (default last), one-block scf.execute_region and
// memref.alloca_scope inlined, after every static memref.alloca nested in
// the launch body moved to its start (one per thread, as a CUDA local
// array: an alloca left in a loop grew the stack until it crashed). Not
// rewritten: a multi-block execute_region, ops outside launches.
// Execution: test/Execution/review23-barrier-regions.mlir,
// test/Execution/review23-launch-producer-forms.test.
// RUN: stitch-opt %s --split-input-file --stitch-lift-launch-cfg | FileCheck %s

// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %[[A:.*]]: memref<8xi32>, %[[K:.*]]: index)
// CHECK: gpu.launch
// CHECK-NOT: scf.index_switch
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[E0:.*]] = arith.cmpi eq, %[[K]], %[[C0]] : index
// CHECK: %[[R:.*]] = scf.if %[[E0]] -> (i32) {
// CHECK: gpu.barrier
// CHECK: scf.yield %{{.*}} : i32
// CHECK: } else {
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[E1:.*]] = arith.cmpi eq, %[[K]], %[[C5]] : index
// CHECK: %[[R1:.*]] = scf.if %[[E1]] -> (i32) {
// CHECK: gpu.barrier
// CHECK: } else {
// CHECK: arith.constant 7 : i32
// CHECK: }
// CHECK: scf.yield %[[R1]] : i32
// CHECK: }
// CHECK: memref.store %[[R]]
func.func @switch(%a: memref<8xi32>, %k: index) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %r = scf.index_switch %k -> i32
    case 0 {
      gpu.barrier
      %v = arith.constant 1 : i32
      scf.yield %v : i32
    }
    case 5 {
      gpu.barrier
      %v = arith.constant 2 : i32
      scf.yield %v : i32
    }
    default {
      %v = arith.constant 7 : i32
      scf.yield %v : i32
    }
    memref.store %r, %a[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}

// -----

// CHECK-LABEL: func.func @regions(
// CHECK: gpu.launch
// CHECK-NEXT: %[[T:.*]] = memref.alloca() : memref<1xi32>
// CHECK-NOT: scf.execute_region
// CHECK-NOT: memref.alloca_scope
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK: memref.load %[[T]]
// CHECK: gpu.terminator
func.func @regions(%a: memref<8xi32>, %s: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %r = scf.execute_region -> i32 {
      gpu.barrier
      %v = memref.load %s[%tx] : memref<8xi32>
      scf.yield %v : i32
    }
    %q = memref.alloca_scope -> i32 {
      %tmp = memref.alloca() : memref<1xi32>
      memref.store %r, %tmp[%c0] : memref<1xi32>
      gpu.barrier
      %w = memref.load %tmp[%c0] : memref<1xi32>
      memref.alloca_scope.return %w : i32
    }
    memref.store %q, %a[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}

// -----

// Without barriers too; an alloca_scope allocating in a loop: its alloca
// hoisted out of the loop, the scope inlined.
// CHECK-LABEL: func.func @noBarrier(
// CHECK: gpu.launch
// CHECK-NEXT: %[[TMP:.*]] = memref.alloca() : memref<1xi32>
// CHECK-NOT: scf.index_switch
// CHECK: scf.if
// CHECK-NOT: scf.execute_region
// CHECK: scf.for
// CHECK-NOT: memref.alloca_scope
// CHECK-NOT: memref.alloca
// CHECK: memref.store %{{.*}}, %[[TMP]]
// CHECK: gpu.barrier
func.func @noBarrier(%a: memref<8xi32>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %r = scf.index_switch %k -> i32
    case 0 {
      %v = arith.constant 1 : i32
      scf.yield %v : i32
    }
    default {
      %v = arith.constant 7 : i32
      scf.yield %v : i32
    }
    %e = scf.execute_region -> i32 {
      scf.yield %r : i32
    }
    scf.for %i = %c0 to %c4 step %c1 {
      memref.alloca_scope {
        %tmp = memref.alloca() : memref<1xi32>
        memref.store %e, %tmp[%c0] : memref<1xi32>
        gpu.barrier
        %w = memref.load %tmp[%c0] : memref<1xi32>
        memref.store %w, %a[%tx] : memref<8xi32>
      }
    }
    gpu.terminator
  }
  return
}

// -----

// Left alone: an execute_region of several blocks (gpu-to-parallel's
// located error around a barrier), a switch outside a launch.
// CHECK-LABEL: func.func @kept(
// CHECK: scf.index_switch
// CHECK: gpu.launch
// CHECK: scf.execute_region
// CHECK: cf.br
func.func @kept(%a: memref<8xi32>, %k: index) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %h = scf.index_switch %k -> i32
  case 0 {
    %v = arith.constant 1 : i32
    scf.yield %v : i32
  }
  default {
    %v = arith.constant 7 : i32
    scf.yield %v : i32
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %e = scf.execute_region -> i32 {
      cf.br ^b(%h : i32)
    ^b(%x: i32):
      scf.yield %x : i32
    }
    memref.store %e, %a[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}

// -----

// Negative (review24): an alloca whose buffer a loop yields as its iter_arg
// stays in the loop: each iteration's allocation is a new buffer, and the
// next iteration reads the previous one's while it writes its own (hoisted,
// the two would be one buffer: [400] instead of [300],
// test/Execution/review24-launch-forms.test). The alloca beside it, used
// only within its iteration, is hoisted.
// CHECK-LABEL: func.func @yieldedAlloca(
// CHECK: gpu.launch
// CHECK-NEXT: %[[PRIV:.*]] = memref.alloca() : memref<2xi32>
// CHECK: scf.for
// CHECK-NEXT: %[[NEW:.*]] = memref.alloca() : memref<1xi32>
// CHECK: scf.yield %[[NEW]] : memref<1xi32>
func.func @yieldedAlloca(%out: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %init = memref.alloca() : memref<1xi32>
    %z = arith.constant 0 : i32
    memref.store %z, %init[%c0] : memref<1xi32>
    %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %init) -> (memref<1xi32>) {
      %a = memref.alloca() : memref<1xi32>
      %p = memref.alloca() : memref<2xi32>
      %v = memref.load %prev[%c0] : memref<1xi32>
      memref.store %v, %p[%c1] : memref<2xi32>
      %w = memref.load %p[%c1] : memref<2xi32>
      memref.store %w, %a[%c0] : memref<1xi32>
      scf.yield %a : memref<1xi32>
    }
    %r = memref.load %last[%c0] : memref<1xi32>
    memref.store %r, %out[%c0] : memref<1xi32>
    gpu.terminator
  }
  return
}
