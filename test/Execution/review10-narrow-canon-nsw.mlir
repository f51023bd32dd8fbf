// Review (round 10) of narrow-indices' exact values (NarrowIndices.c,
// Chain::noSignedWrap): b = ((t - n) + 2147483600) + 48, all `nsw`, with
// n = 64 or 100: b is in [2147483484, 2147483647] for every thread, no
// signed overflow anywhere in the source. The x loop holds an scf.if (a
// guard on a loaded value, always true), so stitchUnswitchInvariantIfs
// (Unswitch.c) canonicalizes its body with the upstream arith patterns
// first: AddIAddConstant folds the two constants into
// `(t - n) +nsw -2147483648` (2147483648 wrapped), keeping `nsw` although
// that add now overflows for every thread. narrow-indices then trusts the
// flag: the in-place index comparison computes b as t - n - 2^31.
// Was wrong (b > m, b < m and b == INT32_MAX at 66 blocks); fixed by
// stitchDropWrappingConstantFlags (IRUtils.h), run before every greedy
// simplification of stitch-cpuify and at its end: the outer add of a
// constant pair that wraps loses nsw, so the merged add has none, and
// narrow-indices does not take the chain as exact.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks{split-below=0}),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// CHECK: canon runs 8 mismatches 0
// The merged constant add keeps no flag:
// IR-LABEL: func.func @k_canon(
// IR: arith.addi %{{.*}}, %c-2147483648_i32 : i32

llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @k_canon(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v9 = arith.subi %v4, %p0 overflow<nsw> : i32
%v11 = arith.constant 2147483600 : i32
%v8 = arith.addi %v9, %v11 overflow<nsw> : i32
%v12 = arith.constant 48 : i32
%v7 = arith.addi %v8, %v12 overflow<nsw> : i32
%v6 = arith.cmpi sgt, %v7, %p1 : i32
%v14 = arith.extui %v6 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v14, %out[%a0] : memref<?xi64>
%v15 = arith.cmpi slt, %v7, %p1 : i32
%v17 = arith.extui %v15 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v17, %out[%a1] : memref<?xi64>
%v19 = arith.constant 2147483647 : i32
%v18 = arith.cmpi eq, %v7, %v19 : i32
%v20 = arith.extui %v18 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v20, %out[%a2] : memref<?xi64>
}
gpu.terminator
}
return
}
func.func @h_canon(%out: memref<?xi64>, %in: memref<?xi64>, %nb: index, %p0: i32, %p1: i32) {
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
%v9 = arith.subi %v4, %p0 : i32
%v11 = arith.constant 2147483600 : i32
%v8 = arith.addi %v9, %v11 : i32
%v12 = arith.constant 48 : i32
%v7 = arith.addi %v8, %v12 : i32
%v6 = arith.cmpi sgt, %v7, %p1 : i32
%v14 = arith.extui %v6 : i1 to i64
%a0 = arith.addi %g, %c0_k : index
memref.store %v14, %out[%a0] : memref<?xi64>
%v15 = arith.cmpi slt, %v7, %p1 : i32
%v17 = arith.extui %v15 : i1 to i64
%a1 = arith.addi %g, %c1_k : index
memref.store %v17, %out[%a1] : memref<?xi64>
%v19 = arith.constant 2147483647 : i32
%v18 = arith.cmpi eq, %v7, %v19 : i32
%v20 = arith.extui %v18 : i1 to i64
%a2 = arith.addi %g, %c2_k : index
memref.store %v20, %out[%a2] : memref<?xi64>
}
}
}
return
}
llvm.mlir.global internal constant @fmt_canon("canon runs 8 mismatches %ld\0A\00") {addr_space = 0 : i32}
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
%tot_canon = arith.constant 0 : i64
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_0 = arith.constant 1 : index
%p_canon_0_0 = arith.constant 64 : i32
%p_canon_0_1 = arith.constant 0 : i32
func.call @k_canon(%a, %in, %nb_canon_0, %p_canon_0_0, %p_canon_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_0, %p_canon_0_0, %p_canon_0_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_0 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot_canon) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_1 = arith.constant 66 : index
%p_canon_1_0 = arith.constant 64 : i32
%p_canon_1_1 = arith.constant 0 : i32
func.call @k_canon(%a, %in, %nb_canon_1, %p_canon_1_0, %p_canon_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_1, %p_canon_1_0, %p_canon_1_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_1 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_canon_0) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_2 = arith.constant 1 : index
%p_canon_2_0 = arith.constant 64 : i32
%p_canon_2_1 = arith.constant 2147483600 : i32
func.call @k_canon(%a, %in, %nb_canon_2, %p_canon_2_0, %p_canon_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_2, %p_canon_2_0, %p_canon_2_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_2 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_canon_1) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_3 = arith.constant 66 : index
%p_canon_3_0 = arith.constant 64 : i32
%p_canon_3_1 = arith.constant 2147483600 : i32
func.call @k_canon(%a, %in, %nb_canon_3, %p_canon_3_0, %p_canon_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_3, %p_canon_3_0, %p_canon_3_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_3 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_canon_2) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_4 = arith.constant 1 : index
%p_canon_4_0 = arith.constant 100 : i32
%p_canon_4_1 = arith.constant -5 : i32
func.call @k_canon(%a, %in, %nb_canon_4, %p_canon_4_0, %p_canon_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_4, %p_canon_4_0, %p_canon_4_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_4 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_canon_3) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_5 = arith.constant 66 : index
%p_canon_5_0 = arith.constant 100 : i32
%p_canon_5_1 = arith.constant -5 : i32
func.call @k_canon(%a, %in, %nb_canon_5, %p_canon_5_0, %p_canon_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_5, %p_canon_5_0, %p_canon_5_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_5 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_canon_4) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_6 = arith.constant 1 : index
%p_canon_6_0 = arith.constant 64 : i32
%p_canon_6_1 = arith.constant 2147483646 : i32
func.call @k_canon(%a, %in, %nb_canon_6, %p_canon_6_0, %p_canon_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_6, %p_canon_6_0, %p_canon_6_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_6 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_canon_5) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
scf.for %i = %c0 to %cN step %c1 { memref.store %sent, %a[%i] : memref<?xi64>
 memref.store %sent, %w[%i] : memref<?xi64> }
%nb_canon_7 = arith.constant 66 : index
%p_canon_7_0 = arith.constant 64 : i32
%p_canon_7_1 = arith.constant 2147483646 : i32
func.call @k_canon(%a, %in, %nb_canon_7, %p_canon_7_0, %p_canon_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
func.call @h_canon(%w, %in, %nb_canon_7, %p_canon_7_0, %p_canon_7_1) : (memref<?xi64>, memref<?xi64>, index, i32, i32) -> ()
%bad_canon_7 = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %bad_canon_6) -> (i64) {
%x = memref.load %a[%i] : memref<?xi64>
%y = memref.load %w[%i] : memref<?xi64>
%ne = arith.cmpi ne, %x, %y : i64
%inc = arith.select %ne, %one, %z : i64
%acc2 = arith.addi %acc, %inc : i64
scf.yield %acc2 : i64
}
%f_canon = llvm.mlir.addressof @fmt_canon : !llvm.ptr
llvm.call @printf(%f_canon, %bad_canon_7) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
return
}
