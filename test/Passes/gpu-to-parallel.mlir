// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s
// The output is Stitch's input form: it verifies and stitch-cpuify takes it.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify))' | FileCheck %s --check-prefix=CPU --implicit-check-not=stitch.barrier
// No gpu device op and no GPU address space may be left in converted code.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=GONE
// GONE-NOT: gpu.launch
// GONE-NOT: gpu.thread_id
// GONE-NOT: gpu.block_id
// GONE-NOT: gpu.block_dim
// GONE-NOT: gpu.grid_dim
// GONE-NOT: gpu.global_id
// GONE-NOT: gpu.barrier
// GONE-NOT: #gpu.address_space



// 1-D launch: unit y/z dimensions stay as loop dimensions of trip count 1;
// the launch's block arguments and the id ops map to the same values.
// CHECK-LABEL: func.func @one_d
// CHECK-SAME: (%[[M:.*]]: memref<256xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[O:.*]] = arith.constant 1 : index
// CHECK: scf.parallel (%[[BX:.*]], %{{.*}}, %{{.*}}) = (%[[Z]], %[[Z]], %[[Z]]) to (%[[C4]], %[[C1]], %[[C1]]) step (%[[O]], %[[O]], %[[O]]) {
// CHECK-NEXT: scf.parallel (%[[TX:.*]], %{{.*}}, %{{.*}}) = (%[[Z]], %[[Z]], %[[Z]]) to (%[[C64]], %[[C1]], %[[C1]]) step (%[[O]], %[[O]], %[[O]]) {
// CHECK-NEXT: %[[B0:.*]] = arith.muli %[[BX]], %[[C64]] : index
// CHECK-NEXT: %[[I0:.*]] = arith.addi %[[B0]], %[[TX]] : index
// CHECK-NEXT: %[[B1:.*]] = arith.muli %[[BX]], %[[C64]] : index
// CHECK-NEXT: %[[I1:.*]] = arith.addi %[[B1]], %[[TX]] : index
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[I0]]]
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I1]]]
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CPU-LABEL: func.func @one_d
func.func @one_d(%m: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    // From the block arguments ...
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    // ... and from the id ops (upper_bound is a hint and is dropped).
    %b = gpu.block_id x
    %d = gpu.block_dim x upper_bound 64
    %t = gpu.thread_id x upper_bound 64
    %base2 = arith.muli %b, %d : index
    %j = arith.addi %base2, %t : index
    %v = memref.load %m[%i] : memref<256xf32>
    memref.store %v, %m[%j] : memref<256xf32>
    gpu.terminator
  }
  return
}

// -----

// 2-D launch with dynamic sizes: grid_dim / block_dim become the launch
// operands, y ids the second induction variables.
// CHECK-LABEL: func.func @two_d
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[GX:.*]]: index, %[[GY:.*]]: index, %[[SX:.*]]: index, %[[SY:.*]]: index)
// CHECK: scf.parallel (%[[BX:.*]], %[[BY:.*]], %{{.*}}) = ({{.*}}) to (%[[GX]], %[[GY]], %{{.*}})
// CHECK-NEXT: scf.parallel (%[[TX:.*]], %[[TY:.*]], %{{.*}}) = ({{.*}}) to (%[[SX]], %[[SY]], %{{.*}})
// CHECK-NEXT: %[[R0:.*]] = arith.muli %[[BY]], %[[SY]] : index
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[R0]], %[[TY]] : index
// CHECK-NEXT: %[[C0:.*]] = arith.muli %[[BX]], %[[SX]] : index
// CHECK-NEXT: %[[C:.*]] = arith.addi %[[C0]], %[[TX]] : index
// CHECK-NEXT: %[[N:.*]] = arith.muli %[[GX]], %[[GY]] : index
// CHECK-NEXT: %[[F:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT: %[[FF:.*]] = arith.uitofp %[[F]] : i64 to f32
// CHECK-NEXT: memref.store %[[FF]], %[[M]][%[[R]], %[[C]]]
func.func @two_d(%m: memref<?x?xf32>, %gx: index, %gy: index, %sx: index, %sy: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%a = %gx, %b = %gy, %c = %c1)
             threads(%tx, %ty, %tz) in (%d = %sx, %e = %sy, %f = %c1) {
    %y = gpu.thread_id y
    %by2 = gpu.block_id y
    %dy = gpu.block_dim y
    %dx = gpu.block_dim x
    %x = gpu.thread_id x
    %bx2 = gpu.block_id x
    %r0 = arith.muli %by2, %dy : index
    %r = arith.addi %r0, %y : index
    %c0 = arith.muli %bx2, %dx : index
    %col = arith.addi %c0, %x : index
    %ngx = gpu.grid_dim x
    %ngy = gpu.grid_dim y
    %n = arith.muli %ngx, %ngy : index
    %fi = arith.index_cast %n : index to i64
    %ff = arith.uitofp %fi : i64 to f32
    memref.store %ff, %m[%r, %col] : memref<?x?xf32>
    gpu.terminator
  }
  return
}

// -----

// 3-D launch: z ids are the third induction variables; gpu.global_id is
// block_id * block_dim + thread_id; the barrier names all three thread IVs.
// CHECK-LABEL: func.func @three_d
// CHECK-SAME: (%[[M:.*]]: memref<8x8x8xi32>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: scf.parallel (%[[BX:.*]], %[[BY:.*]], %[[BZ:.*]]) = ({{.*}}) to (%[[C2]], %[[C2]], %[[C2]])
// CHECK-NEXT: scf.parallel (%[[TX:.*]], %[[TY:.*]], %[[TZ:.*]]) = ({{.*}}) to (%[[C4]], %[[C4]], %[[C4]])
// CHECK-NEXT: %[[GZ0:.*]] = arith.muli %[[BZ]], %[[C4]] : index
// CHECK-NEXT: %[[GZ:.*]] = arith.addi %[[GZ0]], %[[TZ]] : index
// CHECK-NEXT: %[[GY0:.*]] = arith.muli %[[BY]], %[[C4]] : index
// CHECK-NEXT: %[[GY:.*]] = arith.addi %[[GY0]], %[[TY]] : index
// CHECK-NEXT: %[[GX0:.*]] = arith.muli %[[BX]], %[[C4]] : index
// CHECK-NEXT: %[[GX:.*]] = arith.addi %[[GX0]], %[[TX]] : index
// CHECK-NEXT: %[[V:.*]] = arith.index_cast %[[TZ]] : index to i32
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[GZ]], %[[GY]], %[[GX]]]
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]], %[[TZ]]
// CHECK-NEXT: %[[BZI:.*]] = arith.index_cast %[[BZ]] : index to i32
// CHECK-NEXT: memref.store %[[BZI]], %[[M]][%[[GZ]], %[[GY]], %[[GX]]]
// CHECK-NEXT: scf.reduce
func.func @three_d(%m: memref<8x8x8xi32>) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c2, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c4, %sz = %c4) {
    %z = gpu.global_id z
    %y = gpu.global_id y
    %x = gpu.global_id x
    %t = gpu.thread_id z
    %v = arith.index_cast %t : index to i32
    memref.store %v, %m[%z, %y, %x] : memref<8x8x8xi32>
    gpu.barrier
    %b = arith.index_cast %bz : index to i32
    memref.store %b, %m[%z, %y, %x] : memref<8x8x8xi32>
    gpu.terminator
  }
  return
}

// -----

// Workgroup attributions become allocas at the top of the block body (one
// buffer per block), private ones allocas at the top of the thread body;
// their memory spaces are dropped, also from the types of views over them.
// CHECK-LABEL: func.func @attributions
// CHECK: scf.parallel
// CHECK-NEXT: %[[SH:.*]] = memref.alloca() : memref<4x16xf32>
// CHECK-NEXT: %[[SH2:.*]] = memref.alloca() : memref<16xi32>
// CHECK-NEXT: scf.parallel (%[[TX:.*]], %[[TY:.*]], %[[TZ:.*]]) =
// CHECK-NEXT: %[[P:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %[[ROW:.*]] = memref.subview %[[SH]][1, 0] [1, 16] [1, 1] : memref<4x16xf32> to memref<16xf32, strided<[1], offset: 16>>
// CHECK-NEXT: %[[CAST:.*]] = memref.cast %[[ROW]] : memref<16xf32, strided<[1], offset: 16>> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[FLAT:.*]] = memref.collapse_shape %[[SH]] {{\[\[}}0, 1]] : memref<4x16xf32> into memref<64xf32>
// CHECK-NEXT: %[[UN:.*]] = memref.cast %[[P]] : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[CAST]] : memref<16xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
// CHECK-NEXT: %[[V:.*]] = memref.load %[[CAST]][%[[TX]]] : memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.store %[[V]], %[[P]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT: memref.store %[[V]], %[[FLAT]][%[[TX]]] : memref<64xf32>
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[UN]], %{{.*}} : memref<*xf32>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[D]] : index to i32
// CHECK-NEXT: memref.store %[[I]], %[[SH2]][%[[TX]]] : memref<16xi32>
// CHECK-NEXT: %{{.*}} = vector.load %[[SH]][%{{.*}}, %{{.*}}] : memref<4x16xf32>, vector<4xf32>
// CHECK-NEXT: memref.copy %[[P]], %[[G:.*]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]], %[[TZ]]
func.func @attributions(%g: memref<4xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<4x16xf32, #gpu.address_space<workgroup>>,
                       %sh2 : memref<16xi32, #gpu.address_space<workgroup>>)
             private(%p : memref<4xf32, #gpu.address_space<private>>) {
    %row = memref.subview %sh[1, 0] [1, 16] [1, 1]
        : memref<4x16xf32, #gpu.address_space<workgroup>>
          to memref<16xf32, strided<[1], offset: 16>, #gpu.address_space<workgroup>>
    %cast = memref.cast %row
        : memref<16xf32, strided<[1], offset: 16>, #gpu.address_space<workgroup>>
          to memref<16xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    %flat = memref.collapse_shape %sh [[0, 1]]
        : memref<4x16xf32, #gpu.address_space<workgroup>> into memref<64xf32, #gpu.address_space<workgroup>>
    %un = memref.cast %p : memref<4xf32, #gpu.address_space<private>> to memref<*xf32, #gpu.address_space<private>>
    %base, %off, %size, %stride = memref.extract_strided_metadata %cast
        : memref<16xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
          -> memref<f32, #gpu.address_space<workgroup>>, index, index, index
    %v = memref.load %cast[%tx] : memref<16xf32, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    memref.store %v, %p[%c0] : memref<4xf32, #gpu.address_space<private>>
    memref.store %v, %flat[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    %d = memref.dim %un, %c0 : memref<*xf32, #gpu.address_space<private>>
    %di = arith.index_cast %d : index to i32
    memref.store %di, %sh2[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    %vec = vector.load %sh[%c0, %c0] : memref<4x16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    memref.copy %p, %g : memref<4xf32, #gpu.address_space<private>> to memref<4xf32>
    gpu.barrier
    gpu.terminator
  }
  return
}

// -----

// Attributions without a GPU address space (none, or a plain integer) are
// allocated the same way; a memory_space_cast to the default space becomes
// an identity cast that canonicalization folds.
// CHECK-LABEL: func.func @other_spaces
// CHECK: scf.parallel
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<8xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<8xf32>
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: %[[C:.*]] = memref.memory_space_cast %[[B]] : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: %[[V:.*]] = memref.load %[[A]]
// CHECK-NEXT: memref.store %[[V]], %[[C]]
func.func @other_spaces() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             workgroup(%a : memref<8xf32>, %b : memref<8xf32, 3>) {
    %c = memref.memory_space_cast %b : memref<8xf32, 3> to memref<8xf32>
    %v = memref.load %a[%c0] : memref<8xf32>
    memref.store %v, %c[%c0] : memref<8xf32>
    gpu.terminator
  }
  return
}

// -----

// Ids used inside nested regions and barriers in scf.for, scf.if and
// scf.while are rewritten where they are; the structure is kept for
// stitch-cpuify.
// CHECK-LABEL: func.func @nested
// CHECK: scf.parallel (%[[BX:.*]], %{{.*}}, %{{.*}}) =
// CHECK-NEXT: %[[SH:.*]] = memref.alloca() : memref<32xf32>
// CHECK-NEXT: scf.parallel (%[[TX:.*]], %[[TY:.*]], %[[TZ:.*]]) =
// CHECK: scf.for %[[K:.*]] =
// CHECK-NEXT: %[[S:.*]] = arith.shrui %{{.*}}, %[[K]]
// CHECK-NEXT: %[[A:.*]] = arith.cmpi ult, %[[TX]], %[[S]]
// CHECK-NEXT: scf.if %[[A]] {
// CHECK-NEXT: %{{.*}} = arith.addi %[[TX]], %[[S]]
// CHECK: }
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]], %[[TZ]]
// CHECK-NEXT: }
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]], %[[TZ]]
// CHECK-NEXT: %{{.*}} = memref.load %[[SH]][%[[TX]]]
// CHECK: scf.while
// CHECK: scf.condition
// CHECK: } do {
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]], %[[TZ]]
// CHECK: scf.if
// CHECK-NEXT: %{{.*}} = memref.load %[[SH]][%{{.*}}]
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[BX]]]
// CPU-LABEL: func.func @nested
// CPU: scf.for
// CPU: scf.while
func.func @nested(%in: memref<256xf32>, %out: memref<8xf32>, %flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %i0 = arith.constant 0 : i32
  %i3 = arith.constant 3 : i32
  %one = arith.constant 1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>) {
    %g = gpu.global_id x
    %v = memref.load %in[%g] : memref<256xf32>
    memref.store %v, %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    scf.for %k = %c0 to %c5 step %c1 {
      %s = arith.shrui %c16, %k : index
      %t = gpu.thread_id x
      %active = arith.cmpi ult, %t, %s : index
      scf.if %active {
        %t2 = gpu.thread_id x
        %o = arith.addi %t2, %s : index
        %a = memref.load %sh[%t2] : memref<32xf32, #gpu.address_space<workgroup>>
        %b = memref.load %sh[%o] : memref<32xf32, #gpu.address_space<workgroup>>
        %sum = arith.addf %a, %b : f32
        memref.store %sum, %sh[%t2] : memref<32xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
    }
    scf.if %flag {
      gpu.barrier
      %x = memref.load %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %x, %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    }
    %r = scf.while (%i = %i0) : (i32) -> i32 {
      %go = arith.cmpi slt, %i, %i3 : i32
      scf.condition(%go) %i : i32
    } do {
    ^bb0(%j: i32):
      gpu.barrier
      %n = arith.addi %j, %one : i32
      scf.yield %n : i32
    }
    %t0 = gpu.thread_id x
    %first = arith.cmpi eq, %t0, %c0 : index
    scf.if %first {
      %b = gpu.block_id x
      %res = memref.load %sh[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %res, %out[%b] : memref<8xf32>
    }
    gpu.terminator
  }
  return
}

// -----

// Launches inside host loops (their sizes may depend on the loop) and
// several launches in one function, in order.
// CHECK-LABEL: func.func @host_loops
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = ({{.*}}) to (%[[N]], %{{.*}}, %{{.*}})
// CHECK-NEXT: scf.parallel (%[[TX:.*]], %{{.*}}, %{{.*}}) =
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[TX]]]
// CHECK: scf.for
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: stitch.barrier
// CHECK: scf.parallel
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: memref.store
// CHECK: return
func.func @host_loops(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %n = arith.addi %i, %c1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      memref.store %f, %m[%tx] : memref<16xf32>
      gpu.terminator
    }
    scf.for %j = %c0 to %c4 step %c1 {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
        gpu.barrier
        gpu.terminator
      }
    }
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    memref.store %f, %m[%tx] : memref<16xf32>
    gpu.terminator
  }
  return
}

// -----

// Negative: without gpu.launch nothing changes, Stitch's own input form
// included (no folding, no new constants).
// CHECK-LABEL: func.func @no_launch
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C1B:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%[[T:.*]]) = (%[[C0]]) to (%[[C1]]) step (%[[C1B]]) {
// CHECK-NEXT: stitch.barrier %[[T]]
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @no_launch() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1b = arith.constant 1 : index
  scf.parallel (%t) = (%c0) to (%c1) step (%c1b) {
    stitch.barrier %t
    scf.reduce
  }
  return
}

// -----

// Negative: a kernel outlined into gpu.func is device code, not a func.func;
// the pass (anchored on func.func) leaves it and its host launch_func alone.
// Memrefs from outside the launch keep their memory space: only the
// attributions, which the pass allocates, change type.
// CHECK-LABEL: gpu.module @kernels
// CHECK: gpu.func @k
// CHECK-NEXT: gpu.thread_id x
// CHECK-NEXT: gpu.barrier
// CHECK: func.func @host
// CHECK: gpu.launch_func @kernels::@k
// CHECK: func.func @outer_space
// CHECK: scf.parallel
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<4xf32, #gpu.address_space<global>>
// GONE-LABEL: gpu.module @kernels
// GONE: gpu.func @k
// GONE: gpu.barrier
// GONE: func.func @outer_space
// GONE: #gpu.address_space<global>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<4xf32>) kernel {
      %t = gpu.thread_id x
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  func.func @outer_space(%m: memref<4xf32, #gpu.address_space<global>>) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %m[%tx] : memref<4xf32, #gpu.address_space<global>>
      gpu.terminator
    }
    return
  }
}

// -----

// Host gpu.memset: a loop nest of stores over the memref's dims;
// gpu.host_register / host_unregister (device access to host memory, which
// on the CPU the kernels have anyway): erased.
// CHECK-LABEL: func.func @memset_register(
// CHECK-SAME: %[[A:.*]]: memref<3x?xf32>, %[[V:.*]]: f32
// CHECK-NOT: gpu.host_register
// CHECK: %[[D0:.*]] = memref.dim %[[A]], %c0
// CHECK: scf.for %[[I:.*]] = %c0{{.*}} to %[[D0]] step
// CHECK: %[[D1:.*]] = memref.dim %[[A]], %c1
// CHECK: scf.for %[[J:.*]] = %c0{{.*}} to %[[D1]] step
// CHECK: memref.store %[[V]], %[[A]][%[[I]], %[[J]]]
// CHECK-NOT: gpu.host_unregister
// CHECK: return
func.func @memset_register(%a: memref<3x?xf32>, %v: f32) {
  %u = memref.cast %a : memref<3x?xf32> to memref<*xf32>
  gpu.host_register %u : memref<*xf32>
  gpu.memset %a, %v : memref<3x?xf32>, f32
  gpu.host_unregister %u : memref<*xf32>
  return
}

// -----

// memref.atomic_rmw muli and mulf, which MLIR's LLVM lowering leaves
// unconverted: a generic_atomic_rmw multiplying the old value (its result,
// as atomic_rmw's); stitch-lower-float-atomics makes the float one a
// compare-and-swap loop on the bit pattern (lower-float-atomics.mlir).
// CHECK-LABEL: func.func @atomic_mul(
// CHECK-SAME: %[[I:.*]]: memref<4xi32>, %[[F:.*]]: memref<4xf32>, %[[D:.*]]: memref<2xf64>, %[[K:.*]]: i32, %[[X:.*]]: f32, %[[Y:.*]]: f64
// CHECK: %[[A:.*]] = memref.generic_atomic_rmw %[[I]][%{{.*}}] : memref<4xi32> {
// CHECK: ^bb0(%[[OI:.*]]: i32):
// CHECK:   %[[PI:.*]] = arith.muli %[[OI]], %[[K]] : i32
// CHECK:   memref.atomic_yield %[[PI]] : i32
// CHECK: %[[B:.*]] = memref.generic_atomic_rmw %[[F]][%{{.*}}] : memref<4xf32> {
// CHECK: ^bb0(%[[OF:.*]]: f32):
// CHECK:   %[[PF:.*]] = arith.mulf %[[OF]], %[[X]] : f32
// CHECK:   memref.atomic_yield %[[PF]] : f32
// CHECK: %[[C:.*]] = memref.generic_atomic_rmw %[[D]][%{{.*}}] : memref<2xf64> {
// CHECK: ^bb0(%[[OD:.*]]: f64):
// CHECK:   %[[PD:.*]] = arith.mulf %[[OD]], %[[Y]] : f64
// CHECK:   memref.atomic_yield %[[PD]] : f64
// CHECK: memref.store %[[A]], %[[I]]
// CHECK: memref.store %[[B]], %[[F]]
// CHECK: memref.store %[[C]], %[[D]]
// CHECK-NOT: memref.atomic_rmw
// CHECK: return
func.func @atomic_mul(%i: memref<4xi32>, %f: memref<4xf32>, %d: memref<2xf64>,
                      %k: i32, %x: f32, %y: f64) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %a = memref.atomic_rmw muli %k, %i[%c0] : (i32, memref<4xi32>) -> i32
    %b = memref.atomic_rmw mulf %x, %f[%c0] : (f32, memref<4xf32>) -> f32
    %c = memref.atomic_rmw mulf %y, %d[%c0] : (f64, memref<2xf64>) -> f64
    memref.store %a, %i[%tx] : memref<4xi32>
    memref.store %b, %f[%tx] : memref<4xf32>
    memref.store %c, %d[%c0] : memref<2xf64>
    gpu.terminator
  }
  return
}
