// Kernels stitch-parallel-to-gpu cannot launch get a located error and the
// pass fails, leaving the IR as it was; never wrong code.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(stitch-parallel-to-gpu))'
// The stitch-opt driver exits 1 with the error located in the input.
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-parallel-to-gpu))' 2>&1 | FileCheck %s
// CHECK: parallel-to-gpu-errors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: stitch-parallel-to-gpu: unsupported grid loop with reductions
// A bad option value is reported before anything runs.
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-parallel-to-gpu{host-memory=pinned}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: 'stitch-parallel-to-gpu': option 'host-memory' has value 'pinned'; expected one of copy|none

func.func @grid_reduction(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  // expected-error @+1 {{unsupported grid loop with reductions}}
  %s = scf.parallel (%bx) = (%c0) to (%c4) step (%c1) init (%zero) -> f32 {
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      memref.store %zero, %m[%tx] : memref<4xf32>
      scf.reduce
    }
    %v = memref.load %m[%bx] : memref<4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %r = arith.addf %a, %b : f32
      scf.reduce.return %r : f32
    }
  }
  return %s : f32
}

// -----

func.func @thread_reduction(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    // expected-error @+1 {{unsupported thread loop with reductions}}
    %s = scf.parallel (%tx) = (%c0) to (%c4) step (%c1) init (%zero) -> f32 {
      %v = memref.load %m[%tx] : memref<4xf32>
      scf.reduce(%v : f32) {
      ^bb0(%a: f32, %b: f32):
        %r = arith.addf %a, %b : f32
        scf.reduce.return %r : f32
      }
    }
    memref.store %s, %m[%bx] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

func.func @four_d_grid(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  // expected-error @+1 {{unsupported grid loop with more than 3 dimensions}}
  scf.parallel (%a, %b, %c, %d) = (%c0, %c0, %c0, %c0) to (%c2, %c2, %c2, %c2) step (%c1, %c1, %c1, %c1) {
    scf.parallel (%tx) = (%c0) to (%c2) step (%c1) {
      memref.store %one, %m[%tx] : memref<4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @per_block_thread_count(%m: memref<64xf32>, %sizes: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %n = memref.load %sizes[%bx] : memref<4xindex>
    // expected-error @+1 {{thread loop bounds must be constants or defined outside the grid loop}}
    scf.parallel (%tx) = (%c0) to (%n) step (%c1) {
      memref.store %one, %m[%tx] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A dynamic shared array other than the memref<?xi8> of dynamic shared
// memory (which becomes dynamic_shared_memory_size) has no CUDA form.
func.func @dynamic_shared(%m: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    // expected-error @+1 {{shared memory (an alloca in the grid body) must have a static shape, or be the one memref<?xi8> of dynamic shared memory sized outside the grid loop}}
    %sh = memref.alloca(%n) : memref<?xf32>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      memref.store %one, %sh[%tx] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Dynamic shared memory whose size depends on the block: a launch has one
// size for all blocks.
func.func @dynamic_shared_per_block(%m: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %bytes = arith.addi %bx, %n : index
    // expected-error @+1 {{must have a static shape, or be the one memref<?xi8> of dynamic shared memory sized outside the grid loop}}
    %sh = memref.alloca(%bytes) : memref<?xi8>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %sh[%tx] : memref<?xi8>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Two of them: a launch has one dynamic shared memory buffer.
func.func @two_dynamic_shared(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %a = memref.alloca(%n) : memref<?xi8>
    // expected-error @+1 {{must have a static shape, or be the one memref<?xi8> of dynamic shared memory sized outside the grid loop}}
    %b = memref.alloca(%n) : memref<?xi8>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %a[%tx] : memref<?xi8>
      memref.store %v, %b[%tx] : memref<?xi8>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func private @use(memref<4xf32>)

func.func @shared_passed_to_call() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<4xf32>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      // expected-error @+1 {{cannot change the memory space of a memref used by 'func.call'}}
      func.call @use(%sh) : (memref<4xf32>) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @block_code_result_used(%count: memref<1xf32>, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    // expected-error @+1 {{block code with memory effects outside the thread loops runs in thread 0 only}}
    %old = memref.atomic_rmw addf %one, %count[%c0] : (f32, memref<1xf32>) -> f32
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      memref.store %old, %m[%tx] : memref<4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @different_dynamic_sizes(%m: memref<64xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%n) step (%c1) {
      memref.store %one, %m[%tx] : memref<64xf32>
      scf.reduce
    }
    // expected-error @+1 {{thread loops of one grid loop with different dynamic sizes are not supported}}
    scf.parallel (%tx) = (%c0) to (%k) step (%c1) {
      memref.store %one, %m[%tx] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @too_many_threads(%m: memref<64x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  // expected-error @+1 {{2048 threads per block; CUDA allows at most 1024}}
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c64, %c32) step (%c1, %c1) {
      memref.store %one, %m[%tx, %ty] : memref<64x32xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @deep_z(%m: memref<128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %one = arith.constant 1.0 : f32
  // expected-error @+1 {{thread loop dimension larger than a CUDA block allows}}
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx, %ty, %tz) = (%c0, %c0, %c0) to (%c1, %c1, %c128) step (%c1, %c1, %c1) {
      memref.store %one, %m[%tz] : memref<128xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// expected-error @+1 {{cannot copy a host memref with a non-identity layout to the device}}
func.func @strided_host_buffer(%m: memref<16xf32, strided<[2]>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      memref.store %one, %m[%tx] : memref<16xf32, strided<[2]>>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// expected-error @+1 {{cannot copy an unranked host memref to the device}}
func.func @unranked_host_buffer(%u: memref<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %m = memref.cast %u : memref<*xf32> to memref<16xf32>
      memref.store %one, %m[%tx] : memref<16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The 16-thread loop runs in a 32-thread block under tid < 16; its barrier
// sits in an scf.for whose trip count is loaded by the threads, which the
// other 16 threads do not do: they could not know how often to wait.
func.func @barrier_depends_on_guarded_value(%m: memref<32xf32>, %n: memref<32xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      memref.store %one, %m[%tx] : memref<32xf32>
      scf.reduce
    }
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %k = memref.load %n[%c0] : memref<32xindex>
      // expected-error @+1 {{control flow around a barrier depends on a value only the threads of a smaller thread loop compute}}
      scf.for %i = %c0 to %k step %c1 {
        memref.store %one, %m[%tx] : memref<32xf32>
        stitch.barrier %tx
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @one_block_in_parallel_loop(%m: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    scf.for %j = %c0 to %c2 step %c1 {
      // expected-error @+1 {{unsupported grid loop nested in a parallel loop or gpu.launch}}
      scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
        memref.store %one, %m[%tx] : memref<32xf32>
        stitch.barrier %tx
        scf.reduce
      }
    }
    scf.reduce
  }
  return
}

// -----

func.func @thread_loop_in_block_loop(%m: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      memref.store %one, %m[%tx] : memref<32xf32>
      scf.reduce
    }
    // expected-error @+1 {{unsupported thread loop nested in block code}}
    scf.for %i = %c0 to %c4 step %c1 {
      scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
        memref.store %one, %m[%tx] : memref<32xf32>
        scf.reduce
      }
    }
    scf.reduce
  }
  return
}

// -----

func.func @grid_in_parallel_loop(%m: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    scf.for %j = %c0 to %c2 step %c1 {
      // expected-error @+1 {{unsupported grid loop nested in a parallel loop or gpu.launch}}
      scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
        scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
          memref.store %one, %m[%tx] : memref<32xf32>
          scf.reduce
        }
        scf.reduce
      }
    }
    scf.reduce
  }
  return
}

// -----

func.func @tall_grid(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c70000 = arith.constant 70000 : index
  %one = arith.constant 1.0 : f32
  // expected-error @+1 {{grid loop dimension larger than a CUDA grid allows}}
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c1, %c70000) step (%c1, %c1) {
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      memref.store %one, %m[%tx] : memref<4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A one-block kernel (a thread loop with barriers and no grid loop) is
// checked like the others.
func.func @one_block_too_many_threads(%m: memref<2048xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2048 = arith.constant 2048 : index
  %one = arith.constant 1.0 : f32
  // expected-error @+1 {{thread loop dimension larger than a CUDA block allows}}
  scf.parallel (%tx) = (%c0) to (%c2048) step (%c1) {
    memref.store %one, %m[%tx] : memref<2048xf32>
    stitch.barrier %tx
    scf.reduce
  }
  return
}

// -----

func.func @barrier_of_nested_loop(%m: memref<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
        memref.store %one, %m[%tx, %i] : memref<4x8xf32>
        // expected-error @+1 {{unsupported barrier of a loop that is not a thread loop of the kernel}}
        stitch.barrier %i
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
