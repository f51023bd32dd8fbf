// On the CPU target, a product whose value is also used outside its
// epilogue ends its kernel: stitch-cpu-gemm lowers a product's kernel only
// with one result, and a second result (the product itself) would send the
// kernel to the GPU-style tiled GEMM (shared tiles and barriers, cpuified):
// 10x slower to run at 512^3 and the largest source of barriers, hence of
// compile time, in generated graphs (docs/compile-time.md). The GPU target
// keeps the two-result kernel (negative), and on the CPU a product that only
// its epilogue reads still fuses with it (negative); several epilogue
// results without the product (gpt2's q/k/v slices) are covered by
// test/Models/gpt2_block.test.
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
// REMARK: remark: stitch-fuse: not fused: on the CPU a product's kernel has one result (stitch-cpu-gemm)
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
