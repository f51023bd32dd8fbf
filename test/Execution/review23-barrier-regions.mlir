// Barriers inside scf.index_switch, scf.execute_region and a
// memref.alloca_scope with an alloca (found rejected by review:
// Polygeist and lift-cf-to-scf emit these): stitch-lift-launch-cfg makes
// them an scf.if chain or inlines them. Three launches of 3 blocks x 4
// threads, a __shared__ tile of the thread ids: the switch on the block id
// reads the next thread's id (case 0), a sum of two reads around two more
// barriers (case 1: tile[0] + block id = 0 + 1) or 7 (default); the other
// two read the next thread's id after the barrier. Reference (by hand,
// checked with the reviewer's Python model): below. A switch on the
// thread id is divergent: cpuify's located error.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: sed -e 's/index_switch %%bx/index_switch %%tx/' %s > %t.divergent.mlir
// RUN: not stitch-opt %t.divergent.mlir --stitch-to-openmp -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIV

// CHECK: [1,   2,   3,   0],
// CHECK-NEXT: [1,   1,   1,   1],
// CHECK-NEXT: [7,   7,   7,   7]]
// CHECK: [1,   2,   3,   0],
// CHECK-NEXT: [1,   2,   3,   0],
// CHECK-NEXT: [1,   2,   3,   0]]
// CHECK: [1,   2,   3,   0],
// CHECK-NEXT: [1,   2,   3,   0],
// CHECK-NEXT: [1,   2,   3,   0]]
// DIV: divergent.mlir:{{[0-9]+}}:{{[0-9]+}}: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %o = memref.alloc() : memref<3x4xi32>
  %o2 = memref.alloc() : memref<3x4xi32>
  %o3 = memref.alloc() : memref<3x4xi32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<4xi32, #gpu.address_space<workgroup>>) {
    %ti = arith.index_cast %tx : index to i32
    %bi = arith.index_cast %bx : index to i32
    memref.store %ti, %sh[%tx] : memref<4xi32, #gpu.address_space<workgroup>>
    %nb = arith.addi %tx, %c1 : index
    %nbm = arith.remui %nb, %c4 : index
    %r = scf.index_switch %bx -> i32
    case 0 {
      gpu.barrier
      %v = memref.load %sh[%nbm] : memref<4xi32, #gpu.address_space<workgroup>>
      scf.yield %v : i32
    }
    case 1 {
      gpu.barrier
      %v = memref.load %sh[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      memref.store %bi, %sh[%tx] : memref<4xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %w = memref.load %sh[%nbm] : memref<4xi32, #gpu.address_space<workgroup>>
      %s = arith.addi %v, %w : i32
      scf.yield %s : i32
    }
    default {
      %c7 = arith.constant 7 : i32
      scf.yield %c7 : i32
    }
    memref.store %r, %o[%bx, %tx] : memref<3x4xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<4xi32, #gpu.address_space<workgroup>>) {
    %ti = arith.index_cast %tx : index to i32
    %bi = arith.index_cast %bx : index to i32
    memref.store %ti, %sh[%tx] : memref<4xi32, #gpu.address_space<workgroup>>
    %nb = arith.addi %tx, %c1 : index
    %nbm = arith.remui %nb, %c4 : index
    %r2 = scf.execute_region -> i32 {
      gpu.barrier
      %v = memref.load %sh[%nbm] : memref<4xi32, #gpu.address_space<workgroup>>
      scf.yield %v : i32
    }
    memref.store %r2, %o2[%bx, %tx] : memref<3x4xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<4xi32, #gpu.address_space<workgroup>>) {
    %ti = arith.index_cast %tx : index to i32
    %bi = arith.index_cast %bx : index to i32
    memref.store %ti, %sh[%tx] : memref<4xi32, #gpu.address_space<workgroup>>
    %nb = arith.addi %tx, %c1 : index
    %nbm = arith.remui %nb, %c4 : index
    %r = memref.alloca_scope -> i32 {
      %tmp = memref.alloca() : memref<1xi32>
      gpu.barrier
      %v = memref.load %sh[%nbm] : memref<4xi32, #gpu.address_space<workgroup>>
      memref.store %v, %tmp[%c0] : memref<1xi32>
      %w = memref.load %tmp[%c0] : memref<1xi32>
      memref.alloca_scope.return %w : i32
    }
    memref.store %r, %o3[%bx, %tx] : memref<3x4xi32>
    gpu.terminator
  }
  %u = memref.cast %o : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %u2 = memref.cast %o2 : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u2) : (memref<*xi32>) -> ()
  %u3 = memref.cast %o3 : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u3) : (memref<*xi32>) -> ()
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
