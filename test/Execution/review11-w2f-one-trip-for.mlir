// Review (round 11, stitch-cpuify's one-trip scf.for -> scf.if,
// StrideWhile.c isOneTripFor/rewriteForAsIf): block-stride scf.for loops
// from a thread-index lower bound that run at most once per thread.
//  - %r1: i32-typed scf.for from tx + 3 to 64 step 64 with an iter_arg:
//    threads 61..63 run no trip and must keep the init (-1), the others
//    one trip (the else branch and the then branch of the rewrite);
//  - %r2: index scf.for from tx to 64 step 64 around two barriers (every
//    thread runs exactly one trip: the rewritten scf.if holds barriers),
//    reversing a shared tile and carrying the value;
//  - %r3: index scf.for from tx + tx to 100 step 128 (tx + tx: one trip for tx < 50,
//    none for the rest) storing per thread.
// Expected values are computed on the host in @main with plain scf loops
// (`ref`, compiled without any Stitch pass touching them: the host code
// holds no kernel), compared element by element.
// (With interchange-loops=false, which also turns the rewrite off, %r2 is a
// located error: an scf.for with thread-dependent bounds around a barrier.)
// The rewrite fires: the IR check below sees each loop as an scf.if on
// `lb < bound` after stitch-cpuify (no scf.for with step 64/128 is left).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// IR-LABEL: func.func @kernel
// IR-NOT: step %c64{{.*}} {
// IR-NOT: step %c128{{.*}} {
// IR: return
// CHECK: one-trip-for mismatches 0

func.func @kernel(%in: memref<128xi32>, %out: memref<128xi32>, %out2: memref<256xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %c2b = arith.constant 2 : index
    %c64b = arith.constant 64 : index
    %c63 = arith.constant 63 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %o0 = arith.muli %bx, %c64b : index
    %z = arith.constant 0 : i32
    %m1 = arith.constant -1 : i32
    %c3i = arith.constant 3 : i32
    %c64i = arith.constant 64 : i32
    %txi = arith.index_cast %tx : index to i32
    %lbi = arith.addi %txi, %c3i : i32
    %r1 = scf.for %w = %lbi to %c64i step %c64i iter_args(%acc = %m1) -> i32 : i32 {
      %a = arith.muli %w, %c3i : i32
      scf.yield %a : i32
    }
    %r2 = scf.for %w = %tx to %c64b step %c64b iter_args(%acc = %z) -> i32 {
      %g = arith.addi %o0, %w : index
      %v = memref.load %in[%g] : memref<128xi32>
      memref.store %v, %sh[%w] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %m = arith.subi %c63, %w : index
      %u = memref.load %sh[%m] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a = arith.addi %acc, %u : i32
      scf.yield %a : i32
    }
    %g = arith.addi %o0, %tx : index
    %s = arith.addi %r1, %r2 : i32
    memref.store %s, %out[%g] : memref<128xi32>
    %l3 = arith.addi %tx, %tx : index
    scf.for %w = %l3 to %c100 step %c128 {
      %bo = arith.muli %bx, %c128 : index
      %gi = arith.addi %bo, %w : index
      %wi = arith.index_cast %w : index to i32
      memref.store %wi, %out2[%gi] : memref<256xi32>
    }
    gpu.terminator
  }
  return
}

// out[b*64 + t] = (t + 3 < 64 ? 3 * (t + 3) : -1) + (b*64 + 63 - t);
// out2[b*128 + 2t] = 2t for t < 50, every other element stays -7.
func.func @ref(%in: memref<128xi32>, %out: memref<128xi32>, %out2: memref<256xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c50 = arith.constant 50 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %m1 = arith.constant -1 : i32
  scf.for %b = %c0 to %c2 step %c1 {
    %o = arith.muli %b, %c64 : index
    scf.for %t = %c0 to %c64 step %c1 {
      %t3 = arith.addi %t, %c3 : index
      %lt = arith.cmpi ult, %t3, %c64 : index
      %t33 = arith.muli %t3, %c3 : index
      %t33i = arith.index_cast %t33 : index to i32
      %p1 = arith.select %lt, %t33i, %m1 : i32
      %rt = arith.subi %c63, %t : index
      %ri = arith.addi %o, %rt : index
      %p2 = memref.load %in[%ri] : memref<128xi32>
      %s = arith.addi %p1, %p2 : i32
      %g = arith.addi %o, %t : index
      memref.store %s, %out[%g] : memref<128xi32>
    }
    %o2 = arith.muli %b, %c128 : index
    scf.for %t = %c0 to %c50 step %c1 {
      %w = arith.muli %t, %c2 : index
      %gi = arith.addi %o2, %w : index
      %wi = arith.index_cast %w : index to i32
      memref.store %wi, %out2[%gi] : memref<256xi32>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %m7 = arith.constant -7 : i32
  %c5 = arith.constant 5 : i32
  %in = memref.alloc() : memref<128xi32>
  %out = memref.alloc() : memref<128xi32>
  %out2 = memref.alloc() : memref<256xi32>
  %rout = memref.alloc() : memref<128xi32>
  %rout2 = memref.alloc() : memref<256xi32>
  scf.for %i = %c0 to %c128 step %c1 {
    %v = arith.index_cast %i : index to i32
    %v5 = arith.muli %v, %c5 : i32
    memref.store %v5, %in[%i] : memref<128xi32>
  }
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %m7, %out2[%i] : memref<256xi32>
    memref.store %m7, %rout2[%i] : memref<256xi32>
  }
  call @kernel(%in, %out, %out2) : (memref<128xi32>, memref<128xi32>, memref<256xi32>) -> ()
  call @ref(%in, %rout, %rout2) : (memref<128xi32>, memref<128xi32>, memref<256xi32>) -> ()
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %bad = scf.for %i = %c0 to %c128 step %c1 iter_args(%b = %zero) -> i32 {
    %v = memref.load %out[%i] : memref<128xi32>
    %e = memref.load %rout[%i] : memref<128xi32>
    %ne = arith.cmpi ne, %v, %e : i32
    %inc = arith.select %ne, %one, %zero : i32
    %b2 = arith.addi %b, %inc : i32
    scf.yield %b2 : i32
  }
  %bad2 = scf.for %i = %c0 to %c256 step %c1 iter_args(%b = %bad) -> i32 {
    %v = memref.load %out2[%i] : memref<256xi32>
    %e = memref.load %rout2[%i] : memref<256xi32>
    %ne = arith.cmpi ne, %v, %e : i32
    %inc = arith.select %ne, %one, %zero : i32
    %b2 = arith.addi %b, %inc : i32
    scf.yield %b2 : i32
  }
  vector.print str "one-trip-for mismatches "
  vector.print %bad2 : i32
  return
}
