// Regression (review of launch shapes, fixed): input form whose thread scf.parallel has an empty, negative range at
// run time: block bx runs tx in [0, min(n - 64 bx, 64)), so the blocks of a
// grid that overshoots n have ub < lb (zero iterations by scf.parallel's
// semantics, as CUDA would launch no thread there). stitch-cpuify's
// createThreadArray sizes a dynamic per-thread buffer (a value kept across
// the barrier: the load of out[g] before it) as `ceildivui(ub - lb, step)`:
// for ub < lb a huge unsigned count, whose byte size wraps, so the alloca
// moves the stack pointer up into live frames; the next call (here @note
// in the grid body, or the OpenMP runtime's) then overwrites them:
// segmentation fault / bus error (default pipeline at 2 threads, cache-all
// at 1). Fixed: the size is max(ub - lb, 0) (signed, as scf.parallel
// compares), an `arith.maxsi` before the ceildivui. Fires: the IR after
// stitch-cpuify holds `memref.alloca(%n) : memref<?xi32>` with %n computed
// from the thread loop's bounds (CPU lines). Host reference: plain loops
// (out[g] = -1 + the next element of the block's range, wrapping; @note
// marks every block).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-LABEL: func.func @kernel(
// CPU: %[[E:.*]] = arith.subi %{{.*}}, %c0
// CPU-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CPU-NEXT: %[[M:.*]] = arith.maxsi %[[E]], %[[Z]]
// CPU-NEXT: %[[N:.*]] = arith.ceildivui %[[M]], %c1
// CPU-NEXT: memref.alloca(%[[N]]) : memref<?xi32>
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 timeout 20 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p3.mlir
// RUN: env OMP_NUM_THREADS=1 timeout 20 %mlir-runner %t.p3.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p2.mlir
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner %t.p2.mlir | FileCheck %s
// CHECK: neg-extent grid=3 n=100 mismatches 0
// CHECK-NEXT: neg-extent grid=3 n=16 mismatches 0
// CHECK-NEXT: neg-extent grid=12 n=100 mismatches 0
func.func @note(%out: memref<?xi32>, %i: index) attributes {passthrough = ["noinline"]} {
  %c7 = arith.constant 7 : i32
  memref.store %c7, %out[%i] : memref<?xi32>
  return
}
func.func @kernel(%out: memref<?xi32>, %flags: memref<?xi32>, %grid: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 64 : index
  %o32 = arith.constant 1 : i32
  scf.parallel (%bx) = (%c0) to (%grid) step (%c1) {
    %sh = memref.alloca() : memref<64xi32>
    %base = arith.muli %bx, %c8 : index
    %rem0 = arith.subi %n, %base : index
    %rem = arith.minsi %rem0, %c8 : index
    scf.parallel (%tx) = (%c0) to (%rem) step (%c1) {
      %g = arith.addi %base, %tx : index
      %gi = arith.index_cast %g : index to i32
      memref.store %gi, %sh[%tx] : memref<64xi32>
      %old = memref.load %out[%g] : memref<?xi32>
      "stitch.barrier"(%tx) : (index) -> ()
      %t1 = arith.addi %tx, %c1 : index
      %nb = arith.remui %t1, %rem : index
      %v0 = memref.load %sh[%nb] : memref<64xi32>
      %v = arith.addi %v0, %old : i32
      memref.store %v, %out[%g] : memref<?xi32>
      scf.reduce
    }
    func.call @note(%flags, %bx) : (memref<?xi32>, index) -> ()
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @fmt("neg-extent grid=%ld n=%ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%grid: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 64 : index
  %c64 = arith.constant 1024 : index
  %m1 = arith.constant -1 : i32
  %c7 = arith.constant 7 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc(%c64) : memref<?xi32>
  %flags = memref.alloc(%c64) : memref<?xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %m1, %out[%i] : memref<?xi32>
    memref.store %m1, %flags[%i] : memref<?xi32>
  }
  call @kernel(%out, %flags, %grid, %n) : (memref<?xi32>, memref<?xi32>, index, index) -> ()
  %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%b = %z) -> (i64) {
    // out[g] = the block's next element, wrapping inside the block's range
    %bx = arith.divui %i, %c8 : index
    %tx = arith.remui %i, %c8 : index
    %base = arith.muli %bx, %c8 : index
    %rem0 = arith.subi %n, %base : index
    %rem = arith.minsi %rem0, %c8 : index
    %inb = arith.cmpi ult, %bx, %grid : index
    %int = arith.cmpi slt, %tx, %rem : index
    %in = arith.andi %inb, %int : i1
    %t1 = arith.addi %tx, %c1 : index
    %wrap = arith.cmpi eq, %t1, %rem : index
    %nb = arith.select %wrap, %c0, %t1 : index
    %w0 = arith.addi %base, %nb : index
    %w0j = arith.index_cast %w0 : index to i32
    %w0i = arith.addi %w0j, %m1 : i32
    %w = arith.select %in, %w0i, %m1 : i32
    %got = memref.load %out[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %got, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %fi = arith.cmpi ult, %i, %grid : index
    %fw = arith.select %fi, %c7, %m1 : i32
    %fg = memref.load %flags[%i] : memref<?xi32>
    %fne = arith.cmpi ne, %fg, %fw : i32
    %finc = arith.select %fne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    %b3 = arith.addi %b2, %finc : i64
    scf.yield %b3 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = arith.index_cast %grid : index to i64
  %g = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %a, %g, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  memref.dealloc %out : memref<?xi32>
  memref.dealloc %flags : memref<?xi32>
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c21 = arith.constant 100 : index
  call @check(%c3, %c21) : (index, index) -> ()
  call @check(%c3, %c16) : (index, index) -> ()
  call @check(%c6, %c21) : (index, index) -> ()
  return
}
