// RUN: stitch-opt %stitch_root/examples/fusion/encoder_block.mlir --pass-pipeline='builtin.module(func.func(stitch-fuse),stitch-fusion-report)' -o %t.mlir | FileCheck %s
// RUN: stitch-opt %t.mlir --stitch-unfuse --stitch-fusion-report -o /dev/null | FileCheck %s --check-prefix=UNFUSED

// The transformer encoder block of examples/fusion (37 compute ops) fuses
// into 11 kernels: LN1, the Q, K and V projections with their bias and
// head split, the masked scores, the softmax, attention with the head join,
// the output projection with the residual, LN2, and the two MLP matmuls
// with bias+GELU and bias+residual. Every zero/-inf fill (accumulator
// inits) is recomputed in the kernel that uses it: no fill is left outside,
// none is a kernel output.
// CHECK-LABEL: "name": "encoder_block",
// CHECK: "kind": "stitch",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.reduce", "linalg.generic", "linalg.generic", "linalg.generic"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.matmul", "linalg.generic", "tensor.expand_shape", "linalg.transpose"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.matmul", "linalg.generic", "tensor.expand_shape", "linalg.transpose"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.matmul", "linalg.generic", "tensor.expand_shape", "linalg.transpose"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.batch_matmul", "linalg.generic"],
// CHECK: "kind": "stitch",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.reduce", "linalg.generic", "linalg.fill", "linalg.reduce", "linalg.generic"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.batch_matmul", "linalg.transpose", "tensor.collapse_shape"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.matmul", "linalg.generic"],
// CHECK: "kind": "stitch",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.reduce", "linalg.generic", "linalg.generic", "linalg.generic"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.matmul", "linalg.generic"],
// CHECK: "kind": "gemm_epilogue",
// CHECK-NEXT: "ops": [{{("arith.constant", |"tensor.empty", )*}}"linalg.fill", "linalg.matmul", "linalg.generic"],
// CHECK-NOT: "kind":
// CHECK: "outside": {"compute_ops": [], "num_other_ops": 0},
// CHECK-NEXT: "launches_before": 37, "launches_after": 11,

// Unfused, the module still holds the 37 computations (plus the fill copies
// as extra ops until CSE).
// UNFUSED-LABEL: "name": "encoder_block",
// UNFUSED: "launches_before": 37,
