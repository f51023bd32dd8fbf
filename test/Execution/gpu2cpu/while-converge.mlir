// Iterate-until-converged with a barrier inside scf.while (the CUDA
// `do { ... __syncthreads(); } while (changed)` pattern): per block of 64
// threads, connected components of a chain (node i is linked to i + 1 when
// link[g] != 0) by synchronous min-label propagation. The loop condition
// reads a shared `changed` flag that thread 0 clears at the start of each
// round and that threads set (atomically) when their label changes; thread 0
// also counts the rounds, which differ from block to block. 3 blocks.
// Outputs: the final labels, then each block's round count.
// Checked against a sequential C reference (Inputs/while-converge.c).
// RUN: clang-22 -O1 %S/Inputs/while-converge.c -o %t.ref && %t.ref > %t.expected
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir > %t.out1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir > %t.out2
// RUN: diff %t.expected %t.out1
// RUN: diff %t.expected %t.out2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir > %t.out3
// RUN: diff %t.expected %t.out3

func.func @kernel(%link: memref<192xi32>, %out: memref<192xi32>, %rounds: memref<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c11 = arith.constant 11 : index
  %c37 = arith.constant 37 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  scf.parallel (%bx) = (%c0) to (%c3) step (%c1) {
    %lab = memref.alloca() : memref<64xi32>
    // state[0]: changed flag, state[1]: round count
    %state = memref.alloca() : memref<2xi32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %base = arith.muli %bx, %c64 : index
      %g = arith.addi %base, %tx : index
      // Initial labels: a permutation of 0..63, (37 tx + 11 bx) % 64.
      %t37 = arith.muli %tx, %c37 : index
      %b11 = arith.muli %bx, %c11 : index
      %l0 = arith.addi %t37, %b11 : index
      %l = arith.remui %l0, %c64 : index
      %li = arith.index_cast %l : index to i32
      memref.store %li, %lab[%tx] : memref<64xi32>
      %isFirst = arith.cmpi eq, %tx, %c0 : index
      scf.if %isFirst {
        memref.store %i1, %state[%c0] : memref<2xi32>
        memref.store %i0, %state[%c1] : memref<2xi32>
      }
      stitch.barrier %tx
      scf.while : () -> () {
        %f = memref.load %state[%c0] : memref<2xi32>
        %go = arith.cmpi ne, %f, %i0 : i32
        scf.condition(%go)
      } do {
        stitch.barrier %tx
        scf.if %isFirst {
          %n = memref.load %state[%c1] : memref<2xi32>
          %n1 = arith.addi %n, %i1 : i32
          memref.store %i0, %state[%c0] : memref<2xi32>
          memref.store %n1, %state[%c1] : memref<2xi32>
        }
        %my = memref.load %lab[%tx] : memref<64xi32>
        %hasLeft = arith.cmpi ugt, %tx, %c0 : index
        %left = scf.if %hasLeft -> i32 {
          %gl = arith.subi %g, %c1 : index
          %k = memref.load %link[%gl] : memref<192xi32>
          %linked = arith.cmpi ne, %k, %i0 : i32
          %v = scf.if %linked -> i32 {
            %tl = arith.subi %tx, %c1 : index
            %x = memref.load %lab[%tl] : memref<64xi32>
            scf.yield %x : i32
          } else {
            scf.yield %my : i32
          }
          scf.yield %v : i32
        } else {
          scf.yield %my : i32
        }
        %hasRight = arith.cmpi ult, %tx, %c63 : index
        %right = scf.if %hasRight -> i32 {
          %k = memref.load %link[%g] : memref<192xi32>
          %linked = arith.cmpi ne, %k, %i0 : i32
          %v = scf.if %linked -> i32 {
            %tr = arith.addi %tx, %c1 : index
            %x = memref.load %lab[%tr] : memref<64xi32>
            scf.yield %x : i32
          } else {
            scf.yield %my : i32
          }
          scf.yield %v : i32
        } else {
          scf.yield %my : i32
        }
        %m1 = arith.minsi %my, %left : i32
        %new = arith.minsi %m1, %right : i32
        stitch.barrier %tx
        %changed = arith.cmpi ne, %new, %my : i32
        scf.if %changed {
          memref.store %new, %lab[%tx] : memref<64xi32>
          %old = memref.atomic_rmw ori %i1, %state[%c0] : (i32, memref<2xi32>) -> i32
        }
        stitch.barrier %tx
        scf.yield
      }
      %r = memref.load %lab[%tx] : memref<64xi32>
      memref.store %r, %out[%g] : memref<192xi32>
      scf.if %isFirst {
        %n = memref.load %state[%c1] : memref<2xi32>
        memref.store %n, %rounds[%bx] : memref<3xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c192 = arith.constant 192 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i4 = arith.constant 4 : i32
  %i7 = arith.constant 7 : i32
  %i13 = arith.constant 13 : i32
  %i5 = arith.constant 5 : i32
  %i101 = arith.constant 101 : i32
  %link = memref.alloc() : memref<192xi32>
  %out = memref.alloc() : memref<192xi32>
  %rounds = memref.alloc() : memref<3xi32>
  // link[i] = ((7 i^2 + 13 i + 5) % 101) % 4 != 0
  scf.for %i = %c0 to %c192 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %m7 = arith.muli %sq, %i7 : i32
    %m13 = arith.muli %ii, %i13 : i32
    %m = arith.addi %m7, %m13 : i32
    %a = arith.addi %m, %i5 : i32
    %r = arith.remsi %a, %i101 : i32
    %r4 = arith.remsi %r, %i4 : i32
    %nz = arith.cmpi ne, %r4, %i0 : i32
    %v = arith.extui %nz : i1 to i32
    memref.store %v, %link[%i] : memref<192xi32>
  }
  call @kernel(%link, %out, %rounds) : (memref<192xi32>, memref<192xi32>, memref<3xi32>) -> ()
  scf.for %i = %c0 to %c192 step %c1 {
    %v = memref.load %out[%i] : memref<192xi32>
    vector.print %v : i32
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %rounds[%i] : memref<3xi32>
    vector.print %v : i32
  }
  memref.dealloc %link : memref<192xi32>
  memref.dealloc %out : memref<192xi32>
  memref.dealloc %rounds : memref<3xi32>
  return
}
