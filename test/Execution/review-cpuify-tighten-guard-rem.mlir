// Regression (found by review, fixed with stitchOperationIsSpeculatable): stitch-cpuify's serialization (GuardedLoops.c:narrow via
// stitchTightenGuardedFor, every pipeline with inner-serialize) hoists a
// guard conjunct that does not depend on the thread index before the x loop
// (stitchValueIsHoistable/stitchHoistValue, IRUtils.c:isHoistable, which
// trusts mlir::isPure; isPure accepts arith.remui/remsi/floordivsi by any
// divisor). `if (tx < k) { if (r % k == 0) { out[gid] = gid } }`: the
// first tightening makes the loop [0, min(32, k)) and inlines the inner if;
// the second hoists `r % k` in front of that loop, where it runs even when
// the loop is empty: k = 0 (no thread passes `tx < k`, so the kernel never
// divides) divides by zero, SIGFPE (exit 136), under the default
// stitch-to-openmp and under inner-serialize with every rewrite off.
// Correct with inner-serialize=false (no tightening). The host reference
// is a plain scf loop nest. r = 6, k = 0..5.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true loop-hints=false interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: tighten-guard-rem k 0 mismatches 0 sum 0
// CHECK: tighten-guard-rem k 1 mismatches 0 sum 96
// CHECK: tighten-guard-rem k 2 mismatches 0 sum 195
// CHECK: tighten-guard-rem k 3 mismatches 0 sum 297
// CHECK: tighten-guard-rem k 4 mismatches 0 sum 0
// CHECK: tighten-guard-rem k 5 mismatches 0 sum 0
func.func @kernel(%out: memref<96xi32>, %r: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %in = arith.cmpi slt, %tx, %k : index
    scf.if %in {
      %m = arith.remui %r, %k : index
      %z = arith.cmpi eq, %m, %c0 : index
      scf.if %z {
        %g = arith.index_cast %gid : index to i32
        memref.store %g, %out[%gid] : memref<96xi32>
      }
    }
    gpu.terminator
  }
  return
}
func.func @ref(%out: memref<96xi32>, %r: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  scf.for %bx = %c0 to %c3 step %c1 {
    scf.for %tx = %c0 to %c32 step %c1 {
      %base = arith.muli %bx, %c32 : index
      %gid = arith.addi %base, %tx : index
      %in = arith.cmpi slt, %tx, %k : index
      scf.if %in {
        %m = arith.remui %r, %k : index
        %z = arith.cmpi eq, %m, %c0 : index
        scf.if %z {
          %g = arith.index_cast %gid : index to i32
          memref.store %g, %out[%gid] : memref<96xi32>
        }
      }
    }
  }
  return
}
llvm.mlir.global internal constant @fmt("tighten-guard-rem k %ld mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c96 = arith.constant 96 : index
  %zi = arith.constant 0 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc() : memref<96xi32>
  %exp = memref.alloc() : memref<96xi32>
  scf.for %k = %c0 to %c6 step %c1 {
    scf.for %i = %c0 to %c96 step %c1 {
      memref.store %zi, %out[%i] : memref<96xi32>
      memref.store %zi, %exp[%i] : memref<96xi32>
    }
    func.call @kernel(%out, %c6, %k) : (memref<96xi32>, index, index) -> ()
    func.call @ref(%exp, %c6, %k) : (memref<96xi32>, index, index) -> ()
    %s:2 = scf.for %i = %c0 to %c96 step %c1 iter_args(%bad = %z, %a = %z) -> (i64, i64) {
      %v = memref.load %out[%i] : memref<96xi32>
      %e = memref.load %exp[%i] : memref<96xi32>
      %ne = arith.cmpi ne, %v, %e : i32
      %inc = arith.select %ne, %one, %z : i64
      %b2 = arith.addi %bad, %inc : i64
      %e64 = arith.extsi %e : i32 to i64
      %a2 = arith.addi %a, %e64 : i64
      scf.yield %b2, %a2 : i64, i64
    }
    %k64 = arith.index_cast %k : index to i64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    llvm.call @printf(%fmt, %k64, %s#0, %s#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  }
  return
}
