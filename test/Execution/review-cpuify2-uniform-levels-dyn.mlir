// stitch-cpuify's interchange of uniform control flow holding barriers, nested,
// in a block of run-time size (sx, sy) = (16,2), (5,3), (7,1), (8,8), (1,1):
//   n = c[0] (shared memory written by thread 0 before a barrier);
//   for j < n iter_args(acc) { s[l] = acc; barrier;
//     kk = scf.if (n > 1) -> index { j + 1 } else { 2 }  (a uniform value
//       produced by a region: keepUniformOperand, thread 0's slot of a
//       per-thread buffer of dynamic shape);
//     for i < kk iter_args(p) { read s[(l+i+1) % T]; barrier; s[l] = w + p;
//       barrier } }
//   then a uniform scf.while whose condition reads c[1], which thread 0
//   increments between barriers in its body.
// Host reference: the phases one after another, each a loop over the T
// threads with per-thread values in host arrays. Fires: the IR after
// stitch-cpuify bounds the i loop by a load of slot [0, 0, 0] of a
// memref<1x?x?xindex>, guarded by the block having a thread (IR lines,
// speculate-ifs off: it would compute kk as a select instead).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-loops=false loop-hints=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v0.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v1.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true speculate-ifs=false}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR: memref.alloca(%{{.*}}, %{{.*}}) : memref<1x?x?xindex>
// IR: %[[K:.*]] = scf.if %{{.*}} -> (index) {
// IR-NEXT: memref.load %{{.*}}[%[[Z:.*]], %[[Z]], %[[Z]]] : memref<1x?x?xindex>
// IR: scf.for %{{.*}} = %c0 to %[[K]] step %c1
// CHECK-COUNT-5: k1 mismatches 0 0{{$}}

func.func @kernel(%A: memref<?xi32>, %CNT: memref<?xi32>, %O: memref<?xi32>, %tdx: index, %tdy: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %cnb = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cnb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %tdx, %sy = %tdy, %sz = %c1)
             workgroup(%s : memref<64xi32, #gpu.address_space<workgroup>>, %c : memref<4xi32, #gpu.address_space<workgroup>>) {
    %T = arith.muli %sx, %sy : index
    %lr = arith.muli %ty, %sx : index
    %l = arith.addi %lr, %tx : index
    %gb = arith.muli %bx, %T : index
    %g = arith.addi %gb, %l : index
    %a = memref.load %A[%g] : memref<?xi32>
    %is0 = arith.cmpi eq, %l, %c0 : index
    scf.if %is0 {
      %cn = memref.load %CNT[%bx] : memref<?xi32>
      memref.store %cn, %c[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %ni = memref.load %c[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
    %n = arith.index_cast %ni : i32 to index
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
      memref.store %acc, %s[%l] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %big = arith.cmpi sgt, %n, %c1 : index
      %kk = scf.if %big -> (index) {
        %j1 = arith.addi %j, %c1 : index
        scf.yield %j1 : index
      } else {
        scf.yield %c2 : index
      }
      %q = scf.for %i = %c0 to %kk step %c1 iter_args(%p = %z) -> (i32) {
        %li = arith.addi %l, %i : index
        %li1 = arith.addi %li, %c1 : index
        %nb = arith.remui %li1, %T : index
        %w = memref.load %s[%nb] : memref<64xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %wp = arith.addi %w, %p : i32
        memref.store %wp, %s[%l] : memref<64xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %p2 = arith.addi %p, %w : i32
        scf.yield %p2 : i32
      }
      %acc2 = arith.addi %acc, %q : i32
      scf.yield %acc2 : i32
    }
    scf.if %is0 {
      memref.store %z, %c[%c1] : memref<4xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %lim = arith.addi %ni, %one : i32
    %h = scf.while (%cnt = %r) : (i32) -> i32 {
      %f = memref.load %c[%c1] : memref<4xi32, #gpu.address_space<workgroup>>
      %go = arith.cmpi slt, %f, %lim : i32
      scf.condition(%go) %cnt : i32
    } do {
    ^bb0(%cnt: i32):
      memref.store %cnt, %s[%l] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %l5 = arith.addi %l, %c5 : index
      %nb = arith.remui %l5, %T : index
      %t = memref.load %s[%nb] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.if %is0 {
        %x = memref.load %c[%c1] : memref<4xi32, #gpu.address_space<workgroup>>
        %x1 = arith.addi %x, %one : i32
        memref.store %x1, %c[%c1] : memref<4xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %cnt2 = arith.addi %cnt, %t : i32
      scf.yield %cnt2 : i32
    }
    memref.store %h, %O[%g] : memref<?xi32>
    gpu.terminator
  }
  return
}

// Host reference: the block's phases one after another, each a loop over
// the T threads; per-thread values in host arrays.
func.func @ref(%A: memref<?xi32>, %CNT: memref<?xi32>, %O: memref<?xi32>, %T: index, %NB: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %s = memref.alloc(%T) : memref<?xi32>
  %acc = memref.alloc(%T) : memref<?xi32>
  %p = memref.alloc(%T) : memref<?xi32>
  %w = memref.alloc(%T) : memref<?xi32>
  scf.for %b = %c0 to %NB step %c1 {
    %gb = arith.muli %b, %T : index
    %ni = memref.load %CNT[%b] : memref<?xi32>
    %n = arith.index_cast %ni : i32 to index
    scf.for %l = %c0 to %T step %c1 {
      %g = arith.addi %gb, %l : index
      %a = memref.load %A[%g] : memref<?xi32>
      memref.store %a, %acc[%l] : memref<?xi32>
    }
    scf.for %j = %c0 to %n step %c1 {
      scf.for %l = %c0 to %T step %c1 {
        %x = memref.load %acc[%l] : memref<?xi32>
        memref.store %x, %s[%l] : memref<?xi32>
        memref.store %z, %p[%l] : memref<?xi32>
      }
      %big = arith.cmpi sgt, %n, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %kk = arith.select %big, %j1, %c2 : index
      scf.for %i = %c0 to %kk step %c1 {
        scf.for %l = %c0 to %T step %c1 {
          %li = arith.addi %l, %i : index
          %li1 = arith.addi %li, %c1 : index
          %nb = arith.remui %li1, %T : index
          %x = memref.load %s[%nb] : memref<?xi32>
          memref.store %x, %w[%l] : memref<?xi32>
        }
        scf.for %l = %c0 to %T step %c1 {
          %x = memref.load %w[%l] : memref<?xi32>
          %y = memref.load %p[%l] : memref<?xi32>
          %xy = arith.addi %x, %y : i32
          memref.store %xy, %s[%l] : memref<?xi32>
          memref.store %xy, %p[%l] : memref<?xi32>
        }
      }
      scf.for %l = %c0 to %T step %c1 {
        %x = memref.load %acc[%l] : memref<?xi32>
        %y = memref.load %p[%l] : memref<?xi32>
        %xy = arith.addi %x, %y : i32
        memref.store %xy, %acc[%l] : memref<?xi32>
      }
    }
    %nw = arith.addi %n, %c1 : index
    scf.for %it = %c0 to %nw step %c1 {
      scf.for %l = %c0 to %T step %c1 {
        %x = memref.load %acc[%l] : memref<?xi32>
        memref.store %x, %s[%l] : memref<?xi32>
      }
      scf.for %l = %c0 to %T step %c1 {
        %l5 = arith.addi %l, %c5 : index
        %nb = arith.remui %l5, %T : index
        %x = memref.load %s[%nb] : memref<?xi32>
        memref.store %x, %w[%l] : memref<?xi32>
      }
      scf.for %l = %c0 to %T step %c1 {
        %x = memref.load %acc[%l] : memref<?xi32>
        %y = memref.load %w[%l] : memref<?xi32>
        %xy = arith.addi %x, %y : i32
        memref.store %xy, %acc[%l] : memref<?xi32>
      }
    }
    scf.for %l = %c0 to %T step %c1 {
      %g = arith.addi %gb, %l : index
      %x = memref.load %acc[%l] : memref<?xi32>
      memref.store %x, %O[%g] : memref<?xi32>
    }
  }
  memref.dealloc %s : memref<?xi32>
  memref.dealloc %acc : memref<?xi32>
  memref.dealloc %p : memref<?xi32>
  memref.dealloc %w : memref<?xi32>
  return
}

func.func @cmp(%X: memref<?xi32>, %Y: memref<?xi32>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> i64 {
    %x = memref.load %X[%i] : memref<?xi32>
    %y = memref.load %Y[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %a2 = arith.addi %a, %inc : i64
    scf.yield %a2 : i64
  }
  return %r : i64
}

llvm.mlir.global internal constant @fmt("k1 mismatches %ld %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%sx: index, %sy: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %nb = arith.constant 4 : index
  %T = arith.muli %sx, %sy : index
  %N = arith.muli %T, %nb : index
  %A = memref.alloc(%N) : memref<?xi32>
  %O = memref.alloc(%N) : memref<?xi32>
  %O2 = memref.alloc(%N) : memref<?xi32>
  %CNT = memref.alloc(%nb) : memref<?xi32>
  %m7 = arith.constant -7 : i32
  scf.for %i = %c0 to %N step %c1 {
    %ii = arith.index_cast %i : index to i32
    %c13 = arith.constant 13 : i32
    %c100 = arith.constant 100 : i32
    %v0 = arith.muli %ii, %c13 : i32
    %v = arith.remui %v0, %c100 : i32
    memref.store %v, %A[%i] : memref<?xi32>
    memref.store %m7, %O[%i] : memref<?xi32>
    memref.store %m7, %O2[%i] : memref<?xi32>
  }
  // counts 0, 1, 3, 2
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  memref.store %i0, %CNT[%c0] : memref<?xi32>
  memref.store %i1, %CNT[%c1] : memref<?xi32>
  memref.store %i3, %CNT[%c2] : memref<?xi32>
  memref.store %i2, %CNT[%c3] : memref<?xi32>
  func.call @kernel(%A, %CNT, %O, %sx, %sy) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index, index) -> ()
  func.call @ref(%A, %CNT, %O2, %T, %nb) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, index, index) -> ()
  %m = func.call @cmp(%O, %O2, %N) : (memref<?xi32>, memref<?xi32>, index) -> i64
  memref.dealloc %A : memref<?xi32>
  memref.dealloc %O : memref<?xi32>
  memref.dealloc %O2 : memref<?xi32>
  memref.dealloc %CNT : memref<?xi32>
  return %m : i64
}

func.func @main() {
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %m0 = func.call @run(%c16, %c2) : (index, index) -> i64
  llvm.call @printf(%fmt, %m0, %z) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  %m1 = func.call @run(%c5, %c3) : (index, index) -> i64
  llvm.call @printf(%fmt, %m1, %z) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  %m2 = func.call @run(%c7, %c1) : (index, index) -> i64
  llvm.call @printf(%fmt, %m2, %z) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  %m3 = func.call @run(%c8, %c8) : (index, index) -> i64
  llvm.call @printf(%fmt, %m3, %z) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  %m4 = func.call @run(%c1, %c1) : (index, index) -> i64
  llvm.call @printf(%fmt, %m4, %z) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  return
}
