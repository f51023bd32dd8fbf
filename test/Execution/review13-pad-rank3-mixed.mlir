// Review (round 13) of speculate-loads' tile padding by what the loads
// need: a rank-3 tile T[2][4][16] (threads 16 x 4 x 2) read by speculated
// neighbour loads with mixed needs (T[tz][ty][tx + 4] under tx < 12: 4
// after dim 2, a quarter of it; T[tz][ty - 1][tx] and T[tz - 1][ty][tx]
// under conditions that vary with tx: 1 before dims 1 and 0) and a
// flattened tile U[128] read 18 before (U[tz*64 + (ty-1)*16 + tx - 2]) and
// 24 after (U[ty*16 + tx + 24] at tz = 0); an if with two results (i32 and
// i1). After a barrier both tiles are stored again (T through negative
// coefficients, T[1-tz][3-ty][15-tx], whose indices the padding must shift
// too) and read by a later x loop within the padded shapes (T[..][tx + 2],
// U[.. - 17]). The rewrite fires: the IR check below shows
// T padded to 3x5x20 (low 1,1,0; high 0,0,4) and U to 170 (18 + 128 + 24),
// and the branches selected. Every output is compared against a host
// reference in plain scf loops; at 1 and 2 threads, and with the pipeline
// without the serialization.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir > %t.on1.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on2.txt
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: FileCheck %s --input-file=%t.on1.txt
// RUN: FileCheck %s --input-file=%t.on2.txt
// RUN: FileCheck %s --input-file=%t.off.txt
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-DAG: memref.alloca() {stitch.padded} : memref<3x5x20xf32>
// IR-DAG: memref.alloca() {stitch.padded} : memref<170xf32>
// IR: arith.select %{{.*}}, %{{[0-9]+}}, %{{[0-9a-z_]+}} : f32
// CHECK: rank3 mismatches 0 checksum {{-?[1-9][0-9]*}}
!T = memref<2x4x16xf32, #gpu.address_space<workgroup>>
!U = memref<128xf32, #gpu.address_space<workgroup>>
func.func @k(%in: memref<384xf32>, %out: memref<384xf32>, %out2: memref<384xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c24 = arith.constant 24 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %fm1 = arith.constant -1.0 : f32
  %fm2 = arith.constant -2.0 : f32
  %fm4 = arith.constant -4.0 : f32
  %fm8 = arith.constant -8.0 : f32
  %fm16 = arith.constant -16.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f5 = arith.constant 5.0 : f32
  %f7 = arith.constant 7.0 : f32
  %f8 = arith.constant 8.0 : f32
  %f16 = arith.constant 16.0 : f32
  %i5 = arith.constant 5 : i32
  %true = arith.constant true
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c4, %sz = %c2)
             workgroup(%t : !T, %u : !U) {
    %z64 = arith.muli %tz, %c64 : index
    %y16 = arith.muli %ty, %c16 : index
    %l0 = arith.addi %z64, %y16 : index
    %l = arith.addi %l0, %tx : index
    %b128 = arith.muli %bx, %c128 : index
    %g = arith.addi %b128, %l : index
    %x = memref.load %in[%g] : memref<384xf32>
    memref.store %x, %t[%tz, %ty, %tx] : !T
    %x2 = arith.mulf %x, %f2 : f32
    memref.store %x2, %u[%l] : !U
    gpu.barrier
    %txp4 = arith.addi %tx, %c4 : index
    %tym1 = arith.subi %ty, %c1 : index
    %tzm1 = arith.subi %tz, %c1 : index
    %lt12 = arith.cmpi ult, %tx, %c12 : index
    %a = scf.if %lt12 -> (f32) {
      %v = memref.load %t[%tz, %ty, %txp4] : !T
      scf.yield %v : f32
    } else {
      scf.yield %fm1 : f32
    }
    %ty1 = arith.cmpi uge, %ty, %c1 : index
    %txodd0 = arith.remui %tx, %c2 : index
    %txodd = arith.cmpi eq, %txodd0, %c1 : index
    %cb = arith.andi %ty1, %txodd : i1
    %b = scf.if %cb -> (f32) {
      %v = memref.load %t[%tz, %tym1, %tx] : !T
      scf.yield %v : f32
    } else {
      scf.yield %fm2 : f32
    }
    %tz1 = arith.cmpi uge, %tz, %c1 : index
    %tx3 = arith.cmpi ne, %tx, %c3 : index
    %cc = arith.andi %tz1, %tx3 : i1
    // Two results: the value and a flag (i32 and i1 results).
    %c:3 = scf.if %cc -> (f32, i32, i1) {
      %v = memref.load %t[%tzm1, %ty, %tx] : !T
      %vi = arith.fptosi %v : f32 to i32
      scf.yield %v, %vi, %true : f32, i32, i1
    } else {
      %f = arith.cmpi eq, %tx, %c0 : index
      scf.yield %fm4, %i5, %f : f32, i32, i1
    }
    %tx2 = arith.cmpi uge, %tx, %c2 : index
    %cd = arith.andi %ty1, %tx2 : i1
    %d = scf.if %cd -> (f32) {
      // U[tz*64 + (ty-1)*16 + tx - 2]: 18 before U at tz = ty = tx = 0.
      %i0 = arith.subi %l, %c16 : index
      %i = arith.subi %i0, %c2 : index
      %v = memref.load %u[%i] : !U
      scf.yield %v : f32
    } else {
      scf.yield %fm8 : f32
    }
    %tz0 = arith.cmpi eq, %tz, %c0 : index
    %tx8 = arith.cmpi uge, %tx, %c8 : index
    %ce = arith.andi %tz0, %tx8 : i1
    %e = scf.if %ce -> (f32) {
      // U[tz*64 + ty*16 + tx + 24]: up to 151 at tz = 1 (24 after U).
      %i = arith.addi %l, %c24 : index
      %v = memref.load %u[%i] : !U
      scf.yield %v : f32
    } else {
      scf.yield %fm16 : f32
    }
    %cif = arith.sitofp %c#1 : i32 to f32
    %cfl = arith.uitofp %c#2 : i1 to f32
    %b2 = arith.mulf %b, %f2 : f32
    %c4v = arith.mulf %c#0, %f4 : f32
    %d8 = arith.mulf %d, %f8 : f32
    %e16 = arith.mulf %e, %f16 : f32
    %s0 = arith.addf %a, %b2 : f32
    %s1 = arith.addf %s0, %c4v : f32
    %s2 = arith.addf %s1, %d8 : f32
    %s3 = arith.addf %s2, %e16 : f32
    %s4 = arith.addf %s3, %cif : f32
    %r = arith.addf %s4, %cfl : f32
    memref.store %r, %out[%g] : memref<384xf32>
    gpu.barrier
    // Stored again: T reversed (negative coefficients), U scaled.
    %rz = arith.subi %c1, %tz : index
    %ry = arith.subi %c3, %ty : index
    %rx = arith.subi %c15, %tx : index
    memref.store %r, %t[%rz, %ry, %rx] : !T
    %r3 = arith.mulf %r, %f3 : f32
    memref.store %r3, %u[%l] : !U
    gpu.barrier
    // Read within the padded shapes (no padding again).
    %lt14 = arith.cmpi ult, %tx, %c14 : index
    %txp2 = arith.addi %tx, %c2 : index
    %p = scf.if %lt14 -> (f32) {
      %v = memref.load %t[%tz, %ty, %txp2] : !T
      scf.yield %v : f32
    } else {
      scf.yield %f5 : f32
    }
    %tx1 = arith.cmpi uge, %tx, %c1 : index
    %cq = arith.andi %ty1, %tx1 : i1
    %q = scf.if %cq -> (f32) {
      %i = arith.subi %l, %c17 : index
      %v = memref.load %u[%i] : !U
      scf.yield %v : f32
    } else {
      scf.yield %f7 : f32
    }
    %q3 = arith.mulf %q, %f3 : f32
    %o2 = arith.addf %p, %q3 : f32
    memref.store %o2, %out2[%g] : memref<384xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("rank3 mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// in[b*128 + z*64 + y*16 + x]
func.func @at(%in: memref<384xf32>, %b: index, %z: index, %y: index, %x: index) -> f32 {
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %b1 = arith.muli %b, %c128 : index
  %z1 = arith.muli %z, %c64 : index
  %y1 = arith.muli %y, %c16 : index
  %s0 = arith.addi %b1, %z1 : index
  %s1 = arith.addi %s0, %y1 : index
  %i = arith.addi %s1, %x : index
  %v = memref.load %in[%i] : memref<384xf32>
  return %v : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %c384 = arith.constant 384 : index
  %fm1 = arith.constant -1.0 : f32
  %fm2 = arith.constant -2.0 : f32
  %fm4 = arith.constant -4.0 : f32
  %fm8 = arith.constant -8.0 : f32
  %fm16 = arith.constant -16.0 : f32
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %f5 = arith.constant 5.0 : f32
  %f6 = arith.constant 6.0 : f32
  %f7 = arith.constant 7.0 : f32
  %f8 = arith.constant 8.0 : f32
  %f16 = arith.constant 16.0 : f32
  %z = arith.constant 0 : i64
  %in = memref.alloc() : memref<384xf32>
  %out = memref.alloc() : memref<384xf32>
  %out2 = memref.alloc() : memref<384xf32>
  %ref = memref.alloc() : memref<384xf32>
  scf.for %e = %c0 to %c384 step %c1 {
    %a = arith.muli %e, %c7 : index
    %m = arith.remui %a, %c11 : index
    %m1 = arith.addi %m, %c1 : index
    %mi = arith.index_cast %m1 : index to i32
    %f = arith.sitofp %mi : i32 to f32
    memref.store %f, %in[%e] : memref<384xf32>
  }
  call @k(%in, %out, %out2) : (memref<384xf32>, memref<384xf32>, memref<384xf32>) -> ()
  // Reference of phase 2 (r) into %ref, compared with %out.
  %bad1 = scf.for %b = %c0 to %c3 step %c1 iter_args(%bad0 = %z) -> (i64) {
   %bb = scf.for %zz = %c0 to %c2 step %c1 iter_args(%bz0 = %bad0) -> (i64) {
    %by = scf.for %y = %c0 to %c4 step %c1 iter_args(%by0 = %bz0) -> (i64) {
     %bx = scf.for %x = %c0 to %c16 step %c1 iter_args(%bx0 = %by0) -> (i64) {
      %lt12 = arith.cmpi ult, %x, %c12 : index
      %a = scf.if %lt12 -> (f32) {
        %x4 = arith.addi %x, %c4 : index
        %v = func.call @at(%in, %b, %zz, %y, %x4) : (memref<384xf32>, index, index, index, index) -> f32
        scf.yield %v : f32
      } else {
        scf.yield %fm1 : f32
      }
      %y1 = arith.cmpi uge, %y, %c1 : index
      %xo0 = arith.remui %x, %c2 : index
      %xo = arith.cmpi eq, %xo0, %c1 : index
      %cb = arith.andi %y1, %xo : i1
      %bv = scf.if %cb -> (f32) {
        %ym = arith.subi %y, %c1 : index
        %v = func.call @at(%in, %b, %zz, %ym, %x) : (memref<384xf32>, index, index, index, index) -> f32
        scf.yield %v : f32
      } else {
        scf.yield %fm2 : f32
      }
      %z1 = arith.cmpi uge, %zz, %c1 : index
      %x3 = arith.cmpi ne, %x, %c3 : index
      %cc = arith.andi %z1, %x3 : i1
      %x0 = arith.cmpi eq, %x, %c0 : index
      %cv:2 = scf.if %cc -> (f32, f32) {
        %zm = arith.subi %zz, %c1 : index
        %v = func.call @at(%in, %b, %zm, %y, %x) : (memref<384xf32>, index, index, index, index) -> f32
        // v + (float)(int)v + 1 (the flag): v is a small integer.
        %v2 = arith.addf %v, %f1 : f32
        scf.yield %v, %v2 : f32, f32
      } else {
        %fl = arith.select %x0, %f6, %f5 : f32
        scf.yield %fm4, %fl : f32, f32
      }
      %x2 = arith.cmpi uge, %x, %c2 : index
      %cd = arith.andi %y1, %x2 : i1
      %dv = scf.if %cd -> (f32) {
        %ym = arith.subi %y, %c1 : index
        %xm = arith.subi %x, %c2 : index
        %v = func.call @at(%in, %b, %zz, %ym, %xm) : (memref<384xf32>, index, index, index, index) -> f32
        %v2 = arith.mulf %v, %f2 : f32
        scf.yield %v2 : f32
      } else {
        scf.yield %fm8 : f32
      }
      %z0 = arith.cmpi eq, %zz, %c0 : index
      %x8 = arith.cmpi uge, %x, %c8 : index
      %ce = arith.andi %z0, %x8 : i1
      %ev = scf.if %ce -> (f32) {
        // y*16 + x + 24 = (y+1)*16 + (x+8) or (y+2)*16 + (x-8)
        %y2 = arith.addi %y, %c2 : index
        %xm8 = arith.subi %x, %c8 : index
        %v = func.call @at(%in, %b, %c0, %y2, %xm8) : (memref<384xf32>, index, index, index, index) -> f32
        %v2 = arith.mulf %v, %f2 : f32
        scf.yield %v2 : f32
      } else {
        scf.yield %fm16 : f32
      }
      %b2 = arith.mulf %bv, %f2 : f32
      %c4v = arith.mulf %cv#0, %f4 : f32
      %d8 = arith.mulf %dv, %f8 : f32
      %e16 = arith.mulf %ev, %f16 : f32
      %s0 = arith.addf %a, %b2 : f32
      %s1 = arith.addf %s0, %c4v : f32
      %s2 = arith.addf %s1, %d8 : f32
      %s3 = arith.addf %s2, %e16 : f32
      %r = arith.addf %s3, %cv#1 : f32
      %g16 = arith.muli %y, %c16 : index
      %gz = arith.muli %zz, %c4 : index
      %gz16 = arith.muli %gz, %c16 : index
      %gb = arith.muli %b, %c8 : index
      %gb16 = arith.muli %gb, %c16 : index
      %g0 = arith.addi %gb16, %gz16 : index
      %g1 = arith.addi %g0, %g16 : index
      %g = arith.addi %g1, %x : index
      memref.store %r, %ref[%g] : memref<384xf32>
      %got = memref.load %out[%g] : memref<384xf32>
      %ne = arith.cmpf une, %got, %r : f32
      %ni = arith.extui %ne : i1 to i64
      %nb = arith.addi %bx0, %ni : i64
      scf.yield %nb : i64
     }
     scf.yield %bx : i64
    }
    scf.yield %by : i64
   }
   scf.yield %bb : i64
  }
  // Phase 4: p = x < 14 ? R[1-z][3-y][13-x] : 5; q = (y >= 1 && x >= 1) ?
  // 3 R_flat[l - 17] : 7 (l - 17 = z*64 + (y-1)*16 + (x-1)).
  %res:2 = scf.for %b = %c0 to %c3 step %c1 iter_args(%bad0 = %bad1, %sum0 = %z) -> (i64, i64) {
   %rb:2 = scf.for %zz = %c0 to %c2 step %c1 iter_args(%bz0 = %bad0, %sz0 = %sum0) -> (i64, i64) {
    %ry:2 = scf.for %y = %c0 to %c4 step %c1 iter_args(%by0 = %bz0, %sy0 = %sz0) -> (i64, i64) {
     %rx:2 = scf.for %x = %c0 to %c16 step %c1 iter_args(%bx0 = %by0, %sx0 = %sy0) -> (i64, i64) {
      %lt14 = arith.cmpi ult, %x, %c14 : index
      %p = scf.if %lt14 -> (f32) {
        %rz = arith.subi %c1, %zz : index
        %ryy = arith.subi %c3, %y : index
        %rxx = arith.subi %c13, %x : index
        %v = func.call @at(%ref, %b, %rz, %ryy, %rxx) : (memref<384xf32>, index, index, index, index) -> f32
        scf.yield %v : f32
      } else {
        scf.yield %f5 : f32
      }
      %y1 = arith.cmpi uge, %y, %c1 : index
      %x1 = arith.cmpi uge, %x, %c1 : index
      %cq = arith.andi %y1, %x1 : i1
      %q = scf.if %cq -> (f32) {
        %ym = arith.subi %y, %c1 : index
        %xm = arith.subi %x, %c1 : index
        %v = func.call @at(%ref, %b, %zz, %ym, %xm) : (memref<384xf32>, index, index, index, index) -> f32
        %v3 = arith.mulf %v, %f3 : f32
        scf.yield %v3 : f32
      } else {
        scf.yield %f7 : f32
      }
      %q3 = arith.mulf %q, %f3 : f32
      %want = arith.addf %p, %q3 : f32
      %got = func.call @at(%out2, %b, %zz, %y, %x) : (memref<384xf32>, index, index, index, index) -> f32
      %got1 = func.call @at(%out, %b, %zz, %y, %x) : (memref<384xf32>, index, index, index, index) -> f32
      %ne = arith.cmpf une, %got, %want : f32
      %ni = arith.extui %ne : i1 to i64
      %nb = arith.addi %bx0, %ni : i64
      %gi = arith.fptosi %got : f32 to i64
      %gi1 = arith.fptosi %got1 : f32 to i64
      %s0 = arith.addi %sx0, %gi : i64
      %s1 = arith.addi %s0, %gi1 : i64
      scf.yield %nb, %s1 : i64, i64
     }
     scf.yield %rx#0, %rx#1 : i64, i64
    }
    scf.yield %ry#0, %ry#1 : i64, i64
   }
   scf.yield %rb#0, %rb#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %in : memref<384xf32>
  memref.dealloc %out : memref<384xf32>
  memref.dealloc %out2 : memref<384xf32>
  memref.dealloc %ref : memref<384xf32>
  return
}
