// Rank-0 attributions and a dynamic block size: a rank-0 workgroup total
// (thread 0 adds to it between barriers on odd k), a rank-0 private
// accumulator and a private 4-element array, in blocks of %bs threads
// (1, 5, 33, 64) with barriers in an scf.for bounded by an argument (0, 3,
// 5, 7 trips), an scf.if on k % 2 inside it, and an scf.while after it.
// Host reference: per block, the phases in order, in plain scf loops.
// Fires: stitch-cpuify privatizes the private attributions into per-thread
// arrays sized by the run-time block (CPU lines).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner -O3 %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p2.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p3.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p3.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-LABEL: func.func @kernel(
// CPU: memref.alloca() : memref<f32>
// CPU: memref.alloca(%{{.*}}) : memref<1x1x?xf32>
// CPU: memref.alloca(%{{.*}}) : memref<1x1x?x4xf32>
// CPU-NOT: stitch.barrier
// CPU-LABEL: func.func @check(
// CHECK: private bs=5 n=5 mismatches 0
// CHECK-NEXT: private bs=1 n=7 mismatches 0
// CHECK-NEXT: private bs=33 n=0 mismatches 0
// CHECK-NEXT: private bs=64 n=3 mismatches 0
func.func @kernel(%out: memref<?xf32>, %grid: index, %bs: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %grid, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %bs, %sy = %c1, %sz = %c1)
             workgroup(%tot : memref<f32, #gpu.address_space<workgroup>>,
                       %sh : memref<64xf32, #gpu.address_space<workgroup>>)
             private(%p0 : memref<f32, #gpu.address_space<private>>,
                     %pa : memref<4xf32, #gpu.address_space<private>>) {
    %txi = arith.index_cast %tx : index to i32
    %txf = arith.sitofp %txi : i32 to f32
    memref.store %txf, %p0[] : memref<f32, #gpu.address_space<private>>
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %if = arith.sitofp %ii : i32 to f32
      %s = arith.addf %if, %txf : f32
      memref.store %s, %pa[%i] : memref<4xf32, #gpu.address_space<private>>
    }
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %z = arith.constant 0.0 : f32
      memref.store %z, %tot[] : memref<f32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    scf.for %k = %c0 to %n step %c1 {
      %pv = memref.load %p0[] : memref<f32, #gpu.address_space<private>>
      memref.store %pv, %sh[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t1 = arith.addi %tx, %c1 : index
      %nb = arith.remui %t1, %bs : index
      %v = memref.load %sh[%nb] : memref<64xf32, #gpu.address_space<workgroup>>
      %km = arith.remui %k, %c4 : index
      %pe = memref.load %pa[%km] : memref<4xf32, #gpu.address_space<private>>
      %v2 = arith.addf %v, %pe : f32
      memref.store %v2, %p0[] : memref<f32, #gpu.address_space<private>>
      %kodd = arith.remui %k, %c2 : index
      %odd = arith.cmpi eq, %kodd, %c1 : index
      scf.if %odd {
        gpu.barrier
        scf.if %first {
          %t = memref.load %tot[] : memref<f32, #gpu.address_space<workgroup>>
          %t2 = arith.addf %t, %v2 : f32
          memref.store %t2, %tot[] : memref<f32, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
    }
    %w = scf.while (%j = %c0) : (index) -> index {
      %c = arith.cmpi ult, %j, %c2 : index
      scf.condition(%c) %j : index
    } do {
    ^bb0(%j: index):
      %t = memref.load %tot[] : memref<f32, #gpu.address_space<workgroup>>
      gpu.barrier
      %pv = memref.load %p0[] : memref<f32, #gpu.address_space<private>>
      %pv2 = arith.addf %pv, %t : f32
      memref.store %pv2, %p0[] : memref<f32, #gpu.address_space<private>>
      %j1 = arith.addi %j, %c1 : index
      scf.yield %j1 : index
    }
    %r = memref.load %p0[] : memref<f32, #gpu.address_space<private>>
    %g0 = arith.muli %bx, %bs : index
    %g = arith.addi %g0, %tx : index
    memref.store %r, %out[%g] : memref<?xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("private bs=%ld n=%ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%grid: index, %bs: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  %m1 = arith.constant -1.0 : f32
  %z = arith.constant 0 : i64
  %onei = arith.constant 1 : i64
  %out = memref.alloc(%c256) : memref<?xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %m1, %out[%i] : memref<?xf32>
  }
  call @kernel(%out, %grid, %bs, %n) : (memref<?xf32>, index, index, index) -> ()
  // reference: per block, sequential phases
  %p0 = memref.alloc() : memref<64xf32>
  %sh = memref.alloc() : memref<64xf32>
  %ref = memref.alloc(%c256) : memref<?xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %m1, %ref[%i] : memref<?xf32>
  }
  scf.for %bx = %c0 to %grid step %c1 {
    scf.for %t = %c0 to %bs step %c1 {
      %ti = arith.index_cast %t : index to i32
      %tf = arith.sitofp %ti : i32 to f32
      memref.store %tf, %p0[%t] : memref<64xf32>
    }
    %zf = arith.constant 0.0 : f32
    %tot = scf.for %k = %c0 to %n step %c1 iter_args(%tt = %zf) -> (f32) {
      scf.for %t = %c0 to %bs step %c1 {
        %pv = memref.load %p0[%t] : memref<64xf32>
        memref.store %pv, %sh[%t] : memref<64xf32>
      }
      scf.for %t = %c0 to %bs step %c1 {
        %t1 = arith.addi %t, %c1 : index
        %nb = arith.remui %t1, %bs : index
        %v = memref.load %sh[%nb] : memref<64xf32>
        %km = arith.remui %k, %c4 : index
        %ti = arith.index_cast %t : index to i32
        %tf = arith.sitofp %ti : i32 to f32
        %ki = arith.index_cast %km : index to i32
        %kf = arith.sitofp %ki : i32 to f32
        %pe = arith.addf %kf, %tf : f32
        %v2 = arith.addf %v, %pe : f32
        memref.store %v2, %p0[%t] : memref<64xf32>
      }
      %kodd = arith.remui %k, %c2 : index
      %odd = arith.cmpi eq, %kodd, %c1 : index
      %tt2 = scf.if %odd -> (f32) {
        %p = memref.load %p0[%c0] : memref<64xf32>
        %s = arith.addf %tt, %p : f32
        scf.yield %s : f32
      } else {
        scf.yield %tt : f32
      }
      scf.yield %tt2 : f32
    }
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %t = %c0 to %bs step %c1 {
        %pv = memref.load %p0[%t] : memref<64xf32>
        %pv2 = arith.addf %pv, %tot : f32
        memref.store %pv2, %p0[%t] : memref<64xf32>
      }
    }
    scf.for %t = %c0 to %bs step %c1 {
      %pv = memref.load %p0[%t] : memref<64xf32>
      %g0 = arith.muli %bx, %bs : index
      %g = arith.addi %g0, %t : index
      memref.store %pv, %ref[%g] : memref<?xf32>
    }
  }
  %bad = scf.for %i = %c0 to %c256 step %c1 iter_args(%b = %z) -> (i64) {
    %w = memref.load %ref[%i] : memref<?xf32>
    %got = memref.load %out[%i] : memref<?xf32>
    %ne = arith.cmpf une, %got, %w : f32
    %inc = arith.select %ne, %onei, %z : i64
    %b2 = arith.addi %b, %inc : i64
    scf.yield %b2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = arith.index_cast %bs : index to i64
  %nn = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %a, %nn, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c33 = arith.constant 33 : index
  %c64 = arith.constant 64 : index
  call @check(%c3, %c5, %c5) : (index, index, index) -> ()
  call @check(%c3, %c1, %c7) : (index, index, index) -> ()
  call @check(%c3, %c33, %c0) : (index, index, index) -> ()
  call @check(%c3, %c64, %c3) : (index, index, index) -> ()
  return
}
