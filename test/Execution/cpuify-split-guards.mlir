// stitch-cpuify's split-guards (stitchSplitGuardedFor) on CUDA's block
// reduction prologue, run against plain host loops: per thread, i = bx *
// (64 P) + tx (i32) and sum over k < P of in[i + 64 k] where i + 64 k < n
// (unsigned). Few blocks: each runs as 16-thread pieces (split-below). The
// k loop is interchanged with the thread loop and jammed
// (4 copies of its body per x iteration, then the rest): the x loop holds
// four guards on different ranges of tx, which narrow-indices turns into
// `tx < X_j`. The split runs the iterations all four admit without them.
// n = 5000 and 5003 end in the middle of a block and of a jam group, 4096
// in no block, 3 in the first; 5189 and 965 (384 b + 197) in the last
// copy of a jam group, where the others admit whole pieces (the split's
// middle loop then ends inside a piece).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(canonicalize,cse))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @partial
// IR: scf.for %{{.*}} = %c0 to %[[M:[0-9]+]] step %c1 {
// IR-NOT: scf.if
// IR: } {loop_annotation
// IR-NEXT: scf.for %{{.*}} = %[[M]] to %c16 step %c1 {
// IR-COUNT-4: scf.if
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true split-guards=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: partial n 5000 mismatches 0
// CHECK-NEXT: partial n 5003 mismatches 0
// CHECK-NEXT: partial n 4096 mismatches 0
// CHECK-NEXT: partial n 3 mismatches 0
// CHECK-NEXT: partial n 5189 mismatches 0
// CHECK-NEXT: partial n 965 mismatches 0

// 16 blocks of 64 threads, P = 6 elements per thread (a run-time value).
func.func @partial(%in: memref<6144xi32>, %out: memref<1024xi32>, %n: i32,
                   %blocks: index, %p: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %chunk = arith.constant 384 : i32
    %c64i = arith.constant 64 : i32
    %zero = arith.constant 0 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %chunk : i32
    %i = arith.addi %b, %txi : i32
    %sum = scf.for %k = %c0 to %p step %c1 iter_args(%acc = %zero) -> (i32) {
      %ki = arith.index_cast %k : index to i32
      %off = arith.muli %ki, %c64i : i32
      %j = arith.addi %i, %off : i32
      %ok = arith.cmpi ult, %j, %n : i32
      %acc2 = scf.if %ok -> (i32) {
        %jx = arith.index_castui %j : i32 to index
        %v = memref.load %in[%jx] : memref<6144xi32>
        %s = arith.addi %acc, %v : i32
        scf.yield %s : i32
      } else {
        scf.yield %acc : i32
      }
      scf.yield %acc2 : i32
    }
    %g0 = arith.muli %bx, %c64 : index
    %g = arith.addi %g0, %tx : index
    memref.store %sum, %out[%g] : memref<1024xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("partial n %d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%in: memref<6144xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c384 = arith.constant 384 : index
  %c1024 = arith.constant 1024 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i32
  %out = memref.alloc() : memref<1024xi32>
  call @partial(%in, %out, %n, %c16, %c6)
      : (memref<6144xi32>, memref<1024xi32>, i32, index, index) -> ()
  %nx = arith.index_castui %n : i32 to index
  %bad = scf.for %g = %c0 to %c1024 step %c1 iter_args(%acc = %z) -> (i64) {
    %bx = arith.divui %g, %c64 : index
    %tx = arith.remui %g, %c64 : index
    %b = arith.muli %bx, %c384 : index
    %i = arith.addi %b, %tx : index
    %want = scf.for %k = %c0 to %c6 step %c1 iter_args(%s = %zero) -> (i32) {
      %off = arith.muli %k, %c64 : index
      %j = arith.addi %i, %off : index
      %ok = arith.cmpi ult, %j, %nx : index
      %s2 = scf.if %ok -> (i32) {
        %v = memref.load %in[%j] : memref<6144xi32>
        %t = arith.addi %s, %v : i32
        scf.yield %t : i32
      } else {
        scf.yield %s : i32
      }
      scf.yield %s2 : i32
    }
    %got = memref.load %out[%g] : memref<1024xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %n, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  memref.dealloc %out : memref<1024xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c6144 = arith.constant 6144 : index
  %in = memref.alloc() : memref<6144xi32>
  scf.for %i = %c0 to %c6144 step %c1 {
    %sq = arith.muli %i, %i : index
    %v0 = arith.remui %sq, %c7 : index
    %v1 = arith.addi %v0, %i : index
    %v = arith.index_cast %v1 : index to i32
    memref.store %v, %in[%i] : memref<6144xi32>
  }
  %n1 = arith.constant 5000 : i32
  %n2 = arith.constant 5003 : i32
  %n3 = arith.constant 4096 : i32
  %n4 = arith.constant 3 : i32
  %n5 = arith.constant 5189 : i32
  %n6 = arith.constant 965 : i32
  call @check(%in, %n1) : (memref<6144xi32>, i32) -> ()
  call @check(%in, %n2) : (memref<6144xi32>, i32) -> ()
  call @check(%in, %n3) : (memref<6144xi32>, i32) -> ()
  call @check(%in, %n4) : (memref<6144xi32>, i32) -> ()
  call @check(%in, %n5) : (memref<6144xi32>, i32) -> ()
  call @check(%in, %n6) : (memref<6144xi32>, i32) -> ()
  memref.dealloc %in : memref<6144xi32>
  return
}
