// stitchVersionClamps (stitch-cpuify{version-clamps}): tile neighbours
// max(tx - 1, lo), min(tx + 1, hi), min(tx + 2, hi) with lo, hi run-time
// (lo > hi, lo = hi, both at the tile's ends) in an x loop whose range is a
// run-time window [a, b) from a tightened guard `tx >= a && tx < b` (a > b,
// a < 0, b past the block). Fires: after stitch-cpuify the x loop has a
// copy under `scf.if` without the maxsi/minsi. Host reference: plain loops
// reading the tile's elements from the input directly.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true }),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true version-clamps=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: clamp total mismatches 0 sum 28493016
func.func @kernel(%in: memref<96xi32>, %out: memref<96xi32>, %lo: index, %hi: index,
                  %a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %i7 = arith.constant 7 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %c32 : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %in[%gid] : memref<96xi32>
    memref.store %v, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %ga = arith.cmpi sge, %tx, %a : index
    %gb = arith.cmpi slt, %tx, %b : index
    %g = arith.andi %ga, %gb : i1
    scf.if %g {
      %tm1 = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm1, %lo : index
      %tp1 = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp1, %hi : index
      %tp2 = arith.addi %tx, %c2 : index
      %r2 = arith.minsi %tp2, %hi : index
      %vl = memref.load %sh[%l] : memref<32xi32, #gpu.address_space<workgroup>>
      %vc = memref.load %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<32xi32, #gpu.address_space<workgroup>>
      %vr2 = memref.load %sh[%r2] : memref<32xi32, #gpu.address_space<workgroup>>
      %a1 = arith.muli %vc, %i3 : i32
      %a2 = arith.muli %vr, %i5 : i32
      %a3 = arith.muli %vr2, %i7 : i32
      %s1 = arith.addi %vl, %a1 : i32
      %s2 = arith.addi %s1, %a2 : i32
      %s3 = arith.addi %s2, %a3 : i32
      memref.store %s3, %out[%gid] : memref<96xi32>
    }
    gpu.terminator
  }
  return
}

func.func @ref(%in: memref<96xi32>, %out: memref<96xi32>, %lo: index, %hi: index,
               %a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %i7 = arith.constant 7 : i32
  scf.for %bx = %c0 to %c3 step %c1 {
    scf.for %tx = %c0 to %c32 step %c1 {
      %base = arith.muli %bx, %c32 : index
      %gid = arith.addi %base, %tx : index
      %ga = arith.cmpi sge, %tx, %a : index
      %gb = arith.cmpi slt, %tx, %b : index
      %g = arith.andi %ga, %gb : i1
      scf.if %g {
        %tm1 = arith.subi %tx, %c1 : index
        %lc = arith.cmpi slt, %tm1, %lo : index
        %l = scf.if %lc -> index { scf.yield %lo : index } else { scf.yield %tm1 : index }
        %tp1 = arith.addi %tx, %c1 : index
        %rc = arith.cmpi sgt, %tp1, %hi : index
        %r = scf.if %rc -> index { scf.yield %hi : index } else { scf.yield %tp1 : index }
        %tp2 = arith.addi %tx, %c2 : index
        %rc2 = arith.cmpi sgt, %tp2, %hi : index
        %r2 = scf.if %rc2 -> index { scf.yield %hi : index } else { scf.yield %tp2 : index }
        %gl = arith.addi %base, %l : index
        %gr = arith.addi %base, %r : index
        %gr2 = arith.addi %base, %r2 : index
        %vl = memref.load %in[%gl] : memref<96xi32>
        %vc = memref.load %in[%gid] : memref<96xi32>
        %vr = memref.load %in[%gr] : memref<96xi32>
        %vr2 = memref.load %in[%gr2] : memref<96xi32>
        %a1 = arith.muli %vc, %i3 : i32
        %a2 = arith.muli %vr, %i5 : i32
        %a3 = arith.muli %vr2, %i7 : i32
        %s1 = arith.addi %vl, %a1 : i32
        %s2 = arith.addi %s1, %a2 : i32
        %s3 = arith.addi %s2, %a3 : i32
        memref.store %s3, %out[%gid] : memref<96xi32>
      }
    }
  }
  return
}

llvm.mlir.global internal constant @fmt("clamp lo %ld hi %ld a %ld b %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt2("clamp total mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @one(%lo: index, %hi: index, %a: index, %b: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c96 = arith.constant 96 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %in = memref.alloc() : memref<96xi32>
  %o1 = memref.alloc() : memref<96xi32>
  %o2 = memref.alloc() : memref<96xi32>
  scf.for %i = %c0 to %c96 step %c1 {
    %sq = arith.muli %i, %i : index
    %r = arith.remui %sq, %c7 : index
    %v = arith.addi %r, %i : index
    %vi = arith.index_cast %v : index to i32
    memref.store %vi, %in[%i] : memref<96xi32>
    memref.store %m1, %o1[%i] : memref<96xi32>
    memref.store %m1, %o2[%i] : memref<96xi32>
  }
  call @kernel(%in, %o1, %lo, %hi, %a, %b) : (memref<96xi32>, memref<96xi32>, index, index, index, index) -> ()
  call @ref(%in, %o2, %lo, %hi, %a, %b) : (memref<96xi32>, memref<96xi32>, index, index, index, index) -> ()
  %res:2 = scf.for %i = %c0 to %c96 step %c1 iter_args(%bb = %z, %s = %z) -> (i64, i64) {
    %x = memref.load %o1[%i] : memref<96xi32>
    %y = memref.load %o2[%i] : memref<96xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bb, %inc : i64
    %y64 = arith.extsi %y : i32 to i64
    %s2 = arith.addi %s, %y64 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %lo64 = arith.index_cast %lo : index to i64
  %hi64 = arith.index_cast %hi : index to i64
  %a64 = arith.index_cast %a : index to i64
  %b64 = arith.index_cast %b : index to i64
  %bad = arith.cmpi ne, %res#0, %z : i64
  scf.if %bad {
    llvm.call @printf(%fmt, %lo64, %hi64, %a64, %b64, %res#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64) -> i32
  }
  memref.dealloc %in : memref<96xi32>
  memref.dealloc %o1 : memref<96xi32>
  memref.dealloc %o2 : memref<96xi32>
  return %res#0, %res#1 : i64, i64
}

memref.global "private" constant @los : memref<6xi64> = dense<[0, 1, 5, 20, 30, 31]>
memref.global "private" constant @his : memref<6xi64> = dense<[0, 1, 4, 29, 30, 31]>
memref.global "private" constant @as : memref<5xi64> = dense<[-3, 0, 1, 2, 31]>
memref.global "private" constant @bs : memref<6xi64> = dense<[-1, 0, 1, 30, 31, 40]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0 : i64
  %los = memref.get_global @los : memref<6xi64>
  %his = memref.get_global @his : memref<6xi64>
  %as = memref.get_global @as : memref<5xi64>
  %bs = memref.get_global @bs : memref<6xi64>
  %r:2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
    %lo64 = memref.load %los[%i] : memref<6xi64>
    %lo = arith.index_cast %lo64 : i64 to index
    %r1:2 = scf.for %j = %c0 to %c6 step %c1 iter_args(%b1 = %b0, %s1 = %s0) -> (i64, i64) {
      %hi64 = memref.load %his[%j] : memref<6xi64>
      %hi = arith.index_cast %hi64 : i64 to index
      %r2:2 = scf.for %p = %c0 to %c5 step %c1 iter_args(%b2 = %b1, %s2 = %s1) -> (i64, i64) {
        %a64 = memref.load %as[%p] : memref<5xi64>
        %a = arith.index_cast %a64 : i64 to index
        %r3:2 = scf.for %q = %c0 to %c6 step %c1 iter_args(%b3 = %b2, %s3 = %s2) -> (i64, i64) {
          %bq64 = memref.load %bs[%q] : memref<6xi64>
          %bq = arith.index_cast %bq64 : i64 to index
          %x:2 = func.call @one(%lo, %hi, %a, %bq) : (index, index, index, index) -> (i64, i64)
          %b4 = arith.addi %b3, %x#0 : i64
          %s4 = arith.addi %s3, %x#1 : i64
          scf.yield %b4, %s4 : i64, i64
        }
        scf.yield %r3#0, %r3#1 : i64, i64
      }
      scf.yield %r2#0, %r2#1 : i64, i64
    }
    scf.yield %r1#0, %r1#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
