// BUG: stitchBuildSelectOrLogic (passes/support/Builders.c) returns the
// condition for two boolean-constant arms whenever the first is true,
// assuming the second is false: `c ? true : true` becomes `c`. Its callers
// only rule out the same SSA value, and stitch-cuda emits one
// `arith.constant true` per literal: `g = v > 2 ? true : true` (an
// arith.select, stitchSimplifySelects) and `if (n > 3) { f = true; ... }
// else { f = true; ... }` (an scf.if on a uniform condition whose branches
// each yield their own constant, stitchSpeculateUniformIfs) lose the flag.
// Each thread should store 110 + v + (n > 3 ? 1 : 2).
// Fires: simplify-selects=false fixes the select part (n = 5: 0 mismatches),
// speculate-ifs=false the if part; both off: 0 mismatches.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: equal-bool-arms n 2 mismatches 0
// CHECK: equal-bool-arms n 5 mismatches 0
func.func @kernel(%in: memref<8xi32>, %n: i32, %out: memref<8xi32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %v = memref.load %in[%tx] : memref<8xi32>
    // `g = v > 2 ? true : true` as stitch-cuda emits it (one constant per literal)
    %c = arith.cmpi sgt, %v, %c2i : i32
    %t1 = arith.constant true
    %t2 = arith.constant true
    %g = arith.select %c, %t1, %t2 : i1
    // `if (n > 3) { f = true; v += 1; } else { f = true; v += 2; }`
    %u = arith.cmpi sgt, %n, %c3i : i32
    %r:2 = scf.if %u -> (i1, i32) {
      %t3 = arith.constant true
      %a = arith.addi %v, %c1i : i32
      scf.yield %t3, %a : i1, i32
    } else {
      %t4 = arith.constant true
      %b = arith.addi %v, %c2i : i32
      scf.yield %t4, %b : i1, i32
    }
    %gi = arith.extui %g : i1 to i32
    %fi = arith.extui %r#0 : i1 to i32
    %k10 = arith.constant 10 : i32
    %k100 = arith.constant 100 : i32
    %e1 = arith.muli %fi, %k10 : i32
    %e2 = arith.muli %gi, %k100 : i32
    %s0 = arith.addi %e1, %e2 : i32
    %s = arith.addi %s0, %r#1 : i32
    memref.store %s, %out[%tx] : memref<8xi32>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("equal-bool-arms n %d mismatches %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @check(%in: memref<8xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  %k110 = arith.constant 110 : i32
  %out = memref.alloc() : memref<8xi32>
  call @kernel(%in, %n, %out) : (memref<8xi32>, i32, memref<8xi32>) -> ()
  %u = arith.cmpi sgt, %n, %c3i : i32
  %inc = scf.if %u -> i32 { scf.yield %c1i : i32 } else { scf.yield %c2i : i32 }
  %bad = scf.for %t = %c0 to %c8 step %c1 iter_args(%acc = %c0i) -> (i32) {
    %v = memref.load %in[%t] : memref<8xi32>
    %w0 = arith.addi %v, %inc : i32
    %w = arith.addi %w0, %k110 : i32
    %got = memref.load %out[%t] : memref<8xi32>
    %ne = arith.cmpi ne, %got, %w : i32
    %nei = arith.extui %ne : i1 to i32
    %a2 = arith.addi %acc, %nei : i32
    scf.yield %a2 : i32
  }
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%f, %n, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %in = memref.alloc() : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %in[%i] : memref<8xi32>
  }
  %n2 = arith.constant 2 : i32
  %n5 = arith.constant 5 : i32
  call @check(%in, %n2) : (memref<8xi32>, i32) -> ()
  call @check(%in, %n5) : (memref<8xi32>, i32) -> ()
  return
}
