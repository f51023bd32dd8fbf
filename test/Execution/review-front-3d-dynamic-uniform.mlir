// gpu.launch as producers emit it: a 3-D block (3x5x2, 30 threads) and a
// 2x3 grid, all sizes function arguments, read through gpu.thread_id /
// gpu.block_dim / gpu.block_id / gpu.grid_dim instead of the launch's block
// arguments; a workgroup attribution (tile + counter) and a private one (a
// per-thread accumulator). Uniform values the analysis must accept: a
// shared counter thread 0 writes before a barrier, loaded by every thread
// as the bound of an inner scf.for holding barriers (a rotation of the
// tile by one per trip), inside an scf.for bounded by a function argument;
// an scf.while with uniform iter_args (a counter and a sum of a shared
// value that thread a % n writes between two barriers). Host reference:
// one block after another, phases in order, in plain scf loops.
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
// FRONT-COUNT-6: stitch.barrier
// FRONT-NOT: gpu.
// FRONT: return
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-NOT: stitch.barrier
// CHECK: review-front-3d-dynamic-uniform mismatches 0 sum 5222160

func.func @kernel(%in: memref<?xi32>, %out: memref<?xi32>, %gx: index, %gy: index,
                  %bdx: index, %bdy: index, %bdz: index, %iters: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z32 = arith.constant 0 : i32
  %k1000 = arith.constant 1000 : i32
  gpu.launch blocks(%bx0, %by0, %bz0) in (%gx0 = %gx, %gy0 = %gy, %gz0 = %c1)
             threads(%tx0, %ty0, %tz0) in (%sx0 = %bdx, %sy0 = %bdy, %sz0 = %bdz)
             workgroup(%sh : memref<128xi32, #gpu.address_space<workgroup>>,
                       %cnt : memref<2xi32, #gpu.address_space<workgroup>>)
             private(%p : memref<2xi32, #gpu.address_space<private>>) {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %dz = gpu.block_dim z
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %ggx = gpu.grid_dim x
    %dxy = arith.muli %dx, %dy : index
    %n = arith.muli %dxy, %dz : index
    %tyz0 = arith.muli %dy, %tz : index
    %tyz = arith.addi %ty, %tyz0 : index
    %t0 = arith.muli %dx, %tyz : index
    %t = arith.addi %tx, %t0 : index
    %b0 = arith.muli %ggx, %by : index
    %b = arith.addi %bx, %b0 : index
    %g0 = arith.muli %b, %n : index
    %g = arith.addi %g0, %t : index
    %v0 = memref.load %in[%g] : memref<?xi32>
    memref.store %v0, %sh[%t] : memref<128xi32, #gpu.address_space<workgroup>>
    memref.store %z32, %p[%c0] : memref<2xi32, #gpu.address_space<private>>
    gpu.barrier
    %is0 = arith.cmpi eq, %t, %c0 : index
    scf.for %it = %c0 to %iters step %c1 {
      scf.if %is0 {
        %a = arith.muli %it, %c3 : index
        %a2 = arith.addi %a, %b : index
        %a3 = arith.remui %a2, %c4 : index
        %a4 = arith.addi %a3, %c1 : index
        %ai = arith.index_cast %a4 : index to i32
        memref.store %ai, %cnt[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %ki = memref.load %cnt[%c0] : memref<2xi32, #gpu.address_space<workgroup>>
      %k = arith.index_cast %ki : i32 to index
      scf.for %j = %c0 to %k step %c1 {
        %s0 = arith.addi %t, %j : index
        %s1 = arith.addi %s0, %c1 : index
        %s = arith.remui %s1, %n : index
        %v = memref.load %sh[%s] : memref<128xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %ji = arith.index_cast %j : index to i32
        %vj = arith.addi %v, %ji : i32
        memref.store %vj, %sh[%t] : memref<128xi32, #gpu.address_space<workgroup>>
        gpu.barrier
      }
      %mine = memref.load %sh[%t] : memref<128xi32, #gpu.address_space<workgroup>>
      %acc = memref.load %p[%c0] : memref<2xi32, #gpu.address_space<private>>
      %acc2 = arith.addi %acc, %mine : i32
      memref.store %acc2, %p[%c0] : memref<2xi32, #gpu.address_space<private>>
    }
    %lim = arith.addi %iters, %c1 : index
    %w:2 = scf.while (%a = %c0, %s = %z32) : (index, i32) -> (index, i32) {
      %c = arith.cmpi ult, %a, %lim : index
      scf.condition(%c) %a, %s : index, i32
    } do {
    ^bb0(%a: index, %s: i32):
      gpu.barrier
      %am = arith.remui %a, %n : index
      %mine = arith.cmpi eq, %t, %am : index
      scf.if %mine {
        %a2 = arith.addi %a, %a : index
        %a2i = arith.index_cast %a2 : index to i32
        memref.store %a2i, %cnt[%c1] : memref<2xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %x = memref.load %cnt[%c1] : memref<2xi32, #gpu.address_space<workgroup>>
      %s2 = arith.addi %s, %x : i32
      %a1 = arith.addi %a, %c1 : index
      scf.yield %a1, %s2 : index, i32
    }
    %acc = memref.load %p[%c0] : memref<2xi32, #gpu.address_space<private>>
    %r0 = arith.muli %acc, %k1000 : i32
    %r = arith.addi %r0, %w#1 : i32
    memref.store %r, %out[%g] : memref<?xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("review-front-3d-dynamic-uniform mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c30 = arith.constant 30 : index
  %c180 = arith.constant 180 : index
  %iters = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %z32 = arith.constant 0 : i32
  %k1000 = arith.constant 1000 : i32
  %in = memref.alloc(%c180) : memref<?xi32>
  %out = memref.alloc(%c180) : memref<?xi32>
  %exp = memref.alloc() : memref<180xi32>
  scf.for %i = %c0 to %c180 step %c1 {
    %a = arith.muli %i, %c7 : index
    %b = arith.remui %a, %c11 : index
    %v = arith.index_cast %b : index to i32
    memref.store %v, %in[%i] : memref<?xi32>
    memref.store %z32, %out[%i] : memref<?xi32>
  }
  call @kernel(%in, %out, %c2, %c3, %c3, %c5, %c2, %iters)
      : (memref<?xi32>, memref<?xi32>, index, index, index, index, index, index) -> ()
  // Host reference: one block after another, phases in order.
  %sh = memref.alloc() : memref<30xi32>
  %tmp = memref.alloc() : memref<30xi32>
  %acc = memref.alloc() : memref<30xi32>
  scf.for %b = %c0 to %c6 step %c1 {
    %base = arith.muli %b, %c30 : index
    scf.for %t = %c0 to %c30 step %c1 {
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<?xi32>
      memref.store %v, %sh[%t] : memref<30xi32>
      memref.store %z32, %acc[%t] : memref<30xi32>
    }
    scf.for %it = %c0 to %iters step %c1 {
      %a = arith.muli %it, %c3 : index
      %a2 = arith.addi %a, %b : index
      %a3 = arith.remui %a2, %c4 : index
      %k = arith.addi %a3, %c1 : index
      scf.for %j = %c0 to %k step %c1 {
        scf.for %t = %c0 to %c30 step %c1 {
          %s0 = arith.addi %t, %j : index
          %s1 = arith.addi %s0, %c1 : index
          %s = arith.remui %s1, %c30 : index
          %v = memref.load %sh[%s] : memref<30xi32>
          memref.store %v, %tmp[%t] : memref<30xi32>
        }
        scf.for %t = %c0 to %c30 step %c1 {
          %v = memref.load %tmp[%t] : memref<30xi32>
          %ji = arith.index_cast %j : index to i32
          %vj = arith.addi %v, %ji : i32
          memref.store %vj, %sh[%t] : memref<30xi32>
        }
      }
      scf.for %t = %c0 to %c30 step %c1 {
        %v = memref.load %sh[%t] : memref<30xi32>
        %x = memref.load %acc[%t] : memref<30xi32>
        %y = arith.addi %x, %v : i32
        memref.store %y, %acc[%t] : memref<30xi32>
      }
    }
    scf.for %t = %c0 to %c30 step %c1 {
      %g = arith.addi %base, %t : index
      %x = memref.load %acc[%t] : memref<30xi32>
      %r0 = arith.muli %x, %k1000 : i32
      // iters*(iters+1) = 12
      %c12 = arith.constant 12 : i32
      %r = arith.addi %r0, %c12 : i32
      memref.store %r, %exp[%g] : memref<180xi32>
    }
  }
  %res:2 = scf.for %i = %c0 to %c180 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %got = memref.load %out[%i] : memref<?xi32>
    %want = memref.load %exp[%i] : memref<180xi32>
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
