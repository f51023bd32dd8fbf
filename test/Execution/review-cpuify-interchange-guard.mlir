// stitch-cpuify{interchange-loops}: a uniform loop (run-time trip count n =
// 0..10) under a divergent guard whose condition is read from A, which the
// loop itself decrements (the sunk guard's condition must be kept, not
// reloaded after the split); its iter_arg is initialised inside the guard
// (poison for the threads that skip it) and its result stored after it; an
// else branch and code after the guard read what the loop wrote. Fires:
// with jam-uniform=1 the IR after stitch-cpuify has the 32-thread x loop
// inside `scf.for %k = 0 to %n` with the guard sunk into it. Host reference:
// the same body in a plain scf.for over the 96 global indices.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK-COUNT-11: ic1 mismatches 0 sum
func.func @kernel(%A: memref<96xi32>, %B: memref<96xi32>, %C: memref<960xi32>,
                  %D: memref<96xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %c96 = arith.constant 96 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %A[%gid] : memref<96xi32>
    %c = arith.cmpi sgt, %v, %z : i32
    scf.if %c {
      %b = memref.load %B[%gid] : memref<96xi32>
      %init = arith.muli %b, %two : i32
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %init) -> (i32) {
        %x = memref.load %A[%gid] : memref<96xi32>
        %x1 = arith.subi %x, %one : i32
        memref.store %x1, %A[%gid] : memref<96xi32>
        %row = arith.muli %k, %c96 : index
        %at = arith.addi %row, %gid : index
        %s = arith.addi %a, %x : i32
        memref.store %s, %C[%at] : memref<960xi32>
        %a1 = arith.addi %a, %v : i32
        scf.yield %a1 : i32
      }
      memref.store %r, %D[%gid] : memref<96xi32>
    } else {
      memref.store %m1, %D[%gid] : memref<96xi32>
    }
    %v2 = memref.load %A[%gid] : memref<96xi32>
    %c2 = arith.cmpi sgt, %v2, %z : i32
    %e = arith.extui %c2 : i1 to i32
    %d = memref.load %D[%gid] : memref<96xi32>
    %de = arith.addi %d, %e : i32
    memref.store %de, %D[%gid] : memref<96xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("ic1 mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @fill(%A: memref<96xi32>, %B: memref<96xi32>, %C: memref<960xi32>, %D: memref<96xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c4 = arith.constant 4 : index
  %c96 = arith.constant 96 : index
  %c960 = arith.constant 960 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c96 step %c1 {
    %m = arith.remui %i, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %c4i = arith.constant 4 : i32
    %v = arith.subi %mi, %c4i : i32
    memref.store %v, %A[%i] : memref<96xi32>
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %B[%i] : memref<96xi32>
    memref.store %z, %D[%i] : memref<96xi32>
  }
  scf.for %i = %c0 to %c960 step %c1 {
    memref.store %z, %C[%i] : memref<960xi32>
  }
  return
}

func.func @ref(%A: memref<96xi32>, %B: memref<96xi32>, %C: memref<960xi32>,
               %D: memref<96xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c96 = arith.constant 96 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  scf.for %gid = %c0 to %c96 step %c1 {
    %v = memref.load %A[%gid] : memref<96xi32>
    %c = arith.cmpi sgt, %v, %z : i32
    scf.if %c {
      %b = memref.load %B[%gid] : memref<96xi32>
      %init = arith.muli %b, %two : i32
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %init) -> (i32) {
        %x = memref.load %A[%gid] : memref<96xi32>
        %x1 = arith.subi %x, %one : i32
        memref.store %x1, %A[%gid] : memref<96xi32>
        %row = arith.muli %k, %c96 : index
        %at = arith.addi %row, %gid : index
        %s = arith.addi %a, %x : i32
        memref.store %s, %C[%at] : memref<960xi32>
        %a1 = arith.addi %a, %v : i32
        scf.yield %a1 : i32
      }
      memref.store %r, %D[%gid] : memref<96xi32>
    } else {
      memref.store %m1, %D[%gid] : memref<96xi32>
    }
    %v2 = memref.load %A[%gid] : memref<96xi32>
    %c2 = arith.cmpi sgt, %v2, %z : i32
    %e = arith.extui %c2 : i1 to i32
    %d = memref.load %D[%gid] : memref<96xi32>
    %de = arith.addi %d, %e : i32
    memref.store %de, %D[%gid] : memref<96xi32>
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

func.func @sum(%X: memref<?xi32>, %acc: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %X, %c0 : memref<?xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> i64 {
    %x = memref.load %X[%i] : memref<?xi32>
    %x64 = arith.extsi %x : i32 to i64
    %a2 = arith.addi %a, %x64 : i64
    scf.yield %a2 : i64
  }
  return %r : i64
}

func.func @main() {
  %z = arith.constant 0 : i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c11 = arith.constant 11 : index
  scf.for %n = %c0 to %c11 step %c1 {
    %A = memref.alloc() : memref<96xi32>
    %B = memref.alloc() : memref<96xi32>
    %C = memref.alloc() : memref<960xi32>
    %D = memref.alloc() : memref<96xi32>
    %A2 = memref.alloc() : memref<96xi32>
    %C2 = memref.alloc() : memref<960xi32>
    %D2 = memref.alloc() : memref<96xi32>
    func.call @fill(%A, %B, %C, %D) : (memref<96xi32>, memref<96xi32>, memref<960xi32>, memref<96xi32>) -> ()
    func.call @fill(%A2, %B, %C2, %D2) : (memref<96xi32>, memref<96xi32>, memref<960xi32>, memref<96xi32>) -> ()
    func.call @kernel(%A, %B, %C, %D, %n) : (memref<96xi32>, memref<96xi32>, memref<960xi32>, memref<96xi32>, index) -> ()
    func.call @ref(%A2, %B, %C2, %D2, %n) : (memref<96xi32>, memref<96xi32>, memref<960xi32>, memref<96xi32>, index) -> ()
    %a = memref.cast %A : memref<96xi32> to memref<?xi32>
    %a2 = memref.cast %A2 : memref<96xi32> to memref<?xi32>
    %cc = memref.cast %C : memref<960xi32> to memref<?xi32>
    %cc2 = memref.cast %C2 : memref<960xi32> to memref<?xi32>
    %d = memref.cast %D : memref<96xi32> to memref<?xi32>
    %d2 = memref.cast %D2 : memref<96xi32> to memref<?xi32>
    %m0 = func.call @cmp(%a, %a2, %z) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %m1 = func.call @cmp(%cc, %cc2, %m0) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %m2 = func.call @cmp(%d, %d2, %m1) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %s0 = func.call @sum(%cc2, %z) : (memref<?xi32>, i64) -> i64
    %s1 = func.call @sum(%d2, %s0) : (memref<?xi32>, i64) -> i64
    llvm.call @printf(%fmt, %m2, %s1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
    memref.dealloc %A : memref<96xi32>
    memref.dealloc %B : memref<96xi32>
    memref.dealloc %C : memref<960xi32>
    memref.dealloc %D : memref<96xi32>
    memref.dealloc %A2 : memref<96xi32>
    memref.dealloc %C2 : memref<960xi32>
    memref.dealloc %D2 : memref<96xi32>
  }
  return
}
