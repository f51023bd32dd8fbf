// stitch-cpuify's unroll-and-jam of a one-phase uniform loop (jam-uniform,
// default 4 iterations per x iteration), run: per-thread loops over j < n
// with n a run-time value (0, 1, 3, 4, 7 and 10: no main loop, no rest,
// both), interchanged with the thread loop (the cost rule: unknown trip
// count, contiguous across tx), then jammed:
//   @sums: a 1-D block of 48 threads over 100 elements (the last block
//     partial); each thread carries an f32 sum and an i32 count through
//     iter_args (per-thread buffers once interchanged) and adds into its
//     out[e] (a global read-modify-write at a j-invariant address) at every
//     j, then stores the sum after the loop;
//   @tiles: a 2-D block (8 x 3) whose threads accumulate a[j][ty][tx] into
//     shared memory and write it back after a barrier, read by another
//     thread (tx reversed);
//   @layers: 40 threads each carrying a value through j (iter_args) and
//     reading 7 layers a[j][l][tx] per j: 7 streams, so 2 copies per x
//     iteration, not 4 (jamCopies' limit of 16).
// References are plain host loops; stitch-to-openmp must also print what
// the pipeline without jamming (jam-uniform=1) prints, at 2 threads.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true jam-uniform=1}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: diff %t.on2.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// The jam did happen: loops stepping by 4 (@sums, @tiles) and by 2 (@layers).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @sums
// IR: %[[FOUR:.*]] = arith.constant 4 : index
// IR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[FOUR]] {
// IR-LABEL: func.func @tiles
// IR: %[[FOUR2:.*]] = arith.constant 4 : index
// IR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[FOUR2]] {
// IR-LABEL: func.func @layers
// IR: arith.divsi %{{.*}}, %[[TWO:c2[_0-9]*]] : index
// IR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[TWO]] {
// CHECK: n 0 sums 0 tiles 0 layers 0
// CHECK-NEXT: n 1 sums 0 tiles 0 layers 0
// CHECK-NEXT: n 3 sums 0 tiles 0 layers 0
// CHECK-NEXT: n 4 sums 0 tiles 0 layers 0
// CHECK-NEXT: n 7 sums 0 tiles 0 layers 0
// CHECK-NEXT: n 10 sums 0 tiles 0 layers 0
func.func @sums(%in: memref<1200xf32>, %out: memref<100xf32>,
                %sum: memref<100xf32>, %cnt: memref<100xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c48 = arith.constant 48 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %half = arith.constant 0.5 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c48 : index
    %e = arith.addi %b, %tx : index
    %valid = arith.cmpi ult, %e, %c100 : index
    scf.if %valid {
      %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%s = %zero, %k = %zi) -> (f32, i32) {
        %row = arith.muli %j, %c100 : index
        %at = arith.addi %row, %e : index
        %v = memref.load %in[%at] : memref<1200xf32>
        %o = memref.load %out[%e] : memref<100xf32>
        %h = arith.mulf %v, %half : f32
        %o2 = arith.addf %o, %h : f32
        memref.store %o2, %out[%e] : memref<100xf32>
        %s2 = arith.addf %s, %v : f32
        %pos = arith.cmpf ogt, %v, %o : f32
        %one = arith.extui %pos : i1 to i32
        %k2 = arith.addi %k, %one : i32
        scf.yield %s2, %k2 : f32, i32
      }
      memref.store %r#0, %sum[%e] : memref<100xf32>
      memref.store %r#1, %cnt[%e] : memref<100xi32>
    }
    gpu.terminator
  }
  return
}

!tile = memref<3x8xf32, #gpu.address_space<workgroup>>
func.func @tiles(%a: memref<10x3x8xf32>, %res: memref<3x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c3, %sz = %c1)
             workgroup(%t : !tile) {
    memref.store %zero, %t[%ty, %tx] : !tile
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %a[%j, %ty, %tx] : memref<10x3x8xf32>
      %o = memref.load %t[%ty, %tx] : !tile
      %w = arith.addf %o, %v : f32
      %ww = arith.mulf %w, %w : f32
      %x = arith.divf %ww, %w : f32
      memref.store %x, %t[%ty, %tx] : !tile
    }
    gpu.barrier
    %rx = arith.subi %c7, %tx : index
    %r = memref.load %t[%ty, %rx] : !tile
    memref.store %r, %res[%ty, %tx] : memref<3x8xf32>
    gpu.terminator
  }
  return
}

func.func @layers(%a: memref<10x7x40xf32>, %res: memref<40xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %zero = arith.constant 0.0 : f32
  %quarter = arith.constant 0.25 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c40, %sy = %c1, %sz = %c1) {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%c = %zero) -> (f32) {
      %l0 = arith.constant 0 : index
      %v0 = memref.load %a[%j, %l0, %tx] : memref<10x7x40xf32>
      %l1 = arith.constant 1 : index
      %v1 = memref.load %a[%j, %l1, %tx] : memref<10x7x40xf32>
      %l2 = arith.constant 2 : index
      %v2 = memref.load %a[%j, %l2, %tx] : memref<10x7x40xf32>
      %l3 = arith.constant 3 : index
      %v3 = memref.load %a[%j, %l3, %tx] : memref<10x7x40xf32>
      %l4 = arith.constant 4 : index
      %v4 = memref.load %a[%j, %l4, %tx] : memref<10x7x40xf32>
      %l5 = arith.constant 5 : index
      %v5 = memref.load %a[%j, %l5, %tx] : memref<10x7x40xf32>
      %l6 = arith.constant 6 : index
      %v6 = memref.load %a[%j, %l6, %tx] : memref<10x7x40xf32>
      %s1 = arith.addf %v0, %v1 : f32
      %s2 = arith.addf %s1, %v2 : f32
      %s3 = arith.addf %s2, %v3 : f32
      %s4 = arith.addf %s3, %v4 : f32
      %s5 = arith.addf %s4, %v5 : f32
      %s6 = arith.addf %s5, %v6 : f32
      %q = arith.mulf %c, %quarter : f32
      %c2v = arith.addf %s6, %q : f32
      scf.yield %c2v : f32
    }
    memref.store %r, %res[%tx] : memref<40xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("n %ld sums %ld tiles %ld layers %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %c1200 = arith.constant 1200 : index
  %c13 = arith.constant 13 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %zero = arith.constant 0.0 : f32
  %zi = arith.constant 0 : i32
  %half = arith.constant 0.5 : f32
  %in = memref.alloc() : memref<1200xf32>
  %out = memref.alloc() : memref<100xf32>
  %sum = memref.alloc() : memref<100xf32>
  %cnt = memref.alloc() : memref<100xi32>
  %refOut = memref.alloc() : memref<100xf32>
  scf.for %i = %c0 to %c1200 step %c1 {
    %m = arith.remui %i, %c13 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    memref.store %f, %in[%i] : memref<1200xf32>
  }
  scf.for %i = %c0 to %c100 step %c1 {
    %m = arith.remui %i, %c7 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    memref.store %f, %out[%i] : memref<100xf32>
    memref.store %f, %refOut[%i] : memref<100xf32>
  }
  call @sums(%in, %out, %sum, %cnt, %n) : (memref<1200xf32>, memref<100xf32>, memref<100xf32>, memref<100xi32>, index) -> ()
  %bad1 = scf.for %e = %c0 to %c100 step %c1 iter_args(%acc = %z) -> (i64) {
    %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%s = %zero, %k = %zi) -> (f32, i32) {
      %row = arith.muli %j, %c100 : index
      %at = arith.addi %row, %e : index
      %v = memref.load %in[%at] : memref<1200xf32>
      %o = memref.load %refOut[%e] : memref<100xf32>
      %h = arith.mulf %v, %half : f32
      %o2 = arith.addf %o, %h : f32
      memref.store %o2, %refOut[%e] : memref<100xf32>
      %s2 = arith.addf %s, %v : f32
      %pos = arith.cmpf ogt, %v, %o : f32
      %p1 = arith.extui %pos : i1 to i32
      %k2 = arith.addi %k, %p1 : i32
      scf.yield %s2, %k2 : f32, i32
    }
    %go = memref.load %out[%e] : memref<100xf32>
    %wo = memref.load %refOut[%e] : memref<100xf32>
    %gs = memref.load %sum[%e] : memref<100xf32>
    %gk = memref.load %cnt[%e] : memref<100xi32>
    %b1 = arith.cmpf une, %go, %wo : f32
    %b2 = arith.cmpf une, %gs, %r#0 : f32
    %b3 = arith.cmpi ne, %gk, %r#1 : i32
    %b12 = arith.ori %b1, %b2 : i1
    %b = arith.ori %b12, %b3 : i1
    %inc = arith.select %b, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  %a = memref.alloc() : memref<10x3x8xf32>
  %res = memref.alloc() : memref<3x8xf32>
  scf.for %j = %c0 to %c10 step %c1 {
    scf.for %y = %c0 to %c3 step %c1 {
      scf.for %x = %c0 to %c8 step %c1 {
        %jy = arith.muli %j, %c3 : index
        %jyx = arith.addi %jy, %y : index
        %t = arith.muli %jyx, %c8 : index
        %i = arith.addi %t, %x : index
        %m = arith.remui %i, %c13 : index
        %mi = arith.index_cast %m : index to i32
        %f = arith.sitofp %mi : i32 to f32
        %f1 = arith.addf %f, %half : f32
        memref.store %f1, %a[%j, %y, %x] : memref<10x3x8xf32>
      }
    }
  }
  call @tiles(%a, %res, %n) : (memref<10x3x8xf32>, memref<3x8xf32>, index) -> ()
  %bad2 = scf.for %y = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i64) {
    %row = scf.for %x = %c0 to %c8 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %rx = arith.subi %c7, %x : index
      %w = scf.for %j = %c0 to %n step %c1 iter_args(%o = %zero) -> (f32) {
        %v = memref.load %a[%j, %y, %rx] : memref<10x3x8xf32>
        %s = arith.addf %o, %v : f32
        %ss = arith.mulf %s, %s : f32
        %q = arith.divf %ss, %s : f32
        scf.yield %q : f32
      }
      %g = memref.load %res[%y, %x] : memref<3x8xf32>
      %ne = arith.cmpf une, %g, %w : f32
      %inc = arith.select %ne, %one, %z : i64
      %a2 = arith.addi %acc2, %inc : i64
      scf.yield %a2 : i64
    }
    scf.yield %row : i64
  }
  %la = memref.alloc() : memref<10x7x40xf32>
  %lres = memref.alloc() : memref<40xf32>
  %c0_ = arith.constant 0 : index
  %c1_ = arith.constant 1 : index
  %c2_ = arith.constant 2 : index
  %c3_ = arith.constant 3 : index
  %c4_ = arith.constant 4 : index
  %c5_ = arith.constant 5 : index
  %c6_ = arith.constant 6 : index
  %c40 = arith.constant 40 : index
  %quarter = arith.constant 0.25 : f32
  scf.for %j = %c0 to %c10 step %c1 {
    scf.for %l = %c0 to %c7 step %c1 {
      scf.for %x = %c0 to %c40 step %c1 {
        %jl = arith.muli %j, %c7 : index
        %jll = arith.addi %jl, %l : index
        %t = arith.muli %jll, %c40 : index
        %i = arith.addi %t, %x : index
        %m = arith.remui %i, %c13 : index
        %mi = arith.index_cast %m : index to i32
        %f = arith.sitofp %mi : i32 to f32
        memref.store %f, %la[%j, %l, %x] : memref<10x7x40xf32>
      }
    }
  }
  call @layers(%la, %lres, %n) : (memref<10x7x40xf32>, memref<40xf32>, index) -> ()
  %bad3 = scf.for %x = %c0 to %c40 step %c1 iter_args(%acc = %z) -> (i64) {
    %w = scf.for %j = %c0 to %n step %c1 iter_args(%c = %zero) -> (f32) {
        %v0 = memref.load %la[%j, %c0_, %x] : memref<10x7x40xf32>
        %v1 = memref.load %la[%j, %c1_, %x] : memref<10x7x40xf32>
        %v2 = memref.load %la[%j, %c2_, %x] : memref<10x7x40xf32>
        %v3 = memref.load %la[%j, %c3_, %x] : memref<10x7x40xf32>
        %v4 = memref.load %la[%j, %c4_, %x] : memref<10x7x40xf32>
        %v5 = memref.load %la[%j, %c5_, %x] : memref<10x7x40xf32>
        %v6 = memref.load %la[%j, %c6_, %x] : memref<10x7x40xf32>
        %s1 = arith.addf %v0, %v1 : f32
        %s2 = arith.addf %s1, %v2 : f32
        %s3 = arith.addf %s2, %v3 : f32
        %s4 = arith.addf %s3, %v4 : f32
        %s5 = arith.addf %s4, %v5 : f32
        %s6 = arith.addf %s5, %v6 : f32
        %q = arith.mulf %c, %quarter : f32
        %c2v = arith.addf %s6, %q : f32
        scf.yield %c2v : f32
    }
    %g = memref.load %lres[%x] : memref<40xf32>
    %ne = arith.cmpf une, %g, %w : f32
    %inc = arith.select %ne, %one, %z : i64
    %a3 = arith.addi %acc, %inc : i64
    scf.yield %a3 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %ni = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %ni, %bad1, %bad2, %bad3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64) -> i32
  memref.dealloc %in : memref<1200xf32>
  memref.dealloc %out : memref<100xf32>
  memref.dealloc %sum : memref<100xf32>
  memref.dealloc %cnt : memref<100xi32>
  memref.dealloc %refOut : memref<100xf32>
  memref.dealloc %a : memref<10x3x8xf32>
  memref.dealloc %res : memref<3x8xf32>
  memref.dealloc %la : memref<10x7x40xf32>
  memref.dealloc %lres : memref<40xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  call @run(%c0) : (index) -> ()
  call @run(%c1) : (index) -> ()
  call @run(%c3) : (index) -> ()
  call @run(%c4) : (index) -> ()
  call @run(%c7) : (index) -> ()
  call @run(%c10) : (index) -> ()
  return
}
