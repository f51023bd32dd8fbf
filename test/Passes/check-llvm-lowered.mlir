// stitch-check-llvm-lowered: IR fully in the llvm/omp dialects passes
// unchanged; any other op left by a partial conversion is a located error
// (one per op), so mlir-runner never sees it.
// RUN: stitch-opt %s --split-input-file --verify-diagnostics --stitch-check-llvm-lowered | FileCheck %s

// CHECK-LABEL: llvm.func @lowered
// CHECK: llvm.return
llvm.func @lowered(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.return %0 : i32
}

// -----

// OpenMP ops are accepted too.
// CHECK-LABEL: llvm.func @omp
// CHECK: omp.parallel
llvm.func @omp() {
  omp.parallel {
    omp.terminator
  }
  llvm.return
}

// -----

// An arith op the conversion did not reach.
llvm.func @leftover(%a: i32) -> i32 {
  // expected-error @below {{'arith.addi' was not lowered to the LLVM dialect}}
  %0 = arith.addi %a, %a : i32
  llvm.return %0 : i32
}

// -----

// A whole function outside the LLVM dialect.
// expected-error @below {{'func.func' was not lowered to the LLVM dialect}}
func.func @not_lowered() {
  return
}
