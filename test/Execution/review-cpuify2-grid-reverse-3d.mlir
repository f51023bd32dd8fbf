// stitch-cpuify's grid-x-innermost (reverseGridDims) on a 3-D grid loop with
// non-zero lower bounds and non-unit steps: (bx, by, bz) = (2, 1, 0) to
// (8, 7, 3) step (3, 2, 1), around a 16-thread loop with a barrier (a
// neighbour read from shared memory); every output index and value uses bx,
// by and bz differently (OUT[bz][by][16 bx + t] = 1000 bx + 100 by + 10 bz +
// IN[..neighbour..]; thread 15 writes B2[3 bz + (bx - 2) / 3][by]). Host
// reference: plain scf.for loops over the same blocks. Fires: after
// stitch-cpuify the grid loop's bounds, steps and induction variables are
// reversed (IR line); grid-x-innermost=false keeps them (second variant).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true grid-x-innermost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v0.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v1.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = (%c0, %c1, %c2) to (%c3, %c7, %c8) step (%c1, %c2, %c3)
// CHECK: grid3 mismatches 0{{$}}
// 3-D grid with non-zero lower bounds and non-unit steps, a thread loop
// with a barrier (serialized; grid-x-innermost reverses the grid's dims).
func.func @kernel(%IN: memref<3x8x160xi32>, %OUT: memref<3x8x160xi32>, %B2: memref<9x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c15 = arith.constant 15 : index
  %c1000 = arith.constant 1000 : i32
  %c100 = arith.constant 100 : i32
  %c10 = arith.constant 10 : i32
  scf.parallel (%bx, %by, %bz) = (%c2, %c1, %c0) to (%c8, %c7, %c3) step (%c3, %c2, %c1) {
    %sh = memref.alloca() : memref<16xi32>
    %acc = memref.alloca() : memref<1xi32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %col0 = arith.muli %bx, %c16 : index
      %col = arith.addi %col0, %t : index
      %v = memref.load %IN[%bz, %by, %col] : memref<3x8x160xi32>
      memref.store %v, %sh[%t] : memref<16xi32>
      stitch.barrier %t
      %t1 = arith.addi %t, %c1 : index
      %tn = arith.remui %t1, %c16 : index
      %w = memref.load %sh[%tn] : memref<16xi32>
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %bzi = arith.index_cast %bz : index to i32
      %x1 = arith.muli %bxi, %c1000 : i32
      %y1 = arith.muli %byi, %c100 : i32
      %z1 = arith.muli %bzi, %c10 : i32
      %s1 = arith.addi %x1, %y1 : i32
      %s2 = arith.addi %s1, %z1 : i32
      %s3 = arith.addi %s2, %w : i32
      memref.store %s3, %OUT[%bz, %by, %col] : memref<3x8x160xi32>
      %is15 = arith.cmpi eq, %t, %c15 : index
      scf.if %is15 {
        %rrr = arith.subi %bx, %c2 : index
        %q = arith.divui %rrr, %c3 : index
        %rowi = arith.muli %bz, %c3 : index
        %row = arith.addi %rowi, %q : index
        memref.store %s2, %B2[%row, %by] : memref<9x8xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @ref(%IN: memref<3x8x160xi32>, %OUT: memref<3x8x160xi32>, %B2: memref<9x8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c1000 = arith.constant 1000 : i32
  %c100 = arith.constant 100 : i32
  %c10 = arith.constant 10 : i32
  scf.for %bx = %c2 to %c8 step %c3 {
   scf.for %by = %c1 to %c7 step %c2 {
    scf.for %bz = %c0 to %c3 step %c1 {
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %bzi = arith.index_cast %bz : index to i32
      %x1 = arith.muli %bxi, %c1000 : i32
      %y1 = arith.muli %byi, %c100 : i32
      %z1 = arith.muli %bzi, %c10 : i32
      %s1 = arith.addi %x1, %y1 : i32
      %s2 = arith.addi %s1, %z1 : i32
      %col0 = arith.muli %bx, %c16 : index
      scf.for %t = %c0 to %c16 step %c1 {
        %col = arith.addi %col0, %t : index
        %t1 = arith.addi %t, %c1 : index
        %tn = arith.remui %t1, %c16 : index
        %coln = arith.addi %col0, %tn : index
        %w = memref.load %IN[%bz, %by, %coln] : memref<3x8x160xi32>
        %s3 = arith.addi %s2, %w : i32
        memref.store %s3, %OUT[%bz, %by, %col] : memref<3x8x160xi32>
      }
      %bxm = arith.subi %bx, %c2 : index
      %q = arith.divui %bxm, %c3 : index
      %rowi = arith.muli %bz, %c3 : index
      %row = arith.addi %rowi, %q : index
      memref.store %s2, %B2[%row, %by] : memref<9x8xi32>
    }
   }
  }
  return
}

func.func @fill(%X: memref<?xi32>, %mul: i32, %add: i32, %mod: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %X, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.muli %ii, %mul : i32
    %b = arith.addi %a, %add : i32
    %c = arith.remsi %b, %mod : i32
    memref.store %c, %X[%i] : memref<?xi32>
  }
  return
}

func.func @cmp(%X: memref<?xi32>, %Y: memref<?xi32>, %acc: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %X, %c0 : memref<?xi32>
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> i64 {
    %x = memref.load %X[%i] : memref<?xi32>
    %y = memref.load %Y[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %a2 = arith.addi %a, %inc : i64
    scf.yield %a2 : i64
  }
  return %r : i64
}

llvm.mlir.global internal constant @fmt("grid3 mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c3840 = arith.constant 3840 : index
  %c72 = arith.constant 72 : index
  %zi = arith.constant 0 : i64
  %i0 = arith.constant 0 : i32
  %i7 = arith.constant 7 : i32
  %i3 = arith.constant 3 : i32
  %m = arith.constant -5 : i32
  %i1000 = arith.constant 1000 : i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %IN = memref.alloc(%c3840) : memref<?xi32>
  %O = memref.alloc(%c3840) : memref<?xi32>
  %O2 = memref.alloc(%c3840) : memref<?xi32>
  %B = memref.alloc(%c72) : memref<?xi32>
  %B2 = memref.alloc(%c72) : memref<?xi32>
  func.call @fill(%IN, %i7, %i3, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%O, %i0, %m, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%O2, %i0, %m, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%B, %i0, %m, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%B2, %i0, %m, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  %INs = memref.reinterpret_cast %IN to offset: [0], sizes: [3, 8, 160], strides: [1280, 160, 1] : memref<?xi32> to memref<3x8x160xi32>
  %Os = memref.reinterpret_cast %O to offset: [0], sizes: [3, 8, 160], strides: [1280, 160, 1] : memref<?xi32> to memref<3x8x160xi32>
  %O2s = memref.reinterpret_cast %O2 to offset: [0], sizes: [3, 8, 160], strides: [1280, 160, 1] : memref<?xi32> to memref<3x8x160xi32>
  %Bs = memref.reinterpret_cast %B to offset: [0], sizes: [9, 8], strides: [8, 1] : memref<?xi32> to memref<9x8xi32>
  %B2s = memref.reinterpret_cast %B2 to offset: [0], sizes: [9, 8], strides: [8, 1] : memref<?xi32> to memref<9x8xi32>
  func.call @kernel(%INs, %Os, %Bs) : (memref<3x8x160xi32>, memref<3x8x160xi32>, memref<9x8xi32>) -> ()
  func.call @ref(%INs, %O2s, %B2s) : (memref<3x8x160xi32>, memref<3x8x160xi32>, memref<9x8xi32>) -> ()
  %m0 = func.call @cmp(%O, %O2, %zi) : (memref<?xi32>, memref<?xi32>, i64) -> i64
  %m1 = func.call @cmp(%B, %B2, %m0) : (memref<?xi32>, memref<?xi32>, i64) -> i64
  llvm.call @printf(%fmt, %m1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
