// Regression (found by review, fixed): speculate-loads sped up a load it
// must not. A guarded gather `j >= 0 ? A[j] : -1` (j from a shared tile
// after a barrier, so the x loop is serialized) whose then-branch loads
// through a memref.subview of the dynamic A at offset j. The load is in
// bounds of the subview's static type (memref<1xf32, ...>[0]), so
// loadIsSafe accepted it, but the view is made in the branch: at the
// sentinel j = -2^60 the speculated load read A[-2^60] (clang -O0 on the
// translated module segfaulted; at -O1+ x86 codegen happened to turn the
// select back into a branch). Now a load's memref must come from outside
// the x loop: no arith.select in @viewgather, the branch kept.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on1.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on1.txt %t.off.txt
// RUN: diff %t.on2.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on2.txt
// The branch must stay.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @viewgather
// IR: memref.subview
// IR-NOT: arith.select
// IR-LABEL: func.func @main
// CHECK: viewgather mismatches 0 checksum {{[1-9][0-9]*}}
!t = memref<16xi64, #gpu.address_space<workgroup>>
func.func @viewgather(%A: memref<?xf32>, %idx: memref<64xi64>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %z64 = arith.constant 0 : i64
  %fm1 = arith.constant -1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%tile : !t) {
    %g0 = arith.muli %bx, %c16 : index
    %g = arith.addi %g0, %tx : index
    %j0 = memref.load %idx[%g] : memref<64xi64>
    memref.store %j0, %tile[%tx] : !t
    gpu.barrier
    %j = memref.load %tile[%tx] : !t
    %ok = arith.cmpi sge, %j, %z64 : i64
    %v = scf.if %ok -> (f32) {
      %jj = arith.index_cast %j : i64 to index
      %sv = memref.subview %A[%jj] [1] [1] : memref<?xf32> to memref<1xf32, strided<[1], offset: ?>>
      %x = memref.load %sv[%c0] : memref<1xf32, strided<[1], offset: ?>>
      scf.yield %x : f32
    } else {
      scf.yield %fm1 : f32
    }
    memref.store %v, %out[%g] : memref<64xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("viewgather mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c64 = arith.constant 64 : index
  %sent = arith.constant -1152921504606846976 : i64
  %fm1 = arith.constant -1.0 : f32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %A0 = memref.alloc() : memref<64xf32>
  %A = memref.cast %A0 : memref<64xf32> to memref<?xf32>
  %idx = memref.alloc() : memref<64xi64>
  %out = memref.alloc() : memref<64xf32>
  scf.for %e = %c0 to %c64 step %c1 {
    %a = arith.muli %e, %c7 : index
    %m = arith.remui %a, %c11 : index
    %m1 = arith.addi %m, %c1 : index
    %mi = arith.index_cast %m1 : index to i32
    %f = arith.sitofp %mi : i32 to f32
    memref.store %f, %A0[%e] : memref<64xf32>
    %p = arith.remui %a, %c64 : index
    %pi = arith.index_cast %p : index to i64
    %r = arith.remui %e, %c5 : index
    %isS = arith.cmpi eq, %r, %c0 : index
    %ji = arith.select %isS, %sent, %pi : i64
    memref.store %ji, %idx[%e] : memref<64xi64>
  }
  call @viewgather(%A, %idx, %out) : (memref<?xf32>, memref<64xi64>, memref<64xf32>) -> ()
  %res:2 = scf.for %e = %c0 to %c64 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %r = arith.remui %e, %c5 : index
    %isS = arith.cmpi eq, %r, %c0 : index
    %a = arith.muli %e, %c7 : index
    %p = arith.remui %a, %c64 : index
    %av = memref.load %A0[%p] : memref<64xf32>
    %want = arith.select %isS, %fm1, %av : f32
    %got = memref.load %out[%e] : memref<64xf32>
    %ne = arith.cmpf une, %got, %want : f32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %gi = arith.fptosi %got : f32 to i64
    %s2 = arith.addi %sum, %gi : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %A0 : memref<64xf32>
  memref.dealloc %idx : memref<64xi64>
  memref.dealloc %out : memref<64xf32>
  return
}
