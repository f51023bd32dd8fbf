// On the CPU target, a product's kernel has one result: stitch-cpu-gemm
// lowers only such kernels, and a second result (the product itself, or a
// second epilogue value used outside) sent the kernel to the GPU-style
// tiled GEMM (shared tiles and barriers, cpuified): 9-10x slower to run at
// 512^3 and 512x768x2304, and the largest source of barriers, hence of
// compile time, in generated graphs (docs/compile-time.md). The kernel
// ends at one output; the rest forms kernels of its own. The GPU target
// keeps the multi-result kernels (negative), and on the CPU a product that
// only its epilogue reads still fuses with it (negative).
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s --check-prefix=CPU
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse))' | FileCheck %s --check-prefix=GPU
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}),stitch-lower-kernels-cpu)' 2>&1 | FileCheck %s --check-prefix=LOWER

#id = affine_map<(d0, d1) -> (d0, d1)>

// CPU-LABEL: func.func @escapes(
// CPU: %[[P:.*]] = stitch.kernel gemm_epilogue
// CPU: linalg.matmul
// CPU: stitch.yield
// CPU-NOT: stitch.kernel gemm_epilogue
// CPU: %[[T:.*]] = linalg.generic
// CPU: math.tanh
// CPU: return %[[P]], %[[T]]
// GPU-LABEL: func.func @escapes(
// GPU: %[[K:.*]]:2 = stitch.kernel gemm_epilogue
// GPU: linalg.matmul
// GPU: math.tanh
// GPU: return %[[K]]#0, %[[K]]#1
// REMARK: fuse-cpu-gemm-one-result.mlir:[[@LINE+10]]:8: remark: stitch-fuse: not fused: on the CPU a product's kernel has one result (stitch-cpu-gemm)
// LOWER-LABEL: func.func @escapes(
// LOWER: strategy = "cpu-gemm"
// LOWER-NOT: tiled-gemm
// LOWER-LABEL: func.func @epilogue_only(
func.func @escapes(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.tanh %i : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  return %m, %t : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// CPU-LABEL: func.func @epilogue_only(
// CPU: %[[K:.*]] = stitch.kernel gemm_epilogue
// CPU: linalg.matmul
// CPU: math.tanh
// CPU: return %[[K]]
// LOWER: strategy = "cpu-gemm"
// LOWER-NOT: tiled-gemm
func.func @epilogue_only(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.tanh %i : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  return %t : tensor<64x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Two epilogue values used outside (%r and %t): the CPU kernel stops at
// the first (product + relu), tanh is left out; the GPU keeps both.
// CPU-LABEL: func.func @two_epilogue_results(
// CPU: %[[K:.*]] = stitch.kernel gemm_epilogue
// CPU: linalg.matmul
// CPU: arith.maximumf
// CPU-NOT: math.tanh
// CPU: stitch.yield
// CPU: %[[T:.*]] = linalg.generic
// CPU: math.tanh
// CPU: return %[[K]], %[[T]]
// GPU-LABEL: func.func @two_epilogue_results(
// GPU: %[[K:.*]]:2 = stitch.kernel gemm_epilogue
// GPU: return %[[K]]#0, %[[K]]#1
// LOWER-LABEL: func.func @two_epilogue_results(
// LOWER: strategy = "cpu-gemm"
// LOWER-NOT: tiled-gemm
func.func @two_epilogue_results(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%i: f32, %o: f32):
    %x = arith.maximumf %i, %z : f32
    linalg.yield %x : f32
  } -> tensor<64x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%r : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%i: f32, %o: f32):
    %x = math.tanh %i : f32
    linalg.yield %x : f32
  } -> tensor<64x64xf32>
  return %r, %t : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Negative: a dynamic product (rows ?) keeps its two-result kernel on the
// CPU too: stitch-cpu-gemm takes no dynamic product, the tiled GEMM takes
// it either way, and splitting would only add a kernel.
// CPU-LABEL: func.func @dynamic_escapes(
// CPU: %[[K:.*]]:2 = stitch.kernel gemm_epilogue
// CPU: linalg.matmul
// CPU: math.tanh
// CPU: return %[[K]]#0, %[[K]]#1
// LOWER-LABEL: func.func @dynamic_escapes(
// LOWER: strategy = "tiled-gemm"
func.func @dynamic_escapes(%a: tensor<?x64xf32>, %b: tensor<64x64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>) {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x64xf32>) -> tensor<?x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<?x64xf32>, tensor<64x64xf32>) outs(%f : tensor<?x64xf32>) -> tensor<?x64xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<?x64xf32>) outs(%e : tensor<?x64xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.tanh %i : f32
    linalg.yield %r : f32
  } -> tensor<?x64xf32>
  return %m, %t : tensor<?x64xf32>, tensor<?x64xf32>
}
