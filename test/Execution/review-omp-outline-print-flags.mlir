// Regression (review of the OpenMP-side passes, fixed): stitch-outline-regions shares one function between two outlined
// regions whose printed text is equal (stitchOperationGenericText), and that
// text follows MLIR's global printing options: with
// --mlir-print-skip-regions every region prints as `{...}`, with
// --mlir-elide-elementsattrs-if-larger=N every large constant as
// `dense_resource<__elided__>`. Options meant for reading IR dumps then make
// different loops "equal": the second loop below calls the first one's
// function. (The output has to be bytecode to be runnable at all with these
// options: text output would print the same elisions.) Fixed: the text is
// printed with stitchOpPrintingFlagsCreateExact (capi/lib/PrintFlags.cpp),
// which resets the lossy global options.
// Fires: main's four host loops (result-free scf.for at the top level)
// are outlined by stitch-outline-regions{mark=true}; the launch becomes an
// omp.parallel region, outlined too. Each loop stores a different value;
// the check loops carry iter_args (results), so they stay in main.
// Reference: the expected values are computed in the check loops.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --stitch-to-openmp --mlir-print-skip-regions --emit-bytecode -o %t.skip.mlirbc
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.skip.mlirbc | FileCheck %s
// RUN: stitch-opt %s --stitch-to-openmp --mlir-elide-elementsattrs-if-larger=4 --emit-bytecode -o %t.elide.mlirbc
// RUN: env OMP_NUM_THREADS=3 %mlir-runner %t.elide.mlirbc | FileCheck %s
// CHECK: outline-print-flags mismatches 0
llvm.mlir.global internal constant @fmt("outline-print-flags mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = memref.alloc() : memref<64xi32>
  %b = memref.alloc() : memref<64xi32>
  %v1 = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : vector<16xi32>
  %v2 = arith.constant dense<[100, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : vector<16xi32>
  // b[i] = v1[i % 16], then b[i] = v2[i % 16]: b[16 k] = 100.
  scf.for %i = %c0 to %c4 step %c1 {
    %o = arith.muli %i, %c16 : index
    vector.store %v1, %b[%o] : memref<64xi32>, vector<16xi32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %o = arith.muli %i, %c16 : index
    vector.store %v2, %b[%o] : memref<64xi32>, vector<16xi32>
  }
  // a[i] = 3 i, then a[i] = 5 a[i] + i = 16 i.
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %x = arith.muli %ii, %c3 : i32
    memref.store %x, %a[%i] : memref<64xi32>
  }
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %y = memref.load %a[%i] : memref<64xi32>
    %x = arith.muli %y, %c5 : i32
    %z = arith.addi %x, %ii : i32
    memref.store %z, %a[%i] : memref<64xi32>
  }
  // a[i] += b[i] on 8 blocks of 8 threads.
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c8, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c8 : index
    %gid = arith.addi %base, %tx : index
    %p = memref.load %a[%gid] : memref<64xi32>
    %q = memref.load %b[%gid] : memref<64xi32>
    %s = arith.addi %p, %q : i32
    memref.store %s, %a[%gid] : memref<64xi32>
    gpu.terminator
  }
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c16i = arith.constant 16 : i32
  %c100 = arith.constant 100 : i32
  %one32 = arith.constant 1 : i32
  %bad = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i32
    %m = arith.remui %i, %c16 : index
    %mi = arith.index_cast %m : index to i32
    %m1 = arith.addi %mi, %one32 : i32
    %first = arith.cmpi eq, %m, %c0 : index
    %bv = arith.select %first, %c100, %m1 : i32
    %av = arith.muli %ii, %c16i : i32
    %want = arith.addi %av, %bv : i32
    %got = memref.load %a[%i] : memref<64xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %n = arith.addi %acc, %inc : i64
    scf.yield %n : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<64xi32>
  memref.dealloc %b : memref<64xi32>
  return
}
