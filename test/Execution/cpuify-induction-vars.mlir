// stitch-cpuify's induction-vars (stitchSubstituteInductionIterArgs) on a
// hotspot3D-style layer loop, run against plain host loops: per thread
// g = bx * 64 + tx, a loop over layers k = 1, 3, 5, .. < nz (step 2, a
// barrier in it, so that it is interchanged with the thread loop) carries
//   c (i32): c += xy, the element of the layer (read in[c], in[e]),
//   e (i32): e += xy, its east neighbour (c + 1),
//   d (index): d -= 1,
//   h (i32): h += 1000000007, wrapping (data only),
// out[c] = in[c] + 2 in[e] + d + k; after the loop the final c, d and h go
// to tail (the closed forms with the trip count). Run with nz = 7 (3
// iterations), 1 and 0 (none: the results are the initial values).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @layers
// IR: arith.ceildivui
// IR-NOT: iter_args
// IR: return
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true induction-vars=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: layers nz 7 mismatches 0
// CHECK-NEXT: layers nz 1 mismatches 0
// CHECK-NEXT: layers nz 0 mismatches 0

func.func @layers(%in: memref<2304xi32>, %out: memref<2304xi32>,
                  %tail: memref<768xi32>, %xy: i32, %nz: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    %c512 = arith.constant 512 : index
    %c64i = arith.constant 64 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %big = arith.constant 1000000007 : i32
    %seed = arith.constant 12345 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %e0 = arith.addi %g, %one : i32
    %goff = arith.muli %bx, %c64 : index
    %gid = arith.addi %goff, %tx : index
    %r:4 = scf.for %k = %c1 to %nz step %c2
        iter_args(%c = %g, %e = %e0, %d = %gid, %h = %seed) -> (i32, i32, index, i32) {
      %ci = arith.index_cast %c : i32 to index
      %ei = arith.index_cast %e : i32 to index
      %v = memref.load %in[%ci] : memref<2304xi32>
      %w = memref.load %in[%ei] : memref<2304xi32>
      %w2 = arith.muli %w, %two : i32
      %s0 = arith.addi %v, %w2 : i32
      %di = arith.index_cast %d : index to i32
      %ki = arith.index_cast %k : index to i32
      %s1 = arith.addi %s0, %di : i32
      %s = arith.addi %s1, %ki : i32
      memref.store %s, %out[%ci] : memref<2304xi32>
      gpu.barrier
      %c2n = arith.addi %c, %xy : i32
      %e2n = arith.addi %xy, %e : i32
      %d2n = arith.subi %d, %c1 : index
      %h2n = arith.addi %h, %big : i32
      scf.yield %c2n, %e2n, %d2n, %h2n : i32, i32, index, i32
    }
    %t1 = arith.addi %gid, %c256 : index
    %t2 = arith.addi %gid, %c512 : index
    %dI = arith.index_cast %r#2 : index to i32
    memref.store %r#0, %tail[%gid] : memref<768xi32>
    memref.store %dI, %tail[%t1] : memref<768xi32>
    memref.store %r#3, %tail[%t2] : memref<768xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("layers nz %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Runs @layers with `nz` and compares out and tail with the host's loops.
func.func @check(%nz: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c256 = arith.constant 256 : index
  %c512 = arith.constant 512 : index
  %c768 = arith.constant 768 : index
  %c2304 = arith.constant 2304 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %one64 = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %xy = arith.constant 256 : i32
  %two = arith.constant 2 : i32
  %big = arith.constant 1000000007 : i32
  %seed = arith.constant 12345 : i32
  %in = memref.alloc() : memref<2304xi32>
  %out = memref.alloc() : memref<2304xi32>
  %want = memref.alloc() : memref<2304xi32>
  %tail = memref.alloc() : memref<768xi32>
  %wtail = memref.alloc() : memref<768xi32>
  scf.for %i = %c0 to %c2304 step %c1 {
    %sq = arith.muli %i, %i : index
    %v0 = arith.remui %sq, %c7 : index
    %v = arith.index_cast %v0 : index to i32
    memref.store %v, %in[%i] : memref<2304xi32>
    memref.store %m1, %out[%i] : memref<2304xi32>
    memref.store %m1, %want[%i] : memref<2304xi32>
  }
  scf.for %i = %c0 to %c768 step %c1 {
    memref.store %m1, %tail[%i] : memref<768xi32>
  }
  // The host's threads, one after another, with the repeated additions.
  scf.for %g = %c0 to %c256 step %c1 {
    %gi = arith.index_cast %g : index to i32
    %one = arith.constant 1 : i32
    %e0 = arith.addi %gi, %one : i32
    %fin:4 = scf.for %k = %c1 to %nz step %c2
        iter_args(%c = %gi, %e = %e0, %d = %g, %h = %seed) -> (i32, i32, index, i32) {
      %ci = arith.index_cast %c : i32 to index
      %ei = arith.index_cast %e : i32 to index
      %v = memref.load %in[%ci] : memref<2304xi32>
      %w = memref.load %in[%ei] : memref<2304xi32>
      %w2 = arith.muli %w, %two : i32
      %s0 = arith.addi %v, %w2 : i32
      %di = arith.index_cast %d : index to i32
      %ki = arith.index_cast %k : index to i32
      %s1 = arith.addi %s0, %di : i32
      %s = arith.addi %s1, %ki : i32
      memref.store %s, %want[%ci] : memref<2304xi32>
      %c2n = arith.addi %c, %xy : i32
      %e2n = arith.addi %e, %xy : i32
      %d2n = arith.subi %d, %c1 : index
      %h2n = arith.addi %h, %big : i32
      scf.yield %c2n, %e2n, %d2n, %h2n : i32, i32, index, i32
    }
    %t1 = arith.addi %g, %c256 : index
    %t2 = arith.addi %g, %c512 : index
    %dI = arith.index_cast %fin#2 : index to i32
    memref.store %fin#0, %wtail[%g] : memref<768xi32>
    memref.store %dI, %wtail[%t1] : memref<768xi32>
    memref.store %fin#3, %wtail[%t2] : memref<768xi32>
  }
  call @layers(%in, %out, %tail, %xy, %nz)
      : (memref<2304xi32>, memref<2304xi32>, memref<768xi32>, i32, index) -> ()
  %bad0 = scf.for %i = %c0 to %c2304 step %c1 iter_args(%acc = %z) -> (i64) {
    %a = memref.load %out[%i] : memref<2304xi32>
    %b = memref.load %want[%i] : memref<2304xi32>
    %ne = arith.cmpi ne, %a, %b : i32
    %inc = arith.select %ne, %one64, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %bad = scf.for %i = %c0 to %c768 step %c1 iter_args(%acc = %bad0) -> (i64) {
    %a = memref.load %tail[%i] : memref<768xi32>
    %b = memref.load %wtail[%i] : memref<768xi32>
    %ne = arith.cmpi ne, %a, %b : i32
    %inc = arith.select %ne, %one64, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %nz64 = arith.index_cast %nz : index to i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %nz64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %in : memref<2304xi32>
  memref.dealloc %out : memref<2304xi32>
  memref.dealloc %want : memref<2304xi32>
  memref.dealloc %tail : memref<768xi32>
  memref.dealloc %wtail : memref<768xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  call @check(%c7) : (index) -> ()
  call @check(%c1) : (index) -> ()
  call @check(%c0) : (index) -> ()
  return
}
