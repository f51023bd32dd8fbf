// Review of stitch-barrier-elim's control-flow walks (no bug found).
// Six launches, each checked against a Python simulation of the threads
// phase by phase (the @expected_ table):
//  1. a ring shift in an scf.for with two barriers;
//  2. the same in an scf.while whose trip count is loaded before the launch;
//  3,4. a barrier after an scf.for of run-time trip count 0 (and 2) holding
//     barriers: with 0 trips it alone orders a store before the loop and a
//     load after it;
//  5,6. double buffering in an scf.for (barrier last in the body) and an
//     scf.while (barrier first): iteration k reads half k % 2 and writes
//     the other half, so the loop's one barrier orders nothing inside an
//     iteration and is needed only through the wrap-around (iteration k + 1
//     reads what other threads wrote in k). Without it the kernel gives 32
//     wrong elements (checked by deleting it).
// Fires: stitch-barrier-elim{report=true}: "16 barriers, 2 removed, 0
// merged, 14 kept" (the middle barrier of launches 3 and 4 orders only each
// thread's own slot).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: barrier-loop-wrap mismatches 0

func.func @kernel(%in: memref<160xi32> {llvm.noalias}, %out: memref<160xi32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<16xi32, #gpu.address_space<workgroup>>) {
    %b16 = arith.muli %bx, %c16 : index
    %gid = arith.addi %b16, %tx : index
    %v0 = memref.load %in[%gid] : memref<160xi32>
    memref.store %v0, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.for %k = %c0 to %c5 step %c1 {
      %t1 = arith.addi %tx, %c1 : index
      %n1 = arith.remui %t1, %c16 : index
      %v = memref.load %sh[%n1] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %ki = arith.index_cast %k : index to i32
      %w = arith.addi %v, %ki : i32
      memref.store %w, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
    }
    %t3 = arith.addi %tx, %c3 : index
    %n3 = arith.remui %t3, %c16 : index
    %r = memref.load %sh[%n3] : memref<16xi32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%gid] : memref<160xi32>
    gpu.terminator
  }
  %x = memref.load %in[%c0] : memref<160xi32>
  %x3 = arith.andi %x, %i3 : i32
  %n32 = arith.addi %x3, %i2 : i32
  %n = arith.index_cast %n32 : i32 to index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<16xi32, #gpu.address_space<workgroup>>) {
    %b16 = arith.muli %bx, %c16 : index
    %gid = arith.addi %b16, %tx : index
    %v0 = memref.load %in[%gid] : memref<160xi32>
    memref.store %v0, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %fin = scf.while (%i = %c0) : (index) -> index {
      %c = arith.cmpi slt, %i, %n : index
      scf.condition(%c) %i : index
    } do {
    ^bb0(%i: index):
      %a = arith.addi %tx, %i : index
      %m = arith.remui %a, %c16 : index
      %v = memref.load %sh[%m] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %ii = arith.index_cast %i : index to i32
      %v2 = arith.muli %v, %i2 : i32
      %w = arith.addi %v2, %ii : i32
      memref.store %w, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %inext = arith.addi %i, %c1 : index
      scf.yield %inext : index
    }
    %r = memref.load %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    %o = arith.addi %gid, %c32 : index
    memref.store %r, %out[%o] : memref<160xi32>
    gpu.terminator
  }
  %y = memref.load %in[%c1] : memref<160xi32>
  %izero = arith.constant 0 : i32
  %y2 = arith.maxsi %y, %izero : i32
  %n0 = arith.index_cast %y2 : i32 to index
  %n2 = arith.addi %n0, %c2 : index
  %c80 = arith.constant 80 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<16xi32, #gpu.address_space<workgroup>>) {
    %b16 = arith.muli %bx, %c16 : index
    %gid = arith.addi %b16, %tx : index
    %v0 = memref.load %in[%gid] : memref<160xi32>
    %rt = arith.subi %c15, %tx : index
    memref.store %v0, %sh[%rt] : memref<16xi32, #gpu.address_space<workgroup>>
    scf.for %k = %c0 to %n0 step %c1 {
      gpu.barrier
      %r = memref.load %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r1 = arith.addi %r, %i1 : i32
      memref.store %r1, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %r = memref.load %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    %o = arith.addi %gid, %c64 : index
    memref.store %r, %out[%o] : memref<160xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<16xi32, #gpu.address_space<workgroup>>) {
    %b16 = arith.muli %bx, %c16 : index
    %gid = arith.addi %b16, %tx : index
    %v0 = memref.load %in[%gid] : memref<160xi32>
    %rt = arith.subi %c15, %tx : index
    memref.store %v0, %sh[%rt] : memref<16xi32, #gpu.address_space<workgroup>>
    scf.for %k = %c0 to %n2 step %c1 {
      gpu.barrier
      %r = memref.load %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r1 = arith.addi %r, %i1 : i32
      memref.store %r1, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %r = memref.load %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    %o = arith.addi %gid, %c80 : index
    memref.store %r, %out[%o] : memref<160xi32>
    gpu.terminator
  }
  %c96 = arith.constant 96 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %b16 = arith.muli %bx, %c16 : index
    %gid = arith.addi %b16, %tx : index
    %v0 = memref.load %in[%gid] : memref<160xi32>
    memref.store %v0, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.for %k = %c0 to %c5 step %c1 {
      %par = arith.remui %k, %c2 : index
      %rb = arith.muli %par, %c16 : index
      %k1 = arith.addi %k, %c1 : index
      %par1 = arith.remui %k1, %c2 : index
      %wb = arith.muli %par1, %c16 : index
      %t1 = arith.addi %tx, %c1 : index
      %n1 = arith.remui %t1, %c16 : index
      %ri = arith.addi %rb, %n1 : index
      %v = memref.load %sh[%ri] : memref<32xi32, #gpu.address_space<workgroup>>
      %ki = arith.index_cast %k : index to i32
      %w = arith.addi %v, %ki : i32
      %wi = arith.addi %wb, %tx : index
      memref.store %w, %sh[%wi] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
    }
    %hi = arith.addi %tx, %c16 : index
    %r = memref.load %sh[%hi] : memref<32xi32, #gpu.address_space<workgroup>>
    %o = arith.addi %gid, %c96 : index
    memref.store %r, %out[%o] : memref<160xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %b16 = arith.muli %bx, %c16 : index
    %gid = arith.addi %b16, %tx : index
    %v0 = memref.load %in[%gid] : memref<160xi32>
    memref.store %v0, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    %fin = scf.while (%i = %c0) : (index) -> index {
      %c = arith.cmpi slt, %i, %n : index
      scf.condition(%c) %i : index
    } do {
    ^bb0(%i: index):
      gpu.barrier
      %par = arith.remui %i, %c2 : index
      %rb = arith.muli %par, %c16 : index
      %k1 = arith.addi %i, %c1 : index
      %par1 = arith.remui %k1, %c2 : index
      %wb = arith.muli %par1, %c16 : index
      %t1 = arith.addi %tx, %c1 : index
      %n1 = arith.remui %t1, %c16 : index
      %ri = arith.addi %rb, %n1 : index
      %v = memref.load %sh[%ri] : memref<32xi32, #gpu.address_space<workgroup>>
      %ki = arith.index_cast %i : index to i32
      %w = arith.addi %v, %ki : i32
      %wi = arith.addi %wb, %tx : index
      memref.store %w, %sh[%wi] : memref<32xi32, #gpu.address_space<workgroup>>
      %inext = arith.addi %i, %c1 : index
      scf.yield %inext : index
    }
    gpu.barrier
    %hi = arith.addi %tx, %c16 : index
    %r = memref.load %sh[%hi] : memref<32xi32, #gpu.address_space<workgroup>>
    %o = arith.addi %gid, %c128 : index
    memref.store %r, %out[%o] : memref<160xi32>
    gpu.terminator
  }
  return
}

memref.global "private" constant @expected_barrier_loop_wrap : memref<160xi32> = dense<[-183, -146, -109, -72, -35, 2, 39, 76, -479, -442, -405, -368, -331, -294, -257, -220, 409, 446, 483, -480, -443, -406, -369, -332, 113, 150, 187, 224, 261, 298, 335, 372, -3782, -2598, -1414, -230, 954, 2138, -15622, -14438, -13254, -12070, -10886, -9702, -8518, -7334, -6150, -4966, 15162, -15654, -14470, -13286, -12102, -10918, 3322, 4506, 5690, 6874, 8058, 9242, 10426, 11610, 12794, 13978, 66, 29, -8, -45, -82, -119, -156, -193, -230, -267, -304, -341, -378, -415, -452, -489, 68, 31, -6, -43, -80, -117, -154, -191, -228, -265, -302, -339, -376, -413, -450, -487, -294, -257, -220, -183, -146, -109, -72, -35, 2, 39, 76, -479, -442, -405, -368, -331, 298, 335, 372, 409, 446, 483, -480, -443, -406, -369, -332, 113, 150, 187, 224, 261, -294, -257, -220, -183, -146, -109, -72, -35, 2, 39, 76, -479, -442, -405, -368, -331, 298, 335, 372, 409, 446, 483, -480, -443, -406, -369, -332, 113, 150, 187, 224, 261]>
llvm.mlir.global internal constant @fmt("barrier-loop-wrap mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cin = arith.constant 160 : index
  %cout = arith.constant 160 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c37 = arith.constant 37 : index
  %c11 = arith.constant 11 : index
  %c1000 = arith.constant 1000 : index
  %c500 = arith.constant 500 : index
  %m7 = arith.constant -7 : i32
  %in = memref.alloc() : memref<160xi32>
  %out = memref.alloc() : memref<160xi32>
  scf.for %i = %c0 to %cin step %c1 {
    %a = arith.muli %i, %c37 : index
    %b = arith.addi %a, %c11 : index
    %r = arith.remui %b, %c1000 : index
    %s = arith.subi %r, %c500 : index
    %v = arith.index_cast %s : index to i32
    memref.store %v, %in[%i] : memref<160xi32>
  }
  scf.for %i = %c0 to %cout step %c1 {
    memref.store %m7, %out[%i] : memref<160xi32>
  }
  call @kernel(%in, %out) : (memref<160xi32>, memref<160xi32>) -> ()
  %exp = memref.get_global @expected_barrier_loop_wrap : memref<160xi32>
  %bad = scf.for %i = %c0 to %cout step %c1 iter_args(%acc = %z) -> (i64) {
    %g = memref.load %out[%i] : memref<160xi32>
    %w = memref.load %exp[%i] : memref<160xi32>
    %ne = arith.cmpi ne, %g, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %a2 = arith.addi %acc, %inc : i64
    scf.yield %a2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %in : memref<160xi32>
  memref.dealloc %out : memref<160xi32>
  return
}
