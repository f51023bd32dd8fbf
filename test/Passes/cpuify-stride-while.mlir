// stitch-cpuify{interchange-loops} (with inner-serialize): a block-stride
// scf.while `i = tx; while (i < B) { ...; i += S }` whose second condition
// is false for every thread (tx >= its lower bound lo, constants with
// lo + S >= B) becomes `if (tx < B) { ... }`, which the interchange can sink
// like any thread guard (lavaMD, docs/gpu2cpu-speed.md). Negative cases: a
// step too small (thread 0 runs two iterations), `<=` at the boundary, an
// initial value of unknown range, a before region that reads memory, a
// condition that forwards another value than its argument, an i16 counter
// (its sums may wrap), the option off.
// (jam-uniform=1 where the IR is checked: the loops as interchanged,
// before unroll-and-jam; cpuify-jam.mlir tests that.)
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true jam-uniform=1" | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true interchange-loops=false" | FileCheck %s --check-prefix=OFF

// OFF-NOT: scf.if

// The shape of lavaMD's force loop: the uniform f loop inside the one-trip
// while. The while is an if, sunk into the f loop, which goes outside the
// x loop (a barrier at its start, interchange-loops); there the guard
// `tx < 100` becomes the x loop's bound (the carried sum is written back
// through it).
// CHECK-LABEL: func.func @one_trip
// CHECK-NOT: scf.while
// CHECK: scf.for %[[F:.*]] = %c0 to %arg2
// CHECK: %[[LIM:.*]] = arith.minsi %c128, %c100{{.*}}
// CHECK: scf.for %[[T:.*]] = %c0 to %[[LIM]]
// CHECK-NOT: scf.if
// CHECK: memref.load %arg0[%[[F]], %[[T]]]
// OFF-LABEL: func.func @one_trip
// OFF: scf.while
func.func @one_trip(%a: memref<64x100xf32>, %out: memref<4x100xf32>,
                    %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c128) step (%c1) {
      %w = scf.while (%i = %t) : (index) -> index {
        %lt = arith.cmpi ult, %i, %c100 : index
        scf.condition(%lt) %i : index
      } do {
      ^bb0(%i: index):
        %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
          %v = memref.load %a[%f, %i] : memref<64x100xf32>
          %s1 = arith.addf %acc, %v : f32
          scf.yield %s1 : f32
        }
        memref.store %s, %out[%b, %i] : memref<4x100xf32>
        %next = arith.addi %i, %c128 : index
        scf.yield %next : index
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Variants that also run at most once: `<=` (lo + S > B), the bound on the
// left (`B > i`), an offset start (tx + 4: lo = 4), a second carried value
// (its initial value is the else result, its yield the then result), the
// final counter used after the loop (then: i + S; else: i).
// CHECK-LABEL: func.func @variants
// CHECK-NOT: scf.while
// CHECK: %[[C1:.*]] = arith.cmpi ule, %[[T:.*]], %c99
// CHECK: scf.if %[[C1]] -> (index) {
// CHECK: %[[S:.*]] = arith.addi %[[T]], %c4
// CHECK: %[[C2:.*]] = arith.cmpi ugt, %c100, %[[S]]
// CHECK: %[[R:.*]]:2 = scf.if %[[C2]] -> (index, i32) {
// CHECK: %[[K2:.*]] = arith.addi %c7_i32, %c7_i32
// CHECK: %[[NEXT:.*]] = arith.addi %c128, %[[S]]
// CHECK: scf.yield %[[NEXT]], %[[K2]] : index, i32
// CHECK: } else {
// CHECK: scf.yield %[[S]], %c7_i32 : index, i32
// CHECK: memref.store %[[R]]#1
// CHECK: arith.index_cast %[[R]]#0
func.func @variants(%out: memref<4x128xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c99 = arith.constant 99 : index
  %c100 = arith.constant 100 : index
  %c128 = arith.constant 128 : index
  %c7 = arith.constant 7 : i32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c128) step (%c1) {
      %w = scf.while (%i = %t) : (index) -> index {
        %le = arith.cmpi ule, %i, %c99 : index
        scf.condition(%le) %i : index
      } do {
      ^bb0(%i: index):
        %one = arith.constant 1 : i32
        memref.store %one, %out[%b, %i] : memref<4x128xi32>
        %next = arith.addi %i, %c100 : index
        scf.yield %next : index
      }
      %start = arith.addi %t, %c4 : index
      %r:2 = scf.while (%i = %start, %k = %c7) : (index, i32) -> (index, i32) {
        %gt = arith.cmpi ugt, %c100, %i : index
        scf.condition(%gt) %i, %k : index, i32
      } do {
      ^bb0(%i: index, %k: i32):
        %k2 = arith.addi %k, %k : i32
        %next = arith.addi %c128, %i : index
        scf.yield %next, %k2 : index, i32
      }
      memref.store %r#1, %out[%b, %t] : memref<4x128xi32>
      %fin = arith.index_cast %r#0 : index to i32
      memref.store %fin, %out[%b, %t] : memref<4x128xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: loops that may run twice or whose range is unknown stay.
// Step 64 < 100 (thread 0: i = 0 and 64); `i <= 100` with step 100 (thread
// 0: i = 0 and 100); a start loaded from memory; a before region that reads
// memory; a condition forwarding i + 1; an i16 counter.
// CHECK-LABEL: func.func @may_run_twice
// CHECK-NOT: scf.if
// CHECK-COUNT-6: scf.while
// CHECK-NOT: scf.if
func.func @may_run_twice(%out: memref<256xi32>, %starts: memref<128xindex>,
                         %lims: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %c128 = arith.constant 128 : index
  %one = arith.constant 1 : i32
  %c100_i16 = arith.constant 100 : i16
  %c128_i16 = arith.constant 128 : i16
  scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c128) step (%c1) {
      %w1 = scf.while (%i = %t) : (index) -> index {
        %lt = arith.cmpi ult, %i, %c100 : index
        scf.condition(%lt) %i : index
      } do {
      ^bb0(%i: index):
        memref.store %one, %out[%i] : memref<256xi32>
        %next = arith.addi %i, %c64 : index
        scf.yield %next : index
      }
      %w2 = scf.while (%i = %t) : (index) -> index {
        %le = arith.cmpi ule, %i, %c100 : index
        scf.condition(%le) %i : index
      } do {
      ^bb0(%i: index):
        memref.store %one, %out[%i] : memref<256xi32>
        %next = arith.addi %i, %c100 : index
        scf.yield %next : index
      }
      %s = memref.load %starts[%t] : memref<128xindex>
      %w3 = scf.while (%i = %s) : (index) -> index {
        %lt = arith.cmpi ult, %i, %c100 : index
        scf.condition(%lt) %i : index
      } do {
      ^bb0(%i: index):
        memref.store %one, %out[%i] : memref<256xi32>
        %next = arith.addi %i, %c128 : index
        scf.yield %next : index
      }
      %w4 = scf.while (%i = %t) : (index) -> index {
        %lim = memref.load %lims[%c0] : memref<1xindex>
        %lt = arith.cmpi ult, %i, %c100 : index
        scf.condition(%lt) %i : index
      } do {
      ^bb0(%i: index):
        memref.store %one, %out[%i] : memref<256xi32>
        %next = arith.addi %i, %c128 : index
        scf.yield %next : index
      }
      %w5 = scf.while (%i = %t) : (index) -> index {
        %lt = arith.cmpi ult, %i, %c100 : index
        %i1 = arith.addi %i, %c1 : index
        scf.condition(%lt) %i1 : index
      } do {
      ^bb0(%i: index):
        memref.store %one, %out[%i] : memref<256xi32>
        %next = arith.addi %i, %c128 : index
        scf.yield %next : index
      }
      %t16 = arith.index_cast %t : index to i16
      %w6 = scf.while (%i = %t16) : (i16) -> i16 {
        %lt = arith.cmpi ult, %i, %c100_i16 : i16
        scf.condition(%lt) %i : i16
      } do {
      ^bb0(%i: i16):
        %ii = arith.index_cast %i : i16 to index
        memref.store %one, %out[%ii] : memref<256xi32>
        %next = arith.addi %i, %c128_i16 : i16
        scf.yield %next : i16
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The same loops as stitch-while-to-for leaves them (CUDA's `wtx` declared
// at the top, `wtx += 128` with nsw): an scf.for from tx (+ 4) to 100 step
// 128 runs at most once and becomes `if (tx < 100)`, sunk into the uniform
// f loop like the while's. Its lavaMD force rows are a flattened struct,
// `fv[4 * (base + i) + c]` of a rank-1 array: interleaved groups, which
// count as contiguous for the interchange (the f loop goes outside).
// Negative: step 64 (thread 0 runs i = 0 and 64) stays a loop.
// CHECK-LABEL: func.func @one_trip_for
// CHECK: scf.for %[[F:.*]] = %c0 to %arg2
// CHECK: %[[LIM:.*]] = arith.minsi %c128, %c100{{.*}}
// CHECK: scf.for %[[T:.*]] = %c0 to %[[LIM]]
// CHECK-NOT: scf.if
// CHECK: memref.load %arg0
// CHECK: scf.for %{{.*}} = %{{.*}} to %c100{{.*}} step %c64
// OFF-LABEL: func.func @one_trip_for
// OFF: scf.for %{{.*}} = %{{.*}} to %c100 step %c128
func.func @one_trip_for(%a: memref<?xf32>, %out: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c128) step (%c1) {
      scf.for %i = %t to %c100 step %c128 {
        %s = scf.for %f = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
          %row = arith.muli %f, %c100 : index
          %e = arith.addi %row, %i : index
          %x4 = arith.muli %e, %c4 : index
          %x = arith.addi %x4, %c3 : index
          %v = memref.load %a[%x] : memref<?xf32>
          %s1 = arith.addf %acc, %v : f32
          scf.yield %s1 : f32
        }
        %o = arith.muli %i, %c4 : index
        memref.store %s, %out[%o] : memref<?xf32>
      }
      %t4 = arith.addi %t, %c4 : index
      scf.for %i = %t4 to %c100 step %c64 {
        memref.store %one, %out[%i] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
