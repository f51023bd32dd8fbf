// Was a bug (fixed; this test failed before the fix): stitch-widen-indices (passes/codegen/WideIndices.c fittingIv) reads
// the bounds of the scf.for that a truncated index comes from as signed
// and ignores the loop's `unsignedCmp`: for `scf.for unsigned %i = 0 to
// -1 : i16` (65535 iterations) it sees ub <= lb ("no value"), so
// sext((i8)%i) is taken to be %i itself. Every %i >= 128 stores %i instead
// of its 8-bit sign extension (65280 mismatches; 0 without the pass).
// Fires: --mlir-print-ir-after=stitch-widen-indices shows
// `arith.select %arg1, %arg14, %c7_i16 : i16` (the iv, no trunci/extsi).
// Proves: out[i] = (i16)(i8)i for every i of an unsigned-compare loop.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// CHECK: ucmp mismatches 0
func.func @kern(%out: memref<65535xi16>, %flag: i1) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %lb = arith.constant 0 : i16
    %ub = arith.constant -1 : i16
    %st = arith.constant 1 : i16
    %k = arith.constant 7 : i8
    scf.for unsigned %i = %lb to %ub step %st : i16 {
      %t = arith.trunci %i : i16 to i8
      %s = arith.select %flag, %t, %k : i8
      %e = arith.extsi %s : i8 to i16
      %x = arith.index_castui %i : i16 to index
      memref.store %e, %out[%x] : memref<65535xi16>
    }
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("ucmp mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 65535 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %t = arith.constant true
  %a = memref.alloc() : memref<65535xi16>
  call @kern(%a, %t) : (memref<65535xi16>, i1) -> ()
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%b = %z) -> (i64) {
    %p = arith.addi %i, %c128 : index
    %r = arith.remui %p, %c256 : index
    %v = arith.subi %r, %c128 : index
    %vi = arith.index_cast %v : index to i16
    %got = memref.load %a[%i] : memref<65535xi16>
    %ne = arith.cmpi ne, %got, %vi : i16
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    scf.yield %b2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
