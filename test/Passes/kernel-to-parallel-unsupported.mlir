// Kernels stitch-kernel-to-parallel cannot lower are inlined back with a
// warning (the program still compiles through the unfused path), or are
// errors with strict=true; never wrong code.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(stitch-kernel-to-parallel))' | FileCheck %s
// RUN: not %mlir-opt-plugin %s -split-input-file --pass-pipeline='builtin.module(func.func(stitch-kernel-to-parallel{strict=true}))' 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-kernel-to-parallel{block-size=0}))' 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: stitch-kernel-to-parallel: block-size must be in [1, 1024] and tile-size in [1, 32]

// Dynamic inner dims (only the outermost dim may be dynamic: the grid is
// laid out from one runtime size): inlined, the ops stay as they were.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: stitch.kernel
// CHECK: %[[E:.*]] = math.exp %arg0 : tensor<4x?xf32>
// CHECK: return %[[E]]
// STRICT: error: stitch-kernel-to-parallel: cannot lower this kernel: operands must be tensors of static shape (but for the outermost dim) or index sizes
func.func @dynamic(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  // expected-warning @+1 {{stitch-kernel-to-parallel: kernel left unfused (operands must be tensors of static shape (but for the outermost dim) or index sizes)}}
  %r = stitch.kernel loop (%a = %x : tensor<4x?xf32>) -> tensor<4x?xf32> {
    %e = math.exp %a : tensor<4x?xf32>
    stitch.yield %e : tensor<4x?xf32>
  }
  return %r : tensor<4x?xf32>
}

// -----

// A dynamic outermost dim with an op that has no element-wise form (math
// on whole tensors): no strategy applies, inlined back.
// CHECK-LABEL: func.func @dynamic_outer_no_strategy
// CHECK-NOT: stitch.kernel
// CHECK: math.exp %arg0 : tensor<?xf32>
// STRICT: error: stitch-kernel-to-parallel: cannot lower this kernel: no strategy can compute its results element-wise
func.func @dynamic_outer_no_strategy(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-warning @+1 {{stitch-kernel-to-parallel: kernel left unfused (no strategy can compute its results element-wise)}}
  %r = stitch.kernel loop (%a = %x : tensor<?xf32>) -> tensor<?xf32> {
    %e = math.exp %a : tensor<?xf32>
    stitch.yield %e : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// An op that has no element-wise form (a tensor op on whole tensors that is
// not linalg): no strategy applies.
// CHECK-LABEL: func.func @whole_tensor_op
// CHECK-NOT: stitch.kernel
// CHECK: tensor.concat
// STRICT: error: stitch-kernel-to-parallel: cannot lower this kernel: no strategy can compute its results element-wise
func.func @whole_tensor_op(%x: tensor<4xf32>) -> tensor<8xf32> {
  // expected-warning @+1 {{kernel left unfused (no strategy can compute its results element-wise)}}
  %r = stitch.kernel opaque (%a = %x : tensor<4xf32>) -> tensor<8xf32> {
    %c = tensor.concat dim(0) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    stitch.yield %c : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// tensor.extract_slice has no element-wise form here: not lowered.
// CHECK-LABEL: func.func @extract_slice
// CHECK-NOT: stitch.kernel
// CHECK: tensor.extract_slice
func.func @extract_slice(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-warning @+1 {{kernel left unfused}}
  %r = stitch.kernel loop (%a = %x : tensor<8xf32>) -> tensor<4xf32> {
    %s = tensor.extract_slice %a[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %e = tensor.empty() : tensor<4xf32>
    %m = linalg.map { math.exp } ins(%s : tensor<4xf32>) outs(%e : tensor<4xf32>)
    stitch.yield %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
