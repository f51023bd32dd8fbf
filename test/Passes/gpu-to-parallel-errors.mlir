// Forms stitch-gpu-to-parallel cannot express get a located error and the
// pass fails, never wrong code.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))'
// The stitch-opt driver exits 1 with the error located in the input.
// RUN: not stitch-opt %s --split-input-file --stitch-gpu-to-parallel 2>&1 | FileCheck %s
// CHECK: gpu-to-parallel-errors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: stitch-gpu-to-parallel: unsupported gpu.launch with clusters

// (Async launches and copies run synchronously: test/Execution/async-host-gpu-ops.mlir.)

func.func @clusters(%n: index) {
  // expected-error @+1 {{unsupported gpu.launch with clusters}}
  gpu.launch clusters(%cx, %cy, %cz) in (%a = %n, %b = %n, %c = %n)
             blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}

// -----

// Dynamic shared memory is supported (test/Execution/gpu-launch-dynamic-
// shared.mlir), but not a use of it that cannot leave the workgroup memory
// space: a call's operand type is fixed by the callee.
func.func private @use(memref<?xi8, #gpu.address_space<workgroup>>)
func.func @dynamic_shared_memory_call(%n: index, %bytes: i32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             dynamic_shared_memory_size %bytes {
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    // expected-error @+1 {{stitch-gpu-to-parallel: }}
    func.call @use(%dyn) : (memref<?xi8, #gpu.address_space<workgroup>>) -> ()
    gpu.terminator
  }
  return
}

// -----

// gpu.terminator is not the only exit: unstructured control flow in the
// body has no scf.parallel equivalent. (The kernel pipelines run
// stitch-lift-launch-cfg first, which makes this one structured:
// test/Execution/launch-body-cfg.mlir.)
func.func @several_blocks(%n: index, %c: i1) {
  // expected-error @+1 {{unsupported gpu.launch body with several blocks}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    cf.cond_br %c, ^early, ^late
  ^early:
    gpu.terminator
  ^late:
    gpu.barrier
    gpu.terminator
  }
  return
}

// -----

func.func @dynamic_shape_attribution(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             // expected-error @+1 {{unsupported gpu.launch memory attribution of dynamic shape}}
             workgroup(%sh : memref<?xf32, #gpu.address_space<workgroup>>) {
    gpu.terminator
  }
  return
}

// -----

// Subgroup-level ids are stitch-lower-gpu-collectives' (run before this pass
// in the kernel pipelines); cluster ids have no meaning in the block/thread
// loops.
func.func @subgroups(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @+1 {{unsupported 'gpu.lane_id' in a gpu.launch body (no CPU equivalent in this pass: run stitch-lower-gpu-collectives first, as the kernel pipelines do)}}
    %l = gpu.lane_id
    // expected-error @+1 {{unsupported 'gpu.subgroup_id' in a gpu.launch body}}
    %s = gpu.subgroup_id : index
    // expected-error @+1 {{unsupported 'gpu.subgroup_size' in a gpu.launch body}}
    %z = gpu.subgroup_size : index
    // expected-error @+1 {{unsupported 'gpu.num_subgroups' in a gpu.launch body}}
    %k = gpu.num_subgroups : index
    // expected-error @+1 {{unsupported 'gpu.cluster_id' in a gpu.launch body}}
    %c = gpu.cluster_id x
    %t = gpu.thread_id x
    gpu.terminator
  }
  return
}

// -----

// Ids used in nested regions are found there too.
func.func @shuffle_in_loop(%n: index, %v: f32, %w: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    scf.for %i = %c0 to %n step %c1 {
      // expected-error @+1 {{unsupported 'gpu.shuffle' in a gpu.launch body}}
      %r, %ok = gpu.shuffle xor %v, %w, %w : f32
    }
    gpu.terminator
  }
  return
}

// -----

func.func @outside_launch(%m: memref<4xf32>) {
  // expected-error @+1 {{'gpu.barrier' outside a gpu.launch is not supported}}
  gpu.barrier
  // expected-error @+1 {{'gpu.thread_id' outside a gpu.launch is not supported}}
  %t = gpu.thread_id x
  return
}

// -----

// Only uniform structured control flow may enclose a barrier (what
// stitch.barrier allows between itself and its thread loop).
func.func @barrier_in_parallel(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    scf.for %i = %c0 to %n step %c1 {
      scf.parallel (%j) = (%c0) to (%n) step (%c1) {
        // expected-error @+1 {{unsupported gpu.barrier inside 'scf.parallel'}}
        gpu.barrier
        scf.reduce
      }
    }
    scf.execute_region {
      // expected-error @+1 {{unsupported gpu.barrier inside 'scf.execute_region'}}
      gpu.barrier
      scf.yield
    }
    gpu.terminator
  }
  return
}

// -----

func.func @nested_launch(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @+1 {{unsupported 'gpu.launch' in a gpu.launch body}}
    gpu.launch blocks(%bx2, %by2, %bz2) in (%gx2 = %n, %gy2 = %n, %gz2 = %n)
               threads(%tx2, %ty2, %tz2) in (%sx2 = %n, %sy2 = %n, %sz2 = %n) {
      gpu.barrier
      gpu.terminator
    }
    gpu.terminator
  }
  return
}

// -----

// Uses whose types would have to change with the attribution's (a callee's
// signature) are reported, not left ill-typed. (scf.if results, scf.for
// iter_args and selects forwarding it move with it:
// test/Execution/review22-select-workgroup.mlir.)
func.func private @consume(memref<16xf32, #gpu.address_space<workgroup>>)
func.func private @consume_private(memref<8xf32, strided<[1]>, #gpu.address_space<private>>)

func.func @untypable_uses(%n: index, %c: i1) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             workgroup(%sh : memref<16xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<16xf32, #gpu.address_space<private>>) {
    // expected-error @+1 {{cannot change the memory space of a memref used by 'func.call'}}
    func.call @consume(%sh) : (memref<16xf32, #gpu.address_space<workgroup>>) -> ()
    %sub = memref.subview %p[0] [8] [1]
        : memref<16xf32, #gpu.address_space<private>> to memref<8xf32, strided<[1]>, #gpu.address_space<private>>
    // expected-error @+1 {{cannot change the memory space of a memref used by 'func.call'}}
    func.call @consume_private(%sub) : (memref<8xf32, strided<[1]>, #gpu.address_space<private>>) -> ()
    gpu.terminator
  }
  return
}

// -----

// A host GPU op with no CPU meaning here (gpu.memset, host_register and
// the memory ops are supported).
func.func @set_device(%d: i32) {
  // expected-error @+1 {{'gpu.set_default_device' on the host is not supported}}
  gpu.set_default_device %d
  return
}

// -----

// Shared memory declared by an alloca in the workgroup space, not by an
// attribution: which threads share it is not the op's to say.
func.func @workgroup_alloca(%a: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{an allocation in a GPU memory space inside a gpu.launch is not supported}}
    %p = memref.alloca() : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// -----

// A workgroup-space global read in a launch: one CPU global would be shared
// by every block; stitch-workgroup-globals (in the kernel pipelines) makes
// it an attribution first.
memref.global "private" @tile : memref<16xf32, 3>
func.func @workgroup_global(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @+1 {{stitch-gpu-to-parallel: a global in the workgroup memory space inside a gpu.launch: run stitch-workgroup-globals first}}
    %t = memref.get_global @tile : memref<16xf32, 3>
    gpu.terminator
  }
  return
}

// -----

// Async GPU ops run synchronously (their dependencies dropped), but a token
// carried through a loop would be left without its producer's meaning.
func.func @token_through_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = gpu.wait async
  // expected-error @+1 {{stitch-gpu-to-parallel: an async token used by 'scf.for'}}
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%tok = %t0) -> (!gpu.async.token) {
    %t1 = gpu.launch async [%tok] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    // expected-error @+1 {{stitch-gpu-to-parallel: an async token used by 'scf.yield': GPU ops run synchronously on the CPU, so only GPU ops may wait on tokens}}
    scf.yield %t1 : !gpu.async.token
  }
  gpu.wait [%t]
  return
}

// -----

// (memref.atomic_rmw muli and mulf become generic_atomic_rmw:
// gpu-to-parallel.mlir, test/Execution/review18-lowering-gaps.mlir and
// test/Execution/float-atomics.mlir.)

// A private-space global: one copy per thread, which no global gives.
memref.global "private" @scratch : memref<4xf32, 5>
func.func @private_global(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @+1 {{stitch-gpu-to-parallel: a global in the private memory space inside a gpu.launch is not supported (each thread has its own copy: declare it as a private(...) attribution of the launch)}}
    %t = memref.get_global @scratch : memref<4xf32, 5>
    gpu.terminator
  }
  return
}
