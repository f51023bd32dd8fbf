// stitch-approximate-math's polynomials agree with libm within the tolerance
// the fused-vs-unfused execution tests use (fusion-compare.py: 1e-4
// relative + 1e-5 absolute): exp, tanh, erf, sin, cos and log of f32 on 801
// points of [-20, 20] (log on |x| + 0.001), run with and without the pass.
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.ref.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-approximate-math),stitch-lower-to-llvm-cpu)' > %t.approx.mlir
// RUN: %mlir-runner %t.ref.mlir > %t.ref
// RUN: %mlir-runner %t.approx.mlir > %t.approx
// RUN: python3 %S/Inputs/fusion-compare.py %t.ref %t.approx
// RUN: wc -l < %t.approx | FileCheck %s --check-prefix=COUNT
// Without the pass the program calls libm; with it, it does not.
// RUN: grep -c 'llvm.call @expf\|llvm.intr.exp' %t.ref.mlir | FileCheck %s --check-prefix=LIBM
// RUN: not grep -q 'llvm.call @expf\|llvm.intr.exp\|@tanhf\|@erff' %t.approx.mlir

// COUNT: 4806
// LIBM-NOT: {{^0$}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 801 : index
  %start = arith.constant -20.0 : f32
  %step = arith.constant 0.05 : f32
  %eps = arith.constant 0.001 : f32
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %d = arith.mulf %fi, %step : f32
    %x = arith.addf %start, %d : f32
    %e = math.exp %x : f32
    %t = math.tanh %x : f32
    %r = math.erf %x : f32
    %s = math.sin %x : f32
    %c = math.cos %x : f32
    %a = math.absf %x : f32
    %p = arith.addf %a, %eps : f32
    %l = math.log %p : f32
    vector.print %e : f32
    vector.print %t : f32
    vector.print %r : f32
    vector.print %s : f32
    vector.print %c : f32
    vector.print %l : f32
  }
  return
}
