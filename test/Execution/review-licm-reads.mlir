// Review of stitch-parallel-licm (no bug found). Launches of 16 threads,
// checked against a Python simulation's table:
//  - every thread loads out[0], a barrier, then the last thread overwrites
//    out[0]: the load leaves the thread loop by rule (b) (the write follows
//    a barrier that follows it) and stays in the grid loop (the thread loop
//    writes out); every thread must see the old value;
//  - a launch of 0 threads (count loaded at run time) whose body loads
//    in[10^12]: hoisted under `scf.if (0 < n)`, so it never runs;
//  - read-only calls (module-level LICM): @sum(in, ..) climbs out of the
//    function's grid loop, @sum(out, 48, 64) only out of the thread loop
//    that writes out[48..64) after a barrier;
//  - a load after a barrier of what `tx == 15` stored before it stays.
// Fires: --mlir-print-ir-after=stitch-parallel-licm shows the first three
// hoists (the guarded load as `scf.if ... ub.poison`) and the last load
// left in place.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: licm-reads mismatches 0
func.func @sum(%m: memref<128xi32>, %lo: index, %hi: index) -> i32 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lo to %hi step %c1 iter_args(%a = %z) -> (i32) {
    %v = memref.load %m[%i] : memref<128xi32>
    %a2 = arith.addi %a, %v : i32
    scf.yield %a2 : i32
  }
  return %r : i32
}

func.func @kernel(%in: memref<128xi32> {llvm.noalias}, %out: memref<128xi32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %c48 = arith.constant 48 : index
  %c70 = arith.constant 70 : index
  %c100 = arith.constant 100 : index
  %yh = memref.load %in[%c1] : memref<128xi32>
  %izero = arith.constant 0 : i32
  %y2 = arith.maxsi %yh, %izero : i32
  %n0 = arith.index_cast %y2 : i32 to index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %x = memref.load %out[%c0] : memref<128xi32>
    gpu.barrier
    %is15 = arith.cmpi eq, %tx, %c15 : index
    scf.if %is15 {
      %a = memref.load %in[%c0] : memref<128xi32>
      %s = arith.addi %x, %a : i32
      memref.store %s, %out[%c0] : memref<128xi32>
    }
    %ti = arith.index_cast %tx : index to i32
    %y = arith.addi %x, %ti : i32
    %o = arith.addi %tx, %c1 : index
    memref.store %y, %out[%o] : memref<128xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n0, %sy = %c1, %sz = %c1) {
    %big = arith.constant 1000000000000 : index
    %x = memref.load %in[%big] : memref<128xi32>
    %o = arith.addi %tx, %c100 : index
    memref.store %x, %out[%o] : memref<128xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %s = func.call @sum(%in, %c32, %c48) : (memref<128xi32>, index, index) -> i32
    %s2 = func.call @sum(%out, %c48, %c64) : (memref<128xi32>, index, index) -> i32
    gpu.barrier
    %ii = arith.addi %tx, %c32 : index
    %v = memref.load %in[%ii] : memref<128xi32>
    %r = arith.addi %s, %v : i32
    memref.store %r, %out[%ii] : memref<128xi32>
    %ti = arith.index_cast %tx : index to i32
    %r2 = arith.addi %s2, %ti : i32
    %o2 = arith.addi %tx, %c48 : index
    memref.store %r2, %out[%o2] : memref<128xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<16xi32, #gpu.address_space<workgroup>>) {
    %is15 = arith.cmpi eq, %tx, %c15 : index
    scf.if %is15 {
      %a = memref.load %in[%c70] : memref<128xi32>
      %a3 = arith.muli %a, %i3 : i32
      memref.store %a3, %sh[%c0] : memref<16xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %x = memref.load %sh[%c0] : memref<16xi32, #gpu.address_space<workgroup>>
    %o = arith.addi %tx, %c70 : index
    memref.store %x, %out[%o] : memref<128xi32>
    gpu.terminator
  }
  return
}

memref.global "private" constant @expected_licm_reads : memref<128xi32> = dense<[-496, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -745, -708, -671, -634, -597, -560, -523, -486, -449, -412, -375, -338, -301, -264, -227, -190, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -7, -7, -7, -7, -7, -7, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303, 303, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7]>
llvm.mlir.global internal constant @fmt("licm-reads mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cin = arith.constant 128 : index
  %cout = arith.constant 128 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c37 = arith.constant 37 : index
  %c11 = arith.constant 11 : index
  %c1000 = arith.constant 1000 : index
  %c500 = arith.constant 500 : index
  %m7 = arith.constant -7 : i32
  %in = memref.alloc() : memref<128xi32>
  %out = memref.alloc() : memref<128xi32>
  scf.for %i = %c0 to %cin step %c1 {
    %a = arith.muli %i, %c37 : index
    %b = arith.addi %a, %c11 : index
    %r = arith.remui %b, %c1000 : index
    %s = arith.subi %r, %c500 : index
    %v = arith.index_cast %s : index to i32
    memref.store %v, %in[%i] : memref<128xi32>
  }
  scf.for %i = %c0 to %cout step %c1 {
    memref.store %m7, %out[%i] : memref<128xi32>
  }
  call @kernel(%in, %out) : (memref<128xi32>, memref<128xi32>) -> ()
  %exp = memref.get_global @expected_licm_reads : memref<128xi32>
  %bad = scf.for %i = %c0 to %cout step %c1 iter_args(%acc = %z) -> (i64) {
    %g = memref.load %out[%i] : memref<128xi32>
    %w = memref.load %exp[%i] : memref<128xi32>
    %ne = arith.cmpi ne, %g, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %a2 = arith.addi %acc, %inc : i64
    scf.yield %a2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %in : memref<128xi32>
  memref.dealloc %out : memref<128xi32>
  return
}
