// stitch-cpuify's unroll-and-jam (jamUniformLoop) of a uniform
// loop with run-time bounds loaded inside the kernel (lb, ub from memory;
// trip counts 0..9, negative, not multiples of 4) and steps 1 and 3; each
// thread carries t[tx] in shared memory through the loop (an iteration
// reads what the previous one of the same thread wrote) and reads a
// uniform ws[j] (shared, written before a barrier). After a second
// barrier thread tx reads t[31 - tx]. Checked against host loops.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @k1
// IR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c4{{.*}} {
// IR-LABEL: func.func @k3
// IR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c12{{.*}} {
// CHECK: total mismatches 0
!t = memref<32xi32, #gpu.address_space<workgroup>>
func.func @k1(%a: memref<40x32xi32>, %w: memref<40xi32>, %bnd: memref<2xindex>, %out: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %c3 = arith.constant 3 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%t : !t, %ws : memref<40xi32, #gpu.address_space<workgroup>>) {
    %txi = arith.index_cast %tx : index to i32
    memref.store %txi, %t[%tx] : !t
    %wv = memref.load %w[%tx] : memref<40xi32>
    memref.store %wv, %ws[%tx] : memref<40xi32, #gpu.address_space<workgroup>>
    %c8x = arith.constant 8 : index
    %lo = arith.cmpi ult, %tx, %c8x : index
    scf.if %lo {
      %hi = arith.addi %tx, %c32 : index
      %wh = memref.load %w[%hi] : memref<40xi32>
      memref.store %wh, %ws[%hi] : memref<40xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %lb = memref.load %bnd[%c0] : memref<2xindex>
    %ub = memref.load %bnd[%c1] : memref<2xindex>
    scf.for %j = %lb to %ub step %c1 {
      %wj = memref.load %ws[%j] : memref<40xi32, #gpu.address_space<workgroup>>
      %v = memref.load %a[%j, %tx] : memref<40x32xi32>
      %o = memref.load %t[%tx] : !t
      %o3 = arith.muli %o, %c3 : i32
      %vw = arith.muli %v, %wj : i32
      %n = arith.addi %o3, %vw : i32
      memref.store %n, %t[%tx] : !t
    }
    gpu.barrier
    %rx = arith.subi %c31, %tx : index
    %r = memref.load %t[%rx] : !t
    memref.store %r, %out[%tx] : memref<32xi32>
    gpu.terminator
  }
  return
}
func.func @k3(%a: memref<40x32xi32>, %w: memref<40xi32>, %bnd: memref<2xindex>, %out: memref<32xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cs = arith.constant 3 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %c3 = arith.constant 3 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%t : !t, %ws : memref<40xi32, #gpu.address_space<workgroup>>) {
    %txi = arith.index_cast %tx : index to i32
    memref.store %txi, %t[%tx] : !t
    %wv = memref.load %w[%tx] : memref<40xi32>
    memref.store %wv, %ws[%tx] : memref<40xi32, #gpu.address_space<workgroup>>
    %c8x = arith.constant 8 : index
    %lo = arith.cmpi ult, %tx, %c8x : index
    scf.if %lo {
      %hi = arith.addi %tx, %c32 : index
      %wh = memref.load %w[%hi] : memref<40xi32>
      memref.store %wh, %ws[%hi] : memref<40xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %lb = memref.load %bnd[%c0] : memref<2xindex>
    %ub = memref.load %bnd[%c1] : memref<2xindex>
    scf.for %j = %lb to %ub step %cs {
      %wj = memref.load %ws[%j] : memref<40xi32, #gpu.address_space<workgroup>>
      %v = memref.load %a[%j, %tx] : memref<40x32xi32>
      %o = memref.load %t[%tx] : !t
      %o3 = arith.muli %o, %c3 : i32
      %vw = arith.muli %v, %wj : i32
      %n = arith.addi %o3, %vw : i32
      memref.store %n, %t[%tx] : !t
    }
    gpu.barrier
    %rx = arith.subi %c31, %tx : index
    %r = memref.load %t[%rx] : !t
    memref.store %r, %out[%tx] : memref<32xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("lb %ld ub %ld step %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @tot("total mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%a: memref<40x32xi32>, %w: memref<40xi32>, %out: memref<32xi32>, %lb: index, %ub: index, %s: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %c3 = arith.constant 3 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %bad = scf.for %tx = %c0 to %c32 step %c1 iter_args(%acc = %z) -> (i64) {
    %rx = arith.subi %c31, %tx : index
    %init = arith.index_cast %rx : index to i32
    %want = scf.for %j = %lb to %ub step %s iter_args(%o = %init) -> (i32) {
      %wj = memref.load %w[%j] : memref<40xi32>
      %v = memref.load %a[%j, %rx] : memref<40x32xi32>
      %o3 = arith.muli %o, %c3 : i32
      %vw = arith.muli %v, %wj : i32
      %n = arith.addi %o3, %vw : i32
      scf.yield %n : i32
    }
    %got = memref.load %out[%tx] : memref<32xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %a2 = arith.addi %acc, %inc : i64
    scf.yield %a2 : i64
  }
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %lbi = arith.index_cast %lb : index to i64
  %ubi = arith.index_cast %ub : index to i64
  %si = arith.index_cast %s : index to i64
  llvm.call @printf(%f, %lbi, %ubi, %si, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64) -> i32
  return %bad : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c32 = arith.constant 32 : index
  %c40 = arith.constant 40 : index
  %z = arith.constant 0 : i64
  %a = memref.alloc() : memref<40x32xi32>
  %w = memref.alloc() : memref<40xi32>
  %bnd = memref.alloc() : memref<2xindex>
  %out = memref.alloc() : memref<32xi32>
  scf.for %i = %c0 to %c40 step %c1 {
    %m = arith.remui %i, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %one = arith.constant 1 : i32
    %m1 = arith.addi %mi, %one : i32
    memref.store %m1, %w[%i] : memref<40xi32>
    scf.for %x = %c0 to %c32 step %c1 {
      %p = arith.muli %i, %c32 : index
      %q = arith.addi %p, %x : index
      %r = arith.remui %q, %c11 : index
      %ri = arith.index_cast %r : index to i32
      memref.store %ri, %a[%i, %x] : memref<40x32xi32>
    }
  }
  // (lb, ub) pairs: lb in {0, 2, 6}, ub = lb + d for d in -2..9, ub <= 31.
  %total = scf.for %li = %c0 to %c3 step %c1 iter_args(%acc0 = %z) -> (i64) {
    %li1 = arith.addi %li, %c1 : index
    %lb = arith.muli %li, %li1 : index
    %c12 = arith.constant 12 : index
    %acc1 = scf.for %d = %c0 to %c12 step %c1 iter_args(%acc = %acc0) -> (i64) {
      %c2 = arith.constant 2 : index
      %ubp = arith.addi %lb, %d : index
      %ub = arith.subi %ubp, %c2 : index
      memref.store %lb, %bnd[%c0] : memref<2xindex>
      memref.store %ub, %bnd[%c1] : memref<2xindex>
      func.call @k1(%a, %w, %bnd, %out) : (memref<40x32xi32>, memref<40xi32>, memref<2xindex>, memref<32xi32>) -> ()
      %b1 = func.call @check(%a, %w, %out, %lb, %ub, %c1) : (memref<40x32xi32>, memref<40xi32>, memref<32xi32>, index, index, index) -> i64
      // step 3: ub up to lb + 3 * 9 + 1 (trip counts 0..10)
      %d3 = arith.muli %d, %c3 : index
      %ub3p = arith.addi %lb, %d3 : index
      %ub3 = arith.subi %ub3p, %c2 : index
      memref.store %ub3, %bnd[%c1] : memref<2xindex>
      func.call @k3(%a, %w, %bnd, %out) : (memref<40x32xi32>, memref<40xi32>, memref<2xindex>, memref<32xi32>) -> ()
      %b3 = func.call @check(%a, %w, %out, %lb, %ub3, %c3) : (memref<40x32xi32>, memref<40xi32>, memref<32xi32>, index, index, index) -> i64
      %s1 = arith.addi %acc, %b1 : i64
      %s2 = arith.addi %s1, %b3 : i64
      scf.yield %s2 : i64
    }
    scf.yield %acc1 : i64
  }
  %f = llvm.mlir.addressof @tot : !llvm.ptr
  llvm.call @printf(%f, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
