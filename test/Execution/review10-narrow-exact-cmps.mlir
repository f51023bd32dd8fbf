// Review (round 10) of stitch-cpuify's narrow-indices exact values
// (passes/codegen/NarrowIndices.c: Chain::noSignedWrap, rewriteExact):
// signed comparisons (slt, sge, eq, ne, sgt, sle; the chain on either side)
// of `nsw` i32/i16/i8 chains from a truncation of the thread index over a
// constant range are rewritten in place into index comparisons built from
// wideAtLowerBound. Chains: p0 - t (coefficient -1), t * -3 + p0, (t << 3) +
// p0, i16 (trunc p0 - t16) - 7, i8 t8 * 2 - trunc p1 (100 threads... 60),
// (t - p0) * 2 over thread loops [5, 37) and [-20, 12) (scf.parallel input
// form), a block of one thread, and guards (t < p2: tightened, not exact;
// a loaded flag: exact under an scf.if). Parameters near INT32_MIN/MAX,
// filtered so that no executed thread overflows (the source has no UB);
// compared with plain host loops (no nsw). 1 and 66 blocks (launches of
// fewer than 64 blocks take split-below's copy, which is not exact).
// The IR check (split-below off) shows every kernel but `guarded` without
// a narrow comparison left and with an index one.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks{split-below=0}),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// CHECK: neg runs 32 mismatches 0
// CHECK-NEXT: m3 runs 32 mismatches 0
// CHECK-NEXT: shl runs 32 mismatches 0
// CHECK-NEXT: i16 runs 32 mismatches 0
// CHECK-NEXT: i8 runs 32 mismatches 0
// CHECK-NEXT: lb5 runs 32 mismatches 0
// CHECK-NEXT: lbneg runs 32 mismatches 0
// CHECK-NEXT: one runs 32 mismatches 0
// CHECK-NEXT: guarded runs 32 mismatches 0
// CHECK-NEXT: guardld runs 32 mismatches 0
// IR-LABEL: func.func @k_neg(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_m3(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_shl(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_i16(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_i8(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_lb5(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_lbneg(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_one(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index
// IR-LABEL: func.func @k_guardld(
// IR-NOT: arith.cmpi {{.*}} : i{{(8|16|32)}}{{$}}
// IR: arith.cmpi {{(eq|ne)}}, {{.*}} : index

llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @k_neg(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v2 = arith.subi %p0, %v4 overflow<nsw> : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v6 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v6, %out[%a0] : memref<?xi64>
%v7 = arith.cmpi sge, %p1, %v2 : i32
%v9 = arith.extui %v7 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v9, %out[%a1] : memref<?xi64>
%v10 = arith.cmpi eq, %v2, %p1 : i32
%v12 = arith.extui %v10 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v12, %out[%a2] : memref<?xi64>
%v13 = arith.cmpi ne, %p1, %v2 : i32
%v15 = arith.extui %v13 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v15, %out[%a3] : memref<?xi64>
%v16 = arith.cmpi sgt, %v2, %p1 : i32
%v18 = arith.extui %v16 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v18, %out[%a4] : memref<?xi64>
%v19 = arith.cmpi sle, %v2, %p1 : i32
%v21 = arith.extui %v19 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v21, %out[%a5] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_neg(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v2 = arith.subi %p0, %v4 : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v6 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v6, %out[%a0] : memref<?xi64>
%v7 = arith.cmpi sge, %p1, %v2 : i32
%v9 = arith.extui %v7 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v9, %out[%a1] : memref<?xi64>
%v10 = arith.cmpi eq, %v2, %p1 : i32
%v12 = arith.extui %v10 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v12, %out[%a2] : memref<?xi64>
%v13 = arith.cmpi ne, %p1, %v2 : i32
%v15 = arith.extui %v13 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v15, %out[%a3] : memref<?xi64>
%v16 = arith.cmpi sgt, %v2, %p1 : i32
%v18 = arith.extui %v16 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v18, %out[%a4] : memref<?xi64>
%v19 = arith.cmpi sle, %v2, %p1 : i32
%v21 = arith.extui %v19 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v21, %out[%a5] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_neg("neg runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_m3(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v5 = arith.constant -3 : i32
%v3 = arith.muli %v4, %v5 overflow<nsw> : i32
%v2 = arith.addi %v3, %p0 overflow<nsw> : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_m3(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v5 = arith.constant -3 : i32
%v3 = arith.muli %v4, %v5 : i32
%v2 = arith.addi %v3, %p0 : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_m3("m3 runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_shl(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v5 = arith.constant 3 : i32
%v3 = arith.shli %v4, %v5 overflow<nsw> : i32
%v2 = arith.addi %v3, %p0 overflow<nsw> : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_shl(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v5 = arith.constant 3 : i32
%v3 = arith.shli %v4, %v5 : i32
%v2 = arith.addi %v3, %p0 : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_shl("shl runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_i16(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.trunci %p0 : i32 to i16
%v6 = arith.index_cast %tx : index to i16
%v3 = arith.subi %v4, %v6 overflow<nsw> : i16
%v7 = arith.constant -7 : i16
%v2 = arith.addi %v3, %v7 overflow<nsw> : i16
%v8 = arith.trunci %p1 : i32 to i16
%v1 = arith.cmpi slt, %v2, %v8 : i16
%v10 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi sge, %v8, %v2 : i16
%v12 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
%v13 = arith.cmpi eq, %v2, %v8 : i16
%v14 = arith.extui %v13 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %v8, %v2 : i16
%v16 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v16, %out[%a3] : memref<?xi64>
%v17 = arith.cmpi sgt, %v2, %v8 : i16
%v18 = arith.extui %v17 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v18, %out[%a4] : memref<?xi64>
%v19 = arith.cmpi sle, %v2, %v8 : i16
%v20 = arith.extui %v19 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v20, %out[%a5] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_i16(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.trunci %p0 : i32 to i16
%v6 = arith.index_cast %tx : index to i16
%v3 = arith.subi %v4, %v6 : i16
%v7 = arith.constant -7 : i16
%v2 = arith.addi %v3, %v7 : i16
%v8 = arith.trunci %p1 : i32 to i16
%v1 = arith.cmpi slt, %v2, %v8 : i16
%v10 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi sge, %v8, %v2 : i16
%v12 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
%v13 = arith.cmpi eq, %v2, %v8 : i16
%v14 = arith.extui %v13 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %v8, %v2 : i16
%v16 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v16, %out[%a3] : memref<?xi64>
%v17 = arith.cmpi sgt, %v2, %v8 : i16
%v18 = arith.extui %v17 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v18, %out[%a4] : memref<?xi64>
%v19 = arith.cmpi sle, %v2, %v8 : i16
%v20 = arith.extui %v19 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v20, %out[%a5] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_i16("i16 runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_i8(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 60 : index
%cT = arith.constant 60 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i8
%v5 = arith.constant 2 : i8
%v3 = arith.muli %v4, %v5 overflow<nsw> : i8
%v6 = arith.trunci %p0 : i32 to i8
%v2 = arith.subi %v3, %v6 overflow<nsw> : i8
%v8 = arith.trunci %p1 : i32 to i8
%v1 = arith.cmpi slt, %v2, %v8 : i8
%v10 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi sge, %v8, %v2 : i8
%v12 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
%v13 = arith.cmpi eq, %v2, %v8 : i8
%v14 = arith.extui %v13 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %v8, %v2 : i8
%v16 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v16, %out[%a3] : memref<?xi64>
%v17 = arith.cmpi sgt, %v2, %v8 : i8
%v18 = arith.extui %v17 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v18, %out[%a4] : memref<?xi64>
%v19 = arith.cmpi sle, %v2, %v8 : i8
%v20 = arith.extui %v19 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v20, %out[%a5] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_i8(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 60 : index
%cT = arith.constant 60 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i8
%v5 = arith.constant 2 : i8
%v3 = arith.muli %v4, %v5 : i8
%v6 = arith.trunci %p0 : i32 to i8
%v2 = arith.subi %v3, %v6 : i8
%v8 = arith.trunci %p1 : i32 to i8
%v1 = arith.cmpi slt, %v2, %v8 : i8
%v10 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi sge, %v8, %v2 : i8
%v12 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
%v13 = arith.cmpi eq, %v2, %v8 : i8
%v14 = arith.extui %v13 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %v8, %v2 : i8
%v16 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v16, %out[%a3] : memref<?xi64>
%v17 = arith.cmpi sgt, %v2, %v8 : i8
%v18 = arith.extui %v17 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v18, %out[%a4] : memref<?xi64>
%v19 = arith.cmpi sle, %v2, %v8 : i8
%v20 = arith.extui %v19 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v20, %out[%a5] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_i8("i8 runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_lb5(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 5 : index
%cUB = arith.constant 37 : index
%cT = arith.constant 32 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v3 = arith.subi %v4, %p0 overflow<nsw> : i32
%v6 = arith.constant 2 : i32
%v2 = arith.muli %v3, %v6 overflow<nsw> : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_lb5(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 5 : index
%cUB = arith.constant 37 : index
%cT = arith.constant 32 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v3 = arith.subi %v4, %p0 : i32
%v6 = arith.constant 2 : i32
%v2 = arith.muli %v3, %v6 : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_lb5("lb5 runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_lbneg(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant -20 : index
%cUB = arith.constant 12 : index
%cT = arith.constant 32 : index
%cK = arith.constant 7 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%c6_k = arith.constant 25344 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v4 = arith.subi %v5, %p0 overflow<nsw> : i32
%v7 = arith.constant 2 : i32
%v3 = arith.muli %v4, %v7 overflow<nsw> : i32
%v8 = arith.constant -1000 : i32
%v2 = arith.addi %v3, %v8 overflow<nsw> : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v10 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi sge, %p1, %v2 : i32
%v13 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v14 = arith.cmpi eq, %v2, %p1 : i32
%v16 = arith.extui %v14 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v16, %out[%a2] : memref<?xi64>
%v17 = arith.cmpi ne, %p1, %v2 : i32
%v19 = arith.extui %v17 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v19, %out[%a3] : memref<?xi64>
%v20 = arith.cmpi sgt, %v2, %p1 : i32
%v22 = arith.extui %v20 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v22, %out[%a4] : memref<?xi64>
%v23 = arith.cmpi sle, %v2, %p1 : i32
%v25 = arith.extui %v23 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v25, %out[%a5] : memref<?xi64>
%v28 = arith.constant 2147483627 : i32
%v27 = arith.subi %v28, %v5 overflow<nsw> : i32
%v26 = arith.cmpi slt, %v27, %p1 : i32
%v30 = arith.extui %v26 : i1 to i64
%a6 = arith.addi %g, %c6_k : index
memref.store %v30, %out[%a6] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_lbneg(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant -20 : index
%cUB = arith.constant 12 : index
%cT = arith.constant 32 : index
%cK = arith.constant 7 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%c6_k = arith.constant 25344 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v4 = arith.subi %v5, %p0 : i32
%v7 = arith.constant 2 : i32
%v3 = arith.muli %v4, %v7 : i32
%v8 = arith.constant -1000 : i32
%v2 = arith.addi %v3, %v8 : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v10 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi sge, %p1, %v2 : i32
%v13 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v14 = arith.cmpi eq, %v2, %p1 : i32
%v16 = arith.extui %v14 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v16, %out[%a2] : memref<?xi64>
%v17 = arith.cmpi ne, %p1, %v2 : i32
%v19 = arith.extui %v17 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v19, %out[%a3] : memref<?xi64>
%v20 = arith.cmpi sgt, %v2, %p1 : i32
%v22 = arith.extui %v20 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v22, %out[%a4] : memref<?xi64>
%v23 = arith.cmpi sle, %v2, %p1 : i32
%v25 = arith.extui %v23 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v25, %out[%a5] : memref<?xi64>
%v28 = arith.constant 2147483627 : i32
%v27 = arith.subi %v28, %v5 : i32
%v26 = arith.cmpi slt, %v27, %p1 : i32
%v30 = arith.extui %v26 : i1 to i64
%a6 = arith.addi %g, %c6_k : index
memref.store %v30, %out[%a6] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_lbneg("lbneg runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_one(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 1 : index
%cT = arith.constant 1 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v5 = arith.constant 5 : i32
%v3 = arith.muli %v4, %v5 overflow<nsw> : i32
%v2 = arith.addi %v3, %p0 overflow<nsw> : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_one(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 1 : index
%cT = arith.constant 1 : index
%cK = arith.constant 6 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%c4_k = arith.constant 16896 : index
%c5_k = arith.constant 21120 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v5 = arith.constant 5 : i32
%v3 = arith.muli %v4, %v5 : i32
%v2 = arith.addi %v3, %p0 : i32
%v1 = arith.cmpi slt, %v2, %p1 : i32
%v8 = arith.extui %v1 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi sge, %p1, %v2 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.cmpi eq, %v2, %p1 : i32
%v14 = arith.extui %v12 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v14, %out[%a2] : memref<?xi64>
%v15 = arith.cmpi ne, %p1, %v2 : i32
%v17 = arith.extui %v15 : i1 to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v17, %out[%a3] : memref<?xi64>
%v18 = arith.cmpi sgt, %v2, %p1 : i32
%v20 = arith.extui %v18 : i1 to i64
%a4 = arith.addi %g, %c4_k : index
memref.store %v20, %out[%a4] : memref<?xi64>
%v21 = arith.cmpi sle, %v2, %p1 : i32
%v23 = arith.extui %v21 : i1 to i64
%a5 = arith.addi %g, %c5_k : index
memref.store %v23, %out[%a5] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_one("one runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_guarded(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32, %p2: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v2 = arith.index_cast %tx : index to i32
%v1 = arith.cmpi slt, %v2, %p2 : i32
scf.if %v1 {
%v7 = arith.constant 1000 : i32
%v6 = arith.muli %v2, %v7 overflow<nsw> : i32
%v5 = arith.addi %v6, %p0 overflow<nsw> : i32
%v4 = arith.cmpi slt, %v5, %p1 : i32
%v10 = arith.extui %v4 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi eq, %v5, %p1 : i32
%v13 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v19 = arith.constant 999 : i32
%v18 = arith.muli %v2, %v19 overflow<nsw> : i32
%v16 = arith.subi %p0, %v18 overflow<nsw> : i32
%v14 = arith.cmpi sgt, %p1, %v16 : i32
%v20 = arith.extui %v14 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v20, %out[%a2] : memref<?xi64>
}
gpu.terminator
}
return
}
func.func @h_guarded(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32, %p2: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v2 = arith.index_cast %tx : index to i32
%v1 = arith.cmpi slt, %v2, %p2 : i32
scf.if %v1 {
%v7 = arith.constant 1000 : i32
%v6 = arith.muli %v2, %v7 : i32
%v5 = arith.addi %v6, %p0 : i32
%v4 = arith.cmpi slt, %v5, %p1 : i32
%v10 = arith.extui %v4 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.cmpi eq, %v5, %p1 : i32
%v13 = arith.extui %v11 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v19 = arith.constant 999 : i32
%v18 = arith.muli %v2, %v19 : i32
%v16 = arith.subi %p0, %v18 : i32
%v14 = arith.cmpi sgt, %p1, %v16 : i32
%v20 = arith.extui %v14 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v20, %out[%a2] : memref<?xi64>
}
}
}
return
}
llvm.mlir.global internal constant @fmt_guarded("guarded runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_guardld(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32, %p2: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v3 = arith.index_cast %v4 : i32 to index
%v2 = memref.load %in[%v3] : memref<?xi64>
%v2_i = arith.index_cast %v2 : i64 to index
%v5 = arith.constant 0 : index
%v1 = arith.cmpi sge, %v2_i, %v5 : index
scf.if %v1 {
%v9 = arith.constant 1000 : i32
%v8 = arith.muli %v4, %v9 overflow<nsw> : i32
%v7 = arith.addi %v8, %p0 overflow<nsw> : i32
%v6 = arith.cmpi slt, %v7, %p1 : i32
%v12 = arith.extui %v6 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v12, %out[%a0] : memref<?xi64>
%v14 = arith.subi %p1, %v4 overflow<nsw> : i32
%v13 = arith.cmpi ne, %v14, %p0 : i32
%v17 = arith.extui %v13 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v17, %out[%a1] : memref<?xi64>
%v23 = arith.constant 999 : i32
%v22 = arith.muli %v4, %v23 overflow<nsw> : i32
%v20 = arith.subi %p0, %v22 overflow<nsw> : i32
%v18 = arith.cmpi sgt, %p1, %v20 : i32
%v24 = arith.extui %v18 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v24, %out[%a2] : memref<?xi64>
}
gpu.terminator
}
return
}
func.func @h_guardld(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32, %p2: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v3 = arith.index_cast %v4 : i32 to index
%v2 = memref.load %in[%v3] : memref<?xi64>
%v2_i = arith.index_cast %v2 : i64 to index
%v5 = arith.constant 0 : index
%v1 = arith.cmpi sge, %v2_i, %v5 : index
scf.if %v1 {
%v9 = arith.constant 1000 : i32
%v8 = arith.muli %v4, %v9 : i32
%v7 = arith.addi %v8, %p0 : i32
%v6 = arith.cmpi slt, %v7, %p1 : i32
%v12 = arith.extui %v6 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v12, %out[%a0] : memref<?xi64>
%v14 = arith.subi %p1, %v4 : i32
%v13 = arith.cmpi ne, %v14, %p0 : i32
%v17 = arith.extui %v13 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v17, %out[%a1] : memref<?xi64>
%v23 = arith.constant 999 : i32
%v22 = arith.muli %v4, %v23 : i32
%v20 = arith.subi %p0, %v22 : i32
%v18 = arith.cmpi sgt, %p1, %v20 : i32
%v24 = arith.extui %v18 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v24, %out[%a2] : memref<?xi64>
}
}
}
return
}
llvm.mlir.global internal constant @fmt_guardld("guardld runs 32 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @main() {
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%z = arith.constant 0 : i64
%one = arith.constant 1 : i64
%sent = arith.constant -7 : i64
%cIN = arith.constant 256 : index
%cN = arith.constant 33792 : index
%in = memref.alloc(%cIN) : memref<?xi64>
%a = memref.alloc(%cN) : memref<?xi64>
%w = memref.alloc(%cN) : memref<?xi64>
scf.for %i = %c0 to %cIN step %c1 {
%ii = arith.index_cast %i : index to i64
%c7 = arith.constant 7 : i64
%c3 = arith.constant 3 : i64
%m = arith.muli %ii, %c7 : i64
%v = arith.addi %m, %c3 : i64
memref.store %v, %in[%i] : memref<?xi64>
}
%tot_neg = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_0 = arith.constant 1 : index
%p_neg_0_0 = arith.constant 2147483647 : i32
%p_neg_0_1 = arith.constant -128 : i32
func.call @k_neg(%a, %in, %nb_neg_0, %p_neg_0_0, %p_neg_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_0, %p_neg_0_0, %p_neg_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_neg) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_1 = arith.constant 65 : index
%p_neg_1_0 = arith.constant 2147483647 : i32
%p_neg_1_1 = arith.constant -128 : i32
func.call @k_neg(%a, %in, %nb_neg_1, %p_neg_1_0, %p_neg_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_1, %p_neg_1_0, %p_neg_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_2 = arith.constant 1 : index
%p_neg_2_0 = arith.constant -715827912 : i32
%p_neg_2_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_2, %p_neg_2_0, %p_neg_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_2, %p_neg_2_0, %p_neg_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_3 = arith.constant 65 : index
%p_neg_3_0 = arith.constant -715827912 : i32
%p_neg_3_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_3, %p_neg_3_0, %p_neg_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_3, %p_neg_3_0, %p_neg_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_4 = arith.constant 1 : index
%p_neg_4_0 = arith.constant 2147483584 : i32
%p_neg_4_1 = arith.constant -715827912 : i32
func.call @k_neg(%a, %in, %nb_neg_4, %p_neg_4_0, %p_neg_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_4, %p_neg_4_0, %p_neg_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_5 = arith.constant 65 : index
%p_neg_5_0 = arith.constant 2147483584 : i32
%p_neg_5_1 = arith.constant -715827912 : i32
func.call @k_neg(%a, %in, %nb_neg_5, %p_neg_5_0, %p_neg_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_5, %p_neg_5_0, %p_neg_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_6 = arith.constant 1 : index
%p_neg_6_0 = arith.constant 268435445 : i32
%p_neg_6_1 = arith.constant -32768 : i32
func.call @k_neg(%a, %in, %nb_neg_6, %p_neg_6_0, %p_neg_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_6, %p_neg_6_0, %p_neg_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_7 = arith.constant 65 : index
%p_neg_7_0 = arith.constant 268435445 : i32
%p_neg_7_1 = arith.constant -32768 : i32
func.call @k_neg(%a, %in, %nb_neg_7, %p_neg_7_0, %p_neg_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_7, %p_neg_7_0, %p_neg_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_8 = arith.constant 1 : index
%p_neg_8_0 = arith.constant 2147483585 : i32
%p_neg_8_1 = arith.constant -64 : i32
func.call @k_neg(%a, %in, %nb_neg_8, %p_neg_8_0, %p_neg_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_8, %p_neg_8_0, %p_neg_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_9 = arith.constant 65 : index
%p_neg_9_0 = arith.constant 2147483585 : i32
%p_neg_9_1 = arith.constant -64 : i32
func.call @k_neg(%a, %in, %nb_neg_9, %p_neg_9_0, %p_neg_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_9, %p_neg_9_0, %p_neg_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_10 = arith.constant 1 : index
%p_neg_10_0 = arith.constant -715827883 : i32
%p_neg_10_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_10, %p_neg_10_0, %p_neg_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_10, %p_neg_10_0, %p_neg_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_11 = arith.constant 65 : index
%p_neg_11_0 = arith.constant -715827883 : i32
%p_neg_11_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_11, %p_neg_11_0, %p_neg_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_11, %p_neg_11_0, %p_neg_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_12 = arith.constant 1 : index
%p_neg_12_0 = arith.constant 2147483584 : i32
%p_neg_12_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_12, %p_neg_12_0, %p_neg_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_12, %p_neg_12_0, %p_neg_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_13 = arith.constant 65 : index
%p_neg_13_0 = arith.constant 2147483584 : i32
%p_neg_13_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_13, %p_neg_13_0, %p_neg_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_13, %p_neg_13_0, %p_neg_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_14 = arith.constant 1 : index
%p_neg_14_0 = arith.constant -2147483585 : i32
%p_neg_14_1 = arith.constant -715827912 : i32
func.call @k_neg(%a, %in, %nb_neg_14, %p_neg_14_0, %p_neg_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_14, %p_neg_14_0, %p_neg_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_15 = arith.constant 65 : index
%p_neg_15_0 = arith.constant -2147483585 : i32
%p_neg_15_1 = arith.constant -715827912 : i32
func.call @k_neg(%a, %in, %nb_neg_15, %p_neg_15_0, %p_neg_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_15, %p_neg_15_0, %p_neg_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_16 = arith.constant 1 : index
%p_neg_16_0 = arith.constant -32768 : i32
%p_neg_16_1 = arith.constant 100 : i32
func.call @k_neg(%a, %in, %nb_neg_16, %p_neg_16_0, %p_neg_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_16, %p_neg_16_0, %p_neg_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_17 = arith.constant 65 : index
%p_neg_17_0 = arith.constant -32768 : i32
%p_neg_17_1 = arith.constant 100 : i32
func.call @k_neg(%a, %in, %nb_neg_17, %p_neg_17_0, %p_neg_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_17, %p_neg_17_0, %p_neg_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_18 = arith.constant 1 : index
%p_neg_18_0 = arith.constant 2147483646 : i32
%p_neg_18_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_18, %p_neg_18_0, %p_neg_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_18, %p_neg_18_0, %p_neg_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_19 = arith.constant 65 : index
%p_neg_19_0 = arith.constant 2147483646 : i32
%p_neg_19_1 = arith.constant -2147483648 : i32
func.call @k_neg(%a, %in, %nb_neg_19, %p_neg_19_0, %p_neg_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_19, %p_neg_19_0, %p_neg_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_20 = arith.constant 1 : index
%p_neg_20_0 = arith.constant -5 : i32
%p_neg_20_1 = arith.constant 2147483585 : i32
func.call @k_neg(%a, %in, %nb_neg_20, %p_neg_20_0, %p_neg_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_20, %p_neg_20_0, %p_neg_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_21 = arith.constant 65 : index
%p_neg_21_0 = arith.constant -5 : i32
%p_neg_21_1 = arith.constant 2147483585 : i32
func.call @k_neg(%a, %in, %nb_neg_21, %p_neg_21_0, %p_neg_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_21, %p_neg_21_0, %p_neg_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_22 = arith.constant 1 : index
%p_neg_22_0 = arith.constant -2147483584 : i32
%p_neg_22_1 = arith.constant -2147483584 : i32
func.call @k_neg(%a, %in, %nb_neg_22, %p_neg_22_0, %p_neg_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_22, %p_neg_22_0, %p_neg_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_23 = arith.constant 65 : index
%p_neg_23_0 = arith.constant -2147483584 : i32
%p_neg_23_1 = arith.constant -2147483584 : i32
func.call @k_neg(%a, %in, %nb_neg_23, %p_neg_23_0, %p_neg_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_23, %p_neg_23_0, %p_neg_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_24 = arith.constant 1 : index
%p_neg_24_0 = arith.constant 2147483583 : i32
%p_neg_24_1 = arith.constant -5 : i32
func.call @k_neg(%a, %in, %nb_neg_24, %p_neg_24_0, %p_neg_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_24, %p_neg_24_0, %p_neg_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_25 = arith.constant 65 : index
%p_neg_25_0 = arith.constant 2147483583 : i32
%p_neg_25_1 = arith.constant -5 : i32
func.call @k_neg(%a, %in, %nb_neg_25, %p_neg_25_0, %p_neg_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_25, %p_neg_25_0, %p_neg_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_26 = arith.constant 1 : index
%p_neg_26_0 = arith.constant -64 : i32
%p_neg_26_1 = arith.constant -5 : i32
func.call @k_neg(%a, %in, %nb_neg_26, %p_neg_26_0, %p_neg_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_26, %p_neg_26_0, %p_neg_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_27 = arith.constant 65 : index
%p_neg_27_0 = arith.constant -64 : i32
%p_neg_27_1 = arith.constant -5 : i32
func.call @k_neg(%a, %in, %nb_neg_27, %p_neg_27_0, %p_neg_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_27, %p_neg_27_0, %p_neg_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_28 = arith.constant 1 : index
%p_neg_28_0 = arith.constant 64 : i32
%p_neg_28_1 = arith.constant 64 : i32
func.call @k_neg(%a, %in, %nb_neg_28, %p_neg_28_0, %p_neg_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_28, %p_neg_28_0, %p_neg_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_29 = arith.constant 65 : index
%p_neg_29_0 = arith.constant 64 : i32
%p_neg_29_1 = arith.constant 64 : i32
func.call @k_neg(%a, %in, %nb_neg_29, %p_neg_29_0, %p_neg_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_29, %p_neg_29_0, %p_neg_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_30 = arith.constant 1 : index
%p_neg_30_0 = arith.constant 2147483647 : i32
%p_neg_30_1 = arith.constant -5 : i32
func.call @k_neg(%a, %in, %nb_neg_30, %p_neg_30_0, %p_neg_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_30, %p_neg_30_0, %p_neg_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_neg_31 = arith.constant 65 : index
%p_neg_31_0 = arith.constant 2147483647 : i32
%p_neg_31_1 = arith.constant -5 : i32
func.call @k_neg(%a, %in, %nb_neg_31, %p_neg_31_0, %p_neg_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_neg(%w, %in, %nb_neg_31, %p_neg_31_0, %p_neg_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_neg_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_neg_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_neg = llvm.mlir.addressof @fmt_neg : !llvm.ptr
llvm.call @printf(%f_neg, %bad_neg_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_m3 = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_0 = arith.constant 1 : index
%p_m3_0_0 = arith.constant -1073741824 : i32
%p_m3_0_1 = arith.constant -2147483584 : i32
func.call @k_m3(%a, %in, %nb_m3_0, %p_m3_0_0, %p_m3_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_0, %p_m3_0_0, %p_m3_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_m3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_1 = arith.constant 65 : index
%p_m3_1_0 = arith.constant -1073741824 : i32
%p_m3_1_1 = arith.constant -2147483584 : i32
func.call @k_m3(%a, %in, %nb_m3_1, %p_m3_1_0, %p_m3_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_1, %p_m3_1_0, %p_m3_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_2 = arith.constant 1 : index
%p_m3_2_0 = arith.constant -715827912 : i32
%p_m3_2_1 = arith.constant -715827883 : i32
func.call @k_m3(%a, %in, %nb_m3_2, %p_m3_2_0, %p_m3_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_2, %p_m3_2_0, %p_m3_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_3 = arith.constant 65 : index
%p_m3_3_0 = arith.constant -715827912 : i32
%p_m3_3_1 = arith.constant -715827883 : i32
func.call @k_m3(%a, %in, %nb_m3_3, %p_m3_3_0, %p_m3_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_3, %p_m3_3_0, %p_m3_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_4 = arith.constant 1 : index
%p_m3_4_0 = arith.constant 268435445 : i32
%p_m3_4_1 = arith.constant -1073741824 : i32
func.call @k_m3(%a, %in, %nb_m3_4, %p_m3_4_0, %p_m3_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_4, %p_m3_4_0, %p_m3_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_5 = arith.constant 65 : index
%p_m3_5_0 = arith.constant 268435445 : i32
%p_m3_5_1 = arith.constant -1073741824 : i32
func.call @k_m3(%a, %in, %nb_m3_5, %p_m3_5_0, %p_m3_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_5, %p_m3_5_0, %p_m3_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_6 = arith.constant 1 : index
%p_m3_6_0 = arith.constant 268435445 : i32
%p_m3_6_1 = arith.constant -715827883 : i32
func.call @k_m3(%a, %in, %nb_m3_6, %p_m3_6_0, %p_m3_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_6, %p_m3_6_0, %p_m3_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_7 = arith.constant 65 : index
%p_m3_7_0 = arith.constant 268435445 : i32
%p_m3_7_1 = arith.constant -715827883 : i32
func.call @k_m3(%a, %in, %nb_m3_7, %p_m3_7_0, %p_m3_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_7, %p_m3_7_0, %p_m3_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_8 = arith.constant 1 : index
%p_m3_8_0 = arith.constant -715827912 : i32
%p_m3_8_1 = arith.constant 32767 : i32
func.call @k_m3(%a, %in, %nb_m3_8, %p_m3_8_0, %p_m3_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_8, %p_m3_8_0, %p_m3_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_9 = arith.constant 65 : index
%p_m3_9_0 = arith.constant -715827912 : i32
%p_m3_9_1 = arith.constant 32767 : i32
func.call @k_m3(%a, %in, %nb_m3_9, %p_m3_9_0, %p_m3_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_9, %p_m3_9_0, %p_m3_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_10 = arith.constant 1 : index
%p_m3_10_0 = arith.constant 100 : i32
%p_m3_10_1 = arith.constant 0 : i32
func.call @k_m3(%a, %in, %nb_m3_10, %p_m3_10_0, %p_m3_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_10, %p_m3_10_0, %p_m3_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_11 = arith.constant 65 : index
%p_m3_11_0 = arith.constant 100 : i32
%p_m3_11_1 = arith.constant 0 : i32
func.call @k_m3(%a, %in, %nb_m3_11, %p_m3_11_0, %p_m3_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_11, %p_m3_11_0, %p_m3_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_12 = arith.constant 1 : index
%p_m3_12_0 = arith.constant -268435446 : i32
%p_m3_12_1 = arith.constant -128 : i32
func.call @k_m3(%a, %in, %nb_m3_12, %p_m3_12_0, %p_m3_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_12, %p_m3_12_0, %p_m3_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_13 = arith.constant 65 : index
%p_m3_13_0 = arith.constant -268435446 : i32
%p_m3_13_1 = arith.constant -128 : i32
func.call @k_m3(%a, %in, %nb_m3_13, %p_m3_13_0, %p_m3_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_13, %p_m3_13_0, %p_m3_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_14 = arith.constant 1 : index
%p_m3_14_0 = arith.constant 268435445 : i32
%p_m3_14_1 = arith.constant -128 : i32
func.call @k_m3(%a, %in, %nb_m3_14, %p_m3_14_0, %p_m3_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_14, %p_m3_14_0, %p_m3_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_15 = arith.constant 65 : index
%p_m3_15_0 = arith.constant 268435445 : i32
%p_m3_15_1 = arith.constant -128 : i32
func.call @k_m3(%a, %in, %nb_m3_15, %p_m3_15_0, %p_m3_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_15, %p_m3_15_0, %p_m3_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_16 = arith.constant 1 : index
%p_m3_16_0 = arith.constant -715827912 : i32
%p_m3_16_1 = arith.constant 2147483647 : i32
func.call @k_m3(%a, %in, %nb_m3_16, %p_m3_16_0, %p_m3_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_16, %p_m3_16_0, %p_m3_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_17 = arith.constant 65 : index
%p_m3_17_0 = arith.constant -715827912 : i32
%p_m3_17_1 = arith.constant 2147483647 : i32
func.call @k_m3(%a, %in, %nb_m3_17, %p_m3_17_0, %p_m3_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_17, %p_m3_17_0, %p_m3_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_18 = arith.constant 1 : index
%p_m3_18_0 = arith.constant 63 : i32
%p_m3_18_1 = arith.constant 32767 : i32
func.call @k_m3(%a, %in, %nb_m3_18, %p_m3_18_0, %p_m3_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_18, %p_m3_18_0, %p_m3_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_19 = arith.constant 65 : index
%p_m3_19_0 = arith.constant 63 : i32
%p_m3_19_1 = arith.constant 32767 : i32
func.call @k_m3(%a, %in, %nb_m3_19, %p_m3_19_0, %p_m3_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_19, %p_m3_19_0, %p_m3_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_20 = arith.constant 1 : index
%p_m3_20_0 = arith.constant -715827883 : i32
%p_m3_20_1 = arith.constant -2147483648 : i32
func.call @k_m3(%a, %in, %nb_m3_20, %p_m3_20_0, %p_m3_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_20, %p_m3_20_0, %p_m3_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_21 = arith.constant 65 : index
%p_m3_21_0 = arith.constant -715827883 : i32
%p_m3_21_1 = arith.constant -2147483648 : i32
func.call @k_m3(%a, %in, %nb_m3_21, %p_m3_21_0, %p_m3_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_21, %p_m3_21_0, %p_m3_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_22 = arith.constant 1 : index
%p_m3_22_0 = arith.constant -1 : i32
%p_m3_22_1 = arith.constant -128 : i32
func.call @k_m3(%a, %in, %nb_m3_22, %p_m3_22_0, %p_m3_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_22, %p_m3_22_0, %p_m3_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_23 = arith.constant 65 : index
%p_m3_23_0 = arith.constant -1 : i32
%p_m3_23_1 = arith.constant -128 : i32
func.call @k_m3(%a, %in, %nb_m3_23, %p_m3_23_0, %p_m3_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_23, %p_m3_23_0, %p_m3_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_24 = arith.constant 1 : index
%p_m3_24_0 = arith.constant -64 : i32
%p_m3_24_1 = arith.constant 32767 : i32
func.call @k_m3(%a, %in, %nb_m3_24, %p_m3_24_0, %p_m3_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_24, %p_m3_24_0, %p_m3_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_25 = arith.constant 65 : index
%p_m3_25_0 = arith.constant -64 : i32
%p_m3_25_1 = arith.constant 32767 : i32
func.call @k_m3(%a, %in, %nb_m3_25, %p_m3_25_0, %p_m3_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_25, %p_m3_25_0, %p_m3_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_26 = arith.constant 1 : index
%p_m3_26_0 = arith.constant -1073741824 : i32
%p_m3_26_1 = arith.constant -2147483647 : i32
func.call @k_m3(%a, %in, %nb_m3_26, %p_m3_26_0, %p_m3_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_26, %p_m3_26_0, %p_m3_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_27 = arith.constant 65 : index
%p_m3_27_0 = arith.constant -1073741824 : i32
%p_m3_27_1 = arith.constant -2147483647 : i32
func.call @k_m3(%a, %in, %nb_m3_27, %p_m3_27_0, %p_m3_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_27, %p_m3_27_0, %p_m3_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_28 = arith.constant 1 : index
%p_m3_28_0 = arith.constant 1073741824 : i32
%p_m3_28_1 = arith.constant 64 : i32
func.call @k_m3(%a, %in, %nb_m3_28, %p_m3_28_0, %p_m3_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_28, %p_m3_28_0, %p_m3_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_29 = arith.constant 65 : index
%p_m3_29_0 = arith.constant 1073741824 : i32
%p_m3_29_1 = arith.constant 64 : i32
func.call @k_m3(%a, %in, %nb_m3_29, %p_m3_29_0, %p_m3_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_29, %p_m3_29_0, %p_m3_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_30 = arith.constant 1 : index
%p_m3_30_0 = arith.constant 0 : i32
%p_m3_30_1 = arith.constant -2147483585 : i32
func.call @k_m3(%a, %in, %nb_m3_30, %p_m3_30_0, %p_m3_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_30, %p_m3_30_0, %p_m3_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_m3_31 = arith.constant 65 : index
%p_m3_31_0 = arith.constant 0 : i32
%p_m3_31_1 = arith.constant -2147483585 : i32
func.call @k_m3(%a, %in, %nb_m3_31, %p_m3_31_0, %p_m3_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_m3(%w, %in, %nb_m3_31, %p_m3_31_0, %p_m3_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_m3_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_m3_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_m3 = llvm.mlir.addressof @fmt_m3 : !llvm.ptr
llvm.call @printf(%f_m3, %bad_m3_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_shl = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_0 = arith.constant 1 : index
%p_shl_0_0 = arith.constant -32768 : i32
%p_shl_0_1 = arith.constant 100 : i32
func.call @k_shl(%a, %in, %nb_shl_0, %p_shl_0_0, %p_shl_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_0, %p_shl_0_0, %p_shl_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_shl) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_1 = arith.constant 65 : index
%p_shl_1_0 = arith.constant -32768 : i32
%p_shl_1_1 = arith.constant 100 : i32
func.call @k_shl(%a, %in, %nb_shl_1, %p_shl_1_0, %p_shl_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_1, %p_shl_1_0, %p_shl_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_2 = arith.constant 1 : index
%p_shl_2_0 = arith.constant -64 : i32
%p_shl_2_1 = arith.constant 268435445 : i32
func.call @k_shl(%a, %in, %nb_shl_2, %p_shl_2_0, %p_shl_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_2, %p_shl_2_0, %p_shl_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_3 = arith.constant 65 : index
%p_shl_3_0 = arith.constant -64 : i32
%p_shl_3_1 = arith.constant 268435445 : i32
func.call @k_shl(%a, %in, %nb_shl_3, %p_shl_3_0, %p_shl_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_3, %p_shl_3_0, %p_shl_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_4 = arith.constant 1 : index
%p_shl_4_0 = arith.constant 715827882 : i32
%p_shl_4_1 = arith.constant -2147483585 : i32
func.call @k_shl(%a, %in, %nb_shl_4, %p_shl_4_0, %p_shl_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_4, %p_shl_4_0, %p_shl_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_5 = arith.constant 65 : index
%p_shl_5_0 = arith.constant 715827882 : i32
%p_shl_5_1 = arith.constant -2147483585 : i32
func.call @k_shl(%a, %in, %nb_shl_5, %p_shl_5_0, %p_shl_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_5, %p_shl_5_0, %p_shl_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_6 = arith.constant 1 : index
%p_shl_6_0 = arith.constant 715827882 : i32
%p_shl_6_1 = arith.constant 0 : i32
func.call @k_shl(%a, %in, %nb_shl_6, %p_shl_6_0, %p_shl_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_6, %p_shl_6_0, %p_shl_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_7 = arith.constant 65 : index
%p_shl_7_0 = arith.constant 715827882 : i32
%p_shl_7_1 = arith.constant 0 : i32
func.call @k_shl(%a, %in, %nb_shl_7, %p_shl_7_0, %p_shl_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_7, %p_shl_7_0, %p_shl_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_8 = arith.constant 1 : index
%p_shl_8_0 = arith.constant 32767 : i32
%p_shl_8_1 = arith.constant 127 : i32
func.call @k_shl(%a, %in, %nb_shl_8, %p_shl_8_0, %p_shl_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_8, %p_shl_8_0, %p_shl_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_9 = arith.constant 65 : index
%p_shl_9_0 = arith.constant 32767 : i32
%p_shl_9_1 = arith.constant 127 : i32
func.call @k_shl(%a, %in, %nb_shl_9, %p_shl_9_0, %p_shl_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_9, %p_shl_9_0, %p_shl_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_10 = arith.constant 1 : index
%p_shl_10_0 = arith.constant -1 : i32
%p_shl_10_1 = arith.constant 1073741824 : i32
func.call @k_shl(%a, %in, %nb_shl_10, %p_shl_10_0, %p_shl_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_10, %p_shl_10_0, %p_shl_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_11 = arith.constant 65 : index
%p_shl_11_0 = arith.constant -1 : i32
%p_shl_11_1 = arith.constant 1073741824 : i32
func.call @k_shl(%a, %in, %nb_shl_11, %p_shl_11_0, %p_shl_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_11, %p_shl_11_0, %p_shl_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_12 = arith.constant 1 : index
%p_shl_12_0 = arith.constant 63 : i32
%p_shl_12_1 = arith.constant -268435446 : i32
func.call @k_shl(%a, %in, %nb_shl_12, %p_shl_12_0, %p_shl_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_12, %p_shl_12_0, %p_shl_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_13 = arith.constant 65 : index
%p_shl_13_0 = arith.constant 63 : i32
%p_shl_13_1 = arith.constant -268435446 : i32
func.call @k_shl(%a, %in, %nb_shl_13, %p_shl_13_0, %p_shl_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_13, %p_shl_13_0, %p_shl_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_14 = arith.constant 1 : index
%p_shl_14_0 = arith.constant -128 : i32
%p_shl_14_1 = arith.constant 2147483585 : i32
func.call @k_shl(%a, %in, %nb_shl_14, %p_shl_14_0, %p_shl_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_14, %p_shl_14_0, %p_shl_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_15 = arith.constant 65 : index
%p_shl_15_0 = arith.constant -128 : i32
%p_shl_15_1 = arith.constant 2147483585 : i32
func.call @k_shl(%a, %in, %nb_shl_15, %p_shl_15_0, %p_shl_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_15, %p_shl_15_0, %p_shl_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_16 = arith.constant 1 : index
%p_shl_16_0 = arith.constant 1073741824 : i32
%p_shl_16_1 = arith.constant 100 : i32
func.call @k_shl(%a, %in, %nb_shl_16, %p_shl_16_0, %p_shl_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_16, %p_shl_16_0, %p_shl_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_17 = arith.constant 65 : index
%p_shl_17_0 = arith.constant 1073741824 : i32
%p_shl_17_1 = arith.constant 100 : i32
func.call @k_shl(%a, %in, %nb_shl_17, %p_shl_17_0, %p_shl_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_17, %p_shl_17_0, %p_shl_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_18 = arith.constant 1 : index
%p_shl_18_0 = arith.constant -1073741824 : i32
%p_shl_18_1 = arith.constant 32767 : i32
func.call @k_shl(%a, %in, %nb_shl_18, %p_shl_18_0, %p_shl_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_18, %p_shl_18_0, %p_shl_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_19 = arith.constant 65 : index
%p_shl_19_0 = arith.constant -1073741824 : i32
%p_shl_19_1 = arith.constant 32767 : i32
func.call @k_shl(%a, %in, %nb_shl_19, %p_shl_19_0, %p_shl_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_19, %p_shl_19_0, %p_shl_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_20 = arith.constant 1 : index
%p_shl_20_0 = arith.constant -2147483648 : i32
%p_shl_20_1 = arith.constant -5 : i32
func.call @k_shl(%a, %in, %nb_shl_20, %p_shl_20_0, %p_shl_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_20, %p_shl_20_0, %p_shl_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_21 = arith.constant 65 : index
%p_shl_21_0 = arith.constant -2147483648 : i32
%p_shl_21_1 = arith.constant -5 : i32
func.call @k_shl(%a, %in, %nb_shl_21, %p_shl_21_0, %p_shl_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_21, %p_shl_21_0, %p_shl_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_22 = arith.constant 1 : index
%p_shl_22_0 = arith.constant -5 : i32
%p_shl_22_1 = arith.constant 64 : i32
func.call @k_shl(%a, %in, %nb_shl_22, %p_shl_22_0, %p_shl_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_22, %p_shl_22_0, %p_shl_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_23 = arith.constant 65 : index
%p_shl_23_0 = arith.constant -5 : i32
%p_shl_23_1 = arith.constant 64 : i32
func.call @k_shl(%a, %in, %nb_shl_23, %p_shl_23_0, %p_shl_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_23, %p_shl_23_0, %p_shl_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_24 = arith.constant 1 : index
%p_shl_24_0 = arith.constant -2147483585 : i32
%p_shl_24_1 = arith.constant -1 : i32
func.call @k_shl(%a, %in, %nb_shl_24, %p_shl_24_0, %p_shl_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_24, %p_shl_24_0, %p_shl_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_25 = arith.constant 65 : index
%p_shl_25_0 = arith.constant -2147483585 : i32
%p_shl_25_1 = arith.constant -1 : i32
func.call @k_shl(%a, %in, %nb_shl_25, %p_shl_25_0, %p_shl_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_25, %p_shl_25_0, %p_shl_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_26 = arith.constant 1 : index
%p_shl_26_0 = arith.constant 0 : i32
%p_shl_26_1 = arith.constant 1 : i32
func.call @k_shl(%a, %in, %nb_shl_26, %p_shl_26_0, %p_shl_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_26, %p_shl_26_0, %p_shl_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_27 = arith.constant 65 : index
%p_shl_27_0 = arith.constant 0 : i32
%p_shl_27_1 = arith.constant 1 : i32
func.call @k_shl(%a, %in, %nb_shl_27, %p_shl_27_0, %p_shl_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_27, %p_shl_27_0, %p_shl_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_28 = arith.constant 1 : index
%p_shl_28_0 = arith.constant 1 : i32
%p_shl_28_1 = arith.constant 2147483583 : i32
func.call @k_shl(%a, %in, %nb_shl_28, %p_shl_28_0, %p_shl_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_28, %p_shl_28_0, %p_shl_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_29 = arith.constant 65 : index
%p_shl_29_0 = arith.constant 1 : i32
%p_shl_29_1 = arith.constant 2147483583 : i32
func.call @k_shl(%a, %in, %nb_shl_29, %p_shl_29_0, %p_shl_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_29, %p_shl_29_0, %p_shl_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_30 = arith.constant 1 : index
%p_shl_30_0 = arith.constant 268435445 : i32
%p_shl_30_1 = arith.constant 32767 : i32
func.call @k_shl(%a, %in, %nb_shl_30, %p_shl_30_0, %p_shl_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_30, %p_shl_30_0, %p_shl_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_shl_31 = arith.constant 65 : index
%p_shl_31_0 = arith.constant 268435445 : i32
%p_shl_31_1 = arith.constant 32767 : i32
func.call @k_shl(%a, %in, %nb_shl_31, %p_shl_31_0, %p_shl_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_shl(%w, %in, %nb_shl_31, %p_shl_31_0, %p_shl_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_shl_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_shl_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_shl = llvm.mlir.addressof @fmt_shl : !llvm.ptr
llvm.call @printf(%f_shl, %bad_shl_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_i16 = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_0 = arith.constant 1 : index
%p_i16_0_0 = arith.constant -715827883 : i32
%p_i16_0_1 = arith.constant -2147483647 : i32
func.call @k_i16(%a, %in, %nb_i16_0, %p_i16_0_0, %p_i16_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_0, %p_i16_0_0, %p_i16_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_i16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_1 = arith.constant 65 : index
%p_i16_1_0 = arith.constant -715827883 : i32
%p_i16_1_1 = arith.constant -2147483647 : i32
func.call @k_i16(%a, %in, %nb_i16_1, %p_i16_1_0, %p_i16_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_1, %p_i16_1_0, %p_i16_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_2 = arith.constant 1 : index
%p_i16_2_0 = arith.constant -2147483584 : i32
%p_i16_2_1 = arith.constant -2147483648 : i32
func.call @k_i16(%a, %in, %nb_i16_2, %p_i16_2_0, %p_i16_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_2, %p_i16_2_0, %p_i16_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_3 = arith.constant 65 : index
%p_i16_3_0 = arith.constant -2147483584 : i32
%p_i16_3_1 = arith.constant -2147483648 : i32
func.call @k_i16(%a, %in, %nb_i16_3, %p_i16_3_0, %p_i16_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_3, %p_i16_3_0, %p_i16_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_4 = arith.constant 1 : index
%p_i16_4_0 = arith.constant 2147483583 : i32
%p_i16_4_1 = arith.constant 2147483647 : i32
func.call @k_i16(%a, %in, %nb_i16_4, %p_i16_4_0, %p_i16_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_4, %p_i16_4_0, %p_i16_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_5 = arith.constant 65 : index
%p_i16_5_0 = arith.constant 2147483583 : i32
%p_i16_5_1 = arith.constant 2147483647 : i32
func.call @k_i16(%a, %in, %nb_i16_5, %p_i16_5_0, %p_i16_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_5, %p_i16_5_0, %p_i16_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_6 = arith.constant 1 : index
%p_i16_6_0 = arith.constant -2147483648 : i32
%p_i16_6_1 = arith.constant -2147483647 : i32
func.call @k_i16(%a, %in, %nb_i16_6, %p_i16_6_0, %p_i16_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_6, %p_i16_6_0, %p_i16_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_7 = arith.constant 65 : index
%p_i16_7_0 = arith.constant -2147483648 : i32
%p_i16_7_1 = arith.constant -2147483647 : i32
func.call @k_i16(%a, %in, %nb_i16_7, %p_i16_7_0, %p_i16_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_7, %p_i16_7_0, %p_i16_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_8 = arith.constant 1 : index
%p_i16_8_0 = arith.constant -2147483647 : i32
%p_i16_8_1 = arith.constant -268435446 : i32
func.call @k_i16(%a, %in, %nb_i16_8, %p_i16_8_0, %p_i16_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_8, %p_i16_8_0, %p_i16_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_9 = arith.constant 65 : index
%p_i16_9_0 = arith.constant -2147483647 : i32
%p_i16_9_1 = arith.constant -268435446 : i32
func.call @k_i16(%a, %in, %nb_i16_9, %p_i16_9_0, %p_i16_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_9, %p_i16_9_0, %p_i16_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_10 = arith.constant 1 : index
%p_i16_10_0 = arith.constant 268435445 : i32
%p_i16_10_1 = arith.constant -268435446 : i32
func.call @k_i16(%a, %in, %nb_i16_10, %p_i16_10_0, %p_i16_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_10, %p_i16_10_0, %p_i16_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_11 = arith.constant 65 : index
%p_i16_11_0 = arith.constant 268435445 : i32
%p_i16_11_1 = arith.constant -268435446 : i32
func.call @k_i16(%a, %in, %nb_i16_11, %p_i16_11_0, %p_i16_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_11, %p_i16_11_0, %p_i16_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_12 = arith.constant 1 : index
%p_i16_12_0 = arith.constant 32767 : i32
%p_i16_12_1 = arith.constant 1 : i32
func.call @k_i16(%a, %in, %nb_i16_12, %p_i16_12_0, %p_i16_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_12, %p_i16_12_0, %p_i16_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_13 = arith.constant 65 : index
%p_i16_13_0 = arith.constant 32767 : i32
%p_i16_13_1 = arith.constant 1 : i32
func.call @k_i16(%a, %in, %nb_i16_13, %p_i16_13_0, %p_i16_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_13, %p_i16_13_0, %p_i16_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_14 = arith.constant 1 : index
%p_i16_14_0 = arith.constant -2147483648 : i32
%p_i16_14_1 = arith.constant 2147483585 : i32
func.call @k_i16(%a, %in, %nb_i16_14, %p_i16_14_0, %p_i16_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_14, %p_i16_14_0, %p_i16_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_15 = arith.constant 65 : index
%p_i16_15_0 = arith.constant -2147483648 : i32
%p_i16_15_1 = arith.constant 2147483585 : i32
func.call @k_i16(%a, %in, %nb_i16_15, %p_i16_15_0, %p_i16_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_15, %p_i16_15_0, %p_i16_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_16 = arith.constant 1 : index
%p_i16_16_0 = arith.constant 64 : i32
%p_i16_16_1 = arith.constant 268435445 : i32
func.call @k_i16(%a, %in, %nb_i16_16, %p_i16_16_0, %p_i16_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_16, %p_i16_16_0, %p_i16_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_17 = arith.constant 65 : index
%p_i16_17_0 = arith.constant 64 : i32
%p_i16_17_1 = arith.constant 268435445 : i32
func.call @k_i16(%a, %in, %nb_i16_17, %p_i16_17_0, %p_i16_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_17, %p_i16_17_0, %p_i16_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_18 = arith.constant 1 : index
%p_i16_18_0 = arith.constant 100 : i32
%p_i16_18_1 = arith.constant -715827912 : i32
func.call @k_i16(%a, %in, %nb_i16_18, %p_i16_18_0, %p_i16_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_18, %p_i16_18_0, %p_i16_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_19 = arith.constant 65 : index
%p_i16_19_0 = arith.constant 100 : i32
%p_i16_19_1 = arith.constant -715827912 : i32
func.call @k_i16(%a, %in, %nb_i16_19, %p_i16_19_0, %p_i16_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_19, %p_i16_19_0, %p_i16_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_20 = arith.constant 1 : index
%p_i16_20_0 = arith.constant -64 : i32
%p_i16_20_1 = arith.constant -1 : i32
func.call @k_i16(%a, %in, %nb_i16_20, %p_i16_20_0, %p_i16_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_20, %p_i16_20_0, %p_i16_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_21 = arith.constant 65 : index
%p_i16_21_0 = arith.constant -64 : i32
%p_i16_21_1 = arith.constant -1 : i32
func.call @k_i16(%a, %in, %nb_i16_21, %p_i16_21_0, %p_i16_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_21, %p_i16_21_0, %p_i16_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_22 = arith.constant 1 : index
%p_i16_22_0 = arith.constant 5 : i32
%p_i16_22_1 = arith.constant -64 : i32
func.call @k_i16(%a, %in, %nb_i16_22, %p_i16_22_0, %p_i16_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_22, %p_i16_22_0, %p_i16_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_23 = arith.constant 65 : index
%p_i16_23_0 = arith.constant 5 : i32
%p_i16_23_1 = arith.constant -64 : i32
func.call @k_i16(%a, %in, %nb_i16_23, %p_i16_23_0, %p_i16_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_23, %p_i16_23_0, %p_i16_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_24 = arith.constant 1 : index
%p_i16_24_0 = arith.constant -5 : i32
%p_i16_24_1 = arith.constant 100 : i32
func.call @k_i16(%a, %in, %nb_i16_24, %p_i16_24_0, %p_i16_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_24, %p_i16_24_0, %p_i16_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_25 = arith.constant 65 : index
%p_i16_25_0 = arith.constant -5 : i32
%p_i16_25_1 = arith.constant 100 : i32
func.call @k_i16(%a, %in, %nb_i16_25, %p_i16_25_0, %p_i16_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_25, %p_i16_25_0, %p_i16_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_26 = arith.constant 1 : index
%p_i16_26_0 = arith.constant 2147483646 : i32
%p_i16_26_1 = arith.constant 1 : i32
func.call @k_i16(%a, %in, %nb_i16_26, %p_i16_26_0, %p_i16_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_26, %p_i16_26_0, %p_i16_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_27 = arith.constant 65 : index
%p_i16_27_0 = arith.constant 2147483646 : i32
%p_i16_27_1 = arith.constant 1 : i32
func.call @k_i16(%a, %in, %nb_i16_27, %p_i16_27_0, %p_i16_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_27, %p_i16_27_0, %p_i16_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_28 = arith.constant 1 : index
%p_i16_28_0 = arith.constant 268435445 : i32
%p_i16_28_1 = arith.constant -2147483584 : i32
func.call @k_i16(%a, %in, %nb_i16_28, %p_i16_28_0, %p_i16_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_28, %p_i16_28_0, %p_i16_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_29 = arith.constant 65 : index
%p_i16_29_0 = arith.constant 268435445 : i32
%p_i16_29_1 = arith.constant -2147483584 : i32
func.call @k_i16(%a, %in, %nb_i16_29, %p_i16_29_0, %p_i16_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_29, %p_i16_29_0, %p_i16_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_30 = arith.constant 1 : index
%p_i16_30_0 = arith.constant -715827912 : i32
%p_i16_30_1 = arith.constant 2147483585 : i32
func.call @k_i16(%a, %in, %nb_i16_30, %p_i16_30_0, %p_i16_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_30, %p_i16_30_0, %p_i16_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i16_31 = arith.constant 65 : index
%p_i16_31_0 = arith.constant -715827912 : i32
%p_i16_31_1 = arith.constant 2147483585 : i32
func.call @k_i16(%a, %in, %nb_i16_31, %p_i16_31_0, %p_i16_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i16(%w, %in, %nb_i16_31, %p_i16_31_0, %p_i16_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i16_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i16_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_i16 = llvm.mlir.addressof @fmt_i16 : !llvm.ptr
llvm.call @printf(%f_i16, %bad_i16_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_i8 = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_0 = arith.constant 1 : index
%p_i8_0_0 = arith.constant -715827883 : i32
%p_i8_0_1 = arith.constant -715827912 : i32
func.call @k_i8(%a, %in, %nb_i8_0, %p_i8_0_0, %p_i8_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_0, %p_i8_0_0, %p_i8_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_i8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_1 = arith.constant 3 : index
%p_i8_1_0 = arith.constant -715827883 : i32
%p_i8_1_1 = arith.constant -715827912 : i32
func.call @k_i8(%a, %in, %nb_i8_1, %p_i8_1_0, %p_i8_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_1, %p_i8_1_0, %p_i8_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_2 = arith.constant 1 : index
%p_i8_2_0 = arith.constant -1 : i32
%p_i8_2_1 = arith.constant -268435446 : i32
func.call @k_i8(%a, %in, %nb_i8_2, %p_i8_2_0, %p_i8_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_2, %p_i8_2_0, %p_i8_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_3 = arith.constant 3 : index
%p_i8_3_0 = arith.constant -1 : i32
%p_i8_3_1 = arith.constant -268435446 : i32
func.call @k_i8(%a, %in, %nb_i8_3, %p_i8_3_0, %p_i8_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_3, %p_i8_3_0, %p_i8_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_4 = arith.constant 1 : index
%p_i8_4_0 = arith.constant 5 : i32
%p_i8_4_1 = arith.constant -2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_4, %p_i8_4_0, %p_i8_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_4, %p_i8_4_0, %p_i8_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_5 = arith.constant 3 : index
%p_i8_5_0 = arith.constant 5 : i32
%p_i8_5_1 = arith.constant -2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_5, %p_i8_5_0, %p_i8_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_5, %p_i8_5_0, %p_i8_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_6 = arith.constant 1 : index
%p_i8_6_0 = arith.constant -715827883 : i32
%p_i8_6_1 = arith.constant 5 : i32
func.call @k_i8(%a, %in, %nb_i8_6, %p_i8_6_0, %p_i8_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_6, %p_i8_6_0, %p_i8_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_7 = arith.constant 3 : index
%p_i8_7_0 = arith.constant -715827883 : i32
%p_i8_7_1 = arith.constant 5 : i32
func.call @k_i8(%a, %in, %nb_i8_7, %p_i8_7_0, %p_i8_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_7, %p_i8_7_0, %p_i8_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_8 = arith.constant 1 : index
%p_i8_8_0 = arith.constant -268435446 : i32
%p_i8_8_1 = arith.constant 2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_8, %p_i8_8_0, %p_i8_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_8, %p_i8_8_0, %p_i8_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_9 = arith.constant 3 : index
%p_i8_9_0 = arith.constant -268435446 : i32
%p_i8_9_1 = arith.constant 2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_9, %p_i8_9_0, %p_i8_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_9, %p_i8_9_0, %p_i8_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_10 = arith.constant 1 : index
%p_i8_10_0 = arith.constant -5 : i32
%p_i8_10_1 = arith.constant 100 : i32
func.call @k_i8(%a, %in, %nb_i8_10, %p_i8_10_0, %p_i8_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_10, %p_i8_10_0, %p_i8_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_11 = arith.constant 3 : index
%p_i8_11_0 = arith.constant -5 : i32
%p_i8_11_1 = arith.constant 100 : i32
func.call @k_i8(%a, %in, %nb_i8_11, %p_i8_11_0, %p_i8_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_11, %p_i8_11_0, %p_i8_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_12 = arith.constant 1 : index
%p_i8_12_0 = arith.constant 1073741824 : i32
%p_i8_12_1 = arith.constant -1073741824 : i32
func.call @k_i8(%a, %in, %nb_i8_12, %p_i8_12_0, %p_i8_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_12, %p_i8_12_0, %p_i8_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_13 = arith.constant 3 : index
%p_i8_13_0 = arith.constant 1073741824 : i32
%p_i8_13_1 = arith.constant -1073741824 : i32
func.call @k_i8(%a, %in, %nb_i8_13, %p_i8_13_0, %p_i8_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_13, %p_i8_13_0, %p_i8_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_14 = arith.constant 1 : index
%p_i8_14_0 = arith.constant 1 : i32
%p_i8_14_1 = arith.constant -32768 : i32
func.call @k_i8(%a, %in, %nb_i8_14, %p_i8_14_0, %p_i8_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_14, %p_i8_14_0, %p_i8_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_15 = arith.constant 3 : index
%p_i8_15_0 = arith.constant 1 : i32
%p_i8_15_1 = arith.constant -32768 : i32
func.call @k_i8(%a, %in, %nb_i8_15, %p_i8_15_0, %p_i8_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_15, %p_i8_15_0, %p_i8_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_16 = arith.constant 1 : index
%p_i8_16_0 = arith.constant -2147483585 : i32
%p_i8_16_1 = arith.constant 32767 : i32
func.call @k_i8(%a, %in, %nb_i8_16, %p_i8_16_0, %p_i8_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_16, %p_i8_16_0, %p_i8_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_17 = arith.constant 3 : index
%p_i8_17_0 = arith.constant -2147483585 : i32
%p_i8_17_1 = arith.constant 32767 : i32
func.call @k_i8(%a, %in, %nb_i8_17, %p_i8_17_0, %p_i8_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_17, %p_i8_17_0, %p_i8_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_18 = arith.constant 1 : index
%p_i8_18_0 = arith.constant -268435446 : i32
%p_i8_18_1 = arith.constant -2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_18, %p_i8_18_0, %p_i8_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_18, %p_i8_18_0, %p_i8_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_19 = arith.constant 3 : index
%p_i8_19_0 = arith.constant -268435446 : i32
%p_i8_19_1 = arith.constant -2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_19, %p_i8_19_0, %p_i8_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_19, %p_i8_19_0, %p_i8_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_20 = arith.constant 1 : index
%p_i8_20_0 = arith.constant -268435446 : i32
%p_i8_20_1 = arith.constant -2147483585 : i32
func.call @k_i8(%a, %in, %nb_i8_20, %p_i8_20_0, %p_i8_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_20, %p_i8_20_0, %p_i8_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_21 = arith.constant 3 : index
%p_i8_21_0 = arith.constant -268435446 : i32
%p_i8_21_1 = arith.constant -2147483585 : i32
func.call @k_i8(%a, %in, %nb_i8_21, %p_i8_21_0, %p_i8_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_21, %p_i8_21_0, %p_i8_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_22 = arith.constant 1 : index
%p_i8_22_0 = arith.constant -2147483584 : i32
%p_i8_22_1 = arith.constant 5 : i32
func.call @k_i8(%a, %in, %nb_i8_22, %p_i8_22_0, %p_i8_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_22, %p_i8_22_0, %p_i8_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_23 = arith.constant 3 : index
%p_i8_23_0 = arith.constant -2147483584 : i32
%p_i8_23_1 = arith.constant 5 : i32
func.call @k_i8(%a, %in, %nb_i8_23, %p_i8_23_0, %p_i8_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_23, %p_i8_23_0, %p_i8_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_24 = arith.constant 1 : index
%p_i8_24_0 = arith.constant 100 : i32
%p_i8_24_1 = arith.constant -1073741824 : i32
func.call @k_i8(%a, %in, %nb_i8_24, %p_i8_24_0, %p_i8_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_24, %p_i8_24_0, %p_i8_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_25 = arith.constant 3 : index
%p_i8_25_0 = arith.constant 100 : i32
%p_i8_25_1 = arith.constant -1073741824 : i32
func.call @k_i8(%a, %in, %nb_i8_25, %p_i8_25_0, %p_i8_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_25, %p_i8_25_0, %p_i8_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_26 = arith.constant 1 : index
%p_i8_26_0 = arith.constant 2147483646 : i32
%p_i8_26_1 = arith.constant -64 : i32
func.call @k_i8(%a, %in, %nb_i8_26, %p_i8_26_0, %p_i8_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_26, %p_i8_26_0, %p_i8_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_27 = arith.constant 3 : index
%p_i8_27_0 = arith.constant 2147483646 : i32
%p_i8_27_1 = arith.constant -64 : i32
func.call @k_i8(%a, %in, %nb_i8_27, %p_i8_27_0, %p_i8_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_27, %p_i8_27_0, %p_i8_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_28 = arith.constant 1 : index
%p_i8_28_0 = arith.constant -268435446 : i32
%p_i8_28_1 = arith.constant -32768 : i32
func.call @k_i8(%a, %in, %nb_i8_28, %p_i8_28_0, %p_i8_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_28, %p_i8_28_0, %p_i8_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_29 = arith.constant 3 : index
%p_i8_29_0 = arith.constant -268435446 : i32
%p_i8_29_1 = arith.constant -32768 : i32
func.call @k_i8(%a, %in, %nb_i8_29, %p_i8_29_0, %p_i8_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_29, %p_i8_29_0, %p_i8_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_30 = arith.constant 1 : index
%p_i8_30_0 = arith.constant -32768 : i32
%p_i8_30_1 = arith.constant 2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_30, %p_i8_30_0, %p_i8_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_30, %p_i8_30_0, %p_i8_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_i8_31 = arith.constant 3 : index
%p_i8_31_0 = arith.constant -32768 : i32
%p_i8_31_1 = arith.constant 2147483647 : i32
func.call @k_i8(%a, %in, %nb_i8_31, %p_i8_31_0, %p_i8_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_i8(%w, %in, %nb_i8_31, %p_i8_31_0, %p_i8_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_i8_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_i8_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_i8 = llvm.mlir.addressof @fmt_i8 : !llvm.ptr
llvm.call @printf(%f_i8, %bad_i8_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_lb5 = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_0 = arith.constant 1 : index
%p_lb5_0_0 = arith.constant -32768 : i32
%p_lb5_0_1 = arith.constant 268435445 : i32
func.call @k_lb5(%a, %in, %nb_lb5_0, %p_lb5_0_0, %p_lb5_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_0, %p_lb5_0_0, %p_lb5_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_lb5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_1 = arith.constant 3 : index
%p_lb5_1_0 = arith.constant -32768 : i32
%p_lb5_1_1 = arith.constant 268435445 : i32
func.call @k_lb5(%a, %in, %nb_lb5_1, %p_lb5_1_0, %p_lb5_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_1, %p_lb5_1_0, %p_lb5_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_2 = arith.constant 1 : index
%p_lb5_2_0 = arith.constant 100 : i32
%p_lb5_2_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_2, %p_lb5_2_0, %p_lb5_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_2, %p_lb5_2_0, %p_lb5_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_3 = arith.constant 3 : index
%p_lb5_3_0 = arith.constant 100 : i32
%p_lb5_3_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_3, %p_lb5_3_0, %p_lb5_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_3, %p_lb5_3_0, %p_lb5_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_4 = arith.constant 1 : index
%p_lb5_4_0 = arith.constant 127 : i32
%p_lb5_4_1 = arith.constant -1073741824 : i32
func.call @k_lb5(%a, %in, %nb_lb5_4, %p_lb5_4_0, %p_lb5_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_4, %p_lb5_4_0, %p_lb5_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_5 = arith.constant 3 : index
%p_lb5_5_0 = arith.constant 127 : i32
%p_lb5_5_1 = arith.constant -1073741824 : i32
func.call @k_lb5(%a, %in, %nb_lb5_5, %p_lb5_5_0, %p_lb5_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_5, %p_lb5_5_0, %p_lb5_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_6 = arith.constant 1 : index
%p_lb5_6_0 = arith.constant -32768 : i32
%p_lb5_6_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_6, %p_lb5_6_0, %p_lb5_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_6, %p_lb5_6_0, %p_lb5_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_7 = arith.constant 3 : index
%p_lb5_7_0 = arith.constant -32768 : i32
%p_lb5_7_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_7, %p_lb5_7_0, %p_lb5_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_7, %p_lb5_7_0, %p_lb5_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_8 = arith.constant 1 : index
%p_lb5_8_0 = arith.constant -5 : i32
%p_lb5_8_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_8, %p_lb5_8_0, %p_lb5_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_8, %p_lb5_8_0, %p_lb5_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_9 = arith.constant 3 : index
%p_lb5_9_0 = arith.constant -5 : i32
%p_lb5_9_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_9, %p_lb5_9_0, %p_lb5_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_9, %p_lb5_9_0, %p_lb5_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_10 = arith.constant 1 : index
%p_lb5_10_0 = arith.constant -5 : i32
%p_lb5_10_1 = arith.constant -64 : i32
func.call @k_lb5(%a, %in, %nb_lb5_10, %p_lb5_10_0, %p_lb5_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_10, %p_lb5_10_0, %p_lb5_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_11 = arith.constant 3 : index
%p_lb5_11_0 = arith.constant -5 : i32
%p_lb5_11_1 = arith.constant -64 : i32
func.call @k_lb5(%a, %in, %nb_lb5_11, %p_lb5_11_0, %p_lb5_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_11, %p_lb5_11_0, %p_lb5_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_12 = arith.constant 1 : index
%p_lb5_12_0 = arith.constant 63 : i32
%p_lb5_12_1 = arith.constant -2147483648 : i32
func.call @k_lb5(%a, %in, %nb_lb5_12, %p_lb5_12_0, %p_lb5_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_12, %p_lb5_12_0, %p_lb5_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_13 = arith.constant 3 : index
%p_lb5_13_0 = arith.constant 63 : i32
%p_lb5_13_1 = arith.constant -2147483648 : i32
func.call @k_lb5(%a, %in, %nb_lb5_13, %p_lb5_13_0, %p_lb5_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_13, %p_lb5_13_0, %p_lb5_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_14 = arith.constant 1 : index
%p_lb5_14_0 = arith.constant 100 : i32
%p_lb5_14_1 = arith.constant -268435446 : i32
func.call @k_lb5(%a, %in, %nb_lb5_14, %p_lb5_14_0, %p_lb5_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_14, %p_lb5_14_0, %p_lb5_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_15 = arith.constant 3 : index
%p_lb5_15_0 = arith.constant 100 : i32
%p_lb5_15_1 = arith.constant -268435446 : i32
func.call @k_lb5(%a, %in, %nb_lb5_15, %p_lb5_15_0, %p_lb5_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_15, %p_lb5_15_0, %p_lb5_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_16 = arith.constant 1 : index
%p_lb5_16_0 = arith.constant 127 : i32
%p_lb5_16_1 = arith.constant 2147483584 : i32
func.call @k_lb5(%a, %in, %nb_lb5_16, %p_lb5_16_0, %p_lb5_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_16, %p_lb5_16_0, %p_lb5_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_17 = arith.constant 3 : index
%p_lb5_17_0 = arith.constant 127 : i32
%p_lb5_17_1 = arith.constant 2147483584 : i32
func.call @k_lb5(%a, %in, %nb_lb5_17, %p_lb5_17_0, %p_lb5_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_17, %p_lb5_17_0, %p_lb5_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_18 = arith.constant 1 : index
%p_lb5_18_0 = arith.constant 5 : i32
%p_lb5_18_1 = arith.constant 2147483647 : i32
func.call @k_lb5(%a, %in, %nb_lb5_18, %p_lb5_18_0, %p_lb5_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_18, %p_lb5_18_0, %p_lb5_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_19 = arith.constant 3 : index
%p_lb5_19_0 = arith.constant 5 : i32
%p_lb5_19_1 = arith.constant 2147483647 : i32
func.call @k_lb5(%a, %in, %nb_lb5_19, %p_lb5_19_0, %p_lb5_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_19, %p_lb5_19_0, %p_lb5_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_20 = arith.constant 1 : index
%p_lb5_20_0 = arith.constant 0 : i32
%p_lb5_20_1 = arith.constant 32767 : i32
func.call @k_lb5(%a, %in, %nb_lb5_20, %p_lb5_20_0, %p_lb5_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_20, %p_lb5_20_0, %p_lb5_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_21 = arith.constant 3 : index
%p_lb5_21_0 = arith.constant 0 : i32
%p_lb5_21_1 = arith.constant 32767 : i32
func.call @k_lb5(%a, %in, %nb_lb5_21, %p_lb5_21_0, %p_lb5_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_21, %p_lb5_21_0, %p_lb5_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_22 = arith.constant 1 : index
%p_lb5_22_0 = arith.constant 0 : i32
%p_lb5_22_1 = arith.constant 2147483584 : i32
func.call @k_lb5(%a, %in, %nb_lb5_22, %p_lb5_22_0, %p_lb5_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_22, %p_lb5_22_0, %p_lb5_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_23 = arith.constant 3 : index
%p_lb5_23_0 = arith.constant 0 : i32
%p_lb5_23_1 = arith.constant 2147483584 : i32
func.call @k_lb5(%a, %in, %nb_lb5_23, %p_lb5_23_0, %p_lb5_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_23, %p_lb5_23_0, %p_lb5_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_24 = arith.constant 1 : index
%p_lb5_24_0 = arith.constant 63 : i32
%p_lb5_24_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_24, %p_lb5_24_0, %p_lb5_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_24, %p_lb5_24_0, %p_lb5_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_25 = arith.constant 3 : index
%p_lb5_25_0 = arith.constant 63 : i32
%p_lb5_25_1 = arith.constant 5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_25, %p_lb5_25_0, %p_lb5_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_25, %p_lb5_25_0, %p_lb5_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_26 = arith.constant 1 : index
%p_lb5_26_0 = arith.constant 32767 : i32
%p_lb5_26_1 = arith.constant -715827912 : i32
func.call @k_lb5(%a, %in, %nb_lb5_26, %p_lb5_26_0, %p_lb5_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_26, %p_lb5_26_0, %p_lb5_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_27 = arith.constant 3 : index
%p_lb5_27_0 = arith.constant 32767 : i32
%p_lb5_27_1 = arith.constant -715827912 : i32
func.call @k_lb5(%a, %in, %nb_lb5_27, %p_lb5_27_0, %p_lb5_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_27, %p_lb5_27_0, %p_lb5_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_28 = arith.constant 1 : index
%p_lb5_28_0 = arith.constant 63 : i32
%p_lb5_28_1 = arith.constant -5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_28, %p_lb5_28_0, %p_lb5_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_28, %p_lb5_28_0, %p_lb5_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_29 = arith.constant 3 : index
%p_lb5_29_0 = arith.constant 63 : i32
%p_lb5_29_1 = arith.constant -5 : i32
func.call @k_lb5(%a, %in, %nb_lb5_29, %p_lb5_29_0, %p_lb5_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_29, %p_lb5_29_0, %p_lb5_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_30 = arith.constant 1 : index
%p_lb5_30_0 = arith.constant 127 : i32
%p_lb5_30_1 = arith.constant 63 : i32
func.call @k_lb5(%a, %in, %nb_lb5_30, %p_lb5_30_0, %p_lb5_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_30, %p_lb5_30_0, %p_lb5_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lb5_31 = arith.constant 3 : index
%p_lb5_31_0 = arith.constant 127 : i32
%p_lb5_31_1 = arith.constant 63 : i32
func.call @k_lb5(%a, %in, %nb_lb5_31, %p_lb5_31_0, %p_lb5_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lb5(%w, %in, %nb_lb5_31, %p_lb5_31_0, %p_lb5_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lb5_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lb5_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_lb5 = llvm.mlir.addressof @fmt_lb5 : !llvm.ptr
llvm.call @printf(%f_lb5, %bad_lb5_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_lbneg = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_0 = arith.constant 1 : index
%p_lbneg_0_0 = arith.constant -128 : i32
%p_lbneg_0_1 = arith.constant 63 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_0, %p_lbneg_0_0, %p_lbneg_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_0, %p_lbneg_0_0, %p_lbneg_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_lbneg) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_1 = arith.constant 2 : index
%p_lbneg_1_0 = arith.constant -128 : i32
%p_lbneg_1_1 = arith.constant 63 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_1, %p_lbneg_1_0, %p_lbneg_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_1, %p_lbneg_1_0, %p_lbneg_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_2 = arith.constant 1 : index
%p_lbneg_2_0 = arith.constant -715827883 : i32
%p_lbneg_2_1 = arith.constant -1073741824 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_2, %p_lbneg_2_0, %p_lbneg_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_2, %p_lbneg_2_0, %p_lbneg_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_3 = arith.constant 2 : index
%p_lbneg_3_0 = arith.constant -715827883 : i32
%p_lbneg_3_1 = arith.constant -1073741824 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_3, %p_lbneg_3_0, %p_lbneg_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_3, %p_lbneg_3_0, %p_lbneg_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_4 = arith.constant 1 : index
%p_lbneg_4_0 = arith.constant -1 : i32
%p_lbneg_4_1 = arith.constant -64 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_4, %p_lbneg_4_0, %p_lbneg_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_4, %p_lbneg_4_0, %p_lbneg_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_5 = arith.constant 2 : index
%p_lbneg_5_0 = arith.constant -1 : i32
%p_lbneg_5_1 = arith.constant -64 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_5, %p_lbneg_5_0, %p_lbneg_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_5, %p_lbneg_5_0, %p_lbneg_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_6 = arith.constant 1 : index
%p_lbneg_6_0 = arith.constant -715827912 : i32
%p_lbneg_6_1 = arith.constant -715827912 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_6, %p_lbneg_6_0, %p_lbneg_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_6, %p_lbneg_6_0, %p_lbneg_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_7 = arith.constant 2 : index
%p_lbneg_7_0 = arith.constant -715827912 : i32
%p_lbneg_7_1 = arith.constant -715827912 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_7, %p_lbneg_7_0, %p_lbneg_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_7, %p_lbneg_7_0, %p_lbneg_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_8 = arith.constant 1 : index
%p_lbneg_8_0 = arith.constant -715827912 : i32
%p_lbneg_8_1 = arith.constant 0 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_8, %p_lbneg_8_0, %p_lbneg_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_8, %p_lbneg_8_0, %p_lbneg_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_9 = arith.constant 2 : index
%p_lbneg_9_0 = arith.constant -715827912 : i32
%p_lbneg_9_1 = arith.constant 0 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_9, %p_lbneg_9_0, %p_lbneg_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_9, %p_lbneg_9_0, %p_lbneg_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_10 = arith.constant 1 : index
%p_lbneg_10_0 = arith.constant 5 : i32
%p_lbneg_10_1 = arith.constant 2147483646 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_10, %p_lbneg_10_0, %p_lbneg_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_10, %p_lbneg_10_0, %p_lbneg_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_11 = arith.constant 2 : index
%p_lbneg_11_0 = arith.constant 5 : i32
%p_lbneg_11_1 = arith.constant 2147483646 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_11, %p_lbneg_11_0, %p_lbneg_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_11, %p_lbneg_11_0, %p_lbneg_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_12 = arith.constant 1 : index
%p_lbneg_12_0 = arith.constant 63 : i32
%p_lbneg_12_1 = arith.constant -715827912 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_12, %p_lbneg_12_0, %p_lbneg_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_12, %p_lbneg_12_0, %p_lbneg_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_13 = arith.constant 2 : index
%p_lbneg_13_0 = arith.constant 63 : i32
%p_lbneg_13_1 = arith.constant -715827912 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_13, %p_lbneg_13_0, %p_lbneg_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_13, %p_lbneg_13_0, %p_lbneg_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_14 = arith.constant 1 : index
%p_lbneg_14_0 = arith.constant 1 : i32
%p_lbneg_14_1 = arith.constant -715827912 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_14, %p_lbneg_14_0, %p_lbneg_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_14, %p_lbneg_14_0, %p_lbneg_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_15 = arith.constant 2 : index
%p_lbneg_15_0 = arith.constant 1 : i32
%p_lbneg_15_1 = arith.constant -715827912 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_15, %p_lbneg_15_0, %p_lbneg_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_15, %p_lbneg_15_0, %p_lbneg_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_16 = arith.constant 1 : index
%p_lbneg_16_0 = arith.constant 268435445 : i32
%p_lbneg_16_1 = arith.constant 64 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_16, %p_lbneg_16_0, %p_lbneg_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_16, %p_lbneg_16_0, %p_lbneg_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_17 = arith.constant 2 : index
%p_lbneg_17_0 = arith.constant 268435445 : i32
%p_lbneg_17_1 = arith.constant 64 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_17, %p_lbneg_17_0, %p_lbneg_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_17, %p_lbneg_17_0, %p_lbneg_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_18 = arith.constant 1 : index
%p_lbneg_18_0 = arith.constant -715827912 : i32
%p_lbneg_18_1 = arith.constant 32767 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_18, %p_lbneg_18_0, %p_lbneg_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_18, %p_lbneg_18_0, %p_lbneg_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_19 = arith.constant 2 : index
%p_lbneg_19_0 = arith.constant -715827912 : i32
%p_lbneg_19_1 = arith.constant 32767 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_19, %p_lbneg_19_0, %p_lbneg_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_19, %p_lbneg_19_0, %p_lbneg_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_20 = arith.constant 1 : index
%p_lbneg_20_0 = arith.constant 100 : i32
%p_lbneg_20_1 = arith.constant 64 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_20, %p_lbneg_20_0, %p_lbneg_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_20, %p_lbneg_20_0, %p_lbneg_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_21 = arith.constant 2 : index
%p_lbneg_21_0 = arith.constant 100 : i32
%p_lbneg_21_1 = arith.constant 64 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_21, %p_lbneg_21_0, %p_lbneg_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_21, %p_lbneg_21_0, %p_lbneg_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_22 = arith.constant 1 : index
%p_lbneg_22_0 = arith.constant -715827912 : i32
%p_lbneg_22_1 = arith.constant 2147483583 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_22, %p_lbneg_22_0, %p_lbneg_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_22, %p_lbneg_22_0, %p_lbneg_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_23 = arith.constant 2 : index
%p_lbneg_23_0 = arith.constant -715827912 : i32
%p_lbneg_23_1 = arith.constant 2147483583 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_23, %p_lbneg_23_0, %p_lbneg_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_23, %p_lbneg_23_0, %p_lbneg_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_24 = arith.constant 1 : index
%p_lbneg_24_0 = arith.constant -715827912 : i32
%p_lbneg_24_1 = arith.constant -128 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_24, %p_lbneg_24_0, %p_lbneg_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_24, %p_lbneg_24_0, %p_lbneg_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_25 = arith.constant 2 : index
%p_lbneg_25_0 = arith.constant -715827912 : i32
%p_lbneg_25_1 = arith.constant -128 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_25, %p_lbneg_25_0, %p_lbneg_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_25, %p_lbneg_25_0, %p_lbneg_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_26 = arith.constant 1 : index
%p_lbneg_26_0 = arith.constant 5 : i32
%p_lbneg_26_1 = arith.constant 2147483647 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_26, %p_lbneg_26_0, %p_lbneg_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_26, %p_lbneg_26_0, %p_lbneg_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_27 = arith.constant 2 : index
%p_lbneg_27_0 = arith.constant 5 : i32
%p_lbneg_27_1 = arith.constant 2147483647 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_27, %p_lbneg_27_0, %p_lbneg_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_27, %p_lbneg_27_0, %p_lbneg_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_28 = arith.constant 1 : index
%p_lbneg_28_0 = arith.constant 715827882 : i32
%p_lbneg_28_1 = arith.constant 127 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_28, %p_lbneg_28_0, %p_lbneg_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_28, %p_lbneg_28_0, %p_lbneg_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_29 = arith.constant 2 : index
%p_lbneg_29_0 = arith.constant 715827882 : i32
%p_lbneg_29_1 = arith.constant 127 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_29, %p_lbneg_29_0, %p_lbneg_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_29, %p_lbneg_29_0, %p_lbneg_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_30 = arith.constant 1 : index
%p_lbneg_30_0 = arith.constant 64 : i32
%p_lbneg_30_1 = arith.constant 1 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_30, %p_lbneg_30_0, %p_lbneg_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_30, %p_lbneg_30_0, %p_lbneg_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_lbneg_31 = arith.constant 2 : index
%p_lbneg_31_0 = arith.constant 64 : i32
%p_lbneg_31_1 = arith.constant 1 : i32
func.call @k_lbneg(%a, %in, %nb_lbneg_31, %p_lbneg_31_0, %p_lbneg_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_lbneg(%w, %in, %nb_lbneg_31, %p_lbneg_31_0, %p_lbneg_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_lbneg_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_lbneg_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_lbneg = llvm.mlir.addressof @fmt_lbneg : !llvm.ptr
llvm.call @printf(%f_lbneg, %bad_lbneg_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_one = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_0 = arith.constant 1 : index
%p_one_0_0 = arith.constant -1 : i32
%p_one_0_1 = arith.constant -2147483648 : i32
func.call @k_one(%a, %in, %nb_one_0, %p_one_0_0, %p_one_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_0, %p_one_0_0, %p_one_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_one) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_1 = arith.constant 3 : index
%p_one_1_0 = arith.constant -1 : i32
%p_one_1_1 = arith.constant -2147483648 : i32
func.call @k_one(%a, %in, %nb_one_1, %p_one_1_0, %p_one_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_1, %p_one_1_0, %p_one_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_2 = arith.constant 1 : index
%p_one_2_0 = arith.constant -2147483647 : i32
%p_one_2_1 = arith.constant -64 : i32
func.call @k_one(%a, %in, %nb_one_2, %p_one_2_0, %p_one_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_2, %p_one_2_0, %p_one_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_3 = arith.constant 3 : index
%p_one_3_0 = arith.constant -2147483647 : i32
%p_one_3_1 = arith.constant -64 : i32
func.call @k_one(%a, %in, %nb_one_3, %p_one_3_0, %p_one_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_3, %p_one_3_0, %p_one_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_4 = arith.constant 1 : index
%p_one_4_0 = arith.constant 2147483646 : i32
%p_one_4_1 = arith.constant 2147483585 : i32
func.call @k_one(%a, %in, %nb_one_4, %p_one_4_0, %p_one_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_4, %p_one_4_0, %p_one_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_5 = arith.constant 3 : index
%p_one_5_0 = arith.constant 2147483646 : i32
%p_one_5_1 = arith.constant 2147483585 : i32
func.call @k_one(%a, %in, %nb_one_5, %p_one_5_0, %p_one_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_5, %p_one_5_0, %p_one_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_6 = arith.constant 1 : index
%p_one_6_0 = arith.constant -1073741824 : i32
%p_one_6_1 = arith.constant -715827883 : i32
func.call @k_one(%a, %in, %nb_one_6, %p_one_6_0, %p_one_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_6, %p_one_6_0, %p_one_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_7 = arith.constant 3 : index
%p_one_7_0 = arith.constant -1073741824 : i32
%p_one_7_1 = arith.constant -715827883 : i32
func.call @k_one(%a, %in, %nb_one_7, %p_one_7_0, %p_one_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_7, %p_one_7_0, %p_one_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_8 = arith.constant 1 : index
%p_one_8_0 = arith.constant 5 : i32
%p_one_8_1 = arith.constant -2147483648 : i32
func.call @k_one(%a, %in, %nb_one_8, %p_one_8_0, %p_one_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_8, %p_one_8_0, %p_one_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_9 = arith.constant 3 : index
%p_one_9_0 = arith.constant 5 : i32
%p_one_9_1 = arith.constant -2147483648 : i32
func.call @k_one(%a, %in, %nb_one_9, %p_one_9_0, %p_one_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_9, %p_one_9_0, %p_one_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_10 = arith.constant 1 : index
%p_one_10_0 = arith.constant 715827882 : i32
%p_one_10_1 = arith.constant -715827912 : i32
func.call @k_one(%a, %in, %nb_one_10, %p_one_10_0, %p_one_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_10, %p_one_10_0, %p_one_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_11 = arith.constant 3 : index
%p_one_11_0 = arith.constant 715827882 : i32
%p_one_11_1 = arith.constant -715827912 : i32
func.call @k_one(%a, %in, %nb_one_11, %p_one_11_0, %p_one_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_11, %p_one_11_0, %p_one_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_12 = arith.constant 1 : index
%p_one_12_0 = arith.constant 32767 : i32
%p_one_12_1 = arith.constant -2147483585 : i32
func.call @k_one(%a, %in, %nb_one_12, %p_one_12_0, %p_one_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_12, %p_one_12_0, %p_one_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_13 = arith.constant 3 : index
%p_one_13_0 = arith.constant 32767 : i32
%p_one_13_1 = arith.constant -2147483585 : i32
func.call @k_one(%a, %in, %nb_one_13, %p_one_13_0, %p_one_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_13, %p_one_13_0, %p_one_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_14 = arith.constant 1 : index
%p_one_14_0 = arith.constant 2147483647 : i32
%p_one_14_1 = arith.constant -2147483584 : i32
func.call @k_one(%a, %in, %nb_one_14, %p_one_14_0, %p_one_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_14, %p_one_14_0, %p_one_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_15 = arith.constant 3 : index
%p_one_15_0 = arith.constant 2147483647 : i32
%p_one_15_1 = arith.constant -2147483584 : i32
func.call @k_one(%a, %in, %nb_one_15, %p_one_15_0, %p_one_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_15, %p_one_15_0, %p_one_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_16 = arith.constant 1 : index
%p_one_16_0 = arith.constant -1073741824 : i32
%p_one_16_1 = arith.constant -2147483647 : i32
func.call @k_one(%a, %in, %nb_one_16, %p_one_16_0, %p_one_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_16, %p_one_16_0, %p_one_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_17 = arith.constant 3 : index
%p_one_17_0 = arith.constant -1073741824 : i32
%p_one_17_1 = arith.constant -2147483647 : i32
func.call @k_one(%a, %in, %nb_one_17, %p_one_17_0, %p_one_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_17, %p_one_17_0, %p_one_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_18 = arith.constant 1 : index
%p_one_18_0 = arith.constant 715827882 : i32
%p_one_18_1 = arith.constant -1073741824 : i32
func.call @k_one(%a, %in, %nb_one_18, %p_one_18_0, %p_one_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_18, %p_one_18_0, %p_one_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_19 = arith.constant 3 : index
%p_one_19_0 = arith.constant 715827882 : i32
%p_one_19_1 = arith.constant -1073741824 : i32
func.call @k_one(%a, %in, %nb_one_19, %p_one_19_0, %p_one_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_19, %p_one_19_0, %p_one_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_20 = arith.constant 1 : index
%p_one_20_0 = arith.constant 2147483583 : i32
%p_one_20_1 = arith.constant 0 : i32
func.call @k_one(%a, %in, %nb_one_20, %p_one_20_0, %p_one_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_20, %p_one_20_0, %p_one_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_21 = arith.constant 3 : index
%p_one_21_0 = arith.constant 2147483583 : i32
%p_one_21_1 = arith.constant 0 : i32
func.call @k_one(%a, %in, %nb_one_21, %p_one_21_0, %p_one_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_21, %p_one_21_0, %p_one_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_22 = arith.constant 1 : index
%p_one_22_0 = arith.constant 32767 : i32
%p_one_22_1 = arith.constant 2147483584 : i32
func.call @k_one(%a, %in, %nb_one_22, %p_one_22_0, %p_one_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_22, %p_one_22_0, %p_one_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_23 = arith.constant 3 : index
%p_one_23_0 = arith.constant 32767 : i32
%p_one_23_1 = arith.constant 2147483584 : i32
func.call @k_one(%a, %in, %nb_one_23, %p_one_23_0, %p_one_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_23, %p_one_23_0, %p_one_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_24 = arith.constant 1 : index
%p_one_24_0 = arith.constant 2147483583 : i32
%p_one_24_1 = arith.constant -128 : i32
func.call @k_one(%a, %in, %nb_one_24, %p_one_24_0, %p_one_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_24, %p_one_24_0, %p_one_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_25 = arith.constant 3 : index
%p_one_25_0 = arith.constant 2147483583 : i32
%p_one_25_1 = arith.constant -128 : i32
func.call @k_one(%a, %in, %nb_one_25, %p_one_25_0, %p_one_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_25, %p_one_25_0, %p_one_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_26 = arith.constant 1 : index
%p_one_26_0 = arith.constant 1073741824 : i32
%p_one_26_1 = arith.constant -715827912 : i32
func.call @k_one(%a, %in, %nb_one_26, %p_one_26_0, %p_one_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_26, %p_one_26_0, %p_one_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_27 = arith.constant 3 : index
%p_one_27_0 = arith.constant 1073741824 : i32
%p_one_27_1 = arith.constant -715827912 : i32
func.call @k_one(%a, %in, %nb_one_27, %p_one_27_0, %p_one_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_27, %p_one_27_0, %p_one_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_28 = arith.constant 1 : index
%p_one_28_0 = arith.constant -5 : i32
%p_one_28_1 = arith.constant -1073741824 : i32
func.call @k_one(%a, %in, %nb_one_28, %p_one_28_0, %p_one_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_28, %p_one_28_0, %p_one_28_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_29 = arith.constant 3 : index
%p_one_29_0 = arith.constant -5 : i32
%p_one_29_1 = arith.constant -1073741824 : i32
func.call @k_one(%a, %in, %nb_one_29, %p_one_29_0, %p_one_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_29, %p_one_29_0, %p_one_29_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_30 = arith.constant 1 : index
%p_one_30_0 = arith.constant 2147483646 : i32
%p_one_30_1 = arith.constant 2147483584 : i32
func.call @k_one(%a, %in, %nb_one_30, %p_one_30_0, %p_one_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_30, %p_one_30_0, %p_one_30_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_one_31 = arith.constant 3 : index
%p_one_31_0 = arith.constant 2147483646 : i32
%p_one_31_1 = arith.constant 2147483584 : i32
func.call @k_one(%a, %in, %nb_one_31, %p_one_31_0, %p_one_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_one(%w, %in, %nb_one_31, %p_one_31_0, %p_one_31_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_one_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_one_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_one = llvm.mlir.addressof @fmt_one : !llvm.ptr
llvm.call @printf(%f_one, %bad_one_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_guarded = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_0 = arith.constant 1 : index
%p_guarded_0_0 = arith.constant 268435445 : i32
%p_guarded_0_1 = arith.constant 2147483584 : i32
%p_guarded_0_2 = arith.constant 31 : i32
func.call @k_guarded(%a, %in, %nb_guarded_0, %p_guarded_0_0, %p_guarded_0_1, %p_guarded_0_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_0, %p_guarded_0_0, %p_guarded_0_1, %p_guarded_0_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_guarded) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_1 = arith.constant 65 : index
%p_guarded_1_0 = arith.constant 268435445 : i32
%p_guarded_1_1 = arith.constant 2147483584 : i32
%p_guarded_1_2 = arith.constant 31 : i32
func.call @k_guarded(%a, %in, %nb_guarded_1, %p_guarded_1_0, %p_guarded_1_1, %p_guarded_1_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_1, %p_guarded_1_0, %p_guarded_1_1, %p_guarded_1_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_2 = arith.constant 1 : index
%p_guarded_2_0 = arith.constant -715827883 : i32
%p_guarded_2_1 = arith.constant 2147483585 : i32
%p_guarded_2_2 = arith.constant 200 : i32
func.call @k_guarded(%a, %in, %nb_guarded_2, %p_guarded_2_0, %p_guarded_2_1, %p_guarded_2_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_2, %p_guarded_2_0, %p_guarded_2_1, %p_guarded_2_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_3 = arith.constant 65 : index
%p_guarded_3_0 = arith.constant -715827883 : i32
%p_guarded_3_1 = arith.constant 2147483585 : i32
%p_guarded_3_2 = arith.constant 200 : i32
func.call @k_guarded(%a, %in, %nb_guarded_3, %p_guarded_3_0, %p_guarded_3_1, %p_guarded_3_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_3, %p_guarded_3_0, %p_guarded_3_1, %p_guarded_3_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_4 = arith.constant 1 : index
%p_guarded_4_0 = arith.constant 100 : i32
%p_guarded_4_1 = arith.constant -1 : i32
%p_guarded_4_2 = arith.constant 0 : i32
func.call @k_guarded(%a, %in, %nb_guarded_4, %p_guarded_4_0, %p_guarded_4_1, %p_guarded_4_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_4, %p_guarded_4_0, %p_guarded_4_1, %p_guarded_4_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_5 = arith.constant 65 : index
%p_guarded_5_0 = arith.constant 100 : i32
%p_guarded_5_1 = arith.constant -1 : i32
%p_guarded_5_2 = arith.constant 0 : i32
func.call @k_guarded(%a, %in, %nb_guarded_5, %p_guarded_5_0, %p_guarded_5_1, %p_guarded_5_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_5, %p_guarded_5_0, %p_guarded_5_1, %p_guarded_5_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_6 = arith.constant 1 : index
%p_guarded_6_0 = arith.constant -715827912 : i32
%p_guarded_6_1 = arith.constant 32767 : i32
%p_guarded_6_2 = arith.constant 7 : i32
func.call @k_guarded(%a, %in, %nb_guarded_6, %p_guarded_6_0, %p_guarded_6_1, %p_guarded_6_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_6, %p_guarded_6_0, %p_guarded_6_1, %p_guarded_6_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_7 = arith.constant 65 : index
%p_guarded_7_0 = arith.constant -715827912 : i32
%p_guarded_7_1 = arith.constant 32767 : i32
%p_guarded_7_2 = arith.constant 7 : i32
func.call @k_guarded(%a, %in, %nb_guarded_7, %p_guarded_7_0, %p_guarded_7_1, %p_guarded_7_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_7, %p_guarded_7_0, %p_guarded_7_1, %p_guarded_7_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_8 = arith.constant 1 : index
%p_guarded_8_0 = arith.constant 64 : i32
%p_guarded_8_1 = arith.constant 2147483585 : i32
%p_guarded_8_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_8, %p_guarded_8_0, %p_guarded_8_1, %p_guarded_8_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_8, %p_guarded_8_0, %p_guarded_8_1, %p_guarded_8_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_9 = arith.constant 65 : index
%p_guarded_9_0 = arith.constant 64 : i32
%p_guarded_9_1 = arith.constant 2147483585 : i32
%p_guarded_9_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_9, %p_guarded_9_0, %p_guarded_9_1, %p_guarded_9_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_9, %p_guarded_9_0, %p_guarded_9_1, %p_guarded_9_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_10 = arith.constant 1 : index
%p_guarded_10_0 = arith.constant -268435446 : i32
%p_guarded_10_1 = arith.constant 64 : i32
%p_guarded_10_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_10, %p_guarded_10_0, %p_guarded_10_1, %p_guarded_10_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_10, %p_guarded_10_0, %p_guarded_10_1, %p_guarded_10_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_11 = arith.constant 65 : index
%p_guarded_11_0 = arith.constant -268435446 : i32
%p_guarded_11_1 = arith.constant 64 : i32
%p_guarded_11_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_11, %p_guarded_11_0, %p_guarded_11_1, %p_guarded_11_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_11, %p_guarded_11_0, %p_guarded_11_1, %p_guarded_11_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_12 = arith.constant 1 : index
%p_guarded_12_0 = arith.constant -715827883 : i32
%p_guarded_12_1 = arith.constant -2147483585 : i32
%p_guarded_12_2 = arith.constant 200 : i32
func.call @k_guarded(%a, %in, %nb_guarded_12, %p_guarded_12_0, %p_guarded_12_1, %p_guarded_12_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_12, %p_guarded_12_0, %p_guarded_12_1, %p_guarded_12_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_13 = arith.constant 65 : index
%p_guarded_13_0 = arith.constant -715827883 : i32
%p_guarded_13_1 = arith.constant -2147483585 : i32
%p_guarded_13_2 = arith.constant 200 : i32
func.call @k_guarded(%a, %in, %nb_guarded_13, %p_guarded_13_0, %p_guarded_13_1, %p_guarded_13_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_13, %p_guarded_13_0, %p_guarded_13_1, %p_guarded_13_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_14 = arith.constant 1 : index
%p_guarded_14_0 = arith.constant -2147483584 : i32
%p_guarded_14_1 = arith.constant 64 : i32
%p_guarded_14_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_14, %p_guarded_14_0, %p_guarded_14_1, %p_guarded_14_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_14, %p_guarded_14_0, %p_guarded_14_1, %p_guarded_14_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_15 = arith.constant 65 : index
%p_guarded_15_0 = arith.constant -2147483584 : i32
%p_guarded_15_1 = arith.constant 64 : i32
%p_guarded_15_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_15, %p_guarded_15_0, %p_guarded_15_1, %p_guarded_15_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_15, %p_guarded_15_0, %p_guarded_15_1, %p_guarded_15_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_16 = arith.constant 1 : index
%p_guarded_16_0 = arith.constant 100 : i32
%p_guarded_16_1 = arith.constant 0 : i32
%p_guarded_16_2 = arith.constant 64 : i32
func.call @k_guarded(%a, %in, %nb_guarded_16, %p_guarded_16_0, %p_guarded_16_1, %p_guarded_16_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_16, %p_guarded_16_0, %p_guarded_16_1, %p_guarded_16_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_17 = arith.constant 65 : index
%p_guarded_17_0 = arith.constant 100 : i32
%p_guarded_17_1 = arith.constant 0 : i32
%p_guarded_17_2 = arith.constant 64 : i32
func.call @k_guarded(%a, %in, %nb_guarded_17, %p_guarded_17_0, %p_guarded_17_1, %p_guarded_17_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_17, %p_guarded_17_0, %p_guarded_17_1, %p_guarded_17_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_18 = arith.constant 1 : index
%p_guarded_18_0 = arith.constant 2147483647 : i32
%p_guarded_18_1 = arith.constant 2147483584 : i32
%p_guarded_18_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_18, %p_guarded_18_0, %p_guarded_18_1, %p_guarded_18_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_18, %p_guarded_18_0, %p_guarded_18_1, %p_guarded_18_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_19 = arith.constant 65 : index
%p_guarded_19_0 = arith.constant 2147483647 : i32
%p_guarded_19_1 = arith.constant 2147483584 : i32
%p_guarded_19_2 = arith.constant 1 : i32
func.call @k_guarded(%a, %in, %nb_guarded_19, %p_guarded_19_0, %p_guarded_19_1, %p_guarded_19_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_19, %p_guarded_19_0, %p_guarded_19_1, %p_guarded_19_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_20 = arith.constant 1 : index
%p_guarded_20_0 = arith.constant -715827912 : i32
%p_guarded_20_1 = arith.constant 2147483585 : i32
%p_guarded_20_2 = arith.constant 31 : i32
func.call @k_guarded(%a, %in, %nb_guarded_20, %p_guarded_20_0, %p_guarded_20_1, %p_guarded_20_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_20, %p_guarded_20_0, %p_guarded_20_1, %p_guarded_20_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_21 = arith.constant 65 : index
%p_guarded_21_0 = arith.constant -715827912 : i32
%p_guarded_21_1 = arith.constant 2147483585 : i32
%p_guarded_21_2 = arith.constant 31 : i32
func.call @k_guarded(%a, %in, %nb_guarded_21, %p_guarded_21_0, %p_guarded_21_1, %p_guarded_21_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_21, %p_guarded_21_0, %p_guarded_21_1, %p_guarded_21_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_22 = arith.constant 1 : index
%p_guarded_22_0 = arith.constant 0 : i32
%p_guarded_22_1 = arith.constant -2147483647 : i32
%p_guarded_22_2 = arith.constant 63 : i32
func.call @k_guarded(%a, %in, %nb_guarded_22, %p_guarded_22_0, %p_guarded_22_1, %p_guarded_22_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_22, %p_guarded_22_0, %p_guarded_22_1, %p_guarded_22_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_23 = arith.constant 65 : index
%p_guarded_23_0 = arith.constant 0 : i32
%p_guarded_23_1 = arith.constant -2147483647 : i32
%p_guarded_23_2 = arith.constant 63 : i32
func.call @k_guarded(%a, %in, %nb_guarded_23, %p_guarded_23_0, %p_guarded_23_1, %p_guarded_23_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_23, %p_guarded_23_0, %p_guarded_23_1, %p_guarded_23_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_24 = arith.constant 1 : index
%p_guarded_24_0 = arith.constant 1 : i32
%p_guarded_24_1 = arith.constant -1073741824 : i32
%p_guarded_24_2 = arith.constant 31 : i32
func.call @k_guarded(%a, %in, %nb_guarded_24, %p_guarded_24_0, %p_guarded_24_1, %p_guarded_24_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_24, %p_guarded_24_0, %p_guarded_24_1, %p_guarded_24_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_25 = arith.constant 65 : index
%p_guarded_25_0 = arith.constant 1 : i32
%p_guarded_25_1 = arith.constant -1073741824 : i32
%p_guarded_25_2 = arith.constant 31 : i32
func.call @k_guarded(%a, %in, %nb_guarded_25, %p_guarded_25_0, %p_guarded_25_1, %p_guarded_25_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_25, %p_guarded_25_0, %p_guarded_25_1, %p_guarded_25_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_26 = arith.constant 1 : index
%p_guarded_26_0 = arith.constant 0 : i32
%p_guarded_26_1 = arith.constant -128 : i32
%p_guarded_26_2 = arith.constant 64 : i32
func.call @k_guarded(%a, %in, %nb_guarded_26, %p_guarded_26_0, %p_guarded_26_1, %p_guarded_26_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_26, %p_guarded_26_0, %p_guarded_26_1, %p_guarded_26_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_27 = arith.constant 65 : index
%p_guarded_27_0 = arith.constant 0 : i32
%p_guarded_27_1 = arith.constant -128 : i32
%p_guarded_27_2 = arith.constant 64 : i32
func.call @k_guarded(%a, %in, %nb_guarded_27, %p_guarded_27_0, %p_guarded_27_1, %p_guarded_27_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_27, %p_guarded_27_0, %p_guarded_27_1, %p_guarded_27_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_28 = arith.constant 1 : index
%p_guarded_28_0 = arith.constant -268435446 : i32
%p_guarded_28_1 = arith.constant -1 : i32
%p_guarded_28_2 = arith.constant 63 : i32
func.call @k_guarded(%a, %in, %nb_guarded_28, %p_guarded_28_0, %p_guarded_28_1, %p_guarded_28_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_28, %p_guarded_28_0, %p_guarded_28_1, %p_guarded_28_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_29 = arith.constant 65 : index
%p_guarded_29_0 = arith.constant -268435446 : i32
%p_guarded_29_1 = arith.constant -1 : i32
%p_guarded_29_2 = arith.constant 63 : i32
func.call @k_guarded(%a, %in, %nb_guarded_29, %p_guarded_29_0, %p_guarded_29_1, %p_guarded_29_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_29, %p_guarded_29_0, %p_guarded_29_1, %p_guarded_29_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_30 = arith.constant 1 : index
%p_guarded_30_0 = arith.constant -1073741824 : i32
%p_guarded_30_1 = arith.constant 5 : i32
%p_guarded_30_2 = arith.constant 200 : i32
func.call @k_guarded(%a, %in, %nb_guarded_30, %p_guarded_30_0, %p_guarded_30_1, %p_guarded_30_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_30, %p_guarded_30_0, %p_guarded_30_1, %p_guarded_30_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guarded_31 = arith.constant 65 : index
%p_guarded_31_0 = arith.constant -1073741824 : i32
%p_guarded_31_1 = arith.constant 5 : i32
%p_guarded_31_2 = arith.constant 200 : i32
func.call @k_guarded(%a, %in, %nb_guarded_31, %p_guarded_31_0, %p_guarded_31_1, %p_guarded_31_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guarded(%w, %in, %nb_guarded_31, %p_guarded_31_0, %p_guarded_31_1, %p_guarded_31_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guarded_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guarded_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_guarded = llvm.mlir.addressof @fmt_guarded : !llvm.ptr
llvm.call @printf(%f_guarded, %bad_guarded_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_guardld = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_0 = arith.constant 1 : index
%p_guardld_0_0 = arith.constant -64 : i32
%p_guardld_0_1 = arith.constant -32768 : i32
%p_guardld_0_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_0, %p_guardld_0_0, %p_guardld_0_1, %p_guardld_0_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_0, %p_guardld_0_0, %p_guardld_0_1, %p_guardld_0_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_guardld) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_1 = arith.constant 65 : index
%p_guardld_1_0 = arith.constant -64 : i32
%p_guardld_1_1 = arith.constant -32768 : i32
%p_guardld_1_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_1, %p_guardld_1_0, %p_guardld_1_1, %p_guardld_1_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_1, %p_guardld_1_0, %p_guardld_1_1, %p_guardld_1_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_2 = arith.constant 1 : index
%p_guardld_2_0 = arith.constant 1073741824 : i32
%p_guardld_2_1 = arith.constant 127 : i32
%p_guardld_2_2 = arith.constant 1 : i32
func.call @k_guardld(%a, %in, %nb_guardld_2, %p_guardld_2_0, %p_guardld_2_1, %p_guardld_2_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_2, %p_guardld_2_0, %p_guardld_2_1, %p_guardld_2_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_3 = arith.constant 65 : index
%p_guardld_3_0 = arith.constant 1073741824 : i32
%p_guardld_3_1 = arith.constant 127 : i32
%p_guardld_3_2 = arith.constant 1 : i32
func.call @k_guardld(%a, %in, %nb_guardld_3, %p_guardld_3_0, %p_guardld_3_1, %p_guardld_3_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_3, %p_guardld_3_0, %p_guardld_3_1, %p_guardld_3_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_4 = arith.constant 1 : index
%p_guardld_4_0 = arith.constant -128 : i32
%p_guardld_4_1 = arith.constant 63 : i32
%p_guardld_4_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_4, %p_guardld_4_0, %p_guardld_4_1, %p_guardld_4_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_4, %p_guardld_4_0, %p_guardld_4_1, %p_guardld_4_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_5 = arith.constant 65 : index
%p_guardld_5_0 = arith.constant -128 : i32
%p_guardld_5_1 = arith.constant 63 : i32
%p_guardld_5_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_5, %p_guardld_5_0, %p_guardld_5_1, %p_guardld_5_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_5, %p_guardld_5_0, %p_guardld_5_1, %p_guardld_5_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_6 = arith.constant 1 : index
%p_guardld_6_0 = arith.constant -715827912 : i32
%p_guardld_6_1 = arith.constant -128 : i32
%p_guardld_6_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_6, %p_guardld_6_0, %p_guardld_6_1, %p_guardld_6_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_6, %p_guardld_6_0, %p_guardld_6_1, %p_guardld_6_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_7 = arith.constant 65 : index
%p_guardld_7_0 = arith.constant -715827912 : i32
%p_guardld_7_1 = arith.constant -128 : i32
%p_guardld_7_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_7, %p_guardld_7_0, %p_guardld_7_1, %p_guardld_7_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_7, %p_guardld_7_0, %p_guardld_7_1, %p_guardld_7_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_8 = arith.constant 1 : index
%p_guardld_8_0 = arith.constant -64 : i32
%p_guardld_8_1 = arith.constant 64 : i32
%p_guardld_8_2 = arith.constant 200 : i32
func.call @k_guardld(%a, %in, %nb_guardld_8, %p_guardld_8_0, %p_guardld_8_1, %p_guardld_8_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_8, %p_guardld_8_0, %p_guardld_8_1, %p_guardld_8_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_9 = arith.constant 65 : index
%p_guardld_9_0 = arith.constant -64 : i32
%p_guardld_9_1 = arith.constant 64 : i32
%p_guardld_9_2 = arith.constant 200 : i32
func.call @k_guardld(%a, %in, %nb_guardld_9, %p_guardld_9_0, %p_guardld_9_1, %p_guardld_9_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_9, %p_guardld_9_0, %p_guardld_9_1, %p_guardld_9_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_10 = arith.constant 1 : index
%p_guardld_10_0 = arith.constant -64 : i32
%p_guardld_10_1 = arith.constant 715827882 : i32
%p_guardld_10_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_10, %p_guardld_10_0, %p_guardld_10_1, %p_guardld_10_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_10, %p_guardld_10_0, %p_guardld_10_1, %p_guardld_10_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_11 = arith.constant 65 : index
%p_guardld_11_0 = arith.constant -64 : i32
%p_guardld_11_1 = arith.constant 715827882 : i32
%p_guardld_11_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_11, %p_guardld_11_0, %p_guardld_11_1, %p_guardld_11_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_11, %p_guardld_11_0, %p_guardld_11_1, %p_guardld_11_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_12 = arith.constant 1 : index
%p_guardld_12_0 = arith.constant -1073741824 : i32
%p_guardld_12_1 = arith.constant -2147483584 : i32
%p_guardld_12_2 = arith.constant 64 : i32
func.call @k_guardld(%a, %in, %nb_guardld_12, %p_guardld_12_0, %p_guardld_12_1, %p_guardld_12_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_12, %p_guardld_12_0, %p_guardld_12_1, %p_guardld_12_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_13 = arith.constant 65 : index
%p_guardld_13_0 = arith.constant -1073741824 : i32
%p_guardld_13_1 = arith.constant -2147483584 : i32
%p_guardld_13_2 = arith.constant 64 : i32
func.call @k_guardld(%a, %in, %nb_guardld_13, %p_guardld_13_0, %p_guardld_13_1, %p_guardld_13_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_13, %p_guardld_13_0, %p_guardld_13_1, %p_guardld_13_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_14 = arith.constant 1 : index
%p_guardld_14_0 = arith.constant 127 : i32
%p_guardld_14_1 = arith.constant -715827883 : i32
%p_guardld_14_2 = arith.constant 64 : i32
func.call @k_guardld(%a, %in, %nb_guardld_14, %p_guardld_14_0, %p_guardld_14_1, %p_guardld_14_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_14, %p_guardld_14_0, %p_guardld_14_1, %p_guardld_14_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_15 = arith.constant 65 : index
%p_guardld_15_0 = arith.constant 127 : i32
%p_guardld_15_1 = arith.constant -715827883 : i32
%p_guardld_15_2 = arith.constant 64 : i32
func.call @k_guardld(%a, %in, %nb_guardld_15, %p_guardld_15_0, %p_guardld_15_1, %p_guardld_15_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_15, %p_guardld_15_0, %p_guardld_15_1, %p_guardld_15_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_16 = arith.constant 1 : index
%p_guardld_16_0 = arith.constant 1 : i32
%p_guardld_16_1 = arith.constant 127 : i32
%p_guardld_16_2 = arith.constant 1 : i32
func.call @k_guardld(%a, %in, %nb_guardld_16, %p_guardld_16_0, %p_guardld_16_1, %p_guardld_16_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_16, %p_guardld_16_0, %p_guardld_16_1, %p_guardld_16_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_17 = arith.constant 65 : index
%p_guardld_17_0 = arith.constant 1 : i32
%p_guardld_17_1 = arith.constant 127 : i32
%p_guardld_17_2 = arith.constant 1 : i32
func.call @k_guardld(%a, %in, %nb_guardld_17, %p_guardld_17_0, %p_guardld_17_1, %p_guardld_17_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_17, %p_guardld_17_0, %p_guardld_17_1, %p_guardld_17_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_18 = arith.constant 1 : index
%p_guardld_18_0 = arith.constant -1073741824 : i32
%p_guardld_18_1 = arith.constant -32768 : i32
%p_guardld_18_2 = arith.constant -1 : i32
func.call @k_guardld(%a, %in, %nb_guardld_18, %p_guardld_18_0, %p_guardld_18_1, %p_guardld_18_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_18, %p_guardld_18_0, %p_guardld_18_1, %p_guardld_18_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_19 = arith.constant 65 : index
%p_guardld_19_0 = arith.constant -1073741824 : i32
%p_guardld_19_1 = arith.constant -32768 : i32
%p_guardld_19_2 = arith.constant -1 : i32
func.call @k_guardld(%a, %in, %nb_guardld_19, %p_guardld_19_0, %p_guardld_19_1, %p_guardld_19_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_19, %p_guardld_19_0, %p_guardld_19_1, %p_guardld_19_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_20 = arith.constant 1 : index
%p_guardld_20_0 = arith.constant 1 : i32
%p_guardld_20_1 = arith.constant 1 : i32
%p_guardld_20_2 = arith.constant 0 : i32
func.call @k_guardld(%a, %in, %nb_guardld_20, %p_guardld_20_0, %p_guardld_20_1, %p_guardld_20_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_20, %p_guardld_20_0, %p_guardld_20_1, %p_guardld_20_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_21 = arith.constant 65 : index
%p_guardld_21_0 = arith.constant 1 : i32
%p_guardld_21_1 = arith.constant 1 : i32
%p_guardld_21_2 = arith.constant 0 : i32
func.call @k_guardld(%a, %in, %nb_guardld_21, %p_guardld_21_0, %p_guardld_21_1, %p_guardld_21_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_21, %p_guardld_21_0, %p_guardld_21_1, %p_guardld_21_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_22 = arith.constant 1 : index
%p_guardld_22_0 = arith.constant 1 : i32
%p_guardld_22_1 = arith.constant 2147483583 : i32
%p_guardld_22_2 = arith.constant 64 : i32
func.call @k_guardld(%a, %in, %nb_guardld_22, %p_guardld_22_0, %p_guardld_22_1, %p_guardld_22_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_22, %p_guardld_22_0, %p_guardld_22_1, %p_guardld_22_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_23 = arith.constant 65 : index
%p_guardld_23_0 = arith.constant 1 : i32
%p_guardld_23_1 = arith.constant 2147483583 : i32
%p_guardld_23_2 = arith.constant 64 : i32
func.call @k_guardld(%a, %in, %nb_guardld_23, %p_guardld_23_0, %p_guardld_23_1, %p_guardld_23_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_23, %p_guardld_23_0, %p_guardld_23_1, %p_guardld_23_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_24 = arith.constant 1 : index
%p_guardld_24_0 = arith.constant -128 : i32
%p_guardld_24_1 = arith.constant -128 : i32
%p_guardld_24_2 = arith.constant 200 : i32
func.call @k_guardld(%a, %in, %nb_guardld_24, %p_guardld_24_0, %p_guardld_24_1, %p_guardld_24_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_24, %p_guardld_24_0, %p_guardld_24_1, %p_guardld_24_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_25 = arith.constant 65 : index
%p_guardld_25_0 = arith.constant -128 : i32
%p_guardld_25_1 = arith.constant -128 : i32
%p_guardld_25_2 = arith.constant 200 : i32
func.call @k_guardld(%a, %in, %nb_guardld_25, %p_guardld_25_0, %p_guardld_25_1, %p_guardld_25_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_25, %p_guardld_25_0, %p_guardld_25_1, %p_guardld_25_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_26 = arith.constant 1 : index
%p_guardld_26_0 = arith.constant -128 : i32
%p_guardld_26_1 = arith.constant -1073741824 : i32
%p_guardld_26_2 = arith.constant 0 : i32
func.call @k_guardld(%a, %in, %nb_guardld_26, %p_guardld_26_0, %p_guardld_26_1, %p_guardld_26_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_26, %p_guardld_26_0, %p_guardld_26_1, %p_guardld_26_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_27 = arith.constant 65 : index
%p_guardld_27_0 = arith.constant -128 : i32
%p_guardld_27_1 = arith.constant -1073741824 : i32
%p_guardld_27_2 = arith.constant 0 : i32
func.call @k_guardld(%a, %in, %nb_guardld_27, %p_guardld_27_0, %p_guardld_27_1, %p_guardld_27_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_27, %p_guardld_27_0, %p_guardld_27_1, %p_guardld_27_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_28 = arith.constant 1 : index
%p_guardld_28_0 = arith.constant -32768 : i32
%p_guardld_28_1 = arith.constant 5 : i32
%p_guardld_28_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_28, %p_guardld_28_0, %p_guardld_28_1, %p_guardld_28_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_28, %p_guardld_28_0, %p_guardld_28_1, %p_guardld_28_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_28 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_27) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_29 = arith.constant 65 : index
%p_guardld_29_0 = arith.constant -32768 : i32
%p_guardld_29_1 = arith.constant 5 : i32
%p_guardld_29_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_29, %p_guardld_29_0, %p_guardld_29_1, %p_guardld_29_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_29, %p_guardld_29_0, %p_guardld_29_1, %p_guardld_29_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_29 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_28) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_30 = arith.constant 1 : index
%p_guardld_30_0 = arith.constant -1 : i32
%p_guardld_30_1 = arith.constant 715827882 : i32
%p_guardld_30_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_30, %p_guardld_30_0, %p_guardld_30_1, %p_guardld_30_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_30, %p_guardld_30_0, %p_guardld_30_1, %p_guardld_30_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_30 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_29) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_guardld_31 = arith.constant 65 : index
%p_guardld_31_0 = arith.constant -1 : i32
%p_guardld_31_1 = arith.constant 715827882 : i32
%p_guardld_31_2 = arith.constant 31 : i32
func.call @k_guardld(%a, %in, %nb_guardld_31, %p_guardld_31_0, %p_guardld_31_1, %p_guardld_31_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
func.call @h_guardld(%w, %in, %nb_guardld_31, %p_guardld_31_0, %p_guardld_31_1, %p_guardld_31_2) : (memref<?xi64>, memref<?xi64>, index, i32, i32, i32) -> ()
%bad_guardld_31 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_guardld_30) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_guardld = llvm.mlir.addressof @fmt_guardld : !llvm.ptr
llvm.call @printf(%f_guardld, %bad_guardld_31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
return
}
