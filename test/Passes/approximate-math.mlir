// stitch-approximate-math: f32 math functions become inline polynomials
// (no libm call), f16 ones are computed in f32 the same way, f64 ones and
// functions without an approximation stay. Accuracy against libm is checked
// by execution in test/Execution/approximate-math.mlir.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-approximate-math))' | FileCheck %s

// CHECK-LABEL: func.func @f32_functions
// CHECK-NOT: math.exp
// CHECK-NOT: math.tanh
// CHECK-NOT: math.log
// CHECK-NOT: math.erf
// CHECK: math.fma
// CHECK: return
func.func @f32_functions(%x: f32) -> (f32, f32, f32, f32) {
  %e = math.exp %x : f32
  %t = math.tanh %x : f32
  %l = math.log %x : f32
  %r = math.erf %x : f32
  return %e, %t, %l, %r : f32, f32, f32, f32
}

// Vectors of f32 too (already vectorized code).
// CHECK-LABEL: func.func @f32_vector
// CHECK-NOT: math.exp
// CHECK: math.fma {{.*}} : vector<8xf32>
func.func @f32_vector(%x: vector<8xf32>) -> vector<8xf32> {
  %e = math.exp %x : vector<8xf32>
  return %e : vector<8xf32>
}

// f16 storage: extended to f32, approximated, truncated back.
// CHECK-LABEL: func.func @f16_tanh
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK-NOT: math.tanh
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @f16_tanh(%x: f16) -> f16 {
  %t = math.tanh %x : f16
  return %t : f16
}

// Negative: f64 keeps its libm-backed ops (the f32 polynomials would lose
// precision), and so does a function with no approximation (math.powf).
// CHECK-LABEL: func.func @untouched
// CHECK: math.exp %{{.*}} : f64
// CHECK: math.powf %{{.*}} : f32
// CHECK-NOT: math.fma
// CHECK: return
func.func @untouched(%x: f64, %y: f32) -> (f64, f32) {
  %e = math.exp %x : f64
  %p = math.powf %y, %y : f32
  return %e, %p : f64, f32
}
