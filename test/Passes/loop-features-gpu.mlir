// stitch-loop-features on GPU-style kernels: a grid scf.parallel around a
// stitch.threads scf.parallel gives block and thread annotations (the last
// dimension is x, as CUDA), and T_count / T_reuse for them: the products over
// the run of loops of the same or a higher parallel level from the loop
// inward (block: the block dims; thread: the thread dims; the serial k loop
// ends a thread run).
// Run on the module: one line per function in order (per-function runs may
// run concurrently and print their lines in any order).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-loop-features)' -o %t.ir | FileCheck %s
// RUN: stitch-opt %s > %t.orig
// RUN: diff %t.orig %t.ir
// Per function, appended to the file: both lines, in some order.
// RUN: rm -f %t.json
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-loop-features{output=%t.json}))' -o /dev/null
// RUN: FileCheck %s --check-prefix=APPEND --input-file=%t.json
// APPEND-DAG: {"function": "matmul_exp"
// APPEND-DAG: {"function": "marked"
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-loop-features{format=seed})' -o /dev/null | FileCheck %s --check-prefix=SEED

// C[row, col] = exp(sum_k A[row, k] * B[k, col]), row = by * 16 + ty,
// col = bx * 32 + tx: 4x8 blocks of 16x32 threads, K = 64. Offsets
// linearised with the row-major strides: A: by 1024, ty 64, k 1;
// B: bx 32, tx 1, k 256; C: by 4096, bx 32, ty 256, tx 1.
// CHECK: {"function": "matmul_exp", "loops": [
// CHECK-SAME: {"index": 0, "name": "by", "kind": "scf.parallel", "dim": 0, "parent": -1, "attr": {"length": 4, "nest_level": 1, "topdown": 4, "bottomup": 1048576, "annotation": "block_y", "one_hot": [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]}, "arith": {"add": 0, "mul": 0, "div": 0, "math": 0}, "touch": [
// A is 64x64 = 4096 elements, read 256 times each; one round of blocks
// (by, bx) touches 4 rows of A-tiles, each by 8 blocks:
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 1024, "mod": -1, "count": 4096, "reuse": 256, "t_count": 4, "t_reuse": 8},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 0, "mod": -1, "count": 16384, "reuse": 64, "t_count": 8, "t_reuse": 4},
// CHECK-SAME: {"access": "C_0", "buffer": "C", "op": "store", "stride": 4096, "mod": -1, "count": 16384, "reuse": 1, "t_count": 32, "t_reuse": 1}],
// CHECK-SAME: "vector": [4, 1, 4, 1048576, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 16384, 64, 8, 4, 4096, -1, 16384, 1, 32, 1, 1024, -1, 4096, 256, 4, 8, 0, 0, 0, 0, 0, 0]},
// CHECK-SAME: {"index": 1, "name": "bx", "kind": "scf.parallel", "dim": 1, "parent": 0, "attr": {"length": 8, "nest_level": 2, "topdown": 32, "bottomup": 262144, "annotation": "block_x", "one_hot": [1, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 0, "mod": -1, "count": 1024, "reuse": 256, "t_count": 1, "t_reuse": 8},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 32, "mod": -1, "count": 16384, "reuse": 16, "t_count": 8, "t_reuse": 1},
// CHECK-SAME: {"access": "C_0", "buffer": "C", "op": "store", "stride": 32, "mod": -1, "count": 4096, "reuse": 1, "t_count": 8, "t_reuse": 1}],
// CHECK-SAME: {"index": 2, "name": "ty", "kind": "scf.parallel", "dim": 0, "parent": 1, "attr": {"length": 16, "nest_level": 3, "topdown": 512, "bottomup": 32768, "annotation": "thread_y", "one_hot": [0, 0, 0, 0, 1, 0, 0, 0, 0, 0]},
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 64, "mod": -1, "count": 1024, "reuse": 32, "t_count": 16, "t_reuse": 32},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 0, "mod": -1, "count": 2048, "reuse": 16, "t_count": 32, "t_reuse": 16},
// CHECK-SAME: {"access": "C_0", "buffer": "C", "op": "store", "stride": 256, "mod": -1, "count": 512, "reuse": 1, "t_count": 512, "t_reuse": 1}],
// The epilogue's exp counts in the innermost loop around it, tx:
// CHECK-SAME: {"index": 3, "name": "tx", "kind": "scf.parallel", "dim": 1, "parent": 2, "attr": {"length": 32, "nest_level": 4, "topdown": 16384, "bottomup": 2048, "annotation": "thread_x", "one_hot": [0, 0, 0, 1, 0, 0, 0, 0, 0, 0]}, "arith": {"add": 0, "mul": 0, "div": 0, "math": 1}, "touch": [
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 0, "mod": -1, "count": 64, "reuse": 32, "t_count": 1, "t_reuse": 32},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 1, "mod": -1, "count": 2048, "reuse": 1, "t_count": 32, "t_reuse": 1},
// CHECK-SAME: {"access": "C_0", "buffer": "C", "op": "store", "stride": 1, "mod": -1, "count": 32, "reuse": 1, "t_count": 32, "t_reuse": 1}],
// CHECK-SAME: {"index": 4, "name": "k", "kind": "scf.for", "dim": 0, "parent": 3, "attr": {"length": 64, "nest_level": 5, "topdown": 1048576, "bottomup": 64, "annotation": "serial", "one_hot": [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]}, "arith": {"add": 1, "mul": 1, "div": 0, "math": 0}, "touch": [
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 1, "mod": -1, "count": 64, "reuse": 1, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 256, "mod": -1, "count": 64, "reuse": 1, "t_count": 0, "t_reuse": 0}],
// Totals: 5 loops, depth 5, 3 accesses, 1 add, 1 mul, 1 math; executed:
// 2 * 1048576 + 16384 accesses, 1048576 adds and multiplies, 16384 exps.
// CHECK-SAME: "kernel_vector": [4, 1, 4, 1048576, 0, 1, 0,
// CHECK-SAME: 5, 5, 3, 1, 1, 0, 1, 2113536, 1048576, 1048576, 0, 16384],

// A grid marked by stitch.lowering (no thread loop): its three dims are
// block z, y, x; an scf.parallel elsewhere is `parallel`; stitch.unroll and
// stitch.vectorize mark serial loops.
// CHECK: {"function": "marked", "loops": [
// CHECK-SAME: "name": "g.0", "kind": "scf.parallel", "dim": 0, "parent": -1, "attr": {"length": 2, "nest_level": 1, "topdown": 2, "bottomup": 96, "annotation": "block_z"
// CHECK-SAME: "name": "g.1", "kind": "scf.parallel", "dim": 1, "parent": 0, "attr": {"length": 3, "nest_level": 2, "topdown": 6, "bottomup": 48, "annotation": "block_y"
// CHECK-SAME: "name": "g.2", "kind": "scf.parallel", "dim": 2, "parent": 1, "attr": {"length": 4, "nest_level": 3, "topdown": 24, "bottomup": 16, "annotation": "block_x"
// CHECK-SAME: "name": "u", "kind": "scf.for", "dim": 0, "parent": 2, "attr": {"length": 4, "nest_level": 4, "topdown": 96, "bottomup": 4, "annotation": "unroll"
// CHECK-SAME: "name": "s", "kind": "scf.for", "dim": 0, "parent": -1, "attr": {"length": 8, "nest_level": 1, "topdown": 8, "bottomup": 128, "annotation": "serial"
// CHECK-SAME: "name": "p", "kind": "scf.parallel", "dim": 0, "parent": 4, "attr": {"length": 16, "nest_level": 2, "topdown": 128, "bottomup": 16, "annotation": "parallel"
// The serial loop s around p ends p's run: T for p is p's own factor.
// CHECK-SAME: {"access": "X_1", "buffer": "X", "op": "store", "stride": 1, "mod": -1, "count": 16, "reuse": 1, "t_count": 16, "t_reuse": 1}],
// CHECK-SAME: "name": "v", "kind": "affine.for", "dim": 0, "parent": -1, "attr": {"length": 5, "nest_level": 1, "topdown": 5, "bottomup": 5, "annotation": "vectorize"

// SEED: # function @matmul_exp
// SEED: _itervar_ [by]
// SEED-NEXT: _attr_ [4, 1, 4, 1048576, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]
// SEED-NEXT: _arith_ [0, 0, 0]
// SEED-NEXT: A_0 [1024, -1, 4096, 256, 4, 8]
// SEED-NEXT: B_0 [0, -1, 16384, 64, 8, 4]
// SEED-NEXT: C_0 [4096, -1, 16384, 1, 32, 1]
// SEED: _itervar_ [tx]
// SEED-NEXT: _attr_ [32, 4, 16384, 2048, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
// SEED-NEXT: _arith_ [0, 0, 0]
// SEED-NEXT: A_0 [0, -1, 64, 32, 1, 32]
// SEED-NEXT: B_0 [1, -1, 2048, 1, 32, 1]
// SEED-NEXT: C_0 [1, -1, 32, 1, 32, 1]
// SEED: # function @marked

func.func @matmul_exp(%A: memref<64x64xf32> {stitch.name = "A"},
                      %B: memref<64x256xf32> {stitch.name = "B"},
                      %C: memref<64x256xf32> {stitch.name = "C"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%by, %bx) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    scf.parallel (%ty, %tx) = (%c0, %c0) to (%c16, %c32) step (%c1, %c1) {
      %r0 = arith.muli %by, %c16 : index
      %row = arith.addi %r0, %ty : index
      %c0x = arith.muli %bx, %c32 : index
      %col = arith.addi %c0x, %tx : index
      %sum = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %zero) -> (f32) {
        %a = memref.load %A[%row, %k] : memref<64x64xf32>
        %b = memref.load %B[%k, %col] : memref<64x256xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      } {stitch.name = "k"}
      %e = math.exp %sum : f32
      memref.store %e, %C[%row, %col] : memref<64x256xf32>
      scf.reduce
    } {stitch.threads, stitch.name = ["ty", "tx"]}
    scf.reduce
  } {stitch.name = ["by", "bx"]}
  return
}

func.func @marked(%X: memref<256xf32> {stitch.name = "X"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%z, %y, %x) = (%c0, %c0, %c0) to (%c2, %c3, %c4) step (%c1, %c1, %c1) {
    scf.for %u = %c0 to %c4 step %c1 {
      memref.store %one, %X[%u] : memref<256xf32>
    } {stitch.unroll, stitch.name = "u"}
    scf.reduce
  } {stitch.lowering = {strategy = "elementwise"}, stitch.name = "g"}
  scf.for %s = %c0 to %c8 step %c1 {
    scf.parallel (%p) = (%c0) to (%c16) step (%c1) {
      memref.store %one, %X[%p] : memref<256xf32>
      scf.reduce
    } {stitch.name = "p"}
  } {stitch.name = "s"}
  affine.for %v = 0 to 5 {
    affine.store %one, %X[%v * 4] : memref<256xf32>
  } {stitch.vectorize, stitch.name = "v"}
  return
}
