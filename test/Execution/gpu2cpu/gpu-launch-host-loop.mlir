// A kernel launched from host loops, written with gpu.launch: 3 sweeps of a
// 1-D 3-point stencil over 128 values that ping-pong between two buffers
// (two launches per iteration of a host scf.for, whose induction variable
// the kernel reads). Each block of 32 threads stages its tile plus a
// one-element halo on both sides in a workgroup attribution (threads 0 and
// 31 also load the halo, clamped at the array ends), synchronizes with
// gpu.barrier, and gathers its three neighbours into a private attribution
// before combining them. The second launch of each sweep does not use the
// private buffer (no private attribution), and its grid size is computed
// from gpu.grid_dim of the first. Checked against a sequential C reference
// (Inputs/gpu-launch-host-loop.c).
// RUN: clang-22 -O1 %S/Inputs/gpu-launch-host-loop.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: FileCheck %s --input-file=%t.out1
// CHECK-COUNT-128: {{^[0-9]+$}}

func.func @sweeps(%a: memref<128xi32>, %b: memref<128xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %c127 = arith.constant 127 : index
  %two = arith.constant 2 : i32
  %mod = arith.constant 1000 : i32
  scf.for %it = %c0 to %c3 step %c1 {
    %iti = arith.index_cast %it : index to i32
    // b[i] = (a[i-1] + 2 a[i] + a[i+1] + it) % 1000, ends clamped.
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
               workgroup(%sh : memref<34xi32, #gpu.address_space<workgroup>>)
               private(%nb : memref<3xi32, #gpu.address_space<private>>) {
      %g = gpu.global_id x
      %t1 = arith.addi %tx, %c1 : index
      %v = memref.load %a[%g] : memref<128xi32>
      memref.store %v, %sh[%t1] : memref<34xi32, #gpu.address_space<workgroup>>
      %isFirst = arith.cmpi eq, %tx, %c0 : index
      scf.if %isFirst {
        %atStart = arith.cmpi eq, %g, %c0 : index
        %gm1 = arith.subi %g, %c1 : index
        %l = arith.select %atStart, %c0, %gm1 : index
        %lv = memref.load %a[%l] : memref<128xi32>
        memref.store %lv, %sh[%c0] : memref<34xi32, #gpu.address_space<workgroup>>
      }
      %isLast = arith.cmpi eq, %tx, %c31 : index
      scf.if %isLast {
        %atEnd = arith.cmpi eq, %g, %c127 : index
        %gp1 = arith.addi %g, %c1 : index
        %r = arith.select %atEnd, %c127, %gp1 : index
        %rv = memref.load %a[%r] : memref<128xi32>
        %c33 = arith.constant 33 : index
        memref.store %rv, %sh[%c33] : memref<34xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.for %k = %c0 to %c3 step %c1 {
        %tid = gpu.thread_id x
        %s = arith.addi %tid, %k : index
        %x = memref.load %sh[%s] : memref<34xi32, #gpu.address_space<workgroup>>
        memref.store %x, %nb[%k] : memref<3xi32, #gpu.address_space<private>>
      }
      %left = memref.load %nb[%c0] : memref<3xi32, #gpu.address_space<private>>
      %mid = memref.load %nb[%c1] : memref<3xi32, #gpu.address_space<private>>
      %right = memref.load %nb[%c2] : memref<3xi32, #gpu.address_space<private>>
      %m2 = arith.muli %mid, %two : i32
      %s1 = arith.addi %left, %m2 : i32
      %s2 = arith.addi %s1, %right : i32
      %s3 = arith.addi %s2, %iti : i32
      %res = arith.remui %s3, %mod : i32
      memref.store %res, %b[%g] : memref<128xi32>
      gpu.terminator
    }
    // a[i] = (b[i-1] + 2 b[i] + b[i+1] + it) % 1000, ends clamped; the grid
    // is 128 / blockDim blocks.
    %nblocks = arith.divui %c127, %c32 : index
    %grid = arith.addi %nblocks, %c1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %grid, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
               workgroup(%sh : memref<34xi32, #gpu.address_space<workgroup>>) {
      %bid = gpu.block_id x
      %dim = gpu.block_dim x
      %base = arith.muli %bid, %dim : index
      %g = arith.addi %base, %tx : index
      %t1 = arith.addi %tx, %c1 : index
      %v = memref.load %b[%g] : memref<128xi32>
      memref.store %v, %sh[%t1] : memref<34xi32, #gpu.address_space<workgroup>>
      %isFirst = arith.cmpi eq, %tx, %c0 : index
      scf.if %isFirst {
        %atStart = arith.cmpi eq, %g, %c0 : index
        %gm1 = arith.subi %g, %c1 : index
        %l = arith.select %atStart, %c0, %gm1 : index
        %lv = memref.load %b[%l] : memref<128xi32>
        memref.store %lv, %sh[%c0] : memref<34xi32, #gpu.address_space<workgroup>>
      }
      %last = arith.subi %dim, %c1 : index
      %isLast = arith.cmpi eq, %tx, %last : index
      scf.if %isLast {
        %n = gpu.grid_dim x
        %total = arith.muli %n, %dim : index
        %end = arith.subi %total, %c1 : index
        %atEnd = arith.cmpi eq, %g, %end : index
        %gp1 = arith.addi %g, %c1 : index
        %r = arith.select %atEnd, %end, %gp1 : index
        %rv = memref.load %b[%r] : memref<128xi32>
        %c33 = arith.constant 33 : index
        memref.store %rv, %sh[%c33] : memref<34xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %left = memref.load %sh[%tx] : memref<34xi32, #gpu.address_space<workgroup>>
      %mid = memref.load %sh[%t1] : memref<34xi32, #gpu.address_space<workgroup>>
      %t2 = arith.addi %tx, %c2 : index
      %right = memref.load %sh[%t2] : memref<34xi32, #gpu.address_space<workgroup>>
      %m2 = arith.muli %mid, %two : i32
      %s1 = arith.addi %left, %m2 : i32
      %s2 = arith.addi %s1, %right : i32
      %s3 = arith.addi %s2, %iti : i32
      %res = arith.remui %s3, %mod : i32
      memref.store %res, %a[%g] : memref<128xi32>
      gpu.terminator
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c37 = arith.constant 37 : i32
  %c11 = arith.constant 11 : i32
  %c1000 = arith.constant 1000 : i32
  %a = memref.alloc() : memref<128xi32>
  %b = memref.alloc() : memref<128xi32>
  // a[i] = (37 i^2 + 11) % 1000
  scf.for %i = %c0 to %c128 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m = arith.muli %sq, %c37 : i32
    %s = arith.addi %m, %c11 : i32
    %v = arith.remui %s, %c1000 : i32
    memref.store %v, %a[%i] : memref<128xi32>
  }
  call @sweeps(%a, %b) : (memref<128xi32>, memref<128xi32>) -> ()
  scf.for %i = %c0 to %c128 step %c1 {
    %v = memref.load %a[%i] : memref<128xi32>
    vector.print %v : i32
  }
  memref.dealloc %a : memref<128xi32>
  memref.dealloc %b : memref<128xi32>
  return
}
