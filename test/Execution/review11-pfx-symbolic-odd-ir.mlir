// Review (round 11) of stitch-prefetch-blocks' run-time-stride path on odd
// IR, no bug found here: a 2-D grid (64 x 2 blocks of 64 threads) whose
// block base `bx * p * 64` (p an argument: no constant block stride) is
//  - case 0: read through both results of one arith.mului_extended (an op
//    with two results: the clones take the right result), two loads of `in`
//    side by side: prefetched;
//  - case 1: a base defined inside an scf.if around the thread loop;
//  - case 2: a rank-2 load in a row loop around barriers, base `row * p +
//    bx * p * 64` (leading index the row, hoisted and clamped): prefetched;
//  - case 3: a base through a loop's iter_arg (block argument, not cloned)
//    initialised by an scf.if result (an op with regions: never cloned).
// The IR check proves the pass fires (4 prefetch loops: cases 0 and 2, each
// load pair twice); the run compares every output with a host loop
// (integer-valued floats, exact), with the scf.if condition true and false,
// and the pipeline without the pass must print the same.
// RUN: stitch-opt %s --stitch-to-openmp --mlir-print-ir-after=stitch-prefetch-blocks 2>&1 >/dev/null | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-prefetch-blocks),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir | FileCheck %s
// IR: arith.mului_extended
// IR-COUNT-2: memref.prefetch %{{.*}} : memref<?xf32>
// IR-COUNT-2: memref.prefetch %{{.*}} : memref<?x?xf32>
// CHECK: mismatches 0
// CHECK-NEXT: mismatches 0

func.func @k(%in: memref<?xf32>, %in2: memref<?x?xf32>, %out: memref<?xf32>, %g: index, %h: index, %p: index, %cnd: i1) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %h, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c1b = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64b = arith.constant 64 : index
    %pb = arith.muli %bx, %p : index
    %sp = arith.muli %pb, %c64b : index
    // slot = ((case * h + by) * g + bx) * 64 + tx
    %r0 = arith.muli %by, %g : index
    %r1 = arith.addi %r0, %bx : index
    %r2 = arith.muli %r1, %c64b : index
    %o1 = arith.addi %r2, %tx : index
    %hg = arith.muli %h, %g : index
    %hg64 = arith.muli %hg, %c64b : index
    // case 0: two results of mului_extended in the chain
    %lo, %hi = arith.mului_extended %sp, %c1b : index
    %q = arith.addi %lo, %hi : index
    %q2 = arith.addi %q, %c64b : index
    %a0 = arith.addi %tx, %q : index
    %a1 = arith.addi %tx, %q2 : index
    %v0 = memref.load %in[%a0] : memref<?xf32>
    %v1 = memref.load %in[%a1] : memref<?xf32>
    %s0 = arith.addf %v0, %v1 : f32
    memref.store %s0, %out[%o1] : memref<?xf32>
    gpu.barrier
    // case 1: base defined inside an scf.if around the loads
    %o2 = arith.addi %o1, %hg64 : index
    scf.if %cnd {
      %nb = arith.addi %sp, %c3 : index
      %nb2 = arith.addi %nb, %c64b : index
      %b0 = arith.addi %tx, %nb : index
      %b1 = arith.addi %tx, %nb2 : index
      %w0 = memref.load %in[%b0] : memref<?xf32>
      %w1 = memref.load %in[%b1] : memref<?xf32>
      %s1 = arith.subf %w0, %w1 : f32
      memref.store %s1, %out[%o2] : memref<?xf32>
    }
    gpu.barrier
    // case 2: base through a row loop (rank 2, leading index the row)
    %o3 = arith.addi %o2, %hg64 : index
    %acc = scf.for %row = %c0 to %c8 step %c1b iter_args(%a = %o3) -> index {
      %rb = arith.muli %row, %p : index
      %nb = arith.addi %rb, %sp : index
      %nb2 = arith.addi %nb, %c64b : index
      %d0 = arith.addi %tx, %nb : index
      %d1 = arith.addi %tx, %nb2 : index
      %x0 = memref.load %in2[%row, %d0] : memref<?x?xf32>
      %x1 = memref.load %in2[%row, %d1] : memref<?x?xf32>
      %old = memref.load %out[%o3] : memref<?xf32>
      %s3 = arith.addf %x0, %x1 : f32
      %s4 = arith.addf %old, %s3 : f32
      memref.store %s4, %out[%o3] : memref<?xf32>
      gpu.barrier
      scf.yield %a : index
    }
    // case 3: base through an iter_arg of a loop (block argument) and the
    // result of an scf.if (op with regions)
    %o4 = arith.addi %o3, %hg64 : index
    %ri = scf.if %cnd -> index {
      scf.yield %sp : index
    } else {
      %t = arith.addi %sp, %c1b : index
      scf.yield %t : index
    }
    %it = scf.for %k = %c0 to %c3 step %c1b iter_args(%carry = %ri) -> index {
      %cb = arith.addi %carry, %pb : index
      %cb2 = arith.addi %cb, %c64b : index
      %e0 = arith.addi %tx, %cb : index
      %e1 = arith.addi %tx, %cb2 : index
      %y0 = memref.load %in2[%k, %e0] : memref<?x?xf32>
      %y1 = memref.load %in2[%k, %e1] : memref<?x?xf32>
      %old = memref.load %out[%o4] : memref<?xf32>
      %s5 = arith.mulf %y0, %y1 : f32
      %s6 = arith.addf %old, %s5 : f32
      memref.store %s6, %out[%o4] : memref<?xf32>
      gpu.barrier
      %nc = arith.addi %carry, %c1b : index
      scf.yield %nc : index
    }
    gpu.terminator
  }
  return
}

func.func @run(%cnd: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %g = arith.constant 64 : index
  %h = arith.constant 2 : index
  %p = arith.constant 2 : index
  %nin = arith.constant 8400 : index
  %nout = arith.constant 32768 : index
  %c101 = arith.constant 101 : index
  %c37 = arith.constant 37 : index
  %c50 = arith.constant 50 : index
  %f0 = arith.constant 0.0 : f32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc(%nin) : memref<?xf32>
  %in2 = memref.alloc(%c8, %nin) : memref<?x?xf32>
  %out = memref.alloc(%nout) : memref<?xf32>
  scf.for %i = %c0 to %nin step %c1 {
    %a = arith.muli %i, %c37 : index
    %b = arith.remui %a, %c101 : index
    %bi = arith.index_cast %b : index to i32
    %c = arith.sitofp %bi : i32 to f32
    %c50f = arith.constant 50.0 : f32
    %d = arith.subf %c, %c50f : f32
    memref.store %d, %in[%i] : memref<?xf32>
    scf.for %r = %c0 to %c8 step %c1 {
      %rr = arith.addi %i, %r : index
      %a2 = arith.muli %rr, %c3 : index
      %b2 = arith.remui %a2, %c101 : index
      %bi2 = arith.index_cast %b2 : index to i32
      %e = arith.sitofp %bi2 : i32 to f32
      %f = arith.subf %e, %c50f : f32
      memref.store %f, %in2[%r, %i] : memref<?x?xf32>
    }
  }
  scf.for %i = %c0 to %nout step %c1 {
    memref.store %f0, %out[%i] : memref<?xf32>
  }
  call @k(%in, %in2, %out, %g, %h, %p, %cnd) : (memref<?xf32>, memref<?x?xf32>, memref<?xf32>, index, index, index, i1) -> ()
  %hg = arith.muli %h, %g : index
  %hg64 = arith.muli %hg, %c64 : index
  %bad = scf.for %by = %c0 to %h step %c1 iter_args(%acc0 = %z) -> (i64) {
    %bad1 = scf.for %bx = %c0 to %g step %c1 iter_args(%acc1 = %acc0) -> (i64) {
      %bad2 = scf.for %tx = %c0 to %c64 step %c1 iter_args(%acc = %acc1) -> (i64) {
        %pb = arith.muli %bx, %p : index
        %sp = arith.muli %pb, %c64 : index
        %r0 = arith.muli %by, %g : index
        %r1 = arith.addi %r0, %bx : index
        %r2 = arith.muli %r1, %c64 : index
        %o1 = arith.addi %r2, %tx : index
        %o2 = arith.addi %o1, %hg64 : index
        %o3 = arith.addi %o2, %hg64 : index
        %o4 = arith.addi %o3, %hg64 : index
        // case 0
        %a0 = arith.addi %sp, %tx : index
        %a1 = arith.addi %a0, %c64 : index
        %v0 = memref.load %in[%a0] : memref<?xf32>
        %v1 = memref.load %in[%a1] : memref<?xf32>
        %w0 = arith.addf %v0, %v1 : f32
        // case 1
        %b0 = arith.addi %a0, %c3 : index
        %b1 = arith.addi %b0, %c64 : index
        %u0 = memref.load %in[%b0] : memref<?xf32>
        %u1 = memref.load %in[%b1] : memref<?xf32>
        %d1 = arith.subf %u0, %u1 : f32
        %w1 = arith.select %cnd, %d1, %f0 : f32
        // case 2
        %w2 = scf.for %row = %c0 to %c8 step %c1 iter_args(%s = %f0) -> f32 {
          %rb = arith.muli %row, %p : index
          %nb = arith.addi %rb, %a0 : index
          %nb2 = arith.addi %nb, %c64 : index
          %x0 = memref.load %in2[%row, %nb] : memref<?x?xf32>
          %x1 = memref.load %in2[%row, %nb2] : memref<?x?xf32>
          %t = arith.addf %x0, %x1 : f32
          %s2 = arith.addf %s, %t : f32
          scf.yield %s2 : f32
        }
        // case 3
        %sp1 = arith.addi %sp, %c1 : index
        %ri = arith.select %cnd, %sp, %sp1 : index
        %w3 = scf.for %k = %c0 to %c3 step %c1 iter_args(%s = %f0) -> f32 {
          %cb0 = arith.addi %ri, %k : index
          %cb = arith.addi %cb0, %pb : index
          %e0 = arith.addi %cb, %tx : index
          %e1 = arith.addi %e0, %c64 : index
          %y0 = memref.load %in2[%k, %e0] : memref<?x?xf32>
          %y1 = memref.load %in2[%k, %e1] : memref<?x?xf32>
          %t = arith.mulf %y0, %y1 : f32
          %s2 = arith.addf %s, %t : f32
          scf.yield %s2 : f32
        }
        %g0 = memref.load %out[%o1] : memref<?xf32>
        %g1 = memref.load %out[%o2] : memref<?xf32>
        %g2 = memref.load %out[%o3] : memref<?xf32>
        %g3 = memref.load %out[%o4] : memref<?xf32>
        %n0 = arith.cmpf une, %g0, %w0 : f32
        %n1 = arith.cmpf une, %g1, %w1 : f32
        %n2 = arith.cmpf une, %g2, %w2 : f32
        %n3 = arith.cmpf une, %g3, %w3 : f32
        %m0 = arith.ori %n0, %n1 : i1
        %m1 = arith.ori %n2, %n3 : i1
        %m = arith.ori %m0, %m1 : i1
        %inc = arith.select %m, %one, %z : i64
        %acc2 = arith.addi %acc, %inc : i64
        scf.yield %acc2 : i64
      }
      scf.yield %bad2 : i64
    }
    scf.yield %bad1 : i64
  }
  vector.print str "mismatches "
  vector.print %bad : i64
  memref.dealloc %in : memref<?xf32>
  memref.dealloc %in2 : memref<?x?xf32>
  memref.dealloc %out : memref<?xf32>
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @run(%t) : (i1) -> ()
  call @run(%f) : (i1) -> ()
  return
}
