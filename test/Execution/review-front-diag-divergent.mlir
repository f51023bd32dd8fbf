// Divergent barriers reached through the gpu.launch front end: each
// barrier sits under control flow whose bounds or condition differ between
// the threads of a block (thread indices, per-thread loads of global,
// shared or private memory, a thread-index comparison that is not constant
// over the block or whose block size is not static, scf.while carried
// values that start per thread, iter_args that add the thread index, a
// result of a divergent scf.if or scf.while), or under an op other than
// scf.for/scf.if/scf.while. Each must be a located error and exit 1, never
// thread 0's choice applied to all threads. The barriers order shared
// memory accesses so that stitch-barrier-elim keeps them in the default
// pipeline (without them it erases the barriers of D3, D9 and D11, which
// order nothing, and the kernels compile per thread); the explicit pipeline
// runs the uniformity check of stitch-cpuify directly after
// stitch-gpu-to-parallel.
// RUN: not stitch-opt %s --split-input-file --stitch-to-openmp 2>&1 | FileCheck %s
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' 2>&1 | FileCheck %s
// D1: barrier under an scf.if on the thread index.
func.func @if_tid(%out: memref<64xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c3, %sz = %c1) {
    %c = arith.cmpi ult, %ty, %c1 : index
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
    scf.if %c {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D2: scf.for bound from a per-thread load of global memory.
func.func @for_load_global(%in: memref<64xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c7, %sy = %c1, %sz = %c1) {
    %g = gpu.global_id x
    %m = memref.load %in[%g] : memref<64xindex>
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
    scf.for %i = %c0 to %m step %c1 {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D3: scf.while whose condition reads a private attribution each thread writes.
func.func @while_private(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c6, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xindex, #gpu.address_space<workgroup>>)
             private(%p : memref<1xindex, #gpu.address_space<private>>) {
    memref.store %tx, %p[%c0] : memref<1xindex, #gpu.address_space<private>>
         // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:10: error: stitch-cpuify: the condition of an scf.while around a barrier must be the same for all threads
    %r = scf.while (%a = %c0) : (index) -> index {
      %lim = memref.load %p[%c0] : memref<1xindex, #gpu.address_space<private>>
      %c = arith.cmpi ult, %a, %lim : index
      scf.condition(%c) %a : index
    } do {
    ^bb0(%a: index):
      memref.store %a, %sh[%tx] : memref<8xindex, #gpu.address_space<workgroup>>
      gpu.barrier
      %x = memref.load %sh[%c0] : memref<8xindex, #gpu.address_space<workgroup>>
      %a1 = arith.addi %x, %c1 : index
      scf.yield %a1 : index
    }
    gpu.terminator
  }
  return
}

// -----

// D4: scf.for bound from shared memory at a thread-dependent address.
func.func @for_shared_tid(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c6, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<8xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %m = memref.load %sh[%tx] : memref<8xindex, #gpu.address_space<workgroup>>
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
    scf.for %i = %c0 to %m step %c1 {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D5: a uniform scf.if holding the barrier, inside a divergent scf.if.
func.func @uniform_in_divergent(%n: index, %u: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c6, %sy = %c1, %sz = %c1) {
    %c = arith.cmpi ugt, %tx, %c0 : index
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
    scf.if %c {
      scf.if %u {
        gpu.barrier
      }
    }
    gpu.terminator
  }
  return
}

// -----

// D6: a bound yielded by a divergent scf.if (both branches yield the same
// argument: uniform-looking, but the analysis cannot see it).
func.func @yield_of_divergent_if(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c6, %sy = %c1, %sz = %c1) {
    %c = arith.cmpi ugt, %tx, %c0 : index
    %b = scf.if %c -> index {
      %s = arith.addi %m, %c0 : index
      scf.yield %s : index
    } else {
      scf.yield %m : index
    }
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
    scf.for %i = %c0 to %b step %c1 {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D7: thread-index comparison that is not constant over the block (tx < 2
// in a block of 3).
func.func @cmp_not_constant(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c1, %sz = %c1) {
    %c = arith.cmpi slt, %tx, %c2 : index
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
    scf.if %c {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D8: the same comparison in a block whose size is a function argument.
func.func @cmp_dynamic_block(%n: index, %bd: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %bd, %sy = %c1, %sz = %c1) {
    %c = arith.cmpi slt, %tx, %c64 : index
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
    scf.if %c {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D9: scf.while whose carried value starts per thread.
func.func @while_init_tid(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xindex, #gpu.address_space<workgroup>>) {
         // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:10: error: stitch-cpuify: the condition of an scf.while around a barrier must be the same for all threads
    %r = scf.while (%a = %tx) : (index) -> index {
      %c = arith.cmpi ult, %a, %c8 : index
      scf.condition(%c) %a : index
    } do {
    ^bb0(%a: index):
      memref.store %a, %sh[%tx] : memref<8xindex, #gpu.address_space<workgroup>>
      gpu.barrier
      %x = memref.load %sh[%c0] : memref<8xindex, #gpu.address_space<workgroup>>
      memref.store %x, %sh[%c5] : memref<8xindex, #gpu.address_space<workgroup>>
      %a1 = arith.addi %a, %c1 : index
      scf.yield %a1 : index
    }
    gpu.terminator
  }
  return
}

// -----

// D10: uniform inner loop holding the barrier, in a divergent outer loop
// without one of its own.
func.func @uniform_in_divergent_for(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1) {
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
    scf.for %i = %c0 to %tx step %c1 {
      scf.for %j = %c0 to %c3 step %c1 {
        gpu.barrier
      }
    }
    gpu.terminator
  }
  return
}

// -----

// D11: a loop counter made per thread by an iter_arg that adds the thread
// index, bounding an inner loop with a barrier.
func.func @iter_arg_tid(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xindex, #gpu.address_space<workgroup>>) {
    %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %c0) -> index {
      // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:7: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
      scf.for %j = %c0 to %a step %c1 {
        memref.store %j, %sh[%tx] : memref<8xindex, #gpu.address_space<workgroup>>
        gpu.barrier
        %x = memref.load %sh[%c0] : memref<8xindex, #gpu.address_space<workgroup>>
        memref.store %x, %sh[%c5] : memref<8xindex, #gpu.address_space<workgroup>>
      }
      %a1 = arith.addi %a, %tx : index
      scf.yield %a1 : index
    }
    gpu.terminator
  }
  return
}

// -----

// D12: per-thread step.
func.func @for_step_tid(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c5 = arith.constant 5 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1) {
    %s = arith.addi %tx, %c1 : index
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the bounds of an scf.for around a barrier must be the same for all threads
    scf.for %j = %c0 to %c9 step %s {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D13: scf.if whose condition is a uniform-looking value computed inside a
// divergent scf.while and forwarded out of it.
func.func @forwarded_from_divergent_while(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1) {
    %r = scf.while (%a = %c0) : (index) -> index {
      %c = arith.cmpi ult, %a, %tx : index
      scf.condition(%c) %a : index
    } do {
    ^bb0(%a: index):
      %a1 = arith.addi %a, %c1 : index
      scf.yield %a1 : index
    }
    %odd = arith.cmpi eq, %r, %c1 : index
    // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
    scf.if %odd {
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

// D14: barrier under a multi-block scf.execute_region in a launch (a
// one-block region is inlined by stitch-lift-launch-cfg; several blocks stay
// unsupported).
func.func @execute_region(%n: index) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1) {
    scf.execute_region {
      cf.br ^bb1
    ^bb1:
      // CHECK: review-front-diag-divergent.mlir:[[@LINE+1]]:7: error: stitch-gpu-to-parallel: unsupported gpu.barrier inside 'scf.execute_region'
      gpu.barrier
      scf.yield
    }
    gpu.terminator
  }
  return
}
