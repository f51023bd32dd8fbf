// stitch-cpuify's cut of the x loop where a quotient changes
// (DivRemSegments.c stitchSplitDivRemSegments; fires here: the x loop is
// versioned on `nr >=u 32` and cut into head/rest pieces, checked by the
// IR lines), run at the edges: d = bx * 64 + tx + 5 (the first segment
// starts mid-block), r = d % nr and q = d / nr (unsigned), `r == 0`
// deciding a flag (decided false in the rest pieces), the remainder also
// index_cast to i32, under a guard ei < n (tightened to the loop bound).
// nr = 32, 33, 64 (the block size), 2^40 (one segment), 7 (below 32: the
// original loop), 69 with n = 0 (every loop empty) and n = 1 (one thread).
// out[ei] = 1000 q + r + (r == 0 ? 500000 : 0), -1 where ei >= n; every
// element is compared with the host's value.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR: arith.cmpi uge, %{{.*}}, %c32
// IR: scf.for
// IR-NOT: arith.remui
// IR: } else {
// CHECK: divrem-edges nr 32 n 256 mismatches 0
// CHECK-NEXT: divrem-edges nr 33 n 250 mismatches 0
// CHECK-NEXT: divrem-edges nr 64 n 256 mismatches 0
// CHECK-NEXT: divrem-edges nr 1099511627776 n 200 mismatches 0
// CHECK-NEXT: divrem-edges nr 7 n 256 mismatches 0
// CHECK-NEXT: divrem-edges nr 69 n 0 mismatches 0
// CHECK-NEXT: divrem-edges nr 69 n 1 mismatches 0
func.func @seg(%out: memref<256xi32>, %nr: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c64 : index
    %ei = arith.addi %b, %tx : index
    %in = arith.cmpi ult, %ei, %n : index
    scf.if %in {
      %d = arith.addi %ei, %c5 : index
      %r = arith.remui %d, %nr : index
      %q = arith.divui %d, %nr : index
      %z = arith.cmpi eq, %r, %c0 : index
      %ri = arith.index_cast %r : index to i32
      %qi = arith.index_cast %q : index to i32
      %k1000 = arith.constant 1000 : i32
      %k5 = arith.constant 500000 : i32
      %zero = arith.constant 0 : i32
      %qk = arith.muli %qi, %k1000 : i32
      %s = arith.addi %qk, %ri : i32
      %f = arith.select %z, %k5, %zero : i32
      %v = arith.addi %s, %f : i32
      memref.store %v, %out[%ei] : memref<256xi32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("divrem-edges nr %ld n %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%nr: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c256 = arith.constant 256 : index
  %m1 = arith.constant -1 : i32
  %out = memref.alloc() : memref<256xi32>
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %m1, %out[%i] : memref<256xi32>
  }
  call @seg(%out, %nr, %n) : (memref<256xi32>, index, index) -> ()
  %z64 = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %bad = scf.for %e = %c0 to %c256 step %c1 iter_args(%acc = %z64) -> (i64) {
    %in = arith.cmpi ult, %e, %n : index
    %d = arith.addi %e, %c5 : index
    %r = arith.remui %d, %nr : index
    %q = arith.divui %d, %nr : index
    %z = arith.cmpi eq, %r, %c0 : index
    %ri = arith.index_cast %r : index to i32
    %qi = arith.index_cast %q : index to i32
    %k1000 = arith.constant 1000 : i32
    %k5 = arith.constant 500000 : i32
    %zero = arith.constant 0 : i32
    %qk = arith.muli %qi, %k1000 : i32
    %s = arith.addi %qk, %ri : i32
    %f = arith.select %z, %k5, %zero : i32
    %v = arith.addi %s, %f : i32
    %want = arith.select %in, %v, %m1 : i32
    %got = memref.load %out[%e] : memref<256xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z64 : i64
    %a2 = arith.addi %acc, %inc : i64
    scf.yield %a2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %nr64 = arith.index_cast %nr : index to i64
  %n64 = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %nr64, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  memref.dealloc %out : memref<256xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %c64 = arith.constant 64 : index
  %c69 = arith.constant 69 : index
  %c200 = arith.constant 200 : index
  %c250 = arith.constant 250 : index
  %c256 = arith.constant 256 : index
  %big = arith.constant 1099511627776 : index
  call @run(%c32, %c256) : (index, index) -> ()
  call @run(%c33, %c250) : (index, index) -> ()
  call @run(%c64, %c256) : (index, index) -> ()
  call @run(%big, %c200) : (index, index) -> ()
  call @run(%c7, %c256) : (index, index) -> ()
  call @run(%c69, %c0) : (index, index) -> ()
  call @run(%c69, %c1) : (index, index) -> ()
  return
}
