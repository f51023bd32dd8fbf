// stitch-cpuify{inner-serialize=true}: a serialized x loop whose loads
// include gathers (an index read from memory: srad_v1's neighbours
// I[iN[row] + Nr * col]) gets the no-unroll + parallelAccesses hint when it
// has divisions or math functions to vectorize, at least one for every two
// gathers (a 16-lane gather costs about a cycle per element, a scalar
// division three to five; without the hint LLVM cannot build alias checks
// for the indirect indices and leaves the loop scalar), or when the gathers
// are at most a quarter of the contiguous accesses (srad_v1's srad2: one
// gather C[iS[row] + Nr * col] beside eight contiguous loads and stores,
// 1.06x faster vectorized than scalar). Negative cases: the same gathers
// with only additions and few contiguous accesses (not worth it: left to
// LLVM), and a store through a loaded index (a scatter) even with
// divisions. With affine-index-loads off: the loops below are what its
// else branch keeps (cpuify-affine-index-loads.mlir tests the versioning).
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true affine-index-loads=false" | FileCheck %s

// One gather (in[base + nbr[t]]) and one division: annotated. The block
// is 256 threads wide: no masked-tail hint (predicateEnable is for blocks
// of at most 32).
// CHECK-DAG: #[[GROUP:.*]] = #llvm.access_group<id = distinct[0]<>>
// CHECK-DAG: #[[INNER:.*]] = #llvm.loop_annotation<{{(interleave = #loop_interleave[0-9]*, )?}}unroll = #{{.*}}, parallelAccesses = #[[GROUP]]>
// CHECK-NOT: predicateEnable
// CHECK-LABEL: func.func @gathers_with_division
// CHECK: arith.divf
// CHECK: } {loop_annotation = #[[INNER]]}
func.func @gathers_with_division(%in: memref<1024xf32>, %nbr: memref<256xi32>,
                                 %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %b, %c256 : index
      %i = arith.addi %base, %t : index
      %x = memref.load %in[%i] : memref<1024xf32>
      %n = memref.load %nbr[%t] : memref<256xi32>
      %nx = arith.index_cast %n : i32 to index
      %j = arith.addi %base, %nx : index
      %y = memref.load %in[%j] : memref<1024xf32>
      %d = arith.divf %y, %x : f32
      memref.store %d, %out[%i] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The same gathers with an addition only: no hint.
// CHECK-LABEL: func.func @gathers_without_division
// CHECK-NOT: loop_annotation
// CHECK: return
func.func @gathers_without_division(%in: memref<1024xf32>, %nbr: memref<256xi32>,
                                    %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %b, %c256 : index
      %i = arith.addi %base, %t : index
      %x = memref.load %in[%i] : memref<1024xf32>
      %n = memref.load %nbr[%t] : memref<256xi32>
      %nx = arith.index_cast %n : i32 to index
      %j = arith.addi %base, %nx : index
      %y = memref.load %in[%j] : memref<1024xf32>
      %d = arith.addf %y, %x : f32
      memref.store %d, %out[%i] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// One gather beside four contiguous accesses (in, nbr, w, out), additions
// only: annotated.
// CHECK-LABEL: func.func @gather_among_contiguous
// CHECK: } {loop_annotation = #{{.*}}}
func.func @gather_among_contiguous(%in: memref<1024xf32>, %nbr: memref<256xi32>,
                                   %w: memref<1024xf32>, %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %b, %c256 : index
      %i = arith.addi %base, %t : index
      %x = memref.load %in[%i] : memref<1024xf32>
      %n = memref.load %nbr[%t] : memref<256xi32>
      %nx = arith.index_cast %n : i32 to index
      %j = arith.addi %base, %nx : index
      %y = memref.load %in[%j] : memref<1024xf32>
      %z = memref.load %w[%i] : memref<1024xf32>
      %d = arith.addf %y, %x : f32
      %e = arith.addf %d, %z : f32
      memref.store %e, %out[%i] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A scatter (store through the loaded index), divisions or not: no hint.
// CHECK-LABEL: func.func @scatter
// CHECK-NOT: loop_annotation
// CHECK: return
func.func @scatter(%in: memref<1024xf32>, %nbr: memref<256xi32>,
                   %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c256) step (%c1) {
      %base = arith.muli %b, %c256 : index
      %i = arith.addi %base, %t : index
      %x = memref.load %in[%i] : memref<1024xf32>
      %n = memref.load %nbr[%t] : memref<256xi32>
      %nx = arith.index_cast %n : i32 to index
      %j = arith.addi %base, %nx : index
      %d = arith.divf %x, %x : f32
      %e = arith.divf %d, %x : f32
      memref.store %e, %out[%j] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
