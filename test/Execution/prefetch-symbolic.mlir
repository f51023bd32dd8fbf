// stitch-prefetch-blocks' run-time strides, run: CUDA reduce's shape with
// the per-thread count an argument, `i = bx * (64 * per) + tx` in i32 (nsw),
// each thread summing in[i] and in[i + off] (off = 64 an argument: two
// streams side by side, at bases that differ at run time, in the
// serialized thread loop, whose block stride 64 * per is only known at run
// time). The prefetches of the last blocks reach past the array (bx + d
// beyond the grid: clamped into it). For per = 2 (40 blocks over 5120
// elements, the block stride 512 bytes: d = 4) and per = 1 (overlapping
// blocks, 256 bytes: d = 8, capped at 10): out[bx * 64 + tx] = in[i] +
// in[i + 64], compared with a host loop; the run must print what the
// pipeline without the pass prints, and its IR must hold the prefetches.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: FileCheck %s --check-prefix=IR --input-file=%t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// IR: llvm.intr.prefetch
// IR: llvm.intr.prefetch
// CHECK: per 2 mismatches 0 out[2559] 10174
// CHECK-NEXT: per 1 mismatches 0 out[2559] 5182

func.func @sums(%in: memref<?xi32>, %out: memref<?xi32>, %per: i32,
                %off: i32) {
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c40, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c64_i32 = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %span = arith.muli %c64_i32, %per overflow<nsw> : i32
    %b = arith.muli %bxi, %span overflow<nsw> : i32
    %i = arith.addi %b, %txi overflow<nsw> : i32
    %i1 = arith.addi %i, %off overflow<nsw> : i32
    %ix = arith.index_cast %i : i32 to index
    %ix1 = arith.index_cast %i1 : i32 to index
    %v0 = memref.load %in[%ix] : memref<?xi32>
    %v1 = memref.load %in[%ix1] : memref<?xi32>
    %s = arith.addi %v0, %v1 : i32
    %o0 = arith.muli %bx, %c64 : index
    %o = arith.addi %o0, %tx : index
    memref.store %s, %out[%o] : memref<?xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmis("per %d mismatches %ld\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fval(" out[2559] %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%per: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c2559 = arith.constant 2559 : index
  %c2560 = arith.constant 2560 : index
  %c5120 = arith.constant 5120 : index
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc(%c5120) : memref<?xi32>
  %out = memref.alloc(%c2560) : memref<?xi32>
  scf.for %k = %c0 to %c5120 step %c1 {
    %ki = arith.index_cast %k : index to i32
    memref.store %ki, %in[%k] : memref<?xi32>
  }
  scf.for %k = %c0 to %c2560 step %c1 {
    memref.store %m1, %out[%k] : memref<?xi32>
  }
  %off = arith.constant 64 : i32
  call @sums(%in, %out, %per, %off) : (memref<?xi32>, memref<?xi32>, i32, i32) -> ()
  %perx = arith.index_cast %per : i32 to index
  %span = arith.muli %perx, %c64 : index
  %bad = scf.for %k = %c0 to %c2560 step %c1 iter_args(%acc = %z) -> (i64) {
    %tx = arith.remui %k, %c64 : index
    %bx = arith.divui %k, %c64 : index
    %b = arith.muli %bx, %span : index
    %i = arith.addi %b, %tx : index
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
  %last = memref.load %out[%c2559] : memref<?xi32>
  %f1 = llvm.mlir.addressof @fmis : !llvm.ptr
  %f2 = llvm.mlir.addressof @fval : !llvm.ptr
  %p1 = llvm.call @printf(%f1, %per, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  %p2 = llvm.call @printf(%f2, %last) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  memref.dealloc %in : memref<?xi32>
  memref.dealloc %out : memref<?xi32>
  return
}

func.func @main() {
  %two = arith.constant 2 : i32
  %one = arith.constant 1 : i32
  call @run(%two) : (i32) -> ()
  call @run(%one) : (i32) -> ()
  return
}
