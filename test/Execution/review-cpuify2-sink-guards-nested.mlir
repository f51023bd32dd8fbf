// stitch-cpuify{interchange-loops}: sinkGuard applied three times around one
// uniform loop (bound n from an argument, an i32 iter_arg initialised inside
// the innermost guard from a load): `if (g < lim)` { `%zz = if (A[g] > 0) ->
// i32` (a guard with a result and an else) { `if (tx % 3 != 0)` { loop }
// else {...} } }; 2-D block 32x2, grid 3, n = 0..6 and lim = 70 n (the outer
// guard cuts the grid at run time). Host reference: the same body in a plain
// scf.for over the 192 global indices. Fires: with jam-uniform=1 the IR after
// stitch-cpuify has the x loop inside `scf.for ... to %arg6` (the uniform
// loop), the guards combined inside it (IR lines).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v0.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v1.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true jam-uniform=1}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR: scf.for %{{.*}} = %c0 to %arg6 step %c1
// IR: scf.for %{{.*}} = %c0{{.*}} to %{{.*}} step %c1
// IR: arith.andi
// IR: scf.if
// IR: memref.load %arg3
// CHECK-COUNT-7: sg1 n={{[0-9]+}} lim={{[0-9]+}} mismatches 0{{$}}
// K2: three divergent guards (the middle one with results and an else)
// around a uniform loop with iter_args; 2-D block 32x2, grid 3.
func.func @kernel(%A: memref<192xi32>, %B: memref<192xi32>, %C: memref<192xi32>,
                  %D: memref<1920xi32>, %O: memref<192xi32>, %O2: memref<192xi32>,
                  %n: index, %lim: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %c192 = arith.constant 192 : index
  %z = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %m2 = arith.constant -2 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c2, %sz = %c1) {
    %row = arith.muli %bx, %c2 : index
    %row2 = arith.addi %row, %ty : index
    %base = arith.muli %row2, %c32 : index
    %g = arith.addi %base, %tx : index
    %in = arith.cmpi ult, %g, %lim : index
    scf.if %in {
      %v = memref.load %A[%g] : memref<192xi32>
      %c = arith.cmpi sgt, %v, %z : i32
      %zz = scf.if %c -> (i32) {
        %b = memref.load %B[%g] : memref<192xi32>
        %x = arith.muli %b, %two : i32
        %t3 = arith.remui %tx, %c3 : index
        %c2b = arith.cmpi ne, %t3, %c0 : index
        scf.if %c2b {
          %y = memref.load %C[%g] : memref<192xi32>
          %init = arith.addi %x, %y : i32
          %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %init) -> (i32) {
            %kr = arith.muli %k, %c192 : index
            %at = arith.addi %kr, %g : index
            %e = memref.load %D[%at] : memref<1920xi32>
            %e2 = arith.addi %e, %a : i32
            memref.store %e2, %D[%at] : memref<1920xi32>
            %a2 = arith.addi %a, %e : i32
            %a3 = arith.addi %a2, %v : i32
            scf.yield %a3 : i32
          }
          memref.store %r, %O[%g] : memref<192xi32>
        } else {
          memref.store %m1, %O[%g] : memref<192xi32>
        }
        %x2 = arith.addi %x, %v : i32
        scf.yield %x2 : i32
      } else {
        scf.yield %m2 : i32
      }
      memref.store %zz, %O2[%g] : memref<192xi32>
    }
    gpu.terminator
  }
  return
}

func.func @ref(%A: memref<192xi32>, %B: memref<192xi32>, %C: memref<192xi32>,
                  %D: memref<1920xi32>, %O: memref<192xi32>, %O2: memref<192xi32>,
                  %n: index, %lim: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %c192 = arith.constant 192 : index
  %z = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %m2 = arith.constant -2 : i32
  scf.for %g = %c0 to %c192 step %c1 {
    %tx = arith.remui %g, %c32 : index
    %in = arith.cmpi ult, %g, %lim : index
    scf.if %in {
      %v = memref.load %A[%g] : memref<192xi32>
      %c = arith.cmpi sgt, %v, %z : i32
      %zz = scf.if %c -> (i32) {
        %b = memref.load %B[%g] : memref<192xi32>
        %x = arith.muli %b, %two : i32
        %t3 = arith.remui %tx, %c3 : index
        %c2b = arith.cmpi ne, %t3, %c0 : index
        scf.if %c2b {
          %y = memref.load %C[%g] : memref<192xi32>
          %init = arith.addi %x, %y : i32
          %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %init) -> (i32) {
            %kr = arith.muli %k, %c192 : index
            %at = arith.addi %kr, %g : index
            %e = memref.load %D[%at] : memref<1920xi32>
            %e2 = arith.addi %e, %a : i32
            memref.store %e2, %D[%at] : memref<1920xi32>
            %a2 = arith.addi %a, %e : i32
            %a3 = arith.addi %a2, %v : i32
            scf.yield %a3 : i32
          }
          memref.store %r, %O[%g] : memref<192xi32>
        } else {
          memref.store %m1, %O[%g] : memref<192xi32>
        }
        %x2 = arith.addi %x, %v : i32
        scf.yield %x2 : i32
      } else {
        scf.yield %m2 : i32
      }
      memref.store %zz, %O2[%g] : memref<192xi32>
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

llvm.mlir.global internal constant @fmt("sg1 n=%ld lim=%ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c70 = arith.constant 70 : index
  %c192 = arith.constant 192 : index
  %z = arith.constant 0 : i64
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %i7 = arith.constant 7 : i32
  %i11 = arith.constant 11 : i32
  %i13 = arith.constant 13 : i32
  %i1000 = arith.constant 1000 : i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %A = memref.alloc(%c192) : memref<?xi32>
  %B = memref.alloc(%c192) : memref<?xi32>
  %C = memref.alloc(%c192) : memref<?xi32>
  %c1920 = arith.constant 1920 : index
  %D = memref.alloc(%c1920) : memref<?xi32>
  %D2 = memref.alloc(%c1920) : memref<?xi32>
  %O = memref.alloc(%c192) : memref<?xi32>
  %O2 = memref.alloc(%c192) : memref<?xi32>
  %P = memref.alloc(%c192) : memref<?xi32>
  %P2 = memref.alloc(%c192) : memref<?xi32>
  func.call @fill(%A, %i7, %i3, %i5) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%B, %i3, %i1, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%C, %i11, %i5, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  %As = memref.cast %A : memref<?xi32> to memref<192xi32>
  %Bs = memref.cast %B : memref<?xi32> to memref<192xi32>
  %Cs = memref.cast %C : memref<?xi32> to memref<192xi32>
  %Ds = memref.cast %D : memref<?xi32> to memref<1920xi32>
  %D2s = memref.cast %D2 : memref<?xi32> to memref<1920xi32>
  %Os = memref.cast %O : memref<?xi32> to memref<192xi32>
  %O2s = memref.cast %O2 : memref<?xi32> to memref<192xi32>
  %Ps = memref.cast %P : memref<?xi32> to memref<192xi32>
  %P2s = memref.cast %P2 : memref<?xi32> to memref<192xi32>
  scf.for %n = %c0 to %c7 step %c1 {
    %lim = arith.muli %n, %c70 : index
    func.call @fill(%D, %i13, %i0, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%D2, %i13, %i0, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%O, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%O2, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%P, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%P2, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @kernel(%As, %Bs, %Cs, %Ds, %Os, %Ps, %n, %lim) : (memref<192xi32>, memref<192xi32>, memref<192xi32>, memref<1920xi32>, memref<192xi32>, memref<192xi32>, index, index) -> ()
    func.call @ref(%As, %Bs, %Cs, %D2s, %O2s, %P2s, %n, %lim) : (memref<192xi32>, memref<192xi32>, memref<192xi32>, memref<1920xi32>, memref<192xi32>, memref<192xi32>, index, index) -> ()
    %m0 = func.call @cmp(%D, %D2, %z) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %m1 = func.call @cmp(%O, %O2, %m0) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %m2 = func.call @cmp(%P, %P2, %m1) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %ni = arith.index_cast %n : index to i64
    %li = arith.index_cast %lim : index to i64
    llvm.call @printf(%fmt, %ni, %li, %m2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  }
  return
}
