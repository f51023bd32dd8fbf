// Regression (found by review, fixed in prologueReadsStay): stitch-cpuify's
// unroll-and-jam (jam-uniform, default 4) of a
// uniform loop interchanged for speed reads a stale loop-carried value.
// Kernel (Stitch's scf.parallel input form, 1-D thread loop of 32):
//   acc = 1; for k < n { OUT[k*64+g] = IN[k*64+g] + acc; acc += DELTA[k] }
//   OUT2[g] = acc
// acc is uniform; interchange-loops demotes it to a per-thread buffer
// (demoteIterArgs), hoistUniformReloads turns the own-slot reload at the top
// of the thread loop into one load of thread 0's slot before it (inside the
// k loop), and the store of acc + DELTA[k] stays in the x loop
// (storeUniformOnce refuses it: DELTA[k] is a load). jamUniformLoop then
// copies that slot-0 load (prologue P(k + s)) ahead of the x loop that
// stores slot 0 for iteration k: prologueReadsStay's shortcut (a constant
// x loop of >= 2 threads: "a write of what every thread reads would race")
// does not hold for the pass's own per-thread buffers. Copies k+1..k+3
// read acc of iteration k: 64 wrong values per extra iteration (n >= 4).
// Responsible: passes/transforms/Cpuify/Cpuify.c prologueReadsStay
// (called from jamUniformLoop). Fix: reject the jam whenever a prologue load
// reads a STITCH_MARKER_THREAD_BUFFER buffer that x writes
// (!isRecomputable(load, writes of x)), constant trip count or not.
// Before the fix the IR after stitch-cpuify had the k loop stepping by 4
// with four slot-0 loads before one x loop; now the loop is interchanged
// but not jammed (IR lines); jam-uniform=1 and interchange-loops=false
// give 0 mismatches. Host reference: the same body
// in a plain scf.for over the 64 global indices.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true jam-uniform=1}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.nojam.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.nojam.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR-NOT: step %c4
// IR: memref.load %alloca[%c0
// IR: scf.for %{{.*}} = %c0 to %c32 step %c1
// IR-NOT: step %c4
// CHECK-COUNT-10: jam1 n={{[0-9]+}} mismatches 0{{$}}
func.func @kernel(%IN: memref<1024xi32>, %DELTA: memref<16xi32>, %OUT: memref<1024xi32>, %OUT2: memref<64xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
   scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
    %gb = arith.muli %bx, %c32 : index
    %g = arith.addi %gb, %tx : index
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %one) -> (i32) {
      %kr = arith.muli %k, %c64 : index
      %at = arith.addi %kr, %g : index
      %x = memref.load %IN[%at] : memref<1024xi32>
      %y = arith.addi %x, %acc : i32
      memref.store %y, %OUT[%at] : memref<1024xi32>
      %d = memref.load %DELTA[%k] : memref<16xi32>
      %acc2 = arith.addi %acc, %d : i32
      scf.yield %acc2 : i32
    }
    memref.store %r, %OUT2[%g] : memref<64xi32>
    scf.reduce
   }
   scf.reduce
  }
  return
}

func.func @ref(%IN: memref<1024xi32>, %DELTA: memref<16xi32>, %OUT: memref<1024xi32>, %OUT2: memref<64xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  scf.for %g = %c0 to %c64 step %c1 {
    %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %one) -> (i32) {
      %kr = arith.muli %k, %c64 : index
      %at = arith.addi %kr, %g : index
      %x = memref.load %IN[%at] : memref<1024xi32>
      %y = arith.addi %x, %acc : i32
      memref.store %y, %OUT[%at] : memref<1024xi32>
      %d = memref.load %DELTA[%k] : memref<16xi32>
      %acc2 = arith.addi %acc, %d : i32
      scf.yield %acc2 : i32
    }
    memref.store %r, %OUT2[%g] : memref<64xi32>
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

llvm.mlir.global internal constant @fmt("jam1 n=%ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  %zi = arith.constant 0 : i64
  %i0 = arith.constant 0 : i32
  %i3 = arith.constant 3 : i32
  %i7 = arith.constant 7 : i32
  %i11 = arith.constant 11 : i32
  %i1000 = arith.constant 1000 : i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %IN = memref.alloc(%c1024) : memref<?xi32>
  %DL = memref.alloc(%c16) : memref<?xi32>
  %O = memref.alloc(%c1024) : memref<?xi32>
  %O2 = memref.alloc(%c1024) : memref<?xi32>
  %P = memref.alloc(%c64) : memref<?xi32>
  %P2 = memref.alloc(%c64) : memref<?xi32>
  func.call @fill(%IN, %i7, %i3, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%DL, %i11, %i3, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  %INs = memref.cast %IN : memref<?xi32> to memref<1024xi32>
  %DLs = memref.cast %DL : memref<?xi32> to memref<16xi32>
  %Os = memref.cast %O : memref<?xi32> to memref<1024xi32>
  %O2s = memref.cast %O2 : memref<?xi32> to memref<1024xi32>
  %Ps = memref.cast %P : memref<?xi32> to memref<64xi32>
  %P2s = memref.cast %P2 : memref<?xi32> to memref<64xi32>
  %c10 = arith.constant 10 : index
  scf.for %n = %c0 to %c10 step %c1 {
    func.call @fill(%O, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%O2, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%P, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%P2, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @kernel(%INs, %DLs, %Os, %Ps, %n) : (memref<1024xi32>, memref<16xi32>, memref<1024xi32>, memref<64xi32>, index) -> ()
    func.call @ref(%INs, %DLs, %O2s, %P2s, %n) : (memref<1024xi32>, memref<16xi32>, memref<1024xi32>, memref<64xi32>, index) -> ()
    %m0 = func.call @cmp(%O, %O2, %zi) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %m1 = func.call @cmp(%P, %P2, %m0) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %ni = arith.index_cast %n : index to i64
    llvm.call @printf(%fmt, %ni, %m1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  }
  return
}
