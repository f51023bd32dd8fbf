// stitch-cpuify's speculate-loads (passes/codegen/SpeculateLoads.c) must
// leave alone neighbour loads one past a tile that is also written through
// a view: the tile cannot be padded (isPaddableTile: its only users must be
// loads and stores), so `tx == 15 ? 100 : t[tx + 1]` and
// `tx == 0 ? 7 : t[tx - 1]` keep their branches (t[16] and t[-1] are
// outside the tile). The upper half of the tile is written through
// memref.subview t[8][8][1] (in[g] + 7), the lower half directly. Fires as
// a negative (IR lines): the branches stay, no arith.select, no padded
// tile. Reference: plain host loops over 4 blocks of 16.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true speculate-loads=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @viewtile(
// IR-NOT: stitch.padded
// IR-NOT: arith.select
// IR: scf.if %{{.*}} -> (i64)
// IR: scf.if %{{.*}} -> (i64)
// IR-LABEL: func.func @main(
// CHECK: viewtile mismatches 0 checksum {{[1-9][0-9]*}}
!t = memref<16xi64, #gpu.address_space<workgroup>>
// Tile also written through a view: not padded, the branch stays.
func.func @viewtile(%in: memref<64xi64>, %out: memref<64xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %k7 = arith.constant 7 : i64
  %k100 = arith.constant 100 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%t : !t) {
    %g0 = arith.muli %bx, %c16 : index
    %g = arith.addi %g0, %tx : index
    %v = memref.load %in[%g] : memref<64xi64>
    %lo = arith.cmpi ult, %tx, %c8 : index
    scf.if %lo {
      memref.store %v, %t[%tx] : !t
    } else {
      %sv = memref.subview %t[8] [8] [1] : !t to memref<8xi64, strided<[1], offset: 8>, #gpu.address_space<workgroup>>
      %k = arith.subi %tx, %c8 : index
      %w = arith.addi %v, %k7 : i64
      memref.store %w, %sv[%k] : memref<8xi64, strided<[1], offset: 8>, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %last = arith.cmpi eq, %tx, %c15 : index
    %e = scf.if %last -> (i64) {
      scf.yield %k100 : i64
    } else {
      %tp = arith.addi %tx, %c1 : index
      %x = memref.load %t[%tp] : !t
      scf.yield %x : i64
    }
    %first = arith.cmpi eq, %tx, %c0 : index
    %w2 = scf.if %first -> (i64) {
      scf.yield %k7 : i64
    } else {
      %tm = arith.subi %tx, %c1 : index
      %x = memref.load %t[%tm] : !t
      scf.yield %x : i64
    }
    %c = memref.load %t[%tx] : !t
    %s0 = arith.addi %e, %w2 : i64
    %s = arith.addi %s0, %c : i64
    memref.store %s, %out[%g] : memref<64xi64>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("viewtile mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c7919 = arith.constant 7919 : index
  %c10007 = arith.constant 10007 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %k7 = arith.constant 7 : i64
  %k100 = arith.constant 100 : i64
  %in = memref.alloc() : memref<64xi64>
  %out = memref.alloc() : memref<64xi64>
  scf.for %i = %c0 to %c64 step %c1 {
    %a = arith.muli %i, %c7919 : index
    %b = arith.remui %a, %c10007 : index
    %bi = arith.index_cast %b : index to i64
    memref.store %bi, %in[%i] : memref<64xi64>
    memref.store %z, %out[%i] : memref<64xi64>
  }
  call @viewtile(%in, %out) : (memref<64xi64>, memref<64xi64>) -> ()
  // Host reference: t(i) = in[16 b + i] (+ 7 for i >= 8).
  %res:2 = scf.for %g = %c0 to %c64 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %t = arith.remui %g, %c16 : index
    %g0 = arith.subi %g, %t : index
    %tp = arith.addi %t, %c1 : index
    %tm = arith.subi %t, %c1 : index
    %last = arith.cmpi eq, %t, %c15 : index
    %first = arith.cmpi eq, %t, %c0 : index
    %tpc = arith.select %last, %t, %tp : index
    %tmc = arith.select %first, %t, %tm : index
    %gp = arith.addi %g0, %tpc : index
    %gm = arith.addi %g0, %tmc : index
    %vp0 = memref.load %in[%gp] : memref<64xi64>
    %vm0 = memref.load %in[%gm] : memref<64xi64>
    %vc0 = memref.load %in[%g] : memref<64xi64>
    %hp = arith.cmpi uge, %tpc, %c8 : index
    %hm = arith.cmpi uge, %tmc, %c8 : index
    %hc = arith.cmpi uge, %t, %c8 : index
    %ap = arith.select %hp, %k7, %z : i64
    %am = arith.select %hm, %k7, %z : i64
    %ac = arith.select %hc, %k7, %z : i64
    %vp = arith.addi %vp0, %ap : i64
    %vm = arith.addi %vm0, %am : i64
    %vc = arith.addi %vc0, %ac : i64
    %e = arith.select %last, %k100, %vp : i64
    %w = arith.select %first, %k7, %vm : i64
    %s0 = arith.addi %e, %w : i64
    %want = arith.addi %s0, %vc : i64
    %got = memref.load %out[%g] : memref<64xi64>
    %ne = arith.cmpi ne, %got, %want : i64
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %s2 = arith.addi %sum, %got : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %in : memref<64xi64>
  memref.dealloc %out : memref<64xi64>
  return
}
