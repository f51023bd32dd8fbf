// Float atomics stitch-lower-float-atomics has no compare-and-swap loop for
// get a located error and the pass fails.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(stitch-lower-float-atomics))'

// An 8-bit float (the LLVM lowering does not compute with f8 types).
func.func @f8(%m: memref<4xf8E4M3FN>, %w: f8E4M3FN, %i: index) -> f8E4M3FN {
  // expected-error @+1 {{stitch-lower-float-atomics: no compare-and-swap lowering for a float of this width (16, 32 or 64 bits only)}}
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf8E4M3FN> {
  ^bb0(%cur: f8E4M3FN):
    memref.atomic_yield %w : f8E4M3FN
  }
  return %r : f8E4M3FN
}

// -----

// f80: no 80-bit compare-and-swap.
func.func @f80(%m: memref<4xf80>, %v: f80, %i: index) -> f80 {
  // expected-error @+1 {{stitch-lower-float-atomics: no compare-and-swap lowering for a float of this width}}
  %r = memref.atomic_rmw mulf %v, %m[%i] : (f80, memref<4xf80>) -> f80
  return %r : f80
}

// -----

// A memory space that is not an integer has no LLVM address space.
func.func @gpu_space(%m: memref<4xf32, #gpu.address_space<workgroup>>, %v: f32, %i: index) -> f32 {
  // expected-error @+1 {{stitch-lower-float-atomics: the memref's memory space is not an integer (no LLVM address space)}}
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf32, #gpu.address_space<workgroup>> {
  ^bb0(%cur: f32):
    %n = arith.maximumf %cur, %v : f32
    memref.atomic_yield %n : f32
  }
  return %r : f32
}
