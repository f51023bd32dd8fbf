// Regression (found by review, fixed): stitch-prefetch-blocks' run-time-
// stride ("symbolic") path clones the chain computing a load's base at
// bx + 1 and bx + d, before the thread loop and unconditionally. It took
// every `index.` op for a pure scalar op and checked only arith divisions
// for a constant divisor, so `index.divu %c4096, (%gx - %bx)` (divisor
// 1..64 in the grid) was cloned at bx + 1 = 64: a division by zero,
// SIGFPE at run time (the program itself never divides by zero). Now only
// ops that cannot trap or give poison at another bx are cloned
// (isCloneable: a whitelist; divisions only by a constant other than 0 and
// -1): this chain is not, and no prefetch is built (IR check).
// Kernel: out[bx * 64 + tx] = in[tx + q] + in[tx + q + 64], q = 4096 / (64 - bx);
// host loop reference in @main.
// RUN: stitch-opt %s --stitch-to-openmp --mlir-print-ir-after=stitch-prefetch-blocks 2>&1 >/dev/null | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 timeout 20 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-coarsen-blocks),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner %t.p1.mlir | FileCheck %s
// IR: index.divu
// IR-NOT: memref.prefetch
// CHECK: mismatches 0

func.func @sums(%in: memref<?xi32>, %out: memref<?xi32>, %c8: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c4096 = arith.constant 4096 : index
    %c64b = arith.constant 64 : index
    %t = index.sub %gx, %bx
    %q = index.divu %c4096, %t
    %ix = arith.addi %tx, %q : index
    %q64 = index.add %q, %c64b
    %ix1 = arith.addi %tx, %q64 : index
    %v0 = memref.load %in[%ix] : memref<?xi32>
    %v1 = memref.load %in[%ix1] : memref<?xi32>
    %s = arith.addi %v0, %v1 : i32
    %o0 = arith.muli %bx, %c64b : index
    %o = arith.addi %o0, %tx : index
    memref.store %s, %out[%o] : memref<?xi32>
    gpu.terminator
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 64 : index
  %c64 = arith.constant 64 : index
  %c512 = arith.constant 4096 : index
  %c4096 = arith.constant 4096 : index
  %n = arith.constant 4224 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc(%n) : memref<?xi32>
  %out = memref.alloc(%c512) : memref<?xi32>
  scf.for %k = %c0 to %n step %c1 {
    %ki = arith.index_cast %k : index to i32
    memref.store %ki, %in[%k] : memref<?xi32>
  }
  call @sums(%in, %out, %c8) : (memref<?xi32>, memref<?xi32>, index) -> ()
  %bad = scf.for %k = %c0 to %c512 step %c1 iter_args(%acc = %z) -> (i64) {
    %tx = arith.remui %k, %c64 : index
    %bx = arith.divui %k, %c64 : index
    %t = arith.subi %c8, %bx : index
    %q = arith.divui %c4096, %t : index
    %i = arith.addi %q, %tx : index
    %i1 = arith.addi %i, %c64 : index
    %v0 = memref.load %in[%i] : memref<?xi32>
    %v1 = memref.load %in[%i1] : memref<?xi32>
    %want = arith.addi %v0, %v1 : i32
    %got = memref.load %out[%k] : memref<?xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  vector.print str "mismatches "
  vector.print %bad : i64
  return
}
