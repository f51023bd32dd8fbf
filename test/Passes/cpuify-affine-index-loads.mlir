// stitch-cpuify{inner-serialize=true}: an x loop that loads through an
// index array (`a[idx[x]]`: a gather once vectorized) is versioned on a
// run-time check that idx[x] - x is the same d for all but its first and
// last iteration (a loop computing the least and the greatest difference);
// the copy taken then computes x + d instead of loading idx, its first and
// last iteration and the else branch run the original loop
// (stitchVersionAffineIndexLoads). Negative cases: a store that may write
// the index array before the load (the hoisted check could read an older
// value), an index that does not vary with x (hoisted, not versioned), an
// index value used as data too, an index value that reaches no access,
// and affine-index-loads=false.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true affine-index-loads=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @shifted
// CHECK: %[[LB1:.*]] = arith.addi %[[LB:[[:alnum:]_]+]], %{{.*}} : index
// CHECK: %[[UB1:.*]] = arith.subi %[[UB:[[:alnum:]_]+]], %{{.*}} : index
// CHECK: %[[D:.*]]:2 = scf.for %[[J:.*]] = %[[LB1]] to %[[UB1]] step %{{.*}} iter_args(%[[MN:.*]] = %{{.*}}, %[[MX:.*]] = %{{.*}}) -> (index, index) {
// CHECK:   %[[G:.*]] = arith.addi %{{.*}}, %[[J]] : index
// CHECK:   %[[V:.*]] = memref.load %{{.*}}[%[[G]]] : memref<64xi32>
// CHECK:   %[[VI:.*]] = arith.index_cast %[[V]] : i32 to index
// CHECK:   %[[E:.*]] = arith.subi %[[VI]], %[[G]] : index
// CHECK:   arith.minsi %[[MN]], %[[E]]
// CHECK:   arith.maxsi %[[MX]], %[[E]]
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[D]]#0, %[[D]]#1 : index
// CHECK: scf.if %[[OK]] {
// CHECK:   scf.for %{{.*}} = %[[LB]] to %[[LB1]]
// CHECK:     memref.load %{{.*}} : memref<64xi32>
// CHECK:   scf.for %[[X:.*]] = %[[LB1]] to %[[UB1]]
// CHECK-NOT:   memref<64xi32>
// CHECK:     %[[GX:.*]] = arith.addi %{{.*}}, %[[X]] : index
// CHECK-NOT:   memref<64xi32>
// CHECK:     %[[S:.*]] = arith.addi %[[GX]], %[[D]]#0 : index
// CHECK:     memref.load %{{.*}}[%[[S]]] : memref<64xf32>
// CHECK:   } {loop_annotation
// CHECK:   scf.for %{{.*}} = %[[UB1]] to %[[UB]]
// CHECK:     memref.load %{{.*}} : memref<64xi32>
// CHECK: } else {
// CHECK:   scf.for %{{.*}} = %[[LB]] to %[[UB]]
// CHECK:     memref.load %{{.*}} : memref<64xi32>
// OFF-LABEL: func.func @shifted
// OFF-NOT: iter_args
// OFF: return
func.func @shifted(%a: memref<64xf32>, %idx: memref<64xi32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c16) step (%c1) {
      %b16 = arith.muli %b, %c16 : index
      %g = arith.addi %b16, %x : index
      %i = memref.load %idx[%g] : memref<64xi32>
      %ii = arith.index_cast %i : i32 to index
      %v = memref.load %a[%ii] : memref<64xf32>
      memref.store %v, %out[%g] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// %out may be %idx (both arguments): the thread's own store before its
// load could change what it reads; no check loop.
// CHECK-LABEL: func.func @written_before
// CHECK-NOT: iter_args
// CHECK: return
func.func @written_before(%a: memref<64xf32>, %idx: memref<64xi32>, %out: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c16) step (%c1) {
      %b16 = arith.muli %b, %c16 : index
      %g = arith.addi %b16, %x : index
      memref.store %z, %out[%g] : memref<64xi32>
      %i = memref.load %idx[%g] : memref<64xi32>
      %ii = arith.index_cast %i : i32 to index
      %v = memref.load %a[%ii] : memref<64xf32>
      %w = arith.fptosi %v : f32 to i32
      memref.store %w, %out[%g] : memref<64xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// idx[b] is the same for every x: nothing to check per thread.
// CHECK-LABEL: func.func @invariant_index
// CHECK-NOT: iter_args
// CHECK: return
func.func @invariant_index(%a: memref<64xf32>, %idx: memref<64xi32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c16) step (%c1) {
      %b16 = arith.muli %b, %c16 : index
      %g = arith.addi %b16, %x : index
      %i = memref.load %idx[%b] : memref<64xi32>
      %ii = arith.index_cast %i : i32 to index
      %k = arith.addi %ii, %x : index
      %v = memref.load %a[%k] : memref<64xf32>
      memref.store %v, %out[%g] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The loaded integer is also data (converted to a float and stored).
// CHECK-LABEL: func.func @index_also_data
// CHECK-NOT: iter_args
// CHECK: return
func.func @index_also_data(%a: memref<64xf32>, %idx: memref<64xi32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c16) step (%c1) {
      %b16 = arith.muli %b, %c16 : index
      %g = arith.addi %b16, %x : index
      %i = memref.load %idx[%g] : memref<64xi32>
      %ii = arith.index_cast %i : i32 to index
      %v = memref.load %a[%ii] : memref<64xf32>
      %f = arith.sitofp %i : i32 to f32
      %s = arith.addf %v, %f : f32
      memref.store %s, %out[%g] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The cast value only decides a comparison: no gather to save.
// CHECK-LABEL: func.func @no_access
// CHECK-NOT: iter_args
// CHECK: return
func.func @no_access(%a: memref<64xf32>, %idx: memref<64xi32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %f0 = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%x) = (%c0) to (%c16) step (%c1) {
      %b16 = arith.muli %b, %c16 : index
      %g = arith.addi %b16, %x : index
      %i = memref.load %idx[%g] : memref<64xi32>
      %ii = arith.index_cast %i : i32 to index
      %lt = arith.cmpi ult, %ii, %g : index
      %v = memref.load %a[%g] : memref<64xf32>
      %s = arith.select %lt, %v, %f0 : f32
      memref.store %s, %out[%g] : memref<64xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
