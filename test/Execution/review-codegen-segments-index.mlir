// stitch-cpuify's divrem-segments, affine-index-loads and unswitch-uniform
// together (passes/codegen/DivRemSegments.c, AffineIndexLoads.c,
// Unswitch.c), srad_v1-style: blocks of 64 threads over n elements (grid
// ceil(n / 64), a run-time size: the dividend's range is checked at run
// time), d = g + 5 (@seg) or g - 3 (@segm: a dividend that can be
// negative, read unsigned: no segments, the original division), inside
// `if (N != 0)` (N = 0 at run time: that branch is never taken, the
// segments' version needs N >=u 32). row = d % N, col = d / N for N = 0,
// 7, 31 (below 32: the original loop), 32, 33, 64, 100, 600; two index
// arrays read at row, I[(iN[row] + col) % 4096] (index_cast) and
// I[(iS[row] + col) % 4096] (index_castui), in five fills: a shift broken
// in the middle, negative d (r - 3) and an i32 value that wraps (iS =
// r + 2^32 - 9 read unsigned), clamped ends (max(r - 1, 0),
// min(r + 1, N - 1)), values that wrap i32 (r + 2^31 - 10) beside a
// decreasing array, and a shift broken at the first two and last two rows;
// a store under `col % 2 == 0` (invariant in each segment: unswitched) that
// also reads `row == 0` (decided false in each segment's rest). n = 0, 1,
// 3, 130, 512. Fires (IR lines): @seg is versioned on `N >=u 32` and its
// segment pieces have check loops (least/greatest difference); @segm has
// the check loops but no segments. Reference: the same formula in plain
// host loops (@ref); every element of both outputs is compared.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true affine-index-loads=false divrem-segments=false unswitch-uniform=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @seg(
// IR: arith.cmpi uge, %{{.*}}, %c32 : index
// IR: iter_args(%{{.*}} = %c9223372036854775807, %{{.*}} = %c-9223372036854775808
// IR-LABEL: func.func @segm(
// IR-NOT: arith.cmpi uge, %{{.*}}, %c32 : index
// IR: iter_args(%{{.*}} = %c9223372036854775807, %{{.*}} = %c-9223372036854775808
// IR-LABEL: func.func @ref(
// CHECK: seg mismatches 0 checksum 365157399489
func.func @seg(%I: memref<4096xi64>, %out: memref<512xi64>, %out2: memref<512xi64>,
               %iN: memref<600xi32>, %iS: memref<600xi32>, %n: index, %N: index, %gxd: index) {
  %B = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %m1 = arith.constant -1 : i64
  %k1000 = arith.constant 1000 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %gxd, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %g0 = arith.muli %bx, %c64 : index
    %g = arith.addi %g0, %tx : index
    %in = arith.cmpi ult, %g, %n : index
    scf.if %in {
      %d = arith.addi %g, %B : index
      %nz = arith.cmpi ne, %N, %c0 : index
      %r = scf.if %nz -> (i64) {
        %row = arith.remui %d, %N : index
        %col = arith.divui %d, %N : index
        %a = memref.load %iN[%row] : memref<600xi32>
        %ai = arith.index_cast %a : i32 to index
        %x0 = arith.addi %ai, %col : index
        %x = arith.remui %x0, %c4096 : index
        %va = memref.load %I[%x] : memref<4096xi64>
        %b = memref.load %iS[%row] : memref<600xi32>
        %bi = arith.index_castui %b : i32 to index
        %y0 = arith.addi %bi, %col : index
        %y = arith.remui %y0, %c4096 : index
        %vb = memref.load %I[%y] : memref<4096xi64>
        %m = arith.muli %vb, %k1000 : i64
        %s = arith.addi %va, %m : i64
        %cp = arith.remui %col, %c2 : index
        %par = arith.cmpi eq, %cp, %c0 : index
        scf.if %par {
          %rz = arith.cmpi eq, %row, %c0 : index
          %rzi = arith.extui %rz : i1 to i64
          %t = arith.addi %s, %rzi : i64
          memref.store %t, %out2[%g] : memref<512xi64>
        }
        scf.yield %s : i64
      } else {
        scf.yield %m1 : i64
      }
      memref.store %r, %out[%g] : memref<512xi64>
    }
    gpu.terminator
  }
  return
}

func.func @segm(%I: memref<4096xi64>, %out: memref<512xi64>, %out2: memref<512xi64>,
               %iN: memref<600xi32>, %iS: memref<600xi32>, %n: index, %N: index, %gxd: index) {
  %B = arith.constant -3 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %m1 = arith.constant -1 : i64
  %k1000 = arith.constant 1000 : i64
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %gxd, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %g0 = arith.muli %bx, %c64 : index
    %g = arith.addi %g0, %tx : index
    %in = arith.cmpi ult, %g, %n : index
    scf.if %in {
      %d = arith.addi %g, %B : index
      %nz = arith.cmpi ne, %N, %c0 : index
      %r = scf.if %nz -> (i64) {
        %row = arith.remui %d, %N : index
        %col = arith.divui %d, %N : index
        %a = memref.load %iN[%row] : memref<600xi32>
        %ai = arith.index_cast %a : i32 to index
        %x0 = arith.addi %ai, %col : index
        %x = arith.remui %x0, %c4096 : index
        %va = memref.load %I[%x] : memref<4096xi64>
        %b = memref.load %iS[%row] : memref<600xi32>
        %bi = arith.index_castui %b : i32 to index
        %y0 = arith.addi %bi, %col : index
        %y = arith.remui %y0, %c4096 : index
        %vb = memref.load %I[%y] : memref<4096xi64>
        %m = arith.muli %vb, %k1000 : i64
        %s = arith.addi %va, %m : i64
        %cp = arith.remui %col, %c2 : index
        %par = arith.cmpi eq, %cp, %c0 : index
        scf.if %par {
          %rz = arith.cmpi eq, %row, %c0 : index
          %rzi = arith.extui %rz : i1 to i64
          %t = arith.addi %s, %rzi : i64
          memref.store %t, %out2[%g] : memref<512xi64>
        }
        scf.yield %s : i64
      } else {
        scf.yield %m1 : i64
      }
      memref.store %r, %out[%g] : memref<512xi64>
    }
    gpu.terminator
  }
  return
}

// Host reference: plain loops.
func.func @ref(%I: memref<4096xi64>, %out: memref<512xi64>, %out2: memref<512xi64>,
               %iN: memref<600xi32>, %iS: memref<600xi32>, %n: index, %N: index, %B: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4096 = arith.constant 4096 : index
  %m1 = arith.constant -1 : i64
  %k1000 = arith.constant 1000 : i64
  scf.for %g = %c0 to %n step %c1 {
    %d = arith.addi %g, %B : index
    %nz = arith.cmpi ne, %N, %c0 : index
    scf.if %nz {
      %row = arith.remui %d, %N : index
      %col = arith.divui %d, %N : index
      %a = memref.load %iN[%row] : memref<600xi32>
      %ai = arith.index_cast %a : i32 to index
      %x0 = arith.addi %ai, %col : index
      %x = arith.remui %x0, %c4096 : index
      %va = memref.load %I[%x] : memref<4096xi64>
      %b = memref.load %iS[%row] : memref<600xi32>
      %bi = arith.index_castui %b : i32 to index
      %y0 = arith.addi %bi, %col : index
      %y = arith.remui %y0, %c4096 : index
      %vb = memref.load %I[%y] : memref<4096xi64>
      %m = arith.muli %vb, %k1000 : i64
      %s = arith.addi %va, %m : i64
      memref.store %s, %out[%g] : memref<512xi64>
      %cp = arith.remui %col, %c2 : index
      %par = arith.cmpi eq, %cp, %c0 : index
      scf.if %par {
        %rz = arith.cmpi eq, %row, %c0 : index
        %rzi = arith.extui %rz : i1 to i64
        %t = arith.addi %s, %rzi : i64
        memref.store %t, %out2[%g] : memref<512xi64>
      }
    } else {
      memref.store %m1, %out[%g] : memref<512xi64>
    }
  }
  return
}

// Index arrays by pattern (r < 600): 0: iN = r + 5 except iN[mid] = 0 and
// iS = r + 2^31 + 7 (as i32, read unsigned); 1: iN = r - 3, iS = r + 2^32 - 9
// (castui: wraps to r - 9 + 2^32); 2: clamped ends iN = max(r - 1, 0),
// iS = min(r + 1, N - 1); 3: iN = r + 2^31 - 10 (wraps as i32), iS = 7 - r
// (decreasing); 4: iN = r + 1 except first 2 and last 2 of [0, N).
func.func @fill(%iN: memref<600xi32>, %iS: memref<600xi32>, %N: index, %pat: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c600 = arith.constant 600 : index
  %N1 = arith.subi %N, %c1 : index
  %N2 = arith.subi %N, %c2 : index
  %mid = arith.divui %N, %c2 : index
  scf.for %r = %c0 to %c600 step %c1 {
    %ri = arith.index_cast %r : index to i64
    %p0 = arith.cmpi eq, %pat, %c0 : index
    %p1 = arith.cmpi eq, %pat, %c1 : index
    %p2 = arith.cmpi eq, %pat, %c2 : index
    %c3 = arith.constant 3 : index
    %p3 = arith.cmpi eq, %pat, %c3 : index
    %k5 = arith.constant 5 : i64
    %a0a = arith.addi %ri, %k5 : i64
    %ismid = arith.cmpi eq, %r, %mid : index
    %k0 = arith.constant 0 : i64
    %a0 = arith.select %ismid, %k0, %a0a : i64
    %b0k = arith.constant 2147483655 : i64
    %b0 = arith.addi %ri, %b0k : i64
    %k3 = arith.constant 3 : i64
    %a1 = arith.subi %ri, %k3 : i64
    %b1k = arith.constant 4294967287 : i64
    %b1 = arith.addi %ri, %b1k : i64
    %k1 = arith.constant 1 : i64
    %rm1 = arith.subi %ri, %k1 : i64
    %a2 = arith.maxsi %rm1, %k0 : i64
    %rp1 = arith.addi %ri, %k1 : i64
    %N1i = arith.index_cast %N1 : index to i64
    %b2 = arith.minsi %rp1, %N1i : i64
    %a3k = arith.constant 2147483638 : i64
    %a3 = arith.addi %ri, %a3k : i64
    %k7 = arith.constant 7 : i64
    %b3 = arith.subi %k7, %ri : i64
    %lo2 = arith.cmpi ult, %r, %c2 : index
    %hi2 = arith.cmpi uge, %r, %N2 : index
    %endr = arith.ori %lo2, %hi2 : i1
    %k99 = arith.constant 99 : i64
    %a4 = arith.select %endr, %k99, %rp1 : i64
    %b4 = arith.select %endr, %k0, %rp1 : i64
    %a01 = arith.select %p0, %a0, %a1 : i64
    %a23 = arith.select %p2, %a2, %a3 : i64
    %a234 = arith.select %p3, %a3, %a4 : i64
    %a2s = arith.select %p2, %a2, %a234 : i64
    %pl = arith.cmpi ult, %pat, %c2 : index
    %a = arith.select %pl, %a01, %a2s : i64
    %b01 = arith.select %p0, %b0, %b1 : i64
    %b34 = arith.select %p3, %b3, %b4 : i64
    %b2s = arith.select %p2, %b2, %b34 : i64
    %b = arith.select %pl, %b01, %b2s : i64
    %at = arith.trunci %a : i64 to i32
    %bt = arith.trunci %b : i64 to i32
    memref.store %at, %iN[%r] : memref<600xi32>
    memref.store %bt, %iS[%r] : memref<600xi32>
  }
  return
}

func.func @run(%I: memref<4096xi64>, %n: index, %N: index, %B: index, %pat: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %s7 = arith.constant -7 : i64
  %out = memref.alloc() : memref<512xi64>
  %out2 = memref.alloc() : memref<512xi64>
  %rout = memref.alloc() : memref<512xi64>
  %rout2 = memref.alloc() : memref<512xi64>
  %iN = memref.alloc() : memref<600xi32>
  %iS = memref.alloc() : memref<600xi32>
  call @fill(%iN, %iS, %N, %pat) : (memref<600xi32>, memref<600xi32>, index, index) -> ()
  scf.for %i = %c0 to %c512 step %c1 {
    memref.store %s7, %out[%i] : memref<512xi64>
    memref.store %s7, %out2[%i] : memref<512xi64>
    memref.store %s7, %rout[%i] : memref<512xi64>
    memref.store %s7, %rout2[%i] : memref<512xi64>
  }
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %n63 = arith.addi %n, %c63 : index
  %gxd = arith.divui %n63, %c64 : index
  %neg = arith.cmpi slt, %B, %c0 : index
  scf.if %neg {
    func.call @segm(%I, %out, %out2, %iN, %iS, %n, %N, %gxd) : (memref<4096xi64>, memref<512xi64>, memref<512xi64>, memref<600xi32>, memref<600xi32>, index, index, index) -> ()
  } else {
    func.call @seg(%I, %out, %out2, %iN, %iS, %n, %N, %gxd) : (memref<4096xi64>, memref<512xi64>, memref<512xi64>, memref<600xi32>, memref<600xi32>, index, index, index) -> ()
  }
  call @ref(%I, %rout, %rout2, %iN, %iS, %n, %N, %B) : (memref<4096xi64>, memref<512xi64>, memref<512xi64>, memref<600xi32>, memref<600xi32>, index, index, index) -> ()
  %res:2 = scf.for %i = %c0 to %c512 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %a = memref.load %out[%i] : memref<512xi64>
    %b = memref.load %rout[%i] : memref<512xi64>
    %a2 = memref.load %out2[%i] : memref<512xi64>
    %b2 = memref.load %rout2[%i] : memref<512xi64>
    %ne1 = arith.cmpi ne, %a, %b : i64
    %ne2 = arith.cmpi ne, %a2, %b2 : i64
    %ne = arith.ori %ne1, %ne2 : i1
    %inc = arith.select %ne, %one, %z : i64
    %bad2 = arith.addi %bad, %inc : i64
    %s1 = arith.addi %sum, %a : i64
    %s2 = arith.addi %s1, %a2 : i64
    scf.yield %bad2, %s2 : i64, i64
  }
  memref.dealloc %out : memref<512xi64>
  memref.dealloc %out2 : memref<512xi64>
  memref.dealloc %rout : memref<512xi64>
  memref.dealloc %rout2 : memref<512xi64>
  memref.dealloc %iN : memref<600xi32>
  memref.dealloc %iS : memref<600xi32>
  return %res#0, %res#1 : i64, i64
}

memref.global "private" constant @Ns : memref<8xindex> = dense<[0, 7, 31, 32, 33, 100, 64, 600]>
memref.global "private" constant @Bs : memref<2xindex> = dense<[5, -3]>
memref.global "private" constant @ns : memref<5xindex> = dense<[0, 1, 3, 130, 512]>
llvm.mlir.global internal constant @fmt("seg mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmtb("  bad n=%ld N=%ld B=%ld pat=%ld: %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c4096 = arith.constant 4096 : index
  %c7919 = arith.constant 7919 : index
  %c10007 = arith.constant 10007 : index
  %z = arith.constant 0 : i64
  %I = memref.alloc() : memref<4096xi64>
  scf.for %i = %c0 to %c4096 step %c1 {
    %a = arith.muli %i, %c7919 : index
    %b = arith.remui %a, %c10007 : index
    %bi = arith.index_cast %b : index to i64
    memref.store %bi, %I[%i] : memref<4096xi64>
  }
  %Ns = memref.get_global @Ns : memref<8xindex>
  %Bs = memref.get_global @Bs : memref<2xindex>
  %ns = memref.get_global @ns : memref<5xindex>
  %fmtb = llvm.mlir.addressof @fmtb : !llvm.ptr
  %tot:2 = scf.for %p = %c0 to %c5 step %c1 iter_args(%tb = %z, %ts = %z) -> (i64, i64) {
    %r1:2 = scf.for %j = %c0 to %c8 step %c1 iter_args(%b1 = %tb, %s1 = %ts) -> (i64, i64) {
      %N = memref.load %Ns[%j] : memref<8xindex>
      %r2:2 = scf.for %k = %c0 to %c2 step %c1 iter_args(%b2 = %b1, %s2 = %s1) -> (i64, i64) {
        %B = memref.load %Bs[%k] : memref<2xindex>
        %r3:2 = scf.for %m = %c0 to %c5 step %c1 iter_args(%b3 = %b2, %s3 = %s2) -> (i64, i64) {
          %n = memref.load %ns[%m] : memref<5xindex>
          %r:2 = func.call @run(%I, %n, %N, %B, %p) : (memref<4096xi64>, index, index, index, index) -> (i64, i64)
          %isbad = arith.cmpi ne, %r#0, %z : i64
          scf.if %isbad {
            %ni = arith.index_cast %n : index to i64
            %Ni = arith.index_cast %N : index to i64
            %Bi = arith.index_cast %B : index to i64
            %pi = arith.index_cast %p : index to i64
            llvm.call @printf(%fmtb, %ni, %Ni, %Bi, %pi, %r#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64) -> i32
          }
          %bb = arith.addi %b3, %r#0 : i64
          %ss = arith.addi %s3, %r#1 : i64
          scf.yield %bb, %ss : i64, i64
        }
        scf.yield %r3#0, %r3#1 : i64, i64
      }
      scf.yield %r2#0, %r2#1 : i64, i64
    }
    scf.yield %r1#0, %r1#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %tot#0, %tot#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
