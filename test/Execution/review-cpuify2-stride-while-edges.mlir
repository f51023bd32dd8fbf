// stitch-cpuify's StrideWhile (block-stride scf.while of one trip -> scf.if,
// run before interchange-loops) at its edges, against a host reference of
// plain scf.for loops (never rewritten: no scf.while in @ref):
//   row 0: i = t; while (i < 100) i += 100, carrying an i32 sum next to the
//     counter (lo + S == B: one trip, rewritten; the final counter and sum
//     are stored after the loop);
//   row 2: `100 >= i` (uge, operands swapped), step 100: thread 0 runs two
//     trips (i = 0, 100): must stay a loop;
//   row 3: thread loop from 4 step 3, i32 counter from index_cast, `50 > i`
//     (sgt swapped), step 46 (lo + S == B): rewritten; final counter stored.
// Two blocks. Fires: after stitch-cpuify only row 2's scf.while is left (IR).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v0.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v1.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernels
// IR: scf.while
// IR: arith.cmpi uge
// IR-NOT: scf.while
// IR-LABEL: func.func @ref
// CHECK: {{^}}0{{$}}
// CHECK-NEXT: {{^}}237382{{$}}
func.func @kernels(%out: memref<8x160xi32>, %in: memref<160xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c32 = arith.constant 32 : index
  %c46 = arith.constant 46 : index
  %c50 = arith.constant 50 : index
  %c70 = arith.constant 70 : index
  %c100 = arith.constant 100 : index
  %c128 = arith.constant 128 : index
  %c200 = arith.constant 200 : index
  %i32_100 = arith.constant 100 : i32
  %i32_60 = arith.constant 60 : i32
  %z = arith.constant 0 : i32
  %c50i = arith.constant 50 : i32
  scf.parallel (%b) = (%c0) to (%c2) step (%c1) {
    // row 0: lo + S == B (strict): one trip, rewritten; carries acc
    scf.parallel (%t) = (%c0) to (%c128) step (%c1) {
      %w:2 = scf.while (%i = %t, %acc = %z) : (index, i32) -> (index, i32) {
        %lt = arith.cmpi ult, %i, %c100 : index
        scf.condition(%lt) %i, %acc : index, i32
      } do {
      ^bb0(%i: index, %acc: i32):
        %v = memref.load %in[%i] : memref<160xi32>
        %a2 = arith.addi %acc, %v : i32
        %bi = arith.index_cast %b : index to i32
        %a3 = arith.addi %a2, %bi : i32
        %r = arith.muli %b, %c4 : index
        memref.store %a3, %out[%r, %i] : memref<8x160xi32>
        %next = arith.addi %i, %c100 : index
        scf.yield %next, %a3 : index, i32
      }
      %fin = arith.index_cast %w#0 : index to i32
      %f2 = arith.addi %fin, %w#1 : i32
      %r = arith.muli %b, %c4 : index
      %r1 = arith.addi %r, %c1 : index
      memref.store %f2, %out[%r1, %t] : memref<8x160xi32>
      scf.reduce
    }
    // row 2: ule with lo + S == B: two trips for t = 0 (not rewritable)
    scf.parallel (%t) = (%c0) to (%c128) step (%c1) {
      %w = scf.while (%i = %t) : (index) -> index {
        %le = arith.cmpi uge, %c100, %i : index
        scf.condition(%le) %i : index
      } do {
      ^bb0(%i: index):
        %r = arith.muli %b, %c4 : index
        %r2 = arith.addi %r, %c2 : index
        %o = memref.load %out[%r2, %t] : memref<8x160xi32>
        %ii = arith.index_cast %i : index to i32
        %o1 = arith.addi %o, %ii : i32
        %o2 = arith.addi %o1, %i32_100 : i32
        memref.store %o2, %out[%r2, %t] : memref<8x160xi32>
        %next = arith.addi %c100, %i : index
        scf.yield %next : index
      }
      scf.reduce
    }
    // row 3: thread loop from 4 step 3 (t in 4,7,..,67), i32 counter,
    // i < 50 signed, step 46 (lo + S = 50): rewritten
    scf.parallel (%t) = (%c4) to (%c70) step (%c3) {
      %ti = arith.index_cast %t : index to i32
      %w = scf.while (%i = %ti) : (i32) -> i32 {
        %lt = arith.cmpi sgt, %c50i, %i : i32
        scf.condition(%lt) %i : i32
      } do {
      ^bb0(%i: i32):
        %ii = arith.index_cast %i : i32 to index
        %r = arith.muli %b, %c4 : index
        %r3 = arith.addi %r, %c3 : index
        %x = arith.muli %i, %i : i32
        memref.store %x, %out[%r3, %ii] : memref<8x160xi32>
        %c46i = arith.constant 46 : i32
        %next = arith.addi %i, %c46i : i32
        scf.yield %next : i32
      }
      %wi = arith.index_cast %w : i32 to index
      %r = arith.muli %b, %c4 : index
      %r3 = arith.addi %r, %c3 : index
      %p = arith.addi %t, %c70 : index
      memref.store %w, %out[%r3, %p] : memref<8x160xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @ref(%out: memref<8x160xi32>, %in: memref<160xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c70 = arith.constant 70 : index
  %c100 = arith.constant 100 : index
  %c101 = arith.constant 101 : index
  %c128 = arith.constant 128 : index
  %c46 = arith.constant 46 : index
  %c50 = arith.constant 50 : index
  %i32_100 = arith.constant 100 : i32
  %z = arith.constant 0 : i32
  scf.for %b = %c0 to %c2 step %c1 {
    %r = arith.muli %b, %c4 : index
    %bi = arith.index_cast %b : index to i32
    scf.for %t = %c0 to %c128 step %c1 {
      %w:2 = scf.for %i = %t to %c100 step %c100 iter_args(%last = %t, %acc = %z) -> (index, i32) {
        %v = memref.load %in[%i] : memref<160xi32>
        %a2 = arith.addi %acc, %v : i32
        %a3 = arith.addi %a2, %bi : i32
        memref.store %a3, %out[%r, %i] : memref<8x160xi32>
        %n = arith.addi %i, %c100 : index
        scf.yield %n, %a3 : index, i32
      }
      %fin = arith.index_cast %w#0 : index to i32
      %f2 = arith.addi %fin, %w#1 : i32
      %r1 = arith.addi %r, %c1 : index
      memref.store %f2, %out[%r1, %t] : memref<8x160xi32>
    }
    scf.for %t = %c0 to %c128 step %c1 {
      %r2 = arith.addi %r, %c2 : index
      scf.for %i = %t to %c101 step %c100 {
        %o = memref.load %out[%r2, %t] : memref<8x160xi32>
        %ii = arith.index_cast %i : index to i32
        %o1 = arith.addi %o, %ii : i32
        %o2 = arith.addi %o1, %i32_100 : i32
        memref.store %o2, %out[%r2, %t] : memref<8x160xi32>
      }
    }
    scf.for %t = %c4 to %c70 step %c3 {
      %r3 = arith.addi %r, %c3 : index
      %w = scf.for %i = %t to %c50 step %c46 iter_args(%last = %t) -> index {
        %x0 = arith.index_cast %i : index to i32
        %x = arith.muli %x0, %x0 : i32
        memref.store %x, %out[%r3, %i] : memref<8x160xi32>
        %n = arith.addi %i, %c46 : index
        scf.yield %n : index
      }
      %wi = arith.index_cast %w : index to i32
      %p = arith.addi %t, %c70 : index
      memref.store %wi, %out[%r3, %p] : memref<8x160xi32>
    }
  }
  return
}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c160 = arith.constant 160 : index
  %z = arith.constant 0 : i32
  %o1 = memref.alloc() : memref<8x160xi32>
  %o2 = memref.alloc() : memref<8x160xi32>
  %in = memref.alloc() : memref<160xi32>
  scf.for %i = %c0 to %c160 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %c7 = arith.constant 7 : i32
    %v = arith.muli %ii, %c7 : i32
    memref.store %v, %in[%i] : memref<160xi32>
    scf.for %r = %c0 to %c8 step %c1 {
      memref.store %z, %o1[%r, %i] : memref<8x160xi32>
      memref.store %z, %o2[%r, %i] : memref<8x160xi32>
    }
  }
  call @kernels(%o1, %in) : (memref<8x160xi32>, memref<160xi32>) -> ()
  call @ref(%o2, %in) : (memref<8x160xi32>, memref<160xi32>) -> ()
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m:2 = scf.for %r = %c0 to %c8 step %c1 iter_args(%a = %zero, %s = %zero) -> (i64, i64) {
    %mm:2 = scf.for %i = %c0 to %c160 step %c1 iter_args(%a2 = %a, %s2 = %s) -> (i64, i64) {
      %x = memref.load %o1[%r, %i] : memref<8x160xi32>
      %y = memref.load %o2[%r, %i] : memref<8x160xi32>
      %ne = arith.cmpi ne, %x, %y : i32
      %inc = arith.select %ne, %one, %zero : i64
      %a3 = arith.addi %a2, %inc : i64
      %y64 = arith.extsi %y : i32 to i64
      %s3 = arith.addi %s2, %y64 : i64
      scf.yield %a3, %s3 : i64, i64
    }
    scf.yield %mm#0, %mm#1 : i64, i64
  }
  call @printI64(%m#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%m#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
