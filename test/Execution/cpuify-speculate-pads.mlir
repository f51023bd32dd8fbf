// stitch-cpuify's speculation of load-only branches (speculate-loads)
// fires here (both tiles padded, arith.select of the branches' loads), on
// adversarial neighbour loads in blocks of 16: t[tx - 1] under tx == 0
// (t[-1] in the untaken branch), u[1][tx + 1] of a 2-D tile under
// tx == 15 (the taken branch divides by a constant), a nested if, t[tx + 2]
// under tx < 14 (two past the tile: speculated too, t padded 1 before and
// 2 after), t[i32 tx - 1 through
// index_castui] (2^32 - 1 at tx = 0: not speculated), and, after a second
// barrier, the padded tiles read again at tx + 1 and tx - 1. Inputs are
// small integers: every output must equal a host reference exactly, and
// what the pipeline without the serialization prints, at 1 and 2 threads.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on1.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on1.txt %t.off.txt
// RUN: diff %t.on2.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on2.txt
// The rewrite did happen: the tiles are padded, the branches selected.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR: memref.alloca() {stitch.padded} : memref<19xf32>
// IR: memref.alloca() {stitch.padded} : memref<4x18xf32>
// IR: memref.load %alloca[{{.*}}] : memref<19xf32>
// IR: arith.select %{{.*}}, %{{[0-9]+}}, %{{[0-9]+}} : f32
// CHECK: spec mismatches 0 checksum {{[1-9][0-9]*}}
!t = memref<16xf32, #gpu.address_space<workgroup>>
!u = memref<2x16xf32, #gpu.address_space<workgroup>>
func.func @spec(%in: memref<64xf32>, %out: memref<64xf32>, %out2: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %one32 = arith.constant 1 : i32
  %three32 = arith.constant 3 : i32
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f8 = arith.constant 8.0 : f32
  %f16 = arith.constant 16.0 : f32
  %fm5 = arith.constant -5.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%t : !t, %u : !u) {
    %g0 = arith.muli %bx, %c16 : index
    %g = arith.addi %g0, %tx : index
    %x = memref.load %in[%g] : memref<64xf32>
    memref.store %x, %t[%tx] : !t
    memref.store %x, %u[%c0, %tx] : !u
    %x2 = arith.mulf %x, %f2 : f32
    memref.store %x2, %u[%c1, %tx] : !u
    gpu.barrier
    %txm1 = arith.subi %tx, %c1 : index
    %txp1 = arith.addi %tx, %c1 : index
    %txp2 = arith.addi %tx, %c2 : index
    %tx0 = arith.cmpi eq, %tx, %c0 : index
    %txL = arith.cmpi eq, %tx, %c15 : index
    %lt8 = arith.cmpi ult, %tx, %c8 : index
    %lt14 = arith.cmpi ult, %tx, %c14 : index
    // West: tx - 1 reaches t[-1] at tx = 0 (the untaken branch).
    %w = scf.if %tx0 -> (f32) {
      scf.yield %fm5 : f32
    } else {
      %v = memref.load %t[%txm1] : !t
      scf.yield %v : f32
    }
    // East: u[1][tx + 1] reaches u[1][16] at tx = 15; the taken branch
    // divides by a constant.
    %e = scf.if %txL -> (f32) {
      %v = memref.load %t[%tx] : !t
      %vi = arith.fptosi %v : f32 to i32
      %q = arith.divsi %vi, %three32 : i32
      %qf = arith.sitofp %q : i32 to f32
      scf.yield %qf : f32
    } else {
      %v = memref.load %u[%c1, %txp1] : !u
      scf.yield %v : f32
    }
    // Nested.
    %n = scf.if %lt8 -> (f32) {
      %a = scf.if %tx0 -> (f32) {
        %v = memref.load %t[%tx] : !t
        scf.yield %v : f32
      } else {
        %v = memref.load %t[%txm1] : !t
        scf.yield %v : f32
      }
      scf.yield %a : f32
    } else {
      %v = memref.load %u[%c1, %tx] : !u
      scf.yield %v : f32
    }
    // Two past the tile: must not be speculated.
    %f = scf.if %lt14 -> (f32) {
      %v = memref.load %t[%txp2] : !t
      scf.yield %v : f32
    } else {
      scf.yield %f0 : f32
    }
    // i32 index arithmetic (tx - 1 wraps to 2^32 - 1 through index_castui).
    %k = scf.if %tx0 -> (f32) {
      scf.yield %f0 : f32
    } else {
      %ti = arith.index_cast %tx : index to i32
      %tm = arith.subi %ti, %one32 : i32
      %tmi = arith.index_castui %tm : i32 to index
      %v = memref.load %t[%tmi] : !t
      scf.yield %v : f32
    }
    %e2 = arith.mulf %e, %f2 : f32
    %n4 = arith.mulf %n, %f4 : f32
    %f8v = arith.mulf %f, %f8 : f32
    %k16 = arith.mulf %k, %f16 : f32
    %s0 = arith.addf %w, %e2 : f32
    %s1 = arith.addf %s0, %n4 : f32
    %s2 = arith.addf %s1, %f8v : f32
    %s3 = arith.addf %s2, %k16 : f32
    memref.store %s3, %out[%g] : memref<64xf32>
    gpu.barrier
    // The tiles again, once padded.
    %v3 = scf.if %txL -> (f32) {
      scf.yield %f1 : f32
    } else {
      %v = memref.load %t[%txp1] : !t
      scf.yield %v : f32
    }
    %h = scf.if %tx0 -> (f32) {
      scf.yield %f3 : f32
    } else {
      %v = memref.load %u[%c1, %txm1] : !u
      scf.yield %v : f32
    }
    %h2 = arith.mulf %h, %f2 : f32
    %o2 = arith.addf %v3, %h2 : f32
    memref.store %o2, %out2[%g] : memref<64xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("spec mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c11 = arith.constant 11 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %three32 = arith.constant 3 : i32
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f8 = arith.constant 8.0 : f32
  %f16 = arith.constant 16.0 : f32
  %fm5 = arith.constant -5.0 : f32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc() : memref<64xf32>
  %out = memref.alloc() : memref<64xf32>
  %out2 = memref.alloc() : memref<64xf32>
  scf.for %e = %c0 to %c64 step %c1 {
    %a = arith.muli %e, %c7 : index
    %m = arith.remui %a, %c11 : index
    %m1 = arith.addi %m, %c1 : index
    %mi = arith.index_cast %m1 : index to i32
    %f = arith.sitofp %mi : i32 to f32
    memref.store %f, %in[%e] : memref<64xf32>
  }
  call @spec(%in, %out, %out2) : (memref<64xf32>, memref<64xf32>, memref<64xf32>) -> ()
  // Host reference (the neighbours of g within its block of 16).
  %res:2 = scf.for %g = %c0 to %c64 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %tx = arith.remui %g, %c16 : index
    %tx0 = arith.cmpi eq, %tx, %c0 : index
    %txL = arith.cmpi eq, %tx, %c15 : index
    %lt8 = arith.cmpi ult, %tx, %c8 : index
    %lt14 = arith.cmpi ult, %tx, %c14 : index
    %gm1 = arith.subi %g, %c1 : index
    %gp1 = arith.addi %g, %c1 : index
    %gp2 = arith.addi %g, %c2 : index
    // Clamped to the array (the selects drop the clamped values).
    %gm = arith.select %tx0, %g, %gm1 : index
    %gp = arith.select %txL, %g, %gp1 : index
    %gpp = arith.select %lt14, %gp2, %g : index
    %x = memref.load %in[%g] : memref<64xf32>
    %xm = memref.load %in[%gm] : memref<64xf32>
    %xp = memref.load %in[%gp] : memref<64xf32>
    %xpp = memref.load %in[%gpp] : memref<64xf32>
    %w = arith.select %tx0, %fm5, %xm : f32
    %xi = arith.fptosi %x : f32 to i32
    %q = arith.divsi %xi, %three32 : i32
    %qf = arith.sitofp %q : i32 to f32
    %xp2 = arith.mulf %xp, %f2 : f32
    %e = arith.select %txL, %qf, %xp2 : f32
    %a = arith.select %tx0, %x, %xm : f32
    %x2 = arith.mulf %x, %f2 : f32
    %n = arith.select %lt8, %a, %x2 : f32
    %f = arith.select %lt14, %xpp, %f0 : f32
    %k = arith.select %tx0, %f0, %xm : f32
    %e2 = arith.mulf %e, %f2 : f32
    %n4 = arith.mulf %n, %f4 : f32
    %f8v = arith.mulf %f, %f8 : f32
    %k16 = arith.mulf %k, %f16 : f32
    %s0 = arith.addf %w, %e2 : f32
    %s1 = arith.addf %s0, %n4 : f32
    %s2 = arith.addf %s1, %f8v : f32
    %want = arith.addf %s2, %k16 : f32
    %v3 = arith.select %txL, %f1, %xp : f32
    %xm2 = arith.mulf %xm, %f2 : f32
    %h = arith.select %tx0, %f3, %xm2 : f32
    %h2 = arith.mulf %h, %f2 : f32
    %want2 = arith.addf %v3, %h2 : f32
    %got = memref.load %out[%g] : memref<64xf32>
    %got2 = memref.load %out2[%g] : memref<64xf32>
    %ne = arith.cmpf une, %got, %want : f32
    %ne2 = arith.cmpf une, %got2, %want2 : f32
    %i1 = arith.extui %ne : i1 to i64
    %i2 = arith.extui %ne2 : i1 to i64
    %b1 = arith.addi %bad, %i1 : i64
    %b2 = arith.addi %b1, %i2 : i64
    %gi = arith.fptosi %got : f32 to i64
    %gi2 = arith.fptosi %got2 : f32 to i64
    %s3 = arith.addi %sum, %gi : i64
    %s4 = arith.addi %s3, %gi2 : i64
    scf.yield %b2, %s4 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %in : memref<64xf32>
  memref.dealloc %out : memref<64xf32>
  memref.dealloc %out2 : memref<64xf32>
  return
}
