// Regression (found by review, fixed): stitch-while-to-for on an unsigned
// counter (ult/ule) built the body's counter and its exit value as `arith.index_cast %iv : index to
// iN` from an index whose value is the counter's zero extension (up to
// 2^N - 1). Upstream canonicalize folds `index_cast(index_cast(x))` back
// to x (IndexCastOfIndexCast), so a body or a use after the loop that
// reads the counter as signed (`arith.index_cast %j : i32 to index`, a
// sign extension) gets the zero extension instead: i32 counters at or
// above 2^31, i8 counters at or above 128, read as large positive numbers.
// Cause: passes/transforms/WhileToFor.c rewriteAsFor cast both with
// arith.index_cast for unsigned counters too; it now builds them with
// arith.index_castui when the predicate is unsigned (upstream folds
// index_castui(index_castui(x)) to x, right for a zero extension, and does
// not fold a signed cast of it).
//
// Per thread (4 threads, one block): an i32 counter `j <u ub` from
// lbs[tx] (step 1, no flags: strict and step 1), crossing 2^31; the body
// stores `(i64)(index)(int)j` (a sign extension) per iteration, and after
// the loop the same of the exit value. Then an i8 unsigned `k <u 131`
// step 2 nuw from lbs8[tx] with the same signed reads. The expected rows
// are the C semantics of the loops (sign extension of the bit pattern),
// by hand; the pipeline without the pass prints them.
// The pass fires: no scf.while is left in @kernel (IR check).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for),canonicalize,func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.w.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.w.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// IR-LABEL: func.func @kernel
// IR-NOT: scf.while
// IR: return
// CHECK: {{\[}}[2147483646,   2147483647,   -2147483648,   -2147483647,   -2147483646,   0,   0,   0],
// CHECK-NEXT:  [-2147483647,   -2147483646,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [0,   0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [0,   0,   0,   0,   0,   0,   0,   0]]
// CHECK: [-2147483645,  -2147483645,  -2147483645,  -5]
// CHECK: {{\[}}[125,   127,   -127,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [-128,   -126,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [0,   0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [0,   0,   0,   0,   0,   0,   0,   0]]
// CHECK: [-125,  -124,  -116,  -2]

func.func @kernel(%out: memref<4x8xi64>, %ex: memref<4xi64>, %lbs: memref<4xi32>,
                  %out8: memref<4x8xi64>, %ex8: memref<4xi64>, %lbs8: memref<4xi8>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %c1b = arith.constant 1 : index
    %lb = memref.load %lbs[%tx] : memref<4xi32>
    %ub = arith.constant -2147483645 : i32
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : index
    %r:2 = scf.while (%j = %lb, %k = %z) : (i32, index) -> (i32, index) {
      %c = arith.cmpi ult, %j, %ub : i32
      scf.condition(%c) %j, %k : i32, index
    } do {
    ^bb0(%j2: i32, %k2: index):
      %x = arith.index_cast %j2 : i32 to index
      %x64 = arith.index_cast %x : index to i64
      memref.store %x64, %out[%tx, %k2] : memref<4x8xi64>
      %k3 = arith.addi %k2, %c1b : index
      %j3 = arith.addi %j2, %one : i32
      scf.yield %j3, %k3 : i32, index
    }
    %e = arith.index_cast %r#0 : i32 to index
    %e64 = arith.index_cast %e : index to i64
    memref.store %e64, %ex[%tx] : memref<4xi64>
    %lb8 = memref.load %lbs8[%tx] : memref<4xi8>
    %ub8 = arith.constant 131 : i8
    %two8 = arith.constant 2 : i8
    %q:2 = scf.while (%j = %lb8, %k = %z) : (i8, index) -> (i8, index) {
      %c = arith.cmpi ult, %j, %ub8 : i8
      scf.condition(%c) %j, %k : i8, index
    } do {
    ^bb0(%j2: i8, %k2: index):
      %x = arith.index_cast %j2 : i8 to index
      %x64 = arith.index_cast %x : index to i64
      memref.store %x64, %out8[%tx, %k2] : memref<4x8xi64>
      %k3 = arith.addi %k2, %c1b : index
      %j3 = arith.addi %j2, %two8 overflow<nuw> : i8
      scf.yield %j3, %k3 : i8, index
    }
    %e8 = arith.index_cast %q#0 : i8 to index
    %e864 = arith.index_cast %e8 : index to i64
    memref.store %e864, %ex8[%tx] : memref<4xi64>
    gpu.terminator
  }
  return
}

func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i64
  %out = memref.alloc() : memref<4x8xi64>
  %out8 = memref.alloc() : memref<4x8xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %k = %c0 to %c8 step %c1 {
      memref.store %z, %out[%i, %k] : memref<4x8xi64>
      memref.store %z, %out8[%i, %k] : memref<4x8xi64>
    }
  }
  %ex = memref.alloc() : memref<4xi64>
  %ex8 = memref.alloc() : memref<4xi64>
  %lbs = memref.alloc() : memref<4xi32>
  %a = arith.constant 2147483646 : i32
  %b = arith.constant -2147483647 : i32
  %c = arith.constant -2147483645 : i32
  %d = arith.constant -5 : i32
  memref.store %a, %lbs[%c0] : memref<4xi32>
  memref.store %b, %lbs[%c1] : memref<4xi32>
  memref.store %c, %lbs[%c2] : memref<4xi32>
  memref.store %d, %lbs[%c3] : memref<4xi32>
  // i8: 125 -> 125, 127, 129 (-127), exit 131 (-125); 128 (-128) -> 128,
  // 130, exit 132 (-124); 140 (-116): no trip; 254 (-2): no trip.
  %lbs8 = memref.alloc() : memref<4xi8>
  %a8 = arith.constant 125 : i8
  %b8 = arith.constant -128 : i8
  %c8i = arith.constant -116 : i8
  %d8 = arith.constant -2 : i8
  memref.store %a8, %lbs8[%c0] : memref<4xi8>
  memref.store %b8, %lbs8[%c1] : memref<4xi8>
  memref.store %c8i, %lbs8[%c2] : memref<4xi8>
  memref.store %d8, %lbs8[%c3] : memref<4xi8>
  call @kernel(%out, %ex, %lbs, %out8, %ex8, %lbs8)
      : (memref<4x8xi64>, memref<4xi64>, memref<4xi32>, memref<4x8xi64>, memref<4xi64>, memref<4xi8>) -> ()
  %o = memref.cast %out : memref<4x8xi64> to memref<*xi64>
  call @printMemrefI64(%o) : (memref<*xi64>) -> ()
  %e = memref.cast %ex : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%e) : (memref<*xi64>) -> ()
  %o8 = memref.cast %out8 : memref<4x8xi64> to memref<*xi64>
  call @printMemrefI64(%o8) : (memref<*xi64>) -> ()
  %e8 = memref.cast %ex8 : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%e8) : (memref<*xi64>) -> ()
  return
}
