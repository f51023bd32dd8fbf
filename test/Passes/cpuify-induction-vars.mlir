// stitch-cpuify{induction-vars}: an integer iter_arg of a kernel's scf.for
// advanced by a value the loop does not vary (`c += xy`) becomes
// init + ((iv - lb) / step) * inc in the body and init + trips * inc after
// the loop, and the iter_arg goes (stitchSubstituteInductionIterArgs); an
// int advanced by nsw adds gets its closed form in index.
// Negative cases: an update that is not a sum (`c * 2`), an increment the
// loop computes, a float accumulator, a host loop (outside scf.parallel),
// the option off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=induction-vars=false | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @offsets
// CHECK: scf.parallel
// CHECK: scf.for %[[K:.*]] = %c1 to %{{.*}} step %c2 {
// CHECK-NEXT: %[[D:.*]] = arith.subi %[[K]], %c1 : index
// CHECK: %[[N:.*]] = arith.divui %[[D]], %c2{{.*}} : index
// CHECK: %[[NI:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK-NEXT: %[[T:.*]] = arith.muli %[[NI]], %{{.*}} : i32
// CHECK-NEXT: arith.subi %{{.*}}, %[[T]] : i32
// CHECK: %[[NI2:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK-NEXT: %[[T2:.*]] = arith.muli %[[NI2]], %{{.*}} : i32
// CHECK-NEXT: arith.addi %{{.*}}, %[[T2]] : i32
// CHECK: arith.ceildivui
// CHECK: arith.select
// CHECK-NOT: iter_args
// CHECK: return
// OFF-LABEL: func.func @offsets
// OFF: iter_args
func.func @offsets(%in: memref<?xf32>, %out: memref<?xi32>, %xy: i32,
                   %nz: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %five = arith.constant 5 : i32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %txi = arith.index_cast %tx : index to i32
      %r:2 = scf.for %k = %c1 to %nz step %c2 iter_args(%c = %txi, %d = %five) -> (i32, i32) {
        %ci = arith.index_cast %c : i32 to index
        %di = arith.index_cast %d : i32 to index
        %v = memref.load %in[%ci] : memref<?xf32>
        %w = memref.load %in[%di] : memref<?xf32>
        %s = arith.addf %v, %w : f32
        memref.store %s, %in[%ci] : memref<?xf32>
        %c2n = arith.addi %c, %xy : i32
        %d2n = arith.subi %d, %xy : i32
        scf.yield %c2n, %d2n : i32, i32
      }
      %sum = arith.addi %r#0, %r#1 : i32
      memref.store %sum, %out[%tx] : memref<?xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Not sums of an invariant: a product, an increment computed in the body,
// a float accumulator. A host loop is not kernel code.
// CHECK-LABEL: func.func @not_induction
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (i32, i32, f32)
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)
func.func @not_induction(%in: memref<?xf32>, %out: memref<?xi32>,
                         %nz: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %r:3 = scf.for %k = %c0 to %nz step %c1 iter_args(%p = %one, %q = %one, %f = %zero) -> (i32, i32, f32) {
        %p2 = arith.muli %p, %two : i32
        %ki = arith.index_cast %k : index to i32
        %q2 = arith.addi %q, %ki : i32
        %v = memref.load %in[%k] : memref<?xf32>
        %f2 = arith.addf %f, %v : f32
        scf.yield %p2, %q2, %f2 : i32, i32, f32
      }
      %s = arith.addi %r#0, %r#1 : i32
      memref.store %s, %out[%tx] : memref<?xi32>
      %fi = arith.fptosi %r#2 : f32 to i32
      memref.store %fi, %out[%bx] : memref<?xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  %h = scf.for %k = %c0 to %nz step %c1 iter_args(%a = %one) -> (i32) {
    %a2 = arith.addi %a, %two : i32
    scf.yield %a2 : i32
  }
  memref.store %h, %out[%c0] : memref<?xi32>
  return
}

// -----

// C's int offsets (`c += xy; w += xy` with nsw adds, as stitch-cuda emits
// hotspot3D's layer walk): the closed forms are built in index from the
// extended init (`(int)tx` is tx itself, its range fitting; `tx - 1`
// widened through its nsw sub, next to it) and increment, the accesses
// take them directly (no i32 chain left under a sign extension), other
// uses (the sum after the loop) their truncation to i32.
// CHECK-LABEL: func.func @offsets_nsw
// CHECK: %[[XY:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK: scf.parallel
// CHECK: scf.parallel (%[[TX:.*]]) =
// CHECK: %[[W0:.*]] = arith.subi %[[TX]], %{{.*}} overflow<nsw> : index
// CHECK: scf.for %[[K:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK: %[[N:.*]] = arith.subi %[[K]], %c0 : index
// CHECK: %[[T:.*]] = arith.muli %[[N]], %{{.*}} : index
// CHECK: %[[W:.*]] = arith.addi %{{.*}}, %[[T]] : index
// CHECK: %[[C:.*]] = arith.addi %[[TX]], %{{.*}} : index
// CHECK: memref.load %arg0[%[[W]]]
// CHECK: memref.store %{{.*}}, %arg0[%[[C]]]
// CHECK: arith.ceildivui
// CHECK: %[[CE:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[WE:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: arith.addi %[[CE]], %[[WE]] : i32
func.func @offsets_nsw(%in: memref<?xf32>, %out: memref<?xi32>, %xy: i32,
                       %nz: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1 : i32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %txi = arith.index_cast %tx : index to i32
      %w0 = arith.subi %txi, %one overflow<nsw> : i32
      %r:2 = scf.for %k = %c0 to %nz step %c1 iter_args(%c = %txi, %w = %w0) -> (i32, i32) {
        %ci = arith.index_cast %c : i32 to index
        %wi = arith.index_cast %w : i32 to index
        %v = memref.load %in[%wi] : memref<?xf32>
        memref.store %v, %in[%ci] : memref<?xf32>
        %c2n = arith.addi %c, %xy overflow<nsw> : i32
        %w2n = arith.addi %w, %xy overflow<nsw> : i32
        scf.yield %c2n, %w2n : i32, i32
      }
      %sum = arith.addi %r#0, %r#1 : i32
      memref.store %sum, %out[%tx] : memref<?xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
