// Single-thread blocks written GPU-style with barriers: after
// stitch-strip-trivial-barriers the program lowers to the CPU and computes
// what the barrier-free sequential reference computes. Without the pass,
// upstream dead-code elimination removes them just the same: a barrier of a
// single-thread block has no memory effects (no other thread to order), so
// it is trivially dead (checked below with canonicalize alone).
// RUN: stitch-opt %s --stitch-strip-trivial-barriers --stitch-lower-to-llvm-cpu > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.dce.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.dce.mlir | FileCheck %s

// CANON-LABEL: func.func @kernel
// CANON-NOT: stitch.barrier
// CANON: return

// Each of 8 blocks (one thread each) writes its shared cell, synchronizes,
// then reads it back scaled: out[b] = 3 * (b + 1) + b.
// CHECK: data =
// CHECK-NEXT: [3,  7,  11,  15,  19,  23,  27,  31]
// CHECK: data =
// CHECK-NEXT: [3,  7,  11,  15,  19,  23,  27,  31]

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @kernel(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %three = arith.constant 3.0 : f32
  scf.parallel (%b) = (%c0) to (%c8) step (%c1) {
    %sh = memref.alloca() : memref<1xf32>
    scf.parallel (%t) = (%c0) to (%c1) step (%c1) {
      %b1 = arith.addi %b, %c1 : index
      %bi = arith.index_cast %b1 : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      memref.store %bf, %sh[%t] : memref<1xf32>
      stitch.barrier %t
      %v = memref.load %sh[%c0] : memref<1xf32>
      %w = arith.mulf %v, %three : f32
      stitch.barrier %t
      %bj = arith.index_cast %b : index to i32
      %bg = arith.sitofp %bj : i32 to f32
      %r = arith.addf %w, %bg : f32
      memref.store %r, %out[%b] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @reference(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %three = arith.constant 3.0 : f32
  scf.for %b = %c0 to %c8 step %c1 {
    %b1 = arith.addi %b, %c1 : index
    %bi = arith.index_cast %b1 : index to i32
    %bf = arith.sitofp %bi : i32 to f32
    %w = arith.mulf %bf, %three : f32
    %bj = arith.index_cast %b : index to i32
    %bg = arith.sitofp %bj : i32 to f32
    %r = arith.addf %w, %bg : f32
    memref.store %r, %out[%b] : memref<8xf32>
  }
  return
}

func.func @main() {
  %out = memref.alloc() : memref<8xf32>
  %ref = memref.alloc() : memref<8xf32>
  call @kernel(%out) : (memref<8xf32>) -> ()
  call @reference(%ref) : (memref<8xf32>) -> ()
  %a = memref.cast %out : memref<8xf32> to memref<*xf32>
  %b = memref.cast %ref : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%a) : (memref<*xf32>) -> ()
  call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  memref.dealloc %out : memref<8xf32>
  memref.dealloc %ref : memref<8xf32>
  return
}
