// Three launches sharing buffers inside a host scf.while (its condition
// reads a buffer a launch writes), the third one under a host scf.if:
// A: 32 blocks of one thread (block size 1: a barrier over a one-element
// tile, gpu.thread_id x of the unit dimension in the index); B: 3-D blocks
// of 4 x 1 x 2 threads on a gx x 1 x 2 grid (gx a function argument),
// gpu.block_dim x/z and gpu.grid_dim x in arithmetic, a 2x4 tile read at
// its z and x neighbours after a barrier; C: one block of %bs threads
// (function argument) summing B's output through shared memory, thread 0
// writing the flag. Each launch reads what the one before wrote. Host
// reference: the same rounds in plain scf loops. Fires: stitch-barrier-elim
// erases A's barrier (one thread) and keeps B's and C's (ELIM lines);
// stitch-cpuify leaves no barrier.
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
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim))' | FileCheck %s --check-prefix=ELIM
// ELIM-LABEL: func.func @run(
// ELIM: to (%c1, %c1, %c1)
// ELIM-NOT: stitch.barrier
// ELIM: to (%c4, %c1, %c2)
// ELIM: stitch.barrier
// ELIM: to (%arg3, %c1, %c1)
// ELIM: stitch.barrier
// ELIM-LABEL: func.func @ref(
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=CPU
// CPU-NOT: stitch.barrier
// CHECK: host-loops rounds 6/6 flag 485969919/485969919 mismatches 0
func.func @run(%a: memref<32xi32>, %b: memref<32xi32>, %flag: memref<1xi32>, %bs: index, %gx: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %k7 = arith.constant 7 : i32
  %k1023 = arith.constant 1023 : i32
  %it = scf.while (%i = %c0) : (index) -> index {
    %f = memref.load %flag[%c0] : memref<1xi32>
    %more = arith.cmpi ult, %i, %c6 : index
    %notdone = arith.cmpi ne, %f, %k7 : i32
    %go = arith.andi %more, %notdone : i1
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    // A: blocks of one thread (tx of a unit dim used in the index).
    gpu.launch blocks(%bx, %by, %bz) in (%sgx = %c32, %sgy = %c1, %sgz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
               workgroup(%s : memref<1xi32, #gpu.address_space<workgroup>>) {
      %e = arith.addi %bx, %tx : index
      %v = memref.load %b[%e] : memref<32xi32>
      memref.store %v, %s[%tx] : memref<1xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %s[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      %e1 = arith.addi %e, %c1 : index
      %en = arith.remui %e1, %c32 : index
      %u = memref.load %b[%en] : memref<32xi32>
      %r = arith.addi %w, %u : i32
      memref.store %r, %a[%e] : memref<32xi32>
      gpu.terminator
    }
    // B: 3-D blocks 4x1x2, grid gx x 1 x 2 (gx = 2).
    gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %c1, %sgz = %c2)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c2)
               workgroup(%tile : memref<2x4xi32, #gpu.address_space<workgroup>>) {
      %bdx = gpu.block_dim x
      %bdz = gpu.block_dim z
      %gdx = gpu.grid_dim x
      %r0 = arith.muli %bz, %bdz : index
      %row = arith.addi %r0, %tz : index
      %c0b = arith.muli %bx, %bdx : index
      %col = arith.addi %c0b, %tx : index
      %e0 = arith.muli %row, %c8 : index
      %e = arith.addi %e0, %col : index
      %v = memref.load %a[%e] : memref<32xi32>
      memref.store %v, %tile[%tz, %tx] : memref<2x4xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %tz1 = arith.addi %tz, %c1 : index
      %nz = arith.remui %tz1, %bdz : index
      %tx3 = arith.addi %tx, %c3 : index
      %nx = arith.remui %tx3, %bdx : index
      %p = memref.load %tile[%nz, %tx] : memref<2x4xi32, #gpu.address_space<workgroup>>
      %q = memref.load %tile[%tz, %nx] : memref<2x4xi32, #gpu.address_space<workgroup>>
      %gdxi = arith.index_cast %gdx : index to i32
      %pg = arith.muli %p, %gdxi : i32
      %tyi = arith.index_cast %ty : index to i32
      %q1 = arith.subi %q, %tyi : i32
      %r = arith.addi %pg, %q1 : i32
      memref.store %r, %b[%e] : memref<32xi32>
      gpu.terminator
    }
    %odd0 = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %odd0, %c1 : index
    scf.if %odd {
      // C: one block of %bs threads (8), a sum through shared memory.
      gpu.launch blocks(%bx, %by, %bz) in (%sgx = %c1, %sgy = %c1, %sgz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %bs, %sy = %c1, %sz = %c1)
                 workgroup(%part : memref<8xi32, #gpu.address_space<workgroup>>) {
        %z = arith.constant 0 : i32
        %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i32) {
          %k8 = arith.muli %k, %c8 : index
          %e = arith.addi %k8, %tx : index
          %v = memref.load %b[%e] : memref<32xi32>
          %acc1 = arith.addi %acc, %v : i32
          scf.yield %acc1 : i32
        }
        memref.store %sum, %part[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %first = arith.cmpi eq, %tx, %c0 : index
        scf.if %first {
          %tot = scf.for %k = %c0 to %bs step %c1 iter_args(%acc = %z) -> (i32) {
            %v = memref.load %part[%k] : memref<8xi32, #gpu.address_space<workgroup>>
            %acc1 = arith.addi %acc, %v : i32
            scf.yield %acc1 : i32
          }
          %m = arith.xori %tot, %k1023 : i32
          memref.store %m, %flag[%c0] : memref<1xi32>
        }
        gpu.terminator
      }
    }
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1 : index
  }
  return %it : index
}

// Host reference, the same rounds in plain loops.
func.func @ref(%a: memref<32xi32>, %b: memref<32xi32>, %flag: memref<1xi32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %k2 = arith.constant 2 : i32
  %k7 = arith.constant 7 : i32
  %k1023 = arith.constant 1023 : i32
  %z = arith.constant 0 : i32
  %it = scf.while (%i = %c0) : (index) -> index {
    %f = memref.load %flag[%c0] : memref<1xi32>
    %more = arith.cmpi ult, %i, %c6 : index
    %notdone = arith.cmpi ne, %f, %k7 : i32
    %go = arith.andi %more, %notdone : i1
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    scf.for %e = %c0 to %c32 step %c1 {
      %v = memref.load %b[%e] : memref<32xi32>
      %e1 = arith.addi %e, %c1 : index
      %en = arith.remui %e1, %c32 : index
      %u = memref.load %b[%en] : memref<32xi32>
      %r = arith.addi %v, %u : i32
      memref.store %r, %a[%e] : memref<32xi32>
    }
    scf.for %row = %c0 to %c4 step %c1 {
      scf.for %col = %c0 to %c8 step %c1 {
        %tz = arith.remui %row, %c2 : index
        %bz = arith.divui %row, %c2 : index
        %tx = arith.remui %col, %c4 : index
        %bx = arith.divui %col, %c4 : index
        %tz1 = arith.addi %tz, %c1 : index
        %nz = arith.remui %tz1, %c2 : index
        %prow0 = arith.muli %bz, %c2 : index
        %prow = arith.addi %prow0, %nz : index
        %pe0 = arith.muli %prow, %c8 : index
        %pe = arith.addi %pe0, %col : index
        %p = memref.load %a[%pe] : memref<32xi32>
        %tx3 = arith.addi %tx, %c3 : index
        %nx = arith.remui %tx3, %c4 : index
        %qc0 = arith.muli %bx, %c4 : index
        %qc = arith.addi %qc0, %nx : index
        %qe0 = arith.muli %row, %c8 : index
        %qe = arith.addi %qe0, %qc : index
        %q = memref.load %a[%qe] : memref<32xi32>
        %pg = arith.muli %p, %k2 : i32
        %r = arith.addi %pg, %q : i32
        %e = arith.addi %qe0, %col : index
        memref.store %r, %b[%e] : memref<32xi32>
      }
    }
    %odd0 = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %odd0, %c1 : index
    scf.if %odd {
      %tot = scf.for %e = %c0 to %c32 step %c1 iter_args(%acc = %z) -> (i32) {
        %v = memref.load %b[%e] : memref<32xi32>
        %acc1 = arith.addi %acc, %v : i32
        scf.yield %acc1 : i32
      }
      %m = arith.xori %tot, %k1023 : i32
      memref.store %m, %flag[%c0] : memref<1xi32>
    }
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1 : index
  }
  return %it : index
}

llvm.mlir.global internal constant @fmt("host-loops rounds %ld/%ld flag %d/%d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %z32 = arith.constant 0 : i32
  %a = memref.alloc() : memref<32xi32>
  %b = memref.alloc() : memref<32xi32>
  %f = memref.alloc() : memref<1xi32>
  %ra = memref.alloc() : memref<32xi32>
  %rb = memref.alloc() : memref<32xi32>
  %rf = memref.alloc() : memref<1xi32>
  scf.for %i = %c0 to %c32 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %i3 = arith.muli %ii, %ii : i32
    memref.store %i3, %b[%i] : memref<32xi32>
    memref.store %i3, %rb[%i] : memref<32xi32>
    memref.store %z32, %a[%i] : memref<32xi32>
    memref.store %z32, %ra[%i] : memref<32xi32>
  }
  memref.store %z32, %f[%c0] : memref<1xi32>
  memref.store %z32, %rf[%c0] : memref<1xi32>
  %n1 = call @run(%a, %b, %f, %c8, %c2) : (memref<32xi32>, memref<32xi32>, memref<1xi32>, index, index) -> index
  %n2 = call @ref(%ra, %rb, %rf) : (memref<32xi32>, memref<32xi32>, memref<1xi32>) -> index
  %bad = scf.for %i = %c0 to %c32 step %c1 iter_args(%bb = %z) -> (i64) {
    %x = memref.load %a[%i] : memref<32xi32>
    %y = memref.load %ra[%i] : memref<32xi32>
    %u = memref.load %b[%i] : memref<32xi32>
    %w = memref.load %rb[%i] : memref<32xi32>
    %ne1 = arith.cmpi ne, %x, %y : i32
    %ne2 = arith.cmpi ne, %u, %w : i32
    %ne = arith.ori %ne1, %ne2 : i1
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bb, %inc : i64
    scf.yield %b2 : i64
  }
  %fv = memref.load %f[%c0] : memref<1xi32>
  %rfv = memref.load %rf[%c0] : memref<1xi32>
  %n1i = arith.index_cast %n1 : index to i64
  %n2i = arith.index_cast %n2 : index to i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %n1i, %n2i, %fv, %rfv, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i32, i32, i64) -> i32
  return
}
