// Regression (random kernel generator: a program that never terminated): an
// scf.while carrying a counter and an accumulator, around an scf.for with
// barriers (iter_args across them, a call with unknown effects in it) and an
// inner scf.while with barriers bounded by the outer counter. The outer
// while's reloaded carried values were stored for the thread loop after the
// scf.for inside the for's region: with nk = 0 they were never stored, the
// counter was garbage and the while did not end. Expected values from a
// Python model: acc = tx; 3 times { nk times acc += acc[tx+1 mod 4];
// i times acc += acc[0] / 2 }; out = acc + bx.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mincut.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.all.mlir | FileCheck %s
// CHECK: data =
// CHECK-NEXT: [0,  1,  2,  3,  1,  2,  3,  4]
// CHECK: data =
// CHECK-NEXT: [360,  344,  344,  360,  361,  345,  345,  361]
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func @k(%out: memref<8xf32>, %nk: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<4xf32>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %txf0 = arith.index_cast %tx : index to i32
      %txf = arith.sitofp %txf0 : i32 to f32
      %r:2 = scf.while (%i = %c0, %acc = %txf) : (index, f32) -> (index, f32) {
        %c = arith.cmpi ult, %i, %c3 : index
        scf.condition(%c) %i, %acc : index, f32
      } do {
      ^bb0(%i: index, %acc: f32):
        %s = scf.for %k = %c0 to %nk step %c1 iter_args(%a = %acc) -> (f32) {
          memref.store %a, %sh[%tx] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %n1 = arith.addi %tx, %c1 : index
          %n = arith.remui %n1, %c4 : index
          %v = func.call @get(%sh, %n) : (memref<4xf32>, index) -> f32
          "stitch.barrier"(%tx) : (index) -> ()
          %a2 = arith.addf %a, %v : f32
          scf.yield %a2 : f32
        }
        %w:2 = scf.while (%j = %c0, %b = %s) : (index, f32) -> (index, f32) {
          %cj = arith.cmpi ult, %j, %i : index
          scf.condition(%cj) %j, %b : index, f32
        } do {
        ^bb0(%j: index, %b: f32):
          memref.store %b, %sh[%tx] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %v0 = memref.load %sh[%c0] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %half = arith.constant 0.5 : f32
          %h = arith.mulf %v0, %half : f32
          %b2 = arith.addf %b, %h : f32
          %j2 = arith.addi %j, %c1 : index
          scf.yield %j2, %b2 : index, f32
        }
        %i2 = arith.addi %i, %c1 : index
        scf.yield %i2, %w#1 : index, f32
      }
      %bxo = arith.muli %bx, %c4 : index
      %o = arith.addi %bxo, %tx : index
      %bxi = arith.index_cast %bx : index to i32
      %bxf = arith.sitofp %bxi : i32 to f32
      %res = arith.addf %r#1, %bxf : f32
      memref.store %res, %out[%o] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func private @get(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func @main() {
  %out = memref.alloc() : memref<8xf32>
  %nk = arith.constant 0 : index
  call @k(%out, %nk) : (memref<8xf32>, index) -> ()
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %nk2 = arith.constant 2 : index
  call @k(%out, %nk2) : (memref<8xf32>, index) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
