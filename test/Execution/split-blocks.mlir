// stitch-coarsen-blocks' split of wide blocks in launches of few blocks
// (split-below, default 64; versioned on the block count at run time)
// against the untransformed program (stitch-lower-to-llvm-cpu), at 1 and 2
// threads. Kernels: a 1-D grid of 64-thread blocks whose threads use the
// global index, the block index and the thread index on their own
// (`bx * 64 + tx < n` guard: the last block partial); a 2-D grid of 32x2
// blocks. Grids of 0, 1, 3 and 63 blocks (split) and of 64 and 70 (not).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-coarsen-blocks))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on1.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on1.txt %t.off.txt
// RUN: diff %t.on2.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on2.txt
// Both launches are versioned on their block count, the copy split into
// 16-thread blocks (4 and 2 per original block).
// IR-LABEL: func.func @wide
// IR: %[[FEW:.*]] = arith.cmpi ult, %{{.*}}, %c64
// IR: scf.if %[[FEW]] {
// IR: %[[G:.*]] = arith.muli %arg1, %c4
// IR: scf.parallel (%[[B:.*]]) = (%{{.*}}) to (%[[G]])
// IR: arith.divui %[[B]], %c4
// IR: scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%c16)
// IR: arith.remui %[[B]], %c4
// IR: } else {
// IR: scf.parallel ({{.*}}) to (%c64)
// IR-LABEL: func.func @wide2d
// IR: arith.cmpi ult
// IR: scf.if
// IR: scf.parallel ({{.*}}, {{.*}}) to (%c16, %c2)
// Sums worked out by hand (a Python loop): nothing written for g = 0
// (every element -1), out[i] = 3 i + 1 for i < 59 with g = 1, and the 2-D
// kernel over 40 blocks.
// CHECK: wide g=0 n=0 sum=-17920
// CHECK: wide g=1 n=59 sum=2724
// CHECK: wide2d g=40 sum=3743158
func.func @wide(%out: memref<4480xi32>, %g: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %k3 = arith.constant 3 : i32
  %k1000 = arith.constant 1000 : i32
  %k1 = arith.constant 1 : i32
  scf.parallel (%bx) = (%c0) to (%g) step (%c1) {
    %base = arith.muli %bx, %c64 : index
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %i = arith.addi %tx, %base : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %bxI = arith.index_cast %bx : index to i32
        %txI = arith.index_cast %tx : index to i32
        %a = arith.muli %bxI, %k1000 : i32
        %b = arith.muli %txI, %k3 : i32
        %s = arith.addi %a, %b : i32
        %v = arith.addi %s, %k1 : i32
        memref.store %v, %out[%i] : memref<4480xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @wide2d(%out: memref<4x2240xi32>, %g: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %k3 = arith.constant 3 : i32
  %k7 = arith.constant 7 : i32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%g, %c2) step (%c1, %c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c32, %c2) step (%c1, %c1) {
      %bxx = arith.muli %c32, %bx : index
      %x = arith.addi %bxx, %tx : index
      %byy = arith.muli %by, %c2 : index
      %y = arith.addi %byy, %ty : index
      %bxI = arith.index_cast %bx : index to i32
      %txI = arith.index_cast %tx : index to i32
      %tyI = arith.index_cast %ty : index to i32
      %a = arith.muli %bxI, %k7 : i32
      %b = arith.muli %txI, %k3 : i32
      %s = arith.addi %a, %b : i32
      %v = arith.addi %s, %tyI : i32
      memref.store %v, %out[%y, %x] : memref<4x2240xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @fwide("wide g=%ld n=%ld sum=%ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fwide2("wide2d g=%ld sum=%ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// sum over i of out[i] * (i % 7 + 1), in i64.
func.func @checksum(%m: memref<?xi32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<?xi32>
    %w = arith.remui %i, %c7 : index
    %w1 = arith.addi %w, %c1 : index
    %wI = arith.index_cast %w1 : index to i64
    %vI = arith.extsi %v : i32 to i64
    %p = arith.muli %vI, %wI : i64
    %a = arith.addi %acc, %p : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @runWide(%g: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4480 = arith.constant 4480 : index
  %m1 = arith.constant -1 : i32
  %out = memref.alloc() : memref<4480xi32>
  scf.for %i = %c0 to %c4480 step %c1 {
    memref.store %m1, %out[%i] : memref<4480xi32>
  }
  call @wide(%out, %g, %n) : (memref<4480xi32>, index, index) -> ()
  %d = memref.cast %out : memref<4480xi32> to memref<?xi32>
  %s = call @checksum(%d) : (memref<?xi32>) -> i64
  %fmt = llvm.mlir.addressof @fwide : !llvm.ptr
  %gI = arith.index_cast %g : index to i64
  %nI = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %gI, %nI, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  memref.dealloc %out : memref<4480xi32>
  return
}

func.func @runWide2d(%g: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8960 = arith.constant 8960 : index
  %m1 = arith.constant -1 : i32
  %flat = memref.alloc() : memref<8960xi32>
  scf.for %i = %c0 to %c8960 step %c1 {
    memref.store %m1, %flat[%i] : memref<8960xi32>
  }
  %out = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 2240], strides: [2240, 1] : memref<8960xi32> to memref<4x2240xi32>
  call @wide2d(%out, %g) : (memref<4x2240xi32>, index) -> ()
  %d = memref.cast %flat : memref<8960xi32> to memref<?xi32>
  %s = call @checksum(%d) : (memref<?xi32>) -> i64
  %fmt = llvm.mlir.addressof @fwide2 : !llvm.ptr
  %gI = arith.index_cast %g : index to i64
  llvm.call @printf(%fmt, %gI, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %flat : memref<8960xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c40 = arith.constant 40 : index
  %c59 = arith.constant 59 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c70 = arith.constant 70 : index
  %c190 = arith.constant 190 : index
  %c4000 = arith.constant 4000 : index
  %c4032 = arith.constant 4032 : index
  %c4480 = arith.constant 4480 : index
  call @runWide(%c0, %c0) : (index, index) -> ()
  call @runWide(%c1, %c59) : (index, index) -> ()
  call @runWide(%c3, %c190) : (index, index) -> ()
  call @runWide(%c63, %c4000) : (index, index) -> ()
  call @runWide(%c64, %c4032) : (index, index) -> ()
  call @runWide(%c70, %c4480) : (index, index) -> ()
  call @runWide2d(%c1) : (index) -> ()
  call @runWide2d(%c3) : (index) -> ()
  call @runWide2d(%c40) : (index) -> ()
  return
}
