// Review (round 10) of narrow-indices' clamps (NarrowIndices.c:
// Chain::clamps, rewriteClampExtension/wideAt), simplify-selects
// (SimplifySelects.c) and the two-sided stitchVersionClamps (GuardedLoops.c,
// called twice in Cpuify.c's optimizeXLoop): sign extensions of
// maxsi/minsi of exact `nsw` chains of the thread index become the same
// clamp in index, which version-clamps takes out of the loop where its
// range never reaches it. Clamps: max(min(t - 1, hi), lo) and min(t + 1, hi)
// loaded through; maxsi(minui(t - 1, hi), lo) and maxui(minsi(t + 1, hi), lo)
// (unsigned: must stay i32); max(t - 1, lo) also compared, stored and
// extended; min(t + 1, hi - 1) with hi - 1 computed in the body; the
// select forms `x < lo ? lo : x`, `x > hi ? hi : x` (simplify-selects);
// max(p0 - t, lo) (coefficient -1); i16 clamps; max(t + p0, p1) and
// min(t - p0, p1) near INT32_MIN/MAX stored as index; max(min(max(t - 3,
// lo), hi), 2). Each as a gpu.launch of 64 threads (1 and 66 blocks) and
// an scf.parallel thread loop over [3, 40). Parameters filtered so that no
// executed thread overflows or loads out of bounds; compared with plain
// host loops. The IR check (split-below off) shows the index clamps (none
// for the unsigned ones).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks{split-below=0}),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// CHECK: c2L runs 28 mismatches 0
// CHECK-NEXT: c2P runs 28 mismatches 0
// CHECK-NEXT: mixuL runs 28 mismatches 0
// CHECK-NEXT: mixuP runs 28 mismatches 0
// CHECK-NEXT: cuseL runs 28 mismatches 0
// CHECK-NEXT: cuseP runs 28 mismatches 0
// CHECK-NEXT: cinL runs 28 mismatches 0
// CHECK-NEXT: cinP runs 28 mismatches 0
// CHECK-NEXT: cselL runs 28 mismatches 0
// CHECK-NEXT: cselP runs 28 mismatches 0
// CHECK-NEXT: cnegL runs 28 mismatches 0
// CHECK-NEXT: cnegP runs 28 mismatches 0
// CHECK-NEXT: c16L runs 28 mismatches 0
// CHECK-NEXT: c16P runs 28 mismatches 0
// CHECK-NEXT: bigL runs 28 mismatches 0
// CHECK-NEXT: bigP runs 28 mismatches 0
// CHECK-NEXT: nest3L runs 28 mismatches 0
// CHECK-NEXT: nest3P runs 28 mismatches 0
// IR-LABEL: func.func @k_c2L(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_c2P(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_mixuL(
// IR-NOT: arith.{{(max|min)}}si {{.*}} : index
// IR: arith.minui {{.*}} : i32
// IR-LABEL: func.func @k_mixuP(
// IR-NOT: arith.{{(max|min)}}si {{.*}} : index
// IR: arith.minui {{.*}} : i32
// IR-LABEL: func.func @k_cuseL(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_cuseP(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_cinL(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_cinP(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_cselL(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_cselP(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_cnegL(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_cnegP(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_c16L(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_c16P(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_bigL(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_bigP(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_nest3L(
// IR: arith.{{(max|min)}}si {{.*}} : index
// IR-LABEL: func.func @k_nest3P(
// IR: arith.{{(max|min)}}si {{.*}} : index

llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @k_c2L(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 overflow<nsw> : i32
%v4 = arith.minsi %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v14 = arith.addi %v6, %v7 overflow<nsw> : i32
%v13 = arith.minsi %v14, %p0 : i32
%v12 = arith.index_cast %v13 : i32 to index
%v11 = memref.load %in[%v12] : memref<?xi64>
%v11_i = arith.index_cast %v11 : i64 to index
%v16 = arith.index_cast %v11_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v17 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v17, %out[%a2] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_c2L(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 : i32
%v4 = arith.minsi %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v14 = arith.addi %v6, %v7 : i32
%v13 = arith.minsi %v14, %p0 : i32
%v12 = arith.index_cast %v13 : i32 to index
%v11 = memref.load %in[%v12] : memref<?xi64>
%v11_i = arith.index_cast %v11 : i64 to index
%v16 = arith.index_cast %v11_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v17 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v17, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_c2L("c2L runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_c2P(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 overflow<nsw> : i32
%v4 = arith.minsi %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v14 = arith.addi %v6, %v7 overflow<nsw> : i32
%v13 = arith.minsi %v14, %p0 : i32
%v12 = arith.index_cast %v13 : i32 to index
%v11 = memref.load %in[%v12] : memref<?xi64>
%v11_i = arith.index_cast %v11 : i64 to index
%v16 = arith.index_cast %v11_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v17 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v17, %out[%a2] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_c2P(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
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
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 : i32
%v4 = arith.minsi %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v14 = arith.addi %v6, %v7 : i32
%v13 = arith.minsi %v14, %p0 : i32
%v12 = arith.index_cast %v13 : i32 to index
%v11 = memref.load %in[%v12] : memref<?xi64>
%v11_i = arith.index_cast %v11 : i64 to index
%v16 = arith.index_cast %v11_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v17 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v17, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_c2P("c2P runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_mixuL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 overflow<nsw> : i32
%v4 = arith.minui %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v16 = arith.addi %v6, %v7 overflow<nsw> : i32
%v15 = arith.minsi %v16, %p0 : i32
%v14 = arith.maxui %v15, %p1 : i32
%v13 = arith.index_cast %v14 : i32 to index
%v12 = memref.load %in[%v13] : memref<?xi64>
%v12_i = arith.index_cast %v12 : i64 to index
%v19 = arith.index_cast %v12_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_mixuL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 : i32
%v4 = arith.minui %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v16 = arith.addi %v6, %v7 : i32
%v15 = arith.minsi %v16, %p0 : i32
%v14 = arith.maxui %v15, %p1 : i32
%v13 = arith.index_cast %v14 : i32 to index
%v12 = memref.load %in[%v13] : memref<?xi64>
%v12_i = arith.index_cast %v12 : i64 to index
%v19 = arith.index_cast %v12_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_mixuL("mixuL runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_mixuP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 overflow<nsw> : i32
%v4 = arith.minui %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v16 = arith.addi %v6, %v7 overflow<nsw> : i32
%v15 = arith.minsi %v16, %p0 : i32
%v14 = arith.maxui %v15, %p1 : i32
%v13 = arith.index_cast %v14 : i32 to index
%v12 = memref.load %in[%v13] : memref<?xi64>
%v12_i = arith.index_cast %v12 : i64 to index
%v19 = arith.index_cast %v12_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_mixuP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
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
%v6 = arith.index_cast %tx : index to i32
%v7 = arith.constant 1 : i32
%v5 = arith.subi %v6, %v7 : i32
%v4 = arith.minui %v5, %p0 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v10 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v10, %out[%a0] : memref<?xi64>
%v11 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v16 = arith.addi %v6, %v7 : i32
%v15 = arith.minsi %v16, %p0 : i32
%v14 = arith.maxui %v15, %p1 : i32
%v13 = arith.index_cast %v14 : i32 to index
%v12 = memref.load %in[%v13] : memref<?xi64>
%v12_i = arith.index_cast %v12 : i64 to index
%v19 = arith.index_cast %v12_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_mixuP("mixuP runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cuseL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 4 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.subi %v5, %v6 overflow<nsw> : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi slt, %v3, %p0 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v12, %out[%a2] : memref<?xi64>
%v13 = arith.index_cast %v3 : i32 to index
%v14 = arith.index_cast %v13 : index to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v14, %out[%a3] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_cuseL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 4 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.subi %v5, %v6 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi slt, %v3, %p0 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v12, %out[%a2] : memref<?xi64>
%v13 = arith.index_cast %v3 : i32 to index
%v14 = arith.index_cast %v13 : index to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v14, %out[%a3] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cuseL("cuseL runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cuseP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 4 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.subi %v5, %v6 overflow<nsw> : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi slt, %v3, %p0 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v12, %out[%a2] : memref<?xi64>
%v13 = arith.index_cast %v3 : i32 to index
%v14 = arith.index_cast %v13 : index to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v14, %out[%a3] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_cuseP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 4 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%c3_k = arith.constant 12672 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.subi %v5, %v6 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v9 = arith.cmpi slt, %v3, %p0 : i32
%v11 = arith.extui %v9 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
%v12 = arith.extsi %v3 : i32 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v12, %out[%a2] : memref<?xi64>
%v13 = arith.index_cast %v3 : i32 to index
%v14 = arith.index_cast %v13 : index to i64
%a3 = arith.addi %g, %c3_k : index
memref.store %v14, %out[%a3] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cuseP("cuseP runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cinL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.addi %v5, %v6 overflow<nsw> : i32
%v7 = arith.subi %p0, %v6 overflow<nsw> : i32
%v3 = arith.minsi %v4, %v7 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v11 = arith.index_cast %v5 : i32 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v12 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_cinL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.addi %v5, %v6 : i32
%v7 = arith.subi %p0, %v6 : i32
%v3 = arith.minsi %v4, %v7 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v11 = arith.index_cast %v5 : i32 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v12 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cinL("cinL runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cinP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.addi %v5, %v6 overflow<nsw> : i32
%v7 = arith.subi %p0, %v6 overflow<nsw> : i32
%v3 = arith.minsi %v4, %v7 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v11 = arith.index_cast %v5 : i32 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v12 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_cinP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i32
%v6 = arith.constant 1 : i32
%v4 = arith.addi %v5, %v6 : i32
%v7 = arith.subi %p0, %v6 : i32
%v3 = arith.minsi %v4, %v7 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v11 = arith.index_cast %v5 : i32 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v12 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v12, %out[%a1] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cinP("cinP runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cselL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v8 = arith.index_cast %tx : index to i32
%v9 = arith.constant 2 : i32
%v7 = arith.subi %v8, %v9 overflow<nsw> : i32
%v6 = arith.cmpi slt, %v7, %p1 : i32
%v5 = arith.select %v6, %p1, %v7 : i32
%v4 = arith.cmpi sgt, %v5, %p0 : i32
%v3 = arith.select %v4, %p0, %v5 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v14 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v14, %out[%a0] : memref<?xi64>
%v15 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
%v17 = arith.index_cast %v5 : i32 to index
%v16 = memref.load %in[%v17] : memref<?xi64>
%v16_i = arith.index_cast %v16 : i64 to index
%v18 = arith.index_cast %v16_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v18, %out[%a2] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_cselL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v8 = arith.index_cast %tx : index to i32
%v9 = arith.constant 2 : i32
%v7 = arith.subi %v8, %v9 : i32
%v6 = arith.cmpi slt, %v7, %p1 : i32
%v5 = arith.select %v6, %p1, %v7 : i32
%v4 = arith.cmpi sgt, %v5, %p0 : i32
%v3 = arith.select %v4, %p0, %v5 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v14 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v14, %out[%a0] : memref<?xi64>
%v15 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
%v17 = arith.index_cast %v5 : i32 to index
%v16 = memref.load %in[%v17] : memref<?xi64>
%v16_i = arith.index_cast %v16 : i64 to index
%v18 = arith.index_cast %v16_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v18, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cselL("cselL runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cselP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v8 = arith.index_cast %tx : index to i32
%v9 = arith.constant 2 : i32
%v7 = arith.subi %v8, %v9 overflow<nsw> : i32
%v6 = arith.cmpi slt, %v7, %p1 : i32
%v5 = arith.select %v6, %p1, %v7 : i32
%v4 = arith.cmpi sgt, %v5, %p0 : i32
%v3 = arith.select %v4, %p0, %v5 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v14 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v14, %out[%a0] : memref<?xi64>
%v15 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
%v17 = arith.index_cast %v5 : i32 to index
%v16 = memref.load %in[%v17] : memref<?xi64>
%v16_i = arith.index_cast %v16 : i64 to index
%v18 = arith.index_cast %v16_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v18, %out[%a2] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_cselP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
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
%v8 = arith.index_cast %tx : index to i32
%v9 = arith.constant 2 : i32
%v7 = arith.subi %v8, %v9 : i32
%v6 = arith.cmpi slt, %v7, %p1 : i32
%v5 = arith.select %v6, %p1, %v7 : i32
%v4 = arith.cmpi sgt, %v5, %p0 : i32
%v3 = arith.select %v4, %p0, %v5 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v14 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v14, %out[%a0] : memref<?xi64>
%v15 = arith.extsi %v3 : i32 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
%v17 = arith.index_cast %v5 : i32 to index
%v16 = memref.load %in[%v17] : memref<?xi64>
%v16_i = arith.index_cast %v16 : i64 to index
%v18 = arith.index_cast %v16_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v18, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cselP("cselP runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cnegL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v6 = arith.index_cast %tx : index to i32
%v4 = arith.subi %p0, %v6 overflow<nsw> : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v10 = arith.index_cast %v6 : i32 to index
%v9 = memref.load %in[%v10] : memref<?xi64>
%v9_i = arith.index_cast %v9 : i64 to index
%v11 = arith.index_cast %v9_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_cnegL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v6 = arith.index_cast %tx : index to i32
%v4 = arith.subi %p0, %v6 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v10 = arith.index_cast %v6 : i32 to index
%v9 = memref.load %in[%v10] : memref<?xi64>
%v9_i = arith.index_cast %v9 : i64 to index
%v11 = arith.index_cast %v9_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cnegL("cnegL runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_cnegP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v6 = arith.index_cast %tx : index to i32
%v4 = arith.subi %p0, %v6 overflow<nsw> : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v10 = arith.index_cast %v6 : i32 to index
%v9 = memref.load %in[%v10] : memref<?xi64>
%v9_i = arith.index_cast %v9 : i64 to index
%v11 = arith.index_cast %v9_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_cnegP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v6 = arith.index_cast %tx : index to i32
%v4 = arith.subi %p0, %v6 : i32
%v3 = arith.maxsi %v4, %p1 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v8 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v8, %out[%a0] : memref<?xi64>
%v10 = arith.index_cast %v6 : i32 to index
%v9 = memref.load %in[%v10] : memref<?xi64>
%v9_i = arith.index_cast %v9 : i64 to index
%v11 = arith.index_cast %v9_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v11, %out[%a1] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_cnegP("cnegP runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_c16L(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v5 = arith.index_cast %tx : index to i16
%v6 = arith.constant 1 : i16
%v4 = arith.subi %v5, %v6 overflow<nsw> : i16
%v7 = arith.trunci %p1 : i32 to i16
%v3 = arith.maxsi %v4, %v7 : i16
%v2 = arith.index_cast %v3 : i16 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v13 = arith.addi %v5, %v6 overflow<nsw> : i16
%v14 = arith.trunci %p0 : i32 to i16
%v12 = arith.minsi %v13, %v14 : i16
%v11 = arith.index_cast %v12 : i16 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v16 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v18 = arith.index_cast %v5 : i16 to index
%v17 = memref.load %in[%v18] : memref<?xi64>
%v17_i = arith.index_cast %v17 : i64 to index
%v19 = arith.index_cast %v17_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_c16L(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v5 = arith.index_cast %tx : index to i16
%v6 = arith.constant 1 : i16
%v4 = arith.subi %v5, %v6 : i16
%v7 = arith.trunci %p1 : i32 to i16
%v3 = arith.maxsi %v4, %v7 : i16
%v2 = arith.index_cast %v3 : i16 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v13 = arith.addi %v5, %v6 : i16
%v14 = arith.trunci %p0 : i32 to i16
%v12 = arith.minsi %v13, %v14 : i16
%v11 = arith.index_cast %v12 : i16 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v16 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v18 = arith.index_cast %v5 : i16 to index
%v17 = memref.load %in[%v18] : memref<?xi64>
%v17_i = arith.index_cast %v17 : i64 to index
%v19 = arith.index_cast %v17_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_c16L("c16L runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_c16P(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v5 = arith.index_cast %tx : index to i16
%v6 = arith.constant 1 : i16
%v4 = arith.subi %v5, %v6 overflow<nsw> : i16
%v7 = arith.trunci %p1 : i32 to i16
%v3 = arith.maxsi %v4, %v7 : i16
%v2 = arith.index_cast %v3 : i16 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v13 = arith.addi %v5, %v6 overflow<nsw> : i16
%v14 = arith.trunci %p0 : i32 to i16
%v12 = arith.minsi %v13, %v14 : i16
%v11 = arith.index_cast %v12 : i16 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v16 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v18 = arith.index_cast %v5 : i16 to index
%v17 = memref.load %in[%v18] : memref<?xi64>
%v17_i = arith.index_cast %v17 : i64 to index
%v19 = arith.index_cast %v17_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_c16P(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
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
%v5 = arith.index_cast %tx : index to i16
%v6 = arith.constant 1 : i16
%v4 = arith.subi %v5, %v6 : i16
%v7 = arith.trunci %p1 : i32 to i16
%v3 = arith.maxsi %v4, %v7 : i16
%v2 = arith.index_cast %v3 : i16 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v9 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v9, %out[%a0] : memref<?xi64>
%v13 = arith.addi %v5, %v6 : i16
%v14 = arith.trunci %p0 : i32 to i16
%v12 = arith.minsi %v13, %v14 : i16
%v11 = arith.index_cast %v12 : i16 to index
%v10 = memref.load %in[%v11] : memref<?xi64>
%v10_i = arith.index_cast %v10 : i64 to index
%v16 = arith.index_cast %v10_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v16, %out[%a1] : memref<?xi64>
%v18 = arith.index_cast %v5 : i16 to index
%v17 = memref.load %in[%v18] : memref<?xi64>
%v17_i = arith.index_cast %v17 : i64 to index
%v19 = arith.index_cast %v17_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v19, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_c16P("c16P runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_bigL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v3 = arith.addi %v4, %p0 overflow<nsw> : i32
%v2 = arith.maxsi %v3, %p1 : i32
%v1 = arith.index_cast %v2 : i32 to index
%v7 = arith.index_cast %v1 : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v7, %out[%a0] : memref<?xi64>
%v10 = arith.subi %v4, %p0 overflow<nsw> : i32
%v9 = arith.minsi %v10, %p1 : i32
%v8 = arith.index_cast %v9 : i32 to index
%v13 = arith.index_cast %v8 : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v15 = arith.index_cast %v4 : i32 to index
%v14 = memref.load %in[%v15] : memref<?xi64>
%v14_i = arith.index_cast %v14 : i64 to index
%v16 = arith.index_cast %v14_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v16, %out[%a2] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_bigL(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v3 = arith.addi %v4, %p0 : i32
%v2 = arith.maxsi %v3, %p1 : i32
%v1 = arith.index_cast %v2 : i32 to index
%v7 = arith.index_cast %v1 : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v7, %out[%a0] : memref<?xi64>
%v10 = arith.subi %v4, %p0 : i32
%v9 = arith.minsi %v10, %p1 : i32
%v8 = arith.index_cast %v9 : i32 to index
%v13 = arith.index_cast %v8 : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v15 = arith.index_cast %v4 : i32 to index
%v14 = memref.load %in[%v15] : memref<?xi64>
%v14_i = arith.index_cast %v14 : i64 to index
%v16 = arith.index_cast %v14_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v16, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_bigL("bigL runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_bigP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 3 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%c2_k = arith.constant 8448 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v4 = arith.index_cast %tx : index to i32
%v3 = arith.addi %v4, %p0 overflow<nsw> : i32
%v2 = arith.maxsi %v3, %p1 : i32
%v1 = arith.index_cast %v2 : i32 to index
%v7 = arith.index_cast %v1 : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v7, %out[%a0] : memref<?xi64>
%v10 = arith.subi %v4, %p0 overflow<nsw> : i32
%v9 = arith.minsi %v10, %p1 : i32
%v8 = arith.index_cast %v9 : i32 to index
%v13 = arith.index_cast %v8 : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v15 = arith.index_cast %v4 : i32 to index
%v14 = memref.load %in[%v15] : memref<?xi64>
%v14_i = arith.index_cast %v14 : i64 to index
%v16 = arith.index_cast %v14_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v16, %out[%a2] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_bigP(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
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
%v3 = arith.addi %v4, %p0 : i32
%v2 = arith.maxsi %v3, %p1 : i32
%v1 = arith.index_cast %v2 : i32 to index
%v7 = arith.index_cast %v1 : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v7, %out[%a0] : memref<?xi64>
%v10 = arith.subi %v4, %p0 : i32
%v9 = arith.minsi %v10, %p1 : i32
%v8 = arith.index_cast %v9 : i32 to index
%v13 = arith.index_cast %v8 : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v13, %out[%a1] : memref<?xi64>
%v15 = arith.index_cast %v4 : i32 to index
%v14 = memref.load %in[%v15] : memref<?xi64>
%v14_i = arith.index_cast %v14 : i64 to index
%v16 = arith.index_cast %v14_i : index to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v16, %out[%a2] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_bigP("bigP runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_nest3L(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v7 = arith.index_cast %tx : index to i32
%v8 = arith.constant 3 : i32
%v6 = arith.subi %v7, %v8 overflow<nsw> : i32
%v5 = arith.maxsi %v6, %p1 : i32
%v4 = arith.minsi %v5, %p0 : i32
%v11 = arith.constant 2 : i32
%v3 = arith.maxsi %v4, %v11 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v12 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v12, %out[%a0] : memref<?xi64>
%v14 = arith.index_cast %v7 : i32 to index
%v13 = memref.load %in[%v14] : memref<?xi64>
%v13_i = arith.index_cast %v13 : i64 to index
%v15 = arith.index_cast %v13_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
gpu.terminator
}
return
}
func.func @h_nest3L(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 0 : index
%cUB = arith.constant 64 : index
%cT = arith.constant 64 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v7 = arith.index_cast %tx : index to i32
%v8 = arith.constant 3 : i32
%v6 = arith.subi %v7, %v8 : i32
%v5 = arith.maxsi %v6, %p1 : i32
%v4 = arith.minsi %v5, %p0 : i32
%v11 = arith.constant 2 : i32
%v3 = arith.maxsi %v4, %v11 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v12 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v12, %out[%a0] : memref<?xi64>
%v14 = arith.index_cast %v7 : i32 to index
%v13 = memref.load %in[%v14] : memref<?xi64>
%v13_i = arith.index_cast %v13 : i64 to index
%v15 = arith.index_cast %v13_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_nest3L("nest3L runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @k_nest3P(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
scf.parallel (%tx) = (%cLB) to (%cUB) step (%c1) {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v7 = arith.index_cast %tx : index to i32
%v8 = arith.constant 3 : i32
%v6 = arith.subi %v7, %v8 overflow<nsw> : i32
%v5 = arith.maxsi %v6, %p1 : i32
%v4 = arith.minsi %v5, %p0 : i32
%v11 = arith.constant 2 : i32
%v3 = arith.maxsi %v4, %v11 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v12 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v12, %out[%a0] : memref<?xi64>
%v14 = arith.index_cast %v7 : i32 to index
%v13 = memref.load %in[%v14] : memref<?xi64>
%v13_i = arith.index_cast %v13 : i64 to index
%v15 = arith.index_cast %v13_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
scf.reduce
} {stitch.threads}
scf.reduce
}
return
}
func.func @h_nest3P(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
%cLB = arith.constant 3 : index
%cUB = arith.constant 40 : index
%cT = arith.constant 37 : index
%cK = arith.constant 2 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
scf.for %bx = %c0 to %nb step %c1 {
scf.for %tx = %cLB to %cUB step %c1 {
%c0_k = arith.constant 0 : index
%c1_k = arith.constant 4224 : index
%rel = arith.subi %tx, %cLB : index
%bb = arith.muli %bx, %cT : index
%g = arith.addi %bb, %rel : index
%slot = arith.muli %g, %cK : index
%v7 = arith.index_cast %tx : index to i32
%v8 = arith.constant 3 : i32
%v6 = arith.subi %v7, %v8 : i32
%v5 = arith.maxsi %v6, %p1 : i32
%v4 = arith.minsi %v5, %p0 : i32
%v11 = arith.constant 2 : i32
%v3 = arith.maxsi %v4, %v11 : i32
%v2 = arith.index_cast %v3 : i32 to index
%v1 = memref.load %in[%v2] : memref<?xi64>
%v1_i = arith.index_cast %v1 : i64 to index
%v12 = arith.index_cast %v1_i : index to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v12, %out[%a0] : memref<?xi64>
%v14 = arith.index_cast %v7 : i32 to index
%v13 = memref.load %in[%v14] : memref<?xi64>
%v13_i = arith.index_cast %v13 : i64 to index
%v15 = arith.index_cast %v13_i : index to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v15, %out[%a1] : memref<?xi64>
}
}
return
}
llvm.mlir.global internal constant @fmt_nest3P("nest3P runs 28 mismatches %ld\0A\00") {addr_space = 0 : i32}
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
%tot_c2L = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_0 = arith.constant 1 : index
%p_c2L_0_0 = arith.constant 2147483647 : i32
%p_c2L_0_1 = arith.constant 2 : i32
func.call @k_c2L(%a, %in, %nb_c2L_0, %p_c2L_0_0, %p_c2L_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_0, %p_c2L_0_0, %p_c2L_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_c2L) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_1 = arith.constant 66 : index
%p_c2L_1_0 = arith.constant 2147483647 : i32
%p_c2L_1_1 = arith.constant 2 : i32
func.call @k_c2L(%a, %in, %nb_c2L_1, %p_c2L_1_0, %p_c2L_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_1, %p_c2L_1_0, %p_c2L_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_2 = arith.constant 1 : index
%p_c2L_2_0 = arith.constant 64 : i32
%p_c2L_2_1 = arith.constant 127 : i32
func.call @k_c2L(%a, %in, %nb_c2L_2, %p_c2L_2_0, %p_c2L_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_2, %p_c2L_2_0, %p_c2L_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_3 = arith.constant 66 : index
%p_c2L_3_0 = arith.constant 64 : i32
%p_c2L_3_1 = arith.constant 127 : i32
func.call @k_c2L(%a, %in, %nb_c2L_3, %p_c2L_3_0, %p_c2L_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_3, %p_c2L_3_0, %p_c2L_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_4 = arith.constant 1 : index
%p_c2L_4_0 = arith.constant 255 : i32
%p_c2L_4_1 = arith.constant 62 : i32
func.call @k_c2L(%a, %in, %nb_c2L_4, %p_c2L_4_0, %p_c2L_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_4, %p_c2L_4_0, %p_c2L_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_5 = arith.constant 66 : index
%p_c2L_5_0 = arith.constant 255 : i32
%p_c2L_5_1 = arith.constant 62 : i32
func.call @k_c2L(%a, %in, %nb_c2L_5, %p_c2L_5_0, %p_c2L_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_5, %p_c2L_5_0, %p_c2L_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_6 = arith.constant 1 : index
%p_c2L_6_0 = arith.constant 65 : i32
%p_c2L_6_1 = arith.constant 200 : i32
func.call @k_c2L(%a, %in, %nb_c2L_6, %p_c2L_6_0, %p_c2L_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_6, %p_c2L_6_0, %p_c2L_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_7 = arith.constant 66 : index
%p_c2L_7_0 = arith.constant 65 : i32
%p_c2L_7_1 = arith.constant 200 : i32
func.call @k_c2L(%a, %in, %nb_c2L_7, %p_c2L_7_0, %p_c2L_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_7, %p_c2L_7_0, %p_c2L_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_8 = arith.constant 1 : index
%p_c2L_8_0 = arith.constant 2147483647 : i32
%p_c2L_8_1 = arith.constant 200 : i32
func.call @k_c2L(%a, %in, %nb_c2L_8, %p_c2L_8_0, %p_c2L_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_8, %p_c2L_8_0, %p_c2L_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_9 = arith.constant 66 : index
%p_c2L_9_0 = arith.constant 2147483647 : i32
%p_c2L_9_1 = arith.constant 200 : i32
func.call @k_c2L(%a, %in, %nb_c2L_9, %p_c2L_9_0, %p_c2L_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_9, %p_c2L_9_0, %p_c2L_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_10 = arith.constant 1 : index
%p_c2L_10_0 = arith.constant 2147483647 : i32
%p_c2L_10_1 = arith.constant 100 : i32
func.call @k_c2L(%a, %in, %nb_c2L_10, %p_c2L_10_0, %p_c2L_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_10, %p_c2L_10_0, %p_c2L_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_11 = arith.constant 66 : index
%p_c2L_11_0 = arith.constant 2147483647 : i32
%p_c2L_11_1 = arith.constant 100 : i32
func.call @k_c2L(%a, %in, %nb_c2L_11, %p_c2L_11_0, %p_c2L_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_11, %p_c2L_11_0, %p_c2L_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_12 = arith.constant 1 : index
%p_c2L_12_0 = arith.constant 1 : i32
%p_c2L_12_1 = arith.constant 0 : i32
func.call @k_c2L(%a, %in, %nb_c2L_12, %p_c2L_12_0, %p_c2L_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_12, %p_c2L_12_0, %p_c2L_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_13 = arith.constant 66 : index
%p_c2L_13_0 = arith.constant 1 : i32
%p_c2L_13_1 = arith.constant 0 : i32
func.call @k_c2L(%a, %in, %nb_c2L_13, %p_c2L_13_0, %p_c2L_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_13, %p_c2L_13_0, %p_c2L_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_14 = arith.constant 1 : index
%p_c2L_14_0 = arith.constant 127 : i32
%p_c2L_14_1 = arith.constant 200 : i32
func.call @k_c2L(%a, %in, %nb_c2L_14, %p_c2L_14_0, %p_c2L_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_14, %p_c2L_14_0, %p_c2L_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_15 = arith.constant 66 : index
%p_c2L_15_0 = arith.constant 127 : i32
%p_c2L_15_1 = arith.constant 200 : i32
func.call @k_c2L(%a, %in, %nb_c2L_15, %p_c2L_15_0, %p_c2L_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_15, %p_c2L_15_0, %p_c2L_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_16 = arith.constant 1 : index
%p_c2L_16_0 = arith.constant 127 : i32
%p_c2L_16_1 = arith.constant 30 : i32
func.call @k_c2L(%a, %in, %nb_c2L_16, %p_c2L_16_0, %p_c2L_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_16, %p_c2L_16_0, %p_c2L_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_17 = arith.constant 66 : index
%p_c2L_17_0 = arith.constant 127 : i32
%p_c2L_17_1 = arith.constant 30 : i32
func.call @k_c2L(%a, %in, %nb_c2L_17, %p_c2L_17_0, %p_c2L_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_17, %p_c2L_17_0, %p_c2L_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_18 = arith.constant 1 : index
%p_c2L_18_0 = arith.constant 30 : i32
%p_c2L_18_1 = arith.constant 62 : i32
func.call @k_c2L(%a, %in, %nb_c2L_18, %p_c2L_18_0, %p_c2L_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_18, %p_c2L_18_0, %p_c2L_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_19 = arith.constant 66 : index
%p_c2L_19_0 = arith.constant 30 : i32
%p_c2L_19_1 = arith.constant 62 : i32
func.call @k_c2L(%a, %in, %nb_c2L_19, %p_c2L_19_0, %p_c2L_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_19, %p_c2L_19_0, %p_c2L_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_20 = arith.constant 1 : index
%p_c2L_20_0 = arith.constant 63 : i32
%p_c2L_20_1 = arith.constant 2 : i32
func.call @k_c2L(%a, %in, %nb_c2L_20, %p_c2L_20_0, %p_c2L_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_20, %p_c2L_20_0, %p_c2L_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_21 = arith.constant 66 : index
%p_c2L_21_0 = arith.constant 63 : i32
%p_c2L_21_1 = arith.constant 2 : i32
func.call @k_c2L(%a, %in, %nb_c2L_21, %p_c2L_21_0, %p_c2L_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_21, %p_c2L_21_0, %p_c2L_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_22 = arith.constant 1 : index
%p_c2L_22_0 = arith.constant 100 : i32
%p_c2L_22_1 = arith.constant 64 : i32
func.call @k_c2L(%a, %in, %nb_c2L_22, %p_c2L_22_0, %p_c2L_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_22, %p_c2L_22_0, %p_c2L_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_23 = arith.constant 66 : index
%p_c2L_23_0 = arith.constant 100 : i32
%p_c2L_23_1 = arith.constant 64 : i32
func.call @k_c2L(%a, %in, %nb_c2L_23, %p_c2L_23_0, %p_c2L_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_23, %p_c2L_23_0, %p_c2L_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_24 = arith.constant 1 : index
%p_c2L_24_0 = arith.constant 0 : i32
%p_c2L_24_1 = arith.constant 100 : i32
func.call @k_c2L(%a, %in, %nb_c2L_24, %p_c2L_24_0, %p_c2L_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_24, %p_c2L_24_0, %p_c2L_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_25 = arith.constant 66 : index
%p_c2L_25_0 = arith.constant 0 : i32
%p_c2L_25_1 = arith.constant 100 : i32
func.call @k_c2L(%a, %in, %nb_c2L_25, %p_c2L_25_0, %p_c2L_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_25, %p_c2L_25_0, %p_c2L_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_26 = arith.constant 1 : index
%p_c2L_26_0 = arith.constant 2147483647 : i32
%p_c2L_26_1 = arith.constant 0 : i32
func.call @k_c2L(%a, %in, %nb_c2L_26, %p_c2L_26_0, %p_c2L_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_26, %p_c2L_26_0, %p_c2L_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2L_27 = arith.constant 66 : index
%p_c2L_27_0 = arith.constant 2147483647 : i32
%p_c2L_27_1 = arith.constant 0 : i32
func.call @k_c2L(%a, %in, %nb_c2L_27, %p_c2L_27_0, %p_c2L_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2L(%w, %in, %nb_c2L_27, %p_c2L_27_0, %p_c2L_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2L_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2L_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_c2L = llvm.mlir.addressof @fmt_c2L : !llvm.ptr
llvm.call @printf(%f_c2L, %bad_c2L_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_c2P = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_0 = arith.constant 1 : index
%p_c2P_0_0 = arith.constant 2 : i32
%p_c2P_0_1 = arith.constant 0 : i32
func.call @k_c2P(%a, %in, %nb_c2P_0, %p_c2P_0_0, %p_c2P_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_0, %p_c2P_0_0, %p_c2P_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_c2P) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_1 = arith.constant 2 : index
%p_c2P_1_0 = arith.constant 2 : i32
%p_c2P_1_1 = arith.constant 0 : i32
func.call @k_c2P(%a, %in, %nb_c2P_1, %p_c2P_1_0, %p_c2P_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_1, %p_c2P_1_0, %p_c2P_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_2 = arith.constant 1 : index
%p_c2P_2_0 = arith.constant 65 : i32
%p_c2P_2_1 = arith.constant 100 : i32
func.call @k_c2P(%a, %in, %nb_c2P_2, %p_c2P_2_0, %p_c2P_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_2, %p_c2P_2_0, %p_c2P_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_3 = arith.constant 2 : index
%p_c2P_3_0 = arith.constant 65 : i32
%p_c2P_3_1 = arith.constant 100 : i32
func.call @k_c2P(%a, %in, %nb_c2P_3, %p_c2P_3_0, %p_c2P_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_3, %p_c2P_3_0, %p_c2P_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_4 = arith.constant 1 : index
%p_c2P_4_0 = arith.constant 1 : i32
%p_c2P_4_1 = arith.constant 64 : i32
func.call @k_c2P(%a, %in, %nb_c2P_4, %p_c2P_4_0, %p_c2P_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_4, %p_c2P_4_0, %p_c2P_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_5 = arith.constant 2 : index
%p_c2P_5_0 = arith.constant 1 : i32
%p_c2P_5_1 = arith.constant 64 : i32
func.call @k_c2P(%a, %in, %nb_c2P_5, %p_c2P_5_0, %p_c2P_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_5, %p_c2P_5_0, %p_c2P_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_6 = arith.constant 1 : index
%p_c2P_6_0 = arith.constant 62 : i32
%p_c2P_6_1 = arith.constant 200 : i32
func.call @k_c2P(%a, %in, %nb_c2P_6, %p_c2P_6_0, %p_c2P_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_6, %p_c2P_6_0, %p_c2P_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_7 = arith.constant 2 : index
%p_c2P_7_0 = arith.constant 62 : i32
%p_c2P_7_1 = arith.constant 200 : i32
func.call @k_c2P(%a, %in, %nb_c2P_7, %p_c2P_7_0, %p_c2P_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_7, %p_c2P_7_0, %p_c2P_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_8 = arith.constant 1 : index
%p_c2P_8_0 = arith.constant 30 : i32
%p_c2P_8_1 = arith.constant 65 : i32
func.call @k_c2P(%a, %in, %nb_c2P_8, %p_c2P_8_0, %p_c2P_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_8, %p_c2P_8_0, %p_c2P_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_9 = arith.constant 2 : index
%p_c2P_9_0 = arith.constant 30 : i32
%p_c2P_9_1 = arith.constant 65 : i32
func.call @k_c2P(%a, %in, %nb_c2P_9, %p_c2P_9_0, %p_c2P_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_9, %p_c2P_9_0, %p_c2P_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_10 = arith.constant 1 : index
%p_c2P_10_0 = arith.constant 63 : i32
%p_c2P_10_1 = arith.constant 255 : i32
func.call @k_c2P(%a, %in, %nb_c2P_10, %p_c2P_10_0, %p_c2P_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_10, %p_c2P_10_0, %p_c2P_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_11 = arith.constant 2 : index
%p_c2P_11_0 = arith.constant 63 : i32
%p_c2P_11_1 = arith.constant 255 : i32
func.call @k_c2P(%a, %in, %nb_c2P_11, %p_c2P_11_0, %p_c2P_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_11, %p_c2P_11_0, %p_c2P_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_12 = arith.constant 1 : index
%p_c2P_12_0 = arith.constant 255 : i32
%p_c2P_12_1 = arith.constant 255 : i32
func.call @k_c2P(%a, %in, %nb_c2P_12, %p_c2P_12_0, %p_c2P_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_12, %p_c2P_12_0, %p_c2P_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_13 = arith.constant 2 : index
%p_c2P_13_0 = arith.constant 255 : i32
%p_c2P_13_1 = arith.constant 255 : i32
func.call @k_c2P(%a, %in, %nb_c2P_13, %p_c2P_13_0, %p_c2P_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_13, %p_c2P_13_0, %p_c2P_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_14 = arith.constant 1 : index
%p_c2P_14_0 = arith.constant 2147483647 : i32
%p_c2P_14_1 = arith.constant 5 : i32
func.call @k_c2P(%a, %in, %nb_c2P_14, %p_c2P_14_0, %p_c2P_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_14, %p_c2P_14_0, %p_c2P_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_15 = arith.constant 2 : index
%p_c2P_15_0 = arith.constant 2147483647 : i32
%p_c2P_15_1 = arith.constant 5 : i32
func.call @k_c2P(%a, %in, %nb_c2P_15, %p_c2P_15_0, %p_c2P_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_15, %p_c2P_15_0, %p_c2P_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_16 = arith.constant 1 : index
%p_c2P_16_0 = arith.constant 30 : i32
%p_c2P_16_1 = arith.constant 30 : i32
func.call @k_c2P(%a, %in, %nb_c2P_16, %p_c2P_16_0, %p_c2P_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_16, %p_c2P_16_0, %p_c2P_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_17 = arith.constant 2 : index
%p_c2P_17_0 = arith.constant 30 : i32
%p_c2P_17_1 = arith.constant 30 : i32
func.call @k_c2P(%a, %in, %nb_c2P_17, %p_c2P_17_0, %p_c2P_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_17, %p_c2P_17_0, %p_c2P_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_18 = arith.constant 1 : index
%p_c2P_18_0 = arith.constant 63 : i32
%p_c2P_18_1 = arith.constant 127 : i32
func.call @k_c2P(%a, %in, %nb_c2P_18, %p_c2P_18_0, %p_c2P_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_18, %p_c2P_18_0, %p_c2P_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_19 = arith.constant 2 : index
%p_c2P_19_0 = arith.constant 63 : i32
%p_c2P_19_1 = arith.constant 127 : i32
func.call @k_c2P(%a, %in, %nb_c2P_19, %p_c2P_19_0, %p_c2P_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_19, %p_c2P_19_0, %p_c2P_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_20 = arith.constant 1 : index
%p_c2P_20_0 = arith.constant 64 : i32
%p_c2P_20_1 = arith.constant 62 : i32
func.call @k_c2P(%a, %in, %nb_c2P_20, %p_c2P_20_0, %p_c2P_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_20, %p_c2P_20_0, %p_c2P_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_21 = arith.constant 2 : index
%p_c2P_21_0 = arith.constant 64 : i32
%p_c2P_21_1 = arith.constant 62 : i32
func.call @k_c2P(%a, %in, %nb_c2P_21, %p_c2P_21_0, %p_c2P_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_21, %p_c2P_21_0, %p_c2P_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_22 = arith.constant 1 : index
%p_c2P_22_0 = arith.constant 5 : i32
%p_c2P_22_1 = arith.constant 0 : i32
func.call @k_c2P(%a, %in, %nb_c2P_22, %p_c2P_22_0, %p_c2P_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_22, %p_c2P_22_0, %p_c2P_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_23 = arith.constant 2 : index
%p_c2P_23_0 = arith.constant 5 : i32
%p_c2P_23_1 = arith.constant 0 : i32
func.call @k_c2P(%a, %in, %nb_c2P_23, %p_c2P_23_0, %p_c2P_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_23, %p_c2P_23_0, %p_c2P_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_24 = arith.constant 1 : index
%p_c2P_24_0 = arith.constant 64 : i32
%p_c2P_24_1 = arith.constant 100 : i32
func.call @k_c2P(%a, %in, %nb_c2P_24, %p_c2P_24_0, %p_c2P_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_24, %p_c2P_24_0, %p_c2P_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_25 = arith.constant 2 : index
%p_c2P_25_0 = arith.constant 64 : i32
%p_c2P_25_1 = arith.constant 100 : i32
func.call @k_c2P(%a, %in, %nb_c2P_25, %p_c2P_25_0, %p_c2P_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_25, %p_c2P_25_0, %p_c2P_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_26 = arith.constant 1 : index
%p_c2P_26_0 = arith.constant 63 : i32
%p_c2P_26_1 = arith.constant 63 : i32
func.call @k_c2P(%a, %in, %nb_c2P_26, %p_c2P_26_0, %p_c2P_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_26, %p_c2P_26_0, %p_c2P_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c2P_27 = arith.constant 2 : index
%p_c2P_27_0 = arith.constant 63 : i32
%p_c2P_27_1 = arith.constant 63 : i32
func.call @k_c2P(%a, %in, %nb_c2P_27, %p_c2P_27_0, %p_c2P_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c2P(%w, %in, %nb_c2P_27, %p_c2P_27_0, %p_c2P_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c2P_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c2P_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_c2P = llvm.mlir.addressof @fmt_c2P : !llvm.ptr
llvm.call @printf(%f_c2P, %bad_c2P_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_mixuL = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_0 = arith.constant 1 : index
%p_mixuL_0_0 = arith.constant 1 : i32
%p_mixuL_0_1 = arith.constant 63 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_0, %p_mixuL_0_0, %p_mixuL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_0, %p_mixuL_0_0, %p_mixuL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_mixuL) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_1 = arith.constant 66 : index
%p_mixuL_1_0 = arith.constant 1 : i32
%p_mixuL_1_1 = arith.constant 63 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_1, %p_mixuL_1_0, %p_mixuL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_1, %p_mixuL_1_0, %p_mixuL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_2 = arith.constant 1 : index
%p_mixuL_2_0 = arith.constant 200 : i32
%p_mixuL_2_1 = arith.constant 127 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_2, %p_mixuL_2_0, %p_mixuL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_2, %p_mixuL_2_0, %p_mixuL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_3 = arith.constant 66 : index
%p_mixuL_3_0 = arith.constant 200 : i32
%p_mixuL_3_1 = arith.constant 127 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_3, %p_mixuL_3_0, %p_mixuL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_3, %p_mixuL_3_0, %p_mixuL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_4 = arith.constant 1 : index
%p_mixuL_4_0 = arith.constant 30 : i32
%p_mixuL_4_1 = arith.constant 0 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_4, %p_mixuL_4_0, %p_mixuL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_4, %p_mixuL_4_0, %p_mixuL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_5 = arith.constant 66 : index
%p_mixuL_5_0 = arith.constant 30 : i32
%p_mixuL_5_1 = arith.constant 0 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_5, %p_mixuL_5_0, %p_mixuL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_5, %p_mixuL_5_0, %p_mixuL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_6 = arith.constant 1 : index
%p_mixuL_6_0 = arith.constant 100 : i32
%p_mixuL_6_1 = arith.constant 200 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_6, %p_mixuL_6_0, %p_mixuL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_6, %p_mixuL_6_0, %p_mixuL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_7 = arith.constant 66 : index
%p_mixuL_7_0 = arith.constant 100 : i32
%p_mixuL_7_1 = arith.constant 200 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_7, %p_mixuL_7_0, %p_mixuL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_7, %p_mixuL_7_0, %p_mixuL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_8 = arith.constant 1 : index
%p_mixuL_8_0 = arith.constant 200 : i32
%p_mixuL_8_1 = arith.constant 0 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_8, %p_mixuL_8_0, %p_mixuL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_8, %p_mixuL_8_0, %p_mixuL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_9 = arith.constant 66 : index
%p_mixuL_9_0 = arith.constant 200 : i32
%p_mixuL_9_1 = arith.constant 0 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_9, %p_mixuL_9_0, %p_mixuL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_9, %p_mixuL_9_0, %p_mixuL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_10 = arith.constant 1 : index
%p_mixuL_10_0 = arith.constant 64 : i32
%p_mixuL_10_1 = arith.constant 5 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_10, %p_mixuL_10_0, %p_mixuL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_10, %p_mixuL_10_0, %p_mixuL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_11 = arith.constant 66 : index
%p_mixuL_11_0 = arith.constant 64 : i32
%p_mixuL_11_1 = arith.constant 5 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_11, %p_mixuL_11_0, %p_mixuL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_11, %p_mixuL_11_0, %p_mixuL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_12 = arith.constant 1 : index
%p_mixuL_12_0 = arith.constant 5 : i32
%p_mixuL_12_1 = arith.constant 30 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_12, %p_mixuL_12_0, %p_mixuL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_12, %p_mixuL_12_0, %p_mixuL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_13 = arith.constant 66 : index
%p_mixuL_13_0 = arith.constant 5 : i32
%p_mixuL_13_1 = arith.constant 30 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_13, %p_mixuL_13_0, %p_mixuL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_13, %p_mixuL_13_0, %p_mixuL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_14 = arith.constant 1 : index
%p_mixuL_14_0 = arith.constant 127 : i32
%p_mixuL_14_1 = arith.constant 63 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_14, %p_mixuL_14_0, %p_mixuL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_14, %p_mixuL_14_0, %p_mixuL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_15 = arith.constant 66 : index
%p_mixuL_15_0 = arith.constant 127 : i32
%p_mixuL_15_1 = arith.constant 63 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_15, %p_mixuL_15_0, %p_mixuL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_15, %p_mixuL_15_0, %p_mixuL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_16 = arith.constant 1 : index
%p_mixuL_16_0 = arith.constant 64 : i32
%p_mixuL_16_1 = arith.constant 62 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_16, %p_mixuL_16_0, %p_mixuL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_16, %p_mixuL_16_0, %p_mixuL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_17 = arith.constant 66 : index
%p_mixuL_17_0 = arith.constant 64 : i32
%p_mixuL_17_1 = arith.constant 62 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_17, %p_mixuL_17_0, %p_mixuL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_17, %p_mixuL_17_0, %p_mixuL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_18 = arith.constant 1 : index
%p_mixuL_18_0 = arith.constant 100 : i32
%p_mixuL_18_1 = arith.constant 255 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_18, %p_mixuL_18_0, %p_mixuL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_18, %p_mixuL_18_0, %p_mixuL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_19 = arith.constant 66 : index
%p_mixuL_19_0 = arith.constant 100 : i32
%p_mixuL_19_1 = arith.constant 255 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_19, %p_mixuL_19_0, %p_mixuL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_19, %p_mixuL_19_0, %p_mixuL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_20 = arith.constant 1 : index
%p_mixuL_20_0 = arith.constant 255 : i32
%p_mixuL_20_1 = arith.constant 64 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_20, %p_mixuL_20_0, %p_mixuL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_20, %p_mixuL_20_0, %p_mixuL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_21 = arith.constant 66 : index
%p_mixuL_21_0 = arith.constant 255 : i32
%p_mixuL_21_1 = arith.constant 64 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_21, %p_mixuL_21_0, %p_mixuL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_21, %p_mixuL_21_0, %p_mixuL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_22 = arith.constant 1 : index
%p_mixuL_22_0 = arith.constant 2 : i32
%p_mixuL_22_1 = arith.constant 2 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_22, %p_mixuL_22_0, %p_mixuL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_22, %p_mixuL_22_0, %p_mixuL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_23 = arith.constant 66 : index
%p_mixuL_23_0 = arith.constant 2 : i32
%p_mixuL_23_1 = arith.constant 2 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_23, %p_mixuL_23_0, %p_mixuL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_23, %p_mixuL_23_0, %p_mixuL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_24 = arith.constant 1 : index
%p_mixuL_24_0 = arith.constant 65 : i32
%p_mixuL_24_1 = arith.constant 65 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_24, %p_mixuL_24_0, %p_mixuL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_24, %p_mixuL_24_0, %p_mixuL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_25 = arith.constant 66 : index
%p_mixuL_25_0 = arith.constant 65 : i32
%p_mixuL_25_1 = arith.constant 65 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_25, %p_mixuL_25_0, %p_mixuL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_25, %p_mixuL_25_0, %p_mixuL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_26 = arith.constant 1 : index
%p_mixuL_26_0 = arith.constant 127 : i32
%p_mixuL_26_1 = arith.constant 65 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_26, %p_mixuL_26_0, %p_mixuL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_26, %p_mixuL_26_0, %p_mixuL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuL_27 = arith.constant 66 : index
%p_mixuL_27_0 = arith.constant 127 : i32
%p_mixuL_27_1 = arith.constant 65 : i32
func.call @k_mixuL(%a, %in, %nb_mixuL_27, %p_mixuL_27_0, %p_mixuL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuL(%w, %in, %nb_mixuL_27, %p_mixuL_27_0, %p_mixuL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuL_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuL_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_mixuL = llvm.mlir.addressof @fmt_mixuL : !llvm.ptr
llvm.call @printf(%f_mixuL, %bad_mixuL_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_mixuP = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_0 = arith.constant 1 : index
%p_mixuP_0_0 = arith.constant 65 : i32
%p_mixuP_0_1 = arith.constant 127 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_0, %p_mixuP_0_0, %p_mixuP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_0, %p_mixuP_0_0, %p_mixuP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_mixuP) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_1 = arith.constant 2 : index
%p_mixuP_1_0 = arith.constant 65 : i32
%p_mixuP_1_1 = arith.constant 127 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_1, %p_mixuP_1_0, %p_mixuP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_1, %p_mixuP_1_0, %p_mixuP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_2 = arith.constant 1 : index
%p_mixuP_2_0 = arith.constant 1 : i32
%p_mixuP_2_1 = arith.constant 200 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_2, %p_mixuP_2_0, %p_mixuP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_2, %p_mixuP_2_0, %p_mixuP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_3 = arith.constant 2 : index
%p_mixuP_3_0 = arith.constant 1 : i32
%p_mixuP_3_1 = arith.constant 200 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_3, %p_mixuP_3_0, %p_mixuP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_3, %p_mixuP_3_0, %p_mixuP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_4 = arith.constant 1 : index
%p_mixuP_4_0 = arith.constant 2 : i32
%p_mixuP_4_1 = arith.constant 65 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_4, %p_mixuP_4_0, %p_mixuP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_4, %p_mixuP_4_0, %p_mixuP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_5 = arith.constant 2 : index
%p_mixuP_5_0 = arith.constant 2 : i32
%p_mixuP_5_1 = arith.constant 65 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_5, %p_mixuP_5_0, %p_mixuP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_5, %p_mixuP_5_0, %p_mixuP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_6 = arith.constant 1 : index
%p_mixuP_6_0 = arith.constant 0 : i32
%p_mixuP_6_1 = arith.constant 0 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_6, %p_mixuP_6_0, %p_mixuP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_6, %p_mixuP_6_0, %p_mixuP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_7 = arith.constant 2 : index
%p_mixuP_7_0 = arith.constant 0 : i32
%p_mixuP_7_1 = arith.constant 0 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_7, %p_mixuP_7_0, %p_mixuP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_7, %p_mixuP_7_0, %p_mixuP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_8 = arith.constant 1 : index
%p_mixuP_8_0 = arith.constant 63 : i32
%p_mixuP_8_1 = arith.constant 0 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_8, %p_mixuP_8_0, %p_mixuP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_8, %p_mixuP_8_0, %p_mixuP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_9 = arith.constant 2 : index
%p_mixuP_9_0 = arith.constant 63 : i32
%p_mixuP_9_1 = arith.constant 0 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_9, %p_mixuP_9_0, %p_mixuP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_9, %p_mixuP_9_0, %p_mixuP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_10 = arith.constant 1 : index
%p_mixuP_10_0 = arith.constant 30 : i32
%p_mixuP_10_1 = arith.constant 30 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_10, %p_mixuP_10_0, %p_mixuP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_10, %p_mixuP_10_0, %p_mixuP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_11 = arith.constant 2 : index
%p_mixuP_11_0 = arith.constant 30 : i32
%p_mixuP_11_1 = arith.constant 30 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_11, %p_mixuP_11_0, %p_mixuP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_11, %p_mixuP_11_0, %p_mixuP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_12 = arith.constant 1 : index
%p_mixuP_12_0 = arith.constant 65 : i32
%p_mixuP_12_1 = arith.constant 62 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_12, %p_mixuP_12_0, %p_mixuP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_12, %p_mixuP_12_0, %p_mixuP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_13 = arith.constant 2 : index
%p_mixuP_13_0 = arith.constant 65 : i32
%p_mixuP_13_1 = arith.constant 62 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_13, %p_mixuP_13_0, %p_mixuP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_13, %p_mixuP_13_0, %p_mixuP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_14 = arith.constant 1 : index
%p_mixuP_14_0 = arith.constant 2147483647 : i32
%p_mixuP_14_1 = arith.constant 200 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_14, %p_mixuP_14_0, %p_mixuP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_14, %p_mixuP_14_0, %p_mixuP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_15 = arith.constant 2 : index
%p_mixuP_15_0 = arith.constant 2147483647 : i32
%p_mixuP_15_1 = arith.constant 200 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_15, %p_mixuP_15_0, %p_mixuP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_15, %p_mixuP_15_0, %p_mixuP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_16 = arith.constant 1 : index
%p_mixuP_16_0 = arith.constant 1 : i32
%p_mixuP_16_1 = arith.constant 62 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_16, %p_mixuP_16_0, %p_mixuP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_16, %p_mixuP_16_0, %p_mixuP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_17 = arith.constant 2 : index
%p_mixuP_17_0 = arith.constant 1 : i32
%p_mixuP_17_1 = arith.constant 62 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_17, %p_mixuP_17_0, %p_mixuP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_17, %p_mixuP_17_0, %p_mixuP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_18 = arith.constant 1 : index
%p_mixuP_18_0 = arith.constant 64 : i32
%p_mixuP_18_1 = arith.constant 255 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_18, %p_mixuP_18_0, %p_mixuP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_18, %p_mixuP_18_0, %p_mixuP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_19 = arith.constant 2 : index
%p_mixuP_19_0 = arith.constant 64 : i32
%p_mixuP_19_1 = arith.constant 255 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_19, %p_mixuP_19_0, %p_mixuP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_19, %p_mixuP_19_0, %p_mixuP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_20 = arith.constant 1 : index
%p_mixuP_20_0 = arith.constant 30 : i32
%p_mixuP_20_1 = arith.constant 64 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_20, %p_mixuP_20_0, %p_mixuP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_20, %p_mixuP_20_0, %p_mixuP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_21 = arith.constant 2 : index
%p_mixuP_21_0 = arith.constant 30 : i32
%p_mixuP_21_1 = arith.constant 64 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_21, %p_mixuP_21_0, %p_mixuP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_21, %p_mixuP_21_0, %p_mixuP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_22 = arith.constant 1 : index
%p_mixuP_22_0 = arith.constant 1 : i32
%p_mixuP_22_1 = arith.constant 100 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_22, %p_mixuP_22_0, %p_mixuP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_22, %p_mixuP_22_0, %p_mixuP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_23 = arith.constant 2 : index
%p_mixuP_23_0 = arith.constant 1 : i32
%p_mixuP_23_1 = arith.constant 100 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_23, %p_mixuP_23_0, %p_mixuP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_23, %p_mixuP_23_0, %p_mixuP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_24 = arith.constant 1 : index
%p_mixuP_24_0 = arith.constant 2 : i32
%p_mixuP_24_1 = arith.constant 62 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_24, %p_mixuP_24_0, %p_mixuP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_24, %p_mixuP_24_0, %p_mixuP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_25 = arith.constant 2 : index
%p_mixuP_25_0 = arith.constant 2 : i32
%p_mixuP_25_1 = arith.constant 62 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_25, %p_mixuP_25_0, %p_mixuP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_25, %p_mixuP_25_0, %p_mixuP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_26 = arith.constant 1 : index
%p_mixuP_26_0 = arith.constant 5 : i32
%p_mixuP_26_1 = arith.constant 30 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_26, %p_mixuP_26_0, %p_mixuP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_26, %p_mixuP_26_0, %p_mixuP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_mixuP_27 = arith.constant 2 : index
%p_mixuP_27_0 = arith.constant 5 : i32
%p_mixuP_27_1 = arith.constant 30 : i32
func.call @k_mixuP(%a, %in, %nb_mixuP_27, %p_mixuP_27_0, %p_mixuP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_mixuP(%w, %in, %nb_mixuP_27, %p_mixuP_27_0, %p_mixuP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_mixuP_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_mixuP_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_mixuP = llvm.mlir.addressof @fmt_mixuP : !llvm.ptr
llvm.call @printf(%f_mixuP, %bad_mixuP_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cuseL = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_0 = arith.constant 1 : index
%p_cuseL_0_0 = arith.constant 5 : i32
%p_cuseL_0_1 = arith.constant 0 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_0, %p_cuseL_0_0, %p_cuseL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_0, %p_cuseL_0_0, %p_cuseL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cuseL) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_1 = arith.constant 66 : index
%p_cuseL_1_0 = arith.constant 5 : i32
%p_cuseL_1_1 = arith.constant 0 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_1, %p_cuseL_1_0, %p_cuseL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_1, %p_cuseL_1_0, %p_cuseL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_2 = arith.constant 1 : index
%p_cuseL_2_0 = arith.constant -1 : i32
%p_cuseL_2_1 = arith.constant 127 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_2, %p_cuseL_2_0, %p_cuseL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_2, %p_cuseL_2_0, %p_cuseL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_3 = arith.constant 66 : index
%p_cuseL_3_0 = arith.constant -1 : i32
%p_cuseL_3_1 = arith.constant 127 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_3, %p_cuseL_3_0, %p_cuseL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_3, %p_cuseL_3_0, %p_cuseL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_4 = arith.constant 1 : index
%p_cuseL_4_0 = arith.constant 0 : i32
%p_cuseL_4_1 = arith.constant 200 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_4, %p_cuseL_4_0, %p_cuseL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_4, %p_cuseL_4_0, %p_cuseL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_5 = arith.constant 66 : index
%p_cuseL_5_0 = arith.constant 0 : i32
%p_cuseL_5_1 = arith.constant 200 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_5, %p_cuseL_5_0, %p_cuseL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_5, %p_cuseL_5_0, %p_cuseL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_6 = arith.constant 1 : index
%p_cuseL_6_0 = arith.constant 30 : i32
%p_cuseL_6_1 = arith.constant 65 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_6, %p_cuseL_6_0, %p_cuseL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_6, %p_cuseL_6_0, %p_cuseL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_7 = arith.constant 66 : index
%p_cuseL_7_0 = arith.constant 30 : i32
%p_cuseL_7_1 = arith.constant 65 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_7, %p_cuseL_7_0, %p_cuseL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_7, %p_cuseL_7_0, %p_cuseL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_8 = arith.constant 1 : index
%p_cuseL_8_0 = arith.constant 62 : i32
%p_cuseL_8_1 = arith.constant 2 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_8, %p_cuseL_8_0, %p_cuseL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_8, %p_cuseL_8_0, %p_cuseL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_9 = arith.constant 66 : index
%p_cuseL_9_0 = arith.constant 62 : i32
%p_cuseL_9_1 = arith.constant 2 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_9, %p_cuseL_9_0, %p_cuseL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_9, %p_cuseL_9_0, %p_cuseL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_10 = arith.constant 1 : index
%p_cuseL_10_0 = arith.constant 64 : i32
%p_cuseL_10_1 = arith.constant 2 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_10, %p_cuseL_10_0, %p_cuseL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_10, %p_cuseL_10_0, %p_cuseL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_11 = arith.constant 66 : index
%p_cuseL_11_0 = arith.constant 64 : i32
%p_cuseL_11_1 = arith.constant 2 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_11, %p_cuseL_11_0, %p_cuseL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_11, %p_cuseL_11_0, %p_cuseL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_12 = arith.constant 1 : index
%p_cuseL_12_0 = arith.constant 100 : i32
%p_cuseL_12_1 = arith.constant 200 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_12, %p_cuseL_12_0, %p_cuseL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_12, %p_cuseL_12_0, %p_cuseL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_13 = arith.constant 66 : index
%p_cuseL_13_0 = arith.constant 100 : i32
%p_cuseL_13_1 = arith.constant 200 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_13, %p_cuseL_13_0, %p_cuseL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_13, %p_cuseL_13_0, %p_cuseL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_14 = arith.constant 1 : index
%p_cuseL_14_0 = arith.constant 2 : i32
%p_cuseL_14_1 = arith.constant 127 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_14, %p_cuseL_14_0, %p_cuseL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_14, %p_cuseL_14_0, %p_cuseL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_15 = arith.constant 66 : index
%p_cuseL_15_0 = arith.constant 2 : i32
%p_cuseL_15_1 = arith.constant 127 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_15, %p_cuseL_15_0, %p_cuseL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_15, %p_cuseL_15_0, %p_cuseL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_16 = arith.constant 1 : index
%p_cuseL_16_0 = arith.constant 5 : i32
%p_cuseL_16_1 = arith.constant 65 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_16, %p_cuseL_16_0, %p_cuseL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_16, %p_cuseL_16_0, %p_cuseL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_17 = arith.constant 66 : index
%p_cuseL_17_0 = arith.constant 5 : i32
%p_cuseL_17_1 = arith.constant 65 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_17, %p_cuseL_17_0, %p_cuseL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_17, %p_cuseL_17_0, %p_cuseL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_18 = arith.constant 1 : index
%p_cuseL_18_0 = arith.constant 100 : i32
%p_cuseL_18_1 = arith.constant 30 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_18, %p_cuseL_18_0, %p_cuseL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_18, %p_cuseL_18_0, %p_cuseL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_19 = arith.constant 66 : index
%p_cuseL_19_0 = arith.constant 100 : i32
%p_cuseL_19_1 = arith.constant 30 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_19, %p_cuseL_19_0, %p_cuseL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_19, %p_cuseL_19_0, %p_cuseL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_20 = arith.constant 1 : index
%p_cuseL_20_0 = arith.constant 2 : i32
%p_cuseL_20_1 = arith.constant 65 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_20, %p_cuseL_20_0, %p_cuseL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_20, %p_cuseL_20_0, %p_cuseL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_21 = arith.constant 66 : index
%p_cuseL_21_0 = arith.constant 2 : i32
%p_cuseL_21_1 = arith.constant 65 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_21, %p_cuseL_21_0, %p_cuseL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_21, %p_cuseL_21_0, %p_cuseL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_22 = arith.constant 1 : index
%p_cuseL_22_0 = arith.constant 65 : i32
%p_cuseL_22_1 = arith.constant 127 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_22, %p_cuseL_22_0, %p_cuseL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_22, %p_cuseL_22_0, %p_cuseL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_23 = arith.constant 66 : index
%p_cuseL_23_0 = arith.constant 65 : i32
%p_cuseL_23_1 = arith.constant 127 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_23, %p_cuseL_23_0, %p_cuseL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_23, %p_cuseL_23_0, %p_cuseL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_24 = arith.constant 1 : index
%p_cuseL_24_0 = arith.constant -2147483648 : i32
%p_cuseL_24_1 = arith.constant 100 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_24, %p_cuseL_24_0, %p_cuseL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_24, %p_cuseL_24_0, %p_cuseL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_25 = arith.constant 66 : index
%p_cuseL_25_0 = arith.constant -2147483648 : i32
%p_cuseL_25_1 = arith.constant 100 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_25, %p_cuseL_25_0, %p_cuseL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_25, %p_cuseL_25_0, %p_cuseL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_26 = arith.constant 1 : index
%p_cuseL_26_0 = arith.constant 62 : i32
%p_cuseL_26_1 = arith.constant 64 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_26, %p_cuseL_26_0, %p_cuseL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_26, %p_cuseL_26_0, %p_cuseL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseL_27 = arith.constant 66 : index
%p_cuseL_27_0 = arith.constant 62 : i32
%p_cuseL_27_1 = arith.constant 64 : i32
func.call @k_cuseL(%a, %in, %nb_cuseL_27, %p_cuseL_27_0, %p_cuseL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseL(%w, %in, %nb_cuseL_27, %p_cuseL_27_0, %p_cuseL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseL_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseL_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cuseL = llvm.mlir.addressof @fmt_cuseL : !llvm.ptr
llvm.call @printf(%f_cuseL, %bad_cuseL_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cuseP = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_0 = arith.constant 1 : index
%p_cuseP_0_0 = arith.constant 127 : i32
%p_cuseP_0_1 = arith.constant 200 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_0, %p_cuseP_0_0, %p_cuseP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_0, %p_cuseP_0_0, %p_cuseP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cuseP) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_1 = arith.constant 2 : index
%p_cuseP_1_0 = arith.constant 127 : i32
%p_cuseP_1_1 = arith.constant 200 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_1, %p_cuseP_1_0, %p_cuseP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_1, %p_cuseP_1_0, %p_cuseP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_2 = arith.constant 1 : index
%p_cuseP_2_0 = arith.constant 2147483647 : i32
%p_cuseP_2_1 = arith.constant 127 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_2, %p_cuseP_2_0, %p_cuseP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_2, %p_cuseP_2_0, %p_cuseP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_3 = arith.constant 2 : index
%p_cuseP_3_0 = arith.constant 2147483647 : i32
%p_cuseP_3_1 = arith.constant 127 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_3, %p_cuseP_3_0, %p_cuseP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_3, %p_cuseP_3_0, %p_cuseP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_4 = arith.constant 1 : index
%p_cuseP_4_0 = arith.constant 63 : i32
%p_cuseP_4_1 = arith.constant -3 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_4, %p_cuseP_4_0, %p_cuseP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_4, %p_cuseP_4_0, %p_cuseP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_5 = arith.constant 2 : index
%p_cuseP_5_0 = arith.constant 63 : i32
%p_cuseP_5_1 = arith.constant -3 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_5, %p_cuseP_5_0, %p_cuseP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_5, %p_cuseP_5_0, %p_cuseP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_6 = arith.constant 1 : index
%p_cuseP_6_0 = arith.constant 1 : i32
%p_cuseP_6_1 = arith.constant 5 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_6, %p_cuseP_6_0, %p_cuseP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_6, %p_cuseP_6_0, %p_cuseP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_7 = arith.constant 2 : index
%p_cuseP_7_0 = arith.constant 1 : i32
%p_cuseP_7_1 = arith.constant 5 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_7, %p_cuseP_7_0, %p_cuseP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_7, %p_cuseP_7_0, %p_cuseP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_8 = arith.constant 1 : index
%p_cuseP_8_0 = arith.constant 30 : i32
%p_cuseP_8_1 = arith.constant -2147483648 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_8, %p_cuseP_8_0, %p_cuseP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_8, %p_cuseP_8_0, %p_cuseP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_9 = arith.constant 2 : index
%p_cuseP_9_0 = arith.constant 30 : i32
%p_cuseP_9_1 = arith.constant -2147483648 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_9, %p_cuseP_9_0, %p_cuseP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_9, %p_cuseP_9_0, %p_cuseP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_10 = arith.constant 1 : index
%p_cuseP_10_0 = arith.constant 2147483647 : i32
%p_cuseP_10_1 = arith.constant 5 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_10, %p_cuseP_10_0, %p_cuseP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_10, %p_cuseP_10_0, %p_cuseP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_11 = arith.constant 2 : index
%p_cuseP_11_0 = arith.constant 2147483647 : i32
%p_cuseP_11_1 = arith.constant 5 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_11, %p_cuseP_11_0, %p_cuseP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_11, %p_cuseP_11_0, %p_cuseP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_12 = arith.constant 1 : index
%p_cuseP_12_0 = arith.constant 127 : i32
%p_cuseP_12_1 = arith.constant 2 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_12, %p_cuseP_12_0, %p_cuseP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_12, %p_cuseP_12_0, %p_cuseP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_13 = arith.constant 2 : index
%p_cuseP_13_0 = arith.constant 127 : i32
%p_cuseP_13_1 = arith.constant 2 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_13, %p_cuseP_13_0, %p_cuseP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_13, %p_cuseP_13_0, %p_cuseP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_14 = arith.constant 1 : index
%p_cuseP_14_0 = arith.constant -1 : i32
%p_cuseP_14_1 = arith.constant 30 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_14, %p_cuseP_14_0, %p_cuseP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_14, %p_cuseP_14_0, %p_cuseP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_15 = arith.constant 2 : index
%p_cuseP_15_0 = arith.constant -1 : i32
%p_cuseP_15_1 = arith.constant 30 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_15, %p_cuseP_15_0, %p_cuseP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_15, %p_cuseP_15_0, %p_cuseP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_16 = arith.constant 1 : index
%p_cuseP_16_0 = arith.constant 2 : i32
%p_cuseP_16_1 = arith.constant -1 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_16, %p_cuseP_16_0, %p_cuseP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_16, %p_cuseP_16_0, %p_cuseP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_17 = arith.constant 2 : index
%p_cuseP_17_0 = arith.constant 2 : i32
%p_cuseP_17_1 = arith.constant -1 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_17, %p_cuseP_17_0, %p_cuseP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_17, %p_cuseP_17_0, %p_cuseP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_18 = arith.constant 1 : index
%p_cuseP_18_0 = arith.constant -2147483648 : i32
%p_cuseP_18_1 = arith.constant 1 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_18, %p_cuseP_18_0, %p_cuseP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_18, %p_cuseP_18_0, %p_cuseP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_19 = arith.constant 2 : index
%p_cuseP_19_0 = arith.constant -2147483648 : i32
%p_cuseP_19_1 = arith.constant 1 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_19, %p_cuseP_19_0, %p_cuseP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_19, %p_cuseP_19_0, %p_cuseP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_20 = arith.constant 1 : index
%p_cuseP_20_0 = arith.constant 0 : i32
%p_cuseP_20_1 = arith.constant 5 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_20, %p_cuseP_20_0, %p_cuseP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_20, %p_cuseP_20_0, %p_cuseP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_21 = arith.constant 2 : index
%p_cuseP_21_0 = arith.constant 0 : i32
%p_cuseP_21_1 = arith.constant 5 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_21, %p_cuseP_21_0, %p_cuseP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_21, %p_cuseP_21_0, %p_cuseP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_22 = arith.constant 1 : index
%p_cuseP_22_0 = arith.constant 30 : i32
%p_cuseP_22_1 = arith.constant 65 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_22, %p_cuseP_22_0, %p_cuseP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_22, %p_cuseP_22_0, %p_cuseP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_23 = arith.constant 2 : index
%p_cuseP_23_0 = arith.constant 30 : i32
%p_cuseP_23_1 = arith.constant 65 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_23, %p_cuseP_23_0, %p_cuseP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_23, %p_cuseP_23_0, %p_cuseP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_24 = arith.constant 1 : index
%p_cuseP_24_0 = arith.constant 0 : i32
%p_cuseP_24_1 = arith.constant 65 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_24, %p_cuseP_24_0, %p_cuseP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_24, %p_cuseP_24_0, %p_cuseP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_25 = arith.constant 2 : index
%p_cuseP_25_0 = arith.constant 0 : i32
%p_cuseP_25_1 = arith.constant 65 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_25, %p_cuseP_25_0, %p_cuseP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_25, %p_cuseP_25_0, %p_cuseP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_26 = arith.constant 1 : index
%p_cuseP_26_0 = arith.constant 30 : i32
%p_cuseP_26_1 = arith.constant 30 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_26, %p_cuseP_26_0, %p_cuseP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_26, %p_cuseP_26_0, %p_cuseP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cuseP_27 = arith.constant 2 : index
%p_cuseP_27_0 = arith.constant 30 : i32
%p_cuseP_27_1 = arith.constant 30 : i32
func.call @k_cuseP(%a, %in, %nb_cuseP_27, %p_cuseP_27_0, %p_cuseP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cuseP(%w, %in, %nb_cuseP_27, %p_cuseP_27_0, %p_cuseP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cuseP_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cuseP_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cuseP = llvm.mlir.addressof @fmt_cuseP : !llvm.ptr
llvm.call @printf(%f_cuseP, %bad_cuseP_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cinL = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_0 = arith.constant 1 : index
%p_cinL_0_0 = arith.constant 64 : i32
%p_cinL_0_1 = arith.constant 255 : i32
func.call @k_cinL(%a, %in, %nb_cinL_0, %p_cinL_0_0, %p_cinL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_0, %p_cinL_0_0, %p_cinL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cinL) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_1 = arith.constant 66 : index
%p_cinL_1_0 = arith.constant 64 : i32
%p_cinL_1_1 = arith.constant 255 : i32
func.call @k_cinL(%a, %in, %nb_cinL_1, %p_cinL_1_0, %p_cinL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_1, %p_cinL_1_0, %p_cinL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_2 = arith.constant 1 : index
%p_cinL_2_0 = arith.constant 65 : i32
%p_cinL_2_1 = arith.constant 0 : i32
func.call @k_cinL(%a, %in, %nb_cinL_2, %p_cinL_2_0, %p_cinL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_2, %p_cinL_2_0, %p_cinL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_3 = arith.constant 66 : index
%p_cinL_3_0 = arith.constant 65 : i32
%p_cinL_3_1 = arith.constant 0 : i32
func.call @k_cinL(%a, %in, %nb_cinL_3, %p_cinL_3_0, %p_cinL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_3, %p_cinL_3_0, %p_cinL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_4 = arith.constant 1 : index
%p_cinL_4_0 = arith.constant 100 : i32
%p_cinL_4_1 = arith.constant 0 : i32
func.call @k_cinL(%a, %in, %nb_cinL_4, %p_cinL_4_0, %p_cinL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_4, %p_cinL_4_0, %p_cinL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_5 = arith.constant 66 : index
%p_cinL_5_0 = arith.constant 100 : i32
%p_cinL_5_1 = arith.constant 0 : i32
func.call @k_cinL(%a, %in, %nb_cinL_5, %p_cinL_5_0, %p_cinL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_5, %p_cinL_5_0, %p_cinL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_6 = arith.constant 1 : index
%p_cinL_6_0 = arith.constant 1 : i32
%p_cinL_6_1 = arith.constant -2147483648 : i32
func.call @k_cinL(%a, %in, %nb_cinL_6, %p_cinL_6_0, %p_cinL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_6, %p_cinL_6_0, %p_cinL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_7 = arith.constant 66 : index
%p_cinL_7_0 = arith.constant 1 : i32
%p_cinL_7_1 = arith.constant -2147483648 : i32
func.call @k_cinL(%a, %in, %nb_cinL_7, %p_cinL_7_0, %p_cinL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_7, %p_cinL_7_0, %p_cinL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_8 = arith.constant 1 : index
%p_cinL_8_0 = arith.constant 2 : i32
%p_cinL_8_1 = arith.constant 200 : i32
func.call @k_cinL(%a, %in, %nb_cinL_8, %p_cinL_8_0, %p_cinL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_8, %p_cinL_8_0, %p_cinL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_9 = arith.constant 66 : index
%p_cinL_9_0 = arith.constant 2 : i32
%p_cinL_9_1 = arith.constant 200 : i32
func.call @k_cinL(%a, %in, %nb_cinL_9, %p_cinL_9_0, %p_cinL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_9, %p_cinL_9_0, %p_cinL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_10 = arith.constant 1 : index
%p_cinL_10_0 = arith.constant 255 : i32
%p_cinL_10_1 = arith.constant 100 : i32
func.call @k_cinL(%a, %in, %nb_cinL_10, %p_cinL_10_0, %p_cinL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_10, %p_cinL_10_0, %p_cinL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_11 = arith.constant 66 : index
%p_cinL_11_0 = arith.constant 255 : i32
%p_cinL_11_1 = arith.constant 100 : i32
func.call @k_cinL(%a, %in, %nb_cinL_11, %p_cinL_11_0, %p_cinL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_11, %p_cinL_11_0, %p_cinL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_12 = arith.constant 1 : index
%p_cinL_12_0 = arith.constant 100 : i32
%p_cinL_12_1 = arith.constant 200 : i32
func.call @k_cinL(%a, %in, %nb_cinL_12, %p_cinL_12_0, %p_cinL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_12, %p_cinL_12_0, %p_cinL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_13 = arith.constant 66 : index
%p_cinL_13_0 = arith.constant 100 : i32
%p_cinL_13_1 = arith.constant 200 : i32
func.call @k_cinL(%a, %in, %nb_cinL_13, %p_cinL_13_0, %p_cinL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_13, %p_cinL_13_0, %p_cinL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_14 = arith.constant 1 : index
%p_cinL_14_0 = arith.constant 62 : i32
%p_cinL_14_1 = arith.constant 100 : i32
func.call @k_cinL(%a, %in, %nb_cinL_14, %p_cinL_14_0, %p_cinL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_14, %p_cinL_14_0, %p_cinL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_15 = arith.constant 66 : index
%p_cinL_15_0 = arith.constant 62 : i32
%p_cinL_15_1 = arith.constant 100 : i32
func.call @k_cinL(%a, %in, %nb_cinL_15, %p_cinL_15_0, %p_cinL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_15, %p_cinL_15_0, %p_cinL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_16 = arith.constant 1 : index
%p_cinL_16_0 = arith.constant 100 : i32
%p_cinL_16_1 = arith.constant -1 : i32
func.call @k_cinL(%a, %in, %nb_cinL_16, %p_cinL_16_0, %p_cinL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_16, %p_cinL_16_0, %p_cinL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_17 = arith.constant 66 : index
%p_cinL_17_0 = arith.constant 100 : i32
%p_cinL_17_1 = arith.constant -1 : i32
func.call @k_cinL(%a, %in, %nb_cinL_17, %p_cinL_17_0, %p_cinL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_17, %p_cinL_17_0, %p_cinL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_18 = arith.constant 1 : index
%p_cinL_18_0 = arith.constant 5 : i32
%p_cinL_18_1 = arith.constant -1 : i32
func.call @k_cinL(%a, %in, %nb_cinL_18, %p_cinL_18_0, %p_cinL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_18, %p_cinL_18_0, %p_cinL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_19 = arith.constant 66 : index
%p_cinL_19_0 = arith.constant 5 : i32
%p_cinL_19_1 = arith.constant -1 : i32
func.call @k_cinL(%a, %in, %nb_cinL_19, %p_cinL_19_0, %p_cinL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_19, %p_cinL_19_0, %p_cinL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_20 = arith.constant 1 : index
%p_cinL_20_0 = arith.constant 200 : i32
%p_cinL_20_1 = arith.constant 200 : i32
func.call @k_cinL(%a, %in, %nb_cinL_20, %p_cinL_20_0, %p_cinL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_20, %p_cinL_20_0, %p_cinL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_21 = arith.constant 66 : index
%p_cinL_21_0 = arith.constant 200 : i32
%p_cinL_21_1 = arith.constant 200 : i32
func.call @k_cinL(%a, %in, %nb_cinL_21, %p_cinL_21_0, %p_cinL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_21, %p_cinL_21_0, %p_cinL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_22 = arith.constant 1 : index
%p_cinL_22_0 = arith.constant 65 : i32
%p_cinL_22_1 = arith.constant -3 : i32
func.call @k_cinL(%a, %in, %nb_cinL_22, %p_cinL_22_0, %p_cinL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_22, %p_cinL_22_0, %p_cinL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_23 = arith.constant 66 : index
%p_cinL_23_0 = arith.constant 65 : i32
%p_cinL_23_1 = arith.constant -3 : i32
func.call @k_cinL(%a, %in, %nb_cinL_23, %p_cinL_23_0, %p_cinL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_23, %p_cinL_23_0, %p_cinL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_24 = arith.constant 1 : index
%p_cinL_24_0 = arith.constant 100 : i32
%p_cinL_24_1 = arith.constant 2 : i32
func.call @k_cinL(%a, %in, %nb_cinL_24, %p_cinL_24_0, %p_cinL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_24, %p_cinL_24_0, %p_cinL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_25 = arith.constant 66 : index
%p_cinL_25_0 = arith.constant 100 : i32
%p_cinL_25_1 = arith.constant 2 : i32
func.call @k_cinL(%a, %in, %nb_cinL_25, %p_cinL_25_0, %p_cinL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_25, %p_cinL_25_0, %p_cinL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_26 = arith.constant 1 : index
%p_cinL_26_0 = arith.constant 100 : i32
%p_cinL_26_1 = arith.constant 255 : i32
func.call @k_cinL(%a, %in, %nb_cinL_26, %p_cinL_26_0, %p_cinL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_26, %p_cinL_26_0, %p_cinL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinL_27 = arith.constant 66 : index
%p_cinL_27_0 = arith.constant 100 : i32
%p_cinL_27_1 = arith.constant 255 : i32
func.call @k_cinL(%a, %in, %nb_cinL_27, %p_cinL_27_0, %p_cinL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinL(%w, %in, %nb_cinL_27, %p_cinL_27_0, %p_cinL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinL_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinL_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cinL = llvm.mlir.addressof @fmt_cinL : !llvm.ptr
llvm.call @printf(%f_cinL, %bad_cinL_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cinP = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_0 = arith.constant 1 : index
%p_cinP_0_0 = arith.constant 127 : i32
%p_cinP_0_1 = arith.constant 5 : i32
func.call @k_cinP(%a, %in, %nb_cinP_0, %p_cinP_0_0, %p_cinP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_0, %p_cinP_0_0, %p_cinP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cinP) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_1 = arith.constant 2 : index
%p_cinP_1_0 = arith.constant 127 : i32
%p_cinP_1_1 = arith.constant 5 : i32
func.call @k_cinP(%a, %in, %nb_cinP_1, %p_cinP_1_0, %p_cinP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_1, %p_cinP_1_0, %p_cinP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_2 = arith.constant 1 : index
%p_cinP_2_0 = arith.constant 63 : i32
%p_cinP_2_1 = arith.constant 127 : i32
func.call @k_cinP(%a, %in, %nb_cinP_2, %p_cinP_2_0, %p_cinP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_2, %p_cinP_2_0, %p_cinP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_3 = arith.constant 2 : index
%p_cinP_3_0 = arith.constant 63 : i32
%p_cinP_3_1 = arith.constant 127 : i32
func.call @k_cinP(%a, %in, %nb_cinP_3, %p_cinP_3_0, %p_cinP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_3, %p_cinP_3_0, %p_cinP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_4 = arith.constant 1 : index
%p_cinP_4_0 = arith.constant 5 : i32
%p_cinP_4_1 = arith.constant 63 : i32
func.call @k_cinP(%a, %in, %nb_cinP_4, %p_cinP_4_0, %p_cinP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_4, %p_cinP_4_0, %p_cinP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_5 = arith.constant 2 : index
%p_cinP_5_0 = arith.constant 5 : i32
%p_cinP_5_1 = arith.constant 63 : i32
func.call @k_cinP(%a, %in, %nb_cinP_5, %p_cinP_5_0, %p_cinP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_5, %p_cinP_5_0, %p_cinP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_6 = arith.constant 1 : index
%p_cinP_6_0 = arith.constant 1 : i32
%p_cinP_6_1 = arith.constant 62 : i32
func.call @k_cinP(%a, %in, %nb_cinP_6, %p_cinP_6_0, %p_cinP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_6, %p_cinP_6_0, %p_cinP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_7 = arith.constant 2 : index
%p_cinP_7_0 = arith.constant 1 : i32
%p_cinP_7_1 = arith.constant 62 : i32
func.call @k_cinP(%a, %in, %nb_cinP_7, %p_cinP_7_0, %p_cinP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_7, %p_cinP_7_0, %p_cinP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_8 = arith.constant 1 : index
%p_cinP_8_0 = arith.constant 2 : i32
%p_cinP_8_1 = arith.constant 63 : i32
func.call @k_cinP(%a, %in, %nb_cinP_8, %p_cinP_8_0, %p_cinP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_8, %p_cinP_8_0, %p_cinP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_9 = arith.constant 2 : index
%p_cinP_9_0 = arith.constant 2 : i32
%p_cinP_9_1 = arith.constant 63 : i32
func.call @k_cinP(%a, %in, %nb_cinP_9, %p_cinP_9_0, %p_cinP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_9, %p_cinP_9_0, %p_cinP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_10 = arith.constant 1 : index
%p_cinP_10_0 = arith.constant 63 : i32
%p_cinP_10_1 = arith.constant 5 : i32
func.call @k_cinP(%a, %in, %nb_cinP_10, %p_cinP_10_0, %p_cinP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_10, %p_cinP_10_0, %p_cinP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_11 = arith.constant 2 : index
%p_cinP_11_0 = arith.constant 63 : i32
%p_cinP_11_1 = arith.constant 5 : i32
func.call @k_cinP(%a, %in, %nb_cinP_11, %p_cinP_11_0, %p_cinP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_11, %p_cinP_11_0, %p_cinP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_12 = arith.constant 1 : index
%p_cinP_12_0 = arith.constant 2147483647 : i32
%p_cinP_12_1 = arith.constant 63 : i32
func.call @k_cinP(%a, %in, %nb_cinP_12, %p_cinP_12_0, %p_cinP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_12, %p_cinP_12_0, %p_cinP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_13 = arith.constant 2 : index
%p_cinP_13_0 = arith.constant 2147483647 : i32
%p_cinP_13_1 = arith.constant 63 : i32
func.call @k_cinP(%a, %in, %nb_cinP_13, %p_cinP_13_0, %p_cinP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_13, %p_cinP_13_0, %p_cinP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_14 = arith.constant 1 : index
%p_cinP_14_0 = arith.constant 2147483647 : i32
%p_cinP_14_1 = arith.constant 62 : i32
func.call @k_cinP(%a, %in, %nb_cinP_14, %p_cinP_14_0, %p_cinP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_14, %p_cinP_14_0, %p_cinP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_15 = arith.constant 2 : index
%p_cinP_15_0 = arith.constant 2147483647 : i32
%p_cinP_15_1 = arith.constant 62 : i32
func.call @k_cinP(%a, %in, %nb_cinP_15, %p_cinP_15_0, %p_cinP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_15, %p_cinP_15_0, %p_cinP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_16 = arith.constant 1 : index
%p_cinP_16_0 = arith.constant 30 : i32
%p_cinP_16_1 = arith.constant 2 : i32
func.call @k_cinP(%a, %in, %nb_cinP_16, %p_cinP_16_0, %p_cinP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_16, %p_cinP_16_0, %p_cinP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_17 = arith.constant 2 : index
%p_cinP_17_0 = arith.constant 30 : i32
%p_cinP_17_1 = arith.constant 2 : i32
func.call @k_cinP(%a, %in, %nb_cinP_17, %p_cinP_17_0, %p_cinP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_17, %p_cinP_17_0, %p_cinP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_18 = arith.constant 1 : index
%p_cinP_18_0 = arith.constant 30 : i32
%p_cinP_18_1 = arith.constant 5 : i32
func.call @k_cinP(%a, %in, %nb_cinP_18, %p_cinP_18_0, %p_cinP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_18, %p_cinP_18_0, %p_cinP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_19 = arith.constant 2 : index
%p_cinP_19_0 = arith.constant 30 : i32
%p_cinP_19_1 = arith.constant 5 : i32
func.call @k_cinP(%a, %in, %nb_cinP_19, %p_cinP_19_0, %p_cinP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_19, %p_cinP_19_0, %p_cinP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_20 = arith.constant 1 : index
%p_cinP_20_0 = arith.constant 2 : i32
%p_cinP_20_1 = arith.constant 0 : i32
func.call @k_cinP(%a, %in, %nb_cinP_20, %p_cinP_20_0, %p_cinP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_20, %p_cinP_20_0, %p_cinP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_21 = arith.constant 2 : index
%p_cinP_21_0 = arith.constant 2 : i32
%p_cinP_21_1 = arith.constant 0 : i32
func.call @k_cinP(%a, %in, %nb_cinP_21, %p_cinP_21_0, %p_cinP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_21, %p_cinP_21_0, %p_cinP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_22 = arith.constant 1 : index
%p_cinP_22_0 = arith.constant 5 : i32
%p_cinP_22_1 = arith.constant 200 : i32
func.call @k_cinP(%a, %in, %nb_cinP_22, %p_cinP_22_0, %p_cinP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_22, %p_cinP_22_0, %p_cinP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_23 = arith.constant 2 : index
%p_cinP_23_0 = arith.constant 5 : i32
%p_cinP_23_1 = arith.constant 200 : i32
func.call @k_cinP(%a, %in, %nb_cinP_23, %p_cinP_23_0, %p_cinP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_23, %p_cinP_23_0, %p_cinP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_24 = arith.constant 1 : index
%p_cinP_24_0 = arith.constant 127 : i32
%p_cinP_24_1 = arith.constant 65 : i32
func.call @k_cinP(%a, %in, %nb_cinP_24, %p_cinP_24_0, %p_cinP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_24, %p_cinP_24_0, %p_cinP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_25 = arith.constant 2 : index
%p_cinP_25_0 = arith.constant 127 : i32
%p_cinP_25_1 = arith.constant 65 : i32
func.call @k_cinP(%a, %in, %nb_cinP_25, %p_cinP_25_0, %p_cinP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_25, %p_cinP_25_0, %p_cinP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_26 = arith.constant 1 : index
%p_cinP_26_0 = arith.constant 62 : i32
%p_cinP_26_1 = arith.constant 2147483647 : i32
func.call @k_cinP(%a, %in, %nb_cinP_26, %p_cinP_26_0, %p_cinP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_26, %p_cinP_26_0, %p_cinP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cinP_27 = arith.constant 2 : index
%p_cinP_27_0 = arith.constant 62 : i32
%p_cinP_27_1 = arith.constant 2147483647 : i32
func.call @k_cinP(%a, %in, %nb_cinP_27, %p_cinP_27_0, %p_cinP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cinP(%w, %in, %nb_cinP_27, %p_cinP_27_0, %p_cinP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cinP_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cinP_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cinP = llvm.mlir.addressof @fmt_cinP : !llvm.ptr
llvm.call @printf(%f_cinP, %bad_cinP_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cselL = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_0 = arith.constant 1 : index
%p_cselL_0_0 = arith.constant 64 : i32
%p_cselL_0_1 = arith.constant 64 : i32
func.call @k_cselL(%a, %in, %nb_cselL_0, %p_cselL_0_0, %p_cselL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_0, %p_cselL_0_0, %p_cselL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cselL) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_1 = arith.constant 66 : index
%p_cselL_1_0 = arith.constant 64 : i32
%p_cselL_1_1 = arith.constant 64 : i32
func.call @k_cselL(%a, %in, %nb_cselL_1, %p_cselL_1_0, %p_cselL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_1, %p_cselL_1_0, %p_cselL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_2 = arith.constant 1 : index
%p_cselL_2_0 = arith.constant 1 : i32
%p_cselL_2_1 = arith.constant 127 : i32
func.call @k_cselL(%a, %in, %nb_cselL_2, %p_cselL_2_0, %p_cselL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_2, %p_cselL_2_0, %p_cselL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_3 = arith.constant 66 : index
%p_cselL_3_0 = arith.constant 1 : i32
%p_cselL_3_1 = arith.constant 127 : i32
func.call @k_cselL(%a, %in, %nb_cselL_3, %p_cselL_3_0, %p_cselL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_3, %p_cselL_3_0, %p_cselL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_4 = arith.constant 1 : index
%p_cselL_4_0 = arith.constant 2147483647 : i32
%p_cselL_4_1 = arith.constant 5 : i32
func.call @k_cselL(%a, %in, %nb_cselL_4, %p_cselL_4_0, %p_cselL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_4, %p_cselL_4_0, %p_cselL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_5 = arith.constant 66 : index
%p_cselL_5_0 = arith.constant 2147483647 : i32
%p_cselL_5_1 = arith.constant 5 : i32
func.call @k_cselL(%a, %in, %nb_cselL_5, %p_cselL_5_0, %p_cselL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_5, %p_cselL_5_0, %p_cselL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_6 = arith.constant 1 : index
%p_cselL_6_0 = arith.constant 2 : i32
%p_cselL_6_1 = arith.constant 63 : i32
func.call @k_cselL(%a, %in, %nb_cselL_6, %p_cselL_6_0, %p_cselL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_6, %p_cselL_6_0, %p_cselL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_7 = arith.constant 66 : index
%p_cselL_7_0 = arith.constant 2 : i32
%p_cselL_7_1 = arith.constant 63 : i32
func.call @k_cselL(%a, %in, %nb_cselL_7, %p_cselL_7_0, %p_cselL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_7, %p_cselL_7_0, %p_cselL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_8 = arith.constant 1 : index
%p_cselL_8_0 = arith.constant 255 : i32
%p_cselL_8_1 = arith.constant 63 : i32
func.call @k_cselL(%a, %in, %nb_cselL_8, %p_cselL_8_0, %p_cselL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_8, %p_cselL_8_0, %p_cselL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_9 = arith.constant 66 : index
%p_cselL_9_0 = arith.constant 255 : i32
%p_cselL_9_1 = arith.constant 63 : i32
func.call @k_cselL(%a, %in, %nb_cselL_9, %p_cselL_9_0, %p_cselL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_9, %p_cselL_9_0, %p_cselL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_10 = arith.constant 1 : index
%p_cselL_10_0 = arith.constant 5 : i32
%p_cselL_10_1 = arith.constant 127 : i32
func.call @k_cselL(%a, %in, %nb_cselL_10, %p_cselL_10_0, %p_cselL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_10, %p_cselL_10_0, %p_cselL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_11 = arith.constant 66 : index
%p_cselL_11_0 = arith.constant 5 : i32
%p_cselL_11_1 = arith.constant 127 : i32
func.call @k_cselL(%a, %in, %nb_cselL_11, %p_cselL_11_0, %p_cselL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_11, %p_cselL_11_0, %p_cselL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_12 = arith.constant 1 : index
%p_cselL_12_0 = arith.constant 127 : i32
%p_cselL_12_1 = arith.constant 30 : i32
func.call @k_cselL(%a, %in, %nb_cselL_12, %p_cselL_12_0, %p_cselL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_12, %p_cselL_12_0, %p_cselL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_13 = arith.constant 66 : index
%p_cselL_13_0 = arith.constant 127 : i32
%p_cselL_13_1 = arith.constant 30 : i32
func.call @k_cselL(%a, %in, %nb_cselL_13, %p_cselL_13_0, %p_cselL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_13, %p_cselL_13_0, %p_cselL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_14 = arith.constant 1 : index
%p_cselL_14_0 = arith.constant 62 : i32
%p_cselL_14_1 = arith.constant 1 : i32
func.call @k_cselL(%a, %in, %nb_cselL_14, %p_cselL_14_0, %p_cselL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_14, %p_cselL_14_0, %p_cselL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_15 = arith.constant 66 : index
%p_cselL_15_0 = arith.constant 62 : i32
%p_cselL_15_1 = arith.constant 1 : i32
func.call @k_cselL(%a, %in, %nb_cselL_15, %p_cselL_15_0, %p_cselL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_15, %p_cselL_15_0, %p_cselL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_16 = arith.constant 1 : index
%p_cselL_16_0 = arith.constant 1 : i32
%p_cselL_16_1 = arith.constant 64 : i32
func.call @k_cselL(%a, %in, %nb_cselL_16, %p_cselL_16_0, %p_cselL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_16, %p_cselL_16_0, %p_cselL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_17 = arith.constant 66 : index
%p_cselL_17_0 = arith.constant 1 : i32
%p_cselL_17_1 = arith.constant 64 : i32
func.call @k_cselL(%a, %in, %nb_cselL_17, %p_cselL_17_0, %p_cselL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_17, %p_cselL_17_0, %p_cselL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_18 = arith.constant 1 : index
%p_cselL_18_0 = arith.constant 255 : i32
%p_cselL_18_1 = arith.constant 200 : i32
func.call @k_cselL(%a, %in, %nb_cselL_18, %p_cselL_18_0, %p_cselL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_18, %p_cselL_18_0, %p_cselL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_19 = arith.constant 66 : index
%p_cselL_19_0 = arith.constant 255 : i32
%p_cselL_19_1 = arith.constant 200 : i32
func.call @k_cselL(%a, %in, %nb_cselL_19, %p_cselL_19_0, %p_cselL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_19, %p_cselL_19_0, %p_cselL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_20 = arith.constant 1 : index
%p_cselL_20_0 = arith.constant 100 : i32
%p_cselL_20_1 = arith.constant 62 : i32
func.call @k_cselL(%a, %in, %nb_cselL_20, %p_cselL_20_0, %p_cselL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_20, %p_cselL_20_0, %p_cselL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_21 = arith.constant 66 : index
%p_cselL_21_0 = arith.constant 100 : i32
%p_cselL_21_1 = arith.constant 62 : i32
func.call @k_cselL(%a, %in, %nb_cselL_21, %p_cselL_21_0, %p_cselL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_21, %p_cselL_21_0, %p_cselL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_22 = arith.constant 1 : index
%p_cselL_22_0 = arith.constant 127 : i32
%p_cselL_22_1 = arith.constant 1 : i32
func.call @k_cselL(%a, %in, %nb_cselL_22, %p_cselL_22_0, %p_cselL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_22, %p_cselL_22_0, %p_cselL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_23 = arith.constant 66 : index
%p_cselL_23_0 = arith.constant 127 : i32
%p_cselL_23_1 = arith.constant 1 : i32
func.call @k_cselL(%a, %in, %nb_cselL_23, %p_cselL_23_0, %p_cselL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_23, %p_cselL_23_0, %p_cselL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_24 = arith.constant 1 : index
%p_cselL_24_0 = arith.constant 65 : i32
%p_cselL_24_1 = arith.constant 65 : i32
func.call @k_cselL(%a, %in, %nb_cselL_24, %p_cselL_24_0, %p_cselL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_24, %p_cselL_24_0, %p_cselL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_25 = arith.constant 66 : index
%p_cselL_25_0 = arith.constant 65 : i32
%p_cselL_25_1 = arith.constant 65 : i32
func.call @k_cselL(%a, %in, %nb_cselL_25, %p_cselL_25_0, %p_cselL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_25, %p_cselL_25_0, %p_cselL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_26 = arith.constant 1 : index
%p_cselL_26_0 = arith.constant 30 : i32
%p_cselL_26_1 = arith.constant 5 : i32
func.call @k_cselL(%a, %in, %nb_cselL_26, %p_cselL_26_0, %p_cselL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_26, %p_cselL_26_0, %p_cselL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselL_27 = arith.constant 66 : index
%p_cselL_27_0 = arith.constant 30 : i32
%p_cselL_27_1 = arith.constant 5 : i32
func.call @k_cselL(%a, %in, %nb_cselL_27, %p_cselL_27_0, %p_cselL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselL(%w, %in, %nb_cselL_27, %p_cselL_27_0, %p_cselL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselL_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselL_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cselL = llvm.mlir.addressof @fmt_cselL : !llvm.ptr
llvm.call @printf(%f_cselL, %bad_cselL_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cselP = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_0 = arith.constant 1 : index
%p_cselP_0_0 = arith.constant 100 : i32
%p_cselP_0_1 = arith.constant 63 : i32
func.call @k_cselP(%a, %in, %nb_cselP_0, %p_cselP_0_0, %p_cselP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_0, %p_cselP_0_0, %p_cselP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cselP) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_1 = arith.constant 2 : index
%p_cselP_1_0 = arith.constant 100 : i32
%p_cselP_1_1 = arith.constant 63 : i32
func.call @k_cselP(%a, %in, %nb_cselP_1, %p_cselP_1_0, %p_cselP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_1, %p_cselP_1_0, %p_cselP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_2 = arith.constant 1 : index
%p_cselP_2_0 = arith.constant 0 : i32
%p_cselP_2_1 = arith.constant 30 : i32
func.call @k_cselP(%a, %in, %nb_cselP_2, %p_cselP_2_0, %p_cselP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_2, %p_cselP_2_0, %p_cselP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_3 = arith.constant 2 : index
%p_cselP_3_0 = arith.constant 0 : i32
%p_cselP_3_1 = arith.constant 30 : i32
func.call @k_cselP(%a, %in, %nb_cselP_3, %p_cselP_3_0, %p_cselP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_3, %p_cselP_3_0, %p_cselP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_4 = arith.constant 1 : index
%p_cselP_4_0 = arith.constant 100 : i32
%p_cselP_4_1 = arith.constant 2 : i32
func.call @k_cselP(%a, %in, %nb_cselP_4, %p_cselP_4_0, %p_cselP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_4, %p_cselP_4_0, %p_cselP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_5 = arith.constant 2 : index
%p_cselP_5_0 = arith.constant 100 : i32
%p_cselP_5_1 = arith.constant 2 : i32
func.call @k_cselP(%a, %in, %nb_cselP_5, %p_cselP_5_0, %p_cselP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_5, %p_cselP_5_0, %p_cselP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_6 = arith.constant 1 : index
%p_cselP_6_0 = arith.constant 0 : i32
%p_cselP_6_1 = arith.constant 127 : i32
func.call @k_cselP(%a, %in, %nb_cselP_6, %p_cselP_6_0, %p_cselP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_6, %p_cselP_6_0, %p_cselP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_7 = arith.constant 2 : index
%p_cselP_7_0 = arith.constant 0 : i32
%p_cselP_7_1 = arith.constant 127 : i32
func.call @k_cselP(%a, %in, %nb_cselP_7, %p_cselP_7_0, %p_cselP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_7, %p_cselP_7_0, %p_cselP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_8 = arith.constant 1 : index
%p_cselP_8_0 = arith.constant 255 : i32
%p_cselP_8_1 = arith.constant 200 : i32
func.call @k_cselP(%a, %in, %nb_cselP_8, %p_cselP_8_0, %p_cselP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_8, %p_cselP_8_0, %p_cselP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_9 = arith.constant 2 : index
%p_cselP_9_0 = arith.constant 255 : i32
%p_cselP_9_1 = arith.constant 200 : i32
func.call @k_cselP(%a, %in, %nb_cselP_9, %p_cselP_9_0, %p_cselP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_9, %p_cselP_9_0, %p_cselP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_10 = arith.constant 1 : index
%p_cselP_10_0 = arith.constant 63 : i32
%p_cselP_10_1 = arith.constant 65 : i32
func.call @k_cselP(%a, %in, %nb_cselP_10, %p_cselP_10_0, %p_cselP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_10, %p_cselP_10_0, %p_cselP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_11 = arith.constant 2 : index
%p_cselP_11_0 = arith.constant 63 : i32
%p_cselP_11_1 = arith.constant 65 : i32
func.call @k_cselP(%a, %in, %nb_cselP_11, %p_cselP_11_0, %p_cselP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_11, %p_cselP_11_0, %p_cselP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_12 = arith.constant 1 : index
%p_cselP_12_0 = arith.constant 100 : i32
%p_cselP_12_1 = arith.constant -3 : i32
func.call @k_cselP(%a, %in, %nb_cselP_12, %p_cselP_12_0, %p_cselP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_12, %p_cselP_12_0, %p_cselP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_13 = arith.constant 2 : index
%p_cselP_13_0 = arith.constant 100 : i32
%p_cselP_13_1 = arith.constant -3 : i32
func.call @k_cselP(%a, %in, %nb_cselP_13, %p_cselP_13_0, %p_cselP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_13, %p_cselP_13_0, %p_cselP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_14 = arith.constant 1 : index
%p_cselP_14_0 = arith.constant 63 : i32
%p_cselP_14_1 = arith.constant 5 : i32
func.call @k_cselP(%a, %in, %nb_cselP_14, %p_cselP_14_0, %p_cselP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_14, %p_cselP_14_0, %p_cselP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_15 = arith.constant 2 : index
%p_cselP_15_0 = arith.constant 63 : i32
%p_cselP_15_1 = arith.constant 5 : i32
func.call @k_cselP(%a, %in, %nb_cselP_15, %p_cselP_15_0, %p_cselP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_15, %p_cselP_15_0, %p_cselP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_16 = arith.constant 1 : index
%p_cselP_16_0 = arith.constant 30 : i32
%p_cselP_16_1 = arith.constant -3 : i32
func.call @k_cselP(%a, %in, %nb_cselP_16, %p_cselP_16_0, %p_cselP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_16, %p_cselP_16_0, %p_cselP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_17 = arith.constant 2 : index
%p_cselP_17_0 = arith.constant 30 : i32
%p_cselP_17_1 = arith.constant -3 : i32
func.call @k_cselP(%a, %in, %nb_cselP_17, %p_cselP_17_0, %p_cselP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_17, %p_cselP_17_0, %p_cselP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_18 = arith.constant 1 : index
%p_cselP_18_0 = arith.constant 127 : i32
%p_cselP_18_1 = arith.constant -2147483648 : i32
func.call @k_cselP(%a, %in, %nb_cselP_18, %p_cselP_18_0, %p_cselP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_18, %p_cselP_18_0, %p_cselP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_19 = arith.constant 2 : index
%p_cselP_19_0 = arith.constant 127 : i32
%p_cselP_19_1 = arith.constant -2147483648 : i32
func.call @k_cselP(%a, %in, %nb_cselP_19, %p_cselP_19_0, %p_cselP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_19, %p_cselP_19_0, %p_cselP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_20 = arith.constant 1 : index
%p_cselP_20_0 = arith.constant 0 : i32
%p_cselP_20_1 = arith.constant 0 : i32
func.call @k_cselP(%a, %in, %nb_cselP_20, %p_cselP_20_0, %p_cselP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_20, %p_cselP_20_0, %p_cselP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_21 = arith.constant 2 : index
%p_cselP_21_0 = arith.constant 0 : i32
%p_cselP_21_1 = arith.constant 0 : i32
func.call @k_cselP(%a, %in, %nb_cselP_21, %p_cselP_21_0, %p_cselP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_21, %p_cselP_21_0, %p_cselP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_22 = arith.constant 1 : index
%p_cselP_22_0 = arith.constant 2 : i32
%p_cselP_22_1 = arith.constant 30 : i32
func.call @k_cselP(%a, %in, %nb_cselP_22, %p_cselP_22_0, %p_cselP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_22, %p_cselP_22_0, %p_cselP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_23 = arith.constant 2 : index
%p_cselP_23_0 = arith.constant 2 : i32
%p_cselP_23_1 = arith.constant 30 : i32
func.call @k_cselP(%a, %in, %nb_cselP_23, %p_cselP_23_0, %p_cselP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_23, %p_cselP_23_0, %p_cselP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_24 = arith.constant 1 : index
%p_cselP_24_0 = arith.constant 1 : i32
%p_cselP_24_1 = arith.constant -2147483648 : i32
func.call @k_cselP(%a, %in, %nb_cselP_24, %p_cselP_24_0, %p_cselP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_24, %p_cselP_24_0, %p_cselP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_25 = arith.constant 2 : index
%p_cselP_25_0 = arith.constant 1 : i32
%p_cselP_25_1 = arith.constant -2147483648 : i32
func.call @k_cselP(%a, %in, %nb_cselP_25, %p_cselP_25_0, %p_cselP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_25, %p_cselP_25_0, %p_cselP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_26 = arith.constant 1 : index
%p_cselP_26_0 = arith.constant 127 : i32
%p_cselP_26_1 = arith.constant 200 : i32
func.call @k_cselP(%a, %in, %nb_cselP_26, %p_cselP_26_0, %p_cselP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_26, %p_cselP_26_0, %p_cselP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cselP_27 = arith.constant 2 : index
%p_cselP_27_0 = arith.constant 127 : i32
%p_cselP_27_1 = arith.constant 200 : i32
func.call @k_cselP(%a, %in, %nb_cselP_27, %p_cselP_27_0, %p_cselP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cselP(%w, %in, %nb_cselP_27, %p_cselP_27_0, %p_cselP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cselP_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cselP_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cselP = llvm.mlir.addressof @fmt_cselP : !llvm.ptr
llvm.call @printf(%f_cselP, %bad_cselP_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cnegL = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_0 = arith.constant 1 : index
%p_cnegL_0_0 = arith.constant 255 : i32
%p_cnegL_0_1 = arith.constant 30 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_0, %p_cnegL_0_0, %p_cnegL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_0, %p_cnegL_0_0, %p_cnegL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cnegL) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_1 = arith.constant 66 : index
%p_cnegL_1_0 = arith.constant 255 : i32
%p_cnegL_1_1 = arith.constant 30 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_1, %p_cnegL_1_0, %p_cnegL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_1, %p_cnegL_1_0, %p_cnegL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_2 = arith.constant 1 : index
%p_cnegL_2_0 = arith.constant 0 : i32
%p_cnegL_2_1 = arith.constant 63 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_2, %p_cnegL_2_0, %p_cnegL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_2, %p_cnegL_2_0, %p_cnegL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_3 = arith.constant 66 : index
%p_cnegL_3_0 = arith.constant 0 : i32
%p_cnegL_3_1 = arith.constant 63 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_3, %p_cnegL_3_0, %p_cnegL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_3, %p_cnegL_3_0, %p_cnegL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_4 = arith.constant 1 : index
%p_cnegL_4_0 = arith.constant 64 : i32
%p_cnegL_4_1 = arith.constant 64 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_4, %p_cnegL_4_0, %p_cnegL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_4, %p_cnegL_4_0, %p_cnegL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_5 = arith.constant 66 : index
%p_cnegL_5_0 = arith.constant 64 : i32
%p_cnegL_5_1 = arith.constant 64 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_5, %p_cnegL_5_0, %p_cnegL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_5, %p_cnegL_5_0, %p_cnegL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_6 = arith.constant 1 : index
%p_cnegL_6_0 = arith.constant -3 : i32
%p_cnegL_6_1 = arith.constant 63 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_6, %p_cnegL_6_0, %p_cnegL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_6, %p_cnegL_6_0, %p_cnegL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_7 = arith.constant 66 : index
%p_cnegL_7_0 = arith.constant -3 : i32
%p_cnegL_7_1 = arith.constant 63 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_7, %p_cnegL_7_0, %p_cnegL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_7, %p_cnegL_7_0, %p_cnegL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_8 = arith.constant 1 : index
%p_cnegL_8_0 = arith.constant 30 : i32
%p_cnegL_8_1 = arith.constant 255 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_8, %p_cnegL_8_0, %p_cnegL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_8, %p_cnegL_8_0, %p_cnegL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_9 = arith.constant 66 : index
%p_cnegL_9_0 = arith.constant 30 : i32
%p_cnegL_9_1 = arith.constant 255 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_9, %p_cnegL_9_0, %p_cnegL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_9, %p_cnegL_9_0, %p_cnegL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_10 = arith.constant 1 : index
%p_cnegL_10_0 = arith.constant 63 : i32
%p_cnegL_10_1 = arith.constant 62 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_10, %p_cnegL_10_0, %p_cnegL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_10, %p_cnegL_10_0, %p_cnegL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_11 = arith.constant 66 : index
%p_cnegL_11_0 = arith.constant 63 : i32
%p_cnegL_11_1 = arith.constant 62 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_11, %p_cnegL_11_0, %p_cnegL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_11, %p_cnegL_11_0, %p_cnegL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_12 = arith.constant 1 : index
%p_cnegL_12_0 = arith.constant 127 : i32
%p_cnegL_12_1 = arith.constant 5 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_12, %p_cnegL_12_0, %p_cnegL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_12, %p_cnegL_12_0, %p_cnegL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_13 = arith.constant 66 : index
%p_cnegL_13_0 = arith.constant 127 : i32
%p_cnegL_13_1 = arith.constant 5 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_13, %p_cnegL_13_0, %p_cnegL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_13, %p_cnegL_13_0, %p_cnegL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_14 = arith.constant 1 : index
%p_cnegL_14_0 = arith.constant -3 : i32
%p_cnegL_14_1 = arith.constant 127 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_14, %p_cnegL_14_0, %p_cnegL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_14, %p_cnegL_14_0, %p_cnegL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_15 = arith.constant 66 : index
%p_cnegL_15_0 = arith.constant -3 : i32
%p_cnegL_15_1 = arith.constant 127 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_15, %p_cnegL_15_0, %p_cnegL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_15, %p_cnegL_15_0, %p_cnegL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_16 = arith.constant 1 : index
%p_cnegL_16_0 = arith.constant 100 : i32
%p_cnegL_16_1 = arith.constant 64 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_16, %p_cnegL_16_0, %p_cnegL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_16, %p_cnegL_16_0, %p_cnegL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_17 = arith.constant 66 : index
%p_cnegL_17_0 = arith.constant 100 : i32
%p_cnegL_17_1 = arith.constant 64 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_17, %p_cnegL_17_0, %p_cnegL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_17, %p_cnegL_17_0, %p_cnegL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_18 = arith.constant 1 : index
%p_cnegL_18_0 = arith.constant 63 : i32
%p_cnegL_18_1 = arith.constant 63 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_18, %p_cnegL_18_0, %p_cnegL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_18, %p_cnegL_18_0, %p_cnegL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_19 = arith.constant 66 : index
%p_cnegL_19_0 = arith.constant 63 : i32
%p_cnegL_19_1 = arith.constant 63 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_19, %p_cnegL_19_0, %p_cnegL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_19, %p_cnegL_19_0, %p_cnegL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_20 = arith.constant 1 : index
%p_cnegL_20_0 = arith.constant 1 : i32
%p_cnegL_20_1 = arith.constant 30 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_20, %p_cnegL_20_0, %p_cnegL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_20, %p_cnegL_20_0, %p_cnegL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_21 = arith.constant 66 : index
%p_cnegL_21_0 = arith.constant 1 : i32
%p_cnegL_21_1 = arith.constant 30 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_21, %p_cnegL_21_0, %p_cnegL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_21, %p_cnegL_21_0, %p_cnegL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_22 = arith.constant 1 : index
%p_cnegL_22_0 = arith.constant 30 : i32
%p_cnegL_22_1 = arith.constant 30 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_22, %p_cnegL_22_0, %p_cnegL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_22, %p_cnegL_22_0, %p_cnegL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_23 = arith.constant 66 : index
%p_cnegL_23_0 = arith.constant 30 : i32
%p_cnegL_23_1 = arith.constant 30 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_23, %p_cnegL_23_0, %p_cnegL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_23, %p_cnegL_23_0, %p_cnegL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_24 = arith.constant 1 : index
%p_cnegL_24_0 = arith.constant 64 : i32
%p_cnegL_24_1 = arith.constant 100 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_24, %p_cnegL_24_0, %p_cnegL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_24, %p_cnegL_24_0, %p_cnegL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_25 = arith.constant 66 : index
%p_cnegL_25_0 = arith.constant 64 : i32
%p_cnegL_25_1 = arith.constant 100 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_25, %p_cnegL_25_0, %p_cnegL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_25, %p_cnegL_25_0, %p_cnegL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_26 = arith.constant 1 : index
%p_cnegL_26_0 = arith.constant 30 : i32
%p_cnegL_26_1 = arith.constant 2 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_26, %p_cnegL_26_0, %p_cnegL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_26, %p_cnegL_26_0, %p_cnegL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegL_27 = arith.constant 66 : index
%p_cnegL_27_0 = arith.constant 30 : i32
%p_cnegL_27_1 = arith.constant 2 : i32
func.call @k_cnegL(%a, %in, %nb_cnegL_27, %p_cnegL_27_0, %p_cnegL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegL(%w, %in, %nb_cnegL_27, %p_cnegL_27_0, %p_cnegL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegL_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegL_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cnegL = llvm.mlir.addressof @fmt_cnegL : !llvm.ptr
llvm.call @printf(%f_cnegL, %bad_cnegL_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_cnegP = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_0 = arith.constant 1 : index
%p_cnegP_0_0 = arith.constant 0 : i32
%p_cnegP_0_1 = arith.constant 1 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_0, %p_cnegP_0_0, %p_cnegP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_0, %p_cnegP_0_0, %p_cnegP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_cnegP) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_1 = arith.constant 2 : index
%p_cnegP_1_0 = arith.constant 0 : i32
%p_cnegP_1_1 = arith.constant 1 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_1, %p_cnegP_1_0, %p_cnegP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_1, %p_cnegP_1_0, %p_cnegP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_2 = arith.constant 1 : index
%p_cnegP_2_0 = arith.constant 63 : i32
%p_cnegP_2_1 = arith.constant 127 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_2, %p_cnegP_2_0, %p_cnegP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_2, %p_cnegP_2_0, %p_cnegP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_3 = arith.constant 2 : index
%p_cnegP_3_0 = arith.constant 63 : i32
%p_cnegP_3_1 = arith.constant 127 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_3, %p_cnegP_3_0, %p_cnegP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_3, %p_cnegP_3_0, %p_cnegP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_4 = arith.constant 1 : index
%p_cnegP_4_0 = arith.constant 1 : i32
%p_cnegP_4_1 = arith.constant 63 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_4, %p_cnegP_4_0, %p_cnegP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_4, %p_cnegP_4_0, %p_cnegP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_5 = arith.constant 2 : index
%p_cnegP_5_0 = arith.constant 1 : i32
%p_cnegP_5_1 = arith.constant 63 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_5, %p_cnegP_5_0, %p_cnegP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_5, %p_cnegP_5_0, %p_cnegP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_6 = arith.constant 1 : index
%p_cnegP_6_0 = arith.constant 255 : i32
%p_cnegP_6_1 = arith.constant 200 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_6, %p_cnegP_6_0, %p_cnegP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_6, %p_cnegP_6_0, %p_cnegP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_7 = arith.constant 2 : index
%p_cnegP_7_0 = arith.constant 255 : i32
%p_cnegP_7_1 = arith.constant 200 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_7, %p_cnegP_7_0, %p_cnegP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_7, %p_cnegP_7_0, %p_cnegP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_8 = arith.constant 1 : index
%p_cnegP_8_0 = arith.constant 65 : i32
%p_cnegP_8_1 = arith.constant -1 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_8, %p_cnegP_8_0, %p_cnegP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_8, %p_cnegP_8_0, %p_cnegP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_9 = arith.constant 2 : index
%p_cnegP_9_0 = arith.constant 65 : i32
%p_cnegP_9_1 = arith.constant -1 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_9, %p_cnegP_9_0, %p_cnegP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_9, %p_cnegP_9_0, %p_cnegP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_10 = arith.constant 1 : index
%p_cnegP_10_0 = arith.constant 100 : i32
%p_cnegP_10_1 = arith.constant -2147483648 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_10, %p_cnegP_10_0, %p_cnegP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_10, %p_cnegP_10_0, %p_cnegP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_11 = arith.constant 2 : index
%p_cnegP_11_0 = arith.constant 100 : i32
%p_cnegP_11_1 = arith.constant -2147483648 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_11, %p_cnegP_11_0, %p_cnegP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_11, %p_cnegP_11_0, %p_cnegP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_12 = arith.constant 1 : index
%p_cnegP_12_0 = arith.constant 255 : i32
%p_cnegP_12_1 = arith.constant 62 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_12, %p_cnegP_12_0, %p_cnegP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_12, %p_cnegP_12_0, %p_cnegP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_13 = arith.constant 2 : index
%p_cnegP_13_0 = arith.constant 255 : i32
%p_cnegP_13_1 = arith.constant 62 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_13, %p_cnegP_13_0, %p_cnegP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_13, %p_cnegP_13_0, %p_cnegP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_14 = arith.constant 1 : index
%p_cnegP_14_0 = arith.constant 200 : i32
%p_cnegP_14_1 = arith.constant 127 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_14, %p_cnegP_14_0, %p_cnegP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_14, %p_cnegP_14_0, %p_cnegP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_15 = arith.constant 2 : index
%p_cnegP_15_0 = arith.constant 200 : i32
%p_cnegP_15_1 = arith.constant 127 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_15, %p_cnegP_15_0, %p_cnegP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_15, %p_cnegP_15_0, %p_cnegP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_16 = arith.constant 1 : index
%p_cnegP_16_0 = arith.constant 63 : i32
%p_cnegP_16_1 = arith.constant 1 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_16, %p_cnegP_16_0, %p_cnegP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_16, %p_cnegP_16_0, %p_cnegP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_17 = arith.constant 2 : index
%p_cnegP_17_0 = arith.constant 63 : i32
%p_cnegP_17_1 = arith.constant 1 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_17, %p_cnegP_17_0, %p_cnegP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_17, %p_cnegP_17_0, %p_cnegP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_18 = arith.constant 1 : index
%p_cnegP_18_0 = arith.constant 62 : i32
%p_cnegP_18_1 = arith.constant 30 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_18, %p_cnegP_18_0, %p_cnegP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_18, %p_cnegP_18_0, %p_cnegP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_19 = arith.constant 2 : index
%p_cnegP_19_0 = arith.constant 62 : i32
%p_cnegP_19_1 = arith.constant 30 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_19, %p_cnegP_19_0, %p_cnegP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_19, %p_cnegP_19_0, %p_cnegP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_20 = arith.constant 1 : index
%p_cnegP_20_0 = arith.constant 200 : i32
%p_cnegP_20_1 = arith.constant 2 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_20, %p_cnegP_20_0, %p_cnegP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_20, %p_cnegP_20_0, %p_cnegP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_21 = arith.constant 2 : index
%p_cnegP_21_0 = arith.constant 200 : i32
%p_cnegP_21_1 = arith.constant 2 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_21, %p_cnegP_21_0, %p_cnegP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_21, %p_cnegP_21_0, %p_cnegP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_22 = arith.constant 1 : index
%p_cnegP_22_0 = arith.constant 2 : i32
%p_cnegP_22_1 = arith.constant 0 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_22, %p_cnegP_22_0, %p_cnegP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_22, %p_cnegP_22_0, %p_cnegP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_23 = arith.constant 2 : index
%p_cnegP_23_0 = arith.constant 2 : i32
%p_cnegP_23_1 = arith.constant 0 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_23, %p_cnegP_23_0, %p_cnegP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_23, %p_cnegP_23_0, %p_cnegP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_24 = arith.constant 1 : index
%p_cnegP_24_0 = arith.constant -3 : i32
%p_cnegP_24_1 = arith.constant 255 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_24, %p_cnegP_24_0, %p_cnegP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_24, %p_cnegP_24_0, %p_cnegP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_25 = arith.constant 2 : index
%p_cnegP_25_0 = arith.constant -3 : i32
%p_cnegP_25_1 = arith.constant 255 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_25, %p_cnegP_25_0, %p_cnegP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_25, %p_cnegP_25_0, %p_cnegP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_26 = arith.constant 1 : index
%p_cnegP_26_0 = arith.constant 255 : i32
%p_cnegP_26_1 = arith.constant 5 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_26, %p_cnegP_26_0, %p_cnegP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_26, %p_cnegP_26_0, %p_cnegP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_cnegP_27 = arith.constant 2 : index
%p_cnegP_27_0 = arith.constant 255 : i32
%p_cnegP_27_1 = arith.constant 5 : i32
func.call @k_cnegP(%a, %in, %nb_cnegP_27, %p_cnegP_27_0, %p_cnegP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_cnegP(%w, %in, %nb_cnegP_27, %p_cnegP_27_0, %p_cnegP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_cnegP_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_cnegP_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_cnegP = llvm.mlir.addressof @fmt_cnegP : !llvm.ptr
llvm.call @printf(%f_cnegP, %bad_cnegP_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_c16L = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_0 = arith.constant 1 : index
%p_c16L_0_0 = arith.constant 65 : i32
%p_c16L_0_1 = arith.constant 200 : i32
func.call @k_c16L(%a, %in, %nb_c16L_0, %p_c16L_0_0, %p_c16L_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_0, %p_c16L_0_0, %p_c16L_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_c16L) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_1 = arith.constant 66 : index
%p_c16L_1_0 = arith.constant 65 : i32
%p_c16L_1_1 = arith.constant 200 : i32
func.call @k_c16L(%a, %in, %nb_c16L_1, %p_c16L_1_0, %p_c16L_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_1, %p_c16L_1_0, %p_c16L_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_2 = arith.constant 1 : index
%p_c16L_2_0 = arith.constant 100 : i32
%p_c16L_2_1 = arith.constant 63 : i32
func.call @k_c16L(%a, %in, %nb_c16L_2, %p_c16L_2_0, %p_c16L_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_2, %p_c16L_2_0, %p_c16L_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_3 = arith.constant 66 : index
%p_c16L_3_0 = arith.constant 100 : i32
%p_c16L_3_1 = arith.constant 63 : i32
func.call @k_c16L(%a, %in, %nb_c16L_3, %p_c16L_3_0, %p_c16L_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_3, %p_c16L_3_0, %p_c16L_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_4 = arith.constant 1 : index
%p_c16L_4_0 = arith.constant 32767 : i32
%p_c16L_4_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_4, %p_c16L_4_0, %p_c16L_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_4, %p_c16L_4_0, %p_c16L_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_5 = arith.constant 66 : index
%p_c16L_5_0 = arith.constant 32767 : i32
%p_c16L_5_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_5, %p_c16L_5_0, %p_c16L_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_5, %p_c16L_5_0, %p_c16L_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_6 = arith.constant 1 : index
%p_c16L_6_0 = arith.constant 32767 : i32
%p_c16L_6_1 = arith.constant 63 : i32
func.call @k_c16L(%a, %in, %nb_c16L_6, %p_c16L_6_0, %p_c16L_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_6, %p_c16L_6_0, %p_c16L_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_7 = arith.constant 66 : index
%p_c16L_7_0 = arith.constant 32767 : i32
%p_c16L_7_1 = arith.constant 63 : i32
func.call @k_c16L(%a, %in, %nb_c16L_7, %p_c16L_7_0, %p_c16L_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_7, %p_c16L_7_0, %p_c16L_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_8 = arith.constant 1 : index
%p_c16L_8_0 = arith.constant 64 : i32
%p_c16L_8_1 = arith.constant 65539 : i32
func.call @k_c16L(%a, %in, %nb_c16L_8, %p_c16L_8_0, %p_c16L_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_8, %p_c16L_8_0, %p_c16L_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_9 = arith.constant 66 : index
%p_c16L_9_0 = arith.constant 64 : i32
%p_c16L_9_1 = arith.constant 65539 : i32
func.call @k_c16L(%a, %in, %nb_c16L_9, %p_c16L_9_0, %p_c16L_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_9, %p_c16L_9_0, %p_c16L_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_10 = arith.constant 1 : index
%p_c16L_10_0 = arith.constant 0 : i32
%p_c16L_10_1 = arith.constant 127 : i32
func.call @k_c16L(%a, %in, %nb_c16L_10, %p_c16L_10_0, %p_c16L_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_10, %p_c16L_10_0, %p_c16L_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_11 = arith.constant 66 : index
%p_c16L_11_0 = arith.constant 0 : i32
%p_c16L_11_1 = arith.constant 127 : i32
func.call @k_c16L(%a, %in, %nb_c16L_11, %p_c16L_11_0, %p_c16L_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_11, %p_c16L_11_0, %p_c16L_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_12 = arith.constant 1 : index
%p_c16L_12_0 = arith.constant 64 : i32
%p_c16L_12_1 = arith.constant 5 : i32
func.call @k_c16L(%a, %in, %nb_c16L_12, %p_c16L_12_0, %p_c16L_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_12, %p_c16L_12_0, %p_c16L_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_13 = arith.constant 66 : index
%p_c16L_13_0 = arith.constant 64 : i32
%p_c16L_13_1 = arith.constant 5 : i32
func.call @k_c16L(%a, %in, %nb_c16L_13, %p_c16L_13_0, %p_c16L_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_13, %p_c16L_13_0, %p_c16L_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_14 = arith.constant 1 : index
%p_c16L_14_0 = arith.constant 32767 : i32
%p_c16L_14_1 = arith.constant -2147483648 : i32
func.call @k_c16L(%a, %in, %nb_c16L_14, %p_c16L_14_0, %p_c16L_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_14, %p_c16L_14_0, %p_c16L_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_15 = arith.constant 66 : index
%p_c16L_15_0 = arith.constant 32767 : i32
%p_c16L_15_1 = arith.constant -2147483648 : i32
func.call @k_c16L(%a, %in, %nb_c16L_15, %p_c16L_15_0, %p_c16L_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_15, %p_c16L_15_0, %p_c16L_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_16 = arith.constant 1 : index
%p_c16L_16_0 = arith.constant 127 : i32
%p_c16L_16_1 = arith.constant 5 : i32
func.call @k_c16L(%a, %in, %nb_c16L_16, %p_c16L_16_0, %p_c16L_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_16, %p_c16L_16_0, %p_c16L_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_17 = arith.constant 66 : index
%p_c16L_17_0 = arith.constant 127 : i32
%p_c16L_17_1 = arith.constant 5 : i32
func.call @k_c16L(%a, %in, %nb_c16L_17, %p_c16L_17_0, %p_c16L_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_17, %p_c16L_17_0, %p_c16L_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_18 = arith.constant 1 : index
%p_c16L_18_0 = arith.constant 127 : i32
%p_c16L_18_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_18, %p_c16L_18_0, %p_c16L_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_18, %p_c16L_18_0, %p_c16L_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_19 = arith.constant 66 : index
%p_c16L_19_0 = arith.constant 127 : i32
%p_c16L_19_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_19, %p_c16L_19_0, %p_c16L_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_19, %p_c16L_19_0, %p_c16L_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_20 = arith.constant 1 : index
%p_c16L_20_0 = arith.constant 2 : i32
%p_c16L_20_1 = arith.constant 100 : i32
func.call @k_c16L(%a, %in, %nb_c16L_20, %p_c16L_20_0, %p_c16L_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_20, %p_c16L_20_0, %p_c16L_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_21 = arith.constant 66 : index
%p_c16L_21_0 = arith.constant 2 : i32
%p_c16L_21_1 = arith.constant 100 : i32
func.call @k_c16L(%a, %in, %nb_c16L_21, %p_c16L_21_0, %p_c16L_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_21, %p_c16L_21_0, %p_c16L_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_22 = arith.constant 1 : index
%p_c16L_22_0 = arith.constant 5 : i32
%p_c16L_22_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_22, %p_c16L_22_0, %p_c16L_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_22, %p_c16L_22_0, %p_c16L_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_23 = arith.constant 66 : index
%p_c16L_23_0 = arith.constant 5 : i32
%p_c16L_23_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_23, %p_c16L_23_0, %p_c16L_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_23, %p_c16L_23_0, %p_c16L_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_24 = arith.constant 1 : index
%p_c16L_24_0 = arith.constant 0 : i32
%p_c16L_24_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_24, %p_c16L_24_0, %p_c16L_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_24, %p_c16L_24_0, %p_c16L_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_25 = arith.constant 66 : index
%p_c16L_25_0 = arith.constant 0 : i32
%p_c16L_25_1 = arith.constant 0 : i32
func.call @k_c16L(%a, %in, %nb_c16L_25, %p_c16L_25_0, %p_c16L_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_25, %p_c16L_25_0, %p_c16L_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_26 = arith.constant 1 : index
%p_c16L_26_0 = arith.constant 2 : i32
%p_c16L_26_1 = arith.constant 200 : i32
func.call @k_c16L(%a, %in, %nb_c16L_26, %p_c16L_26_0, %p_c16L_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_26, %p_c16L_26_0, %p_c16L_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16L_27 = arith.constant 66 : index
%p_c16L_27_0 = arith.constant 2 : i32
%p_c16L_27_1 = arith.constant 200 : i32
func.call @k_c16L(%a, %in, %nb_c16L_27, %p_c16L_27_0, %p_c16L_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16L(%w, %in, %nb_c16L_27, %p_c16L_27_0, %p_c16L_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16L_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16L_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_c16L = llvm.mlir.addressof @fmt_c16L : !llvm.ptr
llvm.call @printf(%f_c16L, %bad_c16L_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_c16P = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_0 = arith.constant 1 : index
%p_c16P_0_0 = arith.constant -2147483648 : i32
%p_c16P_0_1 = arith.constant 5 : i32
func.call @k_c16P(%a, %in, %nb_c16P_0, %p_c16P_0_0, %p_c16P_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_0, %p_c16P_0_0, %p_c16P_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_c16P) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_1 = arith.constant 2 : index
%p_c16P_1_0 = arith.constant -2147483648 : i32
%p_c16P_1_1 = arith.constant 5 : i32
func.call @k_c16P(%a, %in, %nb_c16P_1, %p_c16P_1_0, %p_c16P_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_1, %p_c16P_1_0, %p_c16P_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_2 = arith.constant 1 : index
%p_c16P_2_0 = arith.constant 63 : i32
%p_c16P_2_1 = arith.constant -2147483648 : i32
func.call @k_c16P(%a, %in, %nb_c16P_2, %p_c16P_2_0, %p_c16P_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_2, %p_c16P_2_0, %p_c16P_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_3 = arith.constant 2 : index
%p_c16P_3_0 = arith.constant 63 : i32
%p_c16P_3_1 = arith.constant -2147483648 : i32
func.call @k_c16P(%a, %in, %nb_c16P_3, %p_c16P_3_0, %p_c16P_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_3, %p_c16P_3_0, %p_c16P_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_4 = arith.constant 1 : index
%p_c16P_4_0 = arith.constant 65 : i32
%p_c16P_4_1 = arith.constant 255 : i32
func.call @k_c16P(%a, %in, %nb_c16P_4, %p_c16P_4_0, %p_c16P_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_4, %p_c16P_4_0, %p_c16P_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_5 = arith.constant 2 : index
%p_c16P_5_0 = arith.constant 65 : i32
%p_c16P_5_1 = arith.constant 255 : i32
func.call @k_c16P(%a, %in, %nb_c16P_5, %p_c16P_5_0, %p_c16P_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_5, %p_c16P_5_0, %p_c16P_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_6 = arith.constant 1 : index
%p_c16P_6_0 = arith.constant 65539 : i32
%p_c16P_6_1 = arith.constant 62 : i32
func.call @k_c16P(%a, %in, %nb_c16P_6, %p_c16P_6_0, %p_c16P_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_6, %p_c16P_6_0, %p_c16P_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_7 = arith.constant 2 : index
%p_c16P_7_0 = arith.constant 65539 : i32
%p_c16P_7_1 = arith.constant 62 : i32
func.call @k_c16P(%a, %in, %nb_c16P_7, %p_c16P_7_0, %p_c16P_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_7, %p_c16P_7_0, %p_c16P_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_8 = arith.constant 1 : index
%p_c16P_8_0 = arith.constant 255 : i32
%p_c16P_8_1 = arith.constant -1 : i32
func.call @k_c16P(%a, %in, %nb_c16P_8, %p_c16P_8_0, %p_c16P_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_8, %p_c16P_8_0, %p_c16P_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_9 = arith.constant 2 : index
%p_c16P_9_0 = arith.constant 255 : i32
%p_c16P_9_1 = arith.constant -1 : i32
func.call @k_c16P(%a, %in, %nb_c16P_9, %p_c16P_9_0, %p_c16P_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_9, %p_c16P_9_0, %p_c16P_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_10 = arith.constant 1 : index
%p_c16P_10_0 = arith.constant 0 : i32
%p_c16P_10_1 = arith.constant 100 : i32
func.call @k_c16P(%a, %in, %nb_c16P_10, %p_c16P_10_0, %p_c16P_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_10, %p_c16P_10_0, %p_c16P_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_11 = arith.constant 2 : index
%p_c16P_11_0 = arith.constant 0 : i32
%p_c16P_11_1 = arith.constant 100 : i32
func.call @k_c16P(%a, %in, %nb_c16P_11, %p_c16P_11_0, %p_c16P_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_11, %p_c16P_11_0, %p_c16P_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_12 = arith.constant 1 : index
%p_c16P_12_0 = arith.constant 2 : i32
%p_c16P_12_1 = arith.constant 30 : i32
func.call @k_c16P(%a, %in, %nb_c16P_12, %p_c16P_12_0, %p_c16P_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_12, %p_c16P_12_0, %p_c16P_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_13 = arith.constant 2 : index
%p_c16P_13_0 = arith.constant 2 : i32
%p_c16P_13_1 = arith.constant 30 : i32
func.call @k_c16P(%a, %in, %nb_c16P_13, %p_c16P_13_0, %p_c16P_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_13, %p_c16P_13_0, %p_c16P_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_14 = arith.constant 1 : index
%p_c16P_14_0 = arith.constant -2147483648 : i32
%p_c16P_14_1 = arith.constant 200 : i32
func.call @k_c16P(%a, %in, %nb_c16P_14, %p_c16P_14_0, %p_c16P_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_14, %p_c16P_14_0, %p_c16P_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_15 = arith.constant 2 : index
%p_c16P_15_0 = arith.constant -2147483648 : i32
%p_c16P_15_1 = arith.constant 200 : i32
func.call @k_c16P(%a, %in, %nb_c16P_15, %p_c16P_15_0, %p_c16P_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_15, %p_c16P_15_0, %p_c16P_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_16 = arith.constant 1 : index
%p_c16P_16_0 = arith.constant 32767 : i32
%p_c16P_16_1 = arith.constant 5 : i32
func.call @k_c16P(%a, %in, %nb_c16P_16, %p_c16P_16_0, %p_c16P_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_16, %p_c16P_16_0, %p_c16P_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_17 = arith.constant 2 : index
%p_c16P_17_0 = arith.constant 32767 : i32
%p_c16P_17_1 = arith.constant 5 : i32
func.call @k_c16P(%a, %in, %nb_c16P_17, %p_c16P_17_0, %p_c16P_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_17, %p_c16P_17_0, %p_c16P_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_18 = arith.constant 1 : index
%p_c16P_18_0 = arith.constant 200 : i32
%p_c16P_18_1 = arith.constant 65535 : i32
func.call @k_c16P(%a, %in, %nb_c16P_18, %p_c16P_18_0, %p_c16P_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_18, %p_c16P_18_0, %p_c16P_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_19 = arith.constant 2 : index
%p_c16P_19_0 = arith.constant 200 : i32
%p_c16P_19_1 = arith.constant 65535 : i32
func.call @k_c16P(%a, %in, %nb_c16P_19, %p_c16P_19_0, %p_c16P_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_19, %p_c16P_19_0, %p_c16P_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_20 = arith.constant 1 : index
%p_c16P_20_0 = arith.constant 62 : i32
%p_c16P_20_1 = arith.constant 255 : i32
func.call @k_c16P(%a, %in, %nb_c16P_20, %p_c16P_20_0, %p_c16P_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_20, %p_c16P_20_0, %p_c16P_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_21 = arith.constant 2 : index
%p_c16P_21_0 = arith.constant 62 : i32
%p_c16P_21_1 = arith.constant 255 : i32
func.call @k_c16P(%a, %in, %nb_c16P_21, %p_c16P_21_0, %p_c16P_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_21, %p_c16P_21_0, %p_c16P_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_22 = arith.constant 1 : index
%p_c16P_22_0 = arith.constant 200 : i32
%p_c16P_22_1 = arith.constant 255 : i32
func.call @k_c16P(%a, %in, %nb_c16P_22, %p_c16P_22_0, %p_c16P_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_22, %p_c16P_22_0, %p_c16P_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_23 = arith.constant 2 : index
%p_c16P_23_0 = arith.constant 200 : i32
%p_c16P_23_1 = arith.constant 255 : i32
func.call @k_c16P(%a, %in, %nb_c16P_23, %p_c16P_23_0, %p_c16P_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_23, %p_c16P_23_0, %p_c16P_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_24 = arith.constant 1 : index
%p_c16P_24_0 = arith.constant 30 : i32
%p_c16P_24_1 = arith.constant 2147483647 : i32
func.call @k_c16P(%a, %in, %nb_c16P_24, %p_c16P_24_0, %p_c16P_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_24, %p_c16P_24_0, %p_c16P_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_25 = arith.constant 2 : index
%p_c16P_25_0 = arith.constant 30 : i32
%p_c16P_25_1 = arith.constant 2147483647 : i32
func.call @k_c16P(%a, %in, %nb_c16P_25, %p_c16P_25_0, %p_c16P_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_25, %p_c16P_25_0, %p_c16P_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_26 = arith.constant 1 : index
%p_c16P_26_0 = arith.constant 32767 : i32
%p_c16P_26_1 = arith.constant 62 : i32
func.call @k_c16P(%a, %in, %nb_c16P_26, %p_c16P_26_0, %p_c16P_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_26, %p_c16P_26_0, %p_c16P_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_c16P_27 = arith.constant 2 : index
%p_c16P_27_0 = arith.constant 32767 : i32
%p_c16P_27_1 = arith.constant 62 : i32
func.call @k_c16P(%a, %in, %nb_c16P_27, %p_c16P_27_0, %p_c16P_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_c16P(%w, %in, %nb_c16P_27, %p_c16P_27_0, %p_c16P_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_c16P_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_c16P_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_c16P = llvm.mlir.addressof @fmt_c16P : !llvm.ptr
llvm.call @printf(%f_c16P, %bad_c16P_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_bigL = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_0 = arith.constant 1 : index
%p_bigL_0_0 = arith.constant -5 : i32
%p_bigL_0_1 = arith.constant 5 : i32
func.call @k_bigL(%a, %in, %nb_bigL_0, %p_bigL_0_0, %p_bigL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_0, %p_bigL_0_0, %p_bigL_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_bigL) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_1 = arith.constant 66 : index
%p_bigL_1_0 = arith.constant -5 : i32
%p_bigL_1_1 = arith.constant 5 : i32
func.call @k_bigL(%a, %in, %nb_bigL_1, %p_bigL_1_0, %p_bigL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_1, %p_bigL_1_0, %p_bigL_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_2 = arith.constant 1 : index
%p_bigL_2_0 = arith.constant -5 : i32
%p_bigL_2_1 = arith.constant 63 : i32
func.call @k_bigL(%a, %in, %nb_bigL_2, %p_bigL_2_0, %p_bigL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_2, %p_bigL_2_0, %p_bigL_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_3 = arith.constant 66 : index
%p_bigL_3_0 = arith.constant -5 : i32
%p_bigL_3_1 = arith.constant 63 : i32
func.call @k_bigL(%a, %in, %nb_bigL_3, %p_bigL_3_0, %p_bigL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_3, %p_bigL_3_0, %p_bigL_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_4 = arith.constant 1 : index
%p_bigL_4_0 = arith.constant 63 : i32
%p_bigL_4_1 = arith.constant -2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_4, %p_bigL_4_0, %p_bigL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_4, %p_bigL_4_0, %p_bigL_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_5 = arith.constant 66 : index
%p_bigL_5_0 = arith.constant 63 : i32
%p_bigL_5_1 = arith.constant -2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_5, %p_bigL_5_0, %p_bigL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_5, %p_bigL_5_0, %p_bigL_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_6 = arith.constant 1 : index
%p_bigL_6_0 = arith.constant 2147483584 : i32
%p_bigL_6_1 = arith.constant 2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_6, %p_bigL_6_0, %p_bigL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_6, %p_bigL_6_0, %p_bigL_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_7 = arith.constant 66 : index
%p_bigL_7_0 = arith.constant 2147483584 : i32
%p_bigL_7_1 = arith.constant 2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_7, %p_bigL_7_0, %p_bigL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_7, %p_bigL_7_0, %p_bigL_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_8 = arith.constant 1 : index
%p_bigL_8_0 = arith.constant 63 : i32
%p_bigL_8_1 = arith.constant 2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_8, %p_bigL_8_0, %p_bigL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_8, %p_bigL_8_0, %p_bigL_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_9 = arith.constant 66 : index
%p_bigL_9_0 = arith.constant 63 : i32
%p_bigL_9_1 = arith.constant 2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_9, %p_bigL_9_0, %p_bigL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_9, %p_bigL_9_0, %p_bigL_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_10 = arith.constant 1 : index
%p_bigL_10_0 = arith.constant 2147483583 : i32
%p_bigL_10_1 = arith.constant 1000 : i32
func.call @k_bigL(%a, %in, %nb_bigL_10, %p_bigL_10_0, %p_bigL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_10, %p_bigL_10_0, %p_bigL_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_11 = arith.constant 66 : index
%p_bigL_11_0 = arith.constant 2147483583 : i32
%p_bigL_11_1 = arith.constant 1000 : i32
func.call @k_bigL(%a, %in, %nb_bigL_11, %p_bigL_11_0, %p_bigL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_11, %p_bigL_11_0, %p_bigL_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_12 = arith.constant 1 : index
%p_bigL_12_0 = arith.constant 1000 : i32
%p_bigL_12_1 = arith.constant -1000 : i32
func.call @k_bigL(%a, %in, %nb_bigL_12, %p_bigL_12_0, %p_bigL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_12, %p_bigL_12_0, %p_bigL_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_13 = arith.constant 66 : index
%p_bigL_13_0 = arith.constant 1000 : i32
%p_bigL_13_1 = arith.constant -1000 : i32
func.call @k_bigL(%a, %in, %nb_bigL_13, %p_bigL_13_0, %p_bigL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_13, %p_bigL_13_0, %p_bigL_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_14 = arith.constant 1 : index
%p_bigL_14_0 = arith.constant 63 : i32
%p_bigL_14_1 = arith.constant 0 : i32
func.call @k_bigL(%a, %in, %nb_bigL_14, %p_bigL_14_0, %p_bigL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_14, %p_bigL_14_0, %p_bigL_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_15 = arith.constant 66 : index
%p_bigL_15_0 = arith.constant 63 : i32
%p_bigL_15_1 = arith.constant 0 : i32
func.call @k_bigL(%a, %in, %nb_bigL_15, %p_bigL_15_0, %p_bigL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_15, %p_bigL_15_0, %p_bigL_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_16 = arith.constant 1 : index
%p_bigL_16_0 = arith.constant -2147483584 : i32
%p_bigL_16_1 = arith.constant -2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_16, %p_bigL_16_0, %p_bigL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_16, %p_bigL_16_0, %p_bigL_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_17 = arith.constant 66 : index
%p_bigL_17_0 = arith.constant -2147483584 : i32
%p_bigL_17_1 = arith.constant -2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_17, %p_bigL_17_0, %p_bigL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_17, %p_bigL_17_0, %p_bigL_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_18 = arith.constant 1 : index
%p_bigL_18_0 = arith.constant 2147483584 : i32
%p_bigL_18_1 = arith.constant 63 : i32
func.call @k_bigL(%a, %in, %nb_bigL_18, %p_bigL_18_0, %p_bigL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_18, %p_bigL_18_0, %p_bigL_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_19 = arith.constant 66 : index
%p_bigL_19_0 = arith.constant 2147483584 : i32
%p_bigL_19_1 = arith.constant 63 : i32
func.call @k_bigL(%a, %in, %nb_bigL_19, %p_bigL_19_0, %p_bigL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_19, %p_bigL_19_0, %p_bigL_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_20 = arith.constant 1 : index
%p_bigL_20_0 = arith.constant 5 : i32
%p_bigL_20_1 = arith.constant 63 : i32
func.call @k_bigL(%a, %in, %nb_bigL_20, %p_bigL_20_0, %p_bigL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_20, %p_bigL_20_0, %p_bigL_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_21 = arith.constant 66 : index
%p_bigL_21_0 = arith.constant 5 : i32
%p_bigL_21_1 = arith.constant 63 : i32
func.call @k_bigL(%a, %in, %nb_bigL_21, %p_bigL_21_0, %p_bigL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_21, %p_bigL_21_0, %p_bigL_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_22 = arith.constant 1 : index
%p_bigL_22_0 = arith.constant 2147483583 : i32
%p_bigL_22_1 = arith.constant -2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_22, %p_bigL_22_0, %p_bigL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_22, %p_bigL_22_0, %p_bigL_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_23 = arith.constant 66 : index
%p_bigL_23_0 = arith.constant 2147483583 : i32
%p_bigL_23_1 = arith.constant -2147483584 : i32
func.call @k_bigL(%a, %in, %nb_bigL_23, %p_bigL_23_0, %p_bigL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_23, %p_bigL_23_0, %p_bigL_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_24 = arith.constant 1 : index
%p_bigL_24_0 = arith.constant 2147483583 : i32
%p_bigL_24_1 = arith.constant 2147483583 : i32
func.call @k_bigL(%a, %in, %nb_bigL_24, %p_bigL_24_0, %p_bigL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_24, %p_bigL_24_0, %p_bigL_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_25 = arith.constant 66 : index
%p_bigL_25_0 = arith.constant 2147483583 : i32
%p_bigL_25_1 = arith.constant 2147483583 : i32
func.call @k_bigL(%a, %in, %nb_bigL_25, %p_bigL_25_0, %p_bigL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_25, %p_bigL_25_0, %p_bigL_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_26 = arith.constant 1 : index
%p_bigL_26_0 = arith.constant 2147483584 : i32
%p_bigL_26_1 = arith.constant -5 : i32
func.call @k_bigL(%a, %in, %nb_bigL_26, %p_bigL_26_0, %p_bigL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_26, %p_bigL_26_0, %p_bigL_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigL_27 = arith.constant 66 : index
%p_bigL_27_0 = arith.constant 2147483584 : i32
%p_bigL_27_1 = arith.constant -5 : i32
func.call @k_bigL(%a, %in, %nb_bigL_27, %p_bigL_27_0, %p_bigL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigL(%w, %in, %nb_bigL_27, %p_bigL_27_0, %p_bigL_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigL_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigL_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_bigL = llvm.mlir.addressof @fmt_bigL : !llvm.ptr
llvm.call @printf(%f_bigL, %bad_bigL_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_bigP = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_0 = arith.constant 1 : index
%p_bigP_0_0 = arith.constant 2147483584 : i32
%p_bigP_0_1 = arith.constant 2147483584 : i32
func.call @k_bigP(%a, %in, %nb_bigP_0, %p_bigP_0_0, %p_bigP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_0, %p_bigP_0_0, %p_bigP_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_bigP) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_1 = arith.constant 2 : index
%p_bigP_1_0 = arith.constant 2147483584 : i32
%p_bigP_1_1 = arith.constant 2147483584 : i32
func.call @k_bigP(%a, %in, %nb_bigP_1, %p_bigP_1_0, %p_bigP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_1, %p_bigP_1_0, %p_bigP_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_2 = arith.constant 1 : index
%p_bigP_2_0 = arith.constant 2147483585 : i32
%p_bigP_2_1 = arith.constant 2147483647 : i32
func.call @k_bigP(%a, %in, %nb_bigP_2, %p_bigP_2_0, %p_bigP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_2, %p_bigP_2_0, %p_bigP_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_3 = arith.constant 2 : index
%p_bigP_3_0 = arith.constant 2147483585 : i32
%p_bigP_3_1 = arith.constant 2147483647 : i32
func.call @k_bigP(%a, %in, %nb_bigP_3, %p_bigP_3_0, %p_bigP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_3, %p_bigP_3_0, %p_bigP_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_4 = arith.constant 1 : index
%p_bigP_4_0 = arith.constant -5 : i32
%p_bigP_4_1 = arith.constant 0 : i32
func.call @k_bigP(%a, %in, %nb_bigP_4, %p_bigP_4_0, %p_bigP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_4, %p_bigP_4_0, %p_bigP_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_5 = arith.constant 2 : index
%p_bigP_5_0 = arith.constant -5 : i32
%p_bigP_5_1 = arith.constant 0 : i32
func.call @k_bigP(%a, %in, %nb_bigP_5, %p_bigP_5_0, %p_bigP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_5, %p_bigP_5_0, %p_bigP_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_6 = arith.constant 1 : index
%p_bigP_6_0 = arith.constant 1000 : i32
%p_bigP_6_1 = arith.constant 2147483647 : i32
func.call @k_bigP(%a, %in, %nb_bigP_6, %p_bigP_6_0, %p_bigP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_6, %p_bigP_6_0, %p_bigP_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_7 = arith.constant 2 : index
%p_bigP_7_0 = arith.constant 1000 : i32
%p_bigP_7_1 = arith.constant 2147483647 : i32
func.call @k_bigP(%a, %in, %nb_bigP_7, %p_bigP_7_0, %p_bigP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_7, %p_bigP_7_0, %p_bigP_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_8 = arith.constant 1 : index
%p_bigP_8_0 = arith.constant -5 : i32
%p_bigP_8_1 = arith.constant 2147483583 : i32
func.call @k_bigP(%a, %in, %nb_bigP_8, %p_bigP_8_0, %p_bigP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_8, %p_bigP_8_0, %p_bigP_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_9 = arith.constant 2 : index
%p_bigP_9_0 = arith.constant -5 : i32
%p_bigP_9_1 = arith.constant 2147483583 : i32
func.call @k_bigP(%a, %in, %nb_bigP_9, %p_bigP_9_0, %p_bigP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_9, %p_bigP_9_0, %p_bigP_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_10 = arith.constant 1 : index
%p_bigP_10_0 = arith.constant 2147483583 : i32
%p_bigP_10_1 = arith.constant 2147483585 : i32
func.call @k_bigP(%a, %in, %nb_bigP_10, %p_bigP_10_0, %p_bigP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_10, %p_bigP_10_0, %p_bigP_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_11 = arith.constant 2 : index
%p_bigP_11_0 = arith.constant 2147483583 : i32
%p_bigP_11_1 = arith.constant 2147483585 : i32
func.call @k_bigP(%a, %in, %nb_bigP_11, %p_bigP_11_0, %p_bigP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_11, %p_bigP_11_0, %p_bigP_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_12 = arith.constant 1 : index
%p_bigP_12_0 = arith.constant 2147483583 : i32
%p_bigP_12_1 = arith.constant 63 : i32
func.call @k_bigP(%a, %in, %nb_bigP_12, %p_bigP_12_0, %p_bigP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_12, %p_bigP_12_0, %p_bigP_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_13 = arith.constant 2 : index
%p_bigP_13_0 = arith.constant 2147483583 : i32
%p_bigP_13_1 = arith.constant 63 : i32
func.call @k_bigP(%a, %in, %nb_bigP_13, %p_bigP_13_0, %p_bigP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_13, %p_bigP_13_0, %p_bigP_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_14 = arith.constant 1 : index
%p_bigP_14_0 = arith.constant -2147483586 : i32
%p_bigP_14_1 = arith.constant -2147483585 : i32
func.call @k_bigP(%a, %in, %nb_bigP_14, %p_bigP_14_0, %p_bigP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_14, %p_bigP_14_0, %p_bigP_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_15 = arith.constant 2 : index
%p_bigP_15_0 = arith.constant -2147483586 : i32
%p_bigP_15_1 = arith.constant -2147483585 : i32
func.call @k_bigP(%a, %in, %nb_bigP_15, %p_bigP_15_0, %p_bigP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_15, %p_bigP_15_0, %p_bigP_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_16 = arith.constant 1 : index
%p_bigP_16_0 = arith.constant 2147483583 : i32
%p_bigP_16_1 = arith.constant 2147483647 : i32
func.call @k_bigP(%a, %in, %nb_bigP_16, %p_bigP_16_0, %p_bigP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_16, %p_bigP_16_0, %p_bigP_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_17 = arith.constant 2 : index
%p_bigP_17_0 = arith.constant 2147483583 : i32
%p_bigP_17_1 = arith.constant 2147483647 : i32
func.call @k_bigP(%a, %in, %nb_bigP_17, %p_bigP_17_0, %p_bigP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_17, %p_bigP_17_0, %p_bigP_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_18 = arith.constant 1 : index
%p_bigP_18_0 = arith.constant 0 : i32
%p_bigP_18_1 = arith.constant -2147483648 : i32
func.call @k_bigP(%a, %in, %nb_bigP_18, %p_bigP_18_0, %p_bigP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_18, %p_bigP_18_0, %p_bigP_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_19 = arith.constant 2 : index
%p_bigP_19_0 = arith.constant 0 : i32
%p_bigP_19_1 = arith.constant -2147483648 : i32
func.call @k_bigP(%a, %in, %nb_bigP_19, %p_bigP_19_0, %p_bigP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_19, %p_bigP_19_0, %p_bigP_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_20 = arith.constant 1 : index
%p_bigP_20_0 = arith.constant 1000 : i32
%p_bigP_20_1 = arith.constant 2147483584 : i32
func.call @k_bigP(%a, %in, %nb_bigP_20, %p_bigP_20_0, %p_bigP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_20, %p_bigP_20_0, %p_bigP_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_21 = arith.constant 2 : index
%p_bigP_21_0 = arith.constant 1000 : i32
%p_bigP_21_1 = arith.constant 2147483584 : i32
func.call @k_bigP(%a, %in, %nb_bigP_21, %p_bigP_21_0, %p_bigP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_21, %p_bigP_21_0, %p_bigP_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_22 = arith.constant 1 : index
%p_bigP_22_0 = arith.constant -2147483585 : i32
%p_bigP_22_1 = arith.constant 2147483584 : i32
func.call @k_bigP(%a, %in, %nb_bigP_22, %p_bigP_22_0, %p_bigP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_22, %p_bigP_22_0, %p_bigP_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_23 = arith.constant 2 : index
%p_bigP_23_0 = arith.constant -2147483585 : i32
%p_bigP_23_1 = arith.constant 2147483584 : i32
func.call @k_bigP(%a, %in, %nb_bigP_23, %p_bigP_23_0, %p_bigP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_23, %p_bigP_23_0, %p_bigP_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_24 = arith.constant 1 : index
%p_bigP_24_0 = arith.constant -5 : i32
%p_bigP_24_1 = arith.constant 2147483585 : i32
func.call @k_bigP(%a, %in, %nb_bigP_24, %p_bigP_24_0, %p_bigP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_24, %p_bigP_24_0, %p_bigP_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_25 = arith.constant 2 : index
%p_bigP_25_0 = arith.constant -5 : i32
%p_bigP_25_1 = arith.constant 2147483585 : i32
func.call @k_bigP(%a, %in, %nb_bigP_25, %p_bigP_25_0, %p_bigP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_25, %p_bigP_25_0, %p_bigP_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_26 = arith.constant 1 : index
%p_bigP_26_0 = arith.constant 2147483584 : i32
%p_bigP_26_1 = arith.constant 63 : i32
func.call @k_bigP(%a, %in, %nb_bigP_26, %p_bigP_26_0, %p_bigP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_26, %p_bigP_26_0, %p_bigP_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_bigP_27 = arith.constant 2 : index
%p_bigP_27_0 = arith.constant 2147483584 : i32
%p_bigP_27_1 = arith.constant 63 : i32
func.call @k_bigP(%a, %in, %nb_bigP_27, %p_bigP_27_0, %p_bigP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_bigP(%w, %in, %nb_bigP_27, %p_bigP_27_0, %p_bigP_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_bigP_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_bigP_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_bigP = llvm.mlir.addressof @fmt_bigP : !llvm.ptr
llvm.call @printf(%f_bigP, %bad_bigP_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_nest3L = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_0 = arith.constant 1 : index
%p_nest3L_0_0 = arith.constant 5 : i32
%p_nest3L_0_1 = arith.constant 2 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_0, %p_nest3L_0_0, %p_nest3L_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_0, %p_nest3L_0_0, %p_nest3L_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_nest3L) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_1 = arith.constant 66 : index
%p_nest3L_1_0 = arith.constant 5 : i32
%p_nest3L_1_1 = arith.constant 2 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_1, %p_nest3L_1_0, %p_nest3L_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_1, %p_nest3L_1_0, %p_nest3L_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_2 = arith.constant 1 : index
%p_nest3L_2_0 = arith.constant 64 : i32
%p_nest3L_2_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_2, %p_nest3L_2_0, %p_nest3L_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_2, %p_nest3L_2_0, %p_nest3L_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_3 = arith.constant 66 : index
%p_nest3L_3_0 = arith.constant 64 : i32
%p_nest3L_3_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_3, %p_nest3L_3_0, %p_nest3L_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_3, %p_nest3L_3_0, %p_nest3L_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_4 = arith.constant 1 : index
%p_nest3L_4_0 = arith.constant 5 : i32
%p_nest3L_4_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_4, %p_nest3L_4_0, %p_nest3L_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_4, %p_nest3L_4_0, %p_nest3L_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_5 = arith.constant 66 : index
%p_nest3L_5_0 = arith.constant 5 : i32
%p_nest3L_5_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_5, %p_nest3L_5_0, %p_nest3L_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_5, %p_nest3L_5_0, %p_nest3L_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_6 = arith.constant 1 : index
%p_nest3L_6_0 = arith.constant 5 : i32
%p_nest3L_6_1 = arith.constant 200 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_6, %p_nest3L_6_0, %p_nest3L_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_6, %p_nest3L_6_0, %p_nest3L_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_7 = arith.constant 66 : index
%p_nest3L_7_0 = arith.constant 5 : i32
%p_nest3L_7_1 = arith.constant 200 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_7, %p_nest3L_7_0, %p_nest3L_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_7, %p_nest3L_7_0, %p_nest3L_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_8 = arith.constant 1 : index
%p_nest3L_8_0 = arith.constant 2 : i32
%p_nest3L_8_1 = arith.constant 2 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_8, %p_nest3L_8_0, %p_nest3L_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_8, %p_nest3L_8_0, %p_nest3L_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_9 = arith.constant 66 : index
%p_nest3L_9_0 = arith.constant 2 : i32
%p_nest3L_9_1 = arith.constant 2 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_9, %p_nest3L_9_0, %p_nest3L_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_9, %p_nest3L_9_0, %p_nest3L_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_10 = arith.constant 1 : index
%p_nest3L_10_0 = arith.constant 64 : i32
%p_nest3L_10_1 = arith.constant 1 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_10, %p_nest3L_10_0, %p_nest3L_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_10, %p_nest3L_10_0, %p_nest3L_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_11 = arith.constant 66 : index
%p_nest3L_11_0 = arith.constant 64 : i32
%p_nest3L_11_1 = arith.constant 1 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_11, %p_nest3L_11_0, %p_nest3L_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_11, %p_nest3L_11_0, %p_nest3L_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_12 = arith.constant 1 : index
%p_nest3L_12_0 = arith.constant 127 : i32
%p_nest3L_12_1 = arith.constant 65 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_12, %p_nest3L_12_0, %p_nest3L_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_12, %p_nest3L_12_0, %p_nest3L_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_13 = arith.constant 66 : index
%p_nest3L_13_0 = arith.constant 127 : i32
%p_nest3L_13_1 = arith.constant 65 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_13, %p_nest3L_13_0, %p_nest3L_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_13, %p_nest3L_13_0, %p_nest3L_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_14 = arith.constant 1 : index
%p_nest3L_14_0 = arith.constant 1 : i32
%p_nest3L_14_1 = arith.constant -3 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_14, %p_nest3L_14_0, %p_nest3L_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_14, %p_nest3L_14_0, %p_nest3L_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_15 = arith.constant 66 : index
%p_nest3L_15_0 = arith.constant 1 : i32
%p_nest3L_15_1 = arith.constant -3 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_15, %p_nest3L_15_0, %p_nest3L_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_15, %p_nest3L_15_0, %p_nest3L_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_16 = arith.constant 1 : index
%p_nest3L_16_0 = arith.constant 100 : i32
%p_nest3L_16_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_16, %p_nest3L_16_0, %p_nest3L_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_16, %p_nest3L_16_0, %p_nest3L_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_17 = arith.constant 66 : index
%p_nest3L_17_0 = arith.constant 100 : i32
%p_nest3L_17_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_17, %p_nest3L_17_0, %p_nest3L_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_17, %p_nest3L_17_0, %p_nest3L_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_18 = arith.constant 1 : index
%p_nest3L_18_0 = arith.constant 5 : i32
%p_nest3L_18_1 = arith.constant 0 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_18, %p_nest3L_18_0, %p_nest3L_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_18, %p_nest3L_18_0, %p_nest3L_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_19 = arith.constant 66 : index
%p_nest3L_19_0 = arith.constant 5 : i32
%p_nest3L_19_1 = arith.constant 0 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_19, %p_nest3L_19_0, %p_nest3L_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_19, %p_nest3L_19_0, %p_nest3L_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_20 = arith.constant 1 : index
%p_nest3L_20_0 = arith.constant -2147483648 : i32
%p_nest3L_20_1 = arith.constant -3 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_20, %p_nest3L_20_0, %p_nest3L_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_20, %p_nest3L_20_0, %p_nest3L_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_21 = arith.constant 66 : index
%p_nest3L_21_0 = arith.constant -2147483648 : i32
%p_nest3L_21_1 = arith.constant -3 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_21, %p_nest3L_21_0, %p_nest3L_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_21, %p_nest3L_21_0, %p_nest3L_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_22 = arith.constant 1 : index
%p_nest3L_22_0 = arith.constant 127 : i32
%p_nest3L_22_1 = arith.constant 5 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_22, %p_nest3L_22_0, %p_nest3L_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_22, %p_nest3L_22_0, %p_nest3L_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_23 = arith.constant 66 : index
%p_nest3L_23_0 = arith.constant 127 : i32
%p_nest3L_23_1 = arith.constant 5 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_23, %p_nest3L_23_0, %p_nest3L_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_23, %p_nest3L_23_0, %p_nest3L_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_24 = arith.constant 1 : index
%p_nest3L_24_0 = arith.constant 63 : i32
%p_nest3L_24_1 = arith.constant 2 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_24, %p_nest3L_24_0, %p_nest3L_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_24, %p_nest3L_24_0, %p_nest3L_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_25 = arith.constant 66 : index
%p_nest3L_25_0 = arith.constant 63 : i32
%p_nest3L_25_1 = arith.constant 2 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_25, %p_nest3L_25_0, %p_nest3L_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_25, %p_nest3L_25_0, %p_nest3L_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_26 = arith.constant 1 : index
%p_nest3L_26_0 = arith.constant 30 : i32
%p_nest3L_26_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_26, %p_nest3L_26_0, %p_nest3L_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_26, %p_nest3L_26_0, %p_nest3L_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3L_27 = arith.constant 66 : index
%p_nest3L_27_0 = arith.constant 30 : i32
%p_nest3L_27_1 = arith.constant 100 : i32
func.call @k_nest3L(%a, %in, %nb_nest3L_27, %p_nest3L_27_0, %p_nest3L_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3L(%w, %in, %nb_nest3L_27, %p_nest3L_27_0, %p_nest3L_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3L_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3L_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_nest3L = llvm.mlir.addressof @fmt_nest3L : !llvm.ptr
llvm.call @printf(%f_nest3L, %bad_nest3L_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
%tot_nest3P = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_0 = arith.constant 1 : index
%p_nest3P_0_0 = arith.constant 127 : i32
%p_nest3P_0_1 = arith.constant -3 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_0, %p_nest3P_0_0, %p_nest3P_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_0, %p_nest3P_0_0, %p_nest3P_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_nest3P) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_1 = arith.constant 2 : index
%p_nest3P_1_0 = arith.constant 127 : i32
%p_nest3P_1_1 = arith.constant -3 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_1, %p_nest3P_1_0, %p_nest3P_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_1, %p_nest3P_1_0, %p_nest3P_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_2 = arith.constant 1 : index
%p_nest3P_2_0 = arith.constant 1 : i32
%p_nest3P_2_1 = arith.constant -1 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_2, %p_nest3P_2_0, %p_nest3P_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_2, %p_nest3P_2_0, %p_nest3P_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_3 = arith.constant 2 : index
%p_nest3P_3_0 = arith.constant 1 : i32
%p_nest3P_3_1 = arith.constant -1 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_3, %p_nest3P_3_0, %p_nest3P_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_3, %p_nest3P_3_0, %p_nest3P_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_4 = arith.constant 1 : index
%p_nest3P_4_0 = arith.constant 200 : i32
%p_nest3P_4_1 = arith.constant 65 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_4, %p_nest3P_4_0, %p_nest3P_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_4, %p_nest3P_4_0, %p_nest3P_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_5 = arith.constant 2 : index
%p_nest3P_5_0 = arith.constant 200 : i32
%p_nest3P_5_1 = arith.constant 65 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_5, %p_nest3P_5_0, %p_nest3P_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_5, %p_nest3P_5_0, %p_nest3P_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_6 = arith.constant 1 : index
%p_nest3P_6_0 = arith.constant 2 : i32
%p_nest3P_6_1 = arith.constant 127 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_6, %p_nest3P_6_0, %p_nest3P_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_6, %p_nest3P_6_0, %p_nest3P_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_7 = arith.constant 2 : index
%p_nest3P_7_0 = arith.constant 2 : i32
%p_nest3P_7_1 = arith.constant 127 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_7, %p_nest3P_7_0, %p_nest3P_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_7, %p_nest3P_7_0, %p_nest3P_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_8 = arith.constant 1 : index
%p_nest3P_8_0 = arith.constant 255 : i32
%p_nest3P_8_1 = arith.constant 127 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_8, %p_nest3P_8_0, %p_nest3P_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_8, %p_nest3P_8_0, %p_nest3P_8_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_8 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_7) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_9 = arith.constant 2 : index
%p_nest3P_9_0 = arith.constant 255 : i32
%p_nest3P_9_1 = arith.constant 127 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_9, %p_nest3P_9_0, %p_nest3P_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_9, %p_nest3P_9_0, %p_nest3P_9_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_9 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_8) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_10 = arith.constant 1 : index
%p_nest3P_10_0 = arith.constant 65 : i32
%p_nest3P_10_1 = arith.constant 62 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_10, %p_nest3P_10_0, %p_nest3P_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_10, %p_nest3P_10_0, %p_nest3P_10_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_10 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_9) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_11 = arith.constant 2 : index
%p_nest3P_11_0 = arith.constant 65 : i32
%p_nest3P_11_1 = arith.constant 62 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_11, %p_nest3P_11_0, %p_nest3P_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_11, %p_nest3P_11_0, %p_nest3P_11_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_11 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_10) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_12 = arith.constant 1 : index
%p_nest3P_12_0 = arith.constant 100 : i32
%p_nest3P_12_1 = arith.constant 5 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_12, %p_nest3P_12_0, %p_nest3P_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_12, %p_nest3P_12_0, %p_nest3P_12_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_12 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_11) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_13 = arith.constant 2 : index
%p_nest3P_13_0 = arith.constant 100 : i32
%p_nest3P_13_1 = arith.constant 5 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_13, %p_nest3P_13_0, %p_nest3P_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_13, %p_nest3P_13_0, %p_nest3P_13_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_13 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_12) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_14 = arith.constant 1 : index
%p_nest3P_14_0 = arith.constant 1 : i32
%p_nest3P_14_1 = arith.constant 63 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_14, %p_nest3P_14_0, %p_nest3P_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_14, %p_nest3P_14_0, %p_nest3P_14_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_14 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_13) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_15 = arith.constant 2 : index
%p_nest3P_15_0 = arith.constant 1 : i32
%p_nest3P_15_1 = arith.constant 63 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_15, %p_nest3P_15_0, %p_nest3P_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_15, %p_nest3P_15_0, %p_nest3P_15_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_15 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_14) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_16 = arith.constant 1 : index
%p_nest3P_16_0 = arith.constant 2 : i32
%p_nest3P_16_1 = arith.constant 2147483647 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_16, %p_nest3P_16_0, %p_nest3P_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_16, %p_nest3P_16_0, %p_nest3P_16_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_16 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_15) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_17 = arith.constant 2 : index
%p_nest3P_17_0 = arith.constant 2 : i32
%p_nest3P_17_1 = arith.constant 2147483647 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_17, %p_nest3P_17_0, %p_nest3P_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_17, %p_nest3P_17_0, %p_nest3P_17_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_17 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_16) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_18 = arith.constant 1 : index
%p_nest3P_18_0 = arith.constant 64 : i32
%p_nest3P_18_1 = arith.constant 5 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_18, %p_nest3P_18_0, %p_nest3P_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_18, %p_nest3P_18_0, %p_nest3P_18_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_18 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_17) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_19 = arith.constant 2 : index
%p_nest3P_19_0 = arith.constant 64 : i32
%p_nest3P_19_1 = arith.constant 5 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_19, %p_nest3P_19_0, %p_nest3P_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_19, %p_nest3P_19_0, %p_nest3P_19_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_19 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_18) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_20 = arith.constant 1 : index
%p_nest3P_20_0 = arith.constant 200 : i32
%p_nest3P_20_1 = arith.constant -2147483648 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_20, %p_nest3P_20_0, %p_nest3P_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_20, %p_nest3P_20_0, %p_nest3P_20_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_20 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_19) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_21 = arith.constant 2 : index
%p_nest3P_21_0 = arith.constant 200 : i32
%p_nest3P_21_1 = arith.constant -2147483648 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_21, %p_nest3P_21_0, %p_nest3P_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_21, %p_nest3P_21_0, %p_nest3P_21_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_21 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_20) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_22 = arith.constant 1 : index
%p_nest3P_22_0 = arith.constant 0 : i32
%p_nest3P_22_1 = arith.constant 1 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_22, %p_nest3P_22_0, %p_nest3P_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_22, %p_nest3P_22_0, %p_nest3P_22_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_22 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_21) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_23 = arith.constant 2 : index
%p_nest3P_23_0 = arith.constant 0 : i32
%p_nest3P_23_1 = arith.constant 1 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_23, %p_nest3P_23_0, %p_nest3P_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_23, %p_nest3P_23_0, %p_nest3P_23_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_23 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_22) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_24 = arith.constant 1 : index
%p_nest3P_24_0 = arith.constant 64 : i32
%p_nest3P_24_1 = arith.constant 127 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_24, %p_nest3P_24_0, %p_nest3P_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_24, %p_nest3P_24_0, %p_nest3P_24_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_24 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_23) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_25 = arith.constant 2 : index
%p_nest3P_25_0 = arith.constant 64 : i32
%p_nest3P_25_1 = arith.constant 127 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_25, %p_nest3P_25_0, %p_nest3P_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_25, %p_nest3P_25_0, %p_nest3P_25_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_25 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_24) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_26 = arith.constant 1 : index
%p_nest3P_26_0 = arith.constant 2 : i32
%p_nest3P_26_1 = arith.constant -1 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_26, %p_nest3P_26_0, %p_nest3P_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_26, %p_nest3P_26_0, %p_nest3P_26_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_26 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_25) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_nest3P_27 = arith.constant 2 : index
%p_nest3P_27_0 = arith.constant 2 : i32
%p_nest3P_27_1 = arith.constant -1 : i32
func.call @k_nest3P(%a, %in, %nb_nest3P_27, %p_nest3P_27_0, %p_nest3P_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_nest3P(%w, %in, %nb_nest3P_27, %p_nest3P_27_0, %p_nest3P_27_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_nest3P_27 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_nest3P_26) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_nest3P = llvm.mlir.addressof @fmt_nest3P : !llvm.ptr
llvm.call @printf(%f_nest3P, %bad_nest3P_27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
return
}
