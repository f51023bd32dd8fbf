// Was a bug (fixed; this test failed before the fix): the zero extension of a nuw chain whose leaf is a truncation of an
// index through `arith.index_castui %x : index to i32` is built as
// `arith.index_castui %t : i32 to index` (passes/codegen/WideIndices.c
// extend, last branch: truncationViaTrunci only runs for sign extensions
// and only for an index_cast leaf), and MLIR 22's canonicalize folds
// index_castui(index_castui(x)) to x (IndexCastUIOfIndexCastUI, the
// unsigned twin of llvm-project#90296): the 2^32 that the truncation
// dropped comes back. Before stitch-widen-indices the nuw add sat between
// the two casts and nothing folded (the run without the pass is right).
// @zchain: out[tx] = (u64)((u32)(big + tx) +nuw one), big = 2^32 + 5,
// one = 1: 6 + tx (the truncation drops 2^32, the nuw add does not wrap);
// the snapshot gives 4294967302 + tx.
// Fires: --mlir-print-ir-after=stitch-widen-indices shows
// `arith.index_castui %{{.*}} : i32 to index` of the truncation, then an
// `arith.addi ... overflow<nuw> : index` (WIDE lines below).
// Fix: build an unsigned truncation leaf like the signed one, for an
// index_castui as well as an index_cast from index:
// index_castui(trunci(index_castui(x : index to i64))) (no cast pair left
// for the canonicalizer), e.g. in truncationViaTrunci take `isSigned`,
// accept both cast names, and use index_castui for the inner cast when
// !isSigned; call it for both kinds in extend's last branch.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices))' | FileCheck %s --check-prefix=WIDE
// WIDE-LABEL: func.func @zchain(
// WIDE: %[[T:.*]] = arith.index_castui %[[X:.*]] : index to i32
// WIDE-NEXT: %[[X64:.*]] = arith.index_cast %[[X]] : index to i64
// WIDE-NEXT: %[[T2:.*]] = arith.trunci %[[X64]] : i64 to i32
// WIDE-NEXT: %[[TW:.*]] = arith.index_castui %[[T2]] : i32 to index
// WIDE-NOT: arith.index_castui %[[T]] : i32 to index
// WIDE: arith.addi %[[TW]], %{{.*}} overflow<nuw> : index
// CHECK: zext-trunc-leaf mismatches 0 first 6

func.func @zchain(%out: memref<64xi64>, %big: index, %one: i32) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = arith.addi %big, %tx : index
    %t = arith.index_castui %x : index to i32
    %s = arith.addi %t, %one overflow<nuw> : i32
    %w = arith.index_castui %s : i32 to index
    %wl = arith.index_cast %w : index to i64
    memref.store %wl, %out[%tx] : memref<64xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("zext-trunc-leaf mismatches %ld first %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c64 = arith.constant 64 : index
  %big = arith.constant 4294967301 : index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %a = memref.alloc() : memref<64xi64>
  call @zchain(%a, %big, %one) : (memref<64xi64>, index, i32) -> ()
  // Host reference: 6 + i, plain sequential loop.
  %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i64) {
    %e = arith.addi %i, %c6 : index
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
