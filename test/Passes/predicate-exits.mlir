// stitch-predicate-exits: a `stitch.exit_guard` (the guard stitch-cuda
// emits for a kernel-level `return`) dissolves into predicated runs of ops
// between barriers; the barriers, and the loops holding barriers, run for
// every thread.
// RUN: stitch-opt %s --stitch-predicate-exits -split-input-file | FileCheck %s

// The SDK's uniformAdd: a top-level barrier after the return. Speculatable
// ops (the index arithmetic) stay unpredicated; the loads and stores are
// predicated, the value loaded before the barrier is a result (zero for
// the threads that returned: defined, see loop_and_second_return); it
// feeds no loop or if around a barrier, so it needs no "any thread stayed"
// flag.
// CHECK-LABEL: func.func @top_level
// CHECK: workgroup(%{{[a-z0-9]+}} : memref<1xi32, #gpu.address_space<workgroup>>) {
// CHECK: %[[GO:.*]] = arith.cmpi slt
// CHECK-NOT: stitch.exit_guard
// CHECK: %[[V:.*]] = scf.if %[[GO]] -> (i32) {
// CHECK:   memref.load
// CHECK:   memref.store
// CHECK:   scf.yield
// CHECK: } else {
// CHECK:   arith.constant 0 : i32
// CHECK: gpu.barrier
// CHECK: arith.addi %{{.*}}, %{{.*}} : index
// CHECK: scf.if %[[GO]] {
// CHECK:   memref.load
// CHECK:   arith.addi %{{.*}}, %[[V]] : i32
// CHECK:   memref.store
// CHECK: }
// CHECK: gpu.terminator
func.func @top_level(%d: memref<?xi32>, %s: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<1xi32, #gpu.address_space<workgroup>>) {
    %id = arith.addi %tx, %c0 : index
    %go = arith.cmpi slt, %id, %n : index
    scf.if %go {
      %v = memref.load %s[%bx] : memref<?xi32>
      memref.store %v, %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %i = arith.addi %id, %c1 : index
      %w = memref.load %d[%i] : memref<?xi32>
      %x = arith.addi %w, %v : i32
      memref.store %x, %d[%i] : memref<?xi32>
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

// -----

// A loop around barriers whose bound is speculatable arithmetic of the
// block size: the loop runs for every thread, its body is predicated; the
// carried value goes through the predicated runs. A second return nested
// in the first predicates the rest with select(go, go2, false), which
// canonicalization makes and(go, go2): go2 must not be poison for the
// threads that returned, so the ops computing it that now run for them
// lose their no-wrap flags (the muli's nsw). The local array (a static
// alloca) stays unpredicated.
// CHECK-LABEL: func.func @loop_and_second_return
// CHECK: %[[GO:.*]] = arith.cmpi slt
// CHECK: %[[HALF:.*]] = arith.divui %{{.*}}, %c2 : index
// CHECK: memref.alloca() : memref<3xi32>
// CHECK: scf.if %[[GO]] {
// CHECK: scf.for %{{.*}} = %c0 to %[[HALF]] step %c1 iter_args(%{{.*}} = %{{.*}}) -> (i32) {
// CHECK:   gpu.barrier
// CHECK:   %[[R:.*]] = scf.if %[[GO]] -> (i32) {
// CHECK:   } else {
// CHECK:     arith.constant 0 : i32
// CHECK:   gpu.barrier
// CHECK:   scf.yield %[[R]] : i32
// CHECK: }
// CHECK: %[[T2:.*]] = arith.muli %{{.*}}, %c2 : index
// CHECK: %[[C2:.*]] = arith.cmpi slt, %[[T2]]
// CHECK: %false = arith.constant false
// CHECK: %[[GO2:.*]] = arith.select %[[GO]], %[[C2]], %false : i1
// CHECK: gpu.barrier
// CHECK: scf.if %[[GO2]] {
// CHECK:   memref.store
// CHECK: }
// CHECK-NOT: stitch.exit_guard
func.func @loop_and_second_return(%d: memref<?xi32>, %n: index, %m: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c2, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %go = arith.cmpi slt, %tx, %n : index
    scf.if %go {
      %half = arith.divui %sx, %c2 : index
      %acc = memref.alloca() : memref<3xi32>
      memref.store %z, %acc[%c0] : memref<3xi32>
      %r = scf.for %k = %c0 to %half step %c1 iter_args(%a = %z) -> (i32) {
        gpu.barrier
        memref.store %a, %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
        %v = memref.load %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
        %b = arith.addi %a, %v : i32
        gpu.barrier
        scf.yield %b : i32
      }
      %t2 = arith.muli %tx, %c2 overflow<nsw> : index
      %go2 = arith.cmpi slt, %t2, %m : index
      scf.if %go2 {
        gpu.barrier
        memref.store %r, %d[%tx] : memref<?xi32>
      } {stitch.exit_guard}
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

// -----

// A loop of barriers whose bound is loaded (and divided by an argument)
// after the return: uniform values that may trap. They run when any
// thread of the block stayed (a workgroup flag: thread 0 clears it, the
// staying threads set it, two barriers), so the bound is the same for all
// threads; the load not feeding a bound (%w) stays under %go, as the
// top_level case's %v does. (The store makes the kernel racy for blocks
// of more than one thread; the order is what is checked.)
// CHECK-LABEL: func.func @loaded_bound
// CHECK: gpu.launch {{.*}} workgroup(%[[S:.*]] : memref<8xi32, #gpu.address_space<workgroup>>, %[[F:.*]] : memref<1xi32, #gpu.address_space<workgroup>>)
// CHECK: %[[GO:.*]] = arith.cmpi slt
// CHECK: %[[FIRST:.*]] = arith.cmpi eq
// CHECK: scf.if %[[FIRST]] {
// CHECK:   memref.store %c0_i32, %[[F]]
// CHECK: gpu.barrier
// CHECK: scf.if %[[GO]] {
// CHECK:   memref.store %c1_i32, %[[F]]
// CHECK: gpu.barrier
// CHECK: %[[FL:.*]] = memref.load %[[F]]
// CHECK: %[[ANY:.*]] = arith.cmpi ne, %[[FL]], %c0_i32
// The store before the load stays before it (in a block of one thread it
// writes what the load reads):
// CHECK: scf.if %[[GO]] {
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: %[[CNT:.*]] = scf.if %[[ANY]] -> (i32) {
// CHECK:   memref.load %{{.*}}[%{{.*}}] : memref<?xi32>
// CHECK: %[[Q:.*]] = scf.if %[[ANY]] -> (i32) {
// CHECK:   arith.divsi %[[CNT]], %{{.*}} : i32
// CHECK: %[[UB:.*]] = arith.index_cast %[[Q]] : i32 to index
// CHECK: scf.if %[[GO]] -> (i32) {
// CHECK:   memref.load %{{.*}}[%{{.*}}] : memref<?xi32>
// CHECK: scf.for %{{.*}} = %c0 to %[[UB]] step %c1 {
// CHECK:   gpu.barrier
func.func @loaded_bound(%d: memref<?xi32>, %cnt: memref<?xi32>, %n: index, %p: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1)
             workgroup(%s : memref<8xi32, #gpu.address_space<workgroup>>) {
    %go = arith.cmpi slt, %tx, %n : index
    scf.if %go {
      memref.store %p, %cnt[%tx] : memref<?xi32>
      %m = memref.load %cnt[%bx] : memref<?xi32>
      %q = arith.divsi %m, %p : i32
      %ub = arith.index_cast %q : i32 to index
      %w = memref.load %cnt[%c0] : memref<?xi32>
      scf.for %r = %c0 to %ub step %c1 {
        memref.store %w, %s[%tx] : memref<8xi32, #gpu.address_space<workgroup>>
        gpu.barrier
      }
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

// -----

// Negative: a guard whose condition is the same for all threads (stitch-cuda
// marks a kernel's last `if`, `if (blockIdx.x < n) {...}` too) stays an
// scf.if; only the attribute goes. A divergent guard nested in it is
// dissolved inside it; the outer if, which stays, yielded the dissolved
// guard's result (stitch-cuda's return flag): it yields the value now (was
// a use of a destroyed value, found by the ASan build).
// CHECK-LABEL: func.func @uniform_outer
// CHECK: %[[U:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// CHECK: scf.if %[[U]] -> (i1) {
// CHECK:   %[[GO:.*]] = arith.cmpi slt
// CHECK:   gpu.barrier
// CHECK:   scf.if %[[GO]] {
// CHECK:     memref.store
// CHECK:   }
// CHECK:   scf.yield %false : i1
// CHECK: }
// CHECK-NOT: stitch.exit_guard
func.func @uniform_outer(%d: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %u = arith.cmpi slt, %bx, %n : index
    %f = arith.constant false
    %r = scf.if %u -> (i1) {
      %go = arith.cmpi slt, %tx, %n : index
      %ret = scf.if %go -> (i1) {
        gpu.barrier
        memref.store %z, %d[%tx] : memref<?xi32>
        scf.yield %f : i1
      } else {
        scf.yield %f : i1
      } {stitch.exit_guard}
      scf.yield %ret : i1
    } else {
      scf.yield %f : i1
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

// -----

// Negative: a guard whose body holds no barrier stays as it is (only the
// attribute goes): nothing to predicate.
// CHECK-LABEL: func.func @no_barrier
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NOT: stitch.exit_guard
// CHECK: gpu.terminator
func.func @no_barrier(%d: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %go = arith.cmpi slt, %tx, %n : index
    scf.if %go {
      memref.store %z, %d[%tx] : memref<?xi32>
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

// -----

// Negative: an unmarked divergent scf.if around a barrier is not touched
// (stitch-cpuify reports it as a divergent barrier).
// CHECK-LABEL: func.func @unmarked
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
func.func @unmarked(%d: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %go = arith.cmpi slt, %tx, %n : index
    scf.if %go {
      gpu.barrier
      memref.store %z, %d[%tx] : memref<?xi32>
    }
    gpu.terminator
  }
  return
}

// -----

// An exit loop (stitch-cuda: a `return` inside a loop around barriers): the
// return flag is carried value 0. The loop runs while any thread that has
// not returned goes on (a workgroup flag set by the active threads, three
// barriers: clear, set, read and one more before the next iteration clears
// it); a thread that did not return but stopped while others go on fails a
// cf.assert; both regions are predicated on the flag being clear, the
// guard of the rest after the return dissolves, and the flag stays set for
// the threads that returned (an `or` with their not-going predicate). The
// regions read the flag as false (%ret2 = false || leave) except where the
// terminators pass it on.
// CHECK-LABEL: func.func @exit_loop
// CHECK: workgroup(%[[SH:.*]] : memref<64xi32, #gpu.address_space<workgroup>>, %[[ANY:.*]] : memref<1xi32, #gpu.address_space<workgroup>>)
// CHECK: scf.while (%[[RET:.*]] = %{{.*}}, %[[R:.*]] = %{{.*}}) : (i1, index) -> (i1, index)
// CHECK:   %[[GOB:.*]] = arith.xori %[[RET]], %true
// CHECK:   %[[KEEP:.*]] = arith.ori %{{.*}}, %[[RET]] : i1
// CHECK:   %[[STAY:.*]] = arith.xori %[[KEEP]], %true
// CHECK:   %[[ACT:.*]] = arith.andi %[[STAY]], %{{.*}} : i1
// CHECK:   memref.store %{{.*}}, %[[ANY]]
// CHECK:   gpu.barrier
// CHECK:   scf.if %[[ACT]] {
// CHECK:     memref.store %{{.*}}, %[[ANY]]
// CHECK:   gpu.barrier
// CHECK:   %[[FLAG:.*]] = memref.load %[[ANY]]
// CHECK:   %[[GOON:.*]] = arith.cmpi ne, %[[FLAG]]
// CHECK:   gpu.barrier
// CHECK:   cf.assert %{{.*}}, "stitch-predicate-exits: a loop around a barrier ended
// CHECK:   scf.condition(%[[GOON]]) %[[KEEP]], %[[R]]
// CHECK: } do {
// CHECK: ^bb0(%[[RETA:.*]]: i1, %[[RA:.*]]: index):
// CHECK:   %[[GOA:.*]] = arith.xori %[[RETA]], %true
// CHECK:   %[[RET2:.*]] = arith.ori %false{{.*}}, %{{.*}} : i1
// CHECK:   %[[GO2:.*]] = arith.select %[[GOA]], %{{.*}}, %false
// CHECK:   scf.if %[[GO2]] -> (i32) {
// CHECK:     memref.load %[[SH]]
// CHECK:   gpu.barrier
// CHECK:   scf.if %[[GO2]] {
// CHECK:     memref.store %{{.*}}, %[[SH]]
// CHECK:   gpu.barrier
// CHECK-NOT: stitch.exit
// CHECK:   %[[NOTA:.*]] = arith.xori %[[GOA]], %true
// CHECK:   %[[KEEPA:.*]] = arith.ori %[[NOTA]], %[[RET2]]
// CHECK:   scf.yield %[[KEEPA]], %{{.*}} : i1, index
func.func @exit_loop(%n: index, %rounds: index, %out: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %false = arith.constant false
  %true = arith.constant true
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %w:2 = scf.while (%ret = %false, %r = %c0) : (i1, index) -> (i1, index) {
      %go = arith.xori %ret, %true : i1
      %more = arith.cmpi slt, %r, %rounds : index
      %c = arith.andi %go, %more : i1
      scf.condition(%c) %ret, %r : i1, index
    } do {
    ^bb0(%reta: i1, %ra: index):
      %lim = arith.subi %n, %ra : index
      %leave = arith.cmpi sge, %tx, %lim : index
      %ret2 = arith.ori %reta, %leave : i1
      %stay = arith.xori %ret2, %true : i1
      %rn = scf.if %stay -> (index) {
        %nb = arith.addi %tx, %c1 : index
        %i = arith.remui %nb, %lim : index
        %v = memref.load %sh[%i] : memref<64xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        memref.store %v, %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %r1 = arith.addi %ra, %c1 : index
        scf.yield %r1 : index
      } else {
        scf.yield %ra : index
      } {stitch.exit_guard}
      scf.yield %ret2, %rn : i1, index
    } attributes {stitch.exit_loop = 0 : i64}
    %done = arith.xori %w#0, %true : i1
    scf.if %done {
      %v = memref.load %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%tx] : memref<64xi32>
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

// -----

// Exit loops left as they are (their attributes dropped): one without a
// barrier (the loop's own control flow is enough), one whose return is the
// same for the whole block (its condition is uniform).
// CHECK-LABEL: func.func @exit_loops_kept
// CHECK-NOT: stitch.exit_loop
// CHECK-NOT: cf.assert
// CHECK: scf.while
// CHECK: scf.while
// CHECK-NOT: cf.assert
// CHECK: gpu.terminator
func.func @exit_loops_kept(%n: index, %rounds: index, %out: memref<64xindex>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %false = arith.constant false
  %true = arith.constant true
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %a:2 = scf.while (%ret = %false, %r = %c0) : (i1, index) -> (i1, index) {
      %go = arith.xori %ret, %true : i1
      %more = arith.cmpi slt, %r, %rounds : index
      %c = arith.andi %go, %more : i1
      scf.condition(%c) %ret, %r : i1, index
    } do {
    ^bb0(%reta: i1, %ra: index):
      %leave = arith.cmpi sge, %tx, %ra : index
      %ret2 = arith.ori %reta, %leave : i1
      %r1 = arith.addi %ra, %c1 : index
      scf.yield %ret2, %r1 : i1, index
    } attributes {stitch.exit_loop = 0 : i64}
    %b:2 = scf.while (%ret = %false, %r = %c0) : (i1, index) -> (i1, index) {
      %go = arith.xori %ret, %true : i1
      %more = arith.cmpi slt, %r, %rounds : index
      %c = arith.andi %go, %more : i1
      scf.condition(%c) %ret, %r : i1, index
    } do {
    ^bb0(%reta: i1, %ra: index):
      %leave = arith.cmpi sge, %bx, %ra : index
      %ret2 = arith.ori %reta, %leave : i1
      gpu.barrier
      %r1 = arith.addi %ra, %c1 : index
      scf.yield %ret2, %r1 : i1, index
    } attributes {stitch.exit_loop = 0 : i64}
    memref.store %b#1, %out[%tx] : memref<64xindex>
    gpu.terminator
  }
  return
}
