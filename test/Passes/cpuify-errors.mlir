// Unsupported patterns get a located error and no output, never wrong code.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(stitch-cpuify))'
// RUN: not stitch-opt %s --split-input-file --stitch-cpuify=method=bogus 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: 'stitch-cpuify': option 'method' has value 'bogus'; expected one of mincut|cache-all

func.func @while_carries_memref(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // A buffer allocated in the loop (not one of those defined before it,
    // which MemrefSelectors.c carries as an index) cannot be carried.
    // expected-error @+1 {{a value carried by a loop or yielded by an scf.if around a barrier must be a scalar or vector to be kept per thread}}
    %r = scf.while (%b = %m) : (memref<16xf32>) -> memref<16xf32> {
      %go = arith.cmpi slt, %c0, %c1 : index
      scf.condition(%go) %b : memref<16xf32>
    } do {
    ^bb0(%x: memref<16xf32>):
      stitch.barrier %t
      %n = memref.alloca() : memref<16xf32>
      scf.yield %n : memref<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

func.func @if_results_memref_made_inside(%m: memref<16xf32>, %out: memref<16xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // A memref made inside the branch (a view computed there, not one of the
    // buffers defined before the scf.if) is no choice among known buffers:
    // it cannot be carried as an index (MemrefSelectors.c) nor stored.
    // expected-error @+1 {{a value carried by a loop or yielded by an scf.if around a barrier must be a scalar or vector to be kept per thread}}
    %v = scf.if %c -> memref<8xf32, strided<[1], offset: ?>> {
      stitch.barrier %t
      %s = memref.subview %m[%c8] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: ?>>
      scf.yield %s : memref<8xf32, strided<[1], offset: ?>>
    } else {
      %s = memref.subview %m[%c0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: ?>>
      scf.yield %s : memref<8xf32, strided<[1], offset: ?>>
    }
    %i = arith.remui %t, %c8 : index
    %x = memref.load %v[%i] : memref<8xf32, strided<[1], offset: ?>>
    memref.store %x, %out[%t] : memref<16xf32>
    scf.reduce
  }
  return
}

// -----

func.func @divergent_if(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %odd = arith.cmpi eq, %t, %c1 : index
    // expected-error @+1 {{the condition of an scf.if around a barrier must be the same for all threads}}
    scf.if %odd {
      stitch.barrier %t
    }
    scf.reduce
  }
  return
}

// -----

func.func @divergent_for(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // expected-error @+1 {{the bounds of an scf.for around a barrier must be the same for all threads}}
    scf.for %i = %c0 to %t step %c1 {
      stitch.barrier %t
    }
    scf.reduce
  }
  return
}

// -----

func.func private @use(memref<4xf32>)

func.func @private_alloca_escapes(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // Passed to a call: its accesses cannot be re-indexed into a per-thread
    // array, and a split would end its scope.
    // expected-error @+1 {{can neither be kept per thread nor recomputed}}
    %p = memref.alloca() : memref<4xf32>
    %v = memref.load %m[%t] : memref<16xf32>
    memref.store %v, %p[%c0] : memref<4xf32>
    stitch.barrier %t
    func.call @use(%p) : (memref<4xf32>) -> ()
    scf.reduce
  }
  return
}

// -----

func.func @reduction_loop(%m: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f0 = arith.constant 0.0 : f32
  // expected-error @+1 {{thread loops with reductions around a barrier are not supported}}
  %r = scf.parallel (%t) = (%c0) to (%c16) step (%c1) init (%f0) -> f32 {
    stitch.barrier %t
    %v = memref.load %m[%t] : memref<16xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// The while condition depends on the thread index: threads would run
// different numbers of iterations (thread 0's count used to be taken for all).
func.func @divergent_while_thread_id(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // expected-error @+1 {{the condition of an scf.while around a barrier must be the same for all threads}}
    %r = scf.while (%i = %c0) : (index) -> index {
      %go = arith.cmpi ult, %i, %t : index
      scf.condition(%go) %i : index
    } do {
    ^bb0(%j: index):
      stitch.barrier %t
      %n = arith.addi %j, %c1 : index
      scf.yield %n : index
    }
    scf.reduce
  }
  return
}

// -----

// The condition reads a per-thread element.
func.func @divergent_while_per_thread_load(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // expected-error @+1 {{the condition of an scf.while around a barrier must be the same for all threads}}
    scf.while : () -> () {
      %v = memref.load %m[%t] : memref<16xf32>
      %go = arith.cmpf ogt, %v, %z : f32
      scf.condition(%go)
    } do {
      stitch.barrier %t
      scf.yield
    }
    scf.reduce
  }
  return
}

// -----

// The carried counter starts uniform but each thread adds its index.
func.func @divergent_while_carried(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // expected-error @+1 {{the condition of an scf.while around a barrier must be the same for all threads}}
    %r = scf.while (%i = %c0) : (index) -> index {
      %go = arith.cmpi ult, %i, %c16 : index
      scf.condition(%go) %i : index
    } do {
    ^bb0(%j: index):
      stitch.barrier %t
      %n = arith.addi %j, %t : index
      %n1 = arith.addi %n, %c1 : index
      scf.yield %n1 : index
    }
    scf.reduce
  }
  return
}

// -----

// A bound loaded from per-thread memory that the thread wrote before: not
// the same for all threads.
func.func @for_bound_from_private_memory(%out: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %p = memref.alloca() : memref<1xindex>
    memref.store %t, %p[%c0] : memref<1xindex>
    %n = memref.load %p[%c0] : memref<1xindex>
    // expected-error @+1 {{the bounds of an scf.for around a barrier must be the same for all threads}}
    scf.for %i = %c0 to %n step %c1 {
      stitch.barrier %t
    }
    scf.reduce
  }
  return
}

// -----

// A condition from a per-thread load, through a uniform-looking scf.if.
func.func @if_cond_per_thread_load(%m: memref<16xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %true = arith.constant true
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    %v = memref.load %m[%t] : memref<16xi1>
    %c = scf.if %true -> (i1) {
      scf.yield %v : i1
    } else {
      scf.yield %true : i1
    }
    // expected-error @+1 {{the condition of an scf.if around a barrier must be the same for all threads}}
    scf.if %c {
      stitch.barrier %t
    }
    scf.reduce
  }
  return
}
