// Review 12 (guarded loops): bounds the thread body computes from
// invariants, hoisted before the serialized x loop (no stitch-parallel-licm
// in the explicit pipelines, so the bounds stay in the body): clamp bounds
// `lo + sel`, `hi - sel` computed inside an scf.if of the body
// (stitchVersionClamps hoists them, nsw dropped), a guard `g < n - sel`
// whose bound is computed in the body (matchFormCmp/ivBound hoist it: the
// loop's bound), and an edge select `g == n - t`. Values where the nsw
// subtractions would overflow (n = INT64_MIN, INT64_MAX) sit where no
// thread or a harmless one reads them. Fires: the cpuify output computes
// `arith.subi %n, %sel` (without nsw) before the loop and clamps `lo + sel`
// there (checked below). The host reference @ref is a plain scf.for nest
// with the clamps as selects. Proves: each element equals the reference.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.x.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true version-clamps=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=HOIST
// HOIST-LABEL: func.func @k(
// HOIST: %[[M:.*]] = arith.subi %arg6, %arg5 : index
// HOIST: %[[L:.*]] = arith.addi %arg3, %arg5 : index
// HOIST: %[[H:.*]] = arith.subi %arg4, %arg5 : index
// HOIST: arith.cmpi sge, %{{.*}}, %[[L]] : index
// HOIST: arith.cmpi sle, %{{.*}}, %[[H]] : index
// HOIST: scf.if
// HOIST: scf.for
// HOIST-NOT: arith.maxsi
// HOIST: } else {
// CHECK: hb lo 0 hi 63 sel 1 n 400 t 5 mismatches 0
// CHECK-NEXT: hb lo 0 hi 63 sel 0 n 400 t 5 mismatches 0
// CHECK-NEXT: hb lo -2 hi 70 sel 1 n 448 t 0 mismatches 0
// CHECK-NEXT: hb lo -2 hi 70 sel 3 n 200 t 70 mismatches 0
// CHECK-NEXT: hb lo 3 hi 60 sel 2 n 200 t -2 mismatches 0
// CHECK-NEXT: hb lo 0 hi 63 sel 0 n 9223372036854775807 t -2 mismatches 0
// CHECK-NEXT: hb lo 0 hi 63 sel 1 n -9223372036854775808 t 5 mismatches 0

func.func @k(%in: memref<?xi32>, %out: memref<?xi32>, %blocks: index, %lo: index, %hi: index, %sel: index, %n: index, %t: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k64 = arith.constant 64 : index
    %k3 = arith.constant 3 : i32
    %k1000 = arith.constant 1000 : i32
    %bx1 = arith.addi %bx, %k1 : index
    %base = arith.muli %bx1, %k64 : index
    %g = arith.addi %base, %tx : index
    %pos = arith.cmpi sgt, %sel, %c0 : index
    %v = scf.if %pos -> (i32) {
      %l2 = arith.addi %lo, %sel overflow<nsw> : index
      %h2 = arith.subi %hi, %sel overflow<nsw> : index
      %txm = arith.subi %tx, %k1 overflow<nsw> : index
      %txp = arith.addi %tx, %k1 overflow<nsw> : index
      %w = arith.maxsi %txm, %l2 : index
      %e = arith.minsi %txp, %h2 : index
      %aw = arith.addi %base, %w : index
      %ae = arith.addi %base, %e : index
      %x = memref.load %in[%aw] : memref<?xi32>
      %y = memref.load %in[%ae] : memref<?xi32>
      %x3 = arith.muli %x, %k3 : i32
      %s = arith.addi %x3, %y : i32
      scf.yield %s : i32
    } else {
      %x = memref.load %in[%g] : memref<?xi32>
      scf.yield %x : i32
    }
    %m = arith.subi %n, %t overflow<nsw> : index
    %edge = arith.cmpi eq, %g, %m : index
    %v2 = arith.addi %v, %k1000 : i32
    %v3 = arith.select %edge, %v2, %v : i32
    %m2 = arith.subi %n, %sel overflow<nsw> : index
    %ok = arith.cmpi slt, %g, %m2 : index
    scf.if %ok {
      memref.store %v3, %out[%g] : memref<?xi32>
    }
    gpu.terminator
  }
  return
}
func.func @ref(%in: memref<?xi32>, %out: memref<?xi32>, %blocks: index, %lo: index, %hi: index, %sel: index, %n: index, %t: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %k3 = arith.constant 3 : i32
  %k1000 = arith.constant 1000 : i32
  scf.for %bx = %c0 to %blocks step %c1 {
    scf.for %tx = %c0 to %c64 step %c1 {
      %bx1 = arith.addi %bx, %c1 : index
      %base = arith.muli %bx1, %c64 : index
      %g = arith.addi %base, %tx : index
      %pos = arith.cmpi sgt, %sel, %c0 : index
      %v = scf.if %pos -> (i32) {
        %l2 = arith.addi %lo, %sel : index
        %h2 = arith.subi %hi, %sel : index
        %txm = arith.subi %tx, %c1 : index
        %txp = arith.addi %tx, %c1 : index
        %wl = arith.cmpi slt, %txm, %l2 : index
        %w = arith.select %wl, %l2, %txm : index
        %eh = arith.cmpi sgt, %txp, %h2 : index
        %e = arith.select %eh, %h2, %txp : index
        %aw = arith.addi %base, %w : index
        %ae = arith.addi %base, %e : index
        %x = memref.load %in[%aw] : memref<?xi32>
        %y = memref.load %in[%ae] : memref<?xi32>
        %x3 = arith.muli %x, %k3 : i32
        %s = arith.addi %x3, %y : i32
        scf.yield %s : i32
      } else {
        %x = memref.load %in[%g] : memref<?xi32>
        scf.yield %x : i32
      }
      %m = arith.subi %n, %t : index
      %edge = arith.cmpi eq, %g, %m : index
      %v2 = arith.addi %v, %k1000 : i32
      %v3 = arith.select %edge, %v2, %v : i32
      %m2 = arith.subi %n, %sel : index
      %ok = arith.cmpi slt, %g, %m2 : index
      scf.if %ok {
        memref.store %v3, %out[%g] : memref<?xi32>
      }
    }
  }
  return
}
llvm.mlir.global internal constant @fmt("hb lo %ld hi %ld sel %ld n %ld t %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @run(%lo: index, %hi: index, %sel: index, %n: index, %t: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c97 = arith.constant 97 : index
  %blocks = arith.constant 6 : index
  %size = arith.constant 512 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %in = memref.alloc(%size) : memref<?xi32>
  %a = memref.alloc(%size) : memref<?xi32>
  %b = memref.alloc(%size) : memref<?xi32>
  scf.for %i = %c0 to %size step %c1 {
    %r = arith.remui %i, %c97 : index
    %ri = arith.index_cast %r : index to i32
    memref.store %ri, %in[%i] : memref<?xi32>
    memref.store %m1, %a[%i] : memref<?xi32>
    memref.store %m1, %b[%i] : memref<?xi32>
  }
  call @k(%in, %a, %blocks, %lo, %hi, %sel, %n, %t) : (memref<?xi32>, memref<?xi32>, index, index, index, index, index, index) -> ()
  call @ref(%in, %b, %blocks, %lo, %hi, %sel, %n, %t) : (memref<?xi32>, memref<?xi32>, index, index, index, index, index, index) -> ()
  %bad = scf.for %i = %c0 to %size step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = memref.load %b[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %s = arith.addi %acc, %inc : i64
    scf.yield %s : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %a0 = arith.index_cast %lo : index to i64
  %a1 = arith.index_cast %hi : index to i64
  %a2 = arith.index_cast %sel : index to i64
  %a3 = arith.index_cast %n : index to i64
  %a4 = arith.index_cast %t : index to i64
  llvm.call @printf(%fmt, %a0, %a1, %a2, %a3, %a4, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64, i64) -> i32
  memref.dealloc %in : memref<?xi32>
  memref.dealloc %a : memref<?xi32>
  memref.dealloc %b : memref<?xi32>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c60 = arith.constant 60 : index
  %c63 = arith.constant 63 : index
  %c70 = arith.constant 70 : index
  %cm2 = arith.constant -2 : index
  %c200 = arith.constant 200 : index
  %c400 = arith.constant 400 : index
  %c448 = arith.constant 448 : index
  %cmin = arith.constant -9223372036854775808 : index
  %cmax = arith.constant 9223372036854775807 : index
  call @run(%c0, %c63, %c1, %c400, %c5) : (index, index, index, index, index) -> ()
  call @run(%c0, %c63, %c0, %c400, %c5) : (index, index, index, index, index) -> ()
  call @run(%cm2, %c70, %c1, %c448, %c0) : (index, index, index, index, index) -> ()
  call @run(%cm2, %c70, %c3, %c200, %c70) : (index, index, index, index, index) -> ()
  call @run(%c3, %c60, %c2, %c200, %cm2) : (index, index, index, index, index) -> ()
  call @run(%c0, %c63, %c0, %cmax, %cm2) : (index, index, index, index, index) -> ()
  call @run(%c0, %c63, %c1, %cmin, %c5) : (index, index, index, index, index) -> ()
  return
}
