// stitch-inline-gpu-kernels: calls from a launch body of functions that
// read GPU state (gpu.thread_id, gpu.barrier, ...), directly or through
// other calls, are inlined into the launch (outside one those ops do not
// lower: found rejected by review); the functions, called by nothing
// after that, go. Calls of functions without GPU operations stay calls.
// Execution: test/Execution/review23-device-function-barrier.mlir.
// RUN: stitch-opt %s --split-input-file --verify-diagnostics --stitch-inline-gpu-kernels | FileCheck %s

// A hand-written gpu.launch (no launch_func): @offset (gpu.thread_id) and
// @sync (gpu.barrier, called by @offset) are inlined; @scale stays a call.
// CHECK-NOT: func.func @sync
// CHECK-NOT: func.func @offset
// CHECK: func.func @scale(
// CHECK-NOT: func.func @sync
// CHECK-NOT: func.func @offset
// CHECK-LABEL: func.func @host(
// CHECK: gpu.launch
// CHECK-NOT: func.call @offset
// CHECK-NOT: func.call @sync
// CHECK: %[[T:.*]] = gpu.thread_id x
// CHECK: gpu.barrier
// CHECK: arith.addi %[[T]]
// CHECK: func.call @scale(
// CHECK: gpu.terminator
// CHECK-NOT: func.func
func.func @sync() {
  gpu.barrier
  return
}
func.func @offset(%base: index) -> index {
  %t = gpu.thread_id x
  func.call @sync() : () -> ()
  %r = arith.addi %t, %base : index
  return %r : index
}
func.func @scale(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
func.func @host(%a: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c8 : index
    %i = func.call @offset(%base) : (index) -> index
    %v = memref.load %a[%i] : memref<64xf32>
    %w = func.call @scale(%v) : (f32) -> f32
    memref.store %w, %a[%i] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

// Not inlined (it would never end): a recursive device function.
func.func @rec(%n: index) -> index {
  %t = gpu.thread_id x
  // (reported at the call left after 32 rounds of inlining)
  // expected-error@+1 {{recursive calls of functions that use GPU operations are not supported}}
  %r = func.call @rec(%t) : (index) -> index
  return %r : index
}
func.func @host(%a: memref<8xindex>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %r = func.call @rec(%tx) : (index) -> index
    memref.store %r, %a[%tx] : memref<8xindex>
    gpu.terminator
  }
  return
}

// -----

// Several blocks: the callee's return is not its end.
func.func @branchy(%c: i1) -> index {
  %t = gpu.thread_id x
  cf.cond_br %c, ^a, ^b
^a:
  return %t : index
^b:
  %z = arith.constant 0 : index
  return %z : index
}
func.func @host(%a: memref<8xindex>, %c: i1) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error@+1 {{a function that uses GPU operations called from a kernel must have one block to be inlined there}}
    %r = func.call @branchy(%c) : (i1) -> index
    memref.store %r, %a[%tx] : memref<8xindex>
    gpu.terminator
  }
  return
}
