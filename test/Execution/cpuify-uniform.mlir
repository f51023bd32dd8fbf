// Uniform control flow around barriers that cpuify used to reject (the
// uniformity analysis proves it the same for all threads of a block):
// A: an scf.while counter bounds an inner scf.for holding barriers;
// B: an scf.while counter decides an scf.if holding barriers;
// C: the block size is a function argument, barriers in an scf.for;
// D: loop bounds loaded from memory the kernel does not write, directly and
//    through a uniform scf.if (Rodinia lavaMD's shape).
// Expected values from a Python model of each kernel (2 blocks of 4
// threads, neighbour exchanges through shared memory).
// RUN: stitch-opt %s --stitch-to-openmp > %t.mincut.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.all.mlir | FileCheck %s
// CHECK: data =
// CHECK-NEXT: [12,  16,  12,  8,  13,  17,  13,  9]
// CHECK: data =
// CHECK-NEXT: [24,  24,  24,  24,  25,  25,  25,  25]
// CHECK: data =
// CHECK-NEXT: [12,  16,  12,  8,  12,  16,  12,  8]
// CHECK: data =
// CHECK-NEXT: [1.25,  2.25,  3.25,  4.25,  1.25,  2.25,  3.25,  4.25]
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// A: an scf.while counter bounds an inner scf.for holding barriers.
func.func @while_bounds_for(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<4xf32>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %t0 = arith.index_cast %tx : index to i32
      %txf = arith.sitofp %t0 : i32 to f32
      %r:2 = scf.while (%i = %c0, %acc = %txf) : (index, f32) -> (index, f32) {
        %go = arith.cmpi ult, %i, %c3 : index
        scf.condition(%go) %i, %acc : index, f32
      } do {
      ^bb0(%i: index, %acc: f32):
        %s = scf.for %k = %c0 to %i step %c1 iter_args(%a = %acc) -> (f32) {
          memref.store %a, %sh[%tx] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %n1 = arith.addi %tx, %c1 : index
          %n = arith.remui %n1, %c4 : index
          %v = memref.load %sh[%n] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %a2 = arith.addf %a, %v : f32
          scf.yield %a2 : f32
        }
        %i2 = arith.addi %i, %c1 : index
        scf.yield %i2, %s : index, f32
      }
      %bxo = arith.muli %bx, %c4 : index
      %o = arith.addi %bxo, %tx : index
      %b0 = arith.index_cast %bx : index to i32
      %bf = arith.sitofp %b0 : i32 to f32
      %res = arith.addf %r#1, %bf : f32
      memref.store %res, %out[%o] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// B: an scf.while counter decides an scf.if holding barriers.
func.func @while_decides_if(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<4xf32>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %t0 = arith.index_cast %tx : index to i32
      %txf = arith.sitofp %t0 : i32 to f32
      %r:2 = scf.while (%i = %c0, %acc = %txf) : (index, f32) -> (index, f32) {
        %go = arith.cmpi ult, %i, %c4 : index
        scf.condition(%go) %i, %acc : index, f32
      } do {
      ^bb0(%i: index, %acc: f32):
        %par = arith.remui %i, %c2 : index
        %odd = arith.cmpi eq, %par, %c1 : index
        %s = scf.if %odd -> (f32) {
          memref.store %acc, %sh[%tx] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %m = arith.subi %c3, %tx : index
          %v = memref.load %sh[%m] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %a2 = arith.addf %acc, %v : f32
          scf.yield %a2 : f32
        } else {
          %two = arith.constant 2.0 : f32
          %d = arith.mulf %acc, %two : f32
          scf.yield %d : f32
        }
        %i2 = arith.addi %i, %c1 : index
        scf.yield %i2, %s : index, f32
      }
      %bxo = arith.muli %bx, %c4 : index
      %o = arith.addi %bxo, %tx : index
      %b0 = arith.index_cast %bx : index to i32
      %bf = arith.sitofp %b0 : i32 to f32
      %res = arith.addf %r#1, %bf : f32
      memref.store %res, %out[%o] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// C: the block size is a function argument; barriers inside an scf.for.
func.func @dynamic_block(%out: memref<8xf32>, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<8xf32>
    scf.parallel (%tx) = (%c0) to (%nt) step (%c1) {
      %t0 = arith.index_cast %tx : index to i32
      %txf = arith.sitofp %t0 : i32 to f32
      %s = scf.for %k = %c0 to %c3 step %c1 iter_args(%a = %txf) -> (f32) {
        memref.store %a, %sh[%tx] : memref<8xf32>
        "stitch.barrier"(%tx) : (index) -> ()
        %n1 = arith.addi %tx, %c1 : index
        %n = arith.remui %n1, %nt : index
        %v = memref.load %sh[%n] : memref<8xf32>
        "stitch.barrier"(%tx) : (index) -> ()
        %a2 = arith.addf %a, %v : f32
        scf.yield %a2 : f32
      }
      %bxo = arith.muli %bx, %nt : index
      %o = arith.addi %bxo, %tx : index
      memref.store %s, %out[%o] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// D: loop bounds loaded from memory no thread writes (cnt[bx], hoisted out
// of the thread loop), and one chosen by a uniform scf.if from such a load
// (thread 0's copy).
func.func @loaded_bounds(%out: memref<8xf32>, %cnt: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<4xf32>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %t0 = arith.index_cast %tx : index to i32
      %txf = arith.sitofp %t0 : i32 to f32
      %n = memref.load %cnt[%bx] : memref<2xindex>
      %s = scf.for %k = %c0 to %n step %c1 iter_args(%a = %txf) -> (f32) {
        memref.store %a, %sh[%tx] : memref<4xf32>
        "stitch.barrier"(%tx) : (index) -> ()
        %v = memref.load %sh[%c0] : memref<4xf32>
        "stitch.barrier"(%tx) : (index) -> ()
        %a2 = arith.addf %a, %v : f32
        scf.yield %a2 : f32
      }
      %first = arith.cmpi eq, %bx, %c0 : index
      %m = scf.if %first -> (index) {
        scf.yield %n : index
      } else {
        %n1 = arith.addi %n, %c1 : index
        scf.yield %n1 : index
      }
      %s2 = scf.for %k = %c0 to %m step %c1 iter_args(%a = %s) -> (f32) {
        memref.store %a, %sh[%tx] : memref<4xf32>
        "stitch.barrier"(%tx) : (index) -> ()
        %v = memref.load %sh[%c1] : memref<4xf32>
        "stitch.barrier"(%tx) : (index) -> ()
        %half = arith.constant 0.5 : f32
        %h = arith.mulf %v, %half : f32
        %a2 = arith.addf %a, %h : f32
        scf.yield %a2 : f32
      }
      %bxo = arith.muli %bx, %c4 : index
      %o = arith.addi %bxo, %tx : index
      memref.store %s2, %out[%o] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %out = memref.alloc() : memref<8xf32>
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  call @while_bounds_for(%out) : (memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @while_decides_if(%out) : (memref<8xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @dynamic_block(%out, %c4) : (memref<8xf32>, index) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %cnt = memref.alloc() : memref<2xindex>
  memref.store %c2, %cnt[%c0] : memref<2xindex>
  memref.store %c1, %cnt[%c1] : memref<2xindex>
  call @loaded_bounds(%out, %cnt) : (memref<8xf32>, memref<2xindex>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %cnt : memref<2xindex>
  memref.dealloc %out : memref<8xf32>
  return
}
