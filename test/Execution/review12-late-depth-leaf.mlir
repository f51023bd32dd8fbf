// Was a bug (fixed; this test failed before the fix): at the recursion limit (MAX_DEPTH = 16) passes/codegen/WideIndices.c
// extend treats a widenable `arith.extsi` as a leaf and extends it with
// `arith.index_cast` as it stands; truncationViaTrunci only looks at an
// index_cast leaf itself, not through the extsi. With the extsi's operand
// a truncation of an index (`(int)(short)x`), MLIR 22's canonicalize
// folds index_cast(extsi(y)) to index_cast(y) (IndexCastOfExtSI) and then
// index_cast(index_cast(x)) to x (IndexCastOfIndexCast, llvm-project#90296):
// the truncation disappears. A 17-term int sum (16 nsw adds, left-leaning
// as C parses `s + a + a + ...`) puts the leaf at depth 16.
// @deep: out[tx] = (long)((int)(short)(big + tx) + 16 * one), big = 2^32 + 5,
// one = 1: 21 + tx; the snapshot gives 4294967317 + tx. Right without
// stitch-widen-indices. cpuify's induction variables (an int iter_arg whose
// init is such a chain) use the same extend.
// Fires: --mlir-print-ir-after=stitch-widen-indices shows
// `arith.index_cast %{{.*}} : i32 to index` of the extsi, then 16
// `arith.addi ... overflow<nsw> : index` (WIDE lines below).
// Fix: let an extension of the same kind (extsi when signed, extui when
// not) not count against MAX_DEPTH (recurse through it before the depth
// test: a chain of widening casts is at most a few deep), so that a leaf is
// never such an extension; or, at a leaf, strip same-kind extensions and
// apply truncationViaTrunci to what is below them.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices))' | FileCheck %s --check-prefix=WIDE
// WIDE-LABEL: func.func @deep(
// WIDE: %[[X64:.*]] = arith.index_cast %{{.*}} : index to i64
// WIDE-NEXT: %[[T:.*]] = arith.trunci %[[X64]] : i64 to i16
// WIDE-NEXT: arith.index_cast %[[T]] : i16 to index
// WIDE-COUNT-16: arith.addi %{{.*}} overflow<nsw> : index
// CHECK: depth-leaf mismatches 0 first 21

func.func @deep(%out: memref<64xi64>, %big: index, %one: i32) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = arith.addi %big, %tx : index
    %h = arith.index_cast %x : index to i16
    %s0 = arith.extsi %h : i16 to i32
    %s1 = arith.addi %s0, %one overflow<nsw> : i32
    %s2 = arith.addi %s1, %one overflow<nsw> : i32
    %s3 = arith.addi %s2, %one overflow<nsw> : i32
    %s4 = arith.addi %s3, %one overflow<nsw> : i32
    %s5 = arith.addi %s4, %one overflow<nsw> : i32
    %s6 = arith.addi %s5, %one overflow<nsw> : i32
    %s7 = arith.addi %s6, %one overflow<nsw> : i32
    %s8 = arith.addi %s7, %one overflow<nsw> : i32
    %s9 = arith.addi %s8, %one overflow<nsw> : i32
    %s10 = arith.addi %s9, %one overflow<nsw> : i32
    %s11 = arith.addi %s10, %one overflow<nsw> : i32
    %s12 = arith.addi %s11, %one overflow<nsw> : i32
    %s13 = arith.addi %s12, %one overflow<nsw> : i32
    %s14 = arith.addi %s13, %one overflow<nsw> : i32
    %s15 = arith.addi %s14, %one overflow<nsw> : i32
    %s16 = arith.addi %s15, %one overflow<nsw> : i32
    %w = arith.index_cast %s16 : i32 to index
    %wl = arith.index_cast %w : index to i64
    memref.store %wl, %out[%tx] : memref<64xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("depth-leaf mismatches %ld first %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c21 = arith.constant 21 : index
  %c64 = arith.constant 64 : index
  %big = arith.constant 4294967301 : index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %a = memref.alloc() : memref<64xi64>
  call @deep(%a, %big, %one) : (memref<64xi64>, index, i32) -> ()
  // Host reference: (short)(2^32 + 5 + i) = 5 + i, plus 16: 21 + i.
  %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i64) {
    %e = arith.addi %i, %c21 : index
    %el = arith.index_cast %e : index to i64
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
