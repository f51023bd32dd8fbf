// stitch-parallel-to-gpu: GPU-style kernels become gpu.launch ops with
// workgroup memory, gpu.barrier and device copies of host buffers.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-parallel-to-gpu))' | FileCheck %s
// The launches outline (gpu-kernel-outlining) and lower to NVVM.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-parallel-to-gpu),gpu-kernel-outlining,func.func(gpu-async-region),gpu-lower-to-nvvm-pipeline{cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa})' | FileCheck %s --check-prefix=NVVM
// NVVM-NOT: gpu.launch {{.*}}blocks
// NVVM-NOT: scf.parallel
// NVVM-NOT: stitch.barrier
// host-memory=none passes host memrefs as they are.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-parallel-to-gpu{host-memory=none}))' | FileCheck %s --check-prefix=NONE
// NONE-NOT: gpu.memcpy
// NONE-LABEL: func.func @reduce
// NONE-SAME: (%[[IN:.*]]: memref<256xf32>,
// NONE: gpu.launch
// NONE: memref.load %[[IN]]

// 1-D grid and threads: shared alloca as workgroup attribution, barrier,
// copies of both host buffers in, only the written one back.
// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[IN:.*]]: memref<256xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK: %[[DIN:.*]] = gpu.alloc () : memref<256xf32>
// CHECK-NEXT: gpu.memcpy %[[DIN]], %[[IN]] : memref<256xf32>, memref<256xf32>
// CHECK-NEXT: %[[DOUT:.*]] = gpu.alloc () : memref<4xf32>
// CHECK-NEXT: gpu.memcpy %[[DOUT]], %[[OUT]] : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c4{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c64{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}) workgroup(%[[SH:.*]] : memref<64xf32, #gpu.address_space<workgroup>>) {
// CHECK: %[[G:.*]] = arith.addi %{{.*}}, %[[TX]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %[[DIN]][%[[G]]] : memref<256xf32>
// CHECK-NEXT: memref.store %[[V]], %[[SH]][%[[TX]]] : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: gpu.barrier
// CHECK: scf.if
// CHECK-NEXT: memref.load %[[SH]]
// CHECK-NEXT: memref.store %{{.*}}, %[[DOUT]][%[[BX]]] : memref<4xf32>
// CHECK: gpu.terminator
// CHECK-NEXT: }
// Only the output comes back.
// CHECK-NEXT: gpu.memcpy %[[OUT]], %[[DOUT]] : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.dealloc %[[DIN]] : memref<256xf32>
// CHECK-NEXT: gpu.dealloc %[[DOUT]] : memref<4xf32>
// CHECK-NOT: scf.parallel
// CHECK-NOT: stitch.barrier
// CHECK: return

func.func @reduce(%in: memref<256xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<64xf32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %g = arith.addi %base, %tx : index
      %v = memref.load %in[%g] : memref<256xf32>
      memref.store %v, %sh[%tx] : memref<64xf32>
      stitch.barrier %tx
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %r = memref.load %sh[%c0] : memref<64xf32>
        memref.store %r, %out[%bx] : memref<4xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// 2-D grid and threads with lower bounds and steps: induction variables
// are lb + id * step, sizes ceildiv(ub - lb, step) folded to constants.
// CHECK-LABEL: func.func @two_d
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %c4{{(_[0-9]+)?}}, %{{.*}} = %c3{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in (%{{.*}} = %c16{{(_[0-9]+)?}}, %{{.*}} = %c4{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}) {
// CHECK-NEXT: %[[I:.*]] = arith.muli %[[BX]], %c16{{(_[0-9]+)?}} : index
// CHECK-NEXT: %[[JS:.*]] = arith.muli %[[BY]], %c16{{(_[0-9]+)?}} : index
// CHECK-NEXT: %[[J:.*]] = arith.addi %c16{{(_[0-9]+)?}}, %[[JS]] : index
// CHECK-NEXT: %[[TS:.*]] = arith.muli %[[TY]], %c2{{(_[0-9]+)?}} : index
// CHECK-NEXT: %[[T:.*]] = arith.addi %c1{{(_[0-9]+)?}}, %[[TS]] : index
// CHECK-NEXT: arith.addi %[[I]], %[[TX]] : index
// CHECK-NEXT: arith.addi %[[J]], %[[T]] : index

func.func @two_d(%m: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx, %by) = (%c0, %c16) to (%c64, %c64) step (%c16, %c16) {
    scf.parallel (%tx, %ty) = (%c0, %c1) to (%c16, %c8) step (%c1, %c2) {
      %i = arith.addi %bx, %tx : index
      %j = arith.addi %by, %ty : index
      %v = memref.load %m[%i, %j] : memref<64x64xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i, %j] : memref<64x64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Dynamic grid and block sizes: computed on the host, launch skipped when
// either is empty; a read-only input is not copied back.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[T:.*]]: index)
// CHECK: %[[NP:.*]] = arith.cmpi sgt, %[[N]], %{{.*}} : index
// CHECK: %[[TP:.*]] = arith.cmpi sgt, %[[T]], %{{.*}} : index
// CHECK: %[[COND:.*]] = arith.andi %[[NP]], %[[TP]] : i1
// CHECK: scf.if %[[COND]] {
// CHECK: %[[DIM:.*]] = memref.dim %[[IN]], %{{.*}} : memref<?xf32>
// CHECK-NEXT: %[[DIN:.*]] = gpu.alloc (%[[DIM]]) : memref<?xf32>
// CHECK-NEXT: gpu.memcpy %[[DIN]], %[[IN]]
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[N]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[T]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) {
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NOT: gpu.memcpy %[[IN]]
// CHECK: gpu.memcpy %[[OUT]], %{{.*}} : memref<?xf32>, memref<?xf32>
// CHECK-NOT: gpu.memcpy %[[IN]]
// CHECK: return

func.func @dynamic(%in: memref<?xf32>, %out: memref<?xf32>, %n: index, %t: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%bx) = (%c0) to (%n) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%t) step (%c1) {
      %b = arith.muli %bx, %t : index
      %g = arith.addi %b, %tx : index
      %v = memref.load %in[%g] : memref<?xf32>
      memref.store %v, %out[%g] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Block code around the threads: a read every thread does, a store only
// thread 0 does, with barriers between them and the thread loop.
// CHECK-LABEL: func.func @block_code
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%[[SH:.*]] : memref<32xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[X0:.*]] = arith.cmpi eq, %[[TX:.*]], %[[ZERO:.*]] : index
// CHECK-NEXT: %[[Y0:.*]] = arith.cmpi eq, %{{.*}}, %[[ZERO]] : index
// CHECK-NEXT: %[[XY0:.*]] = arith.andi %[[X0]], %[[Y0]] : i1
// CHECK-NEXT: %[[Z0:.*]] = arith.cmpi eq, %{{.*}}, %[[ZERO]] : index
// CHECK-NEXT: %[[T0:.*]] = arith.andi %[[XY0]], %[[Z0]] : i1
// Every thread reads the block's scale, before any thread writes.
// CHECK-NEXT: %[[SCALE:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<8xf32>
// CHECK-NEXT: gpu.barrier
// CHECK: arith.mulf %{{.*}}, %[[SCALE]] : f32
// CHECK-NEXT: memref.store %{{.*}}, %[[SH]][%[[TX]]]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[R:.*]] = memref.load %[[SH]]
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.if %[[T0]] {
// CHECK-NEXT: memref.store %[[R]]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator

func.func @block_code(%in: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%bx) = (%c0) to (%c8) step (%c1) {
    %sh = memref.alloca() : memref<32xf32>
    %scale = memref.load %in[%bx] : memref<8xf32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      %x = arith.index_cast %tx : index to i32
      %f = arith.sitofp %x : i32 to f32
      %y = arith.mulf %f, %scale : f32
      memref.store %y, %sh[%tx] : memref<32xf32>
      scf.reduce
    }
    %r = memref.load %sh[%c0] : memref<32xf32>
    memref.store %r, %out[%bx] : memref<8xf32>
    scf.reduce
  }
  return
}

// -----

// Two thread loops of different sizes: the block has 32 threads; the
// 16-thread loop runs under tid < 16, below its barrier, and the value
// crossing the barrier comes out of the guard (ub.poison elsewhere).
// CHECK-LABEL: func.func @two_sizes
// CHECK: gpu.launch {{.*}} threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c32{{(_[0-9]+)?}},
// CHECK-NEXT: memref.store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[ACTIVE:.*]] = arith.cmpi slt, %[[TX]], %c16{{(_[0-9]+)?}} : index
// CHECK-NEXT: %[[O:.*]] = arith.addi %[[TX]], %{{.*}} : index
// CHECK-NEXT: %[[A:.*]] = scf.if %[[ACTIVE]] -> (f32) {
// CHECK-NEXT: %[[L:.*]] = memref.load %{{.*}}[%[[O]]]
// CHECK-NEXT: scf.yield %[[L]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[P:.*]] = ub.poison : f32
// CHECK-NEXT: scf.yield %[[P]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.if %[[ACTIVE]] {
// CHECK-NEXT: memref.store %[[A]]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator

func.func @two_sizes(%out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    %sh = memref.alloca() : memref<32xf32>
    scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
      memref.store %one, %sh[%tx] : memref<32xf32>
      scf.reduce
    }
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %o = arith.addi %tx, %c16 : index
      %a = memref.load %sh[%o] : memref<32xf32>
      stitch.barrier %tx
      memref.store %a, %out[%tx] : memref<16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Views: a subview of a host buffer is rebuilt on its device copy (one
// copy of the buffer); a subview of shared memory takes the workgroup
// memory space.
// CHECK-LABEL: func.func @views
// CHECK-SAME: (%[[M:.*]]: memref<16x16xf32>)
// CHECK: %[[DM:.*]] = gpu.alloc () : memref<16x16xf32>
// CHECK-NEXT: gpu.memcpy %[[DM]], %[[M]]
// CHECK-NEXT: %[[DROW:.*]] = memref.subview %[[DM]][4, 0] [1, 16] [1, 1] : memref<16x16xf32> to memref<16xf32, strided<[1], offset: 64>>
// CHECK-NEXT: gpu.launch
// CHECK-SAME: workgroup(%[[SH:.*]] : memref<2x8xf32, #gpu.address_space<workgroup>>)
// CHECK-NEXT: %[[HALF:.*]] = memref.subview %[[SH]][1, 0] [1, 8] [1, 1] : memref<2x8xf32, #gpu.address_space<workgroup>> to memref<8xf32, strided<[1], offset: 8>, #gpu.address_space<workgroup>>
// CHECK: memref.load %[[DROW]]
// CHECK-NEXT: memref.store %{{.*}}, %[[HALF]]
// CHECK: memref.store %{{.*}}, %[[DM]]
// CHECK: gpu.memcpy %[[M]], %[[DM]]
// CHECK-NOT: gpu.memcpy
// CHECK: return

func.func @views(%m: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %row = memref.subview %m[4, 0] [1, 16] [1, 1] : memref<16x16xf32> to memref<16xf32, strided<[1], offset: 64>>
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<2x8xf32>
    %half = memref.subview %sh[1, 0] [1, 8] [1, 1] : memref<2x8xf32> to memref<8xf32, strided<[1], offset: 8>>
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      %b = arith.muli %bx, %c8 : index
      %g = arith.addi %b, %tx : index
      %v = memref.load %row[%g] : memref<16xf32, strided<[1], offset: 64>>
      memref.store %v, %half[%tx] : memref<8xf32, strided<[1], offset: 8>>
      stitch.barrier %tx
      %w = memref.load %half[%tx] : memref<8xf32, strided<[1], offset: 8>>
      memref.store %w, %m[%tx, %g] : memref<16x16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A host loop around the kernel: one launch (with its copies) per
// iteration; device buffers from gpu.alloc are passed as they are.
// CHECK-LABEL: func.func @host_loop
// CHECK-SAME: (%[[BUF:.*]]: memref<64xf32>,
// CHECK: %[[DEV:.*]] = gpu.alloc () : memref<64xf32>
// CHECK-NEXT: scf.for
// CHECK: %[[DBUF:.*]] = gpu.alloc () : memref<64xf32>
// CHECK-NEXT: gpu.memcpy %[[DBUF]], %[[BUF]]
// CHECK-NEXT: gpu.launch
// CHECK: memref.store %{{.*}}, %[[DBUF]]
// CHECK-NEXT: memref.store %{{.*}}, %[[DEV]]
// CHECK: gpu.memcpy %[[BUF]], %[[DBUF]]
// CHECK-NEXT: gpu.dealloc %[[DBUF]]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.dealloc %[[DEV]]

func.func @host_loop(%buf: memref<64xf32>, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %one = arith.constant 1.0 : f32
  %dev = gpu.alloc () : memref<64xf32>
  scf.for %s = %c0 to %steps step %c1 {
    scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
      scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
        %v = memref.load %buf[%tx] : memref<64xf32>
        %w = arith.addf %v, %one : f32
        memref.store %w, %buf[%tx] : memref<64xf32>
        memref.store %w, %dev[%tx] : memref<64xf32>
        scf.reduce
      }
      scf.reduce
    }
  }
  gpu.dealloc %dev : memref<64xf32>
  return
}

// -----

// An empty grid: nothing to launch.
// CHECK-LABEL: func.func @empty_grid
// CHECK-NOT: gpu.launch
// CHECK-NOT: scf.parallel
// CHECK: return

func.func @empty_grid(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c0) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      memref.store %one, %m[%tx] : memref<4xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Dynamic thread count and block code with effects: the block has
// max(t, 1) threads so thread 0 runs the block code even when t <= 0; the
// thread loop runs under tid < t.
// CHECK-LABEL: func.func @dynamic_block_code
// CHECK-SAME: %[[T:[a-z0-9]+]]: index)
// CHECK: %[[THREADS:.*]] = arith.maxsi %[[T]], %{{.*}} : index
// CHECK-NOT: scf.if
// CHECK: gpu.launch {{.*}} threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[THREADS]],
// CHECK-COUNT-3: arith.cmpi eq
// CHECK-NEXT: %[[THREAD0:.*]] = arith.andi
// CHECK-NEXT: %[[ACTIVE:.*]] = arith.cmpi slt, %[[TX]], %[[T]] : index
// CHECK-NEXT: scf.if %[[ACTIVE]] {
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: scf.if %[[THREAD0]] {
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: gpu.terminator

func.func @dynamic_block_code(%out: memref<?xf32>, %flag: memref<1xf32>, %t: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%t) step (%c1) {
      memref.store %one, %out[%tx] : memref<?xf32>
      scf.reduce
    }
    memref.store %one, %flag[%c0] : memref<1xf32>
    scf.reduce
  }
  return
}

// -----

// A thread loop without a grid loop (a one-iteration grid loop that
// canonicalization folded away) is one block: the alloca only it uses is
// its shared memory; the alloca also read after it stays a host buffer
// (copied in and back).
// CHECK-LABEL: func.func @one_block
// CHECK-SAME: (%[[OUT:.*]]: memref<16xf32>)
// CHECK-NOT: memref.alloca() : memref<16xf32>
// CHECK: %[[KEEP:.*]] = memref.alloca() : memref<1xf32>
// CHECK-NOT: memref.alloca() : memref<16xf32>
// CHECK: %[[DKEEP:.*]] = gpu.alloc () : memref<1xf32>
// CHECK-NEXT: gpu.memcpy %[[DKEEP]], %[[KEEP]]
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c16{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}, %{{.*}} = %c1{{(_[0-9]+)?}}) workgroup(%[[SH:.*]] : memref<16xf32, #gpu.address_space<workgroup>>) {
// CHECK-NEXT: memref.store %{{.*}}, %[[SH]][%[[TX]]]
// CHECK-NEXT: gpu.barrier
// CHECK: gpu.terminator
// CHECK: gpu.memcpy %[[KEEP]], %[[DKEEP]]
// CHECK: memref.load %[[KEEP]]
func.func @one_block(%out: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %sh = memref.alloca() : memref<16xf32>
  %keep = memref.alloca() : memref<1xf32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    memref.store %one, %sh[%tx] : memref<16xf32>
    stitch.barrier %tx
    %r = arith.subi %c15, %tx : index
    %v = memref.load %sh[%r] : memref<16xf32>
    memref.store %v, %out[%tx] : memref<16xf32>
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %v, %keep[%c0] : memref<1xf32>
    }
    scf.reduce
  }
  %k = memref.load %keep[%c0] : memref<1xf32>
  return %k : f32
}
