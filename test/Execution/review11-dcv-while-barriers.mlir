// Review of stitch-dead-carried-values (no bug found here): scf.while loops
// with barriers (interchanged with the thread loop by stitch-cpuify) whose
// carried values the pass forwards or drops, run against values computed by
// hand (a Python simulation of the same loops, the @expected* globals).
//  - @carry_while (3 blocks of 32 threads, bound loaded each iteration so
//    the loop stays a while): before arguments `k` (live), `wtx` whose
//    after-yield is its init `tx` (forwarded: the store index and the
//    result read after the loop become `tx`), `s` (live, read after),
//    `dead` (fed a value each iteration, read by nothing: dropped) and
//    `u` (after-yield = init `bx`: forwarded, then dropped); the
//    condition forwards `gid`, defined outside the loop, which replaces the
//    after argument and the result. Run with 4 trips and with none (the
//    results are then the inits and `gid`).
//  - @zero_arg_while: a while on a shared counter whose two carried values
//    (one through an scf.if between the barriers) are never read: the pass
//    leaves an scf.while with no arguments and no results around two
//    barriers (the IR lines check both rewrites).
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-dead-carried-values,stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.dcv.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.dcv.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-dead-carried-values))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @carry_while
// IR: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, i32) -> (i32, i32)
// IR-LABEL: func.func @zero_arg_while
// IR: scf.while : () -> ()
// CHECK: carry_while nk=4 mismatches 0 sum 4604016
// CHECK: carry_while nk=0 mismatches 0 sum 4570704
// CHECK: zero_arg_while mismatches 0

!wg = memref<32xi32, #gpu.address_space<workgroup>>
!wc = memref<1xi32, #gpu.address_space<workgroup>>

func.func @carry_while(%out: memref<96xi32>, %nkm: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%tile : !wg) {
    %txi = arith.index_cast %tx : index to i32
    %bxi = arith.index_cast %bx : index to i32
    %b32 = arith.muli %bx, %c32 : index
    %gid = arith.addi %b32, %tx : index
    %gidi = arith.index_cast %gid : index to i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c3i = arith.constant 3 : i32
    %c7i = arith.constant 7 : i32
    %c32i = arith.constant 32 : i32
    %c1000i = arith.constant 1000 : i32
    %r:5 = scf.while (%k = %c0i, %wtx = %txi, %s = %c0i, %dead = %c0i, %u = %bxi) : (i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32) {
      %nk = memref.load %nkm[%c0] : memref<1xi32>
      %c = arith.cmpi slt, %k, %nk : i32
      scf.condition(%c) %k, %wtx, %s, %dead, %gidi : i32, i32, i32, i32, i32
    } do {
    ^bb0(%k2: i32, %w2: i32, %s2: i32, %d2: i32, %g2: i32):
      %kg = arith.muli %k2, %g2 : i32
      %val = arith.addi %kg, %w2 : i32
      %wi = arith.index_cast %w2 : i32 to index
      memref.store %val, %tile[%wi] : !wg
      gpu.barrier
      %w1 = arith.addi %w2, %c1i : i32
      %w1m = arith.remsi %w1, %c32i : i32
      %nbi = arith.index_cast %w1m : i32 to index
      %v = memref.load %tile[%nbi] : !wg
      gpu.barrier
      %s3 = arith.addi %s2, %v : i32
      %k3 = arith.addi %k2, %c1i : i32
      scf.yield %k3, %txi, %s3, %v, %bxi : i32, i32, i32, i32, i32
    }
    %p0 = arith.muli %r#4, %c1000i : i32
    %p1 = arith.addi %r#2, %p0 : i32
    %p2 = arith.muli %r#1, %c7i : i32
    %p3 = arith.addi %p1, %p2 : i32
    %bb = arith.muli %bxi, %c3i : i32
    %p4 = arith.addi %p3, %bb : i32
    memref.store %p4, %out[%gid] : memref<96xi32>
    gpu.terminator
  }
  return
}

func.func @zero_arg_while(%out: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%tile : !wg, %cnt : !wc) {
    %txi = arith.index_cast %tx : index to i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c5i = arith.constant 5 : i32
    %b32 = arith.muli %bx, %c32 : index
    %gid = arith.addi %b32, %tx : index
    memref.store %txi, %tile[%tx] : !wg
    %is0 = arith.cmpi eq, %tx, %c0 : index
    scf.if %is0 {
      memref.store %c0i, %cnt[%c0] : !wc
    }
    gpu.barrier
    %r:2 = scf.while (%d = %c0i, %e = %txi) : (i32, i32) -> (i32, i32) {
      %n = memref.load %cnt[%c0] : !wc
      %c = arith.cmpi slt, %n, %c5i : i32
      scf.condition(%c) %d, %e : i32, i32
    } do {
    ^bb0(%d2: i32, %e2: i32):
      %t1 = arith.addi %tx, %c1 : index
      %t2 = arith.remui %t1, %c32 : index
      %v = memref.load %tile[%t2] : !wg
      gpu.barrier
      memref.store %v, %tile[%tx] : !wg
      %f:2 = scf.if %is0 -> (i32, i32) {
        %n = memref.load %cnt[%c0] : !wc
        %n1 = arith.addi %n, %c1i : i32
        memref.store %n1, %cnt[%c0] : !wc
        scf.yield %n1, %v : i32, i32
      } else {
        scf.yield %d2, %e2 : i32, i32
      }
      gpu.barrier
      scf.yield %f#0, %f#1 : i32, i32
    }
    %fin = memref.load %tile[%tx] : !wg
    memref.store %fin, %out[%gid] : memref<64xi32>
    gpu.terminator
  }
  return
}

memref.global "private" constant @expected4 : memref<96xi32> = dense<[10, 1027, 2044, 3061, 4078, 5095, 6112, 7129, 8146, 9163, 10180, 11197, 12214, 13231, 14248, 15265, 16282, 17299, 18316, 19333, 20350, 21367, 22384, 23401, 24418, 25435, 26452, 27469, 28486, 29503, 30520, 31217, 32205, 33222, 34239, 35256, 36273, 37290, 38307, 39324, 40341, 41358, 42375, 43392, 44409, 45426, 46443, 47460, 48477, 49494, 50511, 51528, 52545, 53562, 54579, 55596, 56613, 57630, 58647, 59664, 60681, 61698, 62715, 63412, 64400, 65417, 66434, 67451, 68468, 69485, 70502, 71519, 72536, 73553, 74570, 75587, 76604, 77621, 78638, 79655, 80672, 81689, 82706, 83723, 84740, 85757, 86774, 87791, 88808, 89825, 90842, 91859, 92876, 93893, 94910, 95607]>
memref.global "private" constant @expected0 : memref<96xi32> = dense<[0, 1007, 2014, 3021, 4028, 5035, 6042, 7049, 8056, 9063, 10070, 11077, 12084, 13091, 14098, 15105, 16112, 17119, 18126, 19133, 20140, 21147, 22154, 23161, 24168, 25175, 26182, 27189, 28196, 29203, 30210, 31217, 32003, 33010, 34017, 35024, 36031, 37038, 38045, 39052, 40059, 41066, 42073, 43080, 44087, 45094, 46101, 47108, 48115, 49122, 50129, 51136, 52143, 53150, 54157, 55164, 56171, 57178, 58185, 59192, 60199, 61206, 62213, 63220, 64006, 65013, 66020, 67027, 68034, 69041, 70048, 71055, 72062, 73069, 74076, 75083, 76090, 77097, 78104, 79111, 80118, 81125, 82132, 83139, 84146, 85153, 86160, 87167, 88174, 89181, 90188, 91195, 92202, 93209, 94216, 95223]>
llvm.mlir.global internal constant @fmt("carry_while nk=%d mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt3("zero_arg_while mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%nk: i32, %exp: memref<96xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c96 = arith.constant 96 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc() : memref<96xi32>
  %nkm = memref.alloc() : memref<1xi32>
  memref.store %nk, %nkm[%c0] : memref<1xi32>
  call @carry_while(%out, %nkm) : (memref<96xi32>, memref<1xi32>) -> ()
  %bad = memref.alloca() : memref<i64>
  %sum = memref.alloca() : memref<i64>
  memref.store %z, %bad[] : memref<i64>
  memref.store %z, %sum[] : memref<i64>
  scf.for %i = %c0 to %c96 step %c1 {
    %g = memref.load %out[%i] : memref<96xi32>
    %e = memref.load %exp[%i] : memref<96xi32>
    %ne = arith.cmpi ne, %g, %e : i32
    %inc = arith.select %ne, %one, %z : i64
    %b = memref.load %bad[] : memref<i64>
    %b2 = arith.addi %b, %inc : i64
    memref.store %b2, %bad[] : memref<i64>
    %g64 = arith.extsi %g : i32 to i64
    %s = memref.load %sum[] : memref<i64>
    %s2 = arith.addi %s, %g64 : i64
    memref.store %s2, %sum[] : memref<i64>
  }
  %bv = memref.load %bad[] : memref<i64>
  %sv = memref.load %sum[] : memref<i64>
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %nk, %bv, %sv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, i64) -> i32
  memref.dealloc %out : memref<96xi32>
  memref.dealloc %nkm : memref<1xi32>
  return
}

// Each thread's slot ends at tile[(tx + 5) % 32] (five rotations).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n4 = arith.constant 4 : i32
  %n0 = arith.constant 0 : i32
  %e4 = memref.get_global @expected4 : memref<96xi32>
  %e0 = memref.get_global @expected0 : memref<96xi32>
  call @check(%n4, %e4) : (i32, memref<96xi32>) -> ()
  call @check(%n0, %e0) : (i32, memref<96xi32>) -> ()
  %out = memref.alloc() : memref<64xi32>
  call @zero_arg_while(%out) : (memref<64xi32>) -> ()
  %bad = memref.alloca() : memref<i64>
  memref.store %z, %bad[] : memref<i64>
  scf.for %i = %c0 to %c64 step %c1 {
    %tx = arith.remui %i, %c32 : index
    %s = arith.addi %tx, %c5 : index
    %e = arith.remui %s, %c32 : index
    %ei = arith.index_cast %e : index to i32
    %g = memref.load %out[%i] : memref<64xi32>
    %ne = arith.cmpi ne, %g, %ei : i32
    %inc = arith.select %ne, %one, %z : i64
    %b = memref.load %bad[] : memref<i64>
    %b2 = arith.addi %b, %inc : i64
    memref.store %b2, %bad[] : memref<i64>
  }
  %bv = memref.load %bad[] : memref<i64>
  %fmt = llvm.mlir.addressof @fmt3 : !llvm.ptr
  llvm.call @printf(%fmt, %bv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %out : memref<64xi32>
  return
}
