// Two loops of review 17 (adversarial gpu.launch kernels):
// 1. `scf.for unsigned` around a barrier, index and i32 counters: cpuify
//    rebuilt the loop without its iter_args and without `unsigned`, so it
//    ran the signed trip count (lb = -5, ub = 3: 8 trips instead of 0;
//    lb = 2^63 - 2, ub = 2^63 + 1: 0 instead of 3).
// 2. An i32-counted uniform loop of a barrier-free kernel: jam-uniform
//    computed its trip count with index ops on i32 bounds (invalid IR).
// Expected values by hand from scf.for's semantics (each trip adds 1 to
// every thread's value, exchanged through shared memory; the i32 loop adds
// 1 to row k & 3 of 64 columns for k in [0, 6)).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// The demoted loops keep `unsigned`:
// IR-LABEL: func.func @unsignedIndex
// IR: scf.for unsigned
// IR-LABEL: func.func @unsignedI32
// IR: scf.for unsigned {{.*}} : i32
// CHECK: ( 0, 0, 0, 0 )
// CHECK-NEXT: ( 3, 3, 3, 3 )
// CHECK-NEXT: ( 0, 0, 0, 0 )
// CHECK-NEXT: ( 3, 3, 3, 3 )
// CHECK-NEXT: ( 128, 128, 64, 64 )
!sh = memref<4xi32, #gpu.address_space<workgroup>>
func.func @unsignedIndex(%out: memref<4xi32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    %rb = scf.for unsigned %k = %lb to %ub step %c1 iter_args(%acc = %z) -> (i32) {
      memref.store %acc, %sh[%tx] : !sh
      gpu.barrier
      %c3 = arith.constant 3 : index
      %o = arith.subi %c3, %tx : index
      %x = memref.load %sh[%o] : !sh
      gpu.barrier
      %a = arith.addi %x, %one : i32
      scf.yield %a : i32
    }
    memref.store %rb, %out[%tx] : memref<4xi32>
    gpu.terminator
  }
  return
}
func.func @unsignedI32(%out: memref<4xi32>, %lb: i32, %ub: i32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %one = arith.constant 1 : i32
    %z = arith.constant 0 : i32
    %rb = scf.for unsigned %k = %lb to %ub step %one iter_args(%acc = %z) -> (i32) : i32 {
      memref.store %acc, %sh[%tx] : !sh
      gpu.barrier
      %c3 = arith.constant 3 : index
      %o = arith.subi %c3, %tx : index
      %x = memref.load %sh[%o] : !sh
      gpu.barrier
      %a = arith.addi %x, %one : i32
      scf.yield %a : i32
    }
    memref.store %rb, %out[%tx] : memref<4xi32>
    gpu.terminator
  }
  return
}
func.func @i32Rows(%out: memref<4x64xi32>, %lb: i32, %ub: i32) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %one = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    scf.for %k = %lb to %ub step %one : i32 {
      %r = arith.andi %k, %c3 : i32
      %ri = arith.index_cast %r : i32 to index
      %v = memref.load %out[%ri, %tx] : memref<4x64xi32>
      %v2 = arith.addi %v, %one : i32
      memref.store %v2, %out[%ri, %tx] : memref<4x64xi32>
    }
    gpu.terminator
  }
  return
}
func.func @print4(%o: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i32
  %v = vector.transfer_read %o[%c0], %pad : memref<4xi32>, vector<4xi32>
  vector.print %v : vector<4xi32>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %o = memref.alloc() : memref<4xi32>
  %lb1 = arith.constant -5 : index
  %ub1 = arith.constant 3 : index
  call @unsignedIndex(%o, %lb1, %ub1) : (memref<4xi32>, index, index) -> ()
  call @print4(%o) : (memref<4xi32>) -> ()
  %lb2 = arith.constant 9223372036854775806 : index
  %ub2 = arith.constant -9223372036854775807 : index
  call @unsignedIndex(%o, %lb2, %ub2) : (memref<4xi32>, index, index) -> ()
  call @print4(%o) : (memref<4xi32>) -> ()
  %lb3 = arith.constant -5 : i32
  %ub3 = arith.constant 3 : i32
  call @unsignedI32(%o, %lb3, %ub3) : (memref<4xi32>, i32, i32) -> ()
  call @print4(%o) : (memref<4xi32>) -> ()
  %lb4 = arith.constant 2147483646 : i32
  %ub4 = arith.constant -2147483647 : i32
  call @unsignedI32(%o, %lb4, %ub4) : (memref<4xi32>, i32, i32) -> ()
  call @print4(%o) : (memref<4xi32>) -> ()
  %m = memref.alloc() : memref<4x64xi32>
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      memref.store %z, %m[%i, %j] : memref<4x64xi32>
    }
  }
  %lb5 = arith.constant 0 : i32
  %ub5 = arith.constant 6 : i32
  call @i32Rows(%m, %lb5, %ub5) : (memref<4x64xi32>, i32, i32) -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %s = scf.for %j = %c0 to %c64 step %c1 iter_args(%a = %z) -> (i32) {
      %v = memref.load %m[%i, %j] : memref<4x64xi32>
      %a2 = arith.addi %a, %v : i32
      scf.yield %a2 : i32
    }
    memref.store %s, %o[%i] : memref<4xi32>
  }
  call @print4(%o) : (memref<4xi32>) -> ()
  memref.dealloc %m : memref<4x64xi32>
  memref.dealloc %o : memref<4xi32>
  return
}
