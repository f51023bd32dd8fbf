// Shared buffers chosen by arith.select, as CUDA's `int *cur = s ? A : B;`
// lowers (found by review: stitch-gpu-to-parallel rejected the select when
// it moved the attributions to the default memory space; the select's
// result now moves with them). @pingpong: a block of 8 rotates its values
// through two buffers chosen per step (a uniform select, 4 steps: the
// final A[t] = (t + 4) mod 8). @perthread: each thread picks A or B by its
// parity before a barrier and reads its right neighbour's slot after it
// (a select that differs between threads, recomputed after the barrier):
// even t read A[t+1] = t+1, odd t read B[(t+1) mod 8] = (t+1) mod 8 + 100.
// @ifchoice: @perthread's choice made by an scf.if yielding the buffer,
// after the barrier (an scf.if's memref result used across a barrier is
// stitch-cpuify's located error: it can be neither kept nor recomputed).
// (A pointer swap through scf.for iter_args: review22-swap-workgroup.mlir.)
// Reference: the formulas above, written out in the CHECK lines.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @pingpong(
// IR: arith.select %{{.*}}, %{{.*}}, %{{.*}} : memref<8xi32>
// IR-NOT: address_space
// IR-LABEL: func.func @perthread(
// IR: arith.select %{{.*}}, %{{.*}}, %{{.*}} : memref<8xi32>
// IR-LABEL: func.func @ifchoice(
// IR: scf.if %{{.*}} -> (memref<8xi32>)
// CHECK: ( 4, 5, 6, 7, 0, 1, 2, 3 )
// CHECK-NEXT: ( 1, 102, 3, 104, 5, 106, 7, 100 )
// CHECK-NEXT: ( 1, 102, 3, 104, 5, 106, 7, 100 )
!wg = memref<8xi32, #gpu.address_space<workgroup>>

func.func @pingpong(%out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%A : !wg, %B : !wg) {
    %ti = arith.index_cast %tx : index to i32
    memref.store %ti, %A[%tx] : !wg
    gpu.barrier
    scf.for %s = %c0 to %c4 step %c1 {
      %p = arith.remui %s, %c2 : index
      %even = arith.cmpi eq, %p, %c0 : index
      %cur = arith.select %even, %A, %B : !wg
      %nxt = arith.select %even, %B, %A : !wg
      %r0 = arith.addi %tx, %c1 : index
      %r = arith.remui %r0, %c8 : index
      %v = memref.load %cur[%r] : !wg
      memref.store %v, %nxt[%tx] : !wg
      gpu.barrier
    }
    %f = memref.load %A[%tx] : !wg
    memref.store %f, %out[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}

func.func @perthread(%out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%A : !wg, %B : !wg) {
    %ti = arith.index_cast %tx : index to i32
    %p = arith.remui %tx, %c2 : index
    %even = arith.cmpi eq, %p, %c0 : index
    %mine = arith.select %even, %A, %B : !wg
    memref.store %ti, %A[%tx] : !wg
    %tb = arith.addi %ti, %c100 : i32
    memref.store %tb, %B[%tx] : !wg
    gpu.barrier
    %r0 = arith.addi %tx, %c1 : index
    %r = arith.remui %r0, %c8 : index
    %v = memref.load %mine[%r] : !wg
    memref.store %v, %out[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}

func.func @ifchoice(%out: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%A : !wg, %B : !wg) {
    %ti = arith.index_cast %tx : index to i32
    %p = arith.remui %tx, %c2 : index
    %even = arith.cmpi eq, %p, %c0 : index
    memref.store %ti, %A[%tx] : !wg
    %tb = arith.addi %ti, %c100 : i32
    memref.store %tb, %B[%tx] : !wg
    gpu.barrier
    %mine = scf.if %even -> (!wg) {
      scf.yield %A : !wg
    } else {
      scf.yield %B : !wg
    }
    %r0 = arith.addi %tx, %c1 : index
    %r = arith.remui %r0, %c8 : index
    %v = memref.load %mine[%r] : !wg
    memref.store %v, %out[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i32
  %out = memref.alloc() : memref<8xi32>
  call @pingpong(%out) : (memref<8xi32>) -> ()
  %v1 = vector.transfer_read %out[%c0], %pad : memref<8xi32>, vector<8xi32>
  vector.print %v1 : vector<8xi32>
  call @perthread(%out) : (memref<8xi32>) -> ()
  %v2 = vector.transfer_read %out[%c0], %pad : memref<8xi32>, vector<8xi32>
  vector.print %v2 : vector<8xi32>
  call @ifchoice(%out) : (memref<8xi32>) -> ()
  %v3 = vector.transfer_read %out[%c0], %pad : memref<8xi32>, vector<8xi32>
  vector.print %v3 : vector<8xi32>
  memref.dealloc %out : memref<8xi32>
  return
}
