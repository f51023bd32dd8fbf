// stitch-lower-gpu-collectives: gpu.all_reduce, gpu.subgroup_reduce,
// gpu.shuffle and the subgroup id ops inside a gpu.launch become stores to
// a per-block buffer (a workgroup attribution of threads + 1 elements per
// value type), gpu.barrier and loads (32-lane subgroups of consecutive
// linear thread ids). Execution against a Python model:
// test/Execution/gpu-collectives.test. A subgroup collective under an
// scf.if whose condition may differ between threads is first taken out of
// it (@first_warp).
// RUN: stitch-opt %s --split-input-file --verify-diagnostics --stitch-lower-gpu-collectives | FileCheck %s

// A 13 x 2 block: the buffer has 27 elements; the linear id is
// tx + bx * (ty + by * tz). Shuffle: store, barrier, load of the source
// lane (or the thread's own slot), barrier.
// CHECK-LABEL: func.func @shuffle_xor(
// CHECK: gpu.launch blocks({{.*}}) threads(%[[TX:.*]], %[[TY:.*]], %[[TZ:.*]]) in (%[[BX:.*]] = %{{.*}}, %[[BY:.*]] = %{{.*}}, %[[BZ:.*]] = %{{.*}}) workgroup(%[[BUF:.*]] : memref<27xf32, #gpu.address_space<workgroup>>) {
// CHECK: %[[YZ0:.*]] = arith.muli %[[BY]], %[[TZ]] : index
// CHECK: %[[YZ:.*]] = arith.addi %[[TY]], %[[YZ0]] : index
// CHECK: %[[L0:.*]] = arith.muli %[[BX]], %[[YZ]] : index
// CHECK: %[[LIN:.*]] = arith.addi %[[TX]], %[[L0]] : index
// CHECK-NOT: cf.assert
// CHECK: memref.store %{{.*}}, %[[BUF]][%[[LIN]]]
// CHECK-NEXT: gpu.barrier
// CHECK: arith.xori
// CHECK: %[[FROM:.*]] = arith.select %[[VALID:.*]], %{{.*}}, %[[LIN]] : index
// CHECK: %[[V:.*]] = memref.load %[[BUF]][%[[FROM]]]
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: gpu.shuffle
// CHECK: memref.store %[[V]]
// CHECK: arith.select %[[VALID]]
func.func @shuffle_xor(%out: memref<26xf32>, %flags: memref<26xi1>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c13 = arith.constant 13 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c13, %sy = %c2, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %v = arith.sitofp %i : i32 to f32
    %off = arith.constant 1 : i32
    %w = arith.constant 32 : i32
    %s, %ok = gpu.shuffle xor %v, %off, %w : f32
    memref.store %s, %out[%tx] : memref<26xf32>
    %z = arith.constant 0.0 : f32
    %t = arith.select %ok, %s, %z : f32
    memref.store %t, %out[%tx] : memref<26xf32>
    gpu.terminator
  }
  return
}

// -----

// Block sizes the pass cannot see: the buffer holds CUDA's largest block
// (1024 threads + 1) and a cf.assert checks the size at run time. Thread 0
// folds the buffer (op: arith.addi) into the last slot; three barriers.
// CHECK-LABEL: func.func @all_reduce_dynamic(
// CHECK: gpu.launch {{.*}} workgroup(%[[BUF:.*]] : memref<1025xi32, #gpu.address_space<workgroup>>) {
// CHECK: %c1024 = arith.constant 1024 : index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ule, %[[N:.*]], %c1024
// CHECK: cf.assert %[[OK]], "a block of more than 1024 threads uses a gpu collective (CUDA's limit)"
// CHECK: memref.store %{{.*}}, %[[BUF]][%[[LIN:.*]]] :
// CHECK-NEXT: gpu.barrier
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[LIN]], %c0
// CHECK: scf.if %[[FIRST]] {
// CHECK: scf.for %{{.*}} = %c1{{.*}} to %[[N]] step %c1{{.*}} iter_args
// CHECK: arith.addi
// CHECK: memref.store %{{.*}}, %[[BUF]][%c1024{{.*}}]
// CHECK: gpu.barrier
// CHECK: memref.load %[[BUF]][%c1024{{.*}}]
// CHECK-NEXT: gpu.barrier
func.func @all_reduce_dynamic(%out: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %r = gpu.all_reduce add %i uniform {} : (i32) -> (i32)
    memref.store %r, %out[%tx] : memref<?xi32>
    gpu.terminator
  }
  return
}

// -----

// The region form: its body becomes the fold's step. Two collectives of one
// type share the buffer, the launch's own attribution stays first.
// CHECK-LABEL: func.func @region_and_subgroup(
// CHECK: workgroup(%[[OWN:.*]] : memref<4xf32, #gpu.address_space<workgroup>>, %[[BUF:.*]] : memref<65xi32, #gpu.address_space<workgroup>>)
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32) {
// CHECK: %[[X:.*]] = memref.load %[[BUF]]
// CHECK: %[[M:.*]] = arith.maxsi %[[ACC]], %[[X]] : i32
// CHECK: scf.yield %[[M]] : i32
// CHECK-NOT: gpu.yield
// Subgroup reduce, cluster of 4 lanes 2 apart: each thread folds its
// cluster, members past the block's end skipped.
// CHECK: arith.remui %{{.*}}, %c32
// CHECK: scf.for {{.*}} = %c1{{.*}} to %c4{{.*}} step
// CHECK: arith.cmpi ult
// CHECK: scf.if {{.*}} -> (i32)
// CHECK: arith.andi
// CHECK-NOT: gpu.subgroup_reduce
func.func @region_and_subgroup(%out: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%own : memref<4xf32, #gpu.address_space<workgroup>>) {
    %i = arith.index_cast %tx : index to i32
    %m = gpu.all_reduce %i {
    ^bb(%lhs : i32, %rhs : i32):
      %x = arith.maxsi %lhs, %rhs : i32
      gpu.yield %x : i32
    } : (i32) -> (i32)
    %a = gpu.subgroup_reduce and %m cluster(size = 4, stride = 2) : (i32) -> i32
    memref.store %a, %out[%tx] : memref<64xi32>
    gpu.terminator
  }
  return
}

// -----

// Subgroup ids: arithmetic on the linear id, no buffer, no barrier.
// CHECK-LABEL: func.func @ids(
// CHECK-NOT: workgroup(
// CHECK-NOT: gpu.barrier
// CHECK: arith.remui %{{.*}}, %c32
// CHECK: arith.divui %{{.*}}, %c32
// CHECK: arith.ceildivui %{{.*}}, %c32
// CHECK-NOT: gpu.lane_id
func.func @ids(%out: memref<4x64xindex>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %l = gpu.lane_id
    %s = gpu.subgroup_id : index
    %n = gpu.num_subgroups : index
    %z = gpu.subgroup_size : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    memref.store %l, %out[%c0, %tx] : memref<4x64xindex>
    memref.store %s, %out[%c1, %tx] : memref<4x64xindex>
    memref.store %n, %out[%c2, %tx] : memref<4x64xindex>
    memref.store %z, %out[%c3, %tx] : memref<4x64xindex>
    gpu.terminator
  }
  return
}

// -----

// Negative: outside a launch nothing is rewritten (stitch-gpu-to-parallel
// reports it: which block's threads would take part is unknown).
// CHECK-LABEL: func.func @outside(
// CHECK: gpu.all_reduce
func.func @outside(%v: f32) -> f32 {
  %r = gpu.all_reduce add %v {} : (f32) -> (f32)
  return %r : f32
}

// -----

// A shuffle that only the first warp reaches (CUDA's `if (warp == 0)`): the
// branch runs for every thread. Speculatable ops move as they are (their
// no-wrap flags dropped), the load and the store go under an scf.if of the
// condition (the load's value zero where it is false: a defined value), the
// shuffle and the barrier run for all, the result is a select.
// CHECK-LABEL: func.func @first_warp(
// CHECK: %[[FIRST:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : index
// CHECK-NOT: scf.if
// CHECK: %[[X:.*]] = scf.if %[[FIRST]] -> (i32) {
// CHECK-NEXT: %[[L:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<64xi32>
// CHECK-NEXT: scf.yield %[[L]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: scf.yield %[[Z]] : i32
// CHECK: %[[Y:.*]] = arith.addi %[[X]], %{{.*}} : i32
// CHECK: memref.store %[[Y]], %[[BUF:.*]][%{{.*}}]
// CHECK-NEXT: gpu.barrier
// CHECK: %[[S:.*]] = memref.load %[[BUF]]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.store %[[S]], %{{.*}}[%{{.*}}] : memref<64xi32>
// CHECK-NEXT: }
// CHECK: %[[R:.*]] = arith.select %[[FIRST]], %[[S]], %{{.*}} : i32
// CHECK: memref.store %[[R]], %{{.*}}[%{{.*}}] : memref<64xi32>
func.func @first_warp(%in: memref<64xi32>, %out: memref<64xi32>, %out2: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %first = arith.cmpi ult, %tx, %c32 : index
    %r = scf.if %first -> i32 {
      %x = memref.load %in[%tx] : memref<64xi32>
      %y = arith.addi %x, %i overflow<nsw> : i32
      %off = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %s, %ok = gpu.shuffle down %y, %off, %w : i32
      gpu.barrier
      memref.store %s, %out[%tx] : memref<64xi32>
      scf.yield %s : i32
    } else {
      scf.yield %i : i32
    }
    memref.store %r, %out2[%tx] : memref<64xi32>
    gpu.terminator
  }
  return
}

// -----

// Inside a flattened branch: an if whose condition every thread shares
// stays (its effects guarded), a pure if (a loop's `break` flag) is run by
// all, a barrier only a warp needs (stitch.warp_sync, CUDA's __syncwarp)
// is run by all; its branch needs no shuffle to be flattened.
// CHECK-LABEL: func.func @nested(
// CHECK: %[[FIRST:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : index
// CHECK: %[[BIG:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: scf.if %[[BIG]] {
// CHECK: gpu.barrier
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.store
// CHECK: }
// CHECK-NEXT: }
// CHECK-NEXT: %[[FLAG:.*]] = scf.if %[[BIG]] -> (i1) {
// CHECK: gpu.barrier {stitch.warp_sync}
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<32xi32, #gpu.address_space<workgroup>>
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.store
// CHECK-NOT: gpu.barrier
// CHECK: gpu.barrier {stitch.warp_sync}
// CHECK-NOT: scf.if
// CHECK: gpu.terminator
func.func @nested(%out: memref<64xi32>, %n: i32) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %i = arith.index_cast %tx : index to i32
    %first = arith.cmpi ult, %tx, %c32 : index
    scf.if %first {
      %one = arith.constant 1 : i32
      %big = arith.cmpi sgt, %n, %one : i32
      scf.if %big {
        %w = arith.constant 32 : i32
        %s, %ok = gpu.shuffle xor %i, %one, %w : i32
        memref.store %s, %out[%tx] : memref<64xi32>
      }
      %flag = scf.if %big -> i1 {
        %t = arith.constant true
        scf.yield %t : i1
      } else {
        %f = arith.constant false
        scf.yield %f : i1
      }
      gpu.barrier {stitch.warp_sync}
      memref.store %i, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
      %e = arith.extui %flag : i1 to i32
      memref.store %e, %out[%tx] : memref<64xi32>
    }
    scf.if %first {
      gpu.barrier {stitch.warp_sync}
    }
    gpu.terminator
  }
  return
}

// -----

// Inside the flattened `if (!returned)`, `returned` is false (stitch-cuda
// or-s it into loop exits there): the loop's exit does not depend on it.
// CHECK-LABEL: func.func @returned_flag(
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: scf.while
// CHECK: arith.ori %[[F]], %{{.*}} : i1
func.func @returned_flag(%out: memref<64xi32>, %n: i32) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %returned = arith.cmpi ult, %tx, %c32 : index
    %true = arith.constant true
    %live = arith.xori %returned, %true : i1
    scf.if %live {
      %zero = arith.constant 0 : i32
      %r:2 = scf.while (%k = %zero, %v = %i) : (i32, i32) -> (i32, i32) {
        %atn = arith.cmpi eq, %k, %n : i32
        %stop = arith.ori %returned, %atn : i1
        %go = arith.xori %stop, %true : i1
        scf.condition(%go) %k, %v : i32, i32
      } do {
      ^bb0(%k: i32, %v: i32):
        %one = arith.constant 1 : i32
        %w = arith.constant 32 : i32
        %s, %ok = gpu.shuffle xor %v, %one, %w : i32
        %k2 = arith.addi %k, %one : i32
        scf.yield %k2, %s : i32, i32
      }
      memref.store %r#1, %out[%tx] : memref<64xi32>
    }
    gpu.terminator
  }
  return
}

// -----

// Negative: a condition every thread of the block shares (it uses only the
// block id) stays: stitch-cpuify runs such an if as it is.
// CHECK-LABEL: func.func @uniform_condition(
// CHECK: scf.if
// CHECK: gpu.barrier
// CHECK: }
func.func @uniform_condition(%out: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %b0 = arith.cmpi eq, %bx, %c0 : index
    scf.if %b0 {
      %a = gpu.subgroup_reduce add %i : (i32) -> i32
      memref.store %a, %out[%tx] : memref<64xi32>
    }
    gpu.terminator
  }
  return
}

// -----

// Negative: a block-wide gpu.all_reduce under a per-thread condition, and a
// subgroup collective inside another region op (scf.execute_region), are
// not taken out (stitch-cpuify reports them: gpu-collectives.test).
// CHECK-LABEL: func.func @not_flattened(
// CHECK: scf.if
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK: scf.execute_region
// CHECK: gpu.barrier
func.func @not_flattened(%out: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %first = arith.cmpi ult, %tx, %c32 : index
    scf.if %first {
      %a = gpu.all_reduce add %i uniform {} : (i32) -> (i32)
      memref.store %a, %out[%tx] : memref<64xi32>
    }
    scf.if %first {
      %b = scf.execute_region -> i32 {
        %s = gpu.subgroup_reduce add %i : (i32) -> i32
        scf.yield %s : i32
      }
      memref.store %b, %out[%tx] : memref<64xi32>
    }
    gpu.terminator
  }
  return
}

// -----

// A cluster wider than the 32-lane subgroup.
func.func @wide_cluster(%out: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    // expected-error @below {{a cluster of size x stride over the 32-lane subgroup}}
    %a = gpu.subgroup_reduce add %i cluster(size = 16, stride = 4) : (i32) -> i32
    memref.store %a, %out[%tx] : memref<64xi32>
    gpu.terminator
  }
  return
}
