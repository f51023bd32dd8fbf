// stitch-simplify-gelu keeps the numbers: the tanh-form GELU (as the fusion
// graphs and TOSA write it, and with its operands commuted) on 1601 points
// of [-40, 40], plus the extremes +-1e30, +-inf and NaN, computed with
// and without the pass, both with libm's tanh and with
// stitch-approximate-math's polynomial after it (the order of
// stitch-lower-kernels-cpu), within fusion-compare.py's tolerance
// (1e-4 relative + 1e-5 absolute; NaN must stay NaN, inf stay inf).
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.ref.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-simplify-gelu),stitch-lower-to-llvm-cpu)' > %t.simplified.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-simplify-gelu,stitch-approximate-math),stitch-lower-to-llvm-cpu)' > %t.approx.mlir
// RUN: %mlir-runner %t.ref.mlir > %t.ref
// RUN: %mlir-runner %t.simplified.mlir > %t.simplified
// RUN: %mlir-runner %t.approx.mlir > %t.approx
// RUN: python3 %S/Inputs/fusion-compare.py %t.ref %t.simplified
// RUN: python3 %S/Inputs/fusion-compare.py %t.ref %t.approx
// RUN: wc -l < %t.simplified | FileCheck %s --check-prefix=COUNT
// The pass did rewrite both forms (the rational form of GELU's tanh: one
// divf each, no tanh left):
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-simplify-gelu))' | FileCheck %s
// RUN: FileCheck %s --check-prefix=EXTREMES --input-file=%t.approx

// COUNT: 3212
// CHECK-LABEL: func.func @gelu
// CHECK-NOT: math.tanh
// CHECK: arith.divf
// CHECK-NOT: math.tanh
// CHECK: return
// CHECK-LABEL: func.func @gelu_commuted
// CHECK-NOT: math.tanh
// CHECK: arith.divf
// CHECK-NOT: math.tanh
// CHECK: return
// The extremes after the polynomial: -1e30 -> 0, 1e30 -> 1e30, -inf -> NaN
// (-inf * 0 in every form: the quotient saturates at exactly -1), inf ->
// inf, NaN -> NaN.
// EXTREMES: 1e+30
// EXTREMES-NEXT: 1e+30
// EXTREMES-NEXT: nan
// EXTREMES-NEXT: nan
// EXTREMES-NEXT: inf
// EXTREMES-NEXT: inf
// EXTREMES-NEXT: nan
// EXTREMES-NEXT: nan

func.func @gelu(%u: f32) -> f32 {
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

func.func @gelu_commuted(%u: f32) -> f32 {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k0 = arith.constant 0.797884583 : f32
  %k1 = arith.constant 0.044715 : f32
  %u2 = arith.mulf %u, %u : f32
  %u3 = arith.mulf %u, %u2 : f32
  %c3 = arith.mulf %k1, %u3 : f32
  %in = arith.addf %c3, %u : f32
  %arg = arith.mulf %k0, %in : f32
  %th = math.tanh %arg : f32
  %t1 = arith.addf %one, %th : f32
  %hu = arith.mulf %half, %u : f32
  %g = arith.mulf %t1, %hu : f32
  return %g : f32
}

func.func @both(%x: f32) {
  %a = func.call @gelu(%x) : (f32) -> f32
  %b = func.call @gelu_commuted(%x) : (f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1601 : index
  %start = arith.constant -40.0 : f32
  %step = arith.constant 0.05 : f32
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %d = arith.mulf %fi, %step : f32
    %x = arith.addf %start, %d : f32
    func.call @both(%x) : (f32) -> ()
  }
  %big = arith.constant 1.0e30 : f32
  %nbig = arith.constant -1.0e30 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  func.call @both(%nbig) : (f32) -> ()
  func.call @both(%big) : (f32) -> ()
  func.call @both(%ninf) : (f32) -> ()
  func.call @both(%inf) : (f32) -> ()
  func.call @both(%nan) : (f32) -> ()
  return
}
