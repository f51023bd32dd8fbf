// Review of stitch-barrier-elim's base-pointer fallback (no bug found).
// Each launch stores to shared (or global) memory through one name, and
// after one barrier reads an element another thread stored through another
// name of the same buffer; the element read belongs to a thread that the
// serialized loop runs later, so a wrongly removed barrier shows as a
// mismatch. Names: two subviews of one alloca; collapse_shape and
// expand_shape of it; reinterpret_cast to 2-D; memref.cast to a dynamic
// shape (exact: an index-preserving view); two memref.views of one i8
// buffer at byte offsets 0 and 64; a 2-D block (8 x 4) writing
// sh[ty * 8 + tx] and reading sh[ty * 4 + tx + 12] (exact isl); two
// function arguments bound to one buffer (@alias), and two subviews of
// one buffer passed through memref.cast as arguments of different types
// (@alias_views). Checked against the Python simulation's table.
// Fires: stitch-barrier-elim runs on every launch and must keep all 9
// barriers ({report=true}: "7 barriers, 0 removed" for @kernel, "1 barriers,
// 0 removed" for @alias and @alias_views).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: barrier-views mismatches 0
func.func @alias(%A: memref<384xi32>, %B: memref<384xi32>, %in: memref<384xi32>, %base: index) {
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
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %b16 = arith.muli %bx, %c16 : index
    %gid0 = arith.addi %b16, %tx : index
    %gid = arith.addi %gid0, %base : index
    %v0 = memref.load %in[%gid] : memref<384xi32>
    memref.store %v0, %A[%gid] : memref<384xi32>
    gpu.barrier
    %t1 = arith.addi %tx, %c1 : index
    %n1 = arith.remui %t1, %c16 : index
    %nb = arith.addi %b16, %n1 : index
    %nbb = arith.addi %nb, %base : index
    %r = memref.load %B[%nbb] : memref<384xi32>
    %o = arith.addi %gid, %c32 : index
    memref.store %r, %A[%o] : memref<384xi32>
    gpu.terminator
  }
  return
}
func.func @alias_views(%A: memref<32xi32, strided<[1], offset: ?>>, %B: memref<?xi32, strided<[1], offset: ?>>, %in: memref<384xi32>) {
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
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %c320 = arith.constant 320 : index
    %ii = arith.addi %tx, %c320 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    memref.store %v0, %A[%tx] : memref<32xi32, strided<[1], offset: ?>>
    gpu.barrier
    %t1 = arith.addi %tx, %c1 : index
    %m1 = arith.remui %t1, %c16 : index
    %t2 = arith.addi %m1, %c2 : index
    %r = memref.load %B[%t2] : memref<?xi32, strided<[1], offset: ?>>
    %o = arith.addi %tx, %c16 : index
    memref.store %r, %A[%o] : memref<32xi32, strided<[1], offset: ?>>
    gpu.terminator
  }
  return
}

func.func @kernel(%in: memref<384xi32> {llvm.noalias}, %out: memref<384xi32> {llvm.noalias}) {
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
  %c31 = arith.constant 31 : index
  %c12 = arith.constant 12 : index
  %c96 = arith.constant 96 : index
  %c128 = arith.constant 128 : index
  %c160 = arith.constant 160 : index
  %c192 = arith.constant 192 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %ii = arith.addi %tx, %c0 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    %v1 = memref.subview %sh[0] [32] [1] : memref<64xi32, #gpu.address_space<workgroup>> to memref<32xi32, strided<[1]>, #gpu.address_space<workgroup>>
    %v2 = memref.subview %sh[16] [16] [1] : memref<64xi32, #gpu.address_space<workgroup>> to memref<16xi32, strided<[1], offset: 16>, #gpu.address_space<workgroup>>
    memref.store %v0, %v1[%tx] : memref<32xi32, strided<[1]>, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.remui %tx, %c16 : index
    %r = memref.load %v2[%m] : memref<16xi32, strided<[1], offset: 16>, #gpu.address_space<workgroup>>
    %oo = arith.addi %tx, %c0 : index
    memref.store %r, %out[%oo] : memref<384xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<4x8xi32, #gpu.address_space<workgroup>>) {
    %ii = arith.addi %tx, %c32 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    %rv = arith.subi %c31, %tx : index
    %q = arith.divui %tx, %c8 : index
    %m = arith.remui %tx, %c8 : index
    memref.store %v0, %sh[%q, %m] : memref<4x8xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %f = memref.collapse_shape %sh [[0, 1]] : memref<4x8xi32, #gpu.address_space<workgroup>> into memref<32xi32, #gpu.address_space<workgroup>>
    %r = memref.load %f[%rv] : memref<32xi32, #gpu.address_space<workgroup>>
    %oo = arith.addi %tx, %c32 : index
    memref.store %r, %out[%oo] : memref<384xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %ii = arith.addi %tx, %c64 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    %rv = arith.subi %c31, %tx : index
    %e = memref.expand_shape %sh [[0, 1]] output_shape [4, 8] : memref<32xi32, #gpu.address_space<workgroup>> into memref<4x8xi32, #gpu.address_space<workgroup>>
    memref.store %v0, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %q = arith.divui %rv, %c8 : index
    %m = arith.remui %rv, %c8 : index
    %r = memref.load %e[%q, %m] : memref<4x8xi32, #gpu.address_space<workgroup>>
    %oo = arith.addi %tx, %c64 : index
    memref.store %r, %out[%oo] : memref<384xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %ii = arith.addi %tx, %c96 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    %rv = arith.subi %c31, %tx : index
    %e = memref.reinterpret_cast %sh to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<32xi32, #gpu.address_space<workgroup>> to memref<8x4xi32, strided<[4, 1]>, #gpu.address_space<workgroup>>
    memref.store %v0, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %q = arith.divui %rv, %c4 : index
    %m = arith.remui %rv, %c4 : index
    %r = memref.load %e[%q, %m] : memref<8x4xi32, strided<[4, 1]>, #gpu.address_space<workgroup>>
    %oo = arith.addi %tx, %c96 : index
    memref.store %r, %out[%oo] : memref<384xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %ii = arith.addi %tx, %c128 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    %rv = arith.subi %c31, %tx : index
    %e = memref.cast %sh : memref<32xi32, #gpu.address_space<workgroup>> to memref<?xi32, #gpu.address_space<workgroup>>
    memref.store %v0, %e[%tx] : memref<?xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = memref.load %sh[%rv] : memref<32xi32, #gpu.address_space<workgroup>>
    %oo = arith.addi %tx, %c128 : index
    memref.store %r, %out[%oo] : memref<384xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<128xi8, #gpu.address_space<workgroup>>) {
    %ii = arith.addi %tx, %c160 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    %b0 = arith.constant 0 : index
    %b64 = arith.constant 64 : index
    %v1 = memref.view %sh[%b0][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<32xi32, #gpu.address_space<workgroup>>
    %v2 = memref.view %sh[%b64][] : memref<128xi8, #gpu.address_space<workgroup>> to memref<16xi32, #gpu.address_space<workgroup>>
    memref.store %v0, %v1[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = arith.remui %tx, %c16 : index
    %r = memref.load %v2[%m] : memref<16xi32, #gpu.address_space<workgroup>>
    %oo = arith.addi %tx, %c160 : index
    memref.store %r, %out[%oo] : memref<384xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c4, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %lin = arith.muli %ty, %c8 : index
    %wi = arith.addi %lin, %tx : index
    %ii = arith.addi %wi, %c192 : index
    %v0 = memref.load %in[%ii] : memref<384xi32>
    memref.store %v0, %sh[%wi] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %l4 = arith.muli %ty, %c4 : index
    %r0 = arith.addi %l4, %tx : index
    %ri = arith.addi %r0, %c12 : index
    %r = memref.load %sh[%ri] : memref<32xi32, #gpu.address_space<workgroup>>
    %oo = arith.addi %ii, %c0 : index
    memref.store %r, %out[%oo] : memref<384xi32>
    gpu.terminator
  }
  %c224 = arith.constant 224 : index
  call @alias(%out, %out, %in, %c224) : (memref<384xi32>, memref<384xi32>, memref<384xi32>, index) -> ()
  %sa = memref.subview %out[320] [32] [1] : memref<384xi32> to memref<32xi32, strided<[1], offset: 320>>
  %sb = memref.subview %out[318] [34] [1] : memref<384xi32> to memref<34xi32, strided<[1], offset: 318>>
  %sa2 = memref.cast %sa : memref<32xi32, strided<[1], offset: 320>> to memref<32xi32, strided<[1], offset: ?>>
  %sb2 = memref.cast %sb : memref<34xi32, strided<[1], offset: 318>> to memref<?xi32, strided<[1], offset: ?>>
  call @alias_views(%sa2, %sb2, %in) : (memref<32xi32, strided<[1], offset: ?>>, memref<?xi32, strided<[1], offset: ?>>, memref<384xi32>) -> ()
  return
}

memref.global "private" constant @expected_barrier_views : memref<384xi32> = dense<[103, 140, 177, 214, 251, 288, 325, 362, 399, 436, 473, -490, -453, -416, -379, -342, 103, 140, 177, 214, 251, 288, 325, 362, 399, 436, 473, -490, -453, -416, -379, -342, -158, -195, -232, -269, -306, -343, -380, -417, -454, -491, 472, 435, 398, 361, 324, 287, 250, 213, 176, 139, 102, 65, 28, -9, -46, -83, -120, -157, -194, -231, -268, -305, 26, -11, -48, -85, -122, -159, -196, -233, -270, -307, -344, -381, -418, -455, -492, 471, 434, 397, 360, 323, 286, 249, 212, 175, 138, 101, 64, 27, -10, -47, -84, -121, 210, 173, 136, 99, 62, 25, -12, -49, -86, -123, -160, -197, -234, -271, -308, -345, -382, -419, -456, -493, 470, 433, 396, 359, 322, 285, 248, 211, 174, 137, 100, 63, 394, 357, 320, 283, 246, 209, 172, 135, 98, 61, 24, -13, -50, -87, -124, -161, -198, -235, -272, -309, -346, -383, -420, -457, -494, 469, 432, 395, 358, 321, 284, 247, 23, 60, 97, 134, 171, 208, 245, 282, 319, 356, 393, 430, 467, -496, -459, -422, 23, 60, 97, 134, 171, 208, 245, 282, 319, 356, 393, 430, 467, -496, -459, -422, 59, 96, 133, 170, 207, 244, 281, 318, 207, 244, 281, 318, 355, 392, 429, 466, 355, 392, 429, 466, -497, -460, -423, -386, -497, -460, -423, -386, -349, -312, -275, -238, -201, -164, -127, -90, -53, -16, 21, 58, 95, 132, 169, 206, 243, 280, 317, 354, 391, 428, 465, -498, -461, -424, -387, -350, -313, -276, -239, -202, -165, -128, -91, -54, -164, -127, -90, -53, -16, 21, 58, 95, 132, 169, 206, 243, 280, 317, 354, -201, 428, 465, -498, -461, -424, -387, -350, -313, -276, -239, -202, -165, -128, -91, -54, 391, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, 351, 388, 425, 462, 499, -464, -427, -390, -353, -316, -279, -242, -205, -168, -131, -94, 388, 425, 462, 499, -464, -427, -390, -353, -316, -279, -242, -205, -168, -131, -94, 351, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7, -7]>
llvm.mlir.global internal constant @fmt("barrier-views mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cin = arith.constant 384 : index
  %cout = arith.constant 384 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c37 = arith.constant 37 : index
  %c11 = arith.constant 11 : index
  %c1000 = arith.constant 1000 : index
  %c500 = arith.constant 500 : index
  %m7 = arith.constant -7 : i32
  %in = memref.alloc() : memref<384xi32>
  %out = memref.alloc() : memref<384xi32>
  scf.for %i = %c0 to %cin step %c1 {
    %a = arith.muli %i, %c37 : index
    %b = arith.addi %a, %c11 : index
    %r = arith.remui %b, %c1000 : index
    %s = arith.subi %r, %c500 : index
    %v = arith.index_cast %s : index to i32
    memref.store %v, %in[%i] : memref<384xi32>
  }
  scf.for %i = %c0 to %cout step %c1 {
    memref.store %m7, %out[%i] : memref<384xi32>
  }
  call @kernel(%in, %out) : (memref<384xi32>, memref<384xi32>) -> ()
  %exp = memref.get_global @expected_barrier_views : memref<384xi32>
  %bad = scf.for %i = %c0 to %cout step %c1 iter_args(%acc = %z) -> (i64) {
    %g = memref.load %out[%i] : memref<384xi32>
    %w = memref.load %exp[%i] : memref<384xi32>
    %ne = arith.cmpi ne, %g, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %a2 = arith.addi %acc, %inc : i64
    scf.yield %a2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %in : memref<384xi32>
  memref.dealloc %out : memref<384xi32>
  return
}
