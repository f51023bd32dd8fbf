// Review of stitch-cpuify's uniform counters in a non-power-of-two 2-D block
// (no bug found): a 5 x 3 block (grid 3 x 2) reduces 15 doubles twice: a
// sum by an scf.while whose uniform halving stride (8, 4, 2, 1) crosses a
// barrier in the after region, and a max by an scf.for tree whose stride
// iter_arg doubles (guard t % 2s == 0), both guarded against the 15-thread
// edge; the while's last stride picks the writing thread and the for's
// final stride is checked. The host reduces sequentially.
// Fires: hoistUniformReloads / storeUniformOnce of the stride buffers
// (memref<1x3x5xindex>), the while's condition buffer.
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
// CHECK: split-tree mismatches 0
func.func @k(%in: memref<90xf64>, %out: memref<6x2xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c4_ = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c2, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c3, %sz = %c1)
             workgroup(%sh : memref<15xf64, #gpu.address_space<workgroup>>,
                       %mx : memref<15xf64, #gpu.address_space<workgroup>>) {
    %ty5 = arith.muli %ty, %c5 : index
    %t = arith.addi %ty5, %tx : index
    %by3 = arith.muli %by, %c3 : index
    %b = arith.addi %by3, %bx : index
    %b15 = arith.muli %b, %c15 : index
    %g = arith.addi %b15, %t : index
    %x = memref.load %in[%g] : memref<90xf64>
    memref.store %x, %sh[%t] : memref<15xf64, #gpu.address_space<workgroup>>
    memref.store %x, %mx[%t] : memref<15xf64, #gpu.address_space<workgroup>>
    // sum: while loop with a uniform halving counter, barrier in the after region
    %last = scf.while (%s = %c8) : (index) -> index {
      %go = arith.cmpi ugt, %s, %c0 : index
      scf.condition(%go) %s : index
    } do {
    ^bb0(%s: index):
      gpu.barrier
      %ts = arith.addi %t, %s : index
      %a = arith.cmpi ult, %t, %s : index
      %inb = arith.cmpi ult, %ts, %c15 : index
      %both = arith.andi %a, %inb : i1
      scf.if %both {
        %u = memref.load %sh[%t] : memref<15xf64, #gpu.address_space<workgroup>>
        %v = memref.load %sh[%ts] : memref<15xf64, #gpu.address_space<workgroup>>
        %w = arith.addf %u, %v : f64
        memref.store %w, %sh[%t] : memref<15xf64, #gpu.address_space<workgroup>>
      }
      %h = arith.shrui %s, %c1 : index
      scf.yield %h : index
    }
    // max: scf.for tree with stride i = 1, 2, 4, 8 and guard (t % 2i == 0)
    %mres = scf.for %i = %c0 to %c4_ step %c1 iter_args(%st = %c1) -> index {
      gpu.barrier
      %st2 = arith.muli %st, %c2 : index
      %r = arith.remui %t, %st2 : index
      %z = arith.cmpi eq, %r, %c0 : index
      %tp = arith.addi %t, %st : index
      %inb = arith.cmpi ult, %tp, %c15 : index
      %both = arith.andi %z, %inb : i1
      scf.if %both {
        %u = memref.load %mx[%t] : memref<15xf64, #gpu.address_space<workgroup>>
        %v = memref.load %mx[%tp] : memref<15xf64, #gpu.address_space<workgroup>>
        %w = arith.maximumf %u, %v : f64
        memref.store %w, %mx[%t] : memref<15xf64, #gpu.address_space<workgroup>>
      }
      scf.yield %st2 : index
    }
    gpu.barrier
    %is0 = arith.cmpi eq, %t, %last : index
    scf.if %is0 {
      %r0 = memref.load %sh[%c0] : memref<15xf64, #gpu.address_space<workgroup>>
      %r1 = memref.load %mx[%c0] : memref<15xf64, #gpu.address_space<workgroup>>
      %c16 = arith.constant 16 : index
      %okm = arith.cmpi eq, %mres, %c16 : index
      %nan = arith.constant 0x7FF8000000000000 : f64
      %r1b = arith.select %okm, %r1, %nan : f64
      memref.store %r0, %out[%b, %c0] : memref<6x2xf64>
      memref.store %r1b, %out[%b, %c1] : memref<6x2xf64>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-tree mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c15 = arith.constant 15 : index
  %c90 = arith.constant 90 : index
  %z = arith.constant 0 : i64
  %k37 = arith.constant 37 : i64
  %k101 = arith.constant 101 : i64
  %in = memref.alloc() : memref<90xf64>
  scf.for %i = %c0 to %c90 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %a = arith.muli %ii, %k37 : i64
    %r = arith.remui %a, %k101 : i64
    %f = arith.sitofp %r : i64 to f64
    memref.store %f, %in[%i] : memref<90xf64>
  }
  %out = memref.alloc() : memref<6x2xf64>
  call @k(%in, %out) : (memref<90xf64>, memref<6x2xf64>) -> ()
  %zero = arith.constant 0.0 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %bad = scf.for %b = %c0 to %c6 step %c1 iter_args(%n = %z) -> (i64) {
    %b15 = arith.muli %b, %c15 : index
    %r:2 = scf.for %t = %c0 to %c15 step %c1 iter_args(%s = %zero, %m = %ninf) -> (f64, f64) {
      %g = arith.addi %b15, %t : index
      %x = memref.load %in[%g] : memref<90xf64>
      %s2 = arith.addf %s, %x : f64
      %m2 = arith.maximumf %m, %x : f64
      scf.yield %s2, %m2 : f64, f64
    }
    %g0 = memref.load %out[%b, %c0] : memref<6x2xf64>
    %g1 = memref.load %out[%b, %c1] : memref<6x2xf64>
    %n0 = arith.cmpf une, %g0, %r#0 : f64
    %n1 = arith.cmpf une, %g1, %r#1 : f64
    %x0 = arith.extui %n0 : i1 to i64
    %x1 = arith.extui %n1 : i1 to i64
    %y = arith.addi %x0, %x1 : i64
    %n2 = arith.addi %n, %y : i64
    scf.yield %n2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %pr = llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
