// Review 12 (divrem segments, C's int form): srad_v1's shape with the
// divisions inside nested scf.ifs (a `tx >= lo` guard, then `0 != r`, then
// the second copy `(ei + 1)` of the dividend with its own `r == 0` test in
// the other operand order): stitchSplitDivRemSegments replaces every
// remsi/divsi of the two copies (sameDividend) in both pieces and decides
// the `== 0` / `!= 0` tests in the rest piece. Divisors 32, 33, 100 (cut),
// 5 and -40 (original loop); 3 and 70 blocks. Fires: with
// divrem-segments=false the cpuify output keeps the divisions (checked
// below: the cut's segment loop computes `arith.maxui` of the divisor).
// The host reference @ref is a plain scf.for nest. Proves: each element
// equals the reference.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true divrem-segments=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=CUT
// CUT-LABEL: func.func @k(
// CUT: arith.cmpi sge, %{{.*}}, %c32
// CUT: arith.maxui
// CUT: scf.for
// CUT-NOT: arith.remsi
// CUT: } else {
// CUT: arith.remsi
// CUT-LABEL: func.func @ref(
// CHECK: nest blocks 3 nr 32 lo 0 mismatches 0
// CHECK-NEXT: nest blocks 3 nr 33 lo 7 mismatches 0
// CHECK-NEXT: nest blocks 70 nr 33 lo 7 mismatches 0
// CHECK-NEXT: nest blocks 70 nr 100 lo 40 mismatches 0
// CHECK-NEXT: nest blocks 70 nr 32 lo 40 mismatches 0
// CHECK-NEXT: nest blocks 70 nr 5 lo 7 mismatches 0
// CHECK-NEXT: nest blocks 70 nr -40 lo 7 mismatches 0

func.func @k(%out: memref<?xi32>, %blocks: index, %nr: i32, %lo: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %k64 = arith.constant 64 : i32
    %bi = arith.index_cast %bx : index to i32
    %ti = arith.index_cast %tx : index to i32
    %b = arith.muli %bi, %k64 overflow<nsw> : i32
    %ei = arith.addi %b, %ti overflow<nsw> : i32
    %g = arith.index_cast %ei : i32 to index
    %ok = arith.cmpi sge, %tx, %lo : index
    scf.if %ok {
      %d1 = arith.addi %ei, %one overflow<nsw> : i32
      %r1 = arith.remsi %d1, %nr : i32
      %z1 = arith.cmpi ne, %zero, %r1 : i32
      %v = scf.if %z1 -> (i32) {
        %d2 = arith.addi %ei, %one overflow<nsw> : i32
        %q2 = arith.divsi %d2, %nr : i32
        %r2 = arith.remsi %d2, %nr : i32
        %z2 = arith.cmpi eq, %r2, %zero : i32
        %s = arith.select %z2, %one, %q2 : i32
        %t = arith.muli %s, %k64 : i32
        %u = arith.addi %t, %r2 : i32
        scf.yield %u : i32
      } else {
        %m = arith.constant -5 : i32
        scf.yield %m : i32
      }
      memref.store %v, %out[%g] : memref<?xi32>
    }
    gpu.terminator
  }
  return
}
func.func @ref(%out: memref<?xi32>, %blocks: index, %nr: i32, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %k64 = arith.constant 64 : i32
  scf.for %bx = %c0 to %blocks step %c1 {
    scf.for %tx = %c0 to %c64 step %c1 {
      %b0 = arith.muli %bx, %c64 : index
      %g = arith.addi %b0, %tx : index
      %ei = arith.index_cast %g : index to i32
      %ok = arith.cmpi sge, %tx, %lo : index
      scf.if %ok {
        %d1 = arith.addi %ei, %one : i32
        %r1 = arith.remsi %d1, %nr : i32
        %z1 = arith.cmpi ne, %zero, %r1 : i32
        %q2 = arith.divsi %d1, %nr : i32
        %z2 = arith.cmpi eq, %r1, %zero : i32
        %s = arith.select %z2, %one, %q2 : i32
        %t = arith.muli %s, %k64 : i32
        %u = arith.addi %t, %r1 : i32
        %m = arith.constant -5 : i32
        %v = arith.select %z1, %u, %m : i32
        memref.store %v, %out[%g] : memref<?xi32>
      }
    }
  }
  return
}
llvm.mlir.global internal constant @fmt("nest blocks %ld nr %d lo %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @run(%blocks: index, %nr: i32, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %n = arith.muli %blocks, %c64 : index
  %a = memref.alloc(%n) : memref<?xi32>
  %b = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %m1, %a[%i] : memref<?xi32>
    memref.store %m1, %b[%i] : memref<?xi32>
  }
  call @k(%a, %blocks, %nr, %lo) : (memref<?xi32>, index, i32, index) -> ()
  call @ref(%b, %blocks, %nr, %lo) : (memref<?xi32>, index, i32, index) -> ()
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = memref.load %b[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %s = arith.addi %acc, %inc : i64
    scf.yield %s : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %bl = arith.index_cast %blocks : index to i64
  %lo64 = arith.index_cast %lo : index to i64
  llvm.call @printf(%fmt, %bl, %nr, %lo64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32, i64, i64) -> i32
  memref.dealloc %a : memref<?xi32>
  memref.dealloc %b : memref<?xi32>
  return
}
func.func @main() {
  %b1 = arith.constant 3 : index
  %b2 = arith.constant 70 : index
  %l0 = arith.constant 0 : index
  %l1 = arith.constant 7 : index
  %l2 = arith.constant 40 : index
  %n32 = arith.constant 32 : i32
  %n33 = arith.constant 33 : i32
  %n100 = arith.constant 100 : i32
  %n5 = arith.constant 5 : i32
  %nneg = arith.constant -40 : i32
  call @run(%b1, %n32, %l0) : (index, i32, index) -> ()
  call @run(%b1, %n33, %l1) : (index, i32, index) -> ()
  call @run(%b2, %n33, %l1) : (index, i32, index) -> ()
  call @run(%b2, %n100, %l2) : (index, i32, index) -> ()
  call @run(%b2, %n32, %l2) : (index, i32, index) -> ()
  call @run(%b2, %n5, %l1) : (index, i32, index) -> ()
  call @run(%b2, %nneg, %l1) : (index, i32, index) -> ()
  return
}
