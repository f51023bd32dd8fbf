// As review-cpuify-edge-selects3.mlir with two edge comparisons (`gid ==
// 0`, `gid + 2 == k`; `gid == n - 1` is computed in the kernel and not
// matched): the loop between the two points runs with both comparisons
// false (stitchSplitEdgeSelects' two-point case).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true }),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true loop-hints=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: edge total mismatches 0 sum 10099620
func.func @kernel1(%in: memref<200xi32>, %out: memref<200xi32>, %n: index, %k: index, %g: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %cG = arith.constant 1 : index
  %i2 = arith.constant 2 : i32
  %i4 = arith.constant 4 : i32
  %i8 = arith.constant 8 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %nm1 = arith.subi %n, %c1 : index
      %isw = arith.cmpi eq, %gid, %c0 : index
      %gm1 = arith.subi %gid, %c1 : index
      %w = arith.select %isw, %gid, %gm1 : index
      %ise = arith.cmpi eq, %gid, %nm1 : index
      %gp1 = arith.addi %gid, %c1 : index
      %e = arith.select %ise, %gid, %gp1 : index
      %g2 = arith.addi %gid, %c2 : index
      %ism = arith.cmpi eq, %g2, %k : index
      %m = arith.select %ism, %gid, %gp1 : index
      %vw = memref.load %in[%w] : memref<200xi32>
      %vc = memref.load %in[%gid] : memref<200xi32>
      %ve = memref.load %in[%e] : memref<200xi32>
      %vm = memref.load %in[%m] : memref<200xi32>
      %a1 = arith.muli %vc, %i2 : i32
      %a2 = arith.muli %ve, %i4 : i32
      %a3 = arith.muli %vm, %i8 : i32
      %s1 = arith.addi %vw, %a1 : i32
      %s2 = arith.addi %s1, %a2 : i32
      %s3 = arith.addi %s2, %a3 : i32
      memref.store %s3, %out[%gid] : memref<200xi32>
    }
    gpu.terminator
  }
  return
}

func.func @kernel2(%in: memref<200xi32>, %out: memref<200xi32>, %n: index, %k: index, %g: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %cG = arith.constant 2 : index
  %i2 = arith.constant 2 : i32
  %i4 = arith.constant 4 : i32
  %i8 = arith.constant 8 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %nm1 = arith.subi %n, %c1 : index
      %isw = arith.cmpi eq, %gid, %c0 : index
      %gm1 = arith.subi %gid, %c1 : index
      %w = arith.select %isw, %gid, %gm1 : index
      %ise = arith.cmpi eq, %gid, %nm1 : index
      %gp1 = arith.addi %gid, %c1 : index
      %e = arith.select %ise, %gid, %gp1 : index
      %g2 = arith.addi %gid, %c2 : index
      %ism = arith.cmpi eq, %g2, %k : index
      %m = arith.select %ism, %gid, %gp1 : index
      %vw = memref.load %in[%w] : memref<200xi32>
      %vc = memref.load %in[%gid] : memref<200xi32>
      %ve = memref.load %in[%e] : memref<200xi32>
      %vm = memref.load %in[%m] : memref<200xi32>
      %a1 = arith.muli %vc, %i2 : i32
      %a2 = arith.muli %ve, %i4 : i32
      %a3 = arith.muli %vm, %i8 : i32
      %s1 = arith.addi %vw, %a1 : i32
      %s2 = arith.addi %s1, %a2 : i32
      %s3 = arith.addi %s2, %a3 : i32
      memref.store %s3, %out[%gid] : memref<200xi32>
    }
    gpu.terminator
  }
  return
}

func.func @kernel3(%in: memref<200xi32>, %out: memref<200xi32>, %n: index, %k: index, %g: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %cG = arith.constant 3 : index
  %i2 = arith.constant 2 : i32
  %i4 = arith.constant 4 : i32
  %i8 = arith.constant 8 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %nm1 = arith.subi %n, %c1 : index
      %isw = arith.cmpi eq, %gid, %c0 : index
      %gm1 = arith.subi %gid, %c1 : index
      %w = arith.select %isw, %gid, %gm1 : index
      %ise = arith.cmpi eq, %gid, %nm1 : index
      %gp1 = arith.addi %gid, %c1 : index
      %e = arith.select %ise, %gid, %gp1 : index
      %g2 = arith.addi %gid, %c2 : index
      %ism = arith.cmpi eq, %g2, %k : index
      %m = arith.select %ism, %gid, %gp1 : index
      %vw = memref.load %in[%w] : memref<200xi32>
      %vc = memref.load %in[%gid] : memref<200xi32>
      %ve = memref.load %in[%e] : memref<200xi32>
      %vm = memref.load %in[%m] : memref<200xi32>
      %a1 = arith.muli %vc, %i2 : i32
      %a2 = arith.muli %ve, %i4 : i32
      %a3 = arith.muli %vm, %i8 : i32
      %s1 = arith.addi %vw, %a1 : i32
      %s2 = arith.addi %s1, %a2 : i32
      %s3 = arith.addi %s2, %a3 : i32
      memref.store %s3, %out[%gid] : memref<200xi32>
    }
    gpu.terminator
  }
  return
}

func.func @ref(%in: memref<200xi32>, %out: memref<200xi32>, %n: index, %k: index, %g: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %i2 = arith.constant 2 : i32
  %i4 = arith.constant 4 : i32
  %i8 = arith.constant 8 : i32
  %tot = arith.muli %g, %c32 : index
  scf.for %gid = %c0 to %tot step %c1 {
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %nm1 = arith.subi %n, %c1 : index
      %isw = arith.cmpi eq, %gid, %c0 : index
      %gm1 = arith.subi %gid, %c1 : index
      %w = scf.if %isw -> index { scf.yield %gid : index } else { scf.yield %gm1 : index }
      %ise = arith.cmpi eq, %gid, %nm1 : index
      %gp1 = arith.addi %gid, %c1 : index
      %e = scf.if %ise -> index { scf.yield %gid : index } else { scf.yield %gp1 : index }
      %g2 = arith.addi %gid, %c2 : index
      %ism = arith.cmpi eq, %g2, %k : index
      %m = scf.if %ism -> index { scf.yield %gid : index } else { scf.yield %gp1 : index }
      %vw = memref.load %in[%w] : memref<200xi32>
      %vc = memref.load %in[%gid] : memref<200xi32>
      %ve = memref.load %in[%e] : memref<200xi32>
      %vm = memref.load %in[%m] : memref<200xi32>
      %a1 = arith.muli %vc, %i2 : i32
      %a2 = arith.muli %ve, %i4 : i32
      %a3 = arith.muli %vm, %i8 : i32
      %s1 = arith.addi %vw, %a1 : i32
      %s2 = arith.addi %s1, %a2 : i32
      %s3 = arith.addi %s2, %a3 : i32
      memref.store %s3, %out[%gid] : memref<200xi32>
    }
  }
  return
}

llvm.mlir.global internal constant @fmt("edge n %ld k %ld g %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt2("edge total mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @one(%n: index, %k: index, %g: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c200 = arith.constant 200 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %in = memref.alloc() : memref<200xi32>
  %o1 = memref.alloc() : memref<200xi32>
  %o2 = memref.alloc() : memref<200xi32>
  scf.for %i = %c0 to %c200 step %c1 {
    %sq = arith.muli %i, %i : index
    %r = arith.remui %sq, %c7 : index
    %v = arith.addi %r, %i : index
    %vi = arith.index_cast %v : index to i32
    memref.store %vi, %in[%i] : memref<200xi32>
    memref.store %m1, %o1[%i] : memref<200xi32>
    memref.store %m1, %o2[%i] : memref<200xi32>
  }
  %c2 = arith.constant 2 : index
  %is1 = arith.cmpi eq, %g, %c1 : index
  %is2 = arith.cmpi eq, %g, %c2 : index
  scf.if %is1 {
    func.call @kernel1(%in, %o1, %n, %k, %g) : (memref<200xi32>, memref<200xi32>, index, index, index) -> ()
  } else {
    scf.if %is2 {
      func.call @kernel2(%in, %o1, %n, %k, %g) : (memref<200xi32>, memref<200xi32>, index, index, index) -> ()
    } else {
      func.call @kernel3(%in, %o1, %n, %k, %g) : (memref<200xi32>, memref<200xi32>, index, index, index) -> ()
    }
  }
  call @ref(%in, %o2, %n, %k, %g) : (memref<200xi32>, memref<200xi32>, index, index, index) -> ()
  %res:2 = scf.for %i = %c0 to %c200 step %c1 iter_args(%b = %z, %s = %z) -> (i64, i64) {
    %x = memref.load %o1[%i] : memref<200xi32>
    %y = memref.load %o2[%i] : memref<200xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    %y64 = arith.extsi %y : i32 to i64
    %s2 = arith.addi %s, %y64 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %n64 = arith.index_cast %n : index to i64
  %k64 = arith.index_cast %k : index to i64
  %g64 = arith.index_cast %g : index to i64
  %bad = arith.cmpi ne, %res#0, %z : i64
  scf.if %bad {
    llvm.call @printf(%fmt, %n64, %k64, %g64, %res#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64) -> i32
  }
  memref.dealloc %in : memref<200xi32>
  memref.dealloc %o1 : memref<200xi32>
  memref.dealloc %o2 : memref<200xi32>
  return %res#0, %res#1 : i64, i64
}

memref.global "private" constant @ns : memref<15xi64> = dense<[0, 1, 2, 3, 31, 32, 33, 34, 63, 64, 65, 95, 96, 97, 150]>
memref.global "private" constant @ks : memref<13xi64> = dense<[-5, 0, 1, 2, 3, 33, 34, 64, 65, 96, 97, 98, 130]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %nsm = memref.get_global @ns : memref<15xi64>
  %ksm = memref.get_global @ks : memref<13xi64>
  %c15 = arith.constant 15 : index
  %c13 = arith.constant 13 : index
  %r:2 = scf.for %a = %c0 to %c15 step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
    %n64 = memref.load %nsm[%a] : memref<15xi64>
    %n = arith.index_cast %n64 : i64 to index
    %r2:2 = scf.for %b = %c0 to %c13 step %c1 iter_args(%b1 = %b0, %s1 = %s0) -> (i64, i64) {
      %k64 = memref.load %ksm[%b] : memref<13xi64>
      %k = arith.index_cast %k64 : i64 to index
      %r3:2 = scf.for %g = %c1 to %c4 step %c1 iter_args(%b2 = %b1, %s2 = %s1) -> (i64, i64) {
        %x:2 = func.call @one(%n, %k, %g) : (index, index, index) -> (i64, i64)
        %b3 = arith.addi %b2, %x#0 : i64
        %s3 = arith.addi %s2, %x#1 : i64
        scf.yield %b3, %s3 : i64, i64
      }
      scf.yield %r3#0, %r3#1 : i64, i64
    }
    scf.yield %r2#0, %r2#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
