// stitch-vector-to-llvm: upstream convert-vector-to-llvm on each func.func,
// functions with a vector.print one at a time (their lowering declares
// printF32, printNewline, ... in the module), the others on the thread
// pool. Here the result is that of the upstream pass on the module, byte
// for byte, with and without threads.
// RUN: stitch-opt %s --stitch-vector-to-llvm -o %t.threads.mlir
// RUN: stitch-opt %s --stitch-vector-to-llvm --mlir-disable-threading -o %t.serial.mlir
// RUN: stitch-opt %s --convert-vector-to-llvm -o %t.upstream.mlir
// RUN: diff %t.threads.mlir %t.serial.mlir
// RUN: diff %t.threads.mlir %t.upstream.mlir
// RUN: FileCheck %s --input-file=%t.threads.mlir

// Two functions print: each print function is declared once.
// CHECK-DAG:   llvm.func @printNewline()
// CHECK-DAG:   llvm.func @printF32(f32)
// CHECK-DAG:   llvm.func @printComma()
// CHECK-NOT:   llvm.func @print
// CHECK-LABEL: func.func @add(
// CHECK-NOT:     vector.
// CHECK:         llvm.intr.fmuladd
// CHECK-LABEL: func.func @print_one(
// CHECK:         llvm.call @printF32
// CHECK-LABEL: func.func @print_two(
// CHECK:         llvm.call @printF32
// CHECK:         llvm.call @printComma
// CHECK-NOT:     vector.print
// CHECK-LABEL: func.func @splat(
// CHECK-NOT:     vector.
// CHECK:         llvm.shufflevector

func.func @add(%a: vector<8xf32>, %b: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.fma %a, %b, %b : vector<8xf32>
  %1 = arith.addf %0, %a : vector<8xf32>
  return %1 : vector<8xf32>
}
func.func @print_one(%x: f32) {
  vector.print %x : f32
  return
}
func.func @print_two(%x: f32, %y: f32) {
  vector.print %x : f32 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print %y : f32
  return
}
func.func @splat(%x: f32) -> vector<8xf32> {
  %0 = vector.broadcast %x : f32 to vector<8xf32>
  return %0 : vector<8xf32>
}
