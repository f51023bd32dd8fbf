// interchange-loops (default stitch-to-openmp): a uniform scf.for (run-time
// trip count, contiguous loads across x) inside a divergent scf.if
// (tx < lim) that has a result and an else branch, after a load (A) whose
// value the loop carries and the code after the loop (C) reuses: the guard
// is sunk into the loop's body, the loop gets a barrier and is interchanged
// with the thread loop (then unrolled and jammed by 4; checked below), and
// threads with tx >= lim must neither store nor yield anything but -1.
// RUN: stitch-opt %s --stitch-to-openmp --mlir-print-ir-after=stitch-cpuify 2>&1 >/dev/null | FileCheck %s --check-prefix=XCHG
// XCHG-LABEL: func.func @kernel(
// XCHG: scf.for %{{.*}} step %c4
// XCHG: scf.for
// XCHG: scf.for
// XCHG: scf.for
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p2.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p3.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p3.mlir | FileCheck %s
// CHECK: review-front-sink-guard mismatches 0

func.func @kernel(%in: memref<?xi32>, %in2: memref<?xi32>, %out: memref<?xi32>,
                  %out2: memref<?xi32>, %lim: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c5, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %g = gpu.global_id x
    %c = arith.cmpi ult, %tx, %lim : index
    %res = scf.if %c -> i32 {
      %x = memref.load %in[%g] : memref<?xi32>
      %a = arith.muli %x, %two : i32
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> i32 {
        %i16 = arith.muli %i, %c16 : index
        %j = arith.addi %i16, %tx : index
        %v = memref.load %in2[%j] : memref<?xi32>
        %s2 = arith.addi %s, %v : i32
        %s3 = arith.muli %s2, %two : i32
        scf.yield %s3 : i32
      }
      %cc = arith.addi %r, %a : i32
      memref.store %cc, %out[%g] : memref<?xi32>
      scf.yield %cc : i32
    } else {
      scf.yield %m1 : i32
    }
    memref.store %res, %out2[%g] : memref<?xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("review-front-sink-guard mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c11 = arith.constant 11 : index
  %c80 = arith.constant 80 : index
  %c9 = arith.constant 9 : index
  %c7 = arith.constant 7 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %z32 = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %in = memref.alloc(%c80) : memref<?xi32>
  %in2 = memref.alloc(%c256) : memref<?xi32>
  %out = memref.alloc(%c80) : memref<?xi32>
  %out2 = memref.alloc(%c80) : memref<?xi32>
  scf.for %i = %c0 to %c80 step %c1 {
    %a = arith.remui %i, %c7 : index
    %v = arith.index_cast %a : index to i32
    memref.store %v, %in[%i] : memref<?xi32>
    memref.store %z32, %out[%i] : memref<?xi32>
  }
  scf.for %i = %c0 to %c256 step %c1 {
    %a = arith.remui %i, %c9 : index
    %v = arith.index_cast %a : index to i32
    memref.store %v, %in2[%i] : memref<?xi32>
  }
  %n = arith.constant 13 : index
  call @kernel(%in, %in2, %out, %out2, %c11, %n) : (memref<?xi32>, memref<?xi32>, memref<?xi32>, memref<?xi32>, index, index) -> ()
  %res = scf.for %g = %c0 to %c80 step %c1 iter_args(%bad = %z) -> (i64) {
    %tx = arith.remui %g, %c16 : index
    %c = arith.cmpi ult, %tx, %c11 : index
    %w:2 = scf.if %c -> (i32, i32) {
      %x = memref.load %in[%g] : memref<?xi32>
      %a = arith.muli %x, %two : i32
      %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> i32 {
        %i16 = arith.muli %i, %c16 : index
        %j = arith.addi %i16, %tx : index
        %v = memref.load %in2[%j] : memref<?xi32>
        %s2 = arith.addi %s, %v : i32
        %s3 = arith.muli %s2, %two : i32
        scf.yield %s3 : i32
      }
      %cc = arith.addi %r, %a : i32
      scf.yield %cc, %cc : i32, i32
    } else {
      scf.yield %z32, %m1 : i32, i32
    }
    %g1 = memref.load %out[%g] : memref<?xi32>
    %g2 = memref.load %out2[%g] : memref<?xi32>
    %n1 = arith.cmpi ne, %g1, %w#0 : i32
    %n2 = arith.cmpi ne, %g2, %w#1 : i32
    %ne = arith.ori %n1, %n2 : i1
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    scf.yield %b2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
