// stitch-lower-gpu-printf: each gpu.printf in a gpu.launch calls a helper
// that calls the C library's printf with the format as a global string,
// the arguments promoted as C's variadic calls (f32 -> f64, i8 -> i32
// zero-extended as upstream's GPU lowering does, index -> i64).
// Execution: test/Execution/gpu-printf.mlir, test/cuda/device-printf.cu.
// RUN: stitch-opt %s --split-input-file --verify-diagnostics --stitch-lower-gpu-printf | FileCheck %s

// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-DAG: llvm.mlir.global internal constant @[[FMT:__stitch_printf_fmt_[0-9]+]]("t=%lld c=%d f=%f \22q\22\0A\00")
// CHECK-DAG: func.func private @[[FN:__stitch_printf_[0-9]+]](%[[A0:.*]]: index, %[[A1:.*]]: i8, %[[A2:.*]]: f32, %[[A3:.*]]: f64) {
// CHECK-DAG: %[[F:.*]] = llvm.mlir.addressof @[[FMT]] : !llvm.ptr
// CHECK-DAG: %[[P0:.*]] = arith.index_cast %[[A0]] : index to i64
// CHECK-DAG: %[[P1:.*]] = arith.extui %[[A1]] : i8 to i32
// CHECK-DAG: %[[P2:.*]] = arith.extf %[[A2]] : f32 to f64
// CHECK-DAG: llvm.call @printf(%[[F]], %[[P0]], %[[P1]], %[[P2]], %[[A3]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32, f64, f64) -> i32
// CHECK-LABEL: func.func @host(
// CHECK: gpu.launch
// CHECK-NOT: gpu.printf
// CHECK: func.call @[[FN]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (index, i8, f32, f64) -> ()
// CHECK: func.call @{{__stitch_printf_[0-9]+}}() : () -> ()
func.func @host(%x: f64) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %c = arith.constant 2 : i8
    %f = arith.constant 3.0 : f32
    gpu.printf "t=%lld c=%d f=%f \"q\"\n", %tx, %c, %f, %x : index, i8, f32, f64
    gpu.printf "no arguments\n"
    gpu.terminator
  }
  return
}

// -----

func.func @outside() {
  // expected-error@+1 {{gpu.printf outside a gpu.launch}}
  gpu.printf "x\n"
  return
}

// -----

// (gpu.printf's verifier takes scalars only; wider than 64 bits printf
// cannot take)
func.func @wide(%v: i128) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error@+1 {{unsupported gpu.printf argument type (integers, floats and index only)}}
    gpu.printf "%d\n", %v : i128
    gpu.terminator
  }
  return
}

// -----

// A @printf of the module that is not the C library's.
func.func private @printf(i32)
func.func @clash() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error@+1 {{the module's @printf is not the C library's}}
    gpu.printf "x\n"
    gpu.terminator
  }
  return
}
