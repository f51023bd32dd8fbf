// stitch-cpuify's split-guards on one guard that tightening leaves (a
// store every thread runs beside it), run against plain host loops: per
// block of 64 threads, every thread stores a flag, and the threads with
// tx < n (n a run-time value: 0, 1, 37, 64, 100 and a huge unsigned one)
// or 3 <= tx < 61 (constants) copy their neighbour's tile element. The
// split runs the admitted iterations without the guard; the parts before
// and after keep it.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(canonicalize,cse))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @guarded
// IR: scf.for %{{.*}} = %c0 to %[[M:[0-9]+]] step %c1 {
// IR-NOT: scf.if
// IR: scf.for %{{.*}} = %[[M]] to %c64 step %c1 {
// IR: scf.if
// IR: scf.for %{{.*}} = %c3 to %c61 step %c1 {
// IR-NOT: scf.if
// IR: scf.for %{{.*}} = %c61 to %c64 step %c1 {
// IR: scf.if
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true split-guards=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: guarded n 0 mismatches 0
// CHECK-NEXT: guarded n 1 mismatches 0
// CHECK-NEXT: guarded n 37 mismatches 0
// CHECK-NEXT: guarded n 64 mismatches 0
// CHECK-NEXT: guarded n 100 mismatches 0
// CHECK-NEXT: guarded n -5 mismatches 0

// 8 blocks of 64 threads.
func.func @guarded(%in: memref<512xf32>, %out: memref<512xf32>,
                   %out2: memref<512xf32>, %flag: memref<512xi32>, %n: i32) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xf32, #gpu.address_space<workgroup>>) {
    %c3 = arith.constant 3 : index
    %c61 = arith.constant 61 : index
    %c63 = arith.constant 63 : index
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %v = memref.load %in[%g] : memref<512xf32>
    memref.store %v, %sh[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %txi = arith.index_cast %tx : index to i32
    memref.store %txi, %flag[%g] : memref<512xi32>
    %nx = arith.index_castui %n : i32 to index
    %in1 = arith.cmpi ult, %tx, %nx : index
    scf.if %in1 {
      %t1 = arith.addi %tx, %c1 : index
      %t2 = arith.andi %t1, %c63 : index
      %x = memref.load %sh[%t2] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %out[%g] : memref<512xf32>
    }
    gpu.barrier
    memref.store %n, %flag[%g] : memref<512xi32>
    %lo = arith.cmpi sge, %tx, %c3 : index
    %hi = arith.cmpi slt, %tx, %c61 : index
    %in2 = arith.andi %lo, %hi : i1
    scf.if %in2 {
      %t1 = arith.subi %tx, %c3 : index
      %x = memref.load %sh[%t1] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %x, %out2[%g] : memref<512xf32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("guarded n %d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%in: memref<512xf32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c61 = arith.constant 61 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c512 = arith.constant 512 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1.0 : f32
  %out = memref.alloc() : memref<512xf32>
  %out2 = memref.alloc() : memref<512xf32>
  %flag = memref.alloc() : memref<512xi32>
  scf.for %i = %c0 to %c512 step %c1 {
    memref.store %m1, %out[%i] : memref<512xf32>
    memref.store %m1, %out2[%i] : memref<512xf32>
  }
  call @guarded(%in, %out, %out2, %flag, %n)
      : (memref<512xf32>, memref<512xf32>, memref<512xf32>, memref<512xi32>, i32) -> ()
  %nx = arith.index_castui %n : i32 to index
  %bad = scf.for %g = %c0 to %c512 step %c1 iter_args(%acc = %z) -> (i64) {
    %tx = arith.remui %g, %c64 : index
    %b = arith.subi %g, %tx : index
    %in1 = arith.cmpi ult, %tx, %nx : index
    %t1 = arith.addi %tx, %c1 : index
    %t2 = arith.andi %t1, %c63 : index
    %s1 = arith.addi %b, %t2 : index
    %w1 = scf.if %in1 -> (f32) {
      %x = memref.load %in[%s1] : memref<512xf32>
      scf.yield %x : f32
    } else {
      scf.yield %m1 : f32
    }
    %lo = arith.cmpi sge, %tx, %c3 : index
    %hi = arith.cmpi slt, %tx, %c61 : index
    %in2 = arith.andi %lo, %hi : i1
    %t3 = arith.subi %tx, %c3 : index
    %s2 = arith.addi %b, %t3 : index
    %w2 = scf.if %in2 -> (f32) {
      %x = memref.load %in[%s2] : memref<512xf32>
      scf.yield %x : f32
    } else {
      scf.yield %m1 : f32
    }
    %o1 = memref.load %out[%g] : memref<512xf32>
    %o2 = memref.load %out2[%g] : memref<512xf32>
    %f = memref.load %flag[%g] : memref<512xi32>
    %e1 = arith.cmpf une, %o1, %w1 : f32
    %e2 = arith.cmpf une, %o2, %w2 : f32
    %e3 = arith.cmpi ne, %f, %n : i32
    %e12 = arith.ori %e1, %e2 : i1
    %e = arith.ori %e12, %e3 : i1
    %inc = arith.select %e, %one, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %n, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  memref.dealloc %out : memref<512xf32>
  memref.dealloc %out2 : memref<512xf32>
  memref.dealloc %flag : memref<512xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c512 = arith.constant 512 : index
  %in = memref.alloc() : memref<512xf32>
  scf.for %i = %c0 to %c512 step %c1 {
    %sq = arith.muli %i, %i : index
    %v0 = arith.remui %sq, %c7 : index
    %v1 = arith.addi %v0, %i : index
    %vi = arith.index_cast %v1 : index to i32
    %v = arith.sitofp %vi : i32 to f32
    memref.store %v, %in[%i] : memref<512xf32>
  }
  %n0 = arith.constant 0 : i32
  %n1 = arith.constant 1 : i32
  %n2 = arith.constant 37 : i32
  %n3 = arith.constant 64 : i32
  %n4 = arith.constant 100 : i32
  %n5 = arith.constant -5 : i32
  call @check(%in, %n0) : (memref<512xf32>, i32) -> ()
  call @check(%in, %n1) : (memref<512xf32>, i32) -> ()
  call @check(%in, %n2) : (memref<512xf32>, i32) -> ()
  call @check(%in, %n3) : (memref<512xf32>, i32) -> ()
  call @check(%in, %n4) : (memref<512xf32>, i32) -> ()
  call @check(%in, %n5) : (memref<512xf32>, i32) -> ()
  memref.dealloc %in : memref<512xf32>
  return
}
