// Custom and generic forms of every stitch op parse, verify and print back.
// RUN: stitch-opt %s | stitch-opt | FileCheck %s
// RUN: stitch-opt %s --mlir-print-op-generic | stitch-opt | FileCheck %s

// CHECK-LABEL: func.func @kernel_tensors
// CHECK: %[[R:.*]] = stitch.kernel loop (%[[X:.*]] = %arg0 : tensor<4xf32>, %[[Y:.*]] = %arg1 : tensor<4xf32>) -> tensor<4xf32> plan {bytes_saved = 32 : i64} {
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[X]], %[[Y]] : tensor<4xf32>
// CHECK-NEXT:   stitch.yield %[[S]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK: return %[[R]]
func.func @kernel_tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = stitch.kernel loop (%x = %a : tensor<4xf32>, %y = %b : tensor<4xf32>) -> tensor<4xf32> plan {bytes_saved = 32 : i64} {
    %s = arith.addf %x, %y : tensor<4xf32>
    stitch.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Several results, every kind, extra attributes.
// CHECK-LABEL: func.func @kernel_kinds
// CHECK: stitch.kernel reduction (%{{.*}} = %arg0 : tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) attributes {tag = "r"} {
// CHECK: stitch.kernel stitch (
// CHECK: stitch.kernel packed (
// CHECK: stitch.kernel gemm_epilogue (
// CHECK: stitch.kernel opaque () {
// CHECK-NEXT: stitch.yield
// CHECK-NEXT: }
func.func @kernel_kinds(%a: tensor<8xf32>) {
  %0:2 = stitch.kernel reduction (%x = %a : tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) attributes {tag = "r"} {
    stitch.yield %x, %x : tensor<8xf32>, tensor<8xf32>
  }
  %1 = stitch.kernel stitch (%x = %a : tensor<8xf32>) -> tensor<8xf32> {
    stitch.yield %x : tensor<8xf32>
  }
  %2 = stitch.kernel packed (%x = %a : tensor<8xf32>) -> tensor<8xf32> {
    stitch.yield %x : tensor<8xf32>
  }
  %3 = stitch.kernel gemm_epilogue (%x = %a : tensor<8xf32>) -> tensor<8xf32> {
    stitch.yield %x : tensor<8xf32>
  }
  stitch.kernel opaque () {
    stitch.yield
  }
  return
}

// Memref kernels with no results (side effects only).
// CHECK-LABEL: func.func @kernel_memref
// CHECK: stitch.kernel loop (%[[M:.*]] = %arg0 : memref<4xf32>) {
// CHECK: memref.store %{{.*}}, %[[M]]
func.func @kernel_memref(%m: memref<4xf32>) {
  stitch.kernel loop (%x = %m : memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %x[%c0] : memref<4xf32>
    stitch.yield
  }
  return
}

// CHECK-LABEL: func.func @barriers
// CHECK: scf.parallel (%[[TX:.*]], %[[TY:.*]]) =
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]]
// CHECK: scf.for
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]]
// CHECK: scf.if
// CHECK-NEXT: stitch.barrier %[[TX]], %[[TY]]
// CHECK: scf.while
// CHECK: stitch.barrier %[[TX]], %[[TY]]
// CHECK: stitch.barrier %[[TX]], %c0
// CHECK: stitch.barrier %c0
func.func @barriers(%m: memref<16x16xf32>, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%bx) = (%c0) to (%c16) step (%c1) {
    %sh = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      "stitch.barrier"(%tx, %ty) : (index, index) -> ()
      scf.for %i = %c0 to %c16 step %c1 {
        stitch.barrier %tx, %ty
      }
      scf.if %cond {
        stitch.barrier %tx, %ty
      }
      %r = scf.while (%it = %c0) : (index) -> index {
        %lt = arith.cmpi slt, %it, %c16 : index
        scf.condition(%lt) %it : index
      } do {
      ^bb0(%j: index):
        stitch.barrier %tx, %ty
        %n = arith.addi %j, %c1 : index
        scf.yield %n : index
      }
      scf.reduce
    }
    // A 2-D block whose second dimension was folded to one thread.
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      stitch.barrier %tx, %c0
      scf.reduce
    }
    scf.reduce
  }
  // A single-thread block: constant indices, no thread loop.
  stitch.barrier %c0
  return
}
