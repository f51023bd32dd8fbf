// Review 12 (divrem segments, C's int form): stitchSplitDivRemSegments on
// arith.divsi/remsi and divui/remui of i8, i16 and i64 dividends
// `(iN)(bx * 64 + tx) + C` by a divisor argument: signed divisors 32..127,
// -128, -40, 31, INT64_MIN, 2^40, INT64_MAX; unsigned divisors with the top
// bit set (i8 200/255/128, i16 40000/65535, i64 2^63 and 2^64 - 1); grids
// whose dividends fit [0, 2^(w-1)) (the cut runs) and grids that wrap the
// narrow type (3 blocks of i8, 600 of i16: the range check fails and the
// original loop runs). Fires: the cpuify output of every @k_* has the
// segment loop (`arith.maxui %divisor, %c1` clamped by 2^61) and the
// divisor test `>= 32` (sge for signed ops), absent with
// divrem-segments=false. The host reference @ref_* is a plain scf.for with
// the same arith ops. Proves: the quotient and remainder of every thread
// equal the reference in both paths.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true divrem-segments=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=CUT
// CUT-LABEL: func.func @k_s8(
// CUT: arith.cmpi sge, %{{.*}}, %c32
// CUT: arith.maxui
// CUT: arith.divsi
// CUT-LABEL: func.func @k_u8(
// CUT: arith.index_castui %arg3 : i8 to index
// CUT: arith.cmpi uge
// CUT: arith.maxui
// CUT-LABEL: func.func @k_s64(
// CUT: arith.cmpi sge, %{{.*}}, %c32
// CUT: arith.maxui
// CUT-LABEL: func.func @k_u64(
// CUT: arith.cmpi uge
// CUT: arith.maxui
// CHECK: s8 blocks 1 n 32 mismatches 0
// CHECK-NEXT: s8 blocks 2 n 32 mismatches 0
// CHECK-NEXT: s8 blocks 2 n 40 mismatches 0
// CHECK-NEXT: s8 blocks 2 n 127 mismatches 0
// CHECK-NEXT: s8 blocks 2 n -128 mismatches 0
// CHECK-NEXT: s8 blocks 2 n -40 mismatches 0
// CHECK-NEXT: s8 blocks 2 n 31 mismatches 0
// CHECK-NEXT: s8 blocks 3 n 40 mismatches 0
// CHECK-NEXT: s8 blocks 1 n 32 mismatches 0
// CHECK-NEXT: s8c1 blocks 2 n 32 mismatches 0
// CHECK-NEXT: s8c1 blocks 2 n 64 mismatches 0
// CHECK-NEXT: s8c1 blocks 1 n 100 mismatches 0
// CHECK-NEXT: u8 blocks 2 n 32 mismatches 0
// CHECK-NEXT: u8 blocks 2 n 200 mismatches 0
// CHECK-NEXT: u8 blocks 2 n 255 mismatches 0
// CHECK-NEXT: u8 blocks 2 n 128 mismatches 0
// CHECK-NEXT: u8 blocks 2 n 31 mismatches 0
// CHECK-NEXT: u8 blocks 3 n 40 mismatches 0
// CHECK-NEXT: u8 blocks 2 n 127 mismatches 0
// CHECK-NEXT: s16 blocks 8 n 1000 mismatches 0
// CHECK-NEXT: s16 blocks 8 n -1000 mismatches 0
// CHECK-NEXT: s16 blocks 8 n 32767 mismatches 0
// CHECK-NEXT: s16 blocks 8 n -32768 mismatches 0
// CHECK-NEXT: s16 blocks 8 n 33 mismatches 0
// CHECK-NEXT: s16 blocks 600 n 1000 mismatches 0
// CHECK-NEXT: u16 blocks 8 n 1000 mismatches 0
// CHECK-NEXT: u16 blocks 8 n 40000 mismatches 0
// CHECK-NEXT: u16 blocks 8 n 65535 mismatches 0
// CHECK-NEXT: u16 blocks 600 n 1000 mismatches 0
// CHECK-NEXT: s64 blocks 8 n 40 mismatches 0
// CHECK-NEXT: s64 blocks 8 n -40 mismatches 0
// CHECK-NEXT: s64 blocks 8 n -9223372036854775808 mismatches 0
// CHECK-NEXT: s64 blocks 8 n 1099511627776 mismatches 0
// CHECK-NEXT: s64 blocks 8 n 31 mismatches 0
// CHECK-NEXT: s64 blocks 8 n 9223372036854775807 mismatches 0
// CHECK-NEXT: u64 blocks 8 n 40 mismatches 0
// CHECK-NEXT: u64 blocks 8 n -9223372036854775808 mismatches 0
// CHECK-NEXT: u64 blocks 8 n -1 mismatches 0
// CHECK-NEXT: u64 blocks 8 n 1099511627776 mismatches 0
// CHECK-NEXT: u64 blocks 8 n 31 mismatches 0


func.func @k_s8(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i8) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %cc = arith.constant 0 : i8
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %gw = arith.index_cast %g : index to i8
    %d = arith.addi %gw, %cc : i8
    %qq = arith.divsi %d, %n : i8
    %rr = arith.remsi %d, %n : i8
    %qe = arith.extsi %qq : i8 to i64
    %re = arith.extsi %rr : i8 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

func.func @ref_s8(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cc = arith.constant 0 : i8
  %total = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %total step %c1 {
    %gw = arith.index_cast %g : index to i8
    %d = arith.addi %gw, %cc : i8
    %qq = arith.divsi %d, %n : i8
    %rr = arith.remsi %d, %n : i8
    %qe = arith.extsi %qq : i8 to i64
    %re = arith.extsi %rr : i8 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
  }
  return
}


func.func @k_s8c1(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i8) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %cc = arith.constant 1 : i8
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %gw = arith.index_cast %g : index to i8
    %d = arith.addi %gw, %cc : i8
    %qq = arith.divsi %d, %n : i8
    %rr = arith.remsi %d, %n : i8
    %qe = arith.extsi %qq : i8 to i64
    %re = arith.extsi %rr : i8 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

func.func @ref_s8c1(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cc = arith.constant 1 : i8
  %total = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %total step %c1 {
    %gw = arith.index_cast %g : index to i8
    %d = arith.addi %gw, %cc : i8
    %qq = arith.divsi %d, %n : i8
    %rr = arith.remsi %d, %n : i8
    %qe = arith.extsi %qq : i8 to i64
    %re = arith.extsi %rr : i8 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
  }
  return
}


func.func @k_u8(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i8) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %cc = arith.constant 0 : i8
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %gw = arith.index_cast %g : index to i8
    %d = arith.addi %gw, %cc : i8
    %qq = arith.divui %d, %n : i8
    %rr = arith.remui %d, %n : i8
    %qe = arith.extsi %qq : i8 to i64
    %re = arith.extsi %rr : i8 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

func.func @ref_u8(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cc = arith.constant 0 : i8
  %total = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %total step %c1 {
    %gw = arith.index_cast %g : index to i8
    %d = arith.addi %gw, %cc : i8
    %qq = arith.divui %d, %n : i8
    %rr = arith.remui %d, %n : i8
    %qe = arith.extsi %qq : i8 to i64
    %re = arith.extsi %rr : i8 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
  }
  return
}


func.func @k_s16(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i16) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %cc = arith.constant 5 : i16
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %gw = arith.index_cast %g : index to i16
    %d = arith.addi %gw, %cc : i16
    %qq = arith.divsi %d, %n : i16
    %rr = arith.remsi %d, %n : i16
    %qe = arith.extsi %qq : i16 to i64
    %re = arith.extsi %rr : i16 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

func.func @ref_s16(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cc = arith.constant 5 : i16
  %total = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %total step %c1 {
    %gw = arith.index_cast %g : index to i16
    %d = arith.addi %gw, %cc : i16
    %qq = arith.divsi %d, %n : i16
    %rr = arith.remsi %d, %n : i16
    %qe = arith.extsi %qq : i16 to i64
    %re = arith.extsi %rr : i16 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
  }
  return
}


func.func @k_u16(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i16) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %cc = arith.constant 5 : i16
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %gw = arith.index_cast %g : index to i16
    %d = arith.addi %gw, %cc : i16
    %qq = arith.divui %d, %n : i16
    %rr = arith.remui %d, %n : i16
    %qe = arith.extsi %qq : i16 to i64
    %re = arith.extsi %rr : i16 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

func.func @ref_u16(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cc = arith.constant 5 : i16
  %total = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %total step %c1 {
    %gw = arith.index_cast %g : index to i16
    %d = arith.addi %gw, %cc : i16
    %qq = arith.divui %d, %n : i16
    %rr = arith.remui %d, %n : i16
    %qe = arith.extsi %qq : i16 to i64
    %re = arith.extsi %rr : i16 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
  }
  return
}


func.func @k_s64(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i64) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %cc = arith.constant 7 : i64
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %gw = arith.index_cast %g : index to i64
    %d = arith.addi %gw, %cc : i64
    %qq = arith.divsi %d, %n : i64
    %rr = arith.remsi %d, %n : i64
    %qe = arith.bitcast %qq : i64 to i64
    %re = arith.bitcast %rr : i64 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

func.func @ref_s64(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cc = arith.constant 7 : i64
  %total = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %total step %c1 {
    %gw = arith.index_cast %g : index to i64
    %d = arith.addi %gw, %cc : i64
    %qq = arith.divsi %d, %n : i64
    %rr = arith.remsi %d, %n : i64
    %qe = arith.bitcast %qq : i64 to i64
    %re = arith.bitcast %rr : i64 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
  }
  return
}


func.func @k_u64(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i64) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %cc = arith.constant 7 : i64
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %gw = arith.index_cast %g : index to i64
    %d = arith.addi %gw, %cc : i64
    %qq = arith.divui %d, %n : i64
    %rr = arith.remui %d, %n : i64
    %qe = arith.bitcast %qq : i64 to i64
    %re = arith.bitcast %rr : i64 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}

func.func @ref_u64(%q: memref<?xi64>, %r: memref<?xi64>, %blocks: index, %n: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %cc = arith.constant 7 : i64
  %total = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %total step %c1 {
    %gw = arith.index_cast %g : index to i64
    %d = arith.addi %gw, %cc : i64
    %qq = arith.divui %d, %n : i64
    %rr = arith.remui %d, %n : i64
    %qe = arith.bitcast %qq : i64 to i64
    %re = arith.bitcast %rr : i64 to i64
    memref.store %qe, %q[%g] : memref<?xi64>
    memref.store %re, %r[%g] : memref<?xi64>
  }
  return
}


llvm.mlir.global internal constant @fmt("%s blocks %ld n %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.mlir.global internal constant @nm_s8("s8\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_s8c1("s8c1\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_u8("u8\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_s16("s16\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_u16("u16\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_s64("s64\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_u64("u64\00") {addr_space = 0 : i32}

func.func @compare(%a: memref<?xi64>, %b: memref<?xi64>, %c: memref<?xi64>, %d: memref<?xi64>, %total: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %res = scf.for %i = %c0 to %total step %c1 iter_args(%bad = %z) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi64>
    %y = memref.load %b[%i] : memref<?xi64>
    %u = memref.load %c[%i] : memref<?xi64>
    %v = memref.load %d[%i] : memref<?xi64>
    %n1 = arith.cmpi ne, %x, %y : i64
    %n2 = arith.cmpi ne, %u, %v : i64
    %ne = arith.ori %n1, %n2 : i1
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    scf.yield %b2 : i64
  }
  return %res : i64
}

func.func @main() {
  %c64 = arith.constant 64 : index
  %cmax = arith.constant 40000 : index
  %q = memref.alloc(%cmax) : memref<?xi64>
  %r = memref.alloc(%cmax) : memref<?xi64>
  %q2 = memref.alloc(%cmax) : memref<?xi64>
  %r2 = memref.alloc(%cmax) : memref<?xi64>
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr

  %bl1 = arith.constant 1 : index
  %n1 = arith.constant 32 : i8
  call @k_s8(%q, %r, %bl1, %n1) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl1, %n1) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot1 = arith.muli %bl1, %c64 : index
  %bad1 = call @compare(%q, %q2, %r, %r2, %tot1) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm1 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli1 = arith.index_cast %bl1 : index to i64
  %ni1 = arith.extsi %n1 : i8 to i64
  llvm.call @printf(%fmt, %nm1, %bli1, %ni1, %bad1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl2 = arith.constant 2 : index
  %n2 = arith.constant 32 : i8
  call @k_s8(%q, %r, %bl2, %n2) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl2, %n2) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot2 = arith.muli %bl2, %c64 : index
  %bad2 = call @compare(%q, %q2, %r, %r2, %tot2) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm2 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli2 = arith.index_cast %bl2 : index to i64
  %ni2 = arith.extsi %n2 : i8 to i64
  llvm.call @printf(%fmt, %nm2, %bli2, %ni2, %bad2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl3 = arith.constant 2 : index
  %n3 = arith.constant 40 : i8
  call @k_s8(%q, %r, %bl3, %n3) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl3, %n3) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot3 = arith.muli %bl3, %c64 : index
  %bad3 = call @compare(%q, %q2, %r, %r2, %tot3) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm3 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli3 = arith.index_cast %bl3 : index to i64
  %ni3 = arith.extsi %n3 : i8 to i64
  llvm.call @printf(%fmt, %nm3, %bli3, %ni3, %bad3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl4 = arith.constant 2 : index
  %n4 = arith.constant 127 : i8
  call @k_s8(%q, %r, %bl4, %n4) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl4, %n4) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot4 = arith.muli %bl4, %c64 : index
  %bad4 = call @compare(%q, %q2, %r, %r2, %tot4) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm4 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli4 = arith.index_cast %bl4 : index to i64
  %ni4 = arith.extsi %n4 : i8 to i64
  llvm.call @printf(%fmt, %nm4, %bli4, %ni4, %bad4) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl5 = arith.constant 2 : index
  %n5 = arith.constant -128 : i8
  call @k_s8(%q, %r, %bl5, %n5) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl5, %n5) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot5 = arith.muli %bl5, %c64 : index
  %bad5 = call @compare(%q, %q2, %r, %r2, %tot5) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm5 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli5 = arith.index_cast %bl5 : index to i64
  %ni5 = arith.extsi %n5 : i8 to i64
  llvm.call @printf(%fmt, %nm5, %bli5, %ni5, %bad5) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl6 = arith.constant 2 : index
  %n6 = arith.constant -40 : i8
  call @k_s8(%q, %r, %bl6, %n6) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl6, %n6) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot6 = arith.muli %bl6, %c64 : index
  %bad6 = call @compare(%q, %q2, %r, %r2, %tot6) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm6 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli6 = arith.index_cast %bl6 : index to i64
  %ni6 = arith.extsi %n6 : i8 to i64
  llvm.call @printf(%fmt, %nm6, %bli6, %ni6, %bad6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl7 = arith.constant 2 : index
  %n7 = arith.constant 31 : i8
  call @k_s8(%q, %r, %bl7, %n7) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl7, %n7) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot7 = arith.muli %bl7, %c64 : index
  %bad7 = call @compare(%q, %q2, %r, %r2, %tot7) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm7 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli7 = arith.index_cast %bl7 : index to i64
  %ni7 = arith.extsi %n7 : i8 to i64
  llvm.call @printf(%fmt, %nm7, %bli7, %ni7, %bad7) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl8 = arith.constant 3 : index
  %n8 = arith.constant 40 : i8
  call @k_s8(%q, %r, %bl8, %n8) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl8, %n8) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot8 = arith.muli %bl8, %c64 : index
  %bad8 = call @compare(%q, %q2, %r, %r2, %tot8) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm8 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli8 = arith.index_cast %bl8 : index to i64
  %ni8 = arith.extsi %n8 : i8 to i64
  llvm.call @printf(%fmt, %nm8, %bli8, %ni8, %bad8) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl9 = arith.constant 1 : index
  %n9 = arith.constant 32 : i8
  call @k_s8(%q, %r, %bl9, %n9) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8(%q2, %r2, %bl9, %n9) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot9 = arith.muli %bl9, %c64 : index
  %bad9 = call @compare(%q, %q2, %r, %r2, %tot9) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm9 = llvm.mlir.addressof @nm_s8 : !llvm.ptr
  %bli9 = arith.index_cast %bl9 : index to i64
  %ni9 = arith.extsi %n9 : i8 to i64
  llvm.call @printf(%fmt, %nm9, %bli9, %ni9, %bad9) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl10 = arith.constant 2 : index
  %n10 = arith.constant 32 : i8
  call @k_s8c1(%q, %r, %bl10, %n10) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8c1(%q2, %r2, %bl10, %n10) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot10 = arith.muli %bl10, %c64 : index
  %bad10 = call @compare(%q, %q2, %r, %r2, %tot10) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm10 = llvm.mlir.addressof @nm_s8c1 : !llvm.ptr
  %bli10 = arith.index_cast %bl10 : index to i64
  %ni10 = arith.extsi %n10 : i8 to i64
  llvm.call @printf(%fmt, %nm10, %bli10, %ni10, %bad10) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl11 = arith.constant 2 : index
  %n11 = arith.constant 64 : i8
  call @k_s8c1(%q, %r, %bl11, %n11) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8c1(%q2, %r2, %bl11, %n11) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot11 = arith.muli %bl11, %c64 : index
  %bad11 = call @compare(%q, %q2, %r, %r2, %tot11) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm11 = llvm.mlir.addressof @nm_s8c1 : !llvm.ptr
  %bli11 = arith.index_cast %bl11 : index to i64
  %ni11 = arith.extsi %n11 : i8 to i64
  llvm.call @printf(%fmt, %nm11, %bli11, %ni11, %bad11) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl12 = arith.constant 1 : index
  %n12 = arith.constant 100 : i8
  call @k_s8c1(%q, %r, %bl12, %n12) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_s8c1(%q2, %r2, %bl12, %n12) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot12 = arith.muli %bl12, %c64 : index
  %bad12 = call @compare(%q, %q2, %r, %r2, %tot12) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm12 = llvm.mlir.addressof @nm_s8c1 : !llvm.ptr
  %bli12 = arith.index_cast %bl12 : index to i64
  %ni12 = arith.extsi %n12 : i8 to i64
  llvm.call @printf(%fmt, %nm12, %bli12, %ni12, %bad12) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl13 = arith.constant 2 : index
  %n13 = arith.constant 32 : i8
  call @k_u8(%q, %r, %bl13, %n13) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_u8(%q2, %r2, %bl13, %n13) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot13 = arith.muli %bl13, %c64 : index
  %bad13 = call @compare(%q, %q2, %r, %r2, %tot13) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm13 = llvm.mlir.addressof @nm_u8 : !llvm.ptr
  %bli13 = arith.index_cast %bl13 : index to i64
  %ni13 = arith.extui %n13 : i8 to i64
  llvm.call @printf(%fmt, %nm13, %bli13, %ni13, %bad13) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl14 = arith.constant 2 : index
  %n14 = arith.constant -56 : i8
  call @k_u8(%q, %r, %bl14, %n14) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_u8(%q2, %r2, %bl14, %n14) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot14 = arith.muli %bl14, %c64 : index
  %bad14 = call @compare(%q, %q2, %r, %r2, %tot14) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm14 = llvm.mlir.addressof @nm_u8 : !llvm.ptr
  %bli14 = arith.index_cast %bl14 : index to i64
  %ni14 = arith.extui %n14 : i8 to i64
  llvm.call @printf(%fmt, %nm14, %bli14, %ni14, %bad14) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl15 = arith.constant 2 : index
  %n15 = arith.constant -1 : i8
  call @k_u8(%q, %r, %bl15, %n15) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_u8(%q2, %r2, %bl15, %n15) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot15 = arith.muli %bl15, %c64 : index
  %bad15 = call @compare(%q, %q2, %r, %r2, %tot15) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm15 = llvm.mlir.addressof @nm_u8 : !llvm.ptr
  %bli15 = arith.index_cast %bl15 : index to i64
  %ni15 = arith.extui %n15 : i8 to i64
  llvm.call @printf(%fmt, %nm15, %bli15, %ni15, %bad15) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl16 = arith.constant 2 : index
  %n16 = arith.constant -128 : i8
  call @k_u8(%q, %r, %bl16, %n16) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_u8(%q2, %r2, %bl16, %n16) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot16 = arith.muli %bl16, %c64 : index
  %bad16 = call @compare(%q, %q2, %r, %r2, %tot16) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm16 = llvm.mlir.addressof @nm_u8 : !llvm.ptr
  %bli16 = arith.index_cast %bl16 : index to i64
  %ni16 = arith.extui %n16 : i8 to i64
  llvm.call @printf(%fmt, %nm16, %bli16, %ni16, %bad16) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl17 = arith.constant 2 : index
  %n17 = arith.constant 31 : i8
  call @k_u8(%q, %r, %bl17, %n17) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_u8(%q2, %r2, %bl17, %n17) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot17 = arith.muli %bl17, %c64 : index
  %bad17 = call @compare(%q, %q2, %r, %r2, %tot17) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm17 = llvm.mlir.addressof @nm_u8 : !llvm.ptr
  %bli17 = arith.index_cast %bl17 : index to i64
  %ni17 = arith.extui %n17 : i8 to i64
  llvm.call @printf(%fmt, %nm17, %bli17, %ni17, %bad17) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl18 = arith.constant 3 : index
  %n18 = arith.constant 40 : i8
  call @k_u8(%q, %r, %bl18, %n18) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_u8(%q2, %r2, %bl18, %n18) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot18 = arith.muli %bl18, %c64 : index
  %bad18 = call @compare(%q, %q2, %r, %r2, %tot18) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm18 = llvm.mlir.addressof @nm_u8 : !llvm.ptr
  %bli18 = arith.index_cast %bl18 : index to i64
  %ni18 = arith.extui %n18 : i8 to i64
  llvm.call @printf(%fmt, %nm18, %bli18, %ni18, %bad18) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl19 = arith.constant 2 : index
  %n19 = arith.constant 127 : i8
  call @k_u8(%q, %r, %bl19, %n19) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  call @ref_u8(%q2, %r2, %bl19, %n19) : (memref<?xi64>, memref<?xi64>, index, i8) -> ()
  %tot19 = arith.muli %bl19, %c64 : index
  %bad19 = call @compare(%q, %q2, %r, %r2, %tot19) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm19 = llvm.mlir.addressof @nm_u8 : !llvm.ptr
  %bli19 = arith.index_cast %bl19 : index to i64
  %ni19 = arith.extui %n19 : i8 to i64
  llvm.call @printf(%fmt, %nm19, %bli19, %ni19, %bad19) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl20 = arith.constant 8 : index
  %n20 = arith.constant 1000 : i16
  call @k_s16(%q, %r, %bl20, %n20) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_s16(%q2, %r2, %bl20, %n20) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot20 = arith.muli %bl20, %c64 : index
  %bad20 = call @compare(%q, %q2, %r, %r2, %tot20) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm20 = llvm.mlir.addressof @nm_s16 : !llvm.ptr
  %bli20 = arith.index_cast %bl20 : index to i64
  %ni20 = arith.extsi %n20 : i16 to i64
  llvm.call @printf(%fmt, %nm20, %bli20, %ni20, %bad20) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl21 = arith.constant 8 : index
  %n21 = arith.constant -1000 : i16
  call @k_s16(%q, %r, %bl21, %n21) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_s16(%q2, %r2, %bl21, %n21) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot21 = arith.muli %bl21, %c64 : index
  %bad21 = call @compare(%q, %q2, %r, %r2, %tot21) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm21 = llvm.mlir.addressof @nm_s16 : !llvm.ptr
  %bli21 = arith.index_cast %bl21 : index to i64
  %ni21 = arith.extsi %n21 : i16 to i64
  llvm.call @printf(%fmt, %nm21, %bli21, %ni21, %bad21) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl22 = arith.constant 8 : index
  %n22 = arith.constant 32767 : i16
  call @k_s16(%q, %r, %bl22, %n22) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_s16(%q2, %r2, %bl22, %n22) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot22 = arith.muli %bl22, %c64 : index
  %bad22 = call @compare(%q, %q2, %r, %r2, %tot22) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm22 = llvm.mlir.addressof @nm_s16 : !llvm.ptr
  %bli22 = arith.index_cast %bl22 : index to i64
  %ni22 = arith.extsi %n22 : i16 to i64
  llvm.call @printf(%fmt, %nm22, %bli22, %ni22, %bad22) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl23 = arith.constant 8 : index
  %n23 = arith.constant -32768 : i16
  call @k_s16(%q, %r, %bl23, %n23) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_s16(%q2, %r2, %bl23, %n23) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot23 = arith.muli %bl23, %c64 : index
  %bad23 = call @compare(%q, %q2, %r, %r2, %tot23) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm23 = llvm.mlir.addressof @nm_s16 : !llvm.ptr
  %bli23 = arith.index_cast %bl23 : index to i64
  %ni23 = arith.extsi %n23 : i16 to i64
  llvm.call @printf(%fmt, %nm23, %bli23, %ni23, %bad23) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl24 = arith.constant 8 : index
  %n24 = arith.constant 33 : i16
  call @k_s16(%q, %r, %bl24, %n24) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_s16(%q2, %r2, %bl24, %n24) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot24 = arith.muli %bl24, %c64 : index
  %bad24 = call @compare(%q, %q2, %r, %r2, %tot24) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm24 = llvm.mlir.addressof @nm_s16 : !llvm.ptr
  %bli24 = arith.index_cast %bl24 : index to i64
  %ni24 = arith.extsi %n24 : i16 to i64
  llvm.call @printf(%fmt, %nm24, %bli24, %ni24, %bad24) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl25 = arith.constant 600 : index
  %n25 = arith.constant 1000 : i16
  call @k_s16(%q, %r, %bl25, %n25) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_s16(%q2, %r2, %bl25, %n25) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot25 = arith.muli %bl25, %c64 : index
  %bad25 = call @compare(%q, %q2, %r, %r2, %tot25) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm25 = llvm.mlir.addressof @nm_s16 : !llvm.ptr
  %bli25 = arith.index_cast %bl25 : index to i64
  %ni25 = arith.extsi %n25 : i16 to i64
  llvm.call @printf(%fmt, %nm25, %bli25, %ni25, %bad25) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl26 = arith.constant 8 : index
  %n26 = arith.constant 1000 : i16
  call @k_u16(%q, %r, %bl26, %n26) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_u16(%q2, %r2, %bl26, %n26) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot26 = arith.muli %bl26, %c64 : index
  %bad26 = call @compare(%q, %q2, %r, %r2, %tot26) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm26 = llvm.mlir.addressof @nm_u16 : !llvm.ptr
  %bli26 = arith.index_cast %bl26 : index to i64
  %ni26 = arith.extui %n26 : i16 to i64
  llvm.call @printf(%fmt, %nm26, %bli26, %ni26, %bad26) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl27 = arith.constant 8 : index
  %n27 = arith.constant -25536 : i16
  call @k_u16(%q, %r, %bl27, %n27) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_u16(%q2, %r2, %bl27, %n27) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot27 = arith.muli %bl27, %c64 : index
  %bad27 = call @compare(%q, %q2, %r, %r2, %tot27) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm27 = llvm.mlir.addressof @nm_u16 : !llvm.ptr
  %bli27 = arith.index_cast %bl27 : index to i64
  %ni27 = arith.extui %n27 : i16 to i64
  llvm.call @printf(%fmt, %nm27, %bli27, %ni27, %bad27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl28 = arith.constant 8 : index
  %n28 = arith.constant -1 : i16
  call @k_u16(%q, %r, %bl28, %n28) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_u16(%q2, %r2, %bl28, %n28) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot28 = arith.muli %bl28, %c64 : index
  %bad28 = call @compare(%q, %q2, %r, %r2, %tot28) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm28 = llvm.mlir.addressof @nm_u16 : !llvm.ptr
  %bli28 = arith.index_cast %bl28 : index to i64
  %ni28 = arith.extui %n28 : i16 to i64
  llvm.call @printf(%fmt, %nm28, %bli28, %ni28, %bad28) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl29 = arith.constant 600 : index
  %n29 = arith.constant 1000 : i16
  call @k_u16(%q, %r, %bl29, %n29) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  call @ref_u16(%q2, %r2, %bl29, %n29) : (memref<?xi64>, memref<?xi64>, index, i16) -> ()
  %tot29 = arith.muli %bl29, %c64 : index
  %bad29 = call @compare(%q, %q2, %r, %r2, %tot29) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm29 = llvm.mlir.addressof @nm_u16 : !llvm.ptr
  %bli29 = arith.index_cast %bl29 : index to i64
  %ni29 = arith.extui %n29 : i16 to i64
  llvm.call @printf(%fmt, %nm29, %bli29, %ni29, %bad29) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl30 = arith.constant 8 : index
  %n30 = arith.constant 40 : i64
  call @k_s64(%q, %r, %bl30, %n30) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_s64(%q2, %r2, %bl30, %n30) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot30 = arith.muli %bl30, %c64 : index
  %bad30 = call @compare(%q, %q2, %r, %r2, %tot30) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm30 = llvm.mlir.addressof @nm_s64 : !llvm.ptr
  %bli30 = arith.index_cast %bl30 : index to i64
  %ni30 = arith.bitcast %n30 : i64 to i64
  llvm.call @printf(%fmt, %nm30, %bli30, %ni30, %bad30) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl31 = arith.constant 8 : index
  %n31 = arith.constant -40 : i64
  call @k_s64(%q, %r, %bl31, %n31) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_s64(%q2, %r2, %bl31, %n31) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot31 = arith.muli %bl31, %c64 : index
  %bad31 = call @compare(%q, %q2, %r, %r2, %tot31) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm31 = llvm.mlir.addressof @nm_s64 : !llvm.ptr
  %bli31 = arith.index_cast %bl31 : index to i64
  %ni31 = arith.bitcast %n31 : i64 to i64
  llvm.call @printf(%fmt, %nm31, %bli31, %ni31, %bad31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl32 = arith.constant 8 : index
  %n32 = arith.constant -9223372036854775808 : i64
  call @k_s64(%q, %r, %bl32, %n32) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_s64(%q2, %r2, %bl32, %n32) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot32 = arith.muli %bl32, %c64 : index
  %bad32 = call @compare(%q, %q2, %r, %r2, %tot32) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm32 = llvm.mlir.addressof @nm_s64 : !llvm.ptr
  %bli32 = arith.index_cast %bl32 : index to i64
  %ni32 = arith.bitcast %n32 : i64 to i64
  llvm.call @printf(%fmt, %nm32, %bli32, %ni32, %bad32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl33 = arith.constant 8 : index
  %n33 = arith.constant 1099511627776 : i64
  call @k_s64(%q, %r, %bl33, %n33) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_s64(%q2, %r2, %bl33, %n33) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot33 = arith.muli %bl33, %c64 : index
  %bad33 = call @compare(%q, %q2, %r, %r2, %tot33) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm33 = llvm.mlir.addressof @nm_s64 : !llvm.ptr
  %bli33 = arith.index_cast %bl33 : index to i64
  %ni33 = arith.bitcast %n33 : i64 to i64
  llvm.call @printf(%fmt, %nm33, %bli33, %ni33, %bad33) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl34 = arith.constant 8 : index
  %n34 = arith.constant 31 : i64
  call @k_s64(%q, %r, %bl34, %n34) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_s64(%q2, %r2, %bl34, %n34) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot34 = arith.muli %bl34, %c64 : index
  %bad34 = call @compare(%q, %q2, %r, %r2, %tot34) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm34 = llvm.mlir.addressof @nm_s64 : !llvm.ptr
  %bli34 = arith.index_cast %bl34 : index to i64
  %ni34 = arith.bitcast %n34 : i64 to i64
  llvm.call @printf(%fmt, %nm34, %bli34, %ni34, %bad34) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl35 = arith.constant 8 : index
  %n35 = arith.constant 9223372036854775807 : i64
  call @k_s64(%q, %r, %bl35, %n35) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_s64(%q2, %r2, %bl35, %n35) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot35 = arith.muli %bl35, %c64 : index
  %bad35 = call @compare(%q, %q2, %r, %r2, %tot35) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm35 = llvm.mlir.addressof @nm_s64 : !llvm.ptr
  %bli35 = arith.index_cast %bl35 : index to i64
  %ni35 = arith.bitcast %n35 : i64 to i64
  llvm.call @printf(%fmt, %nm35, %bli35, %ni35, %bad35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl36 = arith.constant 8 : index
  %n36 = arith.constant 40 : i64
  call @k_u64(%q, %r, %bl36, %n36) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_u64(%q2, %r2, %bl36, %n36) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot36 = arith.muli %bl36, %c64 : index
  %bad36 = call @compare(%q, %q2, %r, %r2, %tot36) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm36 = llvm.mlir.addressof @nm_u64 : !llvm.ptr
  %bli36 = arith.index_cast %bl36 : index to i64
  %ni36 = arith.bitcast %n36 : i64 to i64
  llvm.call @printf(%fmt, %nm36, %bli36, %ni36, %bad36) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl37 = arith.constant 8 : index
  %n37 = arith.constant -9223372036854775808 : i64
  call @k_u64(%q, %r, %bl37, %n37) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_u64(%q2, %r2, %bl37, %n37) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot37 = arith.muli %bl37, %c64 : index
  %bad37 = call @compare(%q, %q2, %r, %r2, %tot37) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm37 = llvm.mlir.addressof @nm_u64 : !llvm.ptr
  %bli37 = arith.index_cast %bl37 : index to i64
  %ni37 = arith.bitcast %n37 : i64 to i64
  llvm.call @printf(%fmt, %nm37, %bli37, %ni37, %bad37) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl38 = arith.constant 8 : index
  %n38 = arith.constant -1 : i64
  call @k_u64(%q, %r, %bl38, %n38) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_u64(%q2, %r2, %bl38, %n38) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot38 = arith.muli %bl38, %c64 : index
  %bad38 = call @compare(%q, %q2, %r, %r2, %tot38) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm38 = llvm.mlir.addressof @nm_u64 : !llvm.ptr
  %bli38 = arith.index_cast %bl38 : index to i64
  %ni38 = arith.bitcast %n38 : i64 to i64
  llvm.call @printf(%fmt, %nm38, %bli38, %ni38, %bad38) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl39 = arith.constant 8 : index
  %n39 = arith.constant 1099511627776 : i64
  call @k_u64(%q, %r, %bl39, %n39) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_u64(%q2, %r2, %bl39, %n39) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot39 = arith.muli %bl39, %c64 : index
  %bad39 = call @compare(%q, %q2, %r, %r2, %tot39) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm39 = llvm.mlir.addressof @nm_u64 : !llvm.ptr
  %bli39 = arith.index_cast %bl39 : index to i64
  %ni39 = arith.bitcast %n39 : i64 to i64
  llvm.call @printf(%fmt, %nm39, %bli39, %ni39, %bad39) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  %bl40 = arith.constant 8 : index
  %n40 = arith.constant 31 : i64
  call @k_u64(%q, %r, %bl40, %n40) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  call @ref_u64(%q2, %r2, %bl40, %n40) : (memref<?xi64>, memref<?xi64>, index, i64) -> ()
  %tot40 = arith.muli %bl40, %c64 : index
  %bad40 = call @compare(%q, %q2, %r, %r2, %tot40) : (memref<?xi64>, memref<?xi64>, memref<?xi64>, memref<?xi64>, index) -> i64
  %nm40 = llvm.mlir.addressof @nm_u64 : !llvm.ptr
  %bli40 = arith.index_cast %bl40 : index to i64
  %ni40 = arith.bitcast %n40 : i64 to i64
  llvm.call @printf(%fmt, %nm40, %bli40, %ni40, %bad40) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
  return
}
