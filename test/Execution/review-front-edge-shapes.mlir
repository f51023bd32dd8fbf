// Edge shapes around uniform values: a shared value read by every thread,
// then overwritten by thread 0 two barriers later, bounds an scf.for (the
// value must be the one read, not the one in memory at the loop); barriers
// in a row at the start and the end; an scf.while whose condition is false
// at once, with barriers in both regions and a forwarded result; an scf.for
// from -4 step 3 with iter_args (one uniform counter bounding a later loop
// with a barrier); a zero-trip scf.for with iter_args; an scf.if with a
// result whose condition is false (its then branch holds the barrier);
// thread-index comparisons constant over the block (tz == 0 with a z size
// of 1, ty < 3 with a y size of 3) in a uniform select and condition. The
// x size of the block (7) is a function argument, so the uniform values
// are reloaded per thread (no read of thread 0's slot before the loop).
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
// The front end turns every gpu.barrier into a stitch.barrier of the thread
// loop; stitch-cpuify interchanges the control flow around them (none left).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=FRONT
// FRONT-LABEL: func.func @kernel(
// FRONT-NOT: gpu.
// FRONT-COUNT-15: stitch.barrier
// FRONT-NOT: gpu.
// FRONT: return
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-NOT: stitch.barrier
// CHECK: review-front-edge-shapes mismatches 0 sum 442470504

func.func @kernel(%out: memref<?xi32>, %bdx: index, %zero: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %cm4 = arith.constant -4 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %bdx, %sy = %c3, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>,
                       %u : memref<4xindex, #gpu.address_space<workgroup>>) {
    gpu.barrier
    gpu.barrier
    %n0 = arith.muli %sx, %sy : index
    %t0 = arith.muli %ty, %sx : index
    %t = arith.addi %tx, %t0 : index
    %g0 = arith.muli %bx, %n0 : index
    %g = arith.addi %g0, %t : index
    %ti = arith.index_cast %t : index to i32
    memref.store %ti, %sh[%t] : memref<64xi32, #gpu.address_space<workgroup>>
    %is0 = arith.cmpi eq, %t, %c0 : index
    scf.if %is0 {
      %b5 = arith.addi %bx, %c2 : index
      memref.store %b5, %u[%c0] : memref<4xindex, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // read the uniform value, then thread 0 overwrites it
    %m = memref.load %u[%c0] : memref<4xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.if %is0 {
      memref.store %c7, %u[%c0] : memref<4xindex, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %zc = arith.cmpi eq, %tz, %c0 : index
    %mm = arith.select %zc, %m, %c11 : index
    %acc = scf.for %i = %c0 to %mm step %c1 iter_args(%a = %z32) -> i32 {
      %n1 = arith.addi %t, %c1 : index
      %nb = arith.remui %n1, %n0 : index
      %v = memref.load %sh[%nb] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %v, %sh[%t] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a2 = arith.addi %a, %v : i32
      scf.yield %a2 : i32
    }
    // zero-trip while with barriers in both regions, forwarded result
    %w = scf.while (%a = %c5) : (index) -> index {
      gpu.barrier
      %c = arith.cmpi ult, %a, %c3 : index
      scf.condition(%c) %a : index
    } do {
    ^bb0(%a: index):
      gpu.barrier
      %a1 = arith.addi %a, %c1 : index
      scf.yield %a1 : index
    }
    // negative lb, step 3: i = -4, -1, 2 (3 trips)
    %s:2 = scf.for %i = %cm4 to %w step %c3 iter_args(%a = %z32, %k = %c0) -> (i32, index) {
      gpu.barrier
      %ii = arith.index_cast %i : index to i32
      %a2 = arith.addi %a, %ii : i32
      %k1 = arith.addi %k, %c1 : index
      scf.yield %a2, %k1 : i32, index
    }
    // zero-trip for with iter_args
    %zt = scf.for %i = %w to %zero step %c1 iter_args(%a = %ti) -> i32 {
      gpu.barrier
      %a2 = arith.addi %a, %o32 : i32
      scf.yield %a2 : i32
    }
    %yc = arith.cmpi ult, %ty, %c3 : index
    %f = arith.cmpi ugt, %s#1, %c7 : index
    %ff = arith.andi %f, %yc : i1
    %r = scf.if %ff -> i32 {
      gpu.barrier
      scf.yield %o32 : i32
    } else {
      scf.yield %ti : i32
    }
    // the uniform trip count k (= 3) bounds one more loop with a barrier
    %last = scf.for %i = %c0 to %s#1 step %c1 iter_args(%a = %z32) -> i32 {
      %v = memref.load %sh[%i] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %a2 = arith.addi %a, %v : i32
      scf.yield %a2 : i32
    }
    %c1000 = arith.constant 1000 : i32
    %o0 = arith.muli %acc, %c1000 : i32
    %o1 = arith.addi %o0, %s#0 : i32
    %o2 = arith.muli %zt, %c1000 : i32
    %o3 = arith.addi %o1, %r : i32
    %wi = arith.index_cast %w : index to i32
    %o4 = arith.addi %o3, %wi : i32
    %o5 = arith.addi %o4, %o2 : i32
    %o6 = arith.muli %last, %c1000 : i32
    %o7 = arith.muli %o6, %c1000 : i32
    %o8 = arith.addi %o5, %o7 : i32
    memref.store %o8, %out[%g] : memref<?xi32>
    gpu.barrier
    gpu.barrier
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("review-front-edge-shapes mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c21 = arith.constant 21 : index
  %c42 = arith.constant 42 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %z32 = arith.constant 0 : i32
  %c1000 = arith.constant 1000 : i32
  %out = memref.alloc(%c42) : memref<?xi32>
  %exp = memref.alloc() : memref<42xi32>
  call @kernel(%out, %c7, %c0) : (memref<?xi32>, index, index) -> ()
  %sh = memref.alloc() : memref<21xi32>
  %tmp = memref.alloc() : memref<21xi32>
  %acc = memref.alloc() : memref<21xi32>
  scf.for %b = %c0 to %c2 step %c1 {
    scf.for %t = %c0 to %c21 step %c1 {
      %ti = arith.index_cast %t : index to i32
      memref.store %ti, %sh[%t] : memref<21xi32>
      memref.store %z32, %acc[%t] : memref<21xi32>
    }
    %m = arith.addi %b, %c2 : index
    scf.for %i = %c0 to %m step %c1 {
      scf.for %t = %c0 to %c21 step %c1 {
        %n1 = arith.addi %t, %c1 : index
        %nb = arith.remui %n1, %c21 : index
        %v = memref.load %sh[%nb] : memref<21xi32>
        memref.store %v, %tmp[%t] : memref<21xi32>
        %a = memref.load %acc[%t] : memref<21xi32>
        %a2 = arith.addi %a, %v : i32
        memref.store %a2, %acc[%t] : memref<21xi32>
      }
      scf.for %t = %c0 to %c21 step %c1 {
        %v = memref.load %tmp[%t] : memref<21xi32>
        memref.store %v, %sh[%t] : memref<21xi32>
      }
    }
    %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %z32) -> i32 {
      %v = memref.load %sh[%i] : memref<21xi32>
      %a2 = arith.addi %a, %v : i32
      scf.yield %a2 : i32
    }
    %c4 = arith.constant 4 : index
    %last4 = memref.load %sh[%c3] : memref<21xi32>
    %lastall = arith.addi %last, %z32 : i32
    scf.for %t = %c0 to %c21 step %c1 {
      %ti = arith.index_cast %t : index to i32
      %a = memref.load %acc[%t] : memref<21xi32>
      // s#0 = -4 - 1 + 2 = -3, r = ti (k = 3 not > 7), w = 5, zt = ti
      %o0 = arith.muli %a, %c1000 : i32
      %two = arith.constant -3 : i32
      %five = arith.constant 5 : i32
      %o1 = arith.addi %o0, %two : i32
      %o3 = arith.addi %o1, %ti : i32
      %o4 = arith.addi %o3, %five : i32
      %o2 = arith.muli %ti, %c1000 : i32
      %o5 = arith.addi %o4, %o2 : i32
      %o6 = arith.muli %lastall, %c1000 : i32
      %o7 = arith.muli %o6, %c1000 : i32
      %o8 = arith.addi %o5, %o7 : i32
      %base = arith.muli %b, %c21 : index
      %g = arith.addi %base, %t : index
      memref.store %o8, %exp[%g] : memref<42xi32>
    }
  }
  %res:2 = scf.for %i = %c0 to %c42 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %got = memref.load %out[%i] : memref<?xi32>
    %want = memref.load %exp[%i] : memref<42xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %g64 = arith.extsi %got : i32 to i64
    %s2 = arith.addi %sum, %g64 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
