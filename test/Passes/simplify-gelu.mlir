// stitch-simplify-gelu: the tanh-form GELU front ends emit loses a multiply
// and two adds per element: k0 (u + k1 u^3) becomes u fma(u u, k0 k1, k0)
// and a (t + 1) becomes fma(a, t, a); everything else stays. Numbers are
// checked by execution in test/Execution/simplify-gelu.mlir.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-simplify-gelu))' | FileCheck %s

// The graph's form (bench/fusion's GELU): both rewrites, the dead ops gone.
// CHECK-LABEL: func.func @gelu_tanh
// CHECK-SAME: (%[[U:.*]]: f32)
// CHECK-DAG: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[K0:.*]] = arith.constant 0.797884583 : f32
// CHECK: %[[HU:.*]] = arith.mulf %[[U]], %[[HALF]] : f32
// CHECK-NOT: arith.addf
// CHECK: %[[U2:.*]] = arith.mulf %[[U]], %[[U]] : f32
// CHECK: %[[K01:.*]] = arith.constant 0.0356774{{[0-9]*}} : f32
// CHECK: %[[P:.*]] = math.fma %[[U2]], %[[K01]], %[[K0]] : f32
// CHECK: %[[ARG:.*]] = arith.mulf %[[U]], %[[P]] : f32
// CHECK: %[[TH:.*]] = math.tanh %[[ARG]] : f32
// CHECK: %[[G:.*]] = math.fma %[[HU]], %[[TH]], %[[HU]] : f32
// CHECK-NOT: arith.addf
// CHECK: return %[[G]]
func.func @gelu_tanh(%u: f32) -> f32 {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k0 = arith.constant 0.797884583 : f32
  %k1 = arith.constant 0.044715 : f32
  %hu = arith.mulf %u, %half : f32
  %u2 = arith.mulf %u, %u : f32
  %u3 = arith.mulf %u2, %u : f32
  %c3 = arith.mulf %u3, %k1 : f32
  %in = arith.addf %u, %c3 : f32
  %arg = arith.mulf %in, %k0 : f32
  %th = math.tanh %arg : f32
  %t1 = arith.addf %th, %one : f32
  %g = arith.mulf %hu, %t1 : f32
  return %g : f32
}

// Splat vectors (a stitch-cpu-gemm epilogue) and the other operand orders:
// constants on the left, u (u u), 1 + t.
// CHECK-LABEL: func.func @gelu_vector_commuted
// CHECK-SAME: (%[[U:.*]]: vector<4x32xf32>)
// CHECK: %[[U2:.*]] = arith.mulf %[[U]], %[[U]] : vector<4x32xf32>
// CHECK: %[[P:.*]] = math.fma %[[U2]], %{{.*}}, %{{.*}} : vector<4x32xf32>
// CHECK: %[[ARG:.*]] = arith.mulf %[[U]], %[[P]] : vector<4x32xf32>
// CHECK: %[[TH:.*]] = math.tanh %[[ARG]]
// CHECK: math.fma %{{.*}}, %[[TH]], %{{.*}} : vector<4x32xf32>
// CHECK-NOT: arith.addf
// CHECK: return
func.func @gelu_vector_commuted(%u: vector<4x32xf32>) -> vector<4x32xf32> {
  %half = arith.constant dense<0.5> : vector<4x32xf32>
  %one = arith.constant dense<1.0> : vector<4x32xf32>
  %k0 = arith.constant dense<0.797884583> : vector<4x32xf32>
  %k1 = arith.constant dense<0.044715> : vector<4x32xf32>
  %hu = arith.mulf %half, %u : vector<4x32xf32>
  %u2 = arith.mulf %u, %u : vector<4x32xf32>
  %u3 = arith.mulf %u, %u2 : vector<4x32xf32>
  %c3 = arith.mulf %k1, %u3 : vector<4x32xf32>
  %in = arith.addf %c3, %u : vector<4x32xf32>
  %arg = arith.mulf %k0, %in : vector<4x32xf32>
  %th = math.tanh %arg : vector<4x32xf32>
  %t1 = arith.addf %one, %th : vector<4x32xf32>
  %g = arith.mulf %t1, %hu : vector<4x32xf32>
  return %g : vector<4x32xf32>
}

// Negative: values with other uses stay (removing nothing, the rewrite
// would only add work): t + 1 is also returned, so is u + k1 u^3.
// CHECK-LABEL: func.func @shared_values
// CHECK-NOT: math.fma
// CHECK: return
func.func @shared_values(%u: f32, %t: f32) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.0 : f32
  %k0 = arith.constant 0.797884583 : f32
  %k1 = arith.constant 0.044715 : f32
  %t1 = arith.addf %t, %one : f32
  %g = arith.mulf %u, %t1 : f32
  %u2 = arith.mulf %u, %u : f32
  %u3 = arith.mulf %u2, %u : f32
  %c3 = arith.mulf %u3, %k1 : f32
  %in = arith.addf %u, %c3 : f32
  %arg = arith.mulf %in, %k0 : f32
  return %g, %t1, %arg, %in : f32, f32, f32, f32
}

// Negative: not the patterns. t + 2 is not t + 1; u + k1 v^3 with v != u
// and u + k1 (u u) v are not an odd cubic in u; k0 is not a constant.
// CHECK-LABEL: func.func @not_the_pattern
// CHECK-NOT: math.fma
// CHECK: return
func.func @not_the_pattern(%u: f32, %v: f32, %t: f32, %k: f32) -> (f32, f32, f32, f32) {
  %two = arith.constant 2.0 : f32
  %k0 = arith.constant 0.797884583 : f32
  %k1 = arith.constant 0.044715 : f32
  %t2 = arith.addf %t, %two : f32
  %g = arith.mulf %u, %t2 : f32
  %v2 = arith.mulf %v, %v : f32
  %v3 = arith.mulf %v2, %v : f32
  %c3 = arith.mulf %v3, %k1 : f32
  %in = arith.addf %u, %c3 : f32
  %arg = arith.mulf %in, %k0 : f32
  %u2 = arith.mulf %u, %u : f32
  %uuv = arith.mulf %u2, %v : f32
  %d3 = arith.mulf %uuv, %k1 : f32
  %in2 = arith.addf %u, %d3 : f32
  %arg2 = arith.mulf %in2, %k0 : f32
  %w2 = arith.mulf %t, %t : f32
  %w3 = arith.mulf %w2, %t : f32
  %e3 = arith.mulf %w3, %k1 : f32
  %in3 = arith.addf %t, %e3 : f32
  %arg3 = arith.mulf %in3, %k : f32
  return %g, %arg, %arg2, %arg3 : f32, f32, f32, f32
}

// Negative: integer arithmetic is not touched (muli/addi are other ops),
// and a non-splat constant is not a scalar k0.
// CHECK-LABEL: func.func @non_splat
// CHECK-NOT: math.fma
// CHECK: return
func.func @non_splat(%t: vector<2xf32>, %a: vector<2xf32>) -> vector<2xf32> {
  %one = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %t1 = arith.addf %t, %one : vector<2xf32>
  %g = arith.mulf %a, %t1 : vector<2xf32>
  return %g : vector<2xf32>
}
