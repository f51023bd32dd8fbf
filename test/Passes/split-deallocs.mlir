// stitch-split-deallocs: a dealloc of distinct allocations, retaining
// allocations and arguments, becomes one dealloc per freed buffer; the
// retained ownership is the same allocation's condition (or false).
// Execution is covered by every stitch-compile-cpu test (test/Execution,
// test/Models), whose pipeline runs this pass.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-split-deallocs))' | FileCheck %s

// CHECK-LABEL: func.func @fresh(
// CHECK-SAME: %[[ARG:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: %[[B:.*]] = memref.alloc
// CHECK: %[[D:.*]] = memref.alloc
// CHECK: %[[BA:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[A]]
// CHECK: %[[BB:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[B]]
// CHECK: %[[BD:[a-z_0-9]+]], {{.*}} = memref.extract_strided_metadata %[[D]]
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: bufferization.dealloc (%[[BA]] : memref<f32>) if (%{{.*}})
// CHECK-NEXT: bufferization.dealloc (%[[BD]] : memref<f32>) if (%[[C]])
// CHECK-NOT: bufferization.dealloc
// CHECK: return %[[B]], %[[ARG]], %[[C]], %[[FALSE]]
func.func @fresh(%arg: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  %ba, %o0, %s0, %t0 = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  %bb, %o1, %s1, %t1 = memref.extract_strided_metadata %b : memref<4xf32> -> memref<f32>, index, index, index
  %bd, %o2, %s2, %t2 = memref.extract_strided_metadata %d : memref<4xf32> -> memref<f32>, index, index, index
  %barg, %o3, %s3, %t3 = memref.extract_strided_metadata %arg : memref<4xf32> -> memref<f32>, index, index, index
  %r:2 = bufferization.dealloc (%ba, %bb, %bd, %barg : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%true, %c, %c, %false) retain (%b, %arg : memref<4xf32>, memref<4xf32>)
  return %b, %arg, %r#0, %r#1 : memref<4xf32>, memref<4xf32>, i1, i1
}

// -----

// Not split (left to buffer-deallocation-simplification): a retained view
// may alias a freed buffer, a memref that is not an allocation may alias
// another, and the same allocation listed twice is freed once.
// CHECK-LABEL: func.func @view(
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : {{.*}}) if ({{.*}}) retain (%{{.*}} : memref<2xf32, strided<[1], offset: 1>>)
// CHECK-LABEL: func.func @not_alloc(
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : {{.*}}) if ({{.*}}) retain
// CHECK-LABEL: func.func @twice(
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : {{.*}}) if ({{.*}}) retain
func.func @view(%c: i1) -> (memref<2xf32, strided<[1], offset: 1>>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %r = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%v : memref<2xf32, strided<[1], offset: 1>>)
  return %v, %r : memref<2xf32, strided<[1], offset: 1>>, i1
}
func.func @not_alloc(%c: i1, %m: memref<4xf32>) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %r = bufferization.dealloc (%a, %m : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%a : memref<4xf32>)
  return %a, %r : memref<4xf32>, i1
}
func.func @twice(%c: i1) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r = bufferization.dealloc (%a, %a : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%b : memref<4xf32>)
  return %b, %r : memref<4xf32>, i1
}
