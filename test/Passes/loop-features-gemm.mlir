// stitch-loop-features: the seed's (AutoTVM's loop features) 128x128x128
// GEMM, C[x*128 + y] += A[x*128 + k] * B[y + k*128] over flat buffers,
// reproduces the seed's numbers (the seed prints the labels of x and y
// swapped; its first row is the outermost loop x: nest level 1, topdown 128).
// The JSON (one line per function) on stdout, the IR unchanged:
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-loop-features))' -o %t.ir | FileCheck %s
// RUN: stitch-opt %s > %t.orig
// RUN: diff %t.orig %t.ir
// The JSON is well-formed, its vectors fixed-length:
// RUN: stitch-opt %s --stitch-loop-features -o /dev/null | %python -c "import json,sys; d=json.loads(sys.stdin.readline()); assert len(d['names']) == 42 and all(len(l['vector']) == 42 for l in d['loops']); assert len(d['kernel_vector']) == len(d['kernel_names']) == 138; print('ok')" | FileCheck %s --check-prefix=WELLFORMED
// WELLFORMED: ok
// The seed's own layout (rows in its order; FileCheck ignores the column
// padding):
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-loop-features{format=seed}))' -o /dev/null | FileCheck %s --check-prefix=SEED
// A path: written (truncated) once when run on the module.
// RUN: echo stale > %t.json
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-loop-features{output=%t.json})' -o /dev/null
// RUN: FileCheck %s --input-file=%t.json
// RUN: FileCheck %s --check-prefix=FRESH --input-file=%t.json
// FRESH-NOT: stale
// Negative: an unwritable path is a located error and a failed pass.
// RUN: not stitch-opt %s --pass-pipeline='builtin.module(stitch-loop-features{output=%t.missing/dir/f.json})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: stitch-loop-features: cannot write the features to '{{.*}}f.json'

// CHECK: {"function": "gemm", "loops": [
// CHECK-SAME: {"index": 0, "name": "x", "kind": "scf.for", "dim": 0, "parent": -1, "attr": {"length": 128, "nest_level": 1, "topdown": 128, "bottomup": 2097152, "annotation": "serial", "one_hot": [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]}, "arith": {"add": 0, "mul": 0, "div": 0, "math": 0}, "touch": [
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 128, "mod": -1, "count": 16384, "reuse": 128, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 0, "mod": -1, "count": 16384, "reuse": 128, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_0", "buffer": "C", "op": "store", "stride": 128, "mod": -1, "count": 16384, "reuse": 1, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_1", "buffer": "C", "op": "load", "stride": 128, "mod": -1, "count": 16384, "reuse": 128, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_2", "buffer": "C", "op": "store", "stride": 128, "mod": -1, "count": 16384, "reuse": 128, "t_count": 0, "t_reuse": 0}],
// The vector: attr (4 + one-hot 10), arith (4), the 4 accesses of largest
// count (ties in listing order: A_0, B_0, C_0, C_1).
// CHECK-SAME: "vector": [128, 1, 128, 2097152, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 128, -1, 16384, 128, 0, 0, 0, -1, 16384, 128, 0, 0, 128, -1, 16384, 1, 0, 0, 128, -1, 16384, 128, 0, 0]},
// CHECK-SAME: {"index": 1, "name": "y", "kind": "scf.for", "dim": 0, "parent": 0, "attr": {"length": 128, "nest_level": 2, "topdown": 16384, "bottomup": 16384, "annotation": "serial", "one_hot": [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]}, "arith": {"add": 0, "mul": 0, "div": 0, "math": 0}, "touch": [
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 0, "mod": -1, "count": 128, "reuse": 128, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 1, "mod": -1, "count": 16384, "reuse": 1, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_0", "buffer": "C", "op": "store", "stride": 1, "mod": -1, "count": 128, "reuse": 1, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_1", "buffer": "C", "op": "load", "stride": 1, "mod": -1, "count": 128, "reuse": 128, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_2", "buffer": "C", "op": "store", "stride": 1, "mod": -1, "count": 128, "reuse": 128, "t_count": 0, "t_reuse": 0}],
// B_0 (16384) first, then A_0, C_0, C_1 (128 each):
// CHECK-SAME: "vector": [128, 2, 16384, 16384, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1, 16384, 1, 0, 0, 0, -1, 128, 128, 0, 0, 1, -1, 128, 1, 0, 0, 1, -1, 128, 128, 0, 0]},
// CHECK-SAME: {"index": 2, "name": "k", "kind": "scf.for", "dim": 0, "parent": 1, "attr": {"length": 128, "nest_level": 3, "topdown": 2097152, "bottomup": 128, "annotation": "serial", "one_hot": [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]}, "arith": {"add": 1, "mul": 1, "div": 0, "math": 0}, "touch": [
// CHECK-SAME: {"access": "A_0", "buffer": "A", "op": "load", "stride": 1, "mod": -1, "count": 128, "reuse": 1, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "B_0", "buffer": "B", "op": "load", "stride": 128, "mod": -1, "count": 128, "reuse": 1, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_1", "buffer": "C", "op": "load", "stride": 0, "mod": -1, "count": 1, "reuse": 128, "t_count": 0, "t_reuse": 0},
// CHECK-SAME: {"access": "C_2", "buffer": "C", "op": "store", "stride": 0, "mod": -1, "count": 1, "reuse": 128, "t_count": 0, "t_reuse": 0}],
// CHECK-SAME: "vector": [128, 3, 2097152, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1, -1, 128, 1, 0, 0, 128, -1, 128, 1, 0, 0, 0, -1, 1, 128, 0, 0, 0, -1, 1, 128, 0, 0]}],
// CHECK-SAME: "names": ["attr.length", "attr.nest_level", "attr.topdown", "attr.bottomup", "attr.block_x", "attr.block_y", "attr.block_z", "attr.thread_x", "attr.thread_y", "attr.thread_z", "attr.parallel", "attr.unroll", "attr.vectorize", "attr.serial", "arith.add", "arith.mul", "arith.div", "arith.math",
// CHECK-SAME: "touch0.stride", "touch0.mod", "touch0.count", "touch0.reuse", "touch0.t_count", "touch0.t_reuse", "touch1.stride",
// CHECK-SAME: "touch3.t_count", "touch3.t_reuse"],
// kernel_vector: the three loops' vectors, then the totals (3 loops, depth
// 3, 5 accesses, one add and one mul; executed: 16384 + 4 * 2097152
// accesses, 2097152 adds and multiplies).
// CHECK-SAME: "kernel_vector": [128, 1, 128, 2097152, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 128, -1, 16384, 128,
// CHECK-SAME: 0, -1, 1, 128, 0, 0, 3, 3, 5, 1, 1, 0, 0, 8404992, 2097152, 2097152, 0, 0],
// CHECK-SAME: "kernel_names": ["loop0.attr.length",
// CHECK-SAME: "loop2.touch3.t_reuse", "total.loops", "total.max_depth", "total.accesses", "total.add", "total.mul", "total.div", "total.math", "total.dyn_accesses", "total.dyn_add", "total.dyn_mul", "total.dyn_div", "total.dyn_math"]}
// CHECK-NOT: "function"

// SEED: # function @gemm
// SEED: ---------------------------
// SEED-NEXT: _itervar_ [x]
// SEED-NEXT: _attr_ [128, 1, 128, 2097152, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
// SEED-NEXT: _arith_ [0, 0, 0]
// SEED-NEXT: A_0 [128, -1, 16384, 128, 0, 0]
// SEED-NEXT: B_0 [0, -1, 16384, 128, 0, 0]
// SEED-NEXT: C_0 [128, -1, 16384, 1, 0, 0]
// SEED-NEXT: C_1 [128, -1, 16384, 128, 0, 0]
// SEED-NEXT: C_2 [128, -1, 16384, 128, 0, 0]
// SEED-EMPTY:
// SEED-NEXT: ---------------------------
// SEED-NEXT: _itervar_ [y]
// SEED-NEXT: _attr_ [128, 2, 16384, 16384, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
// SEED-NEXT: _arith_ [0, 0, 0]
// SEED-NEXT: A_0 [0, -1, 128, 128, 0, 0]
// SEED-NEXT: B_0 [1, -1, 16384, 1, 0, 0]
// SEED-NEXT: C_0 [1, -1, 128, 1, 0, 0]
// SEED-NEXT: C_1 [1, -1, 128, 128, 0, 0]
// SEED-NEXT: C_2 [1, -1, 128, 128, 0, 0]
// SEED-EMPTY:
// SEED-NEXT: ---------------------------
// SEED-NEXT: _itervar_ [k]
// SEED-NEXT: _attr_ [128, 3, 2097152, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
// SEED-NEXT: _arith_ [1, 1, 0]
// SEED-NEXT: A_0 [1, -1, 128, 1, 0, 0]
// SEED-NEXT: B_0 [128, -1, 128, 1, 0, 0]
// SEED-NEXT: C_1 [0, -1, 1, 128, 0, 0]
// SEED-NEXT: C_2 [0, -1, 1, 128, 0, 0]
// SEED-NOT: {{.}}

// C_0 is the initialising store, C_1 / C_2 the load and store of the
// accumulation (program order; the seed numbers the store first, the rows
// are the same).
func.func @gemm(%A: memref<16384xf32> {stitch.name = "A"},
                %B: memref<16384xf32> {stitch.name = "B"},
                %C: memref<16384xf32> {stitch.name = "C"}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  scf.for %x = %c0 to %c128 step %c1 {
    scf.for %y = %c0 to %c128 step %c1 {
      %xo = arith.muli %x, %c128 : index
      %ci = arith.addi %xo, %y : index
      memref.store %zero, %C[%ci] : memref<16384xf32>
      scf.for %k = %c0 to %c128 step %c1 {
        %ai = arith.addi %xo, %k : index
        %ko = arith.muli %k, %c128 : index
        %bi = arith.addi %y, %ko : index
        %c = memref.load %C[%ci] : memref<16384xf32>
        %a = memref.load %A[%ai] : memref<16384xf32>
        %b = memref.load %B[%bi] : memref<16384xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        memref.store %s, %C[%ci] : memref<16384xf32>
      } {stitch.name = "k"}
    } {stitch.name = "y"}
  } {stitch.name = "x"}
  return
}

// A declaration: no line.
func.func private @external(memref<4xf32>)
