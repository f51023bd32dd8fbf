// stitch-cpuify's versioning of index-array loads (affine-index-loads),
// run: srad_v1-style neighbours through index arrays over a 34x7
// column-major image (element ei = row + 34 * col, blocks of 16 threads,
// the guard ei < 238, the rows and columns by division, so that
// divrem-segments cuts each block's loop at column boundaries: pieces of
// 2 to 16 threads). @neighbours reads I[iN[row] + base] and
// I[iS[row] + base] with iN/iS clamped at the column ends: the check
// holds in every piece of at least 3 threads (the clamped first and last
// rows run in the peeled iterations). @scrambled reads through a
// permutation (the check fails: the original loop runs) and through
// iX[r] = min(r + 5, 33) (the check holds only away from the bottom).
// Inputs are small integers, so every sum is exact: the output must equal
// a host reference exactly, and what the pipeline without the versioning
// prints, at 1 and 2 threads.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true affine-index-loads=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on1.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on1.txt %t.off.txt
// RUN: diff %t.on2.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on2.txt
// The rewrite did happen: check loops (least and greatest difference).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @neighbours
// IR: scf.for {{.*}} iter_args({{.*}}) -> (index, index, index, index)
// IR-LABEL: func.func @scrambled
// IR: scf.for {{.*}} iter_args({{.*}}) -> (index, index, index, index)
// CHECK: neighbours mismatches 0 checksum {{[1-9][0-9]*}}
// CHECK: scrambled mismatches 0 checksum {{[1-9][0-9]*}}
func.func @neighbours(%I: memref<238xf32>, %out: memref<238xf32>,
                      %iN: memref<34xi32>, %iS: memref<34xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c238 = arith.constant 238 : index
  %f2 = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c15, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %e0 = arith.muli %bx, %c16 : index
    %ei = arith.addi %e0, %tx : index
    %in = arith.cmpi ult, %ei, %c238 : index
    scf.if %in {
      %row = arith.remui %ei, %n : index
      %col = arith.divui %ei, %n : index
      %base = arith.muli %col, %n : index
      %a = memref.load %iN[%row] : memref<34xi32>
      %ai = arith.index_cast %a : i32 to index
      %na = arith.addi %ai, %base : index
      %vn = memref.load %I[%na] : memref<238xf32>
      %b = memref.load %iS[%row] : memref<34xi32>
      %bi = arith.index_cast %b : i32 to index
      %nb = arith.addi %bi, %base : index
      %vs = memref.load %I[%nb] : memref<238xf32>
      %v2 = arith.mulf %vs, %f2 : f32
      %r = arith.addf %vn, %v2 : f32
      memref.store %r, %out[%ei] : memref<238xf32>
    }
    gpu.terminator
  }
  return
}

func.func @scrambled(%I: memref<238xf32>, %out: memref<238xf32>,
                     %perm: memref<34xi32>, %iX: memref<34xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c238 = arith.constant 238 : index
  %f3 = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c15, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %e0 = arith.muli %bx, %c16 : index
    %ei = arith.addi %e0, %tx : index
    %in = arith.cmpi ult, %ei, %c238 : index
    scf.if %in {
      %row = arith.remui %ei, %n : index
      %col = arith.divui %ei, %n : index
      %base = arith.muli %col, %n : index
      %a = memref.load %perm[%row] : memref<34xi32>
      %ai = arith.index_castui %a : i32 to index
      %na = arith.addi %ai, %base : index
      %vp = memref.load %I[%na] : memref<238xf32>
      %b = memref.load %iX[%row] : memref<34xi32>
      %bi = arith.index_castui %b : i32 to index
      %nb = arith.addi %bi, %base : index
      %vx = memref.load %I[%nb] : memref<238xf32>
      %v3 = arith.mulf %vx, %f3 : f32
      %r = arith.addf %vp, %v3 : f32
      memref.store %r, %out[%ei] : memref<238xf32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt_n("neighbours mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_s("scrambled mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Mismatches of out against a + k * b (a, b: I at the two neighbour
// element indices the host computes from the index arrays), and the sum of
// the outputs.
func.func @compare(%I: memref<238xf32>, %out: memref<238xf32>,
                   %ia: memref<34xi32>, %ib: memref<34xi32>, %k: f32)
    -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c34 = arith.constant 34 : index
  %c238 = arith.constant 238 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %res:2 = scf.for %e = %c0 to %c238 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %row = arith.remui %e, %c34 : index
    %col = arith.divui %e, %c34 : index
    %base = arith.muli %col, %c34 : index
    %a = memref.load %ia[%row] : memref<34xi32>
    %ai = arith.index_cast %a : i32 to index
    %na = arith.addi %ai, %base : index
    %va = memref.load %I[%na] : memref<238xf32>
    %b = memref.load %ib[%row] : memref<34xi32>
    %bi = arith.index_cast %b : i32 to index
    %nb = arith.addi %bi, %base : index
    %vb = memref.load %I[%nb] : memref<238xf32>
    %vk = arith.mulf %vb, %k : f32
    %want = arith.addf %va, %vk : f32
    %got = memref.load %out[%e] : memref<238xf32>
    %ne = arith.cmpf une, %got, %want : f32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %gi = arith.fptosi %got : f32 to i64
    %s2 = arith.addi %sum, %gi : i64
    scf.yield %b2, %s2 : i64, i64
  }
  return %res#0, %res#1 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c33 = arith.constant 33 : index
  %c34 = arith.constant 34 : index
  %c238 = arith.constant 238 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %I = memref.alloc() : memref<238xf32>
  %out = memref.alloc() : memref<238xf32>
  %iN = memref.alloc() : memref<34xi32>
  %iS = memref.alloc() : memref<34xi32>
  %perm = memref.alloc() : memref<34xi32>
  %iX = memref.alloc() : memref<34xi32>
  scf.for %e = %c0 to %c238 step %c1 {
    %a = arith.muli %e, %c7 : index
    %m = arith.remui %a, %c11 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    memref.store %f, %I[%e] : memref<238xf32>
  }
  scf.for %r = %c0 to %c34 step %c1 {
    %up0 = arith.subi %r, %c1 : index
    %first = arith.cmpi eq, %r, %c0 : index
    %up = arith.select %first, %r, %up0 : index
    %dn0 = arith.addi %r, %c1 : index
    %last = arith.cmpi eq, %r, %c33 : index
    %dn = arith.select %last, %r, %dn0 : index
    %p0 = arith.muli %r, %c7 : index
    %p = arith.remui %p0, %c34 : index
    %x0 = arith.addi %r, %c5 : index
    %x = arith.minui %x0, %c33 : index
    %upi = arith.index_cast %up : index to i32
    %dni = arith.index_cast %dn : index to i32
    %pi = arith.index_cast %p : index to i32
    %xi = arith.index_cast %x : index to i32
    memref.store %upi, %iN[%r] : memref<34xi32>
    memref.store %dni, %iS[%r] : memref<34xi32>
    memref.store %pi, %perm[%r] : memref<34xi32>
    memref.store %xi, %iX[%r] : memref<34xi32>
  }
  %fmtn = llvm.mlir.addressof @fmt_n : !llvm.ptr
  %fmts = llvm.mlir.addressof @fmt_s : !llvm.ptr
  call @neighbours(%I, %out, %iN, %iS, %c34) : (memref<238xf32>, memref<238xf32>, memref<34xi32>, memref<34xi32>, index) -> ()
  %rn:2 = call @compare(%I, %out, %iN, %iS, %f2) : (memref<238xf32>, memref<238xf32>, memref<34xi32>, memref<34xi32>, f32) -> (i64, i64)
  llvm.call @printf(%fmtn, %rn#0, %rn#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  call @scrambled(%I, %out, %perm, %iX, %c34) : (memref<238xf32>, memref<238xf32>, memref<34xi32>, memref<34xi32>, index) -> ()
  %rs:2 = call @compare(%I, %out, %perm, %iX, %f3) : (memref<238xf32>, memref<238xf32>, memref<34xi32>, memref<34xi32>, f32) -> (i64, i64)
  llvm.call @printf(%fmts, %rs#0, %rs#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %I : memref<238xf32>
  memref.dealloc %out : memref<238xf32>
  memref.dealloc %iN : memref<34xi32>
  memref.dealloc %iS : memref<34xi32>
  memref.dealloc %perm : memref<34xi32>
  memref.dealloc %iX : memref<34xi32>
  return
}
