// stitch-outline-allocs: each static memref.alloc at the top level of a
// function becomes a call of a private function that allocates it, one per
// distinct allocation (type and attributes), so that the LLVM lowering of
// an allocation happens once (docs/compile-time.md, seventh round).
// Execution is covered by every stitch-compile-cpu test (test/Execution,
// test/Models), whose pipeline runs this pass.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-outline-allocs)' | FileCheck %s

// Equal allocations share a function; another alignment or type gets its
// own. Negatives: a dynamic allocation, an allocation inside a loop, an
// alloca, and the allocations of a function marked stitch.outlined stay.
// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[N:.*]]: index)
// CHECK-NEXT: %[[A:.*]] = call @host_alloc() : () -> memref<16x16xf32>
// CHECK-NEXT: %[[B:.*]] = call @host_alloc() : () -> memref<16x16xf32>
// CHECK-NEXT: %[[C:.*]] = call @host_alloc_0() : () -> memref<16x16xf32>
// CHECK-NEXT: %[[D:.*]] = call @host_alloc_1() : () -> memref<16xf32>
// CHECK-NEXT: memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK: scf.for
// CHECK-NEXT: memref.alloc() : memref<8xf32>
// CHECK: memref.dealloc %[[A]]
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: memref.dealloc %{{.*}} : memref<?xf32>
// CHECK-NEXT: return %[[C]], %[[D]]
// CHECK: func.func private @kernel() attributes {stitch.outlined} {
// CHECK-NEXT: memref.alloc() : memref<16x16xf32>
// CHECK: func.func private @host_alloc() -> memref<16x16xf32> attributes {stitch.outlined} {
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<16x16xf32>
// CHECK-NEXT: return %[[M]] : memref<16x16xf32>
// CHECK: func.func private @host_alloc_0() -> memref<16x16xf32> attributes {stitch.outlined} {
// CHECK-NEXT: memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK: func.func private @host_alloc_1() -> memref<16xf32>
// CHECK-NOT: func.func
func.func @host(%n: index) -> (memref<16x16xf32>, memref<16xf32>) {
  %a = memref.alloc() : memref<16x16xf32>
  %b = memref.alloc() : memref<16x16xf32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
  %d = memref.alloc() : memref<16xf32>
  %e = memref.alloc(%n) : memref<?xf32>
  %f = memref.alloca() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %g = memref.alloc() : memref<8xf32>
    memref.dealloc %g : memref<8xf32>
  }
  memref.dealloc %a : memref<16x16xf32>
  memref.dealloc %b : memref<16x16xf32>
  memref.dealloc %e : memref<?xf32>
  return %c, %d : memref<16x16xf32>, memref<16xf32>
}
func.func private @kernel() attributes {stitch.outlined} {
  %a = memref.alloc() : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return
}
