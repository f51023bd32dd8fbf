// Unsupported patterns get a located error and no output, never wrong code.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(stitch-cpuify))'
// RUN: not stitch-opt %s --split-input-file --stitch-cpuify=method=bogus 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: 'stitch-cpuify': option 'method' must be 'mincut' or 'cache-all'

func.func @while_carries_memref(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // expected-error @+1 {{a value carried by a loop or yielded by an scf.if around a barrier must be a scalar or vector to be kept per thread}}
    %r = scf.while (%b = %m) : (memref<16xf32>) -> memref<16xf32> {
      %v = memref.load %b[%c0] : memref<16xf32>
      %go = arith.cmpf ogt, %v, %v : f32
      scf.condition(%go) %b : memref<16xf32>
    } do {
    ^bb0(%x: memref<16xf32>):
      stitch.barrier %t
      scf.yield %x : memref<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

func.func @if_results_memref(%m: memref<16xf32>, %n: memref<16xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
    // A memref result cannot be kept in a per-thread buffer.
    // expected-error @+1 {{a value carried by a loop or yielded by an scf.if around a barrier must be a scalar or vector to be kept per thread}}
    %v = scf.if %c -> memref<16xf32> {
      stitch.barrier %t
      scf.yield %m : memref<16xf32>
    } else {
      scf.yield %n : memref<16xf32>
    }
    %x = memref.load %v[%t] : memref<16xf32>
    memref.store %x, %m[%t] : memref<16xf32>
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
