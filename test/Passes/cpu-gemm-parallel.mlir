// stitch-cpu-gemm lowers the first kernel of each distinct text on MLIR's
// thread pool (stitchParallelFor) and inlines the lowerings in order; an
// equal kernel later in the function gets a copy of its lowering. The
// result is the same with and without threads, byte for byte.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpu-gemm{cpu=avx512 l2-kib=1024}))' -o %t.threads.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpu-gemm{cpu=avx512 l2-kib=1024}))' --mlir-disable-threading -o %t.serial.mlir
// RUN: diff %t.threads.mlir %t.serial.mlir
// RUN: FileCheck %s --input-file=%t.threads.mlir

// Three kernels, two distinct: the relu GEMM twice (on other B operands)
// and a 13x5x40 product, all lowered, in the order of the kernels.
// CHECK-LABEL: func.func @three(
// CHECK-NOT:     stitch.kernel
// CHECK:         vector.transfer_read %arg1{{.*}} : tensor<48x64xf32>, vector<16x32xf32>
// CHECK:       } {stitch.lowering = {kp = 16 : i64, mc = 64 : i64, mr = 8 : i64, nc = 64 : i64, nr = 32 : i64, strategy = "cpu-gemm"}}
// CHECK:         vector.transfer_read %arg3
// CHECK:         stitch.lowering = {{.*}}strategy = "cpu-gemm"
// CHECK:         vector.transfer_read %arg5{{.*}} : tensor<48x64xf32>, vector<16x32xf32>
// CHECK:       } {stitch.lowering = {kp = 16 : i64, mc = 64 : i64, mr = 8 : i64, nc = 64 : i64, nr = 32 : i64, strategy = "cpu-gemm"}}
// CHECK-NOT:     stitch.kernel
// CHECK:         return

#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
func.func @three(%arg0: tensor<64x48xf32>, %arg1: tensor<48x64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<13x5xf32>, %arg4: tensor<5x40xf32>, %arg5: tensor<48x64xf32>) -> (tensor<64x64xf32>, tensor<13x40xf32>, tensor<64x64xf32>) {
  %0 = stitch.kernel gemm_epilogue (%a = %arg0 : tensor<64x48xf32>, %b = %arg1 : tensor<48x64xf32>, %bias = %arg2 : tensor<64xf32>) -> tensor<64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %1 = tensor.empty() : tensor<64x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<64x48xf32>, tensor<48x64xf32>) outs(%2 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.mulf %in, %in_0 : f32
      %6 = arith.addf %out, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<64x64xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %bias : tensor<64x64xf32>, tensor<64xf32>) outs(%1 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.addf %in, %in_0 : f32
      %6 = arith.maximumf %5, %cst : f32
      linalg.yield %6 : f32
    } -> tensor<64x64xf32>
    stitch.yield %4 : tensor<64x64xf32>
  }
  %7 = stitch.kernel gemm_epilogue (%a = %arg3 : tensor<13x5xf32>, %b = %arg4 : tensor<5x40xf32>) -> tensor<13x40xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %1 = tensor.empty() : tensor<13x40xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<13x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<13x40xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<13x5xf32>, tensor<5x40xf32>) outs(%2 : tensor<13x40xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %4 = arith.mulf %in, %in_0 : f32
      %5 = arith.addf %out, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<13x40xf32>
    stitch.yield %3 : tensor<13x40xf32>
  }
  %8 = stitch.kernel gemm_epilogue (%a = %arg0 : tensor<64x48xf32>, %b = %arg5 : tensor<48x64xf32>, %bias = %arg2 : tensor<64xf32>) -> tensor<64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %1 = tensor.empty() : tensor<64x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x64xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<64x48xf32>, tensor<48x64xf32>) outs(%2 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.mulf %in, %in_0 : f32
      %6 = arith.addf %out, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<64x64xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %bias : tensor<64x64xf32>, tensor<64xf32>) outs(%1 : tensor<64x64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.addf %in, %in_0 : f32
      %6 = arith.maximumf %5, %cst : f32
      linalg.yield %6 : f32
    } -> tensor<64x64xf32>
    stitch.yield %4 : tensor<64x64xf32>
  }
  return %0, %7, %8 : tensor<64x64xf32>, tensor<13x40xf32>, tensor<64x64xf32>
}
