// stitch-cpuify's speculation of load-only branches (speculate-loads),
// run: an srad-style 5-point stencil over a 48x48 image in 16x16 tiles,
// the neighbours from the tile or, at the tile's edge, from halo tiles
// filled with the neighbouring block's pixels (the image border clamped),
// each picked by an scf.if with a result (`tx == 15 ? east[ty][tx] :
// temp[ty][tx + 1]` and the same for west, north, south). Speculated, the
// tile is padded (its neighbour loads reach one element past it). Inputs
// are small integers, so every sum is exact: the output must equal a host
// reference exactly, and what the pipeline without speculation prints, at
// 1 and 2 threads.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true speculate-loads=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on1.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on1.txt %t.off.txt
// RUN: diff %t.on2.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on2.txt
// The rewrite did happen: the tile is padded.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR: memref.alloca() {stitch.padded} : memref<18x18xf32>
// CHECK: stencil mismatches 0 checksum {{[1-9][0-9]*}}
!t = memref<16x16xf32, #gpu.address_space<workgroup>>
func.func @stencil(%img: memref<48x48xf32>, %out: memref<48x48xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c47 = arith.constant 47 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f10 = arith.constant 10.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c16, %sz = %c1)
             workgroup(%temp : !t, %north : !t, %south : !t, %west : !t, %east : !t) {
    %r0 = arith.muli %by, %c16 : index
    %q0 = arith.muli %bx, %c16 : index
    %r = arith.addi %r0, %ty : index
    %q = arith.addi %q0, %tx : index
    %v = memref.load %img[%r, %q] : memref<48x48xf32>
    memref.store %v, %temp[%ty, %tx] : !t
    // Halos: the row above/below and the column left/right of the tile,
    // clamped to the image.
    %up0 = arith.subi %r0, %c1 : index
    %upNeg = arith.cmpi slt, %r0, %c1 : index
    %up = arith.select %upNeg, %r0, %up0 : index
    %dn0 = arith.addi %r0, %c16 : index
    %dnOut = arith.cmpi sgt, %dn0, %c47 : index
    %dn = arith.select %dnOut, %c47, %dn0 : index
    %lf0 = arith.subi %q0, %c1 : index
    %lfNeg = arith.cmpi slt, %q0, %c1 : index
    %lf = arith.select %lfNeg, %q0, %lf0 : index
    %rt0 = arith.addi %q0, %c16 : index
    %rtOut = arith.cmpi sgt, %rt0, %c47 : index
    %rt = arith.select %rtOut, %c47, %rt0 : index
    %nv = memref.load %img[%up, %q] : memref<48x48xf32>
    memref.store %nv, %north[%ty, %tx] : !t
    %sv = memref.load %img[%dn, %q] : memref<48x48xf32>
    memref.store %sv, %south[%ty, %tx] : !t
    %wv = memref.load %img[%r, %lf] : memref<48x48xf32>
    memref.store %wv, %west[%ty, %tx] : !t
    %ev = memref.load %img[%r, %rt] : memref<48x48xf32>
    memref.store %ev, %east[%ty, %tx] : !t
    gpu.barrier
    %tym1 = arith.subi %ty, %c1 : index
    %typ1 = arith.addi %ty, %c1 : index
    %txm1 = arith.subi %tx, %c1 : index
    %txp1 = arith.addi %tx, %c1 : index
    %ty0 = arith.cmpi eq, %ty, %c0 : index
    %tyL = arith.cmpi eq, %ty, %c15 : index
    %tx0 = arith.cmpi eq, %tx, %c0 : index
    %txL = arith.cmpi eq, %tx, %c15 : index
    %n = scf.if %ty0 -> (f32) {
      %x = memref.load %north[%ty, %tx] : !t
      scf.yield %x : f32
    } else {
      %x = memref.load %temp[%tym1, %tx] : !t
      scf.yield %x : f32
    }
    %s = scf.if %tyL -> (f32) {
      %x = memref.load %south[%ty, %tx] : !t
      scf.yield %x : f32
    } else {
      %x = memref.load %temp[%typ1, %tx] : !t
      scf.yield %x : f32
    }
    %w = scf.if %tx0 -> (f32) {
      %x = memref.load %west[%ty, %tx] : !t
      scf.yield %x : f32
    } else {
      %x = memref.load %temp[%ty, %txm1] : !t
      scf.yield %x : f32
    }
    %e = scf.if %txL -> (f32) {
      %x = memref.load %east[%ty, %tx] : !t
      scf.yield %x : f32
    } else {
      %x = memref.load %temp[%ty, %txp1] : !t
      %y = arith.mulf %x, %f2 : f32
      %z = arith.subf %y, %x : f32
      scf.yield %z : f32
    }
    %c = memref.load %temp[%ty, %tx] : !t
    %s2 = arith.mulf %s, %f2 : f32
    %w3 = arith.mulf %w, %f3 : f32
    %e4 = arith.mulf %e, %f4 : f32
    %c10 = arith.mulf %c, %f10 : f32
    %a0 = arith.addf %n, %s2 : f32
    %a1 = arith.addf %a0, %w3 : f32
    %a2 = arith.addf %a1, %e4 : f32
    %a3 = arith.subf %a2, %c10 : f32
    memref.store %a3, %out[%r, %q] : memref<48x48xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("stencil mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c47 = arith.constant 47 : index
  %c48 = arith.constant 48 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f10 = arith.constant 10.0 : f32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %img = memref.alloc() : memref<48x48xf32>
  %out = memref.alloc() : memref<48x48xf32>
  scf.for %i = %c0 to %c48 step %c1 {
    scf.for %j = %c0 to %c48 step %c1 {
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %s = arith.addi %a, %b : index
      %m = arith.remui %s, %c11 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      memref.store %f, %img[%i, %j] : memref<48x48xf32>
    }
  }
  call @stencil(%img, %out) : (memref<48x48xf32>, memref<48x48xf32>) -> ()
  // Host reference: the neighbours clamped to the image.
  %res:2 = scf.for %i = %c0 to %c48 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %row:2 = scf.for %j = %c0 to %c48 step %c1 iter_args(%bad2 = %bad, %sum2 = %sum) -> (i64, i64) {
      %im0 = arith.subi %i, %c1 : index
      %i0 = arith.cmpi eq, %i, %c0 : index
      %im = arith.select %i0, %i, %im0 : index
      %ip0 = arith.addi %i, %c1 : index
      %iL = arith.cmpi eq, %i, %c47 : index
      %ip = arith.select %iL, %i, %ip0 : index
      %jm0 = arith.subi %j, %c1 : index
      %j0 = arith.cmpi eq, %j, %c0 : index
      %jm = arith.select %j0, %j, %jm0 : index
      %jp0 = arith.addi %j, %c1 : index
      %jL = arith.cmpi eq, %j, %c47 : index
      %jp = arith.select %jL, %j, %jp0 : index
      %n = memref.load %img[%im, %j] : memref<48x48xf32>
      %s = memref.load %img[%ip, %j] : memref<48x48xf32>
      %w = memref.load %img[%i, %jm] : memref<48x48xf32>
      %e = memref.load %img[%i, %jp] : memref<48x48xf32>
      %c = memref.load %img[%i, %j] : memref<48x48xf32>
      %s2 = arith.mulf %s, %f2 : f32
      %w3 = arith.mulf %w, %f3 : f32
      %e4 = arith.mulf %e, %f4 : f32
      %c10 = arith.mulf %c, %f10 : f32
      %a0 = arith.addf %n, %s2 : f32
      %a1 = arith.addf %a0, %w3 : f32
      %a2 = arith.addf %a1, %e4 : f32
      %want = arith.subf %a2, %c10 : f32
      %got = memref.load %out[%i, %j] : memref<48x48xf32>
      %ne = arith.cmpf une, %got, %want : f32
      %inc = arith.select %ne, %one, %z : i64
      %b2 = arith.addi %bad2, %inc : i64
      %gi = arith.fptosi %got : f32 to i64
      %gabs0 = arith.subi %z, %gi : i64
      %neg = arith.cmpi slt, %gi, %z : i64
      %gabs = arith.select %neg, %gabs0, %gi : i64
      %s3 = arith.addi %sum2, %gabs : i64
      scf.yield %b2, %s3 : i64, i64
    }
    scf.yield %row#0, %row#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %img : memref<48x48xf32>
  memref.dealloc %out : memref<48x48xf32>
  return
}
