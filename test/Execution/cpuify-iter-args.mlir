// A value carried by an scf.for across barriers (per-thread accumulator) with
// a neighbour exchange through shared memory: both cpuify methods, 1 and 2
// threads. acc[t] = sum_{i<4} (t + i + 1) mod 8.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mincut.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.all.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ser.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ser.mlir | FileCheck %s
// CHECK: data =
// CHECK-NEXT: [10,  14,  18,  22,  18,  14,  10,  6]
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
// Each thread accumulates sh[(t+i)%8] over 4 rounds; sh rotated each round by neighbour exchange.
func.func @k(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %f0 = arith.constant 0.0 : f32
  %sh = memref.alloca() : memref<8xf32>
  scf.parallel (%t) = (%c0) to (%c8) step (%c1) {
    %ti = arith.index_cast %t : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    memref.store %tf, %sh[%t] : memref<8xf32>
    %acc = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %f0) -> f32 {
      stitch.barrier %t
      %t1 = arith.addi %t, %c1 : index
      %n = arith.remui %t1, %c8 : index
      %v = memref.load %sh[%n] : memref<8xf32>
      %a2 = arith.addf %a, %v : f32
      stitch.barrier %t
      memref.store %v, %sh[%t] : memref<8xf32>
      scf.yield %a2 : f32
    }
    memref.store %acc, %out[%t] : memref<8xf32>
    scf.reduce
  }
  return
}
func.func @main() {
  %out = memref.alloc() : memref<8xf32>
  call @k(%out) : (memref<8xf32>) -> ()
  %c = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%c) : (memref<*xf32>) -> ()
  return
}
