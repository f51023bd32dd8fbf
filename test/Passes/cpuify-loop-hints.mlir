// stitch-cpuify{inner-serialize=true} hints LLVM about the serialized thread
// loops: the x loop (unit stride) is not unrolled before the vectorizer sees
// it, when its accesses are contiguous (or at most as many clamped
// neighbours as contiguous ones); the outer thread loops are never
// vectorized (their stride is a tile row). Without inner-serialize, or with
// loop-hints=false, nothing is annotated.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true loop-hints=false" | FileCheck %s --check-prefix=OFF
// RUN: stitch-opt %s --split-input-file --stitch-cpuify | FileCheck %s --check-prefix=OFF
// The hints reach LLVM IR as !llvm.loop metadata.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}),convert-scf-to-openmp,stitch-openmp-to-llvm)' | mlir-translate --split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// OFF-NOT: loop_annotation
// LLVM: !{!"llvm.loop.unroll.disable"}
// Blocks of at most 64 threads in x: the x loop is vectorized with a
// masked tail (its trip count, a tile's valid region, is below a vector).
// CHECK-DAG: #loop_vectorize{{[0-9]*}} = #llvm.loop_vectorize<predicateEnable = true>
// LLVM: !{!"llvm.loop.vectorize.predicate.enable", i1 true}
// LLVM: !{!"llvm.loop.vectorize.enable", i1 false}
// LLVM: !{!"llvm.loop.parallel_accesses", ![[LLVMGROUP:[0-9]+]]}

// A tile copy and a use after the barrier: every access is sh[ty][tx] or
// in[row][bx*16 + tx]. Each x loop declares its iterations independent
// with an access group of its own (parallelAccesses; the loads and stores
// join it in the LLVM dialect, stitch-loop-access-groups).
// CHECK-DAG: #[[OUTER:.*]] = #llvm.loop_annotation<vectorize = #loop_vectorize{{[0-9]*}}>
// CHECK-DAG: #[[GROUP:.*]] = #llvm.access_group<id = distinct[0]<>>
// CHECK-DAG: #[[GROUP_B:.*]] = #llvm.access_group<id = distinct[1]<>>
// CHECK-DAG: #[[INNER:.*]] = #llvm.loop_annotation<{{(vectorize = #loop_vectorize[0-9]*, )?}}unroll = #{{.*}}, parallelAccesses = #[[GROUP]]>
// CHECK-DAG: #[[INNER_B:.*]] = #llvm.loop_annotation<{{(vectorize = #loop_vectorize[0-9]*, )?}}unroll = #{{.*}}, parallelAccesses = #[[GROUP_B]]>
// CHECK-DAG: #{{.*}} = #llvm.loop_vectorize<disable = true>
// CHECK-DAG: #{{.*}} = #llvm.loop_unroll<disable = true>
// CHECK-LABEL: func.func @tile
// CHECK: scf.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.store
// CHECK: } {loop_annotation = #[[INNER]]}
// CHECK: } {loop_annotation = #[[OUTER]]}
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: } {loop_annotation = #[[INNER_B]]}
// CHECK: } {loop_annotation = #[[OUTER]]}
func.func @tile(%in: memref<64x64xf32>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    %sh = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %r0 = arith.muli %by, %c16 : index
      %r = arith.addi %r0, %ty : index
      %k0 = arith.muli %bx, %c16 : index
      %k = arith.addi %k0, %tx : index
      %v = memref.load %in[%r, %k] : memref<64x64xf32>
      memref.store %v, %sh[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty
      %w = memref.load %sh[%ty, %tx] : memref<16x16xf32>
      %s = memref.load %sh[%ty, %c0] : memref<16x16xf32>
      %p = arith.mulf %w, %s : f32
      memref.store %p, %out[%r, %k] : memref<64x64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the x loop reads a column, or stores through a clamped index:
// no unroll hint on it; the y loop still gets its no-vectorize hint. The
// first phase stores one element for all its iterations (the `tx == 0`
// guard that is not the loop's only op): that iteration is split off
// (cpuify-peel-point.mlir), and only the rest is hinted.
// CHECK-DAG: #[[PEELED:.*]] = #llvm.loop_annotation<{{(vectorize = #loop_vectorize[0-9]*, )?}}unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// CHECK-DAG: #[[OUTER2:.*]] = #llvm.loop_annotation<vectorize = #loop_vectorize{{[0-9]*}}>
// CHECK-LABEL: func.func @strided
// CHECK: scf.if
// CHECK: memref.store
// CHECK: memref.store {{.*}} : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK: scf.for
// CHECK-NOT: scf.if
// CHECK: memref.store {{.*}} : memref<16x16xf32>
// CHECK-NEXT: } {loop_annotation = #[[PEELED]]}
// CHECK-NEXT: } {loop_annotation = #[[OUTER2]]}
// CHECK: memref.load {{.*}} : memref<16x16xf32>
// CHECK: memref.store {{.*}} : memref<16x16xf32>
// CHECK-NEXT: memref.store {{.*}} : memref<16x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {loop_annotation = #[[OUTER2]]}
// CHECK: arith.select
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: } {loop_annotation = #[[OUTER2]]}
func.func @strided(%in: memref<16xf32>, %out: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16x16xf32>
    %row = memref.alloca() : memref<16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %x = memref.load %in[%ty] : memref<16xf32>
        memref.store %x, %row[%ty] : memref<16xf32>
      }
      %f = arith.index_cast %tx : index to i32
      %g = arith.sitofp %f : i32 to f32
      memref.store %g, %sh[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty
      %t = memref.load %sh[%tx, %ty] : memref<16x16xf32>
      %u = memref.load %row[%ty] : memref<16xf32>
      %s = arith.addf %t, %u : f32
      memref.store %s, %out[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty
      %txm1 = arith.subi %tx, %c1 : index
      %c15 = arith.constant 15 : index
      %w = arith.select %first, %c15, %txm1 : index
      memref.store %s, %sh[%ty, %w] : memref<16x16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Clamped neighbours (a stencil clamped at the tile border) are gathers
// after vectorization: hinted while they are no more than the contiguous
// accesses, not when they outnumber them.
// CHECK-DAG: #[[OUTER3:.*]] = #llvm.loop_annotation<vectorize = #loop_vectorize{{[0-9]*}}>
// CHECK-DAG: #[[INNER3:.*]] = #llvm.loop_annotation<{{(vectorize = #loop_vectorize[0-9]*, )?}}unroll = #{{.*}}>
// CHECK-DAG: #[[INNER3B:.*]] = #llvm.loop_annotation<{{(vectorize = #loop_vectorize[0-9]*, )?}}unroll = #{{.*}}>
// CHECK-LABEL: func.func @clamped
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.sitofp
// CHECK: } {loop_annotation = #[[INNER3]]}
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.addf
// CHECK: } {loop_annotation = #[[INNER3B]]}
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: memref.store
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: } {loop_annotation = #[[OUTER3]]}
func.func @clamped(%out: memref<4x16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %f = arith.index_cast %tx : index to i32
      %g = arith.sitofp %f : i32 to f32
      memref.store %g, %sh[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty
      %first = arith.cmpi eq, %tx, %c0 : index
      %txm1 = arith.subi %tx, %c1 : index
      %west = arith.select %first, %tx, %txm1 : index
      %txp1 = arith.addi %tx, %c1 : index
      %east = arith.minsi %txp1, %c15 : index
      %c = memref.load %sh[%ty, %tx] : memref<16x16xf32>
      %w = memref.load %sh[%ty, %west] : memref<16x16xf32>
      %sum = arith.addf %c, %w : f32
      memref.store %sum, %out[%b, %ty, %tx] : memref<4x16x16xf32>
      stitch.barrier %tx, %ty
      %w2 = memref.load %sh[%ty, %west] : memref<16x16xf32>
      %e2 = memref.load %sh[%ty, %east] : memref<16x16xf32>
      %e3 = memref.load %sh[%ty, %east] : memref<16x16xf32>
      %m = arith.mulf %w2, %e2 : f32
      %m2 = arith.mulf %m, %e3 : f32
      memref.store %m2, %out[%b, %ty, %tx] : memref<4x16x16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
