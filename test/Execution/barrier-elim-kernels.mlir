// stitch-barrier-elim on kernels where it removes and merges barriers, run
// on the CPU: Rodinia backprop's bpnn_layerforward (noalias outputs: 2 of
// its 5 barriers go) and a neighbour exchange whose two barriers merge into
// one. The output must match a sequential C reference
// (Inputs/barrier-elim-kernels.c) with and without the pass, with 1 and 2
// OpenMP threads.
// RUN: clang-22 -O1 %S/Inputs/barrier-elim-kernels.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-barrier-elim{report=true}),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.elim.mlir 2> %t.report
// RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.report
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.elim.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.elim.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --stitch-to-openmp > %t.base.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.base.mlir > %t.out3
// RUN: diff %t.expected %t.out3
// REPORT-DAG: @bpnn_layerforward: 5 barriers, 2 removed, 0 merged, 3 kept
// REPORT-DAG: @neighbours: 2 barriers, 0 removed, 1 merged, 1 kept

func.func @bpnn_layerforward(%input: memref<?xf32>, %input_hidden: memref<?xf32> {llvm.noalias},
                                     %hidden_partial_sum: memref<?xf32> {llvm.noalias}, %nblocks: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c272 = arith.constant 272 : index
  %one = arith.constant 1 : i32
  scf.parallel (%by) = (%c0) to (%nblocks) step (%c1) {
    %input_node = memref.alloca() : memref<16xf32>
    %weight_matrix = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %i0 = arith.muli %by, %c272 : index
      %i1 = arith.muli %ty, %c17 : index
      %i2 = arith.addi %i0, %i1 : index
      %i3 = arith.addi %i2, %tx : index
      %i4 = arith.addi %i3, %c1 : index
      %index = arith.addi %i4, %c17 : index
      %j0 = arith.muli %by, %c16 : index
      %j1 = arith.addi %j0, %ty : index
      %index_in = arith.addi %j1, %c1 : index
      %tx0 = arith.cmpi eq, %tx, %c0 : index
      scf.if %tx0 {
        %x = memref.load %input[%index_in] : memref<?xf32>
        memref.store %x, %input_node[%ty] : memref<16xf32>
      }
      stitch.barrier %tx, %ty {b1}
      %w = memref.load %input_hidden[%index] : memref<?xf32>
      memref.store %w, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty {b2}
      %m = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
      %n = memref.load %input_node[%ty] : memref<16xf32>
      %p = arith.mulf %m, %n : f32
      memref.store %p, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty {b3}
      scf.for %i = %c1 to %c5 step %c1 {
        %ii = arith.index_cast %i : index to i32
        %pow = arith.shli %one, %ii : i32
        %power_two = arith.index_cast %pow : i32 to index
        %r = arith.remui %ty, %power_two : index
        %active = arith.cmpi eq, %r, %c0 : index
        scf.if %active {
          %half = arith.divui %power_two, %c2 : index
          %o = arith.addi %ty, %half : index
          %a = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
          %b = memref.load %weight_matrix[%o, %tx] : memref<16x16xf32>
          %s = arith.addf %a, %b : f32
          memref.store %s, %weight_matrix[%ty, %tx] : memref<16x16xf32>
        }
        stitch.barrier %tx, %ty {b4}
      }
      %h = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
      memref.store %h, %input_hidden[%index] : memref<?xf32>
      stitch.barrier %tx, %ty {b5}
      scf.if %tx0 {
        %q = memref.load %weight_matrix[%tx, %ty] : memref<16x16xf32>
        %k0 = arith.muli %by, %c16 : index
        %k = arith.addi %k0, %ty : index
        memref.store %q, %hidden_partial_sum[%k] : memref<?xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// out[tx] = 3 * in[(tx + 1) % 16], through two shared buffers.
func.func @neighbours(%in: memref<16xi32>, %out: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c2 = arith.constant 2 : i32
  %sh = memref.alloca() : memref<16xi32>
  %sh2 = memref.alloca() : memref<16xi32>
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
    %x = memref.load %in[%tx] : memref<16xi32>
    memref.store %x, %sh[%tx] : memref<16xi32>
    stitch.barrier %tx
    %x2 = arith.muli %x, %c2 : i32
    memref.store %x2, %sh2[%tx] : memref<16xi32>
    %n1 = arith.addi %tx, %c1 : index
    %n = arith.remui %n1, %c16 : index
    %v = memref.load %sh[%n] : memref<16xi32>
    stitch.barrier %tx
    %u = memref.load %sh2[%n] : memref<16xi32>
    %s = arith.addi %u, %v : i32
    memref.store %s, %out[%tx] : memref<16xi32>
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c33 = arith.constant 33 : index
  %c561 = arith.constant 561 : index
  %zero = arith.constant 0 : i32
  %input = memref.alloc(%c33) : memref<?xf32>
  %input_hidden = memref.alloc(%c561) : memref<?xf32>
  %partial = memref.alloc(%c32) : memref<?xf32>
  // input[i] = i % 7 - 3; input_hidden[i] = (5 i) % 11 - 5
  scf.for %i = %c0 to %c33 step %c1 {
    %r = arith.remui %i, %c7 : index
    %v = arith.subi %r, %c3 : index
    %vi = arith.index_cast %v : index to i32
    %vf = arith.sitofp %vi : i32 to f32
    memref.store %vf, %input[%i] : memref<?xf32>
  }
  scf.for %i = %c0 to %c561 step %c1 {
    %m = arith.muli %i, %c5 : index
    %r = arith.remui %m, %c11 : index
    %v = arith.subi %r, %c5 : index
    %vi = arith.index_cast %v : index to i32
    %vf = arith.sitofp %vi : i32 to f32
    memref.store %vf, %input_hidden[%i] : memref<?xf32>
  }
  call @bpnn_layerforward(%input, %input_hidden, %partial, %c2)
      : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index) -> ()
  scf.for %i = %c0 to %c32 step %c1 {
    %v = memref.load %partial[%i] : memref<?xf32>
    %vi = arith.fptosi %v : f32 to i32
    vector.print %vi : i32
  }
  %sum = scf.for %i = %c0 to %c561 step %c1 iter_args(%acc = %zero) -> i32 {
    %v = memref.load %input_hidden[%i] : memref<?xf32>
    %vi = arith.fptosi %v : f32 to i32
    %a = arith.addi %acc, %vi : i32
    scf.yield %a : i32
  }
  vector.print %sum : i32

  %in = memref.alloc() : memref<16xi32>
  %out = memref.alloc() : memref<16xi32>
  // in[t] = (3 t) % 5 - 2
  scf.for %t = %c0 to %c16 step %c1 {
    %m = arith.muli %t, %c3 : index
    %r = arith.remui %m, %c5 : index
    %v = arith.subi %r, %c2 : index
    %vi = arith.index_cast %v : index to i32
    memref.store %vi, %in[%t] : memref<16xi32>
  }
  call @neighbours(%in, %out) : (memref<16xi32>, memref<16xi32>) -> ()
  scf.for %t = %c0 to %c16 step %c1 {
    %v = memref.load %out[%t] : memref<16xi32>
    vector.print %v : i32
  }
  memref.dealloc %input : memref<?xf32>
  memref.dealloc %input_hidden : memref<?xf32>
  memref.dealloc %partial : memref<?xf32>
  memref.dealloc %in : memref<16xi32>
  memref.dealloc %out : memref<16xi32>
  return
}
