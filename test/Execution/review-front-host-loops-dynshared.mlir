// Several launches in a host scf.for (4 repetitions), the second one inside
// a host scf.if (skipped at r == 1); the first launch has a 2x2x3 grid of
// 5x1x3 blocks and dynamic shared memory (gpu.dynamic_shared_memory and two
// memref.view of different element types, one at byte offset 64), reads
// the host loop's counter, and holds: an scf.for with one per-thread and
// one uniform iter_arg around barriers, an scf.if on r % 2 (uniform) with
// two results around barriers (the first one a shared value thread 0
// writes, uniform; the second per thread), and an scf.for bounded by that
// result. The second launch (gpu.global_id) feeds the next repetition.
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
// FRONT-LABEL: func.func @run(
// FRONT-NOT: gpu.
// FRONT-COUNT-7: stitch.barrier
// FRONT-NOT: gpu.
// FRONT: return
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-NOT: stitch.barrier
// CHECK: review-front-host-loops-dynshared mismatches 0 sum 24759610

func.func @run(%in: memref<180xi32>, %out: memref<180xi32>, %reps: index, %bytes: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %z32 = arith.constant 0 : i32
  %c97 = arith.constant 97 : i32
  %c101 = arith.constant 101 : i32
  %two = arith.constant 2 : i32
  %k1000 = arith.constant 1000 : i32
  %k10 = arith.constant 10 : i32
  scf.for %r = %c0 to %reps step %c1 {
    %ri = arith.index_cast %r : index to i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c3)
               threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c3)
               dynamic_shared_memory_size %bytes {
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %f = memref.view %dyn[%c0][%c16] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi32, #gpu.address_space<workgroup>>
      %q = memref.view %dyn[%c64][%c2] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi64, #gpu.address_space<workgroup>>
      %gdx = gpu.grid_dim x
      %gdy = gpu.grid_dim y
      %bdx = gpu.block_dim x
      %t0 = arith.muli %tz, %bdx : index
      %t = arith.addi %tx, %t0 : index
      %b0 = arith.muli %bz, %gdy : index
      %b1 = arith.addi %by, %b0 : index
      %b2 = arith.muli %b1, %gdx : index
      %b = arith.addi %bx, %b2 : index
      %g0 = arith.muli %b, %c15 : index
      %g = arith.addi %g0, %t : index
      %tzi = arith.index_cast %tz : index to i32
      %x0 = memref.load %in[%g] : memref<180xi32>
      %x1 = arith.addi %x0, %ri : i32
      memref.store %x1, %f[%t] : memref<?xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %sc:2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc = %z32, %cnt = %z32) -> (i32, i32) {
        %s0 = arith.addi %t, %j : index
        %s = arith.remui %s0, %c15 : index
        %v = memref.load %f[%s] : memref<?xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %v2 = arith.muli %v, %two : i32
        %v3 = arith.remui %v2, %c97 : i32
        %v4 = arith.addi %v3, %tzi : i32
        memref.store %v4, %f[%t] : memref<?xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %acc2 = arith.addi %acc, %v4 : i32
        %j1 = arith.addi %j, %c1 : index
        %j1i = arith.index_cast %j1 : index to i32
        %cnt2 = arith.addi %cnt, %j1i : i32
        scf.yield %acc2, %cnt2 : i32, i32
      }
      %rp = arith.remui %r, %c2 : index
      %even = arith.cmpi eq, %rp, %c0 : index
      %is0 = arith.cmpi eq, %t, %c0 : index
      %m:2 = scf.if %even -> (index, i32) {
        gpu.barrier
        scf.if %is0 {
          %y0 = arith.addi %b, %r : index
          %y1 = arith.remui %y0, %c3 : index
          %y2 = arith.index_cast %y1 : index to i64
          memref.store %y2, %q[%c1] : memref<?xi64, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %y = memref.load %q[%c1] : memref<?xi64, #gpu.address_space<workgroup>>
        %yi = arith.index_cast %y : i64 to index
        %y3 = arith.addi %yi, %c1 : index
        %mine = memref.load %f[%t] : memref<?xi32, #gpu.address_space<workgroup>>
        scf.yield %y3, %mine : index, i32
      } else {
        scf.yield %c2, %z32 : index, i32
      }
      scf.for %k = %c0 to %m#0 step %c1 {
        %n1 = arith.addi %t, %c1 : index
        %n = arith.remui %n1, %c15 : index
        %v = memref.load %f[%n] : memref<?xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %ki = arith.index_cast %k : index to i32
        %v2 = arith.addi %v, %ki : i32
        memref.store %v2, %f[%t] : memref<?xi32, #gpu.address_space<workgroup>>
        gpu.barrier
      }
      %fin = memref.load %f[%t] : memref<?xi32, #gpu.address_space<workgroup>>
      %o0 = arith.muli %sc#0, %k1000 : i32
      %o1 = arith.muli %fin, %k10 : i32
      %o2 = arith.addi %o0, %o1 : i32
      %o3 = arith.addi %o2, %m#1 : i32
      %o4 = arith.addi %o3, %sc#1 : i32
      memref.store %o4, %out[%g] : memref<180xi32>
      gpu.terminator
    }
    %not1 = arith.cmpi ne, %r, %c1 : index
    scf.if %not1 {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c12, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c15, %sy = %c1, %sz = %c1) {
        %g = gpu.global_id x
        %v = memref.load %out[%g] : memref<180xi32>
        %w = arith.remui %v, %c101 : i32
        memref.store %w, %in[%g] : memref<180xi32>
        gpu.terminator
      }
    }
  }
  return
}

llvm.mlir.global internal constant @fmt("review-front-host-loops-dynshared mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %c15 = arith.constant 15 : index
  %c17 = arith.constant 17 : index
  %c180 = arith.constant 180 : index
  %reps = arith.constant 4 : index
  %bytes = arith.constant 80 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %z32 = arith.constant 0 : i32
  %c97 = arith.constant 97 : i32
  %c101 = arith.constant 101 : i32
  %two = arith.constant 2 : i32
  %k1000 = arith.constant 1000 : i32
  %k10 = arith.constant 10 : i32
  %six = arith.constant 6 : i32
  %in = memref.alloc() : memref<180xi32>
  %out = memref.alloc() : memref<180xi32>
  %hin = memref.alloc() : memref<180xi32>
  %hout = memref.alloc() : memref<180xi32>
  scf.for %i = %c0 to %c180 step %c1 {
    %a = arith.muli %i, %c17 : index
    %b = arith.remui %a, %c12 : index
    %v = arith.index_cast %b : index to i32
    memref.store %v, %in[%i] : memref<180xi32>
    memref.store %v, %hin[%i] : memref<180xi32>
  }
  call @run(%in, %out, %reps, %bytes) : (memref<180xi32>, memref<180xi32>, index, i32) -> ()
  %F = memref.alloc() : memref<15xi32>
  %T = memref.alloc() : memref<15xi32>
  %A = memref.alloc() : memref<15xi32>
  %M = memref.alloc() : memref<15xi32>
  scf.for %r = %c0 to %reps step %c1 {
    %ri = arith.index_cast %r : index to i32
    scf.for %b = %c0 to %c12 step %c1 {
      %base = arith.muli %b, %c15 : index
      scf.for %t = %c0 to %c15 step %c1 {
        %g = arith.addi %base, %t : index
        %v = memref.load %hin[%g] : memref<180xi32>
        %v1 = arith.addi %v, %ri : i32
        memref.store %v1, %F[%t] : memref<15xi32>
        memref.store %z32, %A[%t] : memref<15xi32>
        memref.store %z32, %M[%t] : memref<15xi32>
      }
      scf.for %j = %c0 to %c3 step %c1 {
        scf.for %t = %c0 to %c15 step %c1 {
          %s0 = arith.addi %t, %j : index
          %s = arith.remui %s0, %c15 : index
          %v = memref.load %F[%s] : memref<15xi32>
          memref.store %v, %T[%t] : memref<15xi32>
        }
        scf.for %t = %c0 to %c15 step %c1 {
          %tz = arith.divui %t, %c5 : index
          %tzi = arith.index_cast %tz : index to i32
          %v = memref.load %T[%t] : memref<15xi32>
          %v2 = arith.muli %v, %two : i32
          %v3 = arith.remui %v2, %c97 : i32
          %v4 = arith.addi %v3, %tzi : i32
          memref.store %v4, %F[%t] : memref<15xi32>
          %a = memref.load %A[%t] : memref<15xi32>
          %a2 = arith.addi %a, %v4 : i32
          memref.store %a2, %A[%t] : memref<15xi32>
        }
      }
      %rp = arith.remui %r, %c2 : index
      %even = arith.cmpi eq, %rp, %c0 : index
      %m0 = scf.if %even -> index {
        scf.for %t = %c0 to %c15 step %c1 {
          %v = memref.load %F[%t] : memref<15xi32>
          memref.store %v, %M[%t] : memref<15xi32>
        }
        %y0 = arith.addi %b, %r : index
        %y1 = arith.remui %y0, %c3 : index
        %y3 = arith.addi %y1, %c1 : index
        scf.yield %y3 : index
      } else {
        scf.yield %c2 : index
      }
      scf.for %k = %c0 to %m0 step %c1 {
        scf.for %t = %c0 to %c15 step %c1 {
          %n1 = arith.addi %t, %c1 : index
          %n = arith.remui %n1, %c15 : index
          %v = memref.load %F[%n] : memref<15xi32>
          memref.store %v, %T[%t] : memref<15xi32>
        }
        scf.for %t = %c0 to %c15 step %c1 {
          %v = memref.load %T[%t] : memref<15xi32>
          %ki = arith.index_cast %k : index to i32
          %v2 = arith.addi %v, %ki : i32
          memref.store %v2, %F[%t] : memref<15xi32>
        }
      }
      scf.for %t = %c0 to %c15 step %c1 {
        %g = arith.addi %base, %t : index
        %a = memref.load %A[%t] : memref<15xi32>
        %fv = memref.load %F[%t] : memref<15xi32>
        %mv = memref.load %M[%t] : memref<15xi32>
        %o0 = arith.muli %a, %k1000 : i32
        %o1 = arith.muli %fv, %k10 : i32
        %o2 = arith.addi %o0, %o1 : i32
        %o3 = arith.addi %o2, %mv : i32
        %o4 = arith.addi %o3, %six : i32
        memref.store %o4, %hout[%g] : memref<180xi32>
      }
    }
    %not1 = arith.cmpi ne, %r, %c1 : index
    scf.if %not1 {
      scf.for %g = %c0 to %c180 step %c1 {
        %v = memref.load %hout[%g] : memref<180xi32>
        %w = arith.remui %v, %c101 : i32
        memref.store %w, %hin[%g] : memref<180xi32>
      }
    }
  }
  %res:2 = scf.for %i = %c0 to %c180 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %got = memref.load %out[%i] : memref<180xi32>
    %want = memref.load %hout[%i] : memref<180xi32>
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
