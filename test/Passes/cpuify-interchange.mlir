// stitch-cpuify{interchange-loops} (default on, acts with inner-serialize):
// a per-thread scf.for with uniform bounds and accesses contiguous across x
// gets a barrier at the start of its body, so the barrier lowering puts the
// thread loop inside it (the x loop innermost: it vectorizes). A divergent
// guard right around it is sunk into its body first. Negative cases: a loop
// LLVM fully unrolls (constant trip count, small body: the x loop is
// innermost after that anyway; unless it only steps through rows and
// carries nothing, @rows), accesses strided across x, bounds that
// differ per thread, a block of 4 x threads, a bound that cannot be
// computed outside its guard, the option off, no inner-serialize (a thread
// body with a per-thread array: cpuify-interchange-array.mlir).
// (jam-uniform=1 where the IR is checked: the loops as interchanged,
// before unroll-and-jam; cpuify-jam.mlir tests that.)
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true jam-uniform=1" | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true interchange-loops=false" | FileCheck %s --check-prefix=OFF
// RUN: stitch-opt %s --split-input-file --stitch-cpuify | FileCheck %s --check-prefix=PAR

// OFF-NOT: memref.alloca
// PAR-NOT: memref.alloca

// A sum over rows of a[f][p]: the f loop goes outside, the accumulator into
// a per-thread buffer, the x loop (16 threads) inside it.
// CHECK-LABEL: func.func @sum
// CHECK: memref.alloca() : memref<16xf32>
// CHECK: scf.for %[[F:.*]] = %c0 to %arg2
// CHECK: scf.for %{{.*}} = %c0 to %c16
// CHECK: scf.for %[[T:.*]] = %c0 to %c16
// CHECK: memref.load %arg0[%[[F]], %{{.*}}]
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[T]]] : memref<16xf32>
// CHECK-NEXT: } {loop_annotation
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK: scf.for %{{.*}} = %c0 to %c16
// CHECK: memref.store %{{.*}}, %arg1
func.func @sum(%a: memref<8x64xf32>, %out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%f, %p] : memref<8x64xf32>
        %s1 = arith.addf %acc, %v : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The kmeans shape: `if (p < n)` around the loop. The guard moves into
// the loop's body (every thread runs the iterations; the others carry their
// value through), the loop out of the thread loop. Then the guard, a
// global index against n, becomes the serialized x loop's bound: the
// carried value's store after it writes back what a rejected thread loaded
// (stitchTightenGuardedFor), so no mask is left in the loop to vectorize.
// CHECK-LABEL: func.func @guarded
// CHECK: %[[LIM:.*]] = arith.minui
// CHECK: scf.for %[[F:.*]] = %c0 to %[[LIM]] step
// CHECK: scf.for %{{.*}} = %c0 to %c16
// CHECK: %[[XLIM:.*]] = arith.minsi %c16,
// CHECK: scf.for %[[T:.*]] = %c0 to %[[XLIM]]
// CHECK-NOT: scf.if
// CHECK: memref.load %arg0[%[[F]], %{{.*}}]
// CHECK: memref.store %{{.*}}, %alloca[%[[T]]]
// CHECK-NEXT: } {loop_annotation
// CHECK: scf.for %{{.*}} = %c0 to %{{.*}}
// CHECK-NOT: scf.if
// CHECK: memref.store %{{.*}}, %arg1
func.func @guarded(%a: memref<8x64xf32>, %out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %in = arith.cmpi ult, %p, %n : index
      scf.if %in {
        %nf = arith.addi %n, %c1 : index
        %lim = arith.minui %nf, %c3 : index
        %s = scf.for %f = %c0 to %lim step %c1 iter_args(%acc = %zero) -> f32 {
          %v = memref.load %a[%f, %p] : memref<8x64xf32>
          %s1 = arith.addf %acc, %v : f32
          scf.yield %s1 : f32
        }
        memref.store %s, %out[%p] : memref<64xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: 3 iterations (constant) of a small body: LLVM unrolls it, the
// loop stays in the thread loop.
// CHECK-LABEL: func.func @short
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c16)
// CHECK: scf.for %{{.*}} = %c0 to %c3
func.func @short(%a: memref<8x64xf32>, %out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%f, %p] : memref<8x64xf32>
        %s1 = arith.addf %acc, %v : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A loop LLVM would unroll, but one that only steps through rows and
// carries nothing (nw's tile copy `ref[ty][tx] = in[r + ty][c + tx]`):
// interchanged, so that each row is one vector instead of each x iteration
// reading a column. Negative (@columns): the same copy with the loop's
// index in the last dimension stays (LLVM's unrolled interleaved accesses
// are better there).
// CHECK-LABEL: func.func @rows
// CHECK: scf.for %[[R:.*]] = %c0 to %c16
// CHECK: scf.for %{{.*}} = %c0 to %c16
// CHECK: memref.load %arg0[%[[R]], %{{.*}}]
// CHECK: } {loop_annotation
// CHECK-LABEL: func.func @columns
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c16)
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.addi
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c4
func.func @rows(%a: memref<64x64xf32>, %out: memref<16x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      scf.for %r = %c0 to %cx step %c1 {
        %v = memref.load %a[%r, %p] : memref<64x64xf32>
        memref.store %v, %out[%r, %p] : memref<16x64xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @columns(%a: memref<64x4xf32>, %out: memref<64x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      scf.for %c = %c0 to %c4 step %c1 {
        %v = memref.load %a[%p, %c] : memref<64x4xf32>
        memref.store %v, %out[%p, %c] : memref<64x4xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: each thread reads its own row a[p][f] (consecutive threads a
// row apart): nothing contiguous across x to vectorize.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c16)
// CHECK: scf.for %{{.*}} = %c0 to %arg2
func.func @strided(%a: memref<64x8xf32>, %out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%p, %f] : memref<64x8xf32>
        %s1 = arith.addf %acc, %v : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the bound is the thread's own (p): not uniform.
// CHECK-LABEL: func.func @divergent
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c16)
// CHECK: scf.for %{{.*}} = %c0 to %
func.func @divergent(%a: memref<8x64xf32>, %out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %p step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%f, %p] : memref<8x64xf32>
        %s1 = arith.addf %acc, %v : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: blocks of 4 x threads, too few to fill a vector.
// CHECK-LABEL: func.func @narrow
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c4)
// CHECK: scf.for %{{.*}} = %c0 to %arg2
func.func @narrow(%a: memref<8x64xf32>, %out: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v = memref.load %a[%f, %p] : memref<8x64xf32>
        %s1 = arith.addf %acc, %v : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: under the guard, the bound is loaded from memory (the guard may
// be what keeps the load in bounds): not computed outside it, so the loop
// stays in the guard and in the thread loop.
// CHECK-LABEL: func.func @loadedbound
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c16)
// CHECK: scf.if
// CHECK: memref.load %arg3
// CHECK: scf.for
func.func @loadedbound(%a: memref<8x64xf32>, %out: memref<64xf32>, %n: index, %lims: memref<64xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %in = arith.cmpi ult, %p, %n : index
      scf.if %in {
        %lim = memref.load %lims[%p] : memref<64xindex>
        %s = scf.for %f = %c0 to %lim step %c1 iter_args(%acc = %zero) -> f32 {
          %v = memref.load %a[%f, %p] : memref<8x64xf32>
          %s1 = arith.addf %acc, %v : f32
          scf.yield %s1 : f32
        }
        memref.store %s, %out[%p] : memref<64xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A constant trip count (6) with a body too large for LLVM to unroll
// (10 loads of a 4-d memref per iteration): interchanged.
// CHECK-LABEL: func.func @longbody
// CHECK: scf.for %[[Z:.*]] = %c1 to %c7
// CHECK: scf.for %{{.*}} = %c0 to %c16
// CHECK: scf.for %{{.*}} = %c0 to %c16
// CHECK: memref.load %arg0[%c0, %[[Z]], %c0, %{{.*}}]
func.func @longbody(%a: memref<2x8x4x64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %p = arith.addi %base, %t : index
      %s = scf.for %z = %c1 to %c7 step %c1 iter_args(%acc = %zero) -> f32 {
        %v0 = memref.load %a[%c0, %z, %c0, %p] : memref<2x8x4x64xf32>
        %s0 = arith.addf %acc, %v0 : f32
        %v1 = memref.load %a[%c0, %z, %c1, %p] : memref<2x8x4x64xf32>
        %s1 = arith.addf %s0, %v1 : f32
        %v2 = memref.load %a[%c0, %z, %c2, %p] : memref<2x8x4x64xf32>
        %s2 = arith.addf %s1, %v2 : f32
        %v3 = memref.load %a[%c0, %z, %c3, %p] : memref<2x8x4x64xf32>
        %s3 = arith.addf %s2, %v3 : f32
        %v4 = memref.load %a[%c0, %z, %c0, %p] : memref<2x8x4x64xf32>
        %s4 = arith.addf %s3, %v4 : f32
        %v5 = memref.load %a[%c0, %z, %c1, %p] : memref<2x8x4x64xf32>
        %s5 = arith.addf %s4, %v5 : f32
        %v6 = memref.load %a[%c0, %z, %c2, %p] : memref<2x8x4x64xf32>
        %s6 = arith.addf %s5, %v6 : f32
        %v7 = memref.load %a[%c0, %z, %c3, %p] : memref<2x8x4x64xf32>
        %s7 = arith.addf %s6, %v7 : f32
        %v8 = memref.load %a[%c0, %z, %c0, %p] : memref<2x8x4x64xf32>
        %s8 = arith.addf %s7, %v8 : f32
        %v9 = memref.load %a[%c0, %z, %c1, %p] : memref<2x8x4x64xf32>
        %s9 = arith.addf %s8, %v9 : f32
        scf.yield %s9 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A small struct per thread (a[f][p][0..3], the last dimension 4): LLVM
// vectorizes such accesses as interleaved groups (wide loads and shuffles),
// so they count as contiguous across x: the loop is interchanged and the
// x loop gets the hints (lavaMD's FOUR_VECTOR rows).
// CHECK-LABEL: func.func @interleaved
// CHECK: scf.for %[[F:.*]] = %c0 to %arg2
// CHECK: scf.for %[[T:.*]] = %c0 to %c16
// CHECK: memref.load %arg0[%[[F]], %{{.*}}, %c0]
// CHECK: memref.load %arg0[%[[F]], %{{.*}}, %c3]
// CHECK: } {loop_annotation
func.func @interleaved(%a: memref<8x64x4xf32>, %out: memref<64xf32>,
                       %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v0 = memref.load %a[%f, %p, %c0] : memref<8x64x4xf32>
        %v1 = memref.load %a[%f, %p, %c1] : memref<8x64x4xf32>
        %v2 = memref.load %a[%f, %p, %c2] : memref<8x64x4xf32>
        %v3 = memref.load %a[%f, %p, %c3] : memref<8x64x4xf32>
        %m0 = arith.mulf %v0, %v1 : f32
        %m1 = arith.mulf %v2, %v3 : f32
        %m = arith.addf %m0, %m1 : f32
        %s1 = arith.addf %acc, %m : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the same accesses in rows of 16 (a stride of 16 elements across
// x, gathers once vectorized): the loop stays inside the thread loop.
// CHECK-LABEL: func.func @wide_rows
// CHECK-NOT: memref.alloca
// CHECK: scf.for %{{.*}} = %c0 to %arg2 {{.*}} iter_args
// CHECK: return
func.func @wide_rows(%a: memref<8x64x16xf32>, %out: memref<64xf32>,
                     %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %cx = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%cx) step (%c1) {
      %base = arith.muli %b, %cx : index
      %p = arith.addi %base, %t : index
      %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
        %v0 = memref.load %a[%f, %p, %c0] : memref<8x64x16xf32>
        %v1 = memref.load %a[%f, %p, %c1] : memref<8x64x16xf32>
        %v2 = memref.load %a[%f, %p, %c2] : memref<8x64x16xf32>
        %v3 = memref.load %a[%f, %p, %c3] : memref<8x64x16xf32>
        %m0 = arith.mulf %v0, %v1 : f32
        %m1 = arith.mulf %v2, %v3 : f32
        %m = arith.addf %m0, %m1 : f32
        %s1 = arith.addf %acc, %m : f32
        scf.yield %s1 : f32
      }
      memref.store %s, %out[%p] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

