// Review of stitch-cpuify's splits in nested loops (no bug found): a 3 x 5
// block (2 blocks) runs a uniform scf.for (3 iterations, carrying an i64)
// around an scf.for with a run-time trip count n (0, 1, 4; carrying an i64)
// whose body defines a value before the first of its three barriers and
// uses it after the second (kept per thread across both), with neighbour
// exchanges through shared memory; the inner loop's result feeds the outer
// iter_arg. The host simulates the phases with host arrays.
// Fires: two levels of demoteIterArgs + interchange, splits of the inner
// thread loops (memref<1x5x3xi64> buffers).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.all.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.par.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.par.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.allpar.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.allpar.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: split-nested n 0 mismatches 0 checksum 1680
// CHECK-NEXT: split-nested n 1 mismatches 0 checksum 1778
// CHECK-NEXT: split-nested n 4 mismatches 0 checksum 1540
func.func @k(%out: memref<2x15xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c15 = arith.constant 15 : index
  %k1 = arith.constant 1 : i64
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c5, %sz = %c1)
             workgroup(%sh : memref<15xi64, #gpu.address_space<workgroup>>) {
    %ty3 = arith.muli %ty, %c3 : index
    %t = arith.addi %ty3, %tx : index
    %ti = arith.index_cast %t : index to i64
    %bi = arith.index_cast %bx : index to i64
    %t7 = arith.addi %t, %c7 : index
    %nbr = arith.remui %t7, %c15 : index
    %s0 = arith.addi %ti, %bi : i64
    memref.store %s0, %sh[%t] : memref<15xi64, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %ti) -> i64 {
      %in = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> i64 {
        %x = memref.load %sh[%nbr] : memref<15xi64, #gpu.address_space<workgroup>>
        %bx3 = arith.muli %b, %k3 : i64
        %v = arith.addi %bx3, %x : i64
        %jj = arith.index_cast %j : index to i64
        %vj = arith.addi %v, %jj : i64
        gpu.barrier
        memref.store %vj, %sh[%t] : memref<15xi64, #gpu.address_space<workgroup>>
        gpu.barrier
        %y = memref.load %sh[%nbr] : memref<15xi64, #gpu.address_space<workgroup>>
        %w0 = arith.subi %y, %vj : i64
        %w = arith.remsi %w0, %k7 : i64
        %w2 = arith.addi %w, %b : i64
        gpu.barrier
        scf.yield %w2 : i64
      }
      %a2 = arith.addi %a, %in : i64
      scf.yield %a2 : i64
    }
    memref.store %r, %out[%bx, %t] : memref<2x15xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-nested n %ld mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c15 = arith.constant 15 : index
  %z = arith.constant 0 : i64
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  %out = memref.alloc() : memref<2x15xi64>
  call @k(%out, %n) : (memref<2x15xi64>, index) -> ()
  %S = memref.alloc() : memref<15xi64>
  %A = memref.alloc() : memref<15xi64>
  %B = memref.alloc() : memref<15xi64>
  %VJ = memref.alloc() : memref<15xi64>
  %res:2 = scf.for %bb = %c0 to %c2 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %bi = arith.index_cast %bb : index to i64
    scf.for %t = %c0 to %c15 step %c1 {
      %ti = arith.index_cast %t : index to i64
      %s0 = arith.addi %ti, %bi : i64
      memref.store %s0, %S[%t] : memref<15xi64>
      memref.store %ti, %A[%t] : memref<15xi64>
    }
    scf.for %i = %c0 to %c3 step %c1 {
      scf.for %t = %c0 to %c15 step %c1 {
        %a = memref.load %A[%t] : memref<15xi64>
        memref.store %a, %B[%t] : memref<15xi64>
      }
      scf.for %j = %c0 to %n step %c1 {
        scf.for %t = %c0 to %c15 step %c1 {
          %t7 = arith.addi %t, %c7 : index
          %nbr = arith.remui %t7, %c15 : index
          %x = memref.load %S[%nbr] : memref<15xi64>
          %b = memref.load %B[%t] : memref<15xi64>
          %bx3 = arith.muli %b, %k3 : i64
          %v = arith.addi %bx3, %x : i64
          %jj = arith.index_cast %j : index to i64
          %vj = arith.addi %v, %jj : i64
          memref.store %vj, %VJ[%t] : memref<15xi64>
        }
        scf.for %t = %c0 to %c15 step %c1 {
          %vj = memref.load %VJ[%t] : memref<15xi64>
          memref.store %vj, %S[%t] : memref<15xi64>
        }
        scf.for %t = %c0 to %c15 step %c1 {
          %t7 = arith.addi %t, %c7 : index
          %nbr = arith.remui %t7, %c15 : index
          %y = memref.load %S[%nbr] : memref<15xi64>
          %vj = memref.load %VJ[%t] : memref<15xi64>
          %b = memref.load %B[%t] : memref<15xi64>
          %w0 = arith.subi %y, %vj : i64
          %w = arith.remsi %w0, %k7 : i64
          %w2 = arith.addi %w, %b : i64
          memref.store %w2, %B[%t] : memref<15xi64>
        }
      }
      scf.for %t = %c0 to %c15 step %c1 {
        %a = memref.load %A[%t] : memref<15xi64>
        %b = memref.load %B[%t] : memref<15xi64>
        %a2 = arith.addi %a, %b : i64
        memref.store %a2, %A[%t] : memref<15xi64>
      }
    }
    %r:2 = scf.for %t = %c0 to %c15 step %c1 iter_args(%bd = %bad, %sm = %sum) -> (i64, i64) {
      %e = memref.load %A[%t] : memref<15xi64>
      %g = memref.load %out[%bb, %t] : memref<2x15xi64>
      %ne = arith.cmpi ne, %g, %e : i64
      %x = arith.extui %ne : i1 to i64
      %bd2 = arith.addi %bd, %x : i64
      %sm2 = arith.addi %sm, %g : i64
      scf.yield %bd2, %sm2 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %n64 = arith.index_cast %n : index to i64
  %pr = llvm.call @printf(%fmt, %n64, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  call @check(%c0) : (index) -> ()
  call @check(%c1) : (index) -> ()
  call @check(%c4) : (index) -> ()
  return
}
