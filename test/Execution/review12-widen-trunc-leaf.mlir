// Was a bug (fixed; this test failed before the fix): the wide extension of a leaf that is a truncation of an index
// value (`(int)x` as `arith.index_cast %x : index to i32`, x not a loop
// index of fitting range) is built as `arith.index_cast %t : i32 to index`
// (passes/codegen/WideIndices.c extend, last branch), and MLIR 22's
// canonicalize folds index_cast(index_cast(x)) to x (IndexCastOfIndexCast,
// llvm/llvm-project#90296, unsound, fixed upstream after 22): the 2^32
// that the truncation dropped comes back. Before the rewrite the narrow nsw
// add sat between the two casts and nothing folded. Both users of the
// helper are hit: stitch-widen-indices (@chain, sext((int)(big+tx) +nsw 1))
// and cpuify's induction variables, InductionVars.c replaceByWide (@carried,
// an i32 iter_arg initialized with (int)(big+tx), advanced by +nsw 3: its
// wide closed form extends init the same way; fails without the widen pass
// too). big = 2^32 + 5: every element is off by 2^32 (first 4294967302 /
// 4294967301 instead of 6 / 5).
// Fires: --mlir-print-ir-after=stitch-widen-indices shows
// `arith.index_cast %{{.*}} : i32 to index` of the truncation, then an
// `arith.addi ... overflow<nsw> : index`; after canonicalize the pair is gone.
// Fix: for a signed leaf that is an arith.index_cast from index (or an
// extsi of one), either do not widen the chain (return null from extend and
// keep the narrow cast), or build the extension without the cast pair,
// e.g. shrsi(shli(x, 64 - w), 64 - w) on the index x itself.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// CHECK: trunc-leaf chain mismatches 0 first 6
// CHECK: trunc-leaf carried mismatches 0 first 5
// @chain: out[tx] = (long)((int)(big + tx) +nsw one), big = 2^32 + 5, one = 1
// (= 6 + tx: the truncation drops 2^32, the nsw add does not wrap).
func.func @chain(%out: memref<64xi64>, %big: index, %one: i32) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %x = arith.addi %big, %tx : index
    %t = arith.index_cast %x : index to i32
    %s = arith.addi %t, %one overflow<nsw> : i32
    %w = arith.index_cast %s : i32 to index
    %wl = arith.index_cast %w : index to i64
    memref.store %wl, %out[%tx] : memref<64xi64>
    gpu.terminator
  }
  return
}

// @carried: out[4 tx + k] = (long)c_k, c_0 = (int)(big + tx),
// c_{k+1} = c_k +nsw 3 (= 5 + tx + 3k).
func.func @carried(%out: memref<256xi64>, %big: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : i32
    %x = arith.addi %big, %tx : index
    %t = arith.index_cast %x : index to i32
    %base = arith.muli %tx, %c4 : index
    %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%c = %t) -> (i32) {
      %w = arith.index_cast %c : i32 to index
      %wl = arith.index_cast %w : index to i64
      %o = arith.addi %base, %k : index
      memref.store %wl, %out[%o] : memref<256xi64>
      %n = arith.addi %c, %c3 overflow<nsw> : i32
      scf.yield %n : i32
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("trunc-leaf %s mismatches %ld first %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @chain_s("chain\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @carried_s("carried\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %big = arith.constant 4294967301 : index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %a = memref.alloc() : memref<64xi64>
  %b = memref.alloc() : memref<256xi64>
  call @chain(%a, %big, %one) : (memref<64xi64>, index, i32) -> ()
  call @carried(%b, %big) : (memref<256xi64>, index) -> ()
  %bad1 = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i64) {
    %e = arith.addi %i, %c6 : index
    %el = arith.index_cast %e : index to i64
    %got = memref.load %a[%i] : memref<64xi64>
    %ne = arith.cmpi ne, %got, %el : i64
    %inc = arith.select %ne, %o, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %bad2 = scf.for %i = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i64) {
    %tx = arith.divui %i, %c4 : index
    %k = arith.remui %i, %c4 : index
    %k3 = arith.muli %k, %c3 : index
    %e0 = arith.addi %tx, %c5 : index
    %e = arith.addi %e0, %k3 : index
    %el = arith.index_cast %e : index to i64
    %got = memref.load %b[%i] : memref<256xi64>
    %ne = arith.cmpi ne, %got, %el : i64
    %inc = arith.select %ne, %o, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %f1 = memref.load %a[%c0] : memref<64xi64>
  %f2 = memref.load %b[%c0] : memref<256xi64>
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %s1 = llvm.mlir.addressof @chain_s : !llvm.ptr
  %s2 = llvm.mlir.addressof @carried_s : !llvm.ptr
  llvm.call @printf(%fmt, %s1, %bad1, %f1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
  llvm.call @printf(%fmt, %s2, %bad2, %f2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
  memref.dealloc %a : memref<64xi64>
  memref.dealloc %b : memref<256xi64>
  return
}
