// Review 12 (late): grid sizes clamped by `arith.minui` with a constant,
// as stitch-cuda emits them (`minui(gx, 2^31 - 1)`, here small caps so
// that the blocks past the clamp are few and checkable), in the input form
// with the grid size a function argument larger than the cap. Proves:
// (1) blocks at or past the cap never run (their elements keep -1);
// (2) stitch-widen-indices' fittingIv (WideIndices.c) takes `(int)bx`,
//     `(int)by` and `(int)tx` as the loop indices themselves (bounds
//     minui(gx, 5), minui(gy, 3), 16) and `(i8)bx` under minui(gx, 128)
//     (127 fits i8; the caller asks for 200 blocks), and the results equal a
//     plain host reference;
// (3) the same holds after stitch-coarsen-blocks merges bx with tx over
//     [0, minui(gx, 5) * 16) (cost=false) and stitch-tighten-grid.
// Fires: WIDE lines (the wide index ops on the grid loop's indices);
// the coarsened run is checked to divide the merged index (COARSE).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-coarsen-blocks{cost=false}),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.co.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.co.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.co.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-widen-indices))' | FileCheck %s --check-prefix=WIDE
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-widen-indices),func.func(stitch-coarsen-blocks{cost=false}))' | FileCheck %s --check-prefix=COARSE
// WIDE-LABEL: func.func @k(
// WIDE: scf.parallel (%[[BX:[^,]*]], %[[BY:[^,]*]], %{{[^)]*}}) =
// WIDE: scf.parallel (%[[TX:[^,]*]], %{{[^)]*}}) =
// WIDE: %[[M:.*]] = arith.muli %[[BX]], %{{.*}} overflow<nsw> : index
// WIDE: arith.addi %[[M]], %[[TX]] overflow<nsw> : index
// WIDE: arith.muli %[[BY]], %{{.*}} overflow<nsw> : index
// WIDE-LABEL: func.func @k8(
// WIDE: scf.parallel (%[[B8:[^,]*]], %{{[^)]*}}) =
// WIDE: arith.addi %[[B8]], %{{.*}} overflow<nsw> : index
// COARSE-LABEL: func.func @k(
// COARSE: arith.divui %{{.*}}, %{{.*}} : index
// CHECK: grid-clamp mismatches 0{{$}}
// CHECK-NEXT: grid-clamp-i8 mismatches 0{{$}}

func.func @k(%ugx: index, %ugy: index, %out: memref<1024xi64>, %out2: memref<256xi64>, %off: i32, %n: i32, %z: i8) {
  %cap_x = arith.constant 5 : index
  %cap_y = arith.constant 3 : index
  %gx = arith.minui %ugx, %cap_x : index
  %gy = arith.minui %ugy, %cap_y : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx, %by, %bz) = (%c0, %c0, %c0) to (%gx, %gy, %c1) step (%c1, %c1, %c1) {
    scf.parallel (%tx, %ty, %tz) = (%c0, %c0, %c0) to (%c16, %c1, %c1) step (%c1, %c1, %c1) {
      %k16 = arith.constant 16 : i32
      %k128 = arith.constant 128 : i64
      %k7 = arith.constant 7 : i64
      %k3 = arith.constant 3 : i64
      %b = arith.index_cast %bx : index to i32
      %t = arith.index_cast %tx : index to i32
      %bb = arith.muli %b, %k16 overflow<nsw> : i32
      %i0 = arith.addi %bb, %t overflow<nsw> : i32
      %i = arith.subi %i0, %off overflow<nsw> : i32
      %row = arith.index_cast %by : index to i32
      %in = arith.cmpi slt, %i, %n : i32
      scf.if %in {
        %k128i = arith.constant 128 : i32
        %ro = arith.muli %row, %k128i overflow<nsw> : i32
        %io = arith.addi %i, %off overflow<nsw> : i32
        %pos = arith.addi %ro, %io overflow<nsw> : i32
        %p = arith.index_cast %pos : i32 to index
        %il = arith.extsi %i : i32 to i64
        %v0 = arith.muli %il, %k7 overflow<nsw> : i64
        %v = arith.subi %v0, %k3 overflow<nsw> : i64
        memref.store %v, %out[%p] : memref<1024xi64>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @k8(%ugx: index, %out2: memref<256xi64>, %z: i8) {
  %cap = arith.constant 128 : index
  %gx = arith.minui %ugx, %cap : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%bx, %by, %bz) = (%c0, %c0, %c0) to (%gx, %c1, %c1) step (%c1, %c1, %c1) {
    scf.parallel (%tx, %ty, %tz) = (%c0, %c0, %c0) to (%c1, %c1, %c1) step (%c1, %c1, %c1) {
      %b8 = arith.index_cast %bx : index to i8
      %s = arith.addi %b8, %z overflow<nsw> : i8
      %w = arith.index_cast %s : i8 to index
      %wl = arith.index_cast %w : index to i64
      memref.store %wl, %out2[%bx] : memref<256xi64>
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c5 = arith.constant 5 : index
  %c200 = arith.constant 200 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %m1 = arith.constant -1 : i64
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %off = arith.constant 7 : i32
  %n = arith.constant 60 : i32
  %z8 = arith.constant 0 : i8
  %a = memref.alloc() : memref<1024xi64>
  %a2 = memref.alloc() : memref<256xi64>
  scf.for %i = %c0 to %c1024 step %c1 {
    memref.store %m1, %a[%i] : memref<1024xi64>
  }
  scf.for %i = %c0 to %c256 step %c1 {
    memref.store %m1, %a2[%i] : memref<256xi64>
  }
  call @k(%c8, %c5, %a, %a2, %off, %n, %z8) : (index, index, memref<1024xi64>, memref<256xi64>, i32, i32, i8) -> ()
  call @k8(%c200, %a2, %z8) : (index, memref<256xi64>, i8) -> ()
  // host reference: blocks bx < 5, by < 3 (the clamps), i = 16 bx + tx - 7
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %c7 = arith.constant 7 : index
  %c60 = arith.constant 60 : index
  %bad = scf.for %p = %c0 to %c1024 step %c1 iter_args(%acc = %z) -> (i64) {
    %row = arith.divui %p, %c128 : index
    %col = arith.remui %p, %c128 : index
    %i = arith.subi %col, %c7 : index
    %rowok = arith.cmpi ult, %row, %c3 : index
    %colok = arith.cmpi ult, %col, %c128 : index
    %bx = arith.divui %col, %c16 : index
    %bxok = arith.cmpi ult, %bx, %c5 : index
    %iok = arith.cmpi slt, %i, %c60 : index
    %ok0 = arith.andi %rowok, %bxok : i1
    %ok = arith.andi %ok0, %iok : i1
    %il = arith.index_cast %i : index to i64
    %k7 = arith.constant 7 : i64
    %k3 = arith.constant 3 : i64
    %v0 = arith.muli %il, %k7 : i64
    %v = arith.subi %v0, %k3 : i64
    %e = arith.select %ok, %v, %m1 : i64
    %got = memref.load %a[%p] : memref<1024xi64>
    %ne = arith.cmpi ne, %got, %e : i64
    %inc = arith.select %ne, %o, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %bad2 = scf.for %p = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i64) {
    %ok = arith.cmpi ult, %p, %c128 : index
    %pl = arith.index_cast %p : index to i64
    %e = arith.select %ok, %pl, %m1 : i64
    %got = memref.load %a2[%p] : memref<256xi64>
    %ne = arith.cmpi ne, %got, %e : i64
    %inc = arith.select %ne, %o, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  vector.print str "grid-clamp mismatches "
  vector.print %bad : i64
  vector.print str "grid-clamp-i8 mismatches "
  vector.print %bad2 : i64
  return
}
