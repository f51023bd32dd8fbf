// A convergence loop: an scf.while whose condition is a shared flag that
// thread 0 writes at the end of the after region and every thread reads
// after the barrier at the start of the before region (a data-dependent
// trip count per block); its uniform counter k bounds an inner scf.for
// (k % 3 trips) and decides an scf.if (k even), both holding barriers.
// 7x3 block, grid size a function argument. Host reference in plain loops.
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
// FRONT-COUNT-5: stitch.barrier
// FRONT-NOT: gpu.
// FRONT: return
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-NOT: stitch.barrier
// CHECK: review-front-while-flag mismatches 0 sum 13831251

func.func @kernel(%in: memref<?xi32>, %out: memref<?xi32>, %grid: index, %thresh: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c21 = arith.constant 21 : index
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant 1 : i32
  %k100 = arith.constant 100 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %grid, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c7, %sy = %c3, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>,
                       %flag : memref<2xi32, #gpu.address_space<workgroup>>) {
    %t0 = arith.muli %ty, %sx : index
    %t = arith.addi %tx, %t0 : index
    %g0 = arith.muli %bx, %c21 : index
    %g = arith.addi %g0, %t : index
    %v0 = memref.load %in[%g] : memref<?xi32>
    memref.store %v0, %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      memref.store %o32, %flag[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
    }
    %kk = scf.while (%k = %c0) : (index) -> index {
      gpu.barrier
      %f = memref.load %flag[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
      %c = arith.cmpi ne, %f, %z32 : i32
      scf.condition(%c) %k : index
    } do {
    ^bb0(%k: index):
      %n1 = arith.addi %t, %c1 : index
      %nb = arith.remui %n1, %c21 : index
      %a = memref.load %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      %b = memref.load %sh[%nb] : memref<32xi32, #gpu.address_space<workgroup>>
      %s = arith.addi %a, %b : i32
      gpu.barrier
      memref.store %s, %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      %m = arith.remui %k, %c3 : index
      scf.for %j = %c0 to %m step %c1 {
        gpu.barrier
        %x = memref.load %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
        %ji = arith.index_cast %j : index to i32
        %x2 = arith.addi %x, %ji : i32
        memref.store %x2, %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      }
      %kp = arith.remui %k, %c2 : index
      %even = arith.cmpi eq, %kp, %c0 : index
      scf.if %even {
        gpu.barrier
        %y = memref.load %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
        %y2 = arith.addi %y, %o32 : i32
        memref.store %y2, %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.if %first {
        %h = memref.load %sh[%c0] : memref<32xi32, #gpu.address_space<workgroup>>
        %lt = arith.cmpi slt, %h, %thresh : i32
        %li = arith.extui %lt : i1 to i32
        memref.store %li, %flag[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
      }
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1 : index
    }
    %r = memref.load %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
    %ki = arith.index_cast %kk : index to i32
    %r1 = arith.muli %r, %k100 : i32
    %r2 = arith.addi %r1, %ki : i32
    memref.store %r2, %out[%g] : memref<?xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("review-front-while-flag mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c13 = arith.constant 13 : index
  %c21 = arith.constant 21 : index
  %c84 = arith.constant 84 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant 1 : i32
  %k100 = arith.constant 100 : i32
  %thresh = arith.constant 900 : i32
  %in = memref.alloc(%c84) : memref<?xi32>
  %out = memref.alloc(%c84) : memref<?xi32>
  %exp = memref.alloc() : memref<84xi32>
  scf.for %i = %c0 to %c84 step %c1 {
    %a = arith.muli %i, %i : index
    %b = arith.remui %a, %c13 : index
    %v = arith.index_cast %b : index to i32
    memref.store %v, %in[%i] : memref<?xi32>
  }
  call @kernel(%in, %out, %c4, %thresh) : (memref<?xi32>, memref<?xi32>, index, i32) -> ()
  %sh = memref.alloc() : memref<21xi32>
  %tmp = memref.alloc() : memref<21xi32>
  scf.for %b = %c0 to %c4 step %c1 {
    %base = arith.muli %b, %c21 : index
    scf.for %t = %c0 to %c21 step %c1 {
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<?xi32>
      memref.store %v, %sh[%t] : memref<21xi32>
    }
    %kk = scf.while (%k = %c0, %go = %o32) : (index, i32) -> index {
      %c = arith.cmpi ne, %go, %z32 : i32
      scf.condition(%c) %k : index
    } do {
    ^bb0(%k: index):
      scf.for %t = %c0 to %c21 step %c1 {
        %n1 = arith.addi %t, %c1 : index
        %nb = arith.remui %n1, %c21 : index
        %a = memref.load %sh[%t] : memref<21xi32>
        %bb = memref.load %sh[%nb] : memref<21xi32>
        %s = arith.addi %a, %bb : i32
        memref.store %s, %tmp[%t] : memref<21xi32>
      }
      %m = arith.remui %k, %c3 : index
      %kp = arith.remui %k, %c2 : index
      %even = arith.cmpi eq, %kp, %c0 : index
      %ev = arith.extui %even : i1 to i32
      scf.for %t = %c0 to %c21 step %c1 {
        %x = memref.load %tmp[%t] : memref<21xi32>
        %x3 = scf.for %j = %c0 to %m step %c1 iter_args(%xx = %x) -> i32 {
          %ji = arith.index_cast %j : index to i32
          %x2 = arith.addi %xx, %ji : i32
          scf.yield %x2 : i32
        }
        %x4 = arith.addi %x3, %ev : i32
        memref.store %x4, %sh[%t] : memref<21xi32>
      }
      %h = memref.load %sh[%c0] : memref<21xi32>
      %lt = arith.cmpi slt, %h, %thresh : i32
      %li = arith.extui %lt : i1 to i32
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1, %li : index, i32
    }
    scf.for %t = %c0 to %c21 step %c1 {
      %g = arith.addi %base, %t : index
      %r = memref.load %sh[%t] : memref<21xi32>
      %ki = arith.index_cast %kk : index to i32
      %r1 = arith.muli %r, %k100 : i32
      %r2 = arith.addi %r1, %ki : i32
      memref.store %r2, %exp[%g] : memref<84xi32>
    }
  }
  %res:2 = scf.for %i = %c0 to %c84 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %got = memref.load %out[%i] : memref<?xi32>
    %want = memref.load %exp[%i] : memref<84xi32>
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
