// stitch-cpuify's versioning of index-array loads (affine-index-loads)
// fires here (a check loop with three (least, greatest) pairs), on
// adversarial index arrays: blocks of 16 threads over len elements (the
// guard g < len tightens the x loop to 0, 1, 2, 3 or 16 iterations: len =
// 0, 1, 2, 3, 18, 33, 34, 35, 50, 51, 64), three index loads in one loop:
// A[iA[g] - 990] (index_cast, d = 1000), A[iB[2g] - 2^31] (index_castui of
// i32 values near 2^31, f(i) = 2i, d = 2^31 + 3) and A[iC[g / 2]]
// (index_cast, f(i) = i / 2 through divui, d = 5), and iA[g] overwritten
// by the same thread after its load. One element of an index array at a
// time breaks the shift (+37): the first, second, second-to-last or last
// element of a block or of the range, in one array only while the others
// stay shifts. Every element of out and of iA is checked against the host;
// the output must also equal the pipeline without the serialization.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on1.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on1.txt %t.off.txt
// RUN: diff %t.on2.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on2.txt
// The rewrite did happen: a check loop (least and greatest difference).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @shifts
// IR: scf.for {{.*}} iter_args({{.*}} = %c9223372036854775807{{.*}} = %c-9223372036854775808{{.*}}) -> (index, index, index, index, index, index)
// CHECK: shifts mismatches 0 checksum {{-?[1-9][0-9]*}}
func.func @shifts(%A: memref<256xf32>, %out: memref<64xf32>, %iA: memref<64xi32>,
                  %iB: memref<128xi32>, %iC: memref<32xi32>, %bs: index, %len: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %cm990 = arith.constant -990 : index
  %cm2p31 = arith.constant -2147483648 : index
  %f2 = arith.constant 2.0 : f32
  %f4 = arith.constant 4.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %g0 = arith.muli %bx, %c16 : index
    %g = arith.addi %g0, %tx : index
    %in = arith.cmpi ult, %g, %len : index
    scf.if %in {
      %a = memref.load %iA[%g] : memref<64xi32>
      %ai = arith.index_cast %a : i32 to index
      %na = arith.addi %ai, %cm990 : index
      %va = memref.load %A[%na] : memref<256xf32>
      %g2 = arith.muli %g, %c2 : index
      %b = memref.load %iB[%g2] : memref<128xi32>
      %bi = arith.index_castui %b : i32 to index
      %nb = arith.addi %bi, %cm2p31 : index
      %vb = memref.load %A[%nb] : memref<256xf32>
      %gh = arith.divui %g, %c2 : index
      %c = memref.load %iC[%gh] : memref<32xi32>
      %ci = arith.index_cast %c : i32 to index
      %vc = memref.load %A[%ci] : memref<256xf32>
      %a1 = arith.constant 7 : i32
      memref.store %a1, %iA[%g] : memref<64xi32>
      %vb2 = arith.mulf %vb, %f2 : f32
      %vc4 = arith.mulf %vc, %f4 : f32
      %s0 = arith.addf %va, %vb2 : f32
      %s1 = arith.addf %s0, %vc4 : f32
      memref.store %s1, %out[%g] : memref<64xf32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("shifts mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Fills the index arrays (iA[r] = r + 1000, iB[k] = k + 2^31 + 3 as i32,
// iC[m] = m + 5; the element at pA, pB, pC + 37 instead), runs @shifts
// over len elements and checks every element of out and iA against the
// host: (mismatches, checksum).
func.func @run(%A: memref<256xf32>, %len: index, %pA: index, %pB: index,
               %pC: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c32 = arith.constant 32 : index
  %c37 = arith.constant 37 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c1000 = arith.constant 1000 : index
  %c990 = arith.constant 990 : index
  %cB = arith.constant 2147483651 : index
  %c2p31 = arith.constant 2147483648 : index
  %seven = arith.constant 7 : i32
  %fm100 = arith.constant -100.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f4 = arith.constant 4.0 : f32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc() : memref<64xf32>
  %iA = memref.alloc() : memref<64xi32>
  %iAc = memref.alloc() : memref<64xi32>
  %iB = memref.alloc() : memref<128xi32>
  %iC = memref.alloc() : memref<32xi32>
  scf.for %r = %c0 to %c64 step %c1 {
    %v0 = arith.addi %r, %c1000 : index
    %br = arith.cmpi eq, %r, %pA : index
    %v1 = arith.addi %v0, %c37 : index
    %v = arith.select %br, %v1, %v0 : index
    %vi = arith.index_cast %v : index to i32
    memref.store %vi, %iA[%r] : memref<64xi32>
    memref.store %vi, %iAc[%r] : memref<64xi32>
    memref.store %fm100, %out[%r] : memref<64xf32>
  }
  scf.for %k = %c0 to %c128 step %c1 {
    %v0 = arith.addi %k, %cB : index
    %br = arith.cmpi eq, %k, %pB : index
    %v1 = arith.addi %v0, %c37 : index
    %v = arith.select %br, %v1, %v0 : index
    %vi = arith.index_castui %v : index to i32
    memref.store %vi, %iB[%k] : memref<128xi32>
  }
  scf.for %m = %c0 to %c32 step %c1 {
    %v0 = arith.addi %m, %c5 : index
    %br = arith.cmpi eq, %m, %pC : index
    %v1 = arith.addi %v0, %c37 : index
    %v = arith.select %br, %v1, %v0 : index
    %vi = arith.index_cast %v : index to i32
    memref.store %vi, %iC[%m] : memref<32xi32>
  }
  call @shifts(%A, %out, %iA, %iB, %iC, %c64, %len) : (memref<256xf32>, memref<64xf32>, memref<64xi32>, memref<128xi32>, memref<32xi32>, index, index) -> ()
  %res:2 = scf.for %g = %c0 to %c64 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %in = arith.cmpi ult, %g, %len : index
    %a = memref.load %iAc[%g] : memref<64xi32>
    %ai = arith.index_cast %a : i32 to index
    %na = arith.subi %ai, %c990 : index
    %va = memref.load %A[%na] : memref<256xf32>
    %g2 = arith.muli %g, %c2 : index
    %b = memref.load %iB[%g2] : memref<128xi32>
    %bi = arith.index_castui %b : i32 to index
    %nb = arith.subi %bi, %c2p31 : index
    %vb = memref.load %A[%nb] : memref<256xf32>
    %gh = arith.divui %g, %c2 : index
    %c = memref.load %iC[%gh] : memref<32xi32>
    %ci = arith.index_cast %c : i32 to index
    %vc = memref.load %A[%ci] : memref<256xf32>
    %vb2 = arith.mulf %vb, %f2 : f32
    %vc4 = arith.mulf %vc, %f4 : f32
    %s0 = arith.addf %va, %vb2 : f32
    %s1 = arith.addf %s0, %vc4 : f32
    %want = arith.select %in, %s1, %fm100 : f32
    %wantA = arith.select %in, %seven, %a : i32
    %got = memref.load %out[%g] : memref<64xf32>
    %gotA = memref.load %iA[%g] : memref<64xi32>
    %ne = arith.cmpf une, %got, %want : f32
    %neA = arith.cmpi ne, %gotA, %wantA : i32
    %nn = arith.ori %ne, %neA : i1
    %inc = arith.select %nn, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %gi = arith.fptosi %got : f32 to i64
    %s2 = arith.addi %sum, %gi : i64
    scf.yield %b2, %s2 : i64, i64
  }
  memref.dealloc %out : memref<64xf32>
  memref.dealloc %iA : memref<64xi32>
  memref.dealloc %iAc : memref<64xi32>
  memref.dealloc %iB : memref<128xi32>
  memref.dealloc %iC : memref<32xi32>
  return %res#0, %res#1 : i64, i64
}

// (len, pA, pB, pC); -1: no broken element.
memref.global "private" constant @cfg : memref<27x4xi64> = dense<[[64, -1, -1, -1], [64, 16, -1, -1], [64, 17, -1, -1],
      [64, 30, -1, -1], [64, 31, -1, -1], [64, 0, -1, -1], [64, 63, -1, -1],
      [64, -1, 66, -1], [64, -1, 126, -1], [64, -1, 34, -1], [64, -1, -1, 9],
      [64, -1, -1, 15], [64, -1, -1, 8], [35, -1, -1, -1], [35, 33, -1, -1],
      [35, 34, -1, -1], [34, -1, -1, -1], [34, 33, -1, -1], [33, -1, -1, -1],
      [18, 17, -1, -1], [2, -1, -1, -1], [1, -1, -1, -1], [0, -1, -1, -1],
      [50, 49, 98, 24], [51, 49, -1, -1], [3, 1, -1, -1], [3, -1, 2, 0]]>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c256 = arith.constant 256 : index
  %n = arith.constant -1 : index
  %A = memref.alloc() : memref<256xf32>
  scf.for %e = %c0 to %c256 step %c1 {
    %a = arith.muli %e, %c7 : index
    %m = arith.remui %a, %c11 : index
    %m1 = arith.addi %m, %c1 : index
    %mi = arith.index_cast %m1 : index to i32
    %f = arith.sitofp %mi : i32 to f32
    memref.store %f, %A[%e] : memref<256xf32>
  }
  %cfgm = memref.get_global @cfg : memref<27x4xi64>
  %c27 = arith.constant 27 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %tot:2 = scf.for %t = %c0 to %c27 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %len64 = memref.load %cfgm[%t, %c0] : memref<27x4xi64>
    %len = arith.index_cast %len64 : i64 to index
    %pA64 = memref.load %cfgm[%t, %c1] : memref<27x4xi64>
    %pA = arith.index_cast %pA64 : i64 to index
    %pB64 = memref.load %cfgm[%t, %c2] : memref<27x4xi64>
    %pB = arith.index_cast %pB64 : i64 to index
    %pC64 = memref.load %cfgm[%t, %c3] : memref<27x4xi64>
    %pC = arith.index_cast %pC64 : i64 to index
    %r:2 = func.call @run(%A, %len, %pA, %pB, %pC) : (memref<256xf32>, index, index, index, index) -> (i64, i64)
    %b2 = arith.addi %bad, %r#0 : i64
    %s2 = arith.addi %sum, %r#1 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %tot#0, %tot#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %A : memref<256xf32>
  return
}
