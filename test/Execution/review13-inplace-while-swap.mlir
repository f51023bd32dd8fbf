// Review (round 13, values carried in place): stitch-cpuify's demoteWhile
// keeps a value that scf.condition forwards unchanged in its carried
// buffer, and storeCrossingValuesEarly moves a yield's store up to the
// value's definition. Here the condition forwards its arguments swapped
// and one twice (`scf.condition(%go) %bb, %a, %a, %k`: after-region
// arguments x, y, z read the buffers of %bb, %a, %a), and the after region
// yields %w, computed before its first barrier from shared memory the loop
// writes (not recomputable), into %a's buffer while %y and %z (reloads of
// that same buffer) are read after the barrier. Four blocks of 16 threads
// with 0, 1, 3, 5 iterations. Checked against a sequential host
// simulation (per-thread values in host arrays, phase by phase).
// Fires: the before region stores only the condition (no i32 store), and
// the after region's first thread loop stores %w into %a's buffer right
// after computing it, besides keeping it (IR lines; without
// storeCrossingValuesEarly %w is stored once there, without the sharing
// the before region stores the three forwarded values).
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.par.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.par.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true method=cache-all}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ca.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @swap
// IR: scf.while : () -> () {
// IR-NOT: memref.store %{{.*}} : memref<1x1x16xi32>
// IR: memref.store %{{.*}} : memref<1x1x16xi8>
// IR-NOT: memref.store %{{.*}} : memref<1x1x16xi32>
// IR: } do {
// IR: scf.parallel
// IR: %[[W:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// IR-NEXT: memref.store %[[W]], %{{.*}} : memref<1x1x16xi32>
// IR-NEXT: memref.store
// IR-NEXT: memref.store
// IR-NEXT: memref.store %[[W]], %{{.*}} : memref<1x1x16xi32>
// IR-NEXT: scf.reduce
// CHECK: swap mismatches 0 out0 0
!sh = memref<16xi32, #gpu.address_space<workgroup>>
// Kernel: scf.while whose condition forwards its arguments swapped and one
// of them twice; the after region yields a value computed before its first
// barrier (not recomputable: reads shared memory the loop writes).
func.func @swap(%in: memref<64xi32>, %rounds: memref<4xindex>, %out: memref<192xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %three = arith.constant 3 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %b = arith.muli %bx, %c16 : index
    %g = arith.addi %b, %tx : index
    %v = memref.load %in[%g] : memref<64xi32>
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    %R = memref.load %rounds[%bx] : memref<4xindex>
    %txi = arith.index_cast %tx : index to i32
    %b0 = arith.muli %txi, %three : i32
    %r:4 = scf.while (%a = %v, %bb = %b0, %k = %c0) : (i32, i32, index) -> (i32, i32, i32, index) {
      %go = arith.cmpi ult, %k, %R : index
      scf.condition(%go) %bb, %a, %a, %k : i32, i32, i32, index
    } do {
    ^bb0(%x: i32, %y: i32, %z: i32, %k2: index):
      %t1 = arith.addi %tx, %c1 : index
      %nb = arith.remui %t1, %c16 : index
      %n = memref.load %sh[%nb] : !sh
      %n3 = arith.muli %n, %three : i32
      %w = arith.addi %x, %n3 : i32
      gpu.barrier
      %wy = arith.addi %w, %y : i32
      memref.store %wy, %sh[%tx] : !sh
      gpu.barrier
      %yz = arith.addi %y, %z : i32
      %k3 = arith.addi %k2, %c1 : index
      scf.yield %w, %yz, %k3 : i32, i32, index
    }
    %g3 = arith.muli %g, %c3 : index
    memref.store %r#0, %out[%g3] : memref<192xi32>
    %g31 = arith.addi %g3, %c1 : index
    %s01 = arith.subi %r#1, %r#2 : i32
    %s012 = arith.addi %r#1, %s01 : i32
    memref.store %s012, %out[%g31] : memref<192xi32>
    %g32 = arith.addi %g31, %c1 : index
    %ki = arith.index_cast %r#3 : index to i32
    memref.store %ki, %out[%g32] : memref<192xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("swap mismatches %ld out0 %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c192 = arith.constant 192 : index
  %c13 = arith.constant 13 : index
  %three = arith.constant 3 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc() : memref<64xi32>
  %rounds = memref.alloc() : memref<4xindex>
  %out = memref.alloc() : memref<192xi32>
  %ref = memref.alloc() : memref<192xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    %m = arith.remui %i, %c13 : index
    %mi = arith.index_cast %m : index to i32
    %s = arith.subi %mi, %three : i32
    memref.store %s, %in[%i] : memref<64xi32>
  }
  %r0 = arith.constant 0 : index
  %r1 = arith.constant 1 : index
  %r2 = arith.constant 3 : index
  %r3 = arith.constant 5 : index
  memref.store %r0, %rounds[%c0] : memref<4xindex>
  memref.store %r1, %rounds[%c1] : memref<4xindex>
  memref.store %r2, %rounds[%c2] : memref<4xindex>
  memref.store %r3, %rounds[%c3] : memref<4xindex>
  func.call @swap(%in, %rounds, %out) : (memref<64xi32>, memref<4xindex>, memref<192xi32>) -> ()
  // Host: per block, arrays A, B, S (shared), W.
  %A = memref.alloc() : memref<16xi32>
  %B = memref.alloc() : memref<16xi32>
  %S = memref.alloc() : memref<16xi32>
  %W = memref.alloc() : memref<16xi32>
  scf.for %bx = %c0 to %c4 step %c1 {
    %b = arith.muli %bx, %c16 : index
    scf.for %t = %c0 to %c16 step %c1 {
      %g = arith.addi %b, %t : index
      %v = memref.load %in[%g] : memref<64xi32>
      memref.store %v, %A[%t] : memref<16xi32>
      memref.store %v, %S[%t] : memref<16xi32>
      %ti = arith.index_cast %t : index to i32
      %b0 = arith.muli %ti, %three : i32
      memref.store %b0, %B[%t] : memref<16xi32>
    }
    %R = memref.load %rounds[%bx] : memref<4xindex>
    scf.for %k = %c0 to %R step %c1 {
      // x = B, y = z = A
      scf.for %t = %c0 to %c16 step %c1 {
        %t1 = arith.addi %t, %c1 : index
        %nb = arith.remui %t1, %c16 : index
        %n = memref.load %S[%nb] : memref<16xi32>
        %n3 = arith.muli %n, %three : i32
        %x = memref.load %B[%t] : memref<16xi32>
        %w = arith.addi %x, %n3 : i32
        memref.store %w, %W[%t] : memref<16xi32>
      }
      scf.for %t = %c0 to %c16 step %c1 {
        %w = memref.load %W[%t] : memref<16xi32>
        %y = memref.load %A[%t] : memref<16xi32>
        %wy = arith.addi %w, %y : i32
        memref.store %wy, %S[%t] : memref<16xi32>
        %yz = arith.addi %y, %y : i32
        memref.store %w, %A[%t] : memref<16xi32>
        memref.store %yz, %B[%t] : memref<16xi32>
      }
    }
    // results: r0 = B, r1 = r2 = A, r3 = R
    scf.for %t = %c0 to %c16 step %c1 {
      %g = arith.addi %b, %t : index
      %g3 = arith.muli %g, %c3 : index
      %x = memref.load %B[%t] : memref<16xi32>
      %y = memref.load %A[%t] : memref<16xi32>
      memref.store %x, %ref[%g3] : memref<192xi32>
      %g31 = arith.addi %g3, %c1 : index
      memref.store %y, %ref[%g31] : memref<192xi32>
      %g32 = arith.addi %g31, %c1 : index
      %ki = arith.index_cast %R : index to i32
      memref.store %ki, %ref[%g32] : memref<192xi32>
    }
  }
  %bad = scf.for %i = %c0 to %c192 step %c1 iter_args(%acc = %z) -> (i64) {
    %w = memref.load %ref[%i] : memref<192xi32>
    %g = memref.load %out[%i] : memref<192xi32>
    %ne = arith.cmpi ne, %g, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  %o0 = memref.load %out[%c0] : memref<192xi32>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%f, %bad, %o0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  return
}
