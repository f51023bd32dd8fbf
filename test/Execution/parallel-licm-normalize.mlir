// stitch-parallel-licm on the Rodinia-style "normalize" pattern: every
// thread of every block divides its element by the sum of all elements,
// computed per thread by a call (@normalize_call) or an inlined scf.for
// (@normalize_inline), O(N^2) work; after the pass the sum is computed once
// before the grid loop, under a guard (the grid size is dynamic). Also a
// load moved out of a thread loop by the barrier rule (@subtract_first),
// and a run with n = 0 (no block: the guarded loads must not run).
// Checked against a sequential C reference (Inputs/parallel-licm-normalize.c)
// with 1 and 2 threads, with the pass nested in func.func (calls stay, the
// inlined sum moves) and on the module (both move).
// RUN: clang-22 -O1 %S/Inputs/parallel-licm-normalize.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-parallel-licm))' | FileCheck %s --check-prefixes=HOIST,FUNC
// RUN: stitch-opt %s --stitch-parallel-licm | FileCheck %s --check-prefixes=HOIST,MODULE
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-parallel-licm),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.func.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.func.mlir > %t.func1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.func.mlir > %t.func2
// RUN: diff %t.expected %t.func1
// RUN: diff %t.expected %t.func2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-parallel-licm,func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.module.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.module.mlir > %t.module1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.module.mlir > %t.module2
// RUN: diff %t.expected %t.module1
// RUN: diff %t.expected %t.module2

// HOIST-LABEL: func.func @normalize_call
// MODULE: scf.if
// MODULE-NEXT: call @sum
// MODULE: scf.parallel
// MODULE-NOT: call @sum
// FUNC: scf.parallel
// FUNC: scf.parallel
// FUNC: call @sum
// HOIST-LABEL: func.func @normalize_inline
// HOIST: scf.if
// HOIST-NEXT: memref.load
// HOIST-NEXT: scf.for
// HOIST: scf.parallel
// HOIST-NOT: scf.for
// HOIST-LABEL: func.func @subtract_first
// HOIST: scf.parallel
// HOIST: memref.load
// HOIST-NEXT: scf.parallel
// HOIST-NOT: memref.load %arg0[%{{.*}}] : memref<?xi32>
// HOIST: stitch.barrier

func.func @sum(%in: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %v = memref.load %in[%i] : memref<?xi32>
    %a = arith.addi %acc, %v : i32
    scf.yield %a : i32
  }
  return %s : i32
}

// out[i] = in[i] * 1000 / sum(in)
func.func @normalize_call(%in: memref<?xi32> {llvm.noalias},
                          %out: memref<?xi32> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c1000 = arith.constant 1000 : i32
  %n63 = arith.addi %n, %c63 : index
  %nb = arith.divui %n63, %c64 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %i = arith.addi %base, %tx : index
      %s = func.call @sum(%in, %n) : (memref<?xi32>, index) -> i32
      %inb = arith.cmpi ult, %i, %n : index
      scf.if %inb {
        %v = memref.load %in[%i] : memref<?xi32>
        %w = arith.muli %v, %c1000 : i32
        %q = arith.divsi %w, %s : i32
        memref.store %q, %out[%i] : memref<?xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// out[i] = (in[i] * 1000 + in[n - 1]) / sum(in), the sum inlined. With
// n = 0, in[n - 1] is out of bounds: only the guard keeps it from running.
func.func @normalize_inline(%in: memref<?xi32> {llvm.noalias},
                            %out: memref<?xi32> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c1000 = arith.constant 1000 : i32
  %z = arith.constant 0 : i32
  %n63 = arith.addi %n, %c63 : index
  %nb = arith.divui %n63, %c64 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %last = arith.subi %n, %c1 : index
      %l = memref.load %in[%last] : memref<?xi32>
      %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
        %v = memref.load %in[%j] : memref<?xi32>
        %a = arith.addi %acc, %v : i32
        scf.yield %a : i32
      }
      %base = arith.muli %bx, %c64 : index
      %i = arith.addi %base, %tx : index
      %inb = arith.cmpi ult, %i, %n : index
      scf.if %inb {
        %v = memref.load %in[%i] : memref<?xi32>
        %w = arith.muli %v, %c1000 : i32
        %w2 = arith.addi %w, %l : i32
        %q = arith.divsi %w2, %s : i32
        memref.store %q, %out[%i] : memref<?xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// data[i] -= data[first element of the block]: every thread reads it before
// the barrier, thread 0 overwrites it after, so the read leaves the thread
// loop (not the grid loop: other blocks write data).
func.func @subtract_first(%data: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %n63 = arith.addi %n, %c63 : index
  %nb = arith.divui %n63, %c64 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %first = memref.load %data[%base] : memref<?xi32>
      stitch.barrier %tx
      %i = arith.addi %base, %tx : index
      %inb = arith.cmpi ult, %i, %n : index
      scf.if %inb {
        %v = memref.load %data[%i] : memref<?xi32>
        %d = arith.subi %v, %first : i32
        memref.store %d, %data[%i] : memref<?xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @print(%m: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
    vector.print %v : i32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200 : index
  %c37 = arith.constant 37 : i32
  %c101 = arith.constant 101 : i32
  %one = arith.constant 1 : i32
  %in = memref.alloc(%n) : memref<?xi32>
  %out = memref.alloc(%n) : memref<?xi32>
  %data = memref.alloc(%n) : memref<?xi32>
  // in[i] = data[i] = (37 i) % 101 + 1
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %ii, %c37 : i32
    %r = arith.remsi %m, %c101 : i32
    %v = arith.addi %r, %one : i32
    memref.store %v, %in[%i] : memref<?xi32>
    memref.store %v, %data[%i] : memref<?xi32>
  }
  call @normalize_call(%in, %out, %n) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @print(%out, %n) : (memref<?xi32>, index) -> ()
  call @normalize_inline(%in, %out, %n) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @print(%out, %n) : (memref<?xi32>, index) -> ()
  call @subtract_first(%data, %n) : (memref<?xi32>, index) -> ()
  call @print(%data, %n) : (memref<?xi32>, index) -> ()
  call @normalize_inline(%in, %out, %c0) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @normalize_call(%in, %out, %c0) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @print(%out, %c1) : (memref<?xi32>, index) -> ()
  memref.dealloc %in : memref<?xi32>
  memref.dealloc %out : memref<?xi32>
  memref.dealloc %data : memref<?xi32>
  return
}
