// Regression (found by review; fixed: BarrierAnalysis reads integers modulo 2^width, wrapTo): stitch-barrier-elim removes a needed barrier (16 of 48 elements wrong).
// passes/analysis/BarrierAnalysis.c:arithAff models i32 (and any >= 32-bit)
// arithmetic as unbounded integers; an unsigned consumer (remui) of a
// product that wraps modulo 2^32 is read as (t * K) mod 24 = t for
// K = 1789560001 = 24 * 74565000 + 1, so every thread seems to read its own
// shared slot and the barrier goes. CUDA defines unsigned wrap
// (`unsigned h = tx * 1789560001u % 24u`): the real slot is
// ((t * K) mod 2^32) mod 24 (thread 3 reads slot 11), written by a later
// thread of the serialized loop.
// What it proves: a multiplicative-hash index into a shared tile read after
// a barrier gives the host reference's values. Fires: stitch-barrier-elim
// {report=true} prints "1 barriers, 1 removed" on this kernel (snapshot 8).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-barrier-elim{motion=false}),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: barrier-unsigned-wrap mismatches 0
func.func @kernel(%in: memref<48xi32> {llvm.noalias}, %out: memref<48xi32> {llvm.noalias}) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c24 = arith.constant 24 : index
  %K = arith.constant 1789560001 : i32
  %m = arith.constant 24 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c24, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<24xi32, #gpu.address_space<workgroup>>) {
    %b24 = arith.muli %bx, %c24 : index
    %gid = arith.addi %b24, %tx : index
    %v = memref.load %in[%gid] : memref<48xi32>
    memref.store %v, %sh[%tx] : memref<24xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %t32 = arith.index_cast %tx : index to i32
    %h = arith.muli %t32, %K : i32
    %j = arith.remui %h, %m : i32
    %ji = arith.index_castui %j : i32 to index
    %r = memref.load %sh[%ji] : memref<24xi32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%gid] : memref<48xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("barrier-unsigned-wrap mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %c48 = arith.constant 48 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %K = arith.constant 1789560001 : i64
  %two32 = arith.constant 4294967296 : i64
  %m = arith.constant 24 : i64
  %in = memref.alloc() : memref<48xi32>
  %out = memref.alloc() : memref<48xi32>
  scf.for %i = %c0 to %c48 step %c1 {
    %i64 = arith.index_cast %i : index to i64
    %v0 = arith.muli %i64, %i64 : i64
    %v1 = arith.addi %v0, %K : i64
    %v = arith.trunci %v1 : i64 to i32
    memref.store %v, %in[%i] : memref<48xi32>
    %zi = arith.constant -1 : i32
    memref.store %zi, %out[%i] : memref<48xi32>
  }
  call @kernel(%in, %out) : (memref<48xi32>, memref<48xi32>) -> ()
  %bad = scf.for %i = %c0 to %c48 step %c1 iter_args(%b = %z) -> (i64) {
    %t = arith.remui %i, %c24 : index
    %blk = arith.divui %i, %c24 : index
    %t64 = arith.index_cast %t : index to i64
    %p = arith.muli %t64, %K : i64
    %w = arith.remui %p, %two32 : i64
    %j = arith.remui %w, %m : i64
    %ji = arith.index_cast %j : i64 to index
    %base = arith.muli %blk, %c24 : index
    %src = arith.addi %base, %ji : index
    %want = memref.load %in[%src] : memref<48xi32>
    %got = memref.load %out[%i] : memref<48xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    scf.yield %b2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %in : memref<48xi32>
  memref.dealloc %out : memref<48xi32>
  return
}
