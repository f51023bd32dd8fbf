// The stitch dialect's OpAsmDialectInterface gives an alias to any type with
// 16 or more immediate element types, whichever dialect it belongs to: a
// function returning R memrefs lowers to one !llvm.struct of R descriptors
// that each of the R llvm.insertvalue ops packing it would otherwise print
// in full (R^2 text; docs/compile-time.md). Smaller aggregates (memref
// descriptors, a few results) keep their inline form, and the aliased text
// parses back to the same IR (the second command: upstream mlir-opt, which has no
// stitch dialect and so prints every type inline).
// The interface belongs to the stitch dialect, so it applies where that
// dialect is loaded: in every Stitch pipeline (stitch-fuse and the kernel
// passes load it), here through the stitch.barrier of @loads_stitch.
// RUN: stitch-opt %s | FileCheck %s
// RUN: stitch-opt %s --mlir-print-op-generic | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=INLINE

// 16 elements: aliased, defined once, used by every op that names it.
// CHECK: !llvm_aggregate = !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32)>
// A second large type gets a name of its own.
// CHECK: !llvm_aggregate1 = !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
// 15 elements, a memref descriptor, a tuple of 3: no alias.
// CHECK-NOT: = !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32)>
// CHECK-NOT: aggregate2
// CHECK-LABEL: llvm.func @pack
// CHECK: llvm.mlir.poison : !llvm_aggregate
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm_aggregate
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[15] : !llvm_aggregate
// CHECK: llvm.return %{{.*}} : !llvm_aggregate
// CHECK-LABEL: llvm.func @other
// CHECK: llvm.mlir.poison : !llvm_aggregate1
// CHECK-LABEL: llvm.func @small
// CHECK: llvm.mlir.poison : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32)>
// CHECK: llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: func.func @tuple(%{{.*}}: tuple<i32, i32, i32>)

// INLINE-NOT: aggregate
// INLINE: llvm.insertvalue %{{.*}}, %{{.*}}[15] : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32)>
// INLINE: llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>

!big = !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32)>
llvm.func @pack(%a: i64, %b: f32) -> !big {
  %s = llvm.mlir.poison : !big
  %0 = llvm.insertvalue %a, %s[0] : !big
  %1 = llvm.insertvalue %b, %0[15] : !big
  llvm.return %1 : !big
}

llvm.func @other() {
  %s = llvm.mlir.poison : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.return
}

llvm.func @small() {
  %s = llvm.mlir.poison : !llvm.struct<(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f32)>
  %d = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  llvm.return
}

func.func @tuple(%t: tuple<i32, i32, i32>) {
  return
}

func.func @loads_stitch() {
  %c0 = arith.constant 0 : index
  stitch.barrier %c0
  return
}
