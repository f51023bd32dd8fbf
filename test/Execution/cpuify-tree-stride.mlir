// Tree reductions whose threads are picked by a modulus of the tree stride,
// as CUDA code writes them (Rodinia srad_v1's `(tx + 1) % i == 0` in a
// `for (i = 2; i <= B; i *= 2)` loop with a barrier per level, the CUDA
// samples' `tx % (2 s) == 0 && tx + s < B`), in gpu.launch form, over 3
// blocks of B = 128 and B = 96 threads (a tree that does not reach every
// thread) on i32 data. stitch-cpuify serializes each level's thread loop
// as a loop stepping by the stride (stitchTightenGuardedFor) and stores
// the level counter once per level (storeUniformOnce). Checked against
// the same program lowered with inner-serialize=false (no serialized
// loops, no bounds from guards) and against sums by hand.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),canonicalize,cse,lower-affine,convert-vector-to-scf,convert-scf-to-openmp,stitch-openmp-to-llvm)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// The level loops step by the stride (the guard gone), the counter is
// stored once per level, not per thread.
// IR-LABEL: func.func @tree_plus_one
// IR: scf.while
// IR-NOT: scf.for
// IR: memref.store %{{.*}}, %{{.*}}[%c0{{.*}}, %c0{{.*}}, %c0{{.*}}] : memref<1x1x128xi8>
// IR: } do {
// IR-NEXT: %c0{{.*}} = arith.constant 0
// IR-NEXT: %[[I:.*]] = memref.load %{{.*}}[%c0{{.*}}, %c0{{.*}}, %c0{{.*}}] : memref<1x1x128xindex>
// IR: %[[D:.*]] = arith.maxui %[[I]], %{{.*}} : index
// IR: %[[STEP:.*]] = arith.minui %[[D]], %c4611686018427387904
// IR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[STEP]] {
// IR-NOT: scf.if
// IR: memref.store
// IR: } {loop_annotation
// IR: memref.store %{{.*}}, %{{.*}}[%c0{{.*}}, %c0{{.*}}, %c0{{.*}}] : memref<1x1x128xindex>
// IR-NEXT: scf.for
// IR-NEXT: scf.for
// IR-NEXT: scf.for
// IR-NEXT: }
// IR-LABEL: func.func @tree_plain
// IR: } do {
// IR: %[[D2:.*]] = arith.maxui
// IR: %[[STEP2:.*]] = arith.minui %[[D2]], %c4611686018427387904
// IR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[STEP2]] {
// IR-NOT: scf.if
// IR: } {loop_annotation
// Sums by hand: in[k] = k + 1 over 384 elements, blocks of 128 in order:
// 1..128 = 8256, 129..256 = 24640, 257..384 = 41024.
// CHECK: plus_one 128
// CHECK-NEXT: 8256 24640 41024
// CHECK: plain 128
// CHECK-NEXT: 8256 24640 41024
// B = 96: thread 95 takes levels 2..32 (96 % 64 != 0) and ends with its
// block's last 32 elements: 65..96 = 2576, 161..192 = 5648, 257..288 =
// 8720; the plain tree sums the whole block: 4656, 13872, 23088.
// CHECK: plus_one 96
// CHECK-NEXT: 2576 5648 8720
// CHECK: plain 96
// CHECK-NEXT: 4656 13872 23088
// (tx + 1) % 5 == 0: 5 + 10 + .. + 125 = 1625; 129 and 2^63 + 5 admit none.
// CHECK: mod 5 sum 1625
// CHECK: mod 129 sum 0
// CHECK: mod 9223372036854775813 sum 0
!wg = memref<128xi32, #gpu.address_space<workgroup>>

// out[b] = the value thread B - 1 holds after the `(tx + 1) % i` tree.
func.func @tree_plus_one(%in: memref<384xi32>, %out: memref<3xi32>, %bs: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c128, %sy = %c1, %sz = %c1)
             workgroup(%psum : !wg) {
    %bx = gpu.block_id x
    %tx = gpu.thread_id x
    %base = arith.muli %bx, %bs : index
    %at = arith.addi %base, %tx : index
    %inBlock = arith.cmpi ult, %tx, %bs : index
    scf.if %inBlock {
      %v = memref.load %in[%at] : memref<384xi32>
      memref.store %v, %psum[%tx] : !wg
    }
    gpu.barrier
    %top = scf.while (%i = %c2) : (index) -> index {
      %go = arith.cmpi ule, %i, %bs : index
      scf.condition(%go) %i : index
    } do {
    ^bb0(%i: index):
      %txp1 = arith.addi %tx, %c1 : index
      %rem = arith.remui %txp1, %i : index
      %every = arith.cmpi eq, %rem, %c0 : index
      %act = arith.andi %every, %inBlock : i1
      scf.if %act {
        %h = arith.shrui %i, %c1 : index
        %o = arith.subi %tx, %h : index
        %a = memref.load %psum[%tx] : !wg
        %b = memref.load %psum[%o] : !wg
        %s = arith.addi %a, %b : i32
        memref.store %s, %psum[%tx] : !wg
      }
      gpu.barrier
      %next = arith.muli %i, %c2 : index
      scf.yield %next : index
    }
    %last = arith.subi %bs, %c1 : index
    %isLast = arith.cmpi eq, %tx, %last : index
    scf.if %isLast {
      %r = memref.load %psum[%tx] : !wg
      memref.store %r, %out[%bx] : memref<3xi32>
    }
    gpu.terminator
  }
  return
}

// out[b] = psum[0] after `for (s = 1; s < B; s *= 2) if (tx % (2 s) == 0)
// psum[tx] += psum[tx + s]` over all 128 slots, those at B and above 0.
func.func @tree_plain(%in: memref<384xi32>, %out: memref<3xi32>, %bs: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0 : i32
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c128, %sy = %c1, %sz = %c1)
             workgroup(%psum : !wg) {
    %bx = gpu.block_id x
    %tx = gpu.thread_id x
    %base = arith.muli %bx, %bs : index
    %at = arith.addi %base, %tx : index
    %inBlock = arith.cmpi ult, %tx, %bs : index
    %v = scf.if %inBlock -> i32 {
      %l = memref.load %in[%at] : memref<384xi32>
      scf.yield %l : i32
    } else {
      scf.yield %zero : i32
    }
    memref.store %v, %psum[%tx] : !wg
    gpu.barrier
    %top = scf.while (%s = %c1) : (index) -> index {
      %go = arith.cmpi ult, %s, %bs : index
      scf.condition(%go) %s : index
    } do {
    ^bb0(%s: index):
      %s2 = arith.muli %s, %c2 : index
      %rem = arith.remui %tx, %s2 : index
      %every = arith.cmpi eq, %rem, %c0 : index
      scf.if %every {
        %txs = arith.addi %tx, %s : index
        %a = memref.load %psum[%tx] : !wg
        %b = memref.load %psum[%txs] : !wg
        %r = arith.addi %a, %b : i32
        memref.store %r, %psum[%tx] : !wg
      }
      gpu.barrier
      scf.yield %s2 : index
    }
    %isFirst = arith.cmpi eq, %tx, %c0 : index
    scf.if %isFirst {
      %r = memref.load %psum[%c0] : !wg
      memref.store %r, %out[%bx] : memref<3xi32>
    }
    gpu.terminator
  }
  return
}

// out[tx] = tx + 1 where (tx + 1) % d == 0, d a run-time argument: a
// modulus that admits a few threads, one past the block, none (2^63 + 5:
// the first admitted thread would be far beyond the block; no wrap).
func.func @mod_arg(%out: memref<128xi32>, %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %tx = gpu.thread_id x
    %txp1 = arith.addi %tx, %c1 : index
    %rem = arith.remui %txp1, %d : index
    %hit = arith.cmpi eq, %rem, %c0 : index
    scf.if %hit {
      %v = arith.index_cast %txp1 : index to i32
      memref.store %v, %out[%tx] : memref<128xi32>
    }
    gpu.terminator
  }
  return
}

func.func @runMod(%d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %z = arith.constant 0 : i32
  %out = memref.alloc() : memref<128xi32>
  scf.for %k = %c0 to %c128 step %c1 {
    memref.store %z, %out[%k] : memref<128xi32>
  }
  call @mod_arg(%out, %d) : (memref<128xi32>, index) -> ()
  %acc = scf.for %k = %c0 to %c128 step %c1 iter_args(%a = %z) -> i32 {
    %v = memref.load %out[%k] : memref<128xi32>
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  %fmt = llvm.mlir.addressof @fm : !llvm.ptr
  %di = arith.index_cast %d : index to i64
  llvm.call @printf(%fmt, %di, %acc) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  memref.dealloc %out : memref<128xi32>
  return
}

llvm.mlir.global internal constant @fm("mod %lu sum %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fp("plus_one %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fq("plain %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fv("%d %d %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @show(%out: memref<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %out[%c0] : memref<3xi32>
  %b = memref.load %out[%c1] : memref<3xi32>
  %c = memref.load %out[%c2] : memref<3xi32>
  %fmt = llvm.mlir.addressof @fv : !llvm.ptr
  llvm.call @printf(%fmt, %a, %b, %c) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  return
}

func.func @run(%bs: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c384 = arith.constant 384 : index
  %in = memref.alloc() : memref<384xi32>
  %out = memref.alloc() : memref<3xi32>
  scf.for %k = %c0 to %c384 step %c1 {
    %k1 = arith.addi %k, %c1 : index
    %v = arith.index_cast %k1 : index to i32
    memref.store %v, %in[%k] : memref<384xi32>
  }
  %bsi = arith.index_cast %bs : index to i64
  %fp = llvm.mlir.addressof @fp : !llvm.ptr
  llvm.call @printf(%fp, %bsi) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  call @tree_plus_one(%in, %out, %bs) : (memref<384xi32>, memref<3xi32>, index) -> ()
  call @show(%out) : (memref<3xi32>) -> ()
  %fq = llvm.mlir.addressof @fq : !llvm.ptr
  llvm.call @printf(%fq, %bsi) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  call @tree_plain(%in, %out, %bs) : (memref<384xi32>, memref<3xi32>, index) -> ()
  call @show(%out) : (memref<3xi32>) -> ()
  memref.dealloc %in : memref<384xi32>
  memref.dealloc %out : memref<3xi32>
  return
}

func.func @main() {
  %c96 = arith.constant 96 : index
  %c128 = arith.constant 128 : index
  call @run(%c128) : (index) -> ()
  call @run(%c96) : (index) -> ()
  %c5 = arith.constant 5 : index
  %c129 = arith.constant 129 : index
  %huge = arith.constant -9223372036854775803 : index
  call @runMod(%c5) : (index) -> ()
  call @runMod(%c129) : (index) -> ()
  call @runMod(%huge) : (index) -> ()
  return
}
