// Static slices are index maps: tensor.extract_slice (any static strides,
// rank-reducing or not) reads its source at offset + stride * index,
// tensor.insert_slice (unit strides) selects between its source and its
// destination, so they fuse like reshapes (injective). What stays outside,
// and why: slices with dynamic offsets, strided inserts.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu remarks=true}))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// Every kernel lowers on both mappings (none is inlined back with a warning).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}),stitch-lower-kernels-cpu)' 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse),stitch-lower-kernels)' 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER-NOT: warning
// LOWER-NOT: stitch.kernel
// LOWER: func.func @split_strided

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// Halves and an every-other-column view of exp(x), recombined: one kernel.
// CHECK-LABEL: func.func @split_strided
// CHECK: stitch.kernel loop
// CHECK: tensor.extract_slice
// CHECK: tensor.extract_slice
// CHECK: tensor.insert_slice
// CHECK: stitch.yield
// CHECK-NOT: tensor.
// CHECK: return
func.func @split_strided(%x: tensor<5x12xf32>) -> tensor<5x12xf32> {
  %e = tensor.empty() : tensor<5x12xf32>
  %ex = linalg.exp ins(%x : tensor<5x12xf32>) outs(%e : tensor<5x12xf32>) -> tensor<5x12xf32>
  %lo = tensor.extract_slice %ex[0, 0] [5, 6] [1, 1] : tensor<5x12xf32> to tensor<5x6xf32>
  %odd = tensor.extract_slice %ex[0, 1] [5, 6] [1, 2] : tensor<5x12xf32> to tensor<5x6xf32>
  %e6 = tensor.empty() : tensor<5x6xf32>
  %s = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%lo, %odd : tensor<5x6xf32>, tensor<5x6xf32>) outs(%e6 : tensor<5x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %y = arith.subf %a, %b : f32
    linalg.yield %y : f32
  } -> tensor<5x6xf32>
  %r = tensor.insert_slice %s into %ex[0, 6] [5, 6] [1, 1] : tensor<5x6xf32> into tensor<5x12xf32>
  return %r : tensor<5x12xf32>
}

// Negative: a slice at a runtime offset is no static index map: it stays
// outside, and its producer, left with nothing to fuse with, too.
// CHECK-LABEL: func.func @dynamic_offset
// CHECK: tensor.extract_slice %{{.*}}[0, %
// CHECK-NOT: stitch.kernel
// CHECK: return
// REMARK-DAG: fuse-slice.mlir:[[@LINE+4]]:9: remark: stitch-fuse: not fused: tensor.pad / insert_slice / extract_slice with dynamic offsets or sizes
func.func @dynamic_offset(%x: tensor<5x12xf32>, %i: index) -> tensor<5x6xf32> {
  %e = tensor.empty() : tensor<5x12xf32>
  %ex = linalg.exp ins(%x : tensor<5x12xf32>) outs(%e : tensor<5x12xf32>) -> tensor<5x12xf32>
  %lo = tensor.extract_slice %ex[0, %i] [5, 6] [1, 1] : tensor<5x12xf32> to tensor<5x6xf32>
  return %lo : tensor<5x6xf32>
}

// Negative: an insert with stride 2 (every other column of the
// destination) is not a box: outside.
// CHECK-LABEL: func.func @strided_insert
// CHECK: tensor.insert_slice {{.*}} [1, 2]
// CHECK: return
// REMARK-DAG: fuse-slice.mlir:[[@LINE+4]]:8: remark: stitch-fuse: not fused: tensor.pad / insert_slice / extract_slice with dynamic offsets or sizes, non-unit insert strides
func.func @strided_insert(%x: tensor<5x6xf32>, %d: tensor<5x12xf32>) -> tensor<5x12xf32> {
  %e = tensor.empty() : tensor<5x6xf32>
  %ex = linalg.exp ins(%x : tensor<5x6xf32>) outs(%e : tensor<5x6xf32>) -> tensor<5x6xf32>
  %r = tensor.insert_slice %ex into %d[0, 0] [5, 6] [1, 2] : tensor<5x6xf32> into tensor<5x12xf32>
  return %r : tensor<5x12xf32>
}
