// Review of stitch-dead-carried-values (no bug found here): values carried
// through several nested loops, scf.ifs and scf.whiles at permuted
// positions, some live only through a cycle that ends in a real use
// after the outermost loop, some dead, against values computed by hand
// (a Python simulation of the same loops: @expected, the CHECK lines).
//  - @cycles (gpu.launch, 2 blocks of 64 threads, a barrier-split scf.for
//    of 5 trips): `acc` live; `dead` carried by the for, by two before
//    arguments of an inner while, by an scf.if in the while's before
//    region and by the condition at a swapped position, never read
//    (dropped everywhere); `inv` yielded unchanged (forwarded to `tx`,
//    read after the loop); `cyc` live only through the while's if, the
//    swapped condition and the after yield, read after the loop; `inv2`
//    yielded as its init `bx` (forwarded); and a loop of zero trips
//    (bound loaded: 0) whose forwarded value and non-forwarded value are
//    read after it (both are their inits).
//  - @nest (host): scf.for > scf.while (an scf.if with three results in
//    its before region, a condition that permutes them) > scf.for, with a
//    and c live, b and d dead, each moving between positions at every
//    level; run with 0, 1 and 5 trips of the while.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-dead-carried-values,stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.dcv.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.dcv.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-dead-carried-values))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @cycles
// IR: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32) {
// IR: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (i32, i32) {
// IR: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, i32) -> (i32, i32, i32)
// IR: scf.if %{{.*}} -> (i32) {
// IR-LABEL: func.func @nest
// IR: scf.for {{.*}} -> (i32, i32) {
// IR: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, i32, i32) -> (i32, i32, i32)
// IR: scf.if %{{.*}} -> (i32, i32) {
// IR: scf.for {{.*}} -> (i32) {
// CHECK: cycles mismatches 0 sum 822080
// CHECK: nest 32 8
// CHECK: nest 92 23
// CHECK: nest 578 216

!wg = memref<64xi32, #gpu.address_space<workgroup>>

func.func @cycles(%out: memref<128xi32>, %nz: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%tile : !wg) {
    %txi = arith.index_cast %tx : index to i32
    %bxi = arith.index_cast %bx : index to i32
    %b64 = arith.muli %bx, %c64 : index
    %gid = arith.addi %b64, %tx : index
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c2i = arith.constant 2 : i32
    %c3i = arith.constant 3 : i32
    %c5i = arith.constant 5 : i32
    %c7i = arith.constant 7 : i32
    %c11i = arith.constant 11 : i32
    %c13i = arith.constant 13 : i32
    %c17i = arith.constant 17 : i32
    %cyc0 = arith.muli %txi, %c3i : i32
    %zub = memref.load %nz[%c0] : memref<2xindex>
    %zt:2 = scf.for %q = %c0 to %zub step %c1 iter_args(%u = %txi, %v = %bxi) -> (i32, i32) {
      scf.yield %u, %c5i : i32, i32
    }
    %r:5 = scf.for %k = %c0 to %c5 step %c1
        iter_args(%acc = %c0i, %dead = %c7i, %inv = %txi, %cyc = %cyc0, %inv2 = %bxi) -> (i32, i32, i32, i32, i32) {
      %ki = arith.index_cast %k : index to i32
      %t = arith.addi %inv, %ki : i32
      memref.store %t, %tile[%tx] : !wg
      gpu.barrier
      %tx1 = arith.addi %tx, %c1 : index
      %nbi = arith.remui %tx1, %c64 : index
      %nb = memref.load %tile[%nbi] : !wg
      %w:4 = scf.while (%j = %c0i, %a = %cyc, %b = %dead, %d2 = %dead) : (i32, i32, i32, i32) -> (i32, i32, i32, i32) {
        %c = arith.cmpi slt, %j, %c3i : i32
        %lo = arith.andi %txi, %c1i : i32
        %odd = arith.cmpi eq, %lo, %c1i : i32
        %f:2 = scf.if %odd -> (i32, i32) {
          scf.yield %a, %b : i32, i32
        } else {
          %a1 = arith.addi %a, %c1i : i32
          scf.yield %a1, %d2 : i32, i32
        }
        scf.condition(%c) %j, %f#1, %f#0, %a : i32, i32, i32, i32
      } do {
      ^bb0(%jj: i32, %x: i32, %y: i32, %z: i32):
        %y2 = arith.addi %y, %nb : i32
        %j2 = arith.addi %jj, %c1i : i32
        scf.yield %j2, %y2, %x, %y2 : i32, i32, i32, i32
      }
      gpu.barrier
      %s1 = arith.addi %acc, %w#2 : i32
      %acc2 = arith.addi %s1, %w#3 : i32
      %dead2 = arith.muli %nb, %c2i : i32
      scf.yield %acc2, %dead2, %inv, %w#2, %bxi : i32, i32, i32, i32, i32
    }
    %p0 = arith.muli %r#3, %c3i : i32
    %p1 = arith.addi %r#0, %p0 : i32
    %p2 = arith.muli %r#2, %c7i : i32
    %p3 = arith.addi %p1, %p2 : i32
    %p4 = arith.muli %r#4, %c11i : i32
    %p5 = arith.addi %p3, %p4 : i32
    %p6 = arith.muli %zt#0, %c13i : i32
    %p7 = arith.addi %p5, %p6 : i32
    %p8 = arith.muli %zt#1, %c17i : i32
    %p9 = arith.addi %p7, %p8 : i32
    memref.store %p9, %out[%gid] : memref<128xi32>
    gpu.terminator
  }
  return
}

func.func @nest(%A: memref<16xi32>, %out: memref<4xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c3i = arith.constant 3 : i32
  %c7i = arith.constant 7 : i32
  %c15 = arith.constant 15 : index
  %r:4 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %c1i, %b = %c0i, %c = %c3i, %d = %c7i) -> (i32, i32, i32, i32) {
    %w:5 = scf.while (%j = %c0i, %wc = %c, %wa = %a, %wd = %d, %wb = %b) : (i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32) {
      %lt = arith.cmpi slt, %j, %n : i32
      %par = arith.andi %j, %c1i : i32
      %odd = arith.cmpi eq, %par, %c1i : i32
      %f:3 = scf.if %odd -> (i32, i32, i32) {
        scf.yield %wb, %wa, %wc : i32, i32, i32
      } else {
        %wa2 = arith.addi %wa, %c1i : i32
        scf.yield %wd, %wc, %wa2 : i32, i32, i32
      }
      // after args: (j, x=f0 dead, y=f1, z=f2, q=wb dead)
      scf.condition(%lt) %j, %f#0, %f#1, %f#2, %wb : i32, i32, i32, i32, i32
    } do {
    ^bb0(%j2: i32, %x: i32, %y: i32, %z: i32, %q: i32):
      %ji = arith.index_cast %j2 : i32 to index
      %k:3 = scf.for %kk = %c0 to %c2 step %c1 iter_args(%p = %q, %s = %y, %t = %x) -> (i32, i32, i32) {
        %idx0 = arith.addi %ji, %kk : index
        %idx = arith.minui %idx0, %c15 : index
        %v = memref.load %A[%idx] : memref<16xi32>
        %s2 = arith.addi %s, %v : i32
        scf.yield %t, %s2, %s2 : i32, i32, i32
      }
      %j3 = arith.addi %j2, %c1i : i32
      // before: (j, c <- z, a <- k1, d <- k0 (dead), b <- k2 (dead))
      scf.yield %j3, %z, %k#1, %k#0, %k#2 : i32, i32, i32, i32, i32
    }
    // w: (j, x, y, z, q); a <- y? c <- z
    %ii = arith.index_cast %i : index to i32
    %a3 = arith.muli %w#2, %c3i : i32
    %a4 = arith.addi %a3, %ii : i32
    scf.yield %a4, %w#1, %w#3, %w#4 : i32, i32, i32, i32
  }
  memref.store %r#0, %out[%c0] : memref<4xi32>
  memref.store %r#2, %out[%c1] : memref<4xi32>
  return
}

memref.global "private" constant @expected : memref<128xi32> = dense<[520, 539, 908, 927, 1296, 1315, 1684, 1703, 2072, 2091, 2460, 2479, 2848, 2867, 3236, 3255, 3624, 3643, 4012, 4031, 4400, 4419, 4788, 4807, 5176, 5195, 5564, 5583, 5952, 5971, 6340, 6359, 6728, 6747, 7116, 7135, 7504, 7523, 7892, 7911, 8280, 8299, 8668, 8687, 9056, 9075, 9444, 9463, 9832, 9851, 10220, 10239, 10608, 10627, 10996, 11015, 11384, 11403, 11772, 11791, 12160, 12179, 12548, 3927, 548, 567, 936, 955, 1324, 1343, 1712, 1731, 2100, 2119, 2488, 2507, 2876, 2895, 3264, 3283, 3652, 3671, 4040, 4059, 4428, 4447, 4816, 4835, 5204, 5223, 5592, 5611, 5980, 5999, 6368, 6387, 6756, 6775, 7144, 7163, 7532, 7551, 7920, 7939, 8308, 8327, 8696, 8715, 9084, 9103, 9472, 9491, 9860, 9879, 10248, 10267, 10636, 10655, 11024, 11043, 11412, 11431, 11800, 11819, 12188, 12207, 12576, 3955]>
llvm.mlir.global internal constant @fmt("cycles mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt4("nest %d %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run_nest(%A: memref<16xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc() : memref<4xi32>
  call @nest(%A, %out, %n) : (memref<16xi32>, memref<4xi32>, i32) -> ()
  %u = memref.load %out[%c0] : memref<4xi32>
  %v = memref.load %out[%c1] : memref<4xi32>
  %fmt = llvm.mlir.addressof @fmt4 : !llvm.ptr
  llvm.call @printf(%fmt, %u, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  memref.dealloc %out : memref<4xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc() : memref<128xi32>
  %nz = memref.alloc() : memref<2xindex>
  memref.store %c0, %nz[%c0] : memref<2xindex>
  memref.store %c3, %nz[%c1] : memref<2xindex>
  %exp = memref.get_global @expected : memref<128xi32>
  call @cycles(%out, %nz) : (memref<128xi32>, memref<2xindex>) -> ()
  %bad = memref.alloca() : memref<i64>
  %sum = memref.alloca() : memref<i64>
  memref.store %z, %bad[] : memref<i64>
  memref.store %z, %sum[] : memref<i64>
  scf.for %i = %c0 to %c128 step %c1 {
    %g = memref.load %out[%i] : memref<128xi32>
    %e = memref.load %exp[%i] : memref<128xi32>
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
  llvm.call @printf(%fmt, %bv, %sv) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %out : memref<128xi32>
  memref.dealloc %nz : memref<2xindex>
  // A[i] = 5 i mod 13.
  %A = memref.alloc() : memref<16xi32>
  %c5i = arith.constant 5 : i32
  %c13i = arith.constant 13 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %ii, %c5i : i32
    %v = arith.remsi %m, %c13i : i32
    memref.store %v, %A[%i] : memref<16xi32>
  }
  %n0 = arith.constant 0 : i32
  %n1 = arith.constant 1 : i32
  %n5 = arith.constant 5 : i32
  call @run_nest(%A, %n0) : (memref<16xi32>, i32) -> ()
  call @run_nest(%A, %n1) : (memref<16xi32>, i32) -> ()
  call @run_nest(%A, %n5) : (memref<16xi32>, i32) -> ()
  memref.dealloc %A : memref<16xi32>
  return
}
