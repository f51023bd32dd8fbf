// stitch-simplify-gelu: the tanh-form GELU front ends emit loses
// multiplies and adds per element: k0 (u + k1 u^3) becomes
// u fma(u u, k0 k1, k0); (0.5 u)(tanh(x) + 1) on f32 becomes
// u (x P(x^2) / Q(x^2) + 0.5) (tanh's rational approximation, P halved, x
// clamped), and any other a (t + 1) becomes fma(a, t, a); everything else
// stays. Numbers are checked by execution in
// test/Execution/simplify-gelu.mlir.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-simplify-gelu))' | FileCheck %s

// The graph's form (bench/fusion's GELU): all rewrites, the dead ops gone
// (the tanh, the half product, both adds).
// CHECK-LABEL: func.func @gelu_tanh
// CHECK-SAME: (%[[U:.*]]: f32)
// CHECK-DAG: %[[K0:.*]] = arith.constant 0.797884583 : f32
// CHECK: %[[U2:.*]] = arith.mulf %[[U]], %[[U]] : f32
// CHECK: %[[K01:.*]] = arith.constant 0.0356774{{[0-9]*}} : f32
// CHECK: %[[P:.*]] = math.fma %[[U2]], %[[K01]], %[[K0]] : f32
// CHECK: %[[ARG:.*]] = arith.mulf %[[U]], %[[P]] : f32
// CHECK-DAG: %[[HI:.*]] = arith.constant 7.99881172 : f32
// CHECK-DAG: %[[LO:.*]] = arith.constant -7.99881172 : f32
// CHECK: %[[C1:.*]] = arith.cmpf ult, %[[ARG]], %[[HI]] : f32
// CHECK: %[[X1:.*]] = arith.select %[[C1]], %[[ARG]], %[[HI]] : f32
// CHECK: %[[C2:.*]] = arith.cmpf ugt, %[[X1]], %[[LO]] : f32
// CHECK: %[[X:.*]] = arith.select %[[C2]], %[[X1]], %[[LO]] : f32
// CHECK: %[[X2:.*]] = arith.mulf %[[X]], %[[X]] : f32
// P's coefficients halved: x^13's is -1.38e-16.
// CHECK: arith.constant -1.38038418E-16 : f32
// CHECK-COUNT-6: math.fma %[[X2]]
// CHECK: %[[PX:.*]] = arith.mulf %[[X]], %{{.*}} : f32
// CHECK-COUNT-3: math.fma %[[X2]]
// CHECK: %[[HT:.*]] = arith.divf %[[PX]], %{{.*}} : f32
// CHECK: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: %[[S:.*]] = arith.addf %[[HT]], %[[HALF]] : f32
// CHECK: %[[G:.*]] = arith.mulf %[[U]], %[[S]] : f32
// CHECK-NOT: math.tanh
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
// constants on the left, u (u u), 1 + t, 0.5 u; the comparisons on vectors
// give vectors of i1.
// CHECK-LABEL: func.func @gelu_vector_commuted
// CHECK-SAME: (%[[U:.*]]: vector<4x32xf32>)
// CHECK: %[[U2:.*]] = arith.mulf %[[U]], %[[U]] : vector<4x32xf32>
// CHECK: %[[P:.*]] = math.fma %[[U2]], %{{.*}}, %{{.*}} : vector<4x32xf32>
// CHECK: %[[ARG:.*]] = arith.mulf %[[U]], %[[P]] : vector<4x32xf32>
// CHECK: arith.cmpf ult, %[[ARG]], %{{.*}} : vector<4x32xf32>
// CHECK: arith.select %{{.*}} : vector<4x32xi1>, vector<4x32xf32>
// CHECK: arith.divf
// CHECK: %[[S:.*]] = arith.addf
// CHECK: arith.mulf %[[U]], %[[S]] : vector<4x32xf32>
// CHECK-NOT: math.tanh
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

// Negative for the rational form (the distribute rewrite still applies):
// a is not half of anything (0.7 u), the tanh has another use, and f64
// (only f32 is expanded: f64 keeps libm's tanh).
// CHECK-LABEL: func.func @not_rational
// CHECK: %[[T0:.*]] = math.tanh
// CHECK: math.fma %{{.*}}, %[[T0]], %{{.*}} : f32
// CHECK: %[[T1:.*]] = math.tanh
// CHECK: math.fma %{{.*}}, %[[T1]], %{{.*}} : f32
// CHECK: %[[T2:.*]] = math.tanh
// CHECK: math.fma %{{.*}}, %[[T2]], %{{.*}} : f64
// CHECK-NOT: arith.divf
// CHECK: return
func.func @not_rational(%u: f32, %x: f32, %w: f64, %y: f64) -> (f32, f32, f32, f64) {
  %half = arith.constant 0.5 : f32
  %seven = arith.constant 0.7 : f32
  %one = arith.constant 1.0 : f32
  %a = arith.mulf %u, %seven : f32
  %t = math.tanh %x : f32
  %t1 = arith.addf %t, %one : f32
  %g = arith.mulf %a, %t1 : f32
  %h = arith.mulf %u, %half : f32
  %s = math.tanh %u : f32
  %s1 = arith.addf %s, %one : f32
  %g2 = arith.mulf %h, %s1 : f32
  %half64 = arith.constant 0.5 : f64
  %one64 = arith.constant 1.0 : f64
  %h64 = arith.mulf %w, %half64 : f64
  %t64 = math.tanh %y : f64
  %t164 = arith.addf %t64, %one64 : f64
  %g64 = arith.mulf %h64, %t164 : f64
  return %g, %g2, %s, %g64 : f32, f32, f32, f64
}
