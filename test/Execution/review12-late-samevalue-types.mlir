// Was a bug (fixed; this test failed before the fix): sameValue (passes/codegen/WideIndices.c) equates two ops of the same
// name, attributes and operands without comparing their result types, so
// `arith.index_cast %a : index to i64` and `arith.index_cast %a : index to
// i32` count as one value. wideMinMaxCondition then takes
//   %c = cmpi slt (index_cast %a : i64), (index_cast %b : i64)
//   %s = select %c, (index_cast %a : i32), (index_cast %b : i32)
// for a clamp of its own arms and rebuilds the condition on the widened
// (sign-extended 32-bit) arms: slt(sext(trunc32 a), sext(trunc32 b)), which
// is not the 64-bit comparison where a or b does not fit 32 bits.
// @clamp: a = 2^32 + tx, b = 32: a < b is false for every thread, so
// out[tx] = (long)(int)b = 32; the snapshot compares tx < 32 and stores tx
// for the first 32 threads (mismatches 32 first 0). Right without
// stitch-widen-indices. (trunci to two different widths, e.g. a compare of
// `(int)x` selecting `(short)x`, is the same case.)
// Fires: --mlir-print-ir-after=stitch-widen-indices shows a new
// `arith.cmpi slt, ... : index` feeding the wide `arith.select ... : index`
// (WIDE lines below).
// Fix: in sameValue, also require equal result types:
//   if (!mlirTypeEqual(mlirValueGetType(a), mlirValueGetType(b))) return false;
// before comparing names (at every depth).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices))' | FileCheck %s --check-prefix=WIDE
// WIDE-LABEL: func.func @clamp(
// WIDE: %[[C:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i64
// WIDE-NOT: arith.cmpi slt, %{{.*}}, %{{.*}} : index
// WIDE: arith.select %[[C]], %{{.*}}, %{{.*}} : index
// CHECK: samevalue-types mismatches 0 first 32

func.func @clamp(%out: memref<64xi64>, %big: index, %lim: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %a = arith.addi %big, %tx : index
    %l = arith.index_cast %a : index to i64
    %r = arith.index_cast %lim : index to i64
    %cond = arith.cmpi slt, %l, %r : i64
    %xa = arith.index_cast %a : index to i32
    %yb = arith.index_cast %lim : index to i32
    %s = arith.select %cond, %xa, %yb : i32
    %w = arith.index_cast %s : i32 to index
    %wl = arith.index_cast %w : index to i64
    memref.store %wl, %out[%tx] : memref<64xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("samevalue-types mismatches %ld first %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %big = arith.constant 4294967296 : index
  %lim = arith.constant 32 : index
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %a = memref.alloc() : memref<64xi64>
  call @clamp(%a, %big, %lim) : (memref<64xi64>, index, index) -> ()
  // Host reference: a = 2^32 + i >= 32, so every element is (int)32 = 32.
  %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i64) {
    %ai = arith.addi %big, %i : index
    %lt = arith.cmpi slt, %ai, %lim : index
    %ail = arith.index_cast %ai : index to i64
    %liml = arith.index_cast %lim : index to i64
    %pick = arith.select %lt, %ail, %liml : i64
    %t32 = arith.trunci %pick : i64 to i32
    %el = arith.extsi %t32 : i32 to i64
    %got = memref.load %a[%i] : memref<64xi64>
    %ne = arith.cmpi ne, %got, %el : i64
    %inc = arith.select %ne, %o, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %f = memref.load %a[%c0] : memref<64xi64>
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %a : memref<64xi64>
  return
}
